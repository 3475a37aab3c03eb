"""The network tables this person joined from this computer, so they can take their seat again later.

Why: a window at another computer's table holds its seat's secret token
only in memory; once the app quits, crashes or gives up reconnecting, the
seat would be lost for good (every seat of the table is taken, so joining by
code again is refused). So each seat taken at someone else's table is kept
here from the host's welcome until the game is over, the host says the
table or the token is gone, or the person deletes it: the address, the
code, the seat and its token, the person's name, and the table as last seen
(its name, game and seat names, for the start page).

The file is ``joined-tables.json`` in the app's data folder, written
atomically and readable by its owner only (the tokens are secrets). A
damaged file is logged and counts as empty; it is set aside before the
next write, never read as half a list. A table whose host said it has no
table of this code is ``gone``: no longer listed, but its token is kept a
while so that typing its code at the address where the host opened it
again (another port) still gives the seat back. No Qt here.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import time
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any

from cardtable.persistence.atomic import atomic_write_bytes
from cardtable.persistence.errors import SaveError
from cardtable.persistence.jsonio import parse_json_bytes, read_bounded
from cardtable.persistence.paths import joined_tables_file

FORMAT = 1
MAX_TABLES = 32  # the newest ones are kept
GONE_DAYS = 14  # how long a table that is no longer listed keeps its token
_MAX_BYTES = 256 * 1024
_MAX_TEXT = 200  # characters of an address
_MAX_NAME = 40
log = logging.getLogger(__name__)


@dataclass(frozen=True)
class JoinedTable:
    """One seat at another computer's table (``seen``: seconds since the epoch)."""

    url: str
    code: str
    seat: int
    token: str
    name: str  # this person's name at the table
    game: str
    table_name: str = ""
    names: tuple[str, ...] = ()  # the seats' names as last seen ("" for a seat nobody took)
    seen: float = 0.0
    gone: bool = False  # the host said it has no such table: not listed (see the module docstring)


def joined_tables(*, listed: bool = True) -> list[JoinedTable]:
    """The remembered seats, newest first (``listed``: without the gone ones);
    a damaged file is logged and reads as none."""
    tables = _read()[0]
    return [t for t in tables if not (listed and t.gone)]


def find(code: str) -> JoinedTable | None:
    """The newest remembered seat at the table of this code (gone ones too), or None."""
    wanted = _normal(code)
    return next((t for t in _read()[0] if t.code == wanted), None) if wanted else None


def remember(table: JoinedTable) -> None:
    """Keep ``table`` (first; it replaces the entry of the same token or code
    and seat). SaveError if it cannot be written."""
    table = replace(table, code=_normal(table.code))
    kept = [t for t in _read()[0] if t.token != table.token and (t.code, t.seat) != (table.code, table.seat)]
    _write([table, *kept])


def mark_gone(token: str) -> bool:
    """The host has no such table (any more): no longer listed, the token kept
    a while (see the module docstring). False if it was not remembered."""
    tables = _read()[0]
    if not any(t.token == token for t in tables):
        return False
    _write([replace(t, gone=True, seen=time.time()) if t.token == token else t for t in tables])
    return True


def forget(token: str) -> bool:
    """Forget the seat of this token (game over, refused, deleted); False if
    it was not remembered. SaveError if the file cannot be written."""
    tables = _read()[0]
    left = [t for t in tables if t.token != token]
    if len(left) == len(tables):
        return False
    _write(left)
    return True


def _normal(code: str) -> str:
    return "".join(ch for ch in str(code).upper() if ch.isalnum())[:32]


def _read() -> tuple[list[JoinedTable], bool]:
    """The entries (newest first) and whether the file was fine (or absent)."""
    path = joined_tables_file(create_dir=False)
    try:
        doc = parse_json_bytes(read_bounded(path, _MAX_BYTES), source=str(path), limit=_MAX_BYTES)
    except SaveError as exc:
        if exc.code == "not-found":
            return [], True
        log.warning("the remembered network tables (%s) cannot be read, so none are listed: %s", path, exc.message)
        return [], False
    rows = doc.get("tables") if isinstance(doc, dict) and doc.get("format") == FORMAT else None
    if not isinstance(rows, list):
        log.warning("the remembered network tables (%s) are not in format %s, so none are listed", path, FORMAT)
        return [], False
    tables, now = [], time.time()
    for row in rows:
        table = _entry(row)
        if table is None:
            log.warning("a remembered network table in %s is damaged and left out", path)
        elif not (table.gone and now - table.seen > GONE_DAYS * 86400):
            tables.append(table)
    tables.sort(key=lambda t: t.seen, reverse=True)
    return tables, True


def _entry(row: Any) -> JoinedTable | None:
    """One entry read strictly (a wrong field: None)."""
    if not isinstance(row, dict):
        return None
    texts = {"url": _MAX_TEXT, "code": 32, "token": 64, "name": _MAX_NAME, "game": 20, "table_name": _MAX_NAME}
    fields: dict[str, Any] = {}
    for key, most in texts.items():
        value = row.get(key, "")
        if not isinstance(value, str) or len(value) > most or (key in ("url", "code", "token") and not value):
            return None
        fields[key] = value
    seat, names, seen, gone = row.get("seat"), row.get("names", []), row.get("seen", 0), row.get("gone", False)
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < 16:
        return None
    if not isinstance(names, list) or len(names) > 16 or not all(isinstance(n, str) and len(n) <= _MAX_NAME
                                                                 for n in names):
        return None
    if not isinstance(seen, int | float) or isinstance(seen, bool) or not isinstance(gone, bool):
        return None
    if "://" not in fields["url"]:
        return None
    return JoinedTable(seat=seat, names=tuple(names), seen=float(seen), gone=gone, **fields)


def _write(tables: list[JoinedTable]) -> None:
    path = joined_tables_file()
    if not _read()[1]:  # a damaged file is set aside, not overwritten unseen
        aside = path.with_name(path.name + ".damaged")
        with contextlib.suppress(OSError):
            os.replace(path, aside)
            log.warning("the damaged remembered network tables were moved to %s", aside)
    doc = {"format": FORMAT, "tables": [{**asdict(t), "names": list(t.names)} for t in tables[:MAX_TABLES]]}
    data = (json.dumps(doc, ensure_ascii=False, indent=1) + "\n").encode("utf-8")
    atomic_write_bytes(path, data, mode=0o600)


def file_path() -> Path:
    """Where the remembered tables are kept (for messages and tests)."""
    return joined_tables_file(create_dir=False)


__all__ = ["FORMAT", "JoinedTable", "file_path", "find", "forget", "joined_tables", "mark_gone", "remember"]
