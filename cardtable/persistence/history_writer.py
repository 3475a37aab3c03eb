"""Every write to the history, one after the other, off the UI thread (no Qt).

The table must never wait for the database: the controller's game-over hook
hands :meth:`HistoryWriter.submit` a function that builds the record (which
replays the log for the fair-deal counts), and the writer builds and writes
it, one game after the other. The writer starts no thread of its own: ``run``
schedules each of its jobs, in order and one at a time (in the app, a lane of
the app's worker jobs, ``controller.background_ops``; without one, a tool or
a test, each job runs at once). Each write is one transaction, so an app
killed mid-write loses at most the game being written, never an older one,
and leaves a consistent database. ``after`` (the finished game's autosave
deletion) runs only once the game is committed, so the game is always on
disk in one of the two places. Other writes (renaming or merging players,
taking back a kept game) go the same way (:meth:`HistoryWriter.submit_change`),
so only the writer's jobs ever write and the windows only read.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cardtable.persistence.history import FinishedGame, History, HistoryError, history_path

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class WriteResult:
    """What happened to one submitted game (``error`` is a HistoryError or None)."""

    game_id: int | None
    error: HistoryError | None = None
    set_aside: Path | None = None  # a damaged database was set aside on opening
    build_ms: float = 0.0
    write_ms: float = 0.0


Builder = Callable[[], FinishedGame]
Listener = Callable[[WriteResult], None]
After = Callable[[], None]
Change = Callable[[History], Any]  # a write of its own, e.g. profiles.rename
Done = Callable[[Any, "HistoryError | None"], None]  # the change's value, or its error
Job = Callable[[], None]
Runner = Callable[[Job], None]  # runs each job later, in the order given, one at a time


def run_now(job: Job) -> None:
    """The runner of a writer without a worker (tools, tests): the job runs at once."""
    job()


class HistoryWriter:
    """One database's writes, in order; ``listener`` runs where the writes run."""

    def __init__(self, path: str | Path | None = None, listener: Listener | None = None,
                 run: Runner = run_now) -> None:
        self._path = path
        self._listener = listener
        self._run = run
        self._history: History | None = None
        self._outstanding = 0  # jobs given to ``run`` and not yet done
        self._idle = threading.Condition()

    def submit(self, build: Builder, after: After | None = None) -> None:
        """Queue a game; ``after`` runs where the writes run once it is in the
        history (written now or before), never when the write failed."""
        self._schedule(lambda: self._game(build, after))

    def submit_change(self, change: Change, done: Done | None = None) -> None:
        """Queue another write: ``change(history)`` runs in turn with the games;
        ``done(value, error)`` then runs there too (``error`` a HistoryError,
        e.g. a refused rename, or None)."""
        self._schedule(lambda: self._change(change, done))

    def _schedule(self, job: Job) -> None:
        with self._idle:
            self._outstanding += 1

        def counted() -> None:
            try:
                job()
            finally:
                with self._idle:
                    self._outstanding -= 1
                    self._idle.notify_all()

        self._run(counted)

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until every submitted write is done; False on timeout."""
        with self._idle:
            return self._idle.wait_for(lambda: self._outstanding == 0, timeout)

    def close(self, timeout: float = 10.0) -> None:
        """Write what is queued, then close the database (in turn with the writes)."""
        self._schedule(self._drop)
        self.flush(timeout)

    def _game(self, build: Builder, after: After | None) -> None:
        result = self._write(build)
        if result.error is None and after is not None:
            self._after(after)
        self._tell(result)

    @staticmethod
    def _after(after: After) -> None:
        try:
            after()
        except Exception:  # e.g. the autosave cannot be deleted: the next start cleans up
            log.exception("after recording a game")

    def _write(self, build: Builder) -> WriteResult:
        set_aside = None
        try:
            before = self._history
            history = self._open()
            if history is not before:  # opened for this write: say if a damaged file was set aside
                set_aside = history.set_aside
            start = time.perf_counter()
            record = build()
            built = time.perf_counter()
            game_id = history.record(record)
            done = time.perf_counter()
        except HistoryError as exc:
            return WriteResult(None, exc, set_aside)
        except Exception as exc:  # a bug or a full disk must not kill the app
            log.exception("could not record the finished game")
            self._drop()
            return WriteResult(None, HistoryError("unavailable", path=str(self._path or ""), reason=str(exc)),
                               set_aside)
        return WriteResult(game_id, None, set_aside, (built - start) * 1000, (done - built) * 1000)

    def _open(self) -> History:
        target = Path(self._path) if self._path is not None else history_path()
        if self._history is not None and self._history.path != target:
            self._drop()  # the data folder changed (tests, a new profile)
        if self._history is None:
            self._history = History.open(target)
        return self._history

    def _change(self, change: Change, done: Done | None) -> None:
        value: Any = None
        error: HistoryError | None = None
        try:
            value = change(self._open())
        except HistoryError as exc:
            error = exc
        except Exception as exc:  # a bug or a full disk must not kill the app
            log.exception("could not change the history")
            self._drop()
            error = HistoryError("unavailable", path=str(self._path or ""), reason=str(exc))
        if done is not None:
            try:
                done(value, error)
            except Exception:
                log.exception("after changing the history")

    def _drop(self) -> None:
        if self._history is not None:
            self._history.close()
            self._history = None

    def _tell(self, result: WriteResult) -> None:
        if self._listener is not None:
            try:
                self._listener(result)
            except Exception:
                log.exception("history listener failed")
