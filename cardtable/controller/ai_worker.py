"""Computer players think on a worker thread so the table never freezes.

One ``AiWorker`` lives in its own ``QThread`` for the life of a game. The
controller hands it a policy, the observations the policy has not yet seen
and the observation to act on; the worker answers with ``chosen`` (or
``failed``) through a queued signal, so the action is applied on the UI
thread. A ``token`` ties every answer to its request: answers to requests the
controller has since abandoned (a loaded game, shutdown) are ignored.
"""

from __future__ import annotations

import traceback
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, QThread, Signal, Slot


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
        state = self.rules.new_game(self.options, self.seed)
        yield self.rules.observation(state, self.seat)
        for action in self.actions:
            state = self.rules.apply(state, action)
            yield self.rules.observation(state, self.seat)


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


class AiThread(QObject):
    """Owns the worker thread; ``request`` queues one decision."""

    _think = Signal(int, object, object, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thread = QThread()
        self._thread.setObjectName("cardtable-ai")
        self.worker = AiWorker()
        self.worker.moveToThread(self._thread)
        self._think.connect(self.worker.think)
        self._thread.start()

    def request(self, token: int, policy: Any, pending: list[Any], observation: Any) -> None:
        self._think.emit(token, policy, pending, observation)

    def stop(self, timeout_ms: int = 5000) -> None:
        if self._thread.isRunning():
            self._thread.quit()
            self._thread.wait(timeout_ms)
