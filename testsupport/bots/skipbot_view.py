"""The position as skipbot's bots see it, rebuilt from one seat's observation.

skipbot (github.com/meesvandongen/skipbot, Rust, commit 4a81901 of
2025-11-14) hands a bot a ``GameStateView`` plus the legal actions in a fixed
order (``Game::legal_actions`` in src/game.rs): hand plays by hand index and
building pile, then stock plays, then discard-pile plays, then the discards
(discard pile outer, hand index inner) or, with an empty hand, only EndTurn.
Its heuristics break ties by that order and by hand index, so the ports in
``skipbo_skipbot13.py`` and ``skipbo_skipbotnaive.py`` decide on the same
view: the hand in arrival order (``hand_order.HandOrder``), the next value
and length of each building pile, the own discard piles in full, the stock
tops. ``to_engine`` turns the chosen skipbot action into ours.

Only the seat's observation is used (SkipBoObservation).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from cardtable.engine.skipbo import Discard, EndTurn, Play
from cardtable.engine.skipbo.cards import WILD
from cardtable.engine.skipbo.state import DISCARD, HAND, STOCK
from testsupport.bots.hand_order import HandOrder

PILES = range(4)


@dataclass(frozen=True, slots=True)
class SPlay:
    """skipbot's ``Action::Play``: ``source`` is HAND (``index`` = hand
    index), STOCK or DISCARD (``index`` = discard pile)."""

    source: str
    index: int
    pile: int


@dataclass(frozen=True, slots=True)
class SDiscard:
    hand_index: int
    pile: int


END = "end-turn"


@dataclass(slots=True)
class View:
    hand: list
    stock_top: object
    discards: tuple
    next_values: list[int]
    lengths: list[int]
    next_stock_top: object
    legal: list


def fits(card, need: int) -> bool:
    return card in (WILD, need)


def legal_actions(hand: list, stock_top, discards, next_values: list[int]) -> list:
    out: list = []
    for h, card in enumerate(hand):
        out.extend(SPlay(HAND, h, b) for b in PILES if fits(card, next_values[b]))
    if stock_top is not None:
        out.extend(SPlay(STOCK, 0, b) for b in PILES if fits(stock_top, next_values[b]))
    for d, pile in enumerate(discards):
        if pile:
            out.extend(SPlay(DISCARD, d, b) for b in PILES if fits(pile[-1], next_values[b]))
    if hand:
        out.extend(SDiscard(h, d) for d in PILES for h in range(len(hand)))
    else:
        out.append(END)
    return out


class SkipbotSeat:
    """Common part of the skipbot ports: hand tracking and the view."""

    level = "skipbot"

    def __init__(self, seat: int, seed: int) -> None:
        self.seat = seat
        self.order = HandOrder(random.Random(seed))
        self._events = None

    def observe(self, obs) -> None:
        if obs.events is self._events:
            return  # the same position seen twice (observe, then choose)
        self._events = obs.events
        removed = []
        for event in obs.events:
            if event.kind == "deal":
                self.order.reset()
                removed = []
            elif event.seat == self.seat and event.kind in ("play", "discard") and (
                event.kind == "discard" or event.source == HAND
            ):
                removed.append(event.card)
        self.order.sync(obs.hand, removed)

    def view(self, obs) -> View:
        self.observe(obs)
        me = obs.seats[obs.seat]
        n = len(obs.seats)
        hand = list(self.order.cards)
        next_values = [len(p) + 1 for p in obs.building]
        return View(hand, me.stock_top, me.discards, next_values, [len(p) for p in obs.building],
                    obs.seats[(obs.seat + 1) % n].stock_top,
                    legal_actions(hand, me.stock_top, me.discards, next_values))

    def to_engine(self, view: View, action):
        if isinstance(action, SPlay):
            if action.source == HAND:
                self.order.taking(action.index)
                return Play(HAND, action.pile, view.hand[action.index])
            if action.source == STOCK:
                return Play(STOCK, action.pile)
            return Play(DISCARD, action.pile, None, action.index)
        if isinstance(action, SDiscard):
            self.order.taking(action.hand_index)
            return Discard(view.hand[action.hand_index], action.pile)
        return EndTurn()
