"""Look-ahead for hard's close calls before laying: seeded rollouts on profiles.

The hand heuristics (``evaluate.py``, ``leftovers.py``) judge a hand by what
it lacks now and by the chance that the *next* draw helps. Two hands that
score alike can still differ over the next few turns (a hand waiting on one
value against one that several values help, a pair that grows into a set of
three and another pair left over, ...). A rollout plays the seat's own
coming turns: it draws from the cards the seat has not seen (``Memory.unseen``:
the deck and the opponents' hands it cannot tell apart), throws away the card
a cheap greedy rule picks, and counts the turns until the phase is complete,
plus what the hand would be stuck with then (cards that must still be got rid
of, one turn each at best). Every candidate is played on the same draws
(common random numbers), so a small number of rollouts separates them.

It sees only what the seat saw, works on the profiles of ``evaluate.py``
(cached), and its randomness is a ``random.Random`` the policy seeds from its
own seed: the work is counted (rollouts x turns), never timed.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import lru_cache

from cardtable.ai.phase10 import evaluate as ev
from cardtable.ai.phase10.leftovers import shape
from cardtable.engine.phase10.phases import specs

SKIP_SLOT = -1  # a drawn Skip: played as the turn's discard, the hand stays as it was


@lru_cache(maxsize=1 << 18)
def greedy_discard(phase: int, prof: tuple[int, ...], rule: str) -> int:
    """The slot a quick player throws away from ``prof``: the one that keeps
    the fewest cards missing; among equals a single card for sets and colours,
    a duplicate for a run (phase 2 and 3: a single card); a Wild only when
    nothing else is left; then the higher value (more points)."""
    dup_first = all(g.kind == "run" for g in specs(phase))
    best, best_key = -1, None
    for x in range(len(prof) - 1, -1, -1):
        if not prof[x] or (x == 0 and any(prof[1:])):
            continue
        key = (ev.deficiency(phase, ev.bump(prof, x, -1), rule), -prof[x] if dup_first else prof[x])
        if best_key is None or key < best_key:
            best, best_key = x, key
    return best


@lru_cache(maxsize=1 << 19)
def step(phase: int, prof: tuple[int, ...], drawn: int, rule: str) -> tuple[int, ...] | None:
    """One turn of the quick player: ``prof`` draws slot ``drawn``; None when
    that completes the phase, else the profile after its greedy discard."""
    grown = ev.bump(prof, drawn)
    if ev.deficiency(phase, grown, rule) == 0:
        return None
    return ev.bump(grown, greedy_discard(phase, grown, rule), -1)


def play_out(phase: int, prof: tuple[int, ...], draws: Sequence[int], rule: str, stuck_w: float) -> float:
    """Turns until ``prof`` completes ``phase`` drawing ``draws`` one per turn
    (0 = complete now), plus ``stuck_w`` per card it is then stuck with
    (``leftovers.shape``); when the draws run out, their number plus twice
    the cards still missing."""
    if ev.deficiency(phase, prof, rule) == 0:
        return stuck_w * shape(phase, prof, rule)[1] if stuck_w else 0.0
    p = prof
    for t, s in enumerate(draws, 1):
        if s == SKIP_SLOT:
            continue
        nxt = step(phase, p, s, rule)
        if nxt is None:
            if not stuck_w:
                return t
            # the turn's discard takes one of the cards left over
            return t + stuck_w * max(0, shape(phase, ev.bump(p, s), rule)[1] - 1)
        p = nxt
    return len(draws) + 2.0 * ev.deficiency(phase, p, rule)


def deck_slots(unseen: tuple[int, ...], skips: int) -> list[int]:
    """The unseen cards as a list of profile slots (Skips as ``SKIP_SLOT``)."""
    out = [SKIP_SLOT] * max(0, skips)
    for i, n in enumerate(unseen):
        out += [i] * n
    return out


def streams(rng: random.Random, deck: list[int], count: int, horizon: int) -> list[list[int]]:
    """``count`` draw sequences of ``horizon`` cards each (fewer if the deck is short)."""
    k = min(horizon, len(deck))
    return [rng.sample(deck, k) for _ in range(count)]


def expected_turns(phase: int, profs: Sequence[tuple[int, ...]], draws: list[list[int]],
                   rule: str, stuck_w: float) -> list[float]:
    """The mean of :func:`play_out` for each profile, all on the same draws."""
    n = len(draws) or 1
    return [sum(play_out(phase, p, d, rule, stuck_w) for d in draws) / n for p in profs]


__all__ = ["SKIP_SLOT", "deck_slots", "expected_turns", "greedy_discard", "play_out", "step", "streams"]
