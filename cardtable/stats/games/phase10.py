"""Phase 10 in the statistics: its ``StatsGame`` (``STATS``)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from cardtable.games import PHASE10
from cardtable.stats.games.base import Piles, StatsGame


def _kind_of(card: Any) -> str:
    return card if card in ("W", "S") else "number"


def _dealt(after: Any) -> Iterable[tuple[int, Iterable[Any]]]:
    return enumerate(after.hands)


def _piles(event: Any, state: Any) -> Piles:
    number = event.count if event.kind == "deal" else state.round
    return (int(number or 0), tuple(reversed(state.draw_pile)), tuple(reversed(state.discard_pile)),
            tuple(state.hands), ())


def _outcome_rows(options: Any, standings: Any, records: Any) -> tuple[int, bool, list[Any]]:
    from cardtable.stats.outcome import RoundRow

    rows = []
    for r in records:
        for seat, phase in enumerate(r.phases):
            points = r.points[seat]
            rows.append(RoundRow(r.number, seat, r.went_out == seat, phase,
                                 bool(r.completed[seat]) if phase is not None else None,
                                 0 if points is None else int(points), int(r.totals[seat])))
    return len(records), False, rows


def _num(value: float | None) -> str:
    return "-" if value is None else f"{value:.1f}"


def _text_lines(p: Any) -> list[str]:
    if not p.rounds:
        return []
    failed = [f"{ph}: {f}/{t}" for ph, (t, f) in sorted(p.phase_failures.items())]
    return [f"  phases per round {_num(p.phases_per_round)}, penalty per round"
            f" {_num(p.penalty_per_round)}, rounds per game {_num(p.rounds_to_finish)}",
            "  phase failed/tried: " + ", ".join(failed)]


STATS = StatsGame(
    info=PHASE10,
    name="Phase 10",
    chance={"W": 8 / 108, "S": 4 / 108, "number": 96 / 108},
    kind_of=_kind_of,
    dealt=_dealt,
    piles=_piles,
    outcome_rows=_outcome_rows,
    text_lines=_text_lines,
)
