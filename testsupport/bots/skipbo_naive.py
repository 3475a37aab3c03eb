"""The "naive" Skip-Bo reference bot of the AI issue (benchmarks and tests only).

It always plays if it can: the stock top first, then discard piles 1-4, then
the hand in hand order, each onto the first building pile that accepts it;
when nothing fits it discards the first hand card onto the first discard pile
(or ends the turn with an empty hand). It looks only at its observation.
"""

from __future__ import annotations

from cardtable.engine.skipbo import Discard, EndTurn, Play
from cardtable.engine.skipbo.cards import WILD
from cardtable.engine.skipbo.state import DISCARD, HAND, STOCK


def _first_pile(card, building) -> int | None:
    for to, pile in enumerate(building):
        if card == WILD or card == len(pile) + 1:
            return to
    return None


class NaiveSkipBo:
    level = "naive"

    def __init__(self, seat: int, seed: int) -> None:
        self.seat = seat

    def observe(self, observation) -> None:
        pass

    def choose(self, observation):
        me = observation.seats[observation.seat]
        building = observation.building
        if me.stock_top is not None:
            to = _first_pile(me.stock_top, building)
            if to is not None:
                return Play(STOCK, to)
        for i, pile in enumerate(me.discards):
            if pile:
                to = _first_pile(pile[-1], building)
                if to is not None:
                    return Play(DISCARD, to, None, i)
        for card in observation.hand:
            to = _first_pile(card, building)
            if to is not None:
                return Play(HAND, to, card)
        if observation.hand:
            return Discard(observation.hand[0], 0)
        return EndTurn()


def make_policy(seat: int, seed: int) -> NaiveSkipBo:
    return NaiveSkipBo(seat, seed)
