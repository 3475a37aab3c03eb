"""PlayPalace11's greedy Phase 10 card finder, re-written for our cards.

Source: github.com/XGDevGroup/PlayPalace11, server/games/phase10/
evaluator.py (commit 205ca082): ``find_phase_assignment`` with
``_pick_set`` / ``_pick_run`` / ``_pick_color``, ``score_card``, and
``_partial_useful_ids`` of bot.py (commit e3fde4fe). The finder is greedy,
not exhaustive (it may miss a phase the hand holds), and that is part of the
bot being measured, so it is kept as it is. Cards are our notation ("R7",
"W", "S"); a hand is a list in arrival order and cards are named by their
index in it, as the source names them by id. A picked card is
``(index, stands)``: ``stands`` is None for a number card, else the value
(set, run) or colour (colour group) a Wild is laid as.
"""

from __future__ import annotations

from collections import Counter

from cardtable.engine.phase10.cards import SKIP, WILD, colour, value
from cardtable.engine.phase10.meld_types import Laid, make_group


def penalty(card: str) -> int:
    """``score_card``: Wild 25, Skip 15, 10-12 = 10, 1-9 = 5."""
    if card == WILD:
        return 25
    if card == SKIP:
        return 15
    return 10 if value(card) >= 10 else 5


def _pick_set(hand, nats, wilds, size):
    by_value: dict[int, list[int]] = {}
    for i in nats:
        by_value.setdefault(value(hand[i]), []).append(i)
    best, best_count = None, -1
    for v, cards in by_value.items():
        if max(0, size - len(cards)) <= len(wilds) and len(cards) > best_count:
            best, best_count = v, len(cards)
    if best is None:
        return None
    need = max(0, size - best_count)
    return [(i, None) for i in by_value[best]] + [(w, best) for w in wilds[:need]]


def _pick_run(hand, nats, wilds, size):
    numbered = sorted(nats, key=lambda i: value(hand[i]))
    best = None
    for start in sorted({value(hand[i]) for i in numbered}):
        run: list = []
        wild_values: list[int] = []
        for v in range(start, 13):
            natural = next((i for i in numbered if value(hand[i]) == v), None)
            if natural is not None:
                run.append((natural, None))
            elif len(wild_values) < len(wilds):
                wild_values.append(v)
            else:
                break
            if len(run) + len(wild_values) >= size:
                candidate = run + [(w, wv) for w, wv in zip(wilds, wild_values, strict=False)]
                if best is None or len(candidate) > len(best):
                    best = candidate
        if best is not None:
            return best
    return None


def _pick_colour(hand, nats, wilds, size):
    by_colour: dict[str, list[int]] = {}
    for i in nats:
        by_colour.setdefault(colour(hand[i]), []).append(i)
    for c, cards in by_colour.items():
        need = max(0, size - len(cards))
        if need <= len(wilds):
            return [(i, None) for i in cards] + [(w, c) for w in wilds[:need]]
    return None


_PICK = {"set": _pick_set, "run": _pick_run, "colour": _pick_colour}


def find_assignment(hand: list[str], reqs) -> list[list[tuple[int, object]]] | None:
    """``find_phase_assignment``: the groups of ``reqs`` in order, greedily."""
    available = [i for i, c in enumerate(hand) if c != SKIP]
    groups = []
    for spec in reqs:
        wilds = [i for i in available if hand[i] == WILD]
        nats = [i for i in available if hand[i] != WILD]
        picked = _PICK[spec.kind](hand, nats, wilds, spec.size)
        if picked is None:
            return None
        groups.append(picked)
        taken = {i for i, _ in picked}
        available = [i for i in available if i not in taken]
    return groups


def groups_for(hand: list[str], assignment, reqs) -> list:
    """Our laid groups for an assignment (Wilds say what they stand for)."""
    out = []
    for spec, picked in zip(reqs, assignment, strict=True):
        laid = []
        for i, stands in picked:
            if stands is None:
                laid.append(Laid.natural(hand[i]))
            elif spec.kind == "colour":
                laid.append(Laid.wild(colour=stands))
            else:
                laid.append(Laid.wild(value=stands))
        out.append(make_group(spec.kind, laid))
    return out


def useful_partial(hand: list[str], reqs) -> set[int]:
    """``_partial_useful_ids``: per group, the number cards of the most common
    value (set), of the longest chain of values (run), of the most common
    colour (colour group); first in hand order on ties."""
    nats = [i for i, c in enumerate(hand) if c not in (WILD, SKIP)]
    useful: set[int] = set()
    if not nats:
        return useful
    for spec in reqs:
        if spec.kind == "set":
            v = Counter(value(hand[i]) for i in nats).most_common(1)[0][0]
            useful.update(i for i in nats if value(hand[i]) == v)
        elif spec.kind == "run":
            values = sorted({value(hand[i]) for i in nats})
            best: list[int] = []
            current = [values[0]]
            for v in values[1:]:
                if v == current[-1] + 1:
                    current.append(v)
                else:
                    if len(current) > len(best):
                        best = current
                    current = [v]
            if len(current) > len(best):
                best = current
            useful.update(i for i in nats if value(hand[i]) in best)
        else:
            c = Counter(colour(hand[i]) for i in nats).most_common(1)[0][0]
            useful.update(i for i in nats if colour(hand[i]) == c)
    return useful
