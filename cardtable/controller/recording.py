"""The game-over hook that keeps every finished game in the history.

The window gives each controller :func:`record_finished`; it captures the
finished game (immutable engine objects) and queues it on the app's one
:class:`HistoryWriter`, whose writes run in the history's lane of the app's
worker jobs (``background_ops``), so the table never waits for the database.
The ``Recorder`` brings the writer's answers back to the UI thread as a signal
(a damaged database that was set aside, or a failed write). The finished
game's autosave is deleted by the writer after the commit, never before
(a kill between the two must not lose the game).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

if TYPE_CHECKING:
    from cardtable.controller.game_controller import GameController


class Recorder(QObject):
    """Owns the writer; ``written`` carries a ``WriteResult`` to the UI thread."""

    written = Signal(object)
    _changed = Signal(object, object, object)  # done, value, error: back to the UI thread

    def __init__(self, path: Any = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        from cardtable.persistence.history_writer import HistoryWriter

        self.writer = HistoryWriter(path, self.written.emit, run_in_history_lane)
        self._others: dict[str, HistoryWriter] = {}  # writers of other database files (tests, tools)
        self._changed.connect(self._deliver)

    def change(self, change: Callable[[Any], Any],
               done: Callable[[Any, Any], None] | None = None, path: Any = None) -> None:
        """Another write to the history (``change(history)`` on a worker, in
        turn with the games); ``done(value, error)`` runs on the
        UI thread afterwards (``error``: a HistoryError or None). ``path``:
        another database file than the app's (its own writer, in the same lane)."""
        writer = self.writer
        if path is not None:
            from cardtable.persistence.history_writer import HistoryWriter

            writer = self._others.setdefault(str(path), HistoryWriter(path, run=run_in_history_lane))
        writer.submit_change(change, lambda value, error: self._changed.emit(done, value, error))

    @staticmethod
    def _deliver(done: Any, value: Any, error: Any) -> None:
        if done is not None:
            done(value, error)

    def submit(self, controller: GameController, after: Callable[[], None] | None = None) -> None:
        """Record the controller's finished game; ``after`` runs once it is committed."""
        from cardtable.stats.entry import finished_game

        rules, options, seed = controller.rules, controller.options, controller.seed
        seats, actions, state = controller.seats, controller.history, controller.state
        started = controller.started_at
        if options is None:
            return
        self.writer.submit(lambda: finished_game(rules, options, seed, seats, actions, state, started=started),
                           after)

    def flush(self, timeout: float = 10.0) -> bool:
        return all(w.flush(timeout) for w in (self.writer, *self._others.values()))

    def close(self) -> None:
        for writer in (self.writer, *self._others.values()):
            writer.close()


def run_in_history_lane(job: Callable[[], None]) -> None:
    """A history writer's runner: its jobs in the history's lane of the app's
    worker jobs (every database's writes, one at a time; a closing window waits for them)."""
    from cardtable.controller.background_ops import HISTORY, background

    background().run(job, lane=HISTORY)


_recorder: Recorder | None = None


def recorder() -> Recorder:
    """The app's one recorder (made on first use)."""
    global _recorder
    if _recorder is None:
        _recorder = Recorder()
    return _recorder


def record_finished(controller: GameController, slot: Any = None) -> None:
    """The controller's game-over hook; ``slot`` (the game's ``AutosaveSlot``,
    holding the finished game) is deleted once the game is in the history
    and its last autosave (written on another worker) is on disk."""
    from cardtable.controller.background_ops import autosaves_written

    def discard() -> None:
        autosaves_written(30.0)  # the finished game's autosave, given before this, is written
        slot.discard()

    recorder().submit(controller, discard if slot is not None else None)


def flush_pending(timeout: float = 5.0) -> bool:
    """Wait until every finished game is written (at quit); True if none is left."""
    return _recorder.flush(timeout) if _recorder is not None else True
