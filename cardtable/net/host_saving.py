"""A network host's tables on disk, kept without the event loop ever touching the disk.

Why apart from ``host``: the host serves connections; what of each table is
already on disk (``saving.TableStore``), the journal lines, checkpoints and
seats waiting to be written on worker threads, and the journals to flush
every few seconds are one job of their own (``TableKeeper``), used by the
host after every change of a table. A move's journal line is appended by
one thread for all tables (``_Appender``: in order, many lines per wake-up)
and the host shows the move to nobody before the line is written (it awaits
what ``keep`` returns), so a killed host still loses no move anybody saw,
while a slow or hung disk stalls only the tables that wait for it, never
the loop. No Qt.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import queue
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from cardtable.net.saving import Lines, TableStore, sync_files, write_seats, write_snapshot
from cardtable.net.table import Table

log = logging.getLogger(__name__)

SYNC_SECONDS = 2.0  # appended journal lines reach the disk within this (a killed process loses nothing)


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
        self._save_tasks: set[asyncio.Task[None]] = set()
        self._workers: ThreadPoolExecutor | None = None  # made at the first write
        self._appender: _Appender | None = None  # made at the first journal line
        self._appending: dict[str, asyncio.Future[None]] = {}  # code -> its newest journal lines not yet written

    def _pool(self) -> ThreadPoolExecutor:
        if self._workers is None:
            self._workers = ThreadPoolExecutor(max_workers=2, thread_name_prefix="cardtable-save")
        return self._workers

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
        if self._appender is not None:
            await asyncio.get_running_loop().run_in_executor(None, self._appender.stop)
            self._appender = None
        if self._workers is not None:
            self._workers.shutdown(wait=True)
            self._workers = None
        for store in self._stores.values():
            store.close()
        self._stores.clear()

    def forget(self, code: str) -> None:
        """The table leaves the host: close its journal once what was asked
        of it is written (never waits; its files stay on disk)."""
        store = self._stores.pop(code, None)
        if store is None:
            return
        self._unsynced.discard(code)
        pending = self._appending.get(code)
        if pending is not None and not pending.done():
            pending.add_done_callback(lambda _f: store.close())
        else:
            store.close()

    def keep(self, table: Table) -> asyncio.Future[None] | None:
        """Keep the table's change on disk (``saving``): a new move is appended
        to the table's journal at once (a short write, no rewrite); a
        checkpoint (the whole game file, at round ends and now and then) and
        changed seats are written on a worker thread, so the host never
        waits for the disk. A table that changes again while its write runs
        is written once more afterwards with its newest checkpoint (writes
        of one table never overlap, and the last one wins). Returns, when
        journal lines were appended, the future that is done once they are
        written (the host shows the move after it); else None."""
        if self.folder is None:
            return None

        store = self._stores.get(table.code)
        if store is None:
            store = self._stores[table.code] = TableStore.for_loaded(self.folder, table, table.admin)
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:  # no loop yet (a table added before serving): at once
            try:
                snap, seats = store.plan(table, table.admin)
            except OSError:  # the journal could not be appended: the next checkpoint writes it all
                log.exception("could not append to the journal of table %s", table.code)
                store.base = -1
                return None
            if snap is not None or seats is not None:
                write, item = (write_snapshot, snap) if snap is not None else (write_seats, seats)
                if not self._write(write, item):
                    store.base = -1
            return None
        lines, snap, seats = store.plan_writes(table, table.admin)
        written = self._append(loop, store, lines) if lines is not None else None
        if snap is None and seats is None:
            return written
        write, item = (write_snapshot, snap) if snap is not None else (write_seats, seats)
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
        return written

    def _append(self, loop: asyncio.AbstractEventLoop, store: TableStore, lines: Lines) -> asyncio.Future[None]:
        """Journal lines to the appending thread; the future of their write."""
        if self._appender is None:
            self._appender = _Appender(loop, self._appended)
        done = self._appender.append(store, lines)
        self._appending[store.code] = done
        done.add_done_callback(lambda f, code=store.code: self._appending.pop(code, None)
                               if self._appending.get(code) is f else None)
        return done

    def _appended(self, store: TableStore, path: Path | None) -> None:
        """On the loop: lines of ``store`` were written to ``path`` (None: they could not be)."""
        if path is None:  # the journal could not be appended: the next change writes a whole checkpoint
            store.base = -1
        elif self._stores.get(store.code) is store:
            store.unsynced.add(path)
            self._unsynced.add(store.code)

    async def _save_loop(self, code: str) -> None:
        loop = asyncio.get_running_loop()
        try:
            while code in self._pending_saves or code in self._pending_seats:
                appending = self._appending.get(code)
                if appending is not None:  # a checkpoint drops the journals before it: their lines first
                    await asyncio.wait({appending})
                if code in self._pending_saves:
                    write, item = self._pending_saves.pop(code)
                else:
                    write, item = write_seats, self._pending_seats.pop(code)
                if not await loop.run_in_executor(self._pool(), self._write, write, item):
                    store = self._stores.get(code)
                    if store is not None:  # (on the loop's thread, like every other use of the store)
                        store.base = -1  # the next change writes a whole checkpoint again
        finally:
            self._saving.discard(code)

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
            await asyncio.get_running_loop().run_in_executor(self._pool(), sync_files, folder, paths)

    async def saved(self) -> None:
        """Wait until every table's latest change is on disk (tests, a clean stop)."""
        while self._saving or self._appending:
            if self._appending:
                await asyncio.wait(set(self._appending.values()))
            else:
                await asyncio.sleep(0.01)
        await self._sync_now()


_Append = tuple[TableStore, Lines, "asyncio.Future[None]"]


class _Appender:
    """One thread that appends every table's journal lines, in the order they
    came. The lines asked for during one turn of the loop go to the thread
    together (one wake-up of the thread), and their futures are done on the
    loop together (one wake-up of the loop): a busy server writes many
    tables' moves per hand-over."""

    def __init__(self, loop: asyncio.AbstractEventLoop,
                 appended: Callable[[TableStore, Path | None], None]) -> None:
        self._loop = loop
        self._appended = appended
        self._batch: list[_Append] = []  # asked for during this turn of the loop
        self._queue: queue.SimpleQueue[list[_Append] | None] = queue.SimpleQueue()
        self._thread = threading.Thread(target=self._run, name="cardtable-journal", daemon=True)
        self._thread.start()

    def append(self, store: TableStore, lines: Lines) -> asyncio.Future[None]:
        done = self._loop.create_future()
        if not self._batch:
            self._loop.call_soon(self._hand_over)
        self._batch.append((store, lines, done))
        return done

    def _hand_over(self) -> None:
        batch, self._batch = self._batch, []
        self._queue.put(batch)

    def stop(self) -> None:
        """Write what waits, then end the thread (blocks: call it off the loop's thread)."""
        self._queue.put(None)
        self._thread.join()

    def _run(self) -> None:
        while True:
            batches = [self._queue.get()]
            with contextlib.suppress(queue.Empty):
                while True:
                    batches.append(self._queue.get_nowait())
            results: list[tuple[TableStore, Path | None, asyncio.Future[None]]] = []
            for entry in (entry for batch in batches if batch is not None for entry in batch):
                store, (base, data), done = entry
                try:
                    path: Path | None = store.append(base, data)
                except OSError:  # a full disk must not stop the table: the players go on
                    log.exception("could not append to the journal of table %s", store.code)
                    path = None
                results.append((store, path, done))
            if results:
                with contextlib.suppress(RuntimeError):  # the loop is gone (the host stopped)
                    self._loop.call_soon_threadsafe(self._finish, results)
            if None in batches:
                return

    def _finish(self, results: list[tuple[TableStore, Path | None, asyncio.Future[None]]]) -> None:
        for store, path, done in results:
            self._appended(store, path)
            if not done.done():
                done.set_result(None)
