"""Computer players think on a worker thread so the table never freezes.

One ``AiWorker`` lives in its own ``QThread`` for the life of a game. The
controller hands it a policy, the observations the policy has not yet seen
and the observation to act on; the worker answers with ``chosen`` (or
``failed``) through a queued signal, so the action is applied on the UI
thread. A ``token`` ties every answer to its request: answers to requests the
controller has since abandoned (a loaded game, shutdown) are ignored.

Lifetime: Qt aborts the process when a running ``QThread`` is destroyed, and
deleting the worker while it thinks is a use-after-free. So the thread and its
worker are held here (``_LIVE``), not by the controller: if the controller
goes away without ``shutdown`` (garbage-collected, closed while a computer
thinks past ``stop``'s wait), the thread is asked to quit and both are released
only once it has finished.
"""

from __future__ import annotations

import atexit
import traceback
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, QThread, Signal, Slot

from cardtable.engine.replay import steps


@dataclass(frozen=True)
class ReplayedHistory:
    """What a computer seat saw before the game was loaded from a file.

    A policy remembers public events (e.g. which cards an opponent took), so a
    resumed game replays the saved action log from the seed and shows the seat
    each observation again. States are immutable, so this runs safely on the
    worker thread instead of stalling the table.
    """

    rules: Any
    options: Any
    seed: int
    actions: Sequence[Any]
    seat: int

    def __iter__(self) -> Iterator[Any]:
        for step in steps(self.rules, self.options, self.seed, self.actions):
            yield self.rules.observation(step.state, self.seat)


class AiWorker(QObject):
    """Runs ``policy.observe`` / ``policy.choose`` off the UI thread."""

    chosen = Signal(int, object)  # token, action
    failed = Signal(int, str)  # token, traceback text

    @Slot(int, object, object, object)
    def think(self, token: int, policy: Any, pending: Any, observation: Any) -> None:
        try:
            for seen in pending:
                if isinstance(seen, ReplayedHistory):
                    for replayed in seen:
                        policy.observe(replayed)
                else:
                    policy.observe(seen)
            action = policy.choose(observation)
        except Exception:  # a buggy policy must not kill the app
            self.failed.emit(token, traceback.format_exc())
            return
        self.chosen.emit(token, action)


#: every worker thread not yet finished, with its worker (see the module docstring)
_LIVE: list[tuple[QThread, AiWorker]] = []


def _reap() -> None:
    """Release the threads that have finished (and their workers)."""
    _LIVE[:] = [(t, w) for t, w in _LIVE if not t.isFinished()]


def live_threads() -> int:
    """How many worker threads are still running or not yet released."""
    _reap()
    return len(_LIVE)


@atexit.register
def _stop_all(timeout_ms: int = 5000) -> None:
    """Before the interpreter tears modules down: no thread may outlive us."""
    for thread, _worker in _LIVE:
        thread.quit()
        thread.wait(timeout_ms)
    _reap()


class AiThread(QObject):
    """Owns the worker thread; ``request`` queues one decision."""

    _think = Signal(int, object, object, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        _reap()
        self._thread = QThread()
        self._thread.setObjectName("cardtable-ai")
        self.worker = AiWorker()
        self.worker.moveToThread(self._thread)
        self._think.connect(self.worker.think)
        # if this object dies without ``stop`` (its controller was collected),
        # the thread still ends once the current decision is made
        self.destroyed.connect(self._thread.quit)
        _LIVE.append((self._thread, self.worker))
        self._thread.start()

    def request(self, token: int, policy: Any, pending: list[Any], observation: Any) -> None:
        self._think.emit(token, policy, pending, observation)

    def stop(self, timeout_ms: int = 5000) -> None:
        """Ask the thread to end and wait up to ``timeout_ms`` for it.

        A decision still running after the wait finishes on its own; its answer
        is dropped (the caller has moved its token on) and the thread is
        released once it has ended, never while it runs.
        """
        if self._thread.isRunning():
            self._thread.quit()
            self._thread.wait(timeout_ms)
        _reap()
