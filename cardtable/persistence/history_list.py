"""The rows of the History list: one finished game per row, filtered in SQL.

Kept apart from the writer so the list stays two readable queries that answer
a filter change well under 100 ms with 10,000 games (benchmarks/history.py):
:func:`history_rows` fetches only the games' own columns, and the window asks
:func:`players_of` for the players of the rows it actually shows.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from cardtable.persistence.history import History


@dataclass(frozen=True)
class PlayerCell:
    name: str  # the profile's current name (after renames and merges)
    kind: str
    level: str | None
    won: bool


@dataclass(frozen=True)
class HistoryRow:
    """One finished game: ``moves`` actions over ``rounds`` rounds (Skip-Bo: games of a match)."""

    id: int
    finished: str
    started: str | None
    game: str
    moves: int
    rounds: int
    source: str = "table"  # "keeper": real cards, only the score was kept


def history_rows(history: History, *, game: str | None = None, profile_id: int | None = None,
                 limit: int | None = None) -> list[HistoryRow]:
    """The finished games, newest first, of one game and/or one player."""
    if profile_id is not None:
        sql = ("SELECT g.id, g.finished, g.started, g.game, g.moves, g.rounds, g.source FROM seats s"
               " JOIN games g ON g.id = s.game_id WHERE s.profile_id = :profile"
               " AND (:game IS NULL OR s.game = :game)")
    else:
        sql = ("SELECT id, finished, started, game, moves, rounds, source FROM games g"
               " WHERE (:game IS NULL OR g.game = :game)")
    sql += " ORDER BY g.finished DESC, g.id DESC" + (" LIMIT :limit" if limit is not None else "")
    return [HistoryRow(*row) for row in history.conn.execute(sql, {"game": game, "profile": profile_id, "limit": limit})]


def players_of(history: History, game_ids: Sequence[int]) -> dict[int, tuple[PlayerCell, ...]]:
    """The players of some games, in seat order."""
    out: dict[int, list[PlayerCell]] = {gid: [] for gid in game_ids}
    for start in range(0, len(game_ids), 500):
        chunk = list(game_ids[start:start + 500])
        marks = ",".join("?" * len(chunk))
        for gid, name, kind, level, won in history.conn.execute(
                "SELECT s.game_id, p.name, p.kind, p.level, s.won FROM seats s JOIN profiles p"
                f" ON p.id = s.profile_id WHERE s.game_id IN ({marks}) ORDER BY s.game_id, s.seat", chunk):
            out[gid].append(PlayerCell(name, kind, level, bool(won)))
    return {gid: tuple(cells) for gid, cells in out.items()}
