"""A network host's tables on disk, kept without the host ever waiting for the disk.

Why apart from ``host``: the host serves connections; what of each table is
already on disk (``saving.TableStore``), the checkpoints and seats waiting
to be written on a worker thread, and the journals to flush every few
seconds are one job of their own (``TableKeeper``), used by the host after
every change of a table. A move's journal line (a few dozen bytes appended
to a file kept open: the operating system's cache takes it at once) is
written on the loop, before anybody is shown the move, so a killed host
loses no move anybody saw; handing each line to a thread instead cost a
busy server half as much CPU again and tens of milliseconds per move
(each write hands the interpreter's lock back and forth:
benchmarks/README.md). Everything slow (checkpoints, seats, flushing to
the disk) runs on the worker threads. They are the host's only ones: the
host hands them its computers' turns and its file moves too (``off_loop``),
so a host starts one pool of threads and no other. No Qt.
"""

from __future__ import annotations

import asyncio
import logging
import os
import weakref
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any, TypeVar

from cardtable.net.saving import TableStore, sync_files, write_seats, write_snapshot
from cardtable.net.table import Table

log = logging.getLogger(__name__)

SYNC_SECONDS = 2.0  # appended journal lines reach the disk within this (a killed process loses nothing)
#: the host's worker threads (saves, computers' turns, file moves): as many as asyncio's default pool
WORKERS = min(32, (os.cpu_count() or 1) + 4)

T = TypeVar("T")


class TableKeeper:
    """Every table's changes of one host on disk in ``folder`` (None: kept nowhere)."""

    def __init__(self, folder: Path | None) -> None:
        self.folder = folder
        self._pending_saves: dict[str, Any] = {}  # code -> (write, item): the newest not yet written
        self._pending_seats: dict[str, Any] = {}  # code -> seats to write after a waiting checkpoint
        self._stores: dict[str, TableStore] = {}  # code -> what is on disk
        self._unsynced: set[str] = set()  # tables whose journal was appended since the last sync
        self._sync_task: asyncio.Task[None] | None = None
        self._saving: set[str] = set()
        self._waiting: dict[str, list[asyncio.Future[None]]] = {}  # code -> who waits for its writes (``written``)
        self._save_tasks: set[asyncio.Task[None]] = set()
        self._workers: ThreadPoolExecutor | None = None  # made at the first write
        self._running: set[Future[Any]] = set()  # the workers' work not yet done (``close`` waits for it)
        #: tables let go (retired): a late change (a move racing the retirement) writes nothing
        self._gone: weakref.WeakSet[Table] = weakref.WeakSet()

    def _pool(self) -> ThreadPoolExecutor:
        if self._workers is None:
            self._workers = ThreadPoolExecutor(max_workers=WORKERS, thread_name_prefix="cardtable-host-work")
        return self._workers

    async def off_loop(self, work: Callable[..., T], *args: Any) -> T:
        """``work(*args)`` on the host's worker threads (a computer's turn,
        moving a table's files): the loop goes on serving meanwhile."""
        future: Future[T] = self._pool().submit(work, *args)
        self._running.add(future)
        future.add_done_callback(self._running.discard)
        return await asyncio.wrap_future(future)

    def start(self) -> None:
        """Flush the journals every ``SYNC_SECONDS`` while the host serves."""
        if self.folder is not None and self._sync_task is None:
            self._sync_task = asyncio.get_running_loop().create_task(self._sync_journals())

    async def close(self) -> None:
        """Everything written and flushed; the journals closed."""
        if self._sync_task is not None:
            self._sync_task.cancel()
            self._sync_task = None
        await self.saved()
        workers, self._workers = self._workers, None
        if workers is not None:
            # wait for the work under way (a computer still thinking) without
            # stopping the loop: it serves the app's other connections too
            workers.shutdown(wait=False, cancel_futures=True)
            running = [asyncio.wrap_future(f) for f in list(self._running) if not f.done()]
            if running:
                await asyncio.wait(running)
            workers.shutdown(wait=True)  # the threads, idle now, end
        for store in self._stores.values():
            store.close()
        self._stores.clear()

    def keep(self, table: Table) -> None:
        """Keep the table's change on disk (``saving``): a new move is appended
        to the table's journal at once (a short write, no rewrite); a
        checkpoint (the whole game file, at round ends and now and then) and
        changed seats are written on a worker thread, so the host never
        waits for the disk. A table that changes again while its write runs
        is written once more afterwards with its newest checkpoint (writes
        of one table never overlap, and the last one wins)."""
        if self.folder is None or table in self._gone:
            return

        store = self._stores.get(table.code)
        if store is None:
            store = self._stores[table.code] = TableStore.for_loaded(self.folder, table, table.admin)
        try:
            snap, seats = store.plan(table, table.admin)
        except OSError:  # the journal could not be appended: the next checkpoint writes it all
            log.exception("could not append to the journal of table %s", table.code)
            store.base = -1
            return
        if store.unsynced:
            self._unsynced.add(table.code)
        if snap is None and seats is None:
            return
        write, item = (write_snapshot, snap) if snap is not None else (write_seats, seats)
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:  # no loop yet (a table added before serving): at once
            if not self._write(write, item):
                store.base = -1
            return
        pending = self._pending_saves.get(table.code)
        if snap is None and pending is not None and pending[0] is write_snapshot:
            # a checkpoint is waiting: it carries old seats, so write these after it
            self._pending_seats[table.code] = item
        else:
            self._pending_saves[table.code] = (write, item)
        if table.code not in self._saving:
            self._saving.add(table.code)
            task = loop.create_task(self._save_loop(table.code))
            self._save_tasks.add(task)  # held until done (the loop keeps only weak references)
            task.add_done_callback(self._save_tasks.discard)

    async def forget(self, table: Table) -> None:
        """Let the table go: its waiting writes done, its journal flushed and
        closed, nothing of it kept here any more (its files may be moved)."""
        self._gone.add(table)
        code = table.code
        while code in self._saving:
            await asyncio.sleep(0.01)
        store = self._stores.pop(code, None)
        self._pending_saves.pop(code, None)
        self._pending_seats.pop(code, None)
        self._unsynced.discard(code)
        if store is not None:
            paths = list(store.unsynced)
            store.close()
            if paths and self.folder is not None:
                await self.off_loop(sync_files, self.folder, paths)

    def kept(self) -> int:
        """How many tables this keeper holds something of (the leak tests look)."""
        return len(set(self._stores) | set(self._pending_saves) | set(self._pending_seats) | self._unsynced
                   | self._saving)

    async def _save_loop(self, code: str) -> None:
        try:
            while code in self._pending_saves or code in self._pending_seats:
                if code in self._pending_saves:
                    write, item = self._pending_saves.pop(code)
                else:
                    write, item = write_seats, self._pending_seats.pop(code)
                if not await self.off_loop(self._write, write, item):
                    store = self._stores.get(code)
                    if store is not None:  # (on the loop's thread, like every other use of the store)
                        store.base = -1  # the next change writes a whole checkpoint again
        finally:
            self._saving.discard(code)
            for waiter in self._waiting.pop(code, ()):
                if not waiter.done():
                    waiter.set_result(None)

    async def written(self, code: str) -> None:
        """Wait until what was kept of the table so far is on disk (a table
        just opened, a seat just taken: acknowledged only once a killed host
        would still know them). At once when nothing of it waits."""
        if code not in self._saving:
            return
        waiter = asyncio.get_running_loop().create_future()
        self._waiting.setdefault(code, []).append(waiter)
        await waiter

    def _write(self, write: Callable[..., None], item: Any) -> bool:
        """Write on a worker thread; False when it failed (and was logged)."""
        try:
            write(self.folder, item)
        except Exception:  # a full disk must not stop the table: the players go on
            log.exception("could not save table %s", item.code)
            return False
        return True

    async def _sync_journals(self) -> None:
        """Flush the journals written to in the last seconds to the disk (a
        killed host loses nothing anyway; this bounds a power cut to ~2 s)."""
        while True:
            await asyncio.sleep(SYNC_SECONDS)
            await self._sync_now()

    async def _sync_now(self) -> None:
        paths: list[Path] = []
        for code in list(self._unsynced):
            store = self._stores.get(code)
            if store is not None:
                paths.extend(store.unsynced)
                store.unsynced.clear()
        self._unsynced.clear()
        folder = self.folder
        if paths and folder is not None:
            await self.off_loop(sync_files, folder, paths)

    async def saved(self) -> None:
        """Wait until every table's latest change is on disk (tests, a clean stop)."""
        while self._saving:
            await asyncio.sleep(0.01)
        await self._sync_now()
