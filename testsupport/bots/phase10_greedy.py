"""The "greedy" Phase 10 reference bot of the AI issue (benchmarks and tests only).

It always takes a Wild from the discard pile (a Skip can never be taken),
takes the discard if it pairs with or extends (value +-1) a hand card, lays
the engine's proposed phase and hits as soon as it can, and discards the
card with the fewest matches in its hand (same value or value +-1; Skips
count as no match and are played on the next opponent). It looks only at
its observation.
"""

from __future__ import annotations

from cardtable.engine.phase10.actions import (
    DRAW_DECK,
    DRAW_DISCARD,
    PASS,
    Discard,
    Hit,
    Lay,
    PlaySkip,
)
from cardtable.engine.phase10.cards import SKIP, WILD, value


class GreedyPhase10:
    level = "greedy"

    def __init__(self, seat: int, seed: int) -> None:
        self.seat = seat

    def observe(self, observation) -> None:
        pass

    def _useful(self, card, hand) -> bool:
        if card == WILD:
            return True
        v = value(card)
        return v is not None and any(value(c) is not None and abs(value(c) - v) <= 1 for c in hand)

    def choose(self, obs):
        legal = obs.legal_actions
        if obs.stage == "knock":
            return PASS
        if obs.stage == "draw":
            if DRAW_DISCARD in legal and (DRAW_DECK not in legal or self._useful(obs.discard_top, obs.hand)):
                return DRAW_DISCARD
            return DRAW_DECK
        for a in legal:
            if isinstance(a, Lay | Hit):
                return a
        skips = [a for a in legal if isinstance(a, PlaySkip)]
        if skips:
            return skips[0]
        discards = [a for a in legal if isinstance(a, Discard)]
        hand = list(obs.hand)
        counts = {a.card: sum(1 for c in hand if c != SKIP and value(c) is not None and value(a.card) is not None
                              and abs(value(c) - value(a.card)) <= 1) for a in discards}
        def key(a):
            if a.card == WILD:
                return 99
            if a.card == SKIP:
                return -1
            return counts[a.card]
        return min(discards, key=key)


def make_policy(seat: int, seed: int) -> GreedyPhase10:
    return GreedyPhase10(seat, seed)
