"""How far a Phase 10 hand is from its phase, counted cheaply.

The policies compare thousands of hands per decision, so a hand is reduced
to what its phase looks at: a *profile* ``(wilds, n1, ..., n12)`` of how many
cards of each value it holds (sets and runs ignore colours), or
``(wilds, red, blue, yellow, green)`` for a colour phase (phase 8 ignores
values). Two hands with the same profile are equally good for the phase.

:func:`deficiency` is the fewest cards still missing over every choice of
set values, run window and colour; :func:`outs` counts the unseen cards that
would lower it by one. Both are cached by profile.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import lru_cache

from cardtable.engine.phase10.cards import COLOURS, SKIP, WILD, number_colour, value
from cardtable.engine.phase10.phases import specs

_COLOUR_INDEX = {c: i + 1 for i, c in enumerate(COLOURS)}


def is_colour_phase(phase: int) -> bool:
    return specs(phase)[0].kind == "colour"


def slot(card: str, phase: int) -> int | None:
    """The profile index of ``card`` for ``phase``: 0 Wild, None Skip."""
    if card == WILD:
        return 0
    if card == SKIP:
        return None
    if is_colour_phase(phase):
        return _COLOUR_INDEX[number_colour(card)]
    return value(card)


def slot_of_colour(col: str) -> int:
    """The profile index of colour ``col`` in a colour phase."""
    return _COLOUR_INDEX[col]


def profile(cards: Iterable[str], phase: int) -> tuple[int, ...]:
    """The counts of ``cards`` that matter for ``phase`` (Skips dropped)."""
    counts = [0] * (5 if is_colour_phase(phase) else 13)
    for card in cards:
        i = slot(card, phase)
        if i is not None:
            counts[i] += 1
    return tuple(counts)


def bump(prof: tuple[int, ...], index: int, by: int = 1) -> tuple[int, ...]:
    out = list(prof)
    out[index] += by
    return tuple(out)


@lru_cache(maxsize=1 << 17)
def deficiency(phase: int, prof: tuple[int, ...], natural_rule: str = "per_phase") -> int:
    """The fewest cards ``prof`` still lacks to lay ``phase`` (0 = it can)."""
    groups = specs(phase)
    wilds = prof[0]
    naturals = sum(prof[1:])
    kinds = tuple(g.kind for g in groups)
    if kinds == ("colour",):
        need = max(0, groups[0].size - max(prof[1:]))
    elif kinds == ("run",):
        need = groups[0].size - _best_window(prof, groups[0].size)
    elif kinds == ("set", "set"):
        need = _sets_need(prof, groups[0].size, groups[1].size)
    else:
        need = _set_run_need(prof, groups[0].size, groups[1].size)
    short = max(0, need - wilds)
    if naturals == 0 and natural_rule != "none":
        short = max(short, 1)
    return short


def _best_window(prof: tuple[int, ...], size: int) -> int:
    best = 0
    for lo in range(1, 14 - size):
        got = sum(1 for v in range(lo, lo + size) if prof[v])
        if got > best:
            best = got
    return best


def _sets_need(prof: tuple[int, ...], ka: int, kb: int) -> int:
    top = sorted(prof[1:], reverse=True)
    c1, c2 = top[0], top[1]
    same = max(0, ka + kb - c1)
    split = min(max(0, ka - c1) + max(0, kb - c2), max(0, ka - c2) + max(0, kb - c1))
    return min(same, split)


def _set_run_need(prof: tuple[int, ...], ks: int, kr: int) -> int:
    best = ks + kr
    for lo in range(1, 14 - kr):
        hi = lo + kr
        window = sum(1 for v in range(lo, hi) if prof[v])
        run_need = kr - window
        for v in range(1, 13):
            n = prof[v]
            if lo <= v < hi and n:
                n -= 1
            need = run_need + max(0, ks - n)
            if need < best:
                best = need
    return best


def outs(phase: int, prof: tuple[int, ...], unseen: tuple[int, ...], natural_rule: str) -> int:
    """How many unseen cards would each lower the deficiency of ``prof``."""
    d = deficiency(phase, prof, natural_rule)
    if d == 0:
        return 0
    total = 0
    for i, n in enumerate(unseen):
        if n and deficiency(phase, bump(prof, i), natural_rule) < d:
            total += n
    return total


def unseen_profile(unseen: Mapping[str, int], phase: int) -> tuple[int, ...]:
    """The unseen cards (a count per card kind) as a profile of ``phase``."""
    counts = [0] * (5 if is_colour_phase(phase) else 13)
    for card, n in unseen.items():
        i = slot(card, phase)
        if i is not None and n > 0:
            counts[i] += n
    return tuple(counts)
