"""Finding and arranging a phase in a hand, by counting instead of trying subsets.

The AI asks "can this hand make its phase, and with which cards?" thousands of
times per decision, so the search works on counts: how many cards of each
value (sets, runs) or colour (colour groups) and how many Wilds. Every phase
has at most two groups, so it is enough to try each set value (12), each run
window (at most 9) and each colour (4) and count how many natural cards fit;
Wilds fill the rest. Results are cached by the sorted hand.

:func:`propose` arranges *all* the given cards as the phase (what the player
dropped on the table, extras extending the groups); :func:`find_phase` picks
the fewest cards of a hand (exactly the phase's size), using as few Wilds as
possible. Both return groups that :func:`melds.phase_rejection` accepts.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache, lru_cache

from cardtable.engine.phase10.cards import (
    COLOURS,
    NUMBER_CARDS,
    SKIP,
    WILD,
    colour,
    is_number,
    number_value,
    value,
)
from cardtable.engine.phase10.meld_types import Group, Laid
from cardtable.engine.phase10.phases import PHASES, check_natural_rule, specs

# number cards in the order they are laid: by value, then colour R, B, Y, G
_ORDER = {card: (number_value(card), COLOURS.index(colour(card))) for card in NUMBER_CARDS}
_NUMBERS = [card for card in sorted(NUMBER_CARDS, key=_ORDER.__getitem__)]
_RANK = {card: i for i, card in enumerate(_NUMBERS)}


_VALUE_OF_RANK = [_ORDER[card][0] for card in _NUMBERS]


class _Tally:
    """A multiset of cards by value and colour (Skips and non-cards counted apart)."""

    __slots__ = ("by_colour", "by_value", "other", "wilds")

    def __init__(self, cards: Sequence[str]) -> None:
        wilds = other = 0
        ranks = []
        rank_of = _RANK.get
        for card in cards:
            rank = rank_of(card)
            if rank is not None:
                ranks.append(rank)
            elif card == WILD:
                wilds += 1
            else:
                other += 1
        ranks.sort()
        by_value: list[list[str]] = [[], [], [], [], [], [], [], [], [], [], [], [], []]
        by_colour: dict[str, list[str]] = {"R": [], "B": [], "Y": [], "G": []}
        for rank in ranks:
            card = _NUMBERS[rank]
            by_value[_VALUE_OF_RANK[rank]].append(card)
            by_colour[card[0]].append(card)
        self.by_value = by_value
        self.by_colour = by_colour
        self.wilds = wilds
        self.other = other

    @property
    def naturals(self) -> int:
        return sum(len(cards) for cards in self.by_value)


_VALUE_OF = {card: _ORDER[card][0] for card in NUMBER_CARDS}


class _Counts:
    """A hand for :func:`find_phase_sorted`: how many number cards of each value and how
    many Wilds. The search decides on counts alone; the cards themselves (a
    :class:`_Tally`) are sorted out only when a phase is built or a colour
    group is looked for."""

    __slots__ = ("_hand", "_tally", "counts", "other", "wilds")

    def __init__(self, hand: Sequence[str]) -> None:
        counts = [0] * 13
        wilds = other = 0
        value_of = _VALUE_OF.get
        for card in hand:
            v = value_of(card)
            if v is not None:
                counts[v] += 1
            elif card == WILD:
                wilds += 1
            elif card != SKIP:  # the search leaves Skips aside (P10-19)
                other += 1
        self._hand = hand
        self._tally: _Tally | None = None
        self.counts = counts
        self.wilds = wilds
        self.other = other

    def _cards(self) -> _Tally:
        if self._tally is None:
            self._tally = _Tally(self._hand)
        return self._tally

    @property
    def by_value(self) -> list[list[str]]:
        return self._cards().by_value

    @property
    def by_colour(self) -> dict[str, list[str]]:
        return self._cards().by_colour


@cache
def _laid(card: str, v: int | None, c: str | None) -> Laid:
    """One shared object per laid card (48 + 12 + 4 of them), so cached results stay small."""
    return Laid(card, v, c)


def _set(v: int, naturals: Sequence[str], wilds: int) -> Group:
    return Group(
        "set", (*(_laid(c, v, colour(c)) for c in naturals), *([_laid(WILD, v, None)] * wilds))
    )


def _run(lo: int, length: int, pick: dict[int, str]) -> Group:
    cards = []
    for v in range(lo, lo + length):
        card = pick.get(v)
        cards.append(_laid(card, v, colour(card)) if card else _laid(WILD, v, None))
    return Group("run", tuple(cards))


def _colour(c: str, naturals: Sequence[str], wilds: int) -> Group:
    return Group(
        "colour", (*(_laid(n, value(n), c) for n in naturals), *([_laid(WILD, None, c)] * wilds))
    )


_SHAPES = {phase: tuple(s.kind for s in groups) for phase, groups in PHASES.items()}


def _shape(phase: int) -> tuple[str, ...]:
    """The kinds of ``phase``'s groups (``phase`` already checked by ``specs``)."""
    return _SHAPES[phase]


# -- propose: all of exactly these cards -----------------------------------------


def propose(cards: Sequence[str], phase: int, natural_rule: str) -> tuple[Group, ...] | None:
    """Arrange all ``cards`` as ``phase`` (extras extend its groups), or None."""
    wanted = specs(phase)
    check_natural_rule(natural_rule)
    tally = _Tally(cards)
    if tally.other:
        return None
    if tally.naturals == 0 and natural_rule != "none":
        return None
    shape = _shape(phase)
    if shape == ("set", "set"):
        return _propose_sets(tally, wanted[0].size, wanted[1].size, natural_rule)
    if shape == ("set", "run"):
        return _propose_set_run(tally, wanted[0].size, wanted[1].size, natural_rule)
    if shape == ("run",):
        group = _propose_run(tally.by_value, {}, tally.wilds, wanted[0].size)
        return None if group is None else (group,)
    return _propose_colour(tally, wanted[0].size)


def _propose_sets(t: _Tally, ka: int, kb: int, rule: str) -> tuple[Group, ...] | None:
    present = [v for v in range(1, 13) if t.by_value[v]]
    if len(present) > 2:
        return None
    if len(present) == 2:
        pairs = [(present[1], present[0]), (present[0], present[1])]
    elif len(present) == 1:
        pairs = [(present[0], present[0])]
    else:
        pairs = [(12, 12)]
    for va, vb in pairs:
        if va != vb:
            na, nb = t.by_value[va], t.by_value[vb]
        else:
            pool = t.by_value[va]
            split = min(len(pool), ka)
            if split == len(pool) and rule == "per_group" and len(pool) >= 2:
                split -= 1
            na, nb = pool[:split], pool[split:]
        if rule == "per_group" and (not na or not nb):
            continue
        wa, wb = max(0, ka - len(na)), max(0, kb - len(nb))
        if wa + wb <= t.wilds:
            return (_set(va, na, t.wilds - wb), _set(vb, nb, wb))
    return None


def _propose_run(
    by_value: Sequence[Sequence[str]], extra: dict[int, str], wilds: int, size: int
) -> Group | None:
    """One run of all naturals in ``by_value`` (at most one per value) + ``extra`` + Wilds."""
    pick = dict(extra)
    for v in range(1, 13):
        cards = by_value[v]
        if (v in pick and cards) or len(cards) > 1:
            return None
        if cards:
            pick[v] = cards[0]
    length = len(pick) + wilds
    if length < size or length > 12:
        return None
    if not pick:
        return _run(1, length, pick)
    a, b = min(pick), max(pick)
    if b - a + 1 > length:
        return None
    return _run(min(a, 13 - length), length, pick)


def _propose_set_run(t: _Tally, ks: int, kr: int, rule: str) -> tuple[Group, ...] | None:
    order = sorted(range(1, 13), key=lambda v: -len(t.by_value[v]))
    for v in order:
        pool = t.by_value[v]
        for to_run in (0, 1) if pool else (0,):
            in_set = pool[: len(pool) - to_run]
            if rule == "per_group" and not in_set:
                continue
            rest = [[] if u == v else t.by_value[u] for u in range(13)]
            extra = {v: pool[-1]} if to_run else {}
            run_naturals = sum(len(c) for c in rest) + to_run
            if rule == "per_group" and not run_naturals:
                continue
            need_set = max(0, ks - len(in_set))
            if need_set > t.wilds:
                continue
            run = _propose_run(rest, extra, _run_wilds(rest, extra, kr), kr)
            if run is None:
                continue
            used = sum(c.is_wild for c in run.cards)
            if used + need_set <= t.wilds:
                return (_set(v, in_set, t.wilds - used), run)
    return None


def _run_wilds(by_value: Sequence[Sequence[str]], extra: dict[int, str], size: int) -> int:
    """The fewest Wilds that make these distinct naturals a run of at least ``size``."""
    values = [v for v in range(1, 13) if by_value[v]] + list(extra)
    if not values:
        return size
    span = max(values) - min(values) + 1
    return max(size, span) - len(values)


def _propose_colour(t: _Tally, size: int) -> tuple[Group, ...] | None:
    colours = [c for c in COLOURS if t.by_colour[c]]
    if len(colours) > 1 or t.naturals + t.wilds < size:
        return None
    c = colours[0] if colours else COLOURS[0]
    return (_colour(c, t.by_colour[c], t.wilds),)


# -- find_phase: the fewest cards of a hand --------------------------------------


def find_phase(hand: Sequence[str], phase: int, natural_rule: str) -> tuple[Group, ...] | None:
    """The cheapest way to lay ``phase`` from ``hand`` (fewest Wilds), or None."""
    return find_phase_sorted(tuple(sorted(hand)), phase, natural_rule)


def can_make_phase(hand: Sequence[str], phase: int, natural_rule: str) -> bool:
    return find_phase_sorted(tuple(sorted(hand)), phase, natural_rule) is not None


@lru_cache(maxsize=1 << 15)
def find_phase_sorted(hand: tuple[str, ...], phase: int, rule: str) -> tuple[Group, ...] | None:
    """:func:`find_phase` for a hand that is already a sorted tuple (the
    engine's ``legal_actions`` sorts it once and asks every turn); cached."""
    wanted = specs(phase)
    check_natural_rule(rule)
    t = _Counts(hand)
    if t.other:
        raise ValueError(
            f"not Phase 10 cards: {[c for c in hand if c != SKIP and c != WILD and not is_number(c)]}"
        )
    shape = _shape(phase)
    if shape == ("set", "set"):
        return _find_sets(t, wanted[0].size, wanted[1].size, rule)
    if shape == ("set", "run"):
        return _find_set_run(t, wanted[0].size, wanted[1].size, rule)
    if shape == ("run",):
        return _find_run(t, wanted[0].size, rule)
    return _find_colour(t, wanted[0].size, rule)


def _find_sets(t: _Counts, ka: int, kb: int, rule: str) -> tuple[Group, ...] | None:
    counts = t.counts
    # Fewer Wilds with more naturals: two different values are best taken from
    # the two most frequent values, one value twice from the most frequent.
    present = _two_most_frequent(counts)
    if not present:
        if rule == "none" and t.wilds >= ka + kb:
            return (_set(12, (), ka), _set(12, (), kb))
        return None
    best = None  # (wilds needed, va, na, vb, nb)
    for va in present:
        for vb in present:
            if ka == kb and counts[vb] > counts[va]:
                continue
            if va == vb:
                n = counts[va]
                na = min(n, ka)
                nb = min(n - na, kb)
                if nb == 0 and rule == "per_group":
                    if n < 2:
                        continue
                    na, nb = n - 1, 1
            else:
                na, nb = min(counts[va], ka), min(counts[vb], kb)
            need = ka + kb - na - nb
            if need <= t.wilds and (best is None or need < best[0]):
                best = (need, va, na, vb, nb)
                if need == 0:
                    break
        if best is not None and best[0] == 0:
            break
    if best is None:
        return None
    _, va, na, vb, nb = best
    if va == vb:
        pool = t.by_value[va]
        return (_set(va, pool[:na], ka - na), _set(vb, pool[na : na + nb], kb - nb))
    return (
        _set(va, t.by_value[va][:na], ka - na),
        _set(vb, t.by_value[vb][:nb], kb - nb),
    )


def _two_most_frequent(counts: list[int]) -> list[int]:
    """The (at most) two values held most often, the higher value first among
    equals: ``sorted(present, key=(-count, -value))[:2]`` without sorting."""
    first = second = 0
    n1 = n2 = 0
    for v in range(12, 0, -1):
        n = counts[v]
        if n > n1:
            first, n1, second, n2 = v, n, first, n1
        elif n > n2:
            second, n2 = v, n
    return [first, second] if n2 else [first] if n1 else []


def _find_run(t: _Counts, size: int, rule: str) -> tuple[Group, ...] | None:
    have = _prefix(t)
    got, lo = max((have[lo + size - 1] - have[lo - 1], lo) for lo in range(1, 14 - size))
    if size - got > t.wilds or (got == 0 and rule != "none"):
        return None
    pick = {v: t.by_value[v][0] for v in range(lo, lo + size) if t.by_value[v]}
    return (_run(lo, size, pick),)


def _prefix(t: _Counts) -> list[int]:
    """have[v] = how many of the values 1..v the hand holds at least once."""
    counts = t.counts
    have = [0] * 13
    for v in range(1, 13):
        have[v] = have[v - 1] + (1 if counts[v] else 0)
    return have


def _find_set_run(t: _Counts, ks: int, kr: int, rule: str) -> tuple[Group, ...] | None:
    counts = t.counts
    present = [v for v in range(12, 0, -1) if counts[v]]
    if not present:
        if rule == "none" and t.wilds >= ks + kr:
            return (_set(12, (), ks), _run(1, kr, {}))
        return None
    per_group = rule == "per_group"
    # naturals the set adds to the run's: v outside the run window gives
    # min(c, ks); inside, one v serves the run (if there are two), the rest the set.
    outside = [min(c, ks) for c in counts]
    inside = [min(c, ks + 1) - 1 for c in counts]
    have = _prefix(t)
    best_need, best = ks + kr + 1, None
    for lo in range(13 - kr, 0, -1):
        hi = lo + kr
        window = have[hi - 1] - have[lo - 1]
        base = ks + kr - window
        if base - ks >= best_need:
            continue
        for v in present:
            if lo <= v < hi:
                gain = inside[v]
                if per_group and window == 1 and counts[v] == 1:
                    continue  # the only run card is the set's only natural
            else:
                gain = outside[v]
                if per_group and window == 0:
                    continue
            if base - gain < best_need:
                best_need, best = base - gain, (v, lo)
        if best_need == 0:
            break
    if best is None or best_need > t.wilds:
        return None
    v, lo = best
    pool = t.by_value[v]
    takes_v = lo <= v < lo + kr and len(pool) >= 2
    s = min(len(pool) - takes_v, ks)
    pick = {u: t.by_value[u][0] for u in range(lo, lo + kr) if t.by_value[u] and u != v}
    if takes_v:
        pick[v] = pool[s]
    return (_set(v, pool[:s], ks - s), _run(lo, kr, pick))


def _find_colour(t: _Counts, size: int, rule: str) -> tuple[Group, ...] | None:
    c = max(COLOURS, key=lambda k: len(t.by_colour[k]))
    n = min(len(t.by_colour[c]), size)
    if size - n > t.wilds or (n == 0 and rule != "none"):
        return None
    naturals = t.by_colour[c][::-1][:n]
    return (_colour(c, naturals, size - n),)
