"""A network table on disk: its game as a save file plus a move journal, its seats beside it.

Why: a host that quits or is killed must lose nothing, and a server with a
thousand tables cannot rewrite a whole game file after every move. So a
table is kept as

- ``table-CODE.cardtable``: an ordinary save file (``persistence``: atomic,
  replay-checked on loading) written at *checkpoints*: when the table is
  first kept, at every round end, at the end of the game and every
  ``CHECKPOINT_EVERY`` moves;
- ``table-CODE.N.moves``: the journal of the moves after the checkpoint at
  position N, one JSON line per move (``{"seq": 12, "action": {...}}``),
  appended as each move is made (a few dozen bytes, no rewrite). A journal
  is removed once a later checkpoint is safely on disk. The operating
  system holds an appended line as soon as it is written, so a killed
  process loses nothing; journals are flushed to the disk every two
  seconds (the host's ``_sync_journals``), so a power cut loses at most that;
- ``table-CODE.seats.json``: names, kinds, tokens, who joined, which seats
  are people at the hosting computer (``"local": true``; a file without it,
  written before several people could sit at the hosting computer, has one
  such seat: its ``admin``), whether the game started (written when one of
  these changes). The tokens are secrets: the file is readable by its owner
  only.

Loading reads the save file, then every journal in order, applying each
line whose position follows on (a line already in the save file is skipped;
a torn last line, a gap or a move the engine refuses ends the reading, so a
damaged journal never plays an illegal move).
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cardtable.engine.api import EngineError
from cardtable.net.table import COMPUTER, PERSON, SeatSlot, Table
from cardtable.persistence import SaveError
from cardtable.persistence.atomic import atomic_write_bytes
from cardtable.persistence.record import SavedGame
from cardtable.persistence.savefile import load, save
from cardtable.seats import Seat

SEATS_FORMAT = 1
CHECKPOINT_EVERY = 200  # moves between whole-file saves of a table (besides round ends)
log = logging.getLogger(__name__)

SeatRow = tuple[str, str, str | None, str, bool, bool]  # name, kind, level, token, joined, local
_LINE = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False)


def _paths(folder: Path, code: str) -> tuple[Path, Path]:
    return folder / f"table-{code}.cardtable", folder / f"table-{code}.seats.json"


def journal_path(folder: Path, code: str, base: int) -> Path:
    return folder / f"table-{code}.{base}.moves"


def journals(folder: Path, code: str) -> list[tuple[int, Path]]:
    """The journals of a table, oldest checkpoint first."""
    found = []
    for path in folder.glob(f"table-{code}.*.moves"):
        base = path.name[len(f"table-{code}."):-len(".moves")]
        if base.isdigit():
            found.append((int(base), path))
    return sorted(found)


@dataclass(frozen=True)
class Seats:
    """What the seats file holds (immutable: written on a worker thread)."""

    code: str
    name: str
    seats: tuple[SeatRow, ...]
    started: bool
    admin: int | None


@dataclass(frozen=True)
class Snapshot:
    """A checkpoint of a table as it is to be written: immutable, so a worker
    thread may write it while the host plays on (``snapshot`` takes it on
    the host's thread)."""

    code: str
    rules: Any
    options: Any
    seed: int
    actions: tuple[Any, ...]  # each move's JSON document
    state: Any
    name: str
    seats: tuple[SeatRow, ...]
    started: bool
    admin: int | None

    @property
    def seq(self) -> int:
        return len(self.actions)

    def seats_doc(self) -> Seats:
        return Seats(self.code, self.name, self.seats, self.started, self.admin)


def seat_rows(table: Table) -> tuple[SeatRow, ...]:
    return tuple((s.name, s.kind, s.level, s.token, s.joined, s.local) for s in table.seats)


def snapshot(table: Table, admin: int | None) -> Snapshot:
    return Snapshot(table.code, table.rules, table.options, table.seed, tuple(table.action_docs), table.state,
                    table.name, seat_rows(table), table.started, admin)


def save_table(folder: Path, table: Table, admin: int | None) -> None:
    """Write the table as one checkpoint (atomically; SaveError/OSError on failure)."""
    write_snapshot(folder, snapshot(table, admin))


def write_snapshot(folder: Path, snap: Snapshot) -> None:
    """Write a checkpoint: the game file, then the seats; then drop the
    journals it makes unnecessary (SaveError/OSError on failure)."""
    folder.mkdir(parents=True, exist_ok=True)
    game, _seats = _paths(folder, snap.code)
    people = [Seat(name or f"Player {i + 1}", "human" if kind == PERSON else "computer",
                   level if kind == COMPUTER else None) for i, (name, kind, level, *_rest) in enumerate(snap.seats)]
    record = SavedGame(game=snap.rules.game_id, options=snap.rules.options_to_json(snap.options), seed=snap.seed,
                       seats=tuple(people), actions=snap.actions, state=snap.rules.state_to_json(snap.state),
                       title=snap.name or None)
    save(game, record, verify=False)
    write_seats(folder, snap.seats_doc())
    for base, path in journals(folder, snap.code):
        if base < snap.seq:
            with contextlib.suppress(OSError):
                path.unlink()


def write_seats(folder: Path, seats: Seats) -> None:
    """Write the seats file (atomically, readable by its owner only)."""
    folder.mkdir(parents=True, exist_ok=True)
    _game, path = _paths(folder, seats.code)
    doc = {"format": SEATS_FORMAT, "code": seats.code, "name": seats.name, "admin": seats.admin,
           "started": seats.started,
           "seats": [{"name": name, "kind": kind, "level": level, "token": token, "joined": joined,
                      **({"local": True} if local else {})}
                     for name, kind, level, token, joined, local in seats.seats]}
    atomic_write_bytes(path, json.dumps(doc, ensure_ascii=False).encode("utf-8"))
    os.chmod(path, 0o600)


def journal_lines(first_seq: int, docs: list[Any]) -> bytes:
    """Journal lines for the moves ``first_seq``…"""
    return "".join(_LINE.encode({"seq": first_seq + i, "action": doc}) + "\n" for i, doc in enumerate(docs)).encode()


def append_moves(folder: Path, code: str, base: int, first_seq: int, docs: list[Any]) -> Path:
    """Append moves ``first_seq``… to the journal after checkpoint ``base``
    (one write; the lines are complete or, after a crash mid-write, the last
    one is torn and ignored on loading)."""
    path = journal_path(folder, code, base)
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
    try:
        os.write(fd, journal_lines(first_seq, docs))
    finally:
        os.close(fd)
    return path


def _load_syncfs() -> Any:
    """Linux's ``syncfs`` (flush one file system), or None elsewhere."""
    import sys

    if not sys.platform.startswith("linux"):
        return None
    try:
        import ctypes

        return ctypes.CDLL(None, use_errno=True).syncfs
    except (OSError, AttributeError):
        return None


_SYNCFS = _load_syncfs()


def sync_files(folder: Path, paths: list[Path]) -> None:
    """Flush journals to the disk: where Linux offers it, one ``syncfs`` of
    the folder's file system (one call however many tables moved: a server's
    thousand journals cost one flush, not a thousand); else each file."""
    if len(paths) > 1 and _SYNCFS is not None:
        try:
            fd = os.open(folder, os.O_RDONLY)
        except OSError:
            fd = -1
        if fd >= 0:
            try:
                if _SYNCFS(fd) == 0:
                    return
            finally:
                os.close(fd)
    for path in paths:
        sync_file(path)


def sync_file(path: Path) -> None:
    """Flush a journal to the disk (a vanished journal was replaced by a checkpoint)."""
    with contextlib.suppress(FileNotFoundError):
        fd = os.open(path, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


@dataclass
class TableStore:
    """What of one table is on disk already; decides what the next save writes.
    Holds the current journal open for appending (``close`` when the table goes)."""

    folder: Path
    code: str
    base: int = -1  # the position of the newest checkpoint (-1: none yet)
    written: int = 0  # moves on disk (checkpoint and journal)
    records: int = -1  # score-sheet rows at the newest checkpoint
    seats: Seats | None = None  # the seats as last written
    unsynced: set[Path] = field(default_factory=set)
    _journal: tuple[int, int, Path] | None = None  # (base, file descriptor, path) of the open journal

    @classmethod
    def for_loaded(cls, folder: Path, table: Table, admin: int | None) -> TableStore:
        """What is on disk of a table just read from ``folder``: when its files
        hold it exactly (``table.saved_at``), its moves go on into the newest
        journal, so a server re-opening a thousand tables writes nothing
        until they move; otherwise the first change writes a checkpoint."""
        store = cls(folder, table.code)
        if table.saved_at is not None and table.saved_at[0] == folder:
            store.base, store.written, store.records = table.saved_at[1], table.seq, len(table.rows)
            store.seats = Seats(table.code, table.name, seat_rows(table), table.started, admin)
        return store

    def plan(self, table: Table, admin: int | None) -> tuple[Snapshot | None, Seats | None]:
        """What a change of ``table`` needs: a checkpoint (a Snapshot) or new
        journal lines (appended here at once), and the seats when they changed."""
        records = len(table.rows)
        if (self.base < 0 or table.over() or records != self.records
                or table.seq - self.base >= CHECKPOINT_EVERY or table.seq < self.written):
            if self.base >= 0 and self.written < table.seq:  # the journal stays whole until the checkpoint lands
                self._append(journal_lines(self.written, table.action_docs[self.written:]))
            snap = snapshot(table, admin)
            self.base = self.written = table.seq
            self.records = records
            self.seats = snap.seats_doc()
            return snap, None
        if table.seq > self.written:
            self._append(journal_lines(self.written, table.action_docs[self.written:]))
            self.written = table.seq
        seats = Seats(table.code, table.name, seat_rows(table), table.started, admin)
        if seats != self.seats:
            self.seats = seats
            return None, seats
        return None, None

    def _append(self, data: bytes) -> None:
        if self._journal is None or self._journal[0] != self.base:
            self.close()
            path = journal_path(self.folder, self.code, self.base)
            self._journal = (self.base, os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600), path)
        self.unsynced.add(self._journal[2])
        os.write(self._journal[1], data)

    def close(self) -> None:
        """Close the open journal (its lines are written already)."""
        if self._journal is not None:
            with contextlib.suppress(OSError):
                os.close(self._journal[1])
            self._journal = None


def load_tables(folder: Path) -> list[tuple[Table, int | None]]:
    """Every table saved in ``folder`` that is not over (each with its admin
    seat); a table whose files cannot be read is skipped (and logged)."""
    out = []
    for seats_path in sorted(folder.glob("table-*.seats.json")):
        code = seats_path.name[len("table-"):-len(".seats.json")]
        try:
            out.append(load_table(folder, code))
        except (SaveError, OSError, ValueError, KeyError, TypeError) as exc:
            log.warning("table %s cannot be re-opened: %s", code, exc)
    return [(table, admin) for table, admin in out if not table.over()]


def load_table(folder: Path, code: str) -> tuple[Table, int | None]:
    game, seats_path = _paths(folder, code)
    loaded = load(game)
    doc: dict[str, Any] = json.loads(seats_path.read_text(encoding="utf-8"))
    if doc.get("format") != SEATS_FORMAT or doc.get("code") != code:
        raise ValueError("not a seats file of this table")
    seats = [SeatSlot(str(s["name"]), s["kind"] if s["kind"] in (PERSON, COMPUTER) else PERSON, s.get("level"),
                      str(s["token"]), bool(s.get("joined")), local=s.get("local") is True) for s in doc["seats"]]
    checkpoint = len(loaded.actions)
    moves, clean = _journal_moves(folder, code, loaded.rules, loaded.state, checkpoint)
    table = Table(loaded.rules, loaded.options, loaded.saved.seed, seats, code=code, name=str(doc.get("name", "")),
                  actions=list(loaded.actions) + moves, started=bool(doc.get("started")))
    newest = max([base for base, _path in journals(folder, code)], default=checkpoint)
    if clean and checkpoint <= newest <= table.seq:  # the files hold exactly this table: go on appending
        table.saved_at = (folder, newest)
    admin = doc.get("admin")
    return table, admin if isinstance(admin, int) else None


def _journal_moves(folder: Path, code: str, rules: Any, state: Any, seq: int) -> tuple[list[Any], bool]:
    """The journalled moves that follow position ``seq`` of ``state``, each
    checked by the engine; and whether every line was read (False: a torn
    line, a gap or a refused move ended the reading)."""
    moves: list[Any] = []
    for _base, path in journals(folder, code):
        for number, line in enumerate(path.read_bytes().split(b"\n")):
            if not line.strip():
                continue
            try:
                entry = json.loads(line)
                at = entry["seq"]
                if not isinstance(at, int) or isinstance(at, bool):
                    raise ValueError("seq")
                if at < seq:
                    continue  # already in the save file (or an older journal)
                if at > seq:
                    log.warning("table %s: journal %s jumps from move %d to %d", code, path.name, seq, at)
                    return moves, False
                action = rules.action_from_json(entry["action"])
                if rules.check(state, action) is not None:
                    raise ValueError("a move the rules refuse")
            except (ValueError, KeyError, TypeError, EngineError) as exc:
                log.warning("table %s: journal %s line %d ends the reading: %s", code, path.name, number + 1, exc)
                return moves, False
            state = rules.apply(state, action)
            moves.append(action)
            seq += 1
    return moves, True


def delete_table(folder: Path, code: str) -> None:
    """Remove a table's game, journals and seats files (and backups); OSError if one stays."""
    from cardtable.persistence.paths import backup_path

    for path in _paths(folder, code):
        for one in (path, backup_path(path)):
            one.unlink(missing_ok=True)
    for _base, journal in journals(folder, code):
        journal.unlink(missing_ok=True)


__all__ = ["CHECKPOINT_EVERY", "Seats", "Snapshot", "TableStore", "append_moves", "delete_table", "journal_lines",
           "journal_path", "journals", "load_table", "load_tables", "save_table", "snapshot", "sync_file", "sync_files",
           "write_seats", "write_snapshot"]
