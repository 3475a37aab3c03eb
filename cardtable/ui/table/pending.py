"""A move sent to a network table, until the table answers it.

Why: in a game played here the controller makes or refuses a move at once
(its ``request`` returns the refusal). At a host's table ``request`` only
sends the move: the host answers later with the next position (the move
was made) or with its refusal, or not at all (the connection is lost, the
turn ends meanwhile). A panel that stays open until then (the Phase 10
lay-down panel keeps the player's arrangement through a refusal) asks a
``PendingMove`` which of these came; the table's input holds the network
seat's ``TableAnswers`` (None: the controller answers at once).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Signal, SignalInstance

from cardtable.controller.source import GameSource

if TYPE_CHECKING:
    from cardtable.engine.api import Rejection


class TableAnswers(Protocol):
    """What a seat at a host's table (``RemoteController``) says about a move it sent."""

    @property
    def action_rejected(self) -> SignalInstance:
        """(Rejection) the host refused the move."""
        ...

    @property
    def connection_changed(self) -> SignalInstance:
        """(str) the connection to the host changed (lost, back, failed)."""
        ...


class PendingMove(QObject):
    """``action`` of the viewing seat, sent to the table: ``refused(Rejection)``
    when the host refuses it; ``settled(made)`` once the table moved on
    (``made``: a move was applied) or the move can no longer be made (the
    connection is lost, the turn or the round ended). Either comes once."""

    refused = Signal(object)
    settled = Signal(bool)

    def __init__(self, controller: GameSource, answers: TableAnswers, action: object,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._controller, self._answers, self.action = controller, answers, action
        self._moves = len(controller.history)  # the table's moves when it was sent
        self.open = True
        # methods, not lambdas: gone with this object
        controller.state_changed.connect(self._changed)
        answers.action_rejected.connect(self._rejected)
        answers.connection_changed.connect(self._connection)

    def _rejected(self, rejection: Rejection) -> None:
        if self._end():
            self.refused.emit(rejection)

    def _connection(self, _state: str) -> None:
        self._changed()

    def _changed(self) -> None:
        if len(self._controller.history) > self._moves:
            if self._end():
                self.settled.emit(True)
        elif self._controller.check(self.action) is not None and self._end():
            self.settled.emit(False)  # (the window says why: reconnecting, another's turn)

    def _end(self) -> bool:
        """Stop listening; False if the answer came already."""
        if not self.open:
            return False
        self.open = False
        self._controller.state_changed.disconnect(self._changed)
        self._answers.action_rejected.disconnect(self._rejected)
        self._answers.connection_changed.disconnect(self._connection)
        return True


__all__ = ["PendingMove", "TableAnswers"]
