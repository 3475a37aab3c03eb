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
  such seat: its ``admin``), which missing person's seat a computer plays
  (``"stand_in": true``), whether the game started, at a held round end its
  position (``held``) and who is ``ready`` (written when one of these
  changes), and which game of the table it is (``"game"``, when the same
  people played again: see below). The tokens are secrets: the file is
  created readable by its owner only.

When the people at a table play again (``Table.new_game``), the new game's
journals are ``table-CODE.gK.N.moves`` (K the game's number, 2 and up) and
each begins with a line naming the game, ``{"game": K, "seed": ..., "options":
{...}}``, written the moment the new game is dealt, before its first
checkpoint. So the files always say which game is the current one, whatever
instant a kill comes at: while the save file still holds the finished game
(or an earlier checkpoint of it), the new game is dealt again from that line
and its journal; once the new game's checkpoint is on disk, the older game's
journals are removed. The finished game's record went to every window with
``over``; the host keeps only the table's current game.

Loading reads the save file, then every journal in order, applying each
line whose position follows on (a line already in the save file is skipped;
a torn last line, a gap or a move the engine refuses ends the reading, so a
damaged journal never plays an illegal move). A table whose last move ended
a round is held at that round end again (with who was ready, when the seats
file knows), unless the seats file says its people had dealt on.
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

SeatRow = tuple[str, str, str | None, str, bool, bool, bool]  # name, kind, level, token, joined, local, stand-in
_LINE = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False)


def _paths(folder: Path, code: str) -> tuple[Path, Path]:
    return folder / f"table-{code}.cardtable", folder / f"table-{code}.seats.json"


def journal_path(folder: Path, code: str, base: int, game: int = 1) -> Path:
    """The journal after the checkpoint at position ``base`` of the table's game number ``game``."""
    return folder / (f"table-{code}.{base}.moves" if game == 1 else f"table-{code}.g{game}.{base}.moves")


def journals(folder: Path, code: str, game: int = 1) -> list[tuple[int, Path]]:
    """The journals of the table's game number ``game``, oldest checkpoint first."""
    return sorted(all_journals(folder, code).get(game, []))


def all_journals(folder: Path, code: str) -> dict[int, list[tuple[int, Path]]]:
    """Every journal of a table by its game's number: game -> [(base, path)]."""
    found: dict[int, list[tuple[int, Path]]] = {}
    for path in folder.glob(f"table-{code}.*.moves"):
        middle = path.name[len(f"table-{code}."):-len(".moves")]
        game, _dot, base = middle.rpartition(".")
        if game == "" and base.isdigit():
            found.setdefault(1, []).append((int(base), path))
        elif game[:1] == "g" and game[1:].isdigit() and int(game[1:]) > 1 and base.isdigit():
            found.setdefault(int(game[1:]), []).append((int(base), path))
    return {game: sorted(paths) for game, paths in found.items()}


def game_line(table: Table) -> bytes:
    """The first line of each journal of a game played again: which game, its seed and options."""
    if table.game_number == 1:
        return b""
    return (_LINE.encode({"game": table.game_number, "seed": table.seed,
                          "options": table.rules.options_to_json(table.options)}) + "\n").encode()


@dataclass(frozen=True)
class Seats:
    """What the seats file holds (immutable: written on a worker thread)."""

    code: str
    name: str
    seats: tuple[SeatRow, ...]
    started: bool
    admin: int | None
    game_number: int = 1
    held: int | None = None  # the position of a held round end
    ready: tuple[int, ...] = ()  # the seats ready to deal on from it


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
    game_number: int = 1
    held: int | None = None
    ready: tuple[int, ...] = ()

    @property
    def seq(self) -> int:
        return len(self.actions)

    def seats_doc(self) -> Seats:
        return Seats(self.code, self.name, self.seats, self.started, self.admin, game_number=self.game_number,
                     held=self.held, ready=self.ready)


def seat_rows(table: Table) -> tuple[SeatRow, ...]:
    return tuple((s.name, s.kind, s.level, s.token, s.joined, s.local, s.stand_in) for s in table.seats)


def round_end(table: Table) -> tuple[int | None, tuple[int, ...]]:
    """(position, ready seats) of the table's held round end, or (None, ())."""
    if table.held is None:
        return None, ()
    return table.seq, tuple(sorted(table.ready))


def seats_of(table: Table, admin: int | None) -> Seats:
    return Seats(table.code, table.name, seat_rows(table), table.started, admin, table.game_number, *round_end(table))


def snapshot(table: Table, admin: int | None) -> Snapshot:
    return Snapshot(table.code, table.rules, table.options, table.seed, tuple(table.action_docs), table.state,
                    table.name, seat_rows(table), table.started, admin, table.game_number, *round_end(table))


def save_table(folder: Path, table: Table, admin: int | None) -> None:
    """Write the table as one checkpoint (atomically; SaveError/OSError on failure)."""
    write_snapshot(folder, snapshot(table, admin))


def write_snapshot(folder: Path, snap: Snapshot) -> None:
    """Write a checkpoint: the game file, then the seats; then drop the
    journals it makes unnecessary: its game's older ones and every one of
    the games before it (SaveError/OSError on failure)."""
    folder.mkdir(parents=True, exist_ok=True)
    game, _seats = _paths(folder, snap.code)
    people = [Seat(name or f"Player {i + 1}", "human" if kind == PERSON else "computer",
                   level if kind == COMPUTER else None) for i, (name, kind, level, *_rest) in enumerate(snap.seats)]
    record = SavedGame(game=snap.rules.game_id, options=snap.rules.options_to_json(snap.options), seed=snap.seed,
                       seats=tuple(people), actions=snap.actions, state=snap.rules.state_to_json(snap.state),
                       title=snap.name or None)
    save(game, record, verify=False)
    write_seats(folder, snap.seats_doc())
    for number, found in all_journals(folder, snap.code).items():
        for base, path in found:
            if number < snap.game_number or (number == snap.game_number and base < snap.seq):
                with contextlib.suppress(OSError):
                    path.unlink()


def write_seats(folder: Path, seats: Seats) -> None:
    """Write the seats file (atomically; readable by its owner only from
    its first byte: it holds the tokens)."""
    folder.mkdir(parents=True, exist_ok=True)
    _game, path = _paths(folder, seats.code)
    doc: dict[str, Any] = {"format": SEATS_FORMAT, "code": seats.code, "name": seats.name, "admin": seats.admin,
                           "started": seats.started,
                           **({"game": seats.game_number} if seats.game_number > 1 else {}),
                           "seats": [{"name": name, "kind": kind, "level": level, "token": token, "joined": joined,
                                      **({"local": True} if local else {}), **({"stand_in": True} if stand_in else {})}
                                     for name, kind, level, token, joined, local, stand_in in seats.seats]}
    if seats.held is not None:
        doc.update(held=seats.held, ready=list(seats.ready))
    atomic_write_bytes(path, json.dumps(doc, ensure_ascii=False).encode("utf-8"), mode=0o600)


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
    game: int = 1  # the number of the table's game the journals are of
    unsynced: set[Path] = field(default_factory=set)
    first_line: bytes = b""  # what each new journal of the game begins with (``game_line``)
    _journal: tuple[int, int, Path] | None = None  # (base, file descriptor, path) of the open journal

    @classmethod
    def for_loaded(cls, folder: Path, table: Table, admin: int | None) -> TableStore:
        """What is on disk of a table just read from ``folder``: when its files
        hold it exactly (``table.saved_at``), its moves go on into the newest
        journal, so a server re-opening a thousand tables writes nothing
        until they move; otherwise the first change writes a checkpoint."""
        store = cls(folder, table.code, game=table.game_number, first_line=game_line(table))
        if table.saved_at is not None and table.saved_at[0] == folder:
            store.base, store.written, store.records = table.saved_at[1], table.seq, len(table.rows)
            store.seats = seats_of(table, admin)
        return store

    def plan(self, table: Table, admin: int | None) -> tuple[Snapshot | None, Seats | None]:
        """What a change of ``table`` needs: a checkpoint (a Snapshot) or new
        journal lines (appended here at once), and the seats when they changed."""
        records = len(table.rows)
        renewed = table.game_number != self.game
        if renewed:  # the same people play again: the new game's journal says so at once
            self.close()
            self.game, self.first_line = table.game_number, game_line(table)
            self.base = self.written = 0
            self._append(journal_lines(0, table.action_docs))
            self.written = table.seq
        if (renewed or self.base < 0 or table.over() or records != self.records
                or table.seq - self.base >= CHECKPOINT_EVERY or table.seq < self.written):
            if self.base >= 0 and self.written < table.seq:  # the journal stays whole until the checkpoint lands
                self._append(journal_lines(self.written, table.action_docs[self.written:]))
            snap = snapshot(table, admin)
            self.base = self.written = table.seq
            self.records = records
            self.seats = snap.seats_doc()
            self.close()  # the checkpoint replaces this journal: a finished table holds no file open
            return snap, None
        if table.seq > self.written:
            self._append(journal_lines(self.written, table.action_docs[self.written:]))
            self.written = table.seq
        seats = seats_of(table, admin)
        if seats != self.seats:
            self.seats = seats
            return None, seats
        return None, None

    def _append(self, data: bytes) -> None:
        if self._journal is None or self._journal[0] != self.base:
            self.close()
            path = journal_path(self.folder, self.code, self.base, self.game)
            fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
            self._journal = (self.base, fd, path)
            if self.first_line and os.fstat(fd).st_size == 0:
                data = self.first_line + data  # (one write: the line naming the game is never alone torn off)
        self.unsynced.add(self._journal[2])
        os.write(self._journal[1], data)

    def close(self) -> None:
        """Close the open journal (its lines are written already)."""
        if self._journal is not None:
            with contextlib.suppress(OSError):
                os.close(self._journal[1])
            self._journal = None


def load_tables(folder: Path, *, over: bool = False) -> list[tuple[Table, int | None]]:
    """Every table saved in ``folder`` that is not over (``over``: those too),
    each with its admin seat; a table whose files cannot be read is skipped
    (and logged)."""
    out = []
    for seats_path in sorted(folder.glob("table-*.seats.json")):
        code = seats_path.name[len("table-"):-len(".seats.json")]
        try:
            out.append(load_table(folder, code))
        except (SaveError, OSError, ValueError, KeyError, TypeError) as exc:
            log.warning("table %s cannot be re-opened: %s", code, exc)
    return [(table, admin) for table, admin in out if over or not table.over()]


def load_table(folder: Path, code: str) -> tuple[Table, int | None]:
    game, seats_path = _paths(folder, code)
    loaded = load(game)
    doc: dict[str, Any] = json.loads(seats_path.read_text(encoding="utf-8"))
    if doc.get("format") != SEATS_FORMAT or doc.get("code") != code:
        raise ValueError("not a seats file of this table")
    seats = [SeatSlot(str(s["name"]), s["kind"] if s["kind"] in (PERSON, COMPUTER) else PERSON, s.get("level"),
                      str(s["token"]), bool(s.get("joined")), local=s.get("local") is True,
                      stand_in=s.get("stand_in") is True and s["kind"] == PERSON) for s in doc["seats"]]
    rules, options, seed, actions, state = loaded.rules, loaded.options, loaded.saved.seed, list(loaded.actions), \
        loaded.state
    number, dealt = _current_game(folder, code, doc, seed)
    if dealt is not None:  # the save file still holds an older game: deal this one again from its first line
        options, seed, actions = rules.options_from_json(dealt["options"]), int(dealt["seed"]), []
        state = rules.new_game(options, seed)
    checkpoint = len(actions)
    found = journals(folder, code, number)
    moves, clean, before_last = _journal_moves(code, found, rules, state, checkpoint)
    table = Table(rules, options, seed, seats, code=code, name=str(doc.get("name", "")),
                  actions=actions + moves, started=bool(doc.get("started")) or number > 1, game_number=number)
    if dealt is None:  # a held round end belongs to the game the seats file speaks of
        _hold_again(table, doc, before_last if moves else None, journalled=bool(moves))
    newest = max([base for base, _path in found], default=checkpoint)
    if clean and checkpoint <= newest <= table.seq:  # the files hold exactly this table: go on appending
        table.saved_at = (folder, newest)
    admin = doc.get("admin")
    return table, admin if isinstance(admin, int) else None


def _current_game(folder: Path, code: str, seats_doc: dict[str, Any], saved_seed: int,
                  ) -> tuple[int, dict[str, Any] | None]:
    """The number of the table's current game, and that game's first journal
    line when the save file does not hold it yet (else None): the newest game
    the seats file or a journal names. A new game whose first line did not
    reach the disk whole had no move yet: the game before it is the table's."""
    said = seats_doc.get("game", 1)
    said = said if isinstance(said, int) and not isinstance(said, bool) and said >= 1 else 1
    found = all_journals(folder, code)
    for number in [*sorted((n for n in found if n > said), reverse=True), said]:
        first = _first_line(found.get(number, []))
        if first is not None and first.get("seed") != saved_seed:
            return number, first
        if first is not None or number == said:
            return number, None
        log.warning("table %s: the journal of game %d does not say which game it is", code, number)
    return said, None


def _first_line(found: list[tuple[int, Path]]) -> dict[str, Any] | None:
    """The line naming the game at the head of its oldest journal (None: none that reads)."""
    for _base, path in found:
        try:
            entry = json.loads(path.read_bytes().split(b"\n", 1)[0])
        except (OSError, ValueError):
            continue
        if (isinstance(entry, dict) and isinstance(entry.get("seed"), int) and isinstance(entry.get("options"), dict)
                and "seq" not in entry):
            return entry
    return None


def _hold_again(table: Table, doc: dict[str, Any], before_last: Any, *, journalled: bool) -> None:
    """Hold the round end the table stood at when it was saved: the seats
    file says so (``held`` at this position, and who was ``ready``), or the
    last move, read from a journal written after the seats file, ended a
    round (a kill before the round end's checkpoint landed)."""
    from cardtable.engine.replay import final_state

    if table.seq == 0 or table.over():
        return
    rules = table.rules
    held_seq = doc.get("held")
    said = held_seq == table.seq and not isinstance(held_seq, bool)
    if not said and not journalled:
        return
    before = before_last if before_last is not None else final_state(rules, table.options, table.seed,
                                                                      table.actions[:-1])
    if len(rules.records(table.state)) <= len(rules.records(before)):
        return  # the last move ended no round
    held = rules.round_end_position(before, table.actions[-1])
    table.held = held if held is not None else table.state
    ready = doc.get("ready") if said else None
    if isinstance(ready, list):
        table.ready = {seat for seat in ready if isinstance(seat, int) and not isinstance(seat, bool)
                       and 0 <= seat < len(table.seats) and table.seats[seat].kind == PERSON}


def _journal_moves(code: str, found: list[tuple[int, Path]], rules: Any, state: Any,
                   seq: int) -> tuple[list[Any], bool, Any]:
    """The journalled moves (of the journals ``found``) that follow position
    ``seq`` of ``state``, each checked by the engine; whether every line was
    read (False: a torn line, a gap or a refused move ended the reading); the
    state before the last of those moves (None without one)."""
    moves: list[Any] = []
    before: Any = None
    for _base, path in found:
        for number, line in enumerate(path.read_bytes().split(b"\n")):
            if not line.strip():
                continue
            try:
                entry = json.loads(line)
                if number == 0 and isinstance(entry, dict) and "game" in entry and "seq" not in entry:
                    continue  # the line naming the game
                at = entry["seq"]
                if not isinstance(at, int) or isinstance(at, bool):
                    raise ValueError("seq")
                if at < seq:
                    continue  # already in the save file (or an older journal)
                if at > seq:
                    log.warning("table %s: journal %s jumps from move %d to %d", code, path.name, seq, at)
                    return moves, False, before
                action = rules.action_from_json(entry["action"])
                if rules.check(state, action) is not None:
                    raise ValueError("a move the rules refuse")
            except (ValueError, KeyError, TypeError, EngineError) as exc:
                log.warning("table %s: journal %s line %d ends the reading: %s", code, path.name, number + 1, exc)
                return moves, False, before
            before, state = state, rules.apply(state, action)
            moves.append(action)
            seq += 1
    return moves, True, before


def delete_table(folder: Path, code: str) -> None:
    """Remove a table's game, journals and seats files (and backups); OSError if one stays."""
    from cardtable.persistence.paths import backup_path

    for path in _paths(folder, code):
        for one in (path, backup_path(path)):
            one.unlink(missing_ok=True)
    for found in all_journals(folder, code).values():
        for _base, journal in found:
            journal.unlink(missing_ok=True)


__all__ = [
    "CHECKPOINT_EVERY",
    "Seats",
    "Snapshot",
    "TableStore",
    "all_journals",
    "append_moves",
    "delete_table",
    "game_line",
    "journal_lines",
    "journal_path",
    "journals",
    "load_table",
    "load_tables",
    "save_table",
    "snapshot",
    "sync_file",
    "sync_files",
    "write_seats",
    "write_snapshot",
]
