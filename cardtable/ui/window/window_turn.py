"""The main window's turn line: whose turn it is, or why nobody plays.

Why a module of its own: the line in the status bar combines the game's
state (a held round end, a paused watch mode, the game over), the seat at
this window and, at a network table, the connection and who is away; it is
updated after every change of the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from cardtable.ui.seat_names import is_you, playing_name
from cardtable.ui.speech import window_speech

if TYPE_CHECKING:
    from cardtable.controller.source import GameSource
    from cardtable.ui.window.main_window import MainWindow


def _tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


def update(w: MainWindow) -> None:
    """Say whose turn it is; a hint of the last position goes."""
    if w.table is not None:  # a hint belongs to the position it was given in
        # the table's code loads with the first game: start-up stays fast
        from cardtable.ui.table.input import hint_text

        if w.statusBar().currentMessage() == hint_text():
            w.statusBar().clearMessage()
    ctl = w.controller
    w.update_actions()

    if ctl is None:
        w.turn_label.setText("")
        window_speech.game_closed(w)
        return

    window_speech.turn_changed(w)  # "your turn", after the moves before it
    seat = ctl.current_seat()
    note = ctl.seat_view().status  # a network table: connecting, waiting, who is away
    # network code loads only for a network table
    from cardtable.controller.remote_texts import waiting_for_host

    # nobody's turn, or the host away: then nothing but what the table waits for
    if note and ((seat is None and not ctl.is_over()) or note == waiting_for_host()):
        w.turn_label.setText(note)
        return
    w.turn_label.setText(turn_text(ctl, seat))
    if note:
        w.turn_label.setText(f"{w.turn_label.text()} · {note}")


def turn_text(ctl: GameSource, seat: int | None) -> str:
    """Whose turn it is, in words."""
    if seat is None:
        return _tr("Game over")
    if ctl.round_held():
        return _tr("Round over: deal the next round when you are ready")

    name = playing_name(ctl, seat)  # "Computer for Anna" while one stands in
    if ctl.paused:
        return _tr("Paused: {name} plays next").format(name=name)
    if seat == ctl.viewing_seat():
        if is_you(name):  # a lesson's seat
            return _tr("Your turn")
        return _tr("Your turn, {name}").format(name=name)
    return _tr("{name} is playing").format(name=name)


__all__ = ["turn_text", "update"]
