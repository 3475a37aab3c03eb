"""What one seat may see of a Skip-Bo position.

The AI and the table draw only from this: other hands as counts, every stock
as its face-up top plus a count (SB-4), the draw pile as a count (SB-5), the
set-aside piles as a sorted multiset (their cards were played face up, their
order is not kept), and never the seed (it would reveal every shuffle).
"""

from __future__ import annotations

from dataclasses import dataclass

from cardtable.engine.skipbo.cards import Card
from cardtable.engine.skipbo.options import SkipBoOptions
from cardtable.engine.skipbo.state import Action, Event, GameRecord, SkipBoState


@dataclass(frozen=True, slots=True)
class SeatView:
    """One seat as everybody sees it."""

    stock_top: Card | None
    stock_count: int
    discards: tuple[tuple[Card, ...], ...]


@dataclass(frozen=True, slots=True)
class SkipBoObservation:
    seat: int
    options: SkipBoOptions
    current: int | None
    hand: tuple[Card, ...]
    hand_counts: tuple[int, ...]
    seats: tuple[SeatView, ...]
    building: tuple[tuple[Card, ...], ...]
    draw_count: int
    set_aside: tuple[Card, ...]
    game_number: int
    built: bool
    idle_turns: int
    since_stock: int
    match_points: tuple[int, ...]
    history: tuple[GameRecord, ...]
    winners: tuple[int, ...]
    reason: str
    events: tuple[Event, ...]
    legal_actions: tuple[Action, ...]


def observe(state: SkipBoState, seat: int, legal: tuple[Action, ...]) -> SkipBoObservation:
    seats = tuple(
        SeatView(p.stock[-1] if p.stock else None, len(p.stock), p.discards)
        for p in state.players
    )
    to_act = None if state.reason else state.current
    hand_counts = tuple(len(p.hand) for p in state.players)
    return SkipBoObservation(
        seat, state.options, to_act, state.players[seat].hand, hand_counts, seats, state.building,
        len(state.draw), state.set_aside, state.game_number, state.built, state.idle_turns,
        state.since_stock, state.match_points, state.history, state.winners, state.reason,
        state.last_events, legal if to_act == seat else (),
    )
