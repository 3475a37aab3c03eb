"""Laying the phase and hitting: which arrangement, which cards where.

The engine lists one representative lay-down; a good player picks the
arrangement that leaves the fewest cards it cannot get rid of. This module
builds every sensible arrangement (each choice of set values, run window or
colour, Wilds filling the gaps), simulates hitting the rest of the hand onto
the table (the new groups and everybody's laid groups), and keeps the one
that leaves the fewest dead cards. Cards that extend the phase's own groups
are laid with it (P10-12); the rest become hits (P10-13).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING

from cardtable.engine.phase10 import melds
from cardtable.engine.phase10.actions import Hit, Lay
from cardtable.engine.phase10.cards import COLOURS, SKIP, WILD, colour, number_value, value
from cardtable.engine.phase10.melds import Group, Laid, make_group
from cardtable.engine.phase10.phases import specs
from cardtable.engine.phase10.rounds import card_points

if TYPE_CHECKING:
    from cardtable.engine.phase10.observation import Observation

OWN = -1  # placeholder player index for the groups being laid


def _remove(hand: list[str], cards: Sequence[str]) -> list[str]:
    rest = list(hand)
    for c in cards:
        rest.remove(c)
    return rest


def _set_group(v: int, naturals: list[str], wilds: int) -> Group:
    return make_group("set", [Laid.natural(c) for c in naturals] + [Laid(WILD, v, None)] * wilds)


def _run_group(lo: int, size: int, by_value: dict[int, list[str]]) -> tuple[Group, int]:
    laid, wilds = [], 0
    for v in range(lo, lo + size):
        if by_value.get(v):
            laid.append(Laid.natural(by_value[v][0]))
        else:
            laid.append(Laid(WILD, v, None))
            wilds += 1
    return make_group("run", laid), wilds


def candidates(hand: Sequence[str], phase: int) -> list[tuple[Group, ...]]:
    """Arrangements of exactly the phase's sizes (checked later by the engine)."""
    groups = specs(phase)
    kinds = tuple(g.kind for g in groups)
    naturals = [c for c in hand if c not in (WILD, SKIP)]
    wilds = sum(1 for c in hand if c == WILD)
    by_value: dict[int, list[str]] = {}
    for c in sorted(naturals):
        by_value.setdefault(number_value(c), []).append(c)
    out: list[tuple[Group, ...]] = []
    if kinds == ("colour",):
        size = groups[0].size
        for col in COLOURS:
            mine = sorted((c for c in naturals if colour(c) == col), key=number_value)
            n = min(len(mine), size)
            if size - n <= wilds and n:
                out.append((make_group("colour", [Laid.natural(c) for c in mine[:n]]
                                       + [Laid(WILD, None, col)] * (size - n)),))
        return out
    if kinds == ("run",):
        size = groups[0].size
        for lo in range(1, 14 - size):
            g, used = _run_group(lo, size, by_value)
            if used <= wilds and used < size:
                out.append((g,))
        return out
    if kinds == ("set", "set"):
        ka, kb = groups[0].size, groups[1].size
        values = sorted(by_value, key=lambda v: -len(by_value[v]))
        for va in values:
            for vb in values:
                if va == vb:
                    pool = by_value[va]
                    na = pool[:ka]
                    nb = pool[len(na):len(na) + kb]
                else:
                    if ka == kb and va > vb:
                        continue
                    na, nb = by_value[va][:ka], by_value[vb][:kb]
                need = (ka - len(na)) + (kb - len(nb))
                if need <= wilds:
                    out.append((_set_group(va, na, ka - len(na)), _set_group(vb, nb, kb - len(nb))))
        return out
    ks, kr = groups[0].size, groups[1].size
    for lo in range(1, 14 - kr):
        for v in by_value:
            pool = list(by_value[v])
            rest = {u: list(cs) for u, cs in by_value.items()}
            run_takes = lo <= v < lo + kr and len(pool) > 1
            if run_takes:
                rest[v] = [pool[-1]]
                pool = pool[:-1]
            else:
                rest[v] = [] if lo <= v < lo + kr else rest[v]
            run, used = _run_group(lo, kr, rest)
            ns = pool[:ks]
            if used + ks - len(ns) <= wilds:
                out.append((_set_group(v, ns, ks - len(ns)), run))
    return out


def plan_hits(hand: Sequence[str], table: list[tuple[int, int, Group]]) -> tuple[list[Hit], list[str]]:
    """Greedily hit as many cards of ``hand`` as possible onto ``table``.

    ``table`` holds (player, group index, group). Returns the hits in order
    and the cards left. Naturals go first (sets and colour groups before runs),
    then Wilds, preferring a run end that lets another hand card follow.
    """
    table = list(table)
    rest = list(hand)
    hits: list[Hit] = []
    while True:
        placed = False
        naturals = sorted((c for c in rest if c not in (WILD, SKIP)), key=lambda c: (value(c), c))
        for card in naturals:
            spot = _natural_spot(table, card)
            if spot is not None:
                i, laid = spot
                p, g, group = table[i]
                table[i] = (p, g, melds.add_to_group(group, laid))
                hits.append(Hit(laid, p, g))
                rest.remove(card)
                placed = True
                break
        if placed:
            continue
        if WILD in rest:
            spot = _wild_spot(table, rest)
            if spot is not None:
                i, laid = spot
                p, g, group = table[i]
                table[i] = (p, g, melds.add_to_group(group, laid))
                hits.append(Hit(laid, p, g))
                rest.remove(WILD)
                continue
        return hits, rest


def _natural_spot(table: list[tuple[int, int, Group]], card: str) -> tuple[int, Laid] | None:
    best = None
    for i, (_, _, group) in enumerate(table):
        places = melds.hit_placements(group, card)
        if places:
            if group.kind != "run":
                return i, places[0]
            best = best or (i, places[0])
    return best


def _wild_spot(table: list[tuple[int, int, Group]], rest: list[str]) -> tuple[int, Laid] | None:
    values = {value(c) for c in rest if c not in (WILD, SKIP)}
    fallback = None
    for i, (_, _, group) in enumerate(table):
        places = melds.hit_placements(group, WILD)
        for laid in places:
            if group.kind == "run":
                v, low = laid.value, group.low
                # a Wild fits a run only as the value just below or above it (P10-13)
                assert v is not None and low is not None, "a Wild on a run stands for a value"
                nxt = v - 1 if v < low else v + 1
                if nxt in values:
                    return i, laid
                if fallback is None or fallback[2] > 1:
                    fallback = (i, laid, 1)
            elif fallback is None or fallback[2] > 0:
                fallback = (i, laid, 0)
    return None if fallback is None else fallback[:2]


def table_groups(laid: Sequence[Sequence[Group]]) -> list[tuple[int, int, Group]]:
    return [(p, g, group) for p, groups in enumerate(laid) for g, group in enumerate(groups)]


def best_lay(obs: Observation, fallback: Lay | None) -> tuple[Lay | None, list[str]]:
    """The arrangement leaving the fewest (then cheapest) dead cards, with its
    own-group extras folded in; and the cards left after all planned hits."""
    phase, rule = obs.phases[obs.seat], obs.options.natural_rule
    hand = list(obs.hand)
    edition = obs.options.edition
    best = None
    for groups in candidates(hand, phase):
        used = [laid.card for g in groups for laid in g.cards]
        if Counter(used) - Counter(hand):
            continue
        if melds.phase_rejection(groups, phase, rule) is not None:
            continue
        rest = _remove(hand, used)
        table = table_groups(obs.laid) + [(OWN, g, grp) for g, grp in enumerate(groups)]
        hits, left = plan_hits(rest, table)
        wilds_used = used.count(WILD)
        key = (len([c for c in left if c != SKIP]), sum(card_points(c, edition) for c in left), wilds_used)
        if best is None or key < best[0]:
            best = (key, groups, hits, left)
    if best is None:
        if fallback is None:
            return None, hand
        return fallback, _remove(hand, [laid.card for g in fallback.groups for laid in g.cards])
    _, groups, hits, left = best
    folded = list(groups)
    for hit in hits:  # extras on the phase's own groups go down with it (P10-12)
        if hit.player != OWN:
            break
        folded[hit.group] = melds.add_to_group(folded[hit.group], hit.card)
    folded_t = tuple(folded)
    if melds.phase_rejection(folded_t, phase, rule) is None:
        return Lay(folded_t), left
    return Lay(tuple(groups)), left
