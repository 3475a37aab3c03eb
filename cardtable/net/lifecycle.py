"""A table's life on a host that runs for months: open, playing, over, retired.

Why apart from ``host``: a server that is never restarted must hold only
the tables in play, not every table ever played. Something has to decide
when a table is done with and let it go: that is this module, a periodic
*sweep* on the host's loop, driven by an injectable clock (the wall clock:
the ages of files on disk are measured in it too) so the tests step through
days without sleeping.

A table is *open* (waiting for its people), *playing*, or *over* (the
standings stay up, another game may start at the same code). It retires

- when it has been over for ``over_grace`` seconds without becoming a
  playing table again, or for ``over_empty_grace`` once nobody is connected;
- when nobody has been connected for ``abandon`` seconds (an unstarted or
  unfinished table, default 30 days);
- when the operator asks (``cardtable-server close CODE``: a request file
  in the data folder's ``requests/`` that the sweep picks up).

Retiring (``Host.retire``) closes its connections with 4008 and a reason,
closes its journal, moves its files to ``finished/`` in the data folder
(the players' histories already hold the game; the files are kept for
``keep_finished`` seconds, then deleted) and releases its counters.
No Qt.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from cardtable.net.host_tables import TableHost
    from cardtable.net.table import Table

log = logging.getLogger(__name__)

DAY = 24 * 3600.0
FINISHED = "finished"  # the data folder's subfolder of retired tables
REQUESTS = "requests"  # the data folder's subfolder of the operator's requests (one empty file each)
LOCK = ".server.lock"  # held (flock) by the server that serves the folder
CLEAN_EVERY = 3600.0  # seconds between two looks for finished tables past their time (kept for days)


@dataclass(frozen=True)
class Lifetimes:
    """How long tables stay, in seconds (``cardtable-server serve`` flags)."""

    abandon: float = 30 * DAY  # nobody connected to an unstarted or unfinished table
    over_grace: float = 600.0  # a game over, and nobody started another at the table
    over_empty_grace: float = 120.0  # ... and nobody connected any more
    keep_finished: float = 30 * DAY  # a retired table's files in finished/
    sweep_every: float = 30.0


def table_state(table: Table) -> str:
    """``open``, ``playing`` or ``over`` (a retired table is ``finished``)."""
    if table.over():
        return "over"
    return "playing" if table.started else "open"


def table_files(folder: Path, code: str) -> list[Path]:
    """Every file of the table ``code`` in ``folder`` (game, backups, seats, journals)."""
    return sorted(p for p in folder.glob(f"table-{code}.*") if p.is_file())


def files_by_table(folder: Path) -> dict[str, list[os.DirEntry[str]]]:
    """Every table's files in ``folder`` (code -> its files), the folder read
    once: a server keeps thousands of finished tables, and looking for each
    table's files by name reads the whole folder once per table."""
    out: dict[str, list[os.DirEntry[str]]] = {}
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return out
    for entry in entries:
        if entry.name.startswith("table-") and "." in entry.name:
            with contextlib.suppress(OSError):
                if entry.is_file(follow_symlinks=False):
                    out.setdefault(entry.name[len("table-"):].split(".", 1)[0], []).append(entry)
    return out


def activities(folder: Path) -> dict[str, float]:
    """When each table's files in ``folder`` last changed (code -> the wall clock), in one pass."""
    out: dict[str, float] = {}
    for code, entries in files_by_table(folder).items():
        times = []
        for entry in entries:
            with contextlib.suppress(OSError):
                times.append(entry.stat(follow_symlinks=False).st_mtime)
        if times:
            out[code] = max(times)
    return out


def last_activity(folder: Path, code: str) -> float | None:
    """When the table's files last changed (a move, a seat): the wall clock, or None."""
    times = []
    for path in table_files(folder, code):
        with contextlib.suppress(OSError):
            times.append(path.stat().st_mtime)
    return max(times, default=None)


def move_to_finished(folder: Path, code: str, now: float | None = None) -> None:
    """Move the table's files into ``finished/`` (its retention counts from
    ``now``: the files' times are set to it)."""
    target = folder / FINISHED
    target.mkdir(exist_ok=True)
    stamp = time.time() if now is None else now
    for path in table_files(folder, code):
        moved = target / path.name
        os.replace(path, moved)
        with contextlib.suppress(OSError):
            os.utime(moved, (stamp, stamp))


def is_finished(folder: Path, code: str) -> bool:
    """Whether ``code`` is a retired table still kept in ``finished/``."""
    return (folder / FINISHED / f"table-{code}.seats.json").exists()


def delete_old_finished(folder: Path, keep: float, now: float) -> list[str]:
    """Delete the retired tables whose files are older than ``keep`` seconds; their codes."""
    finished = folder / FINISHED
    if not finished.is_dir():
        return []
    gone = []
    for code, entries in sorted(files_by_table(finished).items()):
        if not any(entry.name.endswith(".seats.json") for entry in entries):
            continue
        times = []
        for entry in entries:
            with contextlib.suppress(OSError):
                times.append(entry.stat(follow_symlinks=False).st_mtime)
        if times and now - max(times) >= keep:
            for entry in entries:
                with contextlib.suppress(OSError):
                    os.unlink(entry.path)
            gone.append(code)
    return gone


def request(folder: Path, name: str) -> Path:
    """Leave a request for the running server (``close-CODE``)."""
    path = folder / REQUESTS / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.touch()
    return path


def take_requests(folder: Path) -> list[str]:
    """The operator's waiting requests (each removed as it is read)."""
    found = []
    with contextlib.suppress(OSError):
        for path in sorted((folder / REQUESTS).iterdir()):
            with contextlib.suppress(OSError):
                path.unlink()
                found.append(path.name)
    return found


class Lifecycle:
    """Which of a host's tables are due to retire, and the sweep that retires them."""

    def __init__(self, host: TableHost, lifetimes: Lifetimes | None = None, *,
                 clock: Callable[[], float] = time.time) -> None:
        self.host = host
        self.lifetimes = lifetimes or Lifetimes()
        self.clock = clock
        self.seen: dict[str, float] = {}  # code -> when somebody was last connected (or the table came)
        self.over_since: dict[str, float] = {}  # code -> when the table was seen over (cleared when it is not)
        self.cleaned_at: float | None = None  # when finished tables past their time were last deleted
        self._task: asyncio.Task[None] | None = None

    # -- the host's hooks ---------------------------------------------------------------
    def added(self, code: str, last_active: float | None = None) -> None:
        """A table came to the host (``last_active``: its files' time when re-opened)."""
        self.seen[code] = self.clock() if last_active is None else last_active

    def touch(self, code: str) -> None:
        """Somebody came to the table (a ``hello``): it is not abandoned, even
        when they leave again before the next sweep sees them."""
        if code in self.seen:
            self.seen[code] = self.clock()

    def forget(self, code: str) -> None:
        self.seen.pop(code, None)
        self.over_since.pop(code, None)

    # -- deciding --------------------------------------------------------------------------
    def due(self) -> list[tuple[str, str]]:
        """The tables to retire now, each with the reason the windows hear."""
        now, life, host = self.clock(), self.lifetimes, self.host
        out = []
        for code, table in list(host.tables.items()):
            connected = bool(host.sessions.get(code)) or bool(host.watchers.get(code))
            if connected:
                self.seen[code] = now
            if table.over():
                since = self.over_since.setdefault(code, now)
                grace = life.over_grace if connected else min(life.over_grace, life.over_empty_grace)
                if now - since >= grace and not table.rematch_open():  # not while another game is asked for
                    out.append((code, "the game is over and the table has closed"))
                continue
            self.over_since.pop(code, None)  # playing again at the same code
            if now - self.seen.setdefault(code, now) >= life.abandon:
                out.append((code, "nobody came to this table for a long time: it has closed"))
        return out

    # -- the sweep ---------------------------------------------------------------------------
    def start(self) -> None:
        if self._task is None:
            self._task = asyncio.get_running_loop().create_task(self._run())

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None

    async def _run(self) -> None:
        while True:
            await asyncio.sleep(self.lifetimes.sweep_every)
            try:
                await self.sweep()
            except Exception:  # a sweep that fails must not end the sweeping
                log.exception("the sweep of the tables failed")

    async def sweep(self) -> list[str]:
        """Retire what is due, answer the operator's requests, release old
        counters, delete finished tables past their time; the retired codes."""
        host = self.host
        folder = host.autosave_dir
        retired = []
        wanted = set()
        if folder is not None:
            for name in await host.keeper.off_loop(take_requests, folder):
                if name.startswith("close-"):
                    wanted.add(name[len("close-"):])
        for code, reason in self.due():
            if await host.retire(code, reason):
                retired.append(code)
        for code in sorted(wanted):
            if code in host.tables:
                if await host.retire(code, "the host closed this table"):
                    retired.append(code)
            elif folder is not None and (folder / f"table-{code}.seats.json").exists():
                await host.keeper.off_loop(move_to_finished, folder, code, self.clock())
                retired.append(code)
            else:
                log.warning("close %s: no such table", code)
        host.prune_counters()
        now = self.clock()
        if folder is not None and (self.cleaned_at is None or now - self.cleaned_at >= CLEAN_EVERY):
            self.cleaned_at = now  # (kept for days: once an hour is soon enough, and finished/ can be large)
            for code in await host.keeper.off_loop(delete_old_finished, folder, self.lifetimes.keep_finished, now):
                log.info("deleted finished table %s (kept %.0f days)", code, self.lifetimes.keep_finished / DAY)
        return retired


__all__ = ["DAY", "FINISHED", "LOCK", "REQUESTS", "Lifecycle", "Lifetimes", "activities", "delete_old_finished",
           "files_by_table",
           "is_finished", "last_activity", "move_to_finished", "request", "table_files", "table_state",
           "take_requests"]
