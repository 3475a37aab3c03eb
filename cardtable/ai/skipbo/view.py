"""A compact, read-only picture of what one Skip-Bo seat sees.

The turn search runs many thousand steps per decision, so it works on small
tuples of ints instead of engine objects. A SKIP-BO card is ``0`` here (the
engine writes ``"SB"``); a building pile is just its height. Everything is
taken from the seat's observation (``SkipBoObservation``), never from the
state, so a policy built on this view cannot see hidden cards.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeAlias, cast

from cardtable.engine.skipbo.cards import COPIES, WILD, Card

if TYPE_CHECKING:
    from cardtable.engine.skipbo.observation import SkipBoObservation

W = 0  # a SKIP-BO card inside the AI
UNKNOWN = -1  # a stock top nobody has seen yet (after a stock play in a plan)


# What must be unchanged for a planned action to stay valid (``View.key``):
# hand, stock top, stock count, own discard piles, building pile heights.
ViewKey: TypeAlias = tuple[tuple[int, ...], int | None, int, tuple[tuple[int, ...], ...], tuple[int, ...]]


def to_ai(card: Card) -> int:
    return W if card == WILD else cast(int, card)  # every card but SKIP-BO is a number


def to_engine(card: int) -> Card:
    return WILD if card == W else card


@dataclass(frozen=True, slots=True)
class View:
    """The acting seat's view: own cards plus everything public."""

    seat: int
    n: int
    hand: tuple[int, ...]  # sorted, wilds (0) first
    stock_top: int | None  # None: empty stock
    stock_count: int
    discards: tuple[tuple[int, ...], ...]  # own piles, bottom first
    building: tuple[int, ...]  # heights 0..11
    draw_count: int
    opponents: tuple[tuple[int | None, int, tuple[int, ...]], ...]  # in turn order after me:
    # (stock top, stock count, discard tops)
    opponent_piles: tuple[tuple[tuple[int, ...], ...], ...]  # their whole discard piles, same order
    unseen: Counter[int]  # cards whose place this seat cannot see (hands, draw pile, stocks below top)

    def key(self) -> ViewKey:
        """What must be unchanged for a planned action to stay valid."""
        return (self.hand, self.stock_top, self.stock_count, self.discards, self.building)


def view_of(obs: SkipBoObservation) -> View:
    me = obs.seat
    n = len(obs.seats)
    hand = tuple(sorted(to_ai(c) for c in obs.hand))
    mine = obs.seats[me]
    discards = tuple(tuple(to_ai(c) for c in pile) for pile in mine.discards)
    building = tuple(len(p) for p in obs.building)
    opponents = []
    opponent_piles = []
    for k in range(1, n):
        s = obs.seats[(me + k) % n]
        opponent_piles.append(tuple(tuple(to_ai(c) for c in p) for p in s.discards))
        tops = tuple(to_ai(p[-1]) for p in s.discards if p)
        top = None if s.stock_top is None else to_ai(s.stock_top)
        opponents.append((top, s.stock_count, tops))
    seen: Counter[Card] = Counter()
    seen.update(obs.hand)
    for s in obs.seats:
        if s.stock_top is not None:
            seen[s.stock_top] += 1
        for pile in s.discards:
            seen.update(pile)
    for pile in obs.building:
        seen.update(pile)
    seen.update(obs.set_aside)
    unseen = Counter({to_ai(c): max(0, COPIES[c] - seen[c]) for c in COPIES})
    top = None if mine.stock_top is None else to_ai(mine.stock_top)
    return View(me, n, hand, top, mine.stock_count, discards, building, obs.draw_count,
                tuple(opponents), tuple(opponent_piles), unseen)
