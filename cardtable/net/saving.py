"""A network table on disk: its game as a save file, its seats and tokens beside it.

Why: a host that quits or is killed must lose nothing. After every change
the table's game is written as an ordinary save file (``persistence``:
atomic, replay-checked, so a damaged file is refused rather than played on)
and its seats (names, kinds, tokens) as a small JSON file next to it, so a
restarted host re-opens the table and every window reconnects with the
token it kept. The tokens are secrets: the seats file is written readable
by its owner only.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cardtable.net.table import COMPUTER, PERSON, SeatSlot, Table
from cardtable.persistence import SaveError
from cardtable.persistence.atomic import atomic_write_bytes
from cardtable.persistence.record import SavedGame
from cardtable.persistence.savefile import load, save
from cardtable.seats import Seat

SEATS_FORMAT = 1


def _paths(folder: Path, code: str) -> tuple[Path, Path]:
    return folder / f"table-{code}.cardtable", folder / f"table-{code}.seats.json"


@dataclass(frozen=True)
class Snapshot:
    """A table as it is to be written: immutable, so a worker thread may write
    it while the host plays on (``snapshot`` takes it on the host's thread)."""

    code: str
    rules: Any
    options: Any
    seed: int
    actions: tuple[Any, ...]
    state: Any
    name: str
    seats: tuple[tuple[str, str, str | None, str, bool], ...]  # name, kind, level, token, joined
    started: bool
    admin: int | None


def snapshot(table: Table, admin: int | None) -> Snapshot:
    return Snapshot(table.code, table.rules, table.options, table.seed, tuple(table.actions), table.state,
                    table.name, tuple((s.name, s.kind, s.level, s.token, s.joined) for s in table.seats),
                    table.started, admin)


def save_table(folder: Path, table: Table, admin: int | None) -> None:
    """Write the table's game and seats (atomically; SaveError/OSError on failure)."""
    write_snapshot(folder, snapshot(table, admin))


def write_snapshot(folder: Path, snap: Snapshot) -> None:
    """Write a table's game and seats (atomically; SaveError/OSError on failure)."""
    folder.mkdir(parents=True, exist_ok=True)
    game, seats = _paths(folder, snap.code)
    people = [Seat(name or f"Player {i + 1}", "human" if kind == PERSON else "computer",
                   level if kind == COMPUTER else None) for i, (name, kind, level, _t, _j) in enumerate(snap.seats)]
    save(game, SavedGame.from_game(snap.rules, snap.options, snap.seed, people, snap.actions, snap.state,
                                   title=snap.name or None), verify=False)
    doc = {"format": SEATS_FORMAT, "code": snap.code, "name": snap.name, "admin": snap.admin,
           "started": snap.started,
           "seats": [{"name": name, "kind": kind, "level": level, "token": token, "joined": joined}
                     for name, kind, level, token, joined in snap.seats]}
    atomic_write_bytes(seats, json.dumps(doc, ensure_ascii=False).encode("utf-8"))
    os.chmod(seats, 0o600)


def load_tables(folder: Path) -> list[tuple[Table, int | None]]:
    """Every table saved in ``folder`` that is not over (each with its admin
    seat); a table whose files cannot be read is skipped (and logged)."""
    import logging

    out = []
    for seats_path in sorted(folder.glob("table-*.seats.json")):
        code = seats_path.name[len("table-"):-len(".seats.json")]
        try:
            out.append(load_table(folder, code))
        except (SaveError, OSError, ValueError, KeyError, TypeError) as exc:
            logging.getLogger(__name__).warning("table %s cannot be re-opened: %s", code, exc)
    return [(table, admin) for table, admin in out if not table.over()]


def load_table(folder: Path, code: str) -> tuple[Table, int | None]:
    game, seats_path = _paths(folder, code)
    loaded = load(game)
    doc: dict[str, Any] = json.loads(seats_path.read_text(encoding="utf-8"))
    if doc.get("format") != SEATS_FORMAT or doc.get("code") != code:
        raise ValueError("not a seats file of this table")
    seats = [SeatSlot(str(s["name"]), s["kind"] if s["kind"] in (PERSON, COMPUTER) else PERSON, s.get("level"),
                      str(s["token"]), bool(s.get("joined"))) for s in doc["seats"]]
    table = Table(loaded.rules, loaded.options, loaded.saved.seed, seats, code=code, name=str(doc.get("name", "")),
                  actions=loaded.actions, started=bool(doc.get("started")))
    admin = doc.get("admin")
    return table, admin if isinstance(admin, int) else None


def delete_table(folder: Path, code: str) -> None:
    """Remove a table's game and seats files (and their backups); OSError if one stays."""
    from cardtable.persistence.paths import backup_path

    for path in _paths(folder, code):
        for one in (path, backup_path(path)):
            one.unlink(missing_ok=True)


__all__ = ["Snapshot", "delete_table", "load_table", "load_tables", "save_table", "snapshot", "write_snapshot"]
