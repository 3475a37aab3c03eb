"""Skip-Bo in the statistics: its ``StatsGame`` (``STATS``)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from cardtable.games import SKIPBO
from cardtable.stats.games.base import Piles, StatsGame


def _kind_of(card: Any) -> str:
    return "SB" if card == "SB" else "number"


def _dealt(after: Any) -> Iterable[tuple[int, Iterable[Any]]]:
    for seat, player in enumerate(after.players):
        yield seat, player.stock
        if seat == after.starter:
            yield seat, player.hand


def _piles(event: Any, state: Any) -> Piles:
    number = event.game if event.kind == "deal" else state.game_number
    return (int(number or 0), tuple(reversed(state.draw)), (), tuple(p.hand for p in state.players),
            tuple(tuple(reversed(p.stock)) for p in state.players))


def _outcome_rows(options: Any, standings: Any, records: Any) -> tuple[int, bool, list[Any]]:
    from cardtable.stats.outcome import RoundRow

    match = bool(options.match_scoring)
    rows = []
    for r in records:  # a single game's one row has no points (it is not scored)
        for seat, left in enumerate(r.stock_left):
            rows.append(RoundRow(r.number, seat, seat in r.winners, stock_left=int(left),
                                 total=int(r.totals[seat]) if match else None,
                                 points=int(r.points[seat] or 0) if match else None))
    return len({row.round for row in rows}), match, rows


def _num(value: float | None) -> str:
    return "-" if value is None else f"{value:.1f}"


def _text_lines(p: Any) -> list[str]:
    return [f"  stock cards left when losing {_num(p.stock_left_when_losing)},"
            f" games to the match target {_num(p.games_to_target)}"]


STATS = StatsGame(
    info=SKIPBO,
    name="Skip-Bo",
    chance={"SB": 18 / 162, "number": 144 / 162},
    kind_of=_kind_of,
    dealt=_dealt,
    piles=_piles,
    outcome_rows=_outcome_rows,
    text_lines=_text_lines,
)
