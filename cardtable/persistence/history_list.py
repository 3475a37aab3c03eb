"""The rows of the History list: one finished game per row, filtered in SQL.

Kept apart from the writer so the list (which must answer a filter change in
well under 100 ms with 10,000 games, see benchmarks/history.py) stays one
readable query.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

SEP, FIELD = "\x1f", "\x1e"


@dataclass(frozen=True)
class PlayerCell:
    name: str  # the profile's current name (after renames and merges)
    kind: str
    level: str | None
    won: bool


@dataclass(frozen=True)
class HistoryRow:
    """One finished game: ``moves`` actions over ``rounds`` rounds (Skip-Bo: deals)."""

    id: int
    finished: str
    started: str | None
    game: str
    moves: int
    rounds: int
    players: tuple[PlayerCell, ...]

    @property
    def winners(self) -> tuple[PlayerCell, ...]:
        return tuple(p for p in self.players if p.won)


QUERY = f"""
SELECT g.id, g.finished, g.started, g.game, g.moves, g.rounds,
       (SELECT group_concat(cell, '{SEP}') FROM (
            SELECT p.name || '{FIELD}' || p.kind || '{FIELD}' || COALESCE(p.level, '') || '{FIELD}' || s.won AS cell
            FROM seats s JOIN profiles p ON p.id = s.profile_id WHERE s.game_id = g.id ORDER BY s.seat))
FROM games g
WHERE (:game IS NULL OR g.game = :game)
  AND (:profile IS NULL OR g.id IN (SELECT game_id FROM seats WHERE profile_id = :profile))
ORDER BY g.finished DESC, g.id DESC
"""


def history_rows(conn: sqlite3.Connection, *, game: str | None = None, profile_id: int | None = None,
                 limit: int | None = None) -> list[HistoryRow]:
    """The finished games, newest first, of one game and/or one player."""
    sql = QUERY + (" LIMIT :limit" if limit is not None else "")
    out = []
    for gid, finished, started, name, moves, rounds, cells in conn.execute(
            sql, {"game": game, "profile": profile_id, "limit": limit}):
        players = []
        for cell in (cells or "").split(SEP):
            if cell:
                pname, kind, level, won = cell.split(FIELD)
                players.append(PlayerCell(pname, kind, level or None, won == "1"))
        out.append(HistoryRow(gid, finished, started, name, moves, rounds, tuple(players)))
    return out
