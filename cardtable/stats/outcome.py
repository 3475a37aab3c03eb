"""The one adapter between the engines' results and the history database.

The engine contract reports a game with ``result`` (winners, scores, end
reason), ``standings`` (ordered places with ties) and ``records`` (the score
sheet: one row per Phase 10 round or per Skip-Bo game of a match). Everything
the history keeps is read here and nowhere else.

A :class:`RoundRow` is one seat in one round (Phase 10) or one deal (Skip-Bo,
a match has several deals; a single game has one).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class SeatOutcome:
    """How one seat finished: ``place`` 1 is best, ties share a place."""

    seat: int
    place: int
    won: bool
    score: int


@dataclass(frozen=True)
class RoundRow:
    """One seat in one round (Phase 10) or deal (Skip-Bo); unused fields are None."""

    round: int
    seat: int
    won: bool  # went out (Phase 10) / won the deal (Skip-Bo)
    phase: int | None = None
    completed: bool | None = None
    penalty: int | None = None
    total: int | None = None
    stock_left: int | None = None
    points: int | None = None


@dataclass(frozen=True)
class Outcome:
    finished: bool
    reason: str
    rounds: int  # rounds (Phase 10) or deals (Skip-Bo)
    match: bool  # Skip-Bo match scoring (SB-V1)
    seats: tuple[SeatOutcome, ...]
    rows: tuple[RoundRow, ...]


def outcome(rules: Any, state: Any) -> Outcome:
    """The outcome of ``state`` (finished or not) of the engine ``rules``."""
    result = rules.result(state)
    winners = tuple(result.winners)
    standings = sorted(rules.standings(state), key=lambda s: s.seat)
    records = rules.records(state)
    seats = tuple(SeatOutcome(s.seat, s.place, s.seat in winners, int(result.scores[s.seat])) for s in standings)
    from cardtable.stats.games import stats_game

    rounds, match, rows = stats_game(rules.game_id).outcome_rows(state.options, standings, records)
    return Outcome(bool(result.finished), result.reason, rounds, match, seats, tuple(rows))
