"""Every finished game, kept in an embedded SQLite database (no Qt).

``<data>/cardtable.sqlite3`` (standard-library ``sqlite3``) holds one row per
finished game with its options, seats, seed and full action log, plus the
per-seat results, per-round rows and fair-deal counts the statistics read.
The schema is documented in ``docs/HISTORY.md``.

- Versioned like the save files: ``PRAGMA user_version`` is the schema
  version and :data:`MIGRATIONS` holds one step per version (0 -> 1 creates
  the tables). A database written by a newer app is left alone
  (``future-version``) and nothing is recorded.
- WAL journal, ``synchronous=FULL``: a commit survives a killed app or a
  power cut, and a write interrupted before its commit leaves no trace.
- One writer at a time: every write is one ``BEGIN IMMEDIATE`` transaction
  (SQLite's write lock; a second app waits up to ``BUSY_SECONDS``).
- A damaged file (not a database, or a malformed image) is set aside as
  ``cardtable.sqlite3.damaged-<time>`` (with its -wal/-shm files) and a
  fresh database is started; :attr:`History.set_aside` tells the UI.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import sqlite3
import zlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from cardtable.persistence.paths import data_dir
from cardtable.seats import LEVELS, Seat

DB_NAME = "cardtable.sqlite3"
SCHEMA_VERSION = 2
BUSY_SECONDS = 5.0
DAMAGED = ("SQLITE_NOTADB", "SQLITE_CORRUPT")

MESSAGES = {
    "damaged": "The history database {path} was damaged; it was set aside as {moved_to} and a new one started.",
    "future-version": "The history database was written by a newer cardtable (version {version}; "
                      "this one knows {supported}); games are not recorded.",
    "unavailable": "The history database {path} cannot be used: {reason}",
    "not-found": "There is no game {game_id} in the history.",
    "kept-score": "Game {game_id} was played with real cards; only its score sheet was kept, so it has no moves to replay.",
}


class HistoryError(Exception):
    """A problem with the history database; ``code`` is translated by the UI."""

    def __init__(self, code: str, **params: Any) -> None:
        self.code = code
        self.params = params
        super().__init__(MESSAGES.get(code, code).format(**params))


#: The largest action log a history row may unpack to (the size limit of a
#: save file): a crafted row cannot make the replay fill the memory.
MAX_LOG_BYTES = 16 * 1024 * 1024


def inflate_log(blob: bytes, limit: int = MAX_LOG_BYTES) -> bytes:
    """A row's compressed action log, unpacked to at most ``limit`` bytes;
    ValueError if it is larger or not a complete zlib stream."""
    inflater = zlib.decompressobj()
    data = inflater.decompress(blob, limit + 1)
    if len(data) > limit or inflater.unconsumed_tail:
        raise ValueError(f"the action log unpacks to more than {limit} bytes")
    if not inflater.eof:
        raise ValueError("the action log is cut off")
    return data


def history_path(create_dir: bool = True) -> Path:
    return data_dir(create_dir) / DB_NAME


# -- schema and migrations ---------------------------------------------------
Migration = Callable[[sqlite3.Connection], None]
MIGRATIONS: dict[int, Migration] = {}


def migration(from_version: int) -> Callable[[Migration], Migration]:
    def register(func: Migration) -> Migration:
        MIGRATIONS[from_version] = func
        return func

    return register


@migration(0)
def _create_v1(conn: sqlite3.Connection) -> None:
    script = """
        CREATE TABLE profiles (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL,
            kind TEXT NOT NULL CHECK (kind IN ('human', 'computer')),
            level TEXT,
            name_key TEXT NOT NULL,
            created TEXT NOT NULL,
            UNIQUE (kind, name_key)
        );
        CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            uid TEXT NOT NULL UNIQUE,
            game TEXT NOT NULL,
            started TEXT,
            finished TEXT NOT NULL,
            seed TEXT NOT NULL,
            options TEXT NOT NULL,
            players INTEGER NOT NULL,
            moves INTEGER NOT NULL,
            rounds INTEGER NOT NULL,
            match INTEGER NOT NULL DEFAULT 0,
            reason TEXT NOT NULL,
            app_version TEXT NOT NULL,
            actions BLOB NOT NULL
        );
        CREATE INDEX games_by_time ON games (finished, id);
        CREATE TABLE seats (
            game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            profile_id INTEGER NOT NULL REFERENCES profiles (id),
            game TEXT NOT NULL,
            name TEXT NOT NULL,
            kind TEXT NOT NULL,
            level TEXT,
            place INTEGER NOT NULL,
            won INTEGER NOT NULL,
            score INTEGER NOT NULL,
            vs_easy INTEGER NOT NULL,
            vs_medium INTEGER NOT NULL,
            vs_hard INTEGER NOT NULL,
            vs_people INTEGER NOT NULL,
            rounds INTEGER NOT NULL,
            laid INTEGER NOT NULL,
            penalty INTEGER NOT NULL,
            lost_deals INTEGER NOT NULL,
            stock_left_lost INTEGER NOT NULL,
            match INTEGER NOT NULL,
            deals INTEGER NOT NULL,
            PRIMARY KEY (game_id, seat)
        ) WITHOUT ROWID;
        CREATE INDEX seats_by_profile ON seats (profile_id, game, game_id, won);
        CREATE TABLE rounds (
            game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            round INTEGER NOT NULL,
            seat INTEGER NOT NULL,
            won INTEGER NOT NULL,
            phase INTEGER,
            completed INTEGER,
            penalty INTEGER,
            total INTEGER,
            stock_left INTEGER,
            points INTEGER,
            PRIMARY KEY (game_id, round, seat)
        ) WITHOUT ROWID;
        CREATE TABLE deals (
            game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            profile_id INTEGER NOT NULL REFERENCES profiles (id),
            game TEXT NOT NULL,
            kind TEXT NOT NULL,
            dealt INTEGER NOT NULL,
            drawn INTEGER NOT NULL,
            PRIMARY KEY (game_id, seat, kind)
        ) WITHOUT ROWID;
        CREATE INDEX deals_by_profile ON deals (profile_id, game, kind, dealt, drawn);
        CREATE TABLE phases (
            game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            profile_id INTEGER NOT NULL REFERENCES profiles (id),
            phase INTEGER NOT NULL,
            tries INTEGER NOT NULL,
            failed INTEGER NOT NULL,
            PRIMARY KEY (game_id, seat, phase)
        ) WITHOUT ROWID;
        CREATE INDEX phases_by_profile ON phases (profile_id, phase, tries, failed);
    """
    for statement in script.split(";"):  # executescript would commit the migration half-way
        if statement.strip():
            conn.execute(statement)


@migration(1)
def _add_source(conn: sqlite3.Connection) -> None:
    """Schema 2: ``games.source`` says where a game was played: ``table``
    (in the app, with its action log) or ``keeper`` (real cards, only the
    score sheet kept; ``actions`` holds the entered rounds, ``moves`` is 0)."""
    conn.execute("ALTER TABLE games ADD COLUMN source TEXT NOT NULL DEFAULT 'table'")


# -- what one finished game writes ---------------------------------------------
@dataclass(frozen=True)
class FinishedGame:
    """A finished game as plain values, ready to be written.

    ``seat_rows``: ``(seat, place, won, score)``; ``round_rows``: ``(round,
    seat, won, phase, completed, penalty, total, stock_left, points)``;
    ``deal_rows``: ``(seat, kind, dealt, drawn)``.
    """

    game: str
    seed: int
    options: dict[str, Any]
    seats: tuple[Seat, ...]
    actions: tuple[dict[str, Any], ...]
    reason: str
    rounds: int
    match: bool
    seat_rows: tuple[tuple[int, int, bool, int], ...]
    round_rows: tuple[tuple[Any, ...], ...]
    deal_rows: tuple[tuple[int, str, int, int], ...]
    app_version: str
    finished: str = ""
    started: str | None = None
    source: str = "table"  # "keeper": real cards, ``actions`` are the entered rounds

    @property
    def uid(self) -> str:
        """The same game (game, seed, options, log) is recorded only once."""
        doc: list[Any] = [self.game, str(self.seed), self.options, list(self.actions),
                          [s.to_json() for s in self.seats]]
        if self.source != "table":  # a kept game has no seed: when it started tells two apart
            doc += [self.source, self.started]
        return hashlib.sha256(json.dumps(doc, sort_keys=True).encode()).hexdigest()


@dataclass(frozen=True)
class ReplaySource:
    """Everything a replay viewer needs to rebuild a recorded game."""

    game_id: int
    game: str
    options: dict[str, Any]
    seats: tuple[Seat, ...]
    seed: int
    actions: tuple[dict[str, Any], ...]


def now_utc() -> str:
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


# -- the database ------------------------------------------------------------------
class History:
    """One connection to the history database (use one per thread)."""

    def __init__(self, conn: sqlite3.Connection, path: Path, set_aside: Path | None = None) -> None:
        self.conn = conn
        self.path = path
        self.set_aside = set_aside  # where a damaged file went, if one was found

    @classmethod
    def open(cls, path: str | Path | None = None) -> History:
        """Open (create, migrate) the database; a damaged file is set aside."""
        path = Path(path) if path is not None else history_path()
        try:
            return cls(_connect(path), path)
        except sqlite3.DatabaseError as exc:
            if getattr(exc, "sqlite_errorname", "") not in DAMAGED:
                raise HistoryError("unavailable", path=str(path), reason=str(exc)) from exc
        moved = _set_aside(path)
        try:
            return cls(_connect(path), path, moved)
        except sqlite3.DatabaseError as exc:
            raise HistoryError("unavailable", path=str(path), reason=str(exc)) from exc

    def close(self) -> None:
        with contextlib.suppress(sqlite3.Error):
            self.conn.close()

    @contextlib.contextmanager
    def writing(self) -> Iterator[sqlite3.Connection]:
        """One write transaction; the write lock is taken at once."""
        self.conn.execute("BEGIN IMMEDIATE")
        try:
            yield self.conn
        except BaseException:
            self.conn.execute("ROLLBACK")
            raise
        self.conn.execute("COMMIT")

    def record(self, game: FinishedGame) -> int | None:
        """Write a finished game; its row id, or None if it was recorded before."""
        with self.writing() as conn:
            return _insert(conn, game)

    def record_many(self, games: list[FinishedGame]) -> list[int | None]:
        """Write several games in one transaction (imports, benchmarks)."""
        with self.writing() as conn:
            return [_insert(conn, game) for game in games]

    def forget_kept(self, uid: str) -> bool:
        """Delete a kept game (source "keeper", see :func:`_add_source`) whose
        last round the score keeper took back; games played in the app are
        never deleted. True if a game was deleted."""
        with self.writing() as conn:
            cursor = conn.execute("DELETE FROM games WHERE uid = ? AND source = 'keeper'", (uid,))
        return cursor.rowcount > 0

    def replay_source(self, game_id: int) -> ReplaySource:
        """The entry point of the replay viewer: one history row, rebuilt."""
        row = self.conn.execute("SELECT game, options, seed, actions, source FROM games WHERE id = ?",
                                (game_id,)).fetchone()
        if row is None:
            raise HistoryError("not-found", game_id=game_id)
        if row[4] != "table":
            raise HistoryError("kept-score", game_id=game_id)
        seats = tuple(Seat(name, kind, level) for name, kind, level in self.conn.execute(
            "SELECT name, kind, level FROM seats WHERE game_id = ? ORDER BY seat", (game_id,)))
        actions = tuple(json.loads(inflate_log(row[3])))
        return ReplaySource(game_id, row[0], json.loads(row[1]), seats, int(row[2]), actions)

    def count(self) -> int:
        return self.conn.execute("SELECT COUNT(*) FROM games").fetchone()[0]


def _insert(conn: sqlite3.Connection, game: FinishedGame) -> int | None:
    from cardtable.persistence.profiles import profile_for

    uid = game.uid
    if conn.execute("SELECT 1 FROM games WHERE uid = ?", (uid,)).fetchone():
        return None
    log = zlib.compress(json.dumps(list(game.actions), separators=(",", ":")).encode(), 6)
    cursor = conn.execute(
        "INSERT INTO games (uid, game, started, finished, seed, options, players, moves, rounds,"
        " match, reason, app_version, actions, source) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
        (uid, game.game, game.started, game.finished or now_utc(), str(game.seed),
         json.dumps(game.options, sort_keys=True), len(game.seats),
         len(game.actions) if game.source == "table" else 0,
         game.rounds, int(game.match), game.reason, game.app_version, log, game.source))
    game_id = cursor.lastrowid
    seats = game.seats
    profiles = [profile_for(conn, seat) for seat in seats]
    conn.executemany("INSERT INTO seats VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                     [(game_id, seat, profiles[seat], game.game, seats[seat].name, seats[seat].kind,
                       seats[seat].level, place, int(won), score, *_summary(game, seat))
                      for seat, place, won, score in game.seat_rows])
    conn.executemany("INSERT INTO rounds VALUES (?,?,?,?,?,?,?,?,?,?)", [(game_id, *row) for row in game.round_rows])
    conn.executemany("INSERT INTO deals VALUES (?,?,?,?,?,?,?)",
                     [(game_id, seat, profiles[seat], game.game, kind, dealt, drawn)
                      for seat, kind, dealt, drawn in game.deal_rows])
    tries: dict[tuple[int, int], list[int]] = {}
    for _round, seat, _won, phase, completed, *_rest in game.round_rows:
        if phase is not None:
            entry = tries.setdefault((seat, phase), [0, 0])
            entry[0] += 1
            entry[1] += 0 if completed else 1
    conn.executemany("INSERT INTO phases VALUES (?,?,?,?,?,?)",
                     [(game_id, seat, profiles[seat], phase, n, failed) for (seat, phase), (n, failed) in tries.items()])
    return game_id


def _summary(game: FinishedGame, seat: int) -> tuple[int, ...]:
    """The per-seat sums the statistics read without scanning rounds (see docs/HISTORY.md)."""
    others = [s for i, s in enumerate(game.seats) if i != seat]
    against = [int(any(o.kind == "computer" and o.level == level for o in others)) for level in LEVELS]
    against.append(int(any(o.kind == "human" for o in others)))
    rows = [r for r in game.round_rows if r[1] == seat]
    played = [r for r in rows if r[3] is not None]  # (round, seat, won, phase, completed, penalty, ...)
    lost = [r for r in rows if r[7] is not None and not r[2]]  # Skip-Bo deals lost: stock cards left
    return (*against, len(played), sum(1 for r in played if r[4]), sum(r[5] or 0 for r in played),
            len(lost), sum(r[7] for r in lost), int(game.match), game.rounds)


def _connect(path: Path) -> sqlite3.Connection:
    path.parent.mkdir(parents=True, exist_ok=True)
    # the app's writer uses its connection from whichever worker runs its next
    # job, one job at a time (``history_writer``): never from two threads at once
    conn = sqlite3.connect(str(path), timeout=BUSY_SECONDS, isolation_level=None, check_same_thread=False)
    try:
        conn.execute("PRAGMA journal_mode = WAL")
        conn.execute("PRAGMA synchronous = NORMAL")  # WAL: a commit survives a killed app
        conn.execute("PRAGMA foreign_keys = ON")
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            raise HistoryError("future-version", version=version, supported=SCHEMA_VERSION)
        if version < SCHEMA_VERSION:
            _migrate(conn, version)
        conn.execute("SELECT COUNT(*) FROM games WHERE id = 1").fetchone()
    except BaseException:
        conn.close()
        raise
    return conn


def _migrate(conn: sqlite3.Connection, version: int) -> None:
    """Run the steps version -> SCHEMA_VERSION, all in one transaction."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        current = conn.execute("PRAGMA user_version").fetchone()[0]  # another app may have done it
        while current < SCHEMA_VERSION:
            MIGRATIONS[current](conn)
            current += 1
            conn.execute(f"PRAGMA user_version = {current}")
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")


def _set_aside(path: Path) -> Path:
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.damaged-{stamp}")
    number = 2
    while target.exists():
        target = path.with_name(f"{path.name}.damaged-{stamp}-{number}")
        number += 1
    try:
        path.replace(target)
        for suffix in ("-wal", "-shm"):
            extra = path.with_name(path.name + suffix)
            if extra.exists():
                extra.replace(target.with_name(target.name + suffix))
    except OSError as exc:
        raise HistoryError("unavailable", path=str(path), reason=exc.strerror or str(exc)) from exc
    return target
