"""The operator's commands on a server's data folder: ``list``, ``close CODE``, ``gc``.

Why apart from ``__main__``: these work on the files of a data folder that
a server may be serving at the same moment. Only one process may change a
table's files, so a serving server holds a lock on the folder
(``server_lock``); a command finds the lock free (no server: it does the
work on the files itself) or taken (it leaves a request in ``requests/``
that the running server's sweep carries out within its sweep interval,
``lifecycle``). Nothing here needs Qt or a running loop.
"""

from __future__ import annotations

import contextlib
import json
import logging
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import IO

from cardtable.net.lifecycle import (
    FINISHED,
    LOCK,
    Lifetimes,
    activities,
    delete_old_finished,
    last_activity,
    move_to_finished,
    request,
    table_state,
)
from cardtable.net.protocol import normal_code

log = logging.getLogger(__name__)


class ServerRunning(OSError):
    """Another server serves this data folder."""


@contextlib.contextmanager
def server_lock(data: Path) -> Iterator[IO[bytes]]:
    """Hold the data folder's lock (``ServerRunning`` when a server holds it).
    Released when the process ends, however it ends (an flock). Where the
    system has no flock, nothing is locked."""
    data.mkdir(parents=True, exist_ok=True)
    handle = open(data / LOCK, "ab")  # noqa: SIM115 - held for the whole block
    try:
        try:
            import fcntl
        except ImportError:  # not a Unix: no lock
            yield handle
            return
        try:
            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            raise ServerRunning(f"a server is serving {data}") from None
        yield handle
    finally:
        handle.close()


def server_is_running(data: Path) -> bool:
    if not data.is_dir():
        return False
    try:
        with server_lock(data):
            return False
    except ServerRunning:
        return True


@dataclass(frozen=True)
class Listed:
    """One table of a data folder, as ``list`` shows it."""

    code: str
    game: str
    state: str  # open, playing, over or finished
    seats: str
    last_activity: float | None

    def line(self) -> str:
        when = (time.strftime("%Y-%m-%d %H:%M", time.localtime(self.last_activity))
                if self.last_activity is not None else "?")
        return f"{self.code}  {self.game:<8} {self.state:<9} {when}  {self.seats}"


def _codes(folder: Path) -> list[str]:
    return sorted(p.name[len("table-"):-len(".seats.json")] for p in folder.glob("table-*.seats.json"))


def _seats_text(folder: Path, code: str) -> str:
    try:
        doc = json.loads((folder / f"table-{code}.seats.json").read_text(encoding="utf-8"))
        return ", ".join(f"{s.get('name') or '-'}" + (" (computer)" if s.get("kind") == "computer" else "")
                         + ("" if s.get("joined") or s.get("kind") == "computer" else " (free)")
                         for s in doc["seats"])
    except (OSError, ValueError, KeyError, TypeError):
        return "?"


def list_tables(data: Path, *, finished: bool = True) -> list[Listed]:
    """The tables in ``data`` (their games replayed to know their state) and,
    with ``finished``, those retired into ``finished/`` (read, not replayed)."""
    from cardtable.net.saving import load_table

    out = []
    changed = activities(data)  # (each folder read once: thousands of finished tables)
    for code in _codes(data):
        try:
            table, _admin = load_table(data, code)
            game, state = table.rules.game_id, table_state(table)
        except Exception as exc:  # a damaged table is listed as such
            game, state = "?", f"damaged: {str(exc)[:60]}"
        out.append(Listed(code, game, state, _seats_text(data, code), changed.get(code)))
    folder = data / FINISHED
    if finished and folder.is_dir():
        changed = activities(folder)
        for code in _codes(folder):
            try:
                game = str(json.loads((folder / f"table-{code}.cardtable").read_bytes())["game"])
            except (OSError, ValueError, KeyError, TypeError):
                game = "?"
            out.append(Listed(code, game, "finished", _seats_text(folder, code), changed.get(code)))
    return out


def close_table(data: Path, code: str) -> str:
    """Retire one table now; what happened, in words for the operator.
    ValueError when there is no such table."""
    code = normal_code(code)
    if not code or not (data / f"table-{code}.seats.json").exists():
        if code and (data / FINISHED / f"table-{code}.seats.json").exists():
            return f"table {code} is finished already"
        raise ValueError(f"no table {code or '(none)'} in {data}")
    try:
        with server_lock(data):
            move_to_finished(data, code)
            return f"table {code} closed (its files are in {data / FINISHED})"
    except ServerRunning:
        request(data, f"close-{code}")
        return (f"table {code}: the running server closes it at its next sweep (within 30 seconds, or its "
                "--sweep-seconds) and tells its windows")


def collect(data: Path, life: Lifetimes, now: float | None = None) -> list[str]:
    """Retire what is due and delete finished tables past their time; what
    was done, one line each. With a server running it only deletes old
    finished tables: the server retires its tables itself."""
    from cardtable.net.saving import load_table

    now = time.time() if now is None else now
    done = []
    try:
        with server_lock(data):
            for code in _codes(data):
                try:
                    table, _admin = load_table(data, code)
                except Exception as exc:  # a damaged table stays for the operator to look at
                    done.append(f"table {code} left alone: it cannot be read ({str(exc)[:60]})")
                    continue
                since = now - (last_activity(data, code) or now)
                if table.over() and since >= min(life.over_grace, life.over_empty_grace):
                    move_to_finished(data, code, now)
                    done.append(f"table {code} retired: its game is over")
                elif not table.over() and since >= life.abandon:
                    move_to_finished(data, code, now)
                    done.append(f"table {code} retired: nobody came for {since / 86400:.0f} days")
    except ServerRunning:
        done.append("a server is running: it retires its tables at every sweep; only old finished tables "
                    "are deleted here")
    done += [f"table {code} deleted (finished {life.keep_finished / 86400:.0f} days ago or more)"
             for code in delete_old_finished(data, life.keep_finished, now)]
    return done


__all__ = ["Listed", "ServerRunning", "close_table", "collect", "list_tables", "server_is_running", "server_lock"]
