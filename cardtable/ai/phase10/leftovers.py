"""How many cards a Phase 10 hand would be stuck with after laying its phase.

Laying the phase is half a round: after it, a hand shrinks only by hitting
(each turn draws one card and discards one), so every card that neither
belongs to the phase nor extends one of its groups (P10-12) is a card that
must still be got rid of, one lucky draw at a time, and that counts against
the player if somebody else goes out first. The deficiency of
:mod:`evaluate` does not see these cards: two hands that lack the same
number of cards are equal to it even if one of them holds a fourth 7 for its
set of 7s and the other a lonely 12. :func:`shape` tells them apart.

Like the deficiency it works on profiles (see :mod:`evaluate`) and is
cached. It is an estimate: Wilds are never counted as stuck (they can go
anywhere), and cards that could be hit onto groups already on the table are
discounted by :func:`stuck` only when the phase does not need them.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from cardtable.ai.phase10 import evaluate as ev
from cardtable.engine.phase10.melds import Group
from cardtable.engine.phase10.phases import specs


def _run_extent(prof: tuple[int, ...], lo: int, hi: int) -> tuple[int, set[int]]:
    """Cards a run on values ``lo..hi-1`` uses (one per value present) plus the
    present values that extend it without a gap, and those extension values."""
    used = sum(1 for v in range(lo, hi) if prof[v])
    ext: set[int] = set()
    v = lo - 1
    while v >= 1 and prof[v]:
        ext.add(v)
        v -= 1
    v = hi
    while v <= 12 and prof[v]:
        ext.add(v)
        v += 1
    return used + len(ext), ext


@lru_cache(maxsize=1 << 17)
def shape(phase: int, prof: tuple[int, ...], natural_rule: str = "per_phase") -> tuple[int, int]:
    """``(deficiency, stuck)``: the fewest cards missing for ``phase`` and, for
    an arrangement that misses that few, the fewest natural cards it leaves
    over that cannot be laid with the phase."""
    groups = specs(phase)
    kinds = tuple(g.kind for g in groups)
    naturals = sum(prof[1:])
    options: list[tuple[int, int]] = []
    if kinds == ("colour",):
        size = groups[0].size
        options = [(max(0, size - prof[c]), naturals - prof[c]) for c in range(1, len(prof))]
    elif kinds == ("run",):
        size = groups[0].size
        for lo in range(1, 14 - size):
            present = sum(1 for v in range(lo, lo + size) if prof[v])
            used, _ = _run_extent(prof, lo, lo + size)
            options.append((size - present, naturals - used))
    elif kinds == ("set", "set"):
        ka, kb = groups[0].size, groups[1].size
        for a in range(1, 13):
            options.append((max(0, ka + kb - prof[a]), naturals - prof[a]))
            for b in range(a + 1, 13):
                need = min(max(0, ka - prof[a]) + max(0, kb - prof[b]),
                           max(0, ka - prof[b]) + max(0, kb - prof[a]))
                options.append((need, naturals - prof[a] - prof[b]))
    else:  # a set and a run (phases 2 and 3)
        ks, kr = groups[0].size, groups[1].size
        for lo in range(1, 14 - kr):
            hi = lo + kr
            present = sum(1 for v in range(lo, hi) if prof[v])
            run_used, ext = _run_extent(prof, lo, hi)
            for v in range(1, 13):
                n = prof[v]
                if lo <= v < hi and n:
                    set_cards, run_cards = n - 1, run_used  # one copy of v is the run's
                elif v in ext:
                    # one copy extends the run and the set takes the rest ...
                    options.append((kr - present + max(0, ks - (n - 1)),
                                    naturals - min(naturals, run_used + n - 1)))
                    set_cards, run_cards = n, run_used - 1  # ... or the set takes them all
                else:
                    set_cards, run_cards = n, run_used
                options.append((kr - present + max(0, ks - set_cards),
                                naturals - min(naturals, run_cards + set_cards)))
    need, left = min(options)
    short = max(0, need - prof[0])
    if naturals == 0 and natural_rule != "none":
        short = max(short, 1)
    return short, max(0, left)


def hittable_slots(laid: Sequence[Sequence[Group]], phase: int) -> frozenset[int]:
    """Profile slots (values, or colours in a colour phase) whose cards fit a
    group already on the table: a set's value, a run's next value at either
    end, a colour group's colour."""
    out: set[int] = set()
    colour_phase = ev.is_colour_phase(phase)
    for groups in laid:
        for g in groups:
            if colour_phase:
                if g.kind == "colour" and g.colour is not None:
                    out.add(ev.slot_of_colour(g.colour))
            elif g.kind == "set" and g.value is not None:
                out.add(g.value)
            elif g.kind == "run" and (low := g.low) is not None and (high := g.high) is not None:
                if low > 1:
                    out.add(low - 1)
                if high < 12:
                    out.add(high + 1)
    return frozenset(out)


def stuck(phase: int, prof: tuple[int, ...], natural_rule: str, hittable: frozenset[int]) -> int:
    """The cards ``prof`` would be stuck with after laying, not counting cards
    that fit a group on the table (``hittable``) when the phase can do without them."""
    need, left = shape(phase, prof, natural_rule)
    if left and hittable:
        spare = tuple(0 if i and i in hittable else n for i, n in enumerate(prof))
        need2, left2 = shape(phase, spare, natural_rule)
        if need2 == need:
            left = min(left, left2)
    return left


__all__ = ["hittable_slots", "shape", "stuck"]
