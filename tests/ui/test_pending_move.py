"""A move sent to a network table is answered once: refused, or settled when
the table moves on or the move can no longer be made (the turn is over, the
connection lost) without an answer; after that nothing more is said. The
table's side here is a small stand-in with the signals of a network seat
(the real host: tests/ui/test_network_lay_down.py)."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from cardtable.engine.api import Rejection
from cardtable.ui.table.pending import PendingMove

NOT_YOURS = Rejection.of("APP-TURN", "It is not your turn.")


class Seat(QObject):
    """A network seat: ``request`` sent nothing anywhere; the test plays the host."""

    state_changed = Signal()
    action_rejected = Signal(object)
    connection_changed = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.history: tuple = (None, None)
        self.refusal: Rejection | None = None

    def check(self, _action) -> Rejection | None:
        return self.refusal


def _pending(qapp, seat: Seat) -> tuple[PendingMove, list]:
    heard: list = []
    move = PendingMove(seat, seat, "lay", seat)
    move.refused.connect(lambda r: heard.append(("refused", r.rule)))
    move.settled.connect(lambda made: heard.append(("settled", made)))
    return move, heard


def test_the_turn_ending_without_the_move_settles_it_unmade(qapp):
    seat = Seat()
    move, heard = _pending(qapp, seat)
    seat.state_changed.emit()  # (the table is as it was: still waiting)
    assert heard == [] and move.open
    seat.refusal = NOT_YOURS  # the turn is over (a round end, another person's turn)
    seat.state_changed.emit()
    assert heard == [("settled", False)] and not move.open
    seat.history += (None,)
    seat.state_changed.emit()
    seat.action_rejected.emit(NOT_YOURS)
    assert heard == [("settled", False)]  # said once


def test_a_lost_connection_settles_it_unmade(qapp):
    seat = Seat()
    _move, heard = _pending(qapp, seat)
    seat.connection_changed.emit("connected")
    assert heard == []
    seat.refusal = Rejection.of("APP-HOST", "Waiting for the host: reconnecting.")
    seat.connection_changed.emit("reconnecting")
    assert heard == [("settled", False)]


def test_the_table_moving_on_settles_it_made_and_a_refusal_is_said_once(qapp):
    seat = Seat()
    _move, heard = _pending(qapp, seat)
    seat.history += (None,)
    seat.state_changed.emit()
    assert heard == [("settled", True)]

    again = Seat()
    _move, heard = _pending(qapp, again)
    again.action_rejected.emit(Rejection.of("P10-11", "These cards do not form the phase."))
    again.action_rejected.emit(NOT_YOURS)
    again.history += (None,)
    again.state_changed.emit()
    assert heard == [("refused", "P10-11")]
