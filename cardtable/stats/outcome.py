"""The one adapter between the engines' results and the history database.

The engines report a finished game in their own shapes (Phase 10: the score
sheet ``state.history`` of ``RoundRecord``; Skip-Bo: ``GameResult`` and, with
match scoring, ``state.history`` of ``GameRecord``). Everything the history
needs is read here and nowhere else, so when the engine contract gains
``standings(state)`` and ``records(state)`` only this module changes.

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
    if rules.game_id == "phase10":
        rows = _phase10_rows(state)
        rounds = len(state.history)
        match = False
        laid = [sum(1 for r in rows if r.seat == s and r.completed) for s in range(len(result.scores))]

        def rank(seat: int) -> tuple[int, int]:  # more phases laid, then fewer points
            return (-laid[seat], result.scores[seat])
    else:
        rows, match = _skipbo_rows(state, result)
        rounds = len({row.round for row in rows})

        def rank(seat: int) -> tuple[int, int]:  # more match points / fewer stock cards left
            return (-result.scores[seat] if match else result.scores[seat], 0)
    seats = _places(result.winners, result.scores, rank)
    return Outcome(bool(result.finished), result.reason, rounds, match, seats, rows)


def _places(winners: tuple[int, ...], scores: tuple[int, ...], key: Any) -> tuple[SeatOutcome, ...]:
    """Winners share place 1; the others follow by score (ties share)."""

    def rank(seat: int) -> tuple[int, tuple[int, int]]:
        return (0, (0, 0)) if seat in winners else (1, key(seat))

    order = sorted(range(len(scores)), key=rank)
    places: dict[int, int] = {}
    for index, seat in enumerate(order):
        same = index > 0 and rank(order[index - 1]) == rank(seat)
        places[seat] = places[order[index - 1]] if same else index + 1
    return tuple(SeatOutcome(s, places[s], s in winners, int(scores[s])) for s in range(len(scores)))


def _phase10_rows(state: Any) -> tuple[RoundRow, ...]:
    rows = []
    for number, record in enumerate(state.history, start=1):
        for seat, phase in enumerate(record.phases):
            rows.append(RoundRow(
                round=number, seat=seat, won=record.went_out == seat, phase=phase,
                completed=bool(record.completed[seat]) if phase is not None else None,
                penalty=int(record.penalties[seat]), total=int(record.totals[seat]),
            ))
    return tuple(rows)


def _skipbo_rows(state: Any, result: Any) -> tuple[tuple[RoundRow, ...], bool]:
    match = bool(state.options.match_scoring)
    rows = []
    if match:
        totals = [0] * len(state.players)
        for number, record in enumerate(state.history, start=1):
            for seat, left in enumerate(record.stock_left):
                totals[seat] += record.points[seat]
                rows.append(RoundRow(number, seat, seat in record.winners, stock_left=int(left),
                                     points=int(record.points[seat]), total=totals[seat]))
    elif result.finished:
        for seat, player in enumerate(state.players):
            rows.append(RoundRow(1, seat, seat in result.winners, stock_left=len(player.stock)))
    return tuple(rows), match
