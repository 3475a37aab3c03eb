"""The app's one way to run work off the UI thread.

Why: the table must never freeze, and every slow job (a computer's move,
writing the autosave or the history, starting and stopping a hosted table)
used to bring a thread of its own, each with its own way of handing answers
back and of shutting down. ``BackgroundOps`` owns the app's worker threads
(one small pool) and is the only place the app starts one for such work:
``run(work, done=..., failed=..., lane=...)`` runs ``work()`` on a worker
and later calls ``done(result)`` or ``failed(error)`` on the UI thread, never
on the worker. The returned ``Op`` is the handle: ``cancel()`` drops a result
not yet delivered, and a job that has not begun never runs.

Jobs of one ``lane`` run one after the other in the order they were given
(the history is written by one job at a time, a hosted table is stopped
before it is opened again, a computer sees its observations in order);
jobs of different lanes may run at the same time. A lane moves on by itself
on the worker (it never waits for the UI thread), so ``wait`` may block the
UI thread at quit or in a test without a deadlock.

``busy`` (and ``busy_changed``) says whether any job is running or waiting,
and ``when_idle(lanes, then)`` calls ``then`` on the UI thread once the
given lanes are empty: a closing window shows it is closing, keeps
painting, and closes when its host has stopped and its games are written.
In the spirit of Anki's ``QueryOp``. Qt stays here: the Qt-free packages
(``net``, ``persistence``) get plain callables.
"""

from __future__ import annotations

import contextlib
import logging
import threading
from collections import deque
from collections.abc import Callable, Hashable, Iterable
from concurrent.futures import ThreadPoolExecutor
from typing import Generic, TypeVar

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer, Signal

log = logging.getLogger(__name__)

T = TypeVar("T")

#: the lanes of the app's jobs that must end before it quits (a closing window waits for them)
HOSTING = "hosting"  # starting and stopping the hosted network table
HISTORY = "history"  # every write to the history database
AUTOSAVE = "autosave"  # the autosave files of the games

#: worker threads of the app: a slow job (a host stopping) leaves room for a computer's move
WORKERS = 4


class Op(Generic[T]):
    """One job given to ``BackgroundOps.run``: its handle."""

    def __init__(self, work: Callable[[], T], done: Callable[[T], None] | None,
                 failed: Callable[[BaseException], None] | None, lane: Hashable,
                 owner: QObject | None = None) -> None:
        self.lane = lane
        self._owner = owner  # its callbacks are dropped once this object is deleted
        self._work = work
        self._done = done
        self._failed = failed
        self._cancelled = False
        self._ran = False  # the work has returned or raised (on the worker)
        self._result: T | None = None
        self._error: BaseException | None = None

    def cancel(self) -> None:
        """Drop the result: neither callback runs (a job not yet begun never runs)."""
        self._cancelled = True

    @property
    def cancelled(self) -> bool:
        return self._cancelled

    def _run(self) -> None:
        """On the worker: the work, its result or its exception kept for the UI thread."""
        if self._cancelled:
            return
        try:
            self._result = self._work()
        except BaseException as exc:  # handed to ``failed``: a buggy job must not kill the worker
            self._error = exc
        finally:
            self._ran = True

    def _deliver(self) -> None:
        """On the UI thread: the callback of the outcome (none if cancelled or never run)."""
        if self._cancelled or not self._ran or not _alive(self._owner):
            return
        try:
            if self._error is not None:
                if self._failed is not None:
                    self._failed(self._error)
                else:
                    log.error("a background job failed", exc_info=self._error)
            elif self._done is not None:
                self._done(self._result)  # type: ignore[arg-type]  # ran without an error: a T
        except Exception:  # a callback's bug must not stop the next delivery
            log.exception("a background job's callback failed")


class _Relay(QObject):
    """Lives on the UI thread; a worker emits ``finished`` (a queued call)."""

    finished = Signal(object)  # the Op


class BackgroundOps(QObject):
    """The owner of the app's worker threads (see the module docstring)."""

    busy_changed = Signal(bool)

    def __init__(self, workers: int = WORKERS, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="cardtable-work")
        self._lock = threading.Condition()
        self._lanes: dict[Hashable, deque[Op[object]]] = {}  # lane -> its running job first, then the waiting
        self._undelivered: dict[Hashable, int] = {}  # lane -> its jobs given and not yet delivered (UI thread)
        self._idle_waiters: list[tuple[frozenset[Hashable] | None, Callable[[], object], QObject | None]] = []
        self._relay = _Relay()
        self._relay.finished.connect(self._delivered)

    # -- the UI thread's side ------------------------------------------------------------------------
    def run(self, work: Callable[[], T], *, done: Callable[[T], None] | None = None,
            failed: Callable[[BaseException], None] | None = None, lane: Hashable = None,
            owner: QObject | None = None) -> Op[T]:
        """Run ``work()`` on a worker; ``done(result)`` or ``failed(error)`` on
        the UI thread (which is the thread that calls this). ``lane``: jobs of one lane run in order, one at a time (None: a lane of its own).
        ``owner``: a window or widget the callbacks use; once it is deleted they
        are dropped (the work itself still runs: a table is still saved)."""
        op: Op[T] = Op(work, done, failed, lane if lane is not None else object(), owner)
        with self._lock:
            queue = self._lanes.setdefault(op.lane, deque())
            queue.append(op)  # type: ignore[arg-type]  # the lane holds jobs of any result
            first = len(queue) == 1
        if first:
            self._pool.submit(self._drive, op.lane)
        was_busy = self.busy
        self._undelivered[op.lane] = self._undelivered.get(op.lane, 0) + 1
        if not was_busy:
            self.busy_changed.emit(True)
        return op

    @property
    def busy(self) -> bool:
        """A job is running or waiting, or its result is not yet delivered."""
        return bool(self._undelivered)

    def lane_busy(self, lane: Hashable) -> bool:
        """A job of ``lane`` is running or waiting, or its result is not yet delivered."""
        return lane in self._undelivered

    def when_idle(self, then: Callable[[], object], lanes: Iterable[Hashable] | None = None,
                  owner: QObject | None = None) -> None:
        """Call ``then`` on the UI thread once ``lanes`` (None: every lane) have
        no job left running, waiting or undelivered; soon if they have none now
        (never once ``owner`` is deleted)."""
        wanted = frozenset(lanes) if lanes is not None else None
        self._idle_waiters.append((wanted, then, owner))
        QTimer.singleShot(0, self._check_idle)

    def wait(self, timeout: float | None = None, lanes: Iterable[Hashable] | None = None) -> bool:
        """Block until every job (of ``lanes``; None: of every lane) has run
        (results are delivered later, by the event loop); False if some still
        run after ``timeout`` seconds. For reading what the jobs write (the
        autosaves), quitting and tests; any thread may call it."""
        wanted = None if lanes is None else frozenset(lanes)
        with self._lock:
            return self._lock.wait_for(lambda: not (self._lanes.keys() if wanted is None
                                                    else self._lanes.keys() & wanted), timeout)

    def deliver(self) -> None:
        """Hand over now (on the UI thread) the results of the jobs that have
        run, instead of at the event loop's next turn (a closing window that
        has just waited for its last write)."""
        QCoreApplication.sendPostedEvents(self, QEvent.Type.MetaCall)  # (the receiver of ``_relay``'s signal)

    # -- the workers ----------------------------------------------------------------------------------
    def _drive(self, lane: Hashable) -> None:
        """Run the lane's jobs in order until it is empty (on a worker)."""
        while True:
            with self._lock:
                op = self._lanes[lane][0]
            op._run()
            with contextlib.suppress(RuntimeError):  # the app is going away: nobody is left to tell
                self._relay.finished.emit(op)
            with self._lock:
                queue = self._lanes[lane]
                queue.popleft()
                if not queue:
                    del self._lanes[lane]
                    self._lock.notify_all()
                    return

    # -- back on the UI thread ------------------------------------------------------------------------
    def _delivered(self, op: Op[object]) -> None:
        left = self._undelivered[op.lane] - 1
        if left:
            self._undelivered[op.lane] = left
        else:
            del self._undelivered[op.lane]
        op._deliver()
        if not self._undelivered:
            self.busy_changed.emit(False)
        self._check_idle()

    def _idle(self, lanes: frozenset[Hashable] | None) -> bool:
        if lanes is None:
            return not self._undelivered
        return not any(lane in self._undelivered for lane in lanes)

    def _check_idle(self) -> None:
        ready = [waiter for waiter in self._idle_waiters if self._idle(waiter[0])]
        if not ready:
            return
        self._idle_waiters = [w for w in self._idle_waiters if w not in ready]
        for _lanes, then, owner in ready:
            if not _alive(owner):
                continue
            try:
                then()
            except Exception:
                log.exception("a callback waiting for the background jobs failed")


def _alive(owner: QObject | None) -> bool:
    """No owner, or one whose Qt object still exists."""
    return owner is None or shiboken6.isValid(owner)


_ops: BackgroundOps | None = None


def autosaves_written(timeout: float = 10.0) -> bool:
    """Wait until every autosave given so far is on disk (before the files
    are read: the start page's list, resuming a game); at once when none is
    waiting (nothing is made when no job ever ran). Any thread may call it."""
    return _ops is None or _ops.wait(timeout, [AUTOSAVE])


def background() -> BackgroundOps:
    """The app's one ``BackgroundOps`` (made on first use, on the UI thread)."""
    global _ops
    if _ops is None:
        _ops = BackgroundOps()
    return _ops


__all__ = ["AUTOSAVE", "HISTORY", "HOSTING", "WORKERS", "BackgroundOps", "Op", "autosaves_written", "background"]
