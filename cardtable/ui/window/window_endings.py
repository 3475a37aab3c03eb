"""What the main window shows when a round or a game ends, or the history answers.

The round summary freezes the table until "Deal next round"; the
game-over screen offers a rematch, the same deal again, a new game, the
replay of the game just played or the way back to the start page (at a
network table: "Play again" with the same people at the table, whose
proposal it follows, ``rematch_panel``); the
history recorder's answer (set aside, failed) becomes a message. Kept apart
from ``main_window`` so the window holds the life cycle and this module the
endings. Qt enums are imported inside the functions: the first frame must not
load them (tests/ui/test_startup_imports.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from cardtable.ui.speech import window_speech

if TYPE_CHECKING:
    from cardtable.engine.api import GameResult
    from cardtable.engine.standings import RecordRow
    from cardtable.persistence.history_writer import WriteResult
    from cardtable.ui.window.host import WindowHost


def round_finished(w: WindowHost, record: RecordRow) -> None:
    window_speech.round_over(w, record)  # the points, said aloud
    ctl = w.controller
    if ctl is None or ctl.is_over():
        return  # the game-over dialog follows
    # the Qt namespace builds its enums on first use: the first frame does without them
    from PySide6.QtCore import Qt

    # the dialog loads when first opened: start-up stays fast
    from cardtable.ui.dialogs.summaries import round_end_dialog

    # the table stays on the round's last position (every hand face up)
    # until "Deal next round"; then the new deal, the privacy screen, play
    dialog = round_end_dialog(ctl, record, w.dialog_parent())
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.finished.connect(lambda _r, c=ctl: c.continue_round())
    w.round_summary = dialog
    dialog.open()


def game_finished(w: WindowHost, result: GameResult) -> None:
    # the Qt namespace builds its enums on first use: the first frame does without them
    from PySide6.QtCore import Qt

    # the dialog loads when first opened: start-up stays fast
    from cardtable.ui.dialogs.game_over import NEW_GAME, REMATCH, REPLAY, SAME_DEAL, START_PAGE
    from cardtable.ui.dialogs.summaries import game_over_dialog

    window_speech.game_over(w, result)  # the winner, said aloud
    ctl = w.controller
    if ctl is None:  # (the game left the window before its end was shown)
        return
    dialog = game_over_dialog(ctl, result, w.dialog_parent())
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    view = ctl.seat_view()
    if not view.may_rematch_here:  # a network table's game is played again at the table, not here
        dialog.rematch_button.hide()
        dialog.same_deal_button.hide()
    if view.network is not None:
        # network code loads only for a network table
        from cardtable.ui.network.rematch_panel import RematchPanel

        layout = dialog.layout()
        layout.insertWidget(layout.count() - 1, RematchPanel(view.network, dialog))  # above the buttons
        view.network.new_game_started.connect(dialog.close)  # everybody accepted: the new game is on the table

    def done(_r: int) -> None:
        if dialog.choice == REMATCH:
            w.rematch()
        elif dialog.choice == SAME_DEAL:
            w.replay_deal()
        elif dialog.choice == NEW_GAME:
            w.new_game()
        elif dialog.choice == START_PAGE:
            w.close_to_start()
        elif dialog.choice == REPLAY:
            # the replay viewer loads when first opened: start-up stays fast
            from cardtable.ui.replay.opening import open_game_replay

            open_game_replay(w.dialog_parent(), ctl)

    dialog.finished.connect(done)
    dialog.open()


def history_written(w: WindowHost, result: WriteResult) -> None:
    """The recorder's answer: say so if the history was set aside or failed."""
    # PySide6 makes the class on first use: the first frame does without it
    from PySide6.QtWidgets import QMessageBox

    # the history database (sqlite3) loads on first use
    from cardtable.persistence.history import HistoryError

    # error sentences load only when an error is shown
    from cardtable.ui.error_texts import error_sentence

    if result.set_aside is not None:
        error = HistoryError("damaged", path="", moved_to=str(result.set_aside))
        QMessageBox.warning(w.dialog_parent(), QCoreApplication.translate("MainWindow", "History"),
                            error_sentence(error))
    if result.error is not None:
        w.notify(error_sentence(result.error), 10000, lambda: error_sentence(result.error))
