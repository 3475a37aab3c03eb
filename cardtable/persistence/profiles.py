"""Players the app remembers: one profile per person, one per computer level.

Names typed at the seats become human profiles (matched without regard to
case or surrounding spaces), and every computer seat of a level is the one
profile of that level, so statistics follow a person across games and
compare them with each level. People rename and merge profiles in a small
dialog; a merge moves every game of one profile to the other.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from datetime import UTC, datetime

from cardtable.persistence.history import History, HistoryError
from cardtable.seats import Seat, seat_problem

PROFILE_MESSAGES = {
    "name-taken": "There is already a player called {name}; merge the two instead.",
    "computer-profile": "Computer players cannot be renamed or merged.",
    "same-game": "{source} and {target} played in the same game, so they are different people.",
    "bad-name": "That name cannot be used: {reason}",
    "no-profile": "There is no such player.",
}


class ProfileError(HistoryError):
    def __init__(self, code: str, **params: object) -> None:
        Exception.__init__(self, PROFILE_MESSAGES[code].format(**params))
        self.code = code
        self.params = params


@dataclass(frozen=True)
class Profile:
    id: int
    name: str
    kind: str
    level: str | None
    games: int = 0

    @property
    def is_human(self) -> bool:
        return self.kind == "human"


def name_key(name: str) -> str:
    return " ".join(name.split()).casefold()


def profile_for(conn: sqlite3.Connection, seat: Seat) -> int:
    """The profile id of a seat, made on first sight (inside the caller's transaction)."""
    if seat.is_human:
        key, name, level = name_key(seat.name), " ".join(seat.name.split()), None
    else:
        key, name, level = str(seat.level), f"Computer ({seat.level})", seat.level
    row = conn.execute("SELECT id FROM profiles WHERE kind = ? AND name_key = ?", (seat.kind, key)).fetchone()
    if row:
        return row[0]
    stamp = datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
    new_id = conn.execute("INSERT INTO profiles (name, kind, level, name_key, created) VALUES (?,?,?,?,?)",
                          (name, seat.kind, level, key, stamp)).lastrowid
    assert new_id is not None, "a successful INSERT always sets lastrowid"
    return new_id


def profiles(history: History, kind: str | None = None) -> list[Profile]:
    """Every profile with its number of games; people by name, then computers by level."""
    rows = history.conn.execute(
        "SELECT p.id, p.name, p.kind, p.level, (SELECT COUNT(DISTINCT s.game_id) FROM seats s WHERE s.profile_id = p.id)"
        " FROM profiles p WHERE ? IS NULL OR p.kind = ?"
        " ORDER BY p.kind = 'computer', CASE p.level WHEN 'easy' THEN 0 WHEN 'medium' THEN 1 ELSE 2 END,"
        " p.name_key", (kind, kind)).fetchall()
    return [Profile(*row) for row in rows]


def human_names(history: History) -> list[str]:
    """Names of the people, most recently seen first (for the seats' completer)."""
    rows = history.conn.execute(
        "SELECT p.name FROM profiles p LEFT JOIN seats s ON s.profile_id = p.id WHERE p.kind = 'human'"
        " GROUP BY p.id ORDER BY MAX(COALESCE(s.game_id, 0)) DESC, p.name_key").fetchall()
    return [row[0] for row in rows]


def _human(conn: sqlite3.Connection, profile_id: int) -> Profile:
    row = conn.execute("SELECT id, name, kind, level FROM profiles WHERE id = ?", (profile_id,)).fetchone()
    if row is None:
        raise ProfileError("no-profile")
    profile = Profile(*row)
    if not profile.is_human:
        raise ProfileError("computer-profile")
    return profile


def rename(history: History, profile_id: int, new_name: str) -> None:
    """Give a person a new name (ProfileError if another person has it)."""
    problem = seat_problem(new_name, "human", None)
    if problem:
        raise ProfileError("bad-name", reason=problem)
    with history.writing() as conn:
        _human(conn, profile_id)
        key = name_key(new_name)
        other = conn.execute("SELECT id FROM profiles WHERE kind = 'human' AND name_key = ? AND id <> ?",
                             (key, profile_id)).fetchone()
        if other:
            raise ProfileError("name-taken", name=" ".join(new_name.split()))
        conn.execute("UPDATE profiles SET name = ?, name_key = ? WHERE id = ?",
                     (" ".join(new_name.split()), key, profile_id))


def merge(history: History, source_id: int, target_id: int) -> None:
    """Move every game of ``source`` to ``target`` and forget ``source``."""
    with history.writing() as conn:
        source, target = _human(conn, source_id), _human(conn, target_id)
        if source_id == target_id:
            return
        shared = conn.execute(
            "SELECT 1 FROM seats a JOIN seats b ON a.game_id = b.game_id"
            " WHERE a.profile_id = ? AND b.profile_id = ? LIMIT 1", (source_id, target_id)).fetchone()
        if shared:
            raise ProfileError("same-game", source=source.name, target=target.name)
        for table in ("seats", "deals", "phases"):
            conn.execute(f"UPDATE {table} SET profile_id = ? WHERE profile_id = ?", (target_id, source_id))
        conn.execute("DELETE FROM profiles WHERE id = ?", (source_id,))
