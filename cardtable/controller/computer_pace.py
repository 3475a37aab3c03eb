"""The pace of the computers' moves at a game played here.

Why apart from the controller: the table (``net/table.py``) decides which
computer seat moves and what it plays (``Table.think``, ``Table.computer_move``,
the same as at a host); what belongs to one screen is when. A computer
thinks as one of the app's background jobs (one lane per game, so the same
seed plays the same game), its choice waits until ``speed`` milliseconds
have passed since the last move (its thinking counts) so the table can
show each card fly, and nothing moves while the game is paused.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from PySide6.QtCore import QElapsedTimer, QObject, QTimer

from cardtable.controller.background_ops import Op, background
from cardtable.net.table import Table

log = logging.getLogger(__name__)


class ComputerPace(QObject):
    """Starts a computer's turn when the table has one and applies its move in
    time; ``moved(before, seat)`` after each move, ``busy(bool)`` when it
    starts or stops waiting for a computer."""

    def __init__(self, table: Table, speed_ms: int, moved: Callable[[object, int], None],
                 busy: Callable[[bool], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._table = table
        self._moved = moved
        self._busy = busy
        self.speed_ms = max(0, int(speed_ms))
        self.paused = False
        self._running = False  # between start() and stop()
        self._token = 0  # identifies the outstanding computer's move
        self._thinking = False
        self._thought: Op[tuple[int, object]] | None = None  # the move being chosen on a worker
        self._lane = object()  # this game's computer moves: one at a time, in order
        self._move_clock = QElapsedTimer()
        self._move_clock.start()
        self._move_timer = QTimer(self)
        self._move_timer.setSingleShot(True)
        self._move_timer.timeout.connect(self._apply_ready_move)
        self._ready: tuple[int, int, object] | None = None  # (seat, seq, action) waiting for its delay

    @property
    def move_waiting(self) -> bool:
        """A computer's move is chosen and waits for its delay."""
        return self._ready is not None

    def start(self) -> None:
        self._running = True
        self.advance()

    def stop(self) -> None:
        """No more computer moves (a move still being chosen is dropped)."""
        self._running = False
        self._token += 1
        self._move_timer.stop()
        self._ready = None
        if self._thought is not None:
            self._thought.cancel()
            self._thought = None

    def restart_clock(self) -> None:
        """A move was made: the next computer's move waits ``speed_ms`` from now."""
        self._move_clock.restart()

    def set_speed(self, ms_per_move: int) -> None:
        """Applies at once, also to a move already waiting for its delay."""
        self.speed_ms = max(0, int(ms_per_move))
        if self._move_timer.isActive():
            wait = self.speed_ms - self._move_clock.elapsed()
            self._move_timer.start(max(0, int(wait)))

    def set_paused(self, paused: bool) -> None:
        if paused != self.paused:
            self.paused = paused
            if not paused:
                self.advance()

    def advance(self) -> None:
        """Start the computer's next move if the table has a computer seat to act."""
        if not self._running or self.paused or self._thinking or self._ready is not None:
            return
        table = self._table
        seat = table.computer_to_move()
        if seat is None:  # a person's turn, a held round, or the game is over
            self._busy(False)
            return
        self._busy(True)
        self._token += 1
        self._thinking = True
        token = self._token
        self._thought = background().run(
            lambda: table.think(seat), lane=self._lane,
            done=lambda chosen: self._on_chosen(token, seat, chosen),
            failed=lambda error: self._on_failed(token, seat, error))

    def _on_chosen(self, token: int, seat: int, chosen: tuple[int, object]) -> None:
        if token != self._token or not self._running:
            return
        self._thinking = False
        self._thought = None
        seq, action = chosen
        self._ready = (seat, seq, action)
        wait = self.speed_ms - self._move_clock.elapsed()
        self._move_timer.start(max(0, int(wait)))

    def _on_failed(self, token: int, seat: int, error: BaseException) -> None:
        if token != self._token or not self._running:
            return
        log.error("computer player failed", exc_info=error)
        self._on_chosen(token, seat, (self._table.seq, None))  # the table plays a substitute

    def _apply_ready_move(self) -> None:
        if self._ready is None or not self._running:
            return
        seat, seq, action = self._ready
        self._ready = None
        table = self._table
        before = table.state
        if self.paused or not table.computer_move(seat, seq, action):
            if not self.paused and table.computer_to_move() == seat and table.seq == seq:
                log.error("no legal action for computer seat %s", seat)
                self._busy(False)
                return  # nothing to play: never ask again in a loop
            self.advance()
            return
        self._moved(before, seat)


__all__ = ["ComputerPace"]
