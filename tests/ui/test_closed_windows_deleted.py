"""What the player closed is deleted: dialogs and keeper windows leave nothing alive.

Every dialog and window here is a child of the main window; only hidden, it
lived as long as the window (2 MB for each keeper setup, 3 MB for each closed
keeper window, 0.5 MB for each print dialog). Each is opened and closed a few
times through the window's menu, then no instance of its class is left.
"""

from __future__ import annotations

import pytest
import shiboken6
from PySide6.QtCore import QEvent, QTimer
from PySide6.QtPrintSupport import QPrintDialog, QPrintPreviewDialog
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from cardtable.ui.keeper.opening import KeeperSetupDialog
from cardtable.ui.keeper.window import KeeperWindow
from cardtable.ui.printing.dialogs import BlankSheetDialog

TIMES = 3


def _deleted_later() -> None:
    for _ in range(3):
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        QApplication.processEvents()


def _alive(window, cls) -> list:
    return [w for w in window.findChildren(cls) if shiboken6.isValid(w)]


def _answer_modal(answer) -> QTimer:
    """A timer that answers whatever modal dialog is open (``answer(dialog)``)."""
    timer = QTimer()
    timer.setInterval(20)

    def tick() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is not None:
            answer(dialog)

    timer.timeout.connect(tick)
    timer.start()
    return timer


def _reject(dialog) -> None:
    if isinstance(dialog, QMessageBox):
        dialog.done(QMessageBox.StandardButton.Cancel)
    elif isinstance(dialog, QDialog):
        dialog.reject()
    else:
        dialog.close()


def test_keeper_setup_dialogs_are_deleted(window):
    timer = _answer_modal(_reject)
    try:
        for _ in range(TIMES):
            assert window.keep_score() is None  # cancelled
    finally:
        timer.stop()
    _deleted_later()
    assert _alive(window, KeeperSetupDialog) == []
    assert _alive(window, QMessageBox) == []


def test_closed_keeper_windows_are_deleted(window):
    def accept(dialog) -> None:
        if isinstance(dialog, KeeperSetupDialog):
            dialog.accept()
        elif isinstance(dialog, QMessageBox):  # "a score sheet is not finished": a new one
            new = [b for b in dialog.buttons()
                   if dialog.buttonRole(b) == QMessageBox.ButtonRole.DestructiveRole]
            (new[0] if new else dialog.buttons()[0]).click()

    timer = _answer_modal(accept)
    try:
        for _ in range(TIMES):
            keeper = window.keep_score()
            assert isinstance(keeper, KeeperWindow) and keeper.isVisible()
            keeper.close()
            _deleted_later()
    finally:
        timer.stop()
    assert _alive(window, KeeperWindow) == []
    assert _alive(window, KeeperSetupDialog) == []
    # the last sheet opens again (resumed) after its window was deleted
    timer = _answer_modal(lambda d: d.buttons()[0].click() if isinstance(d, QMessageBox) else None)
    try:
        resumed = window.keep_score()
    finally:
        timer.stop()
    assert isinstance(resumed, KeeperWindow) and resumed.isVisible()
    assert window.keep_score() is resumed  # open: raised, not opened twice
    resumed.close()
    _deleted_later()
    assert _alive(window, KeeperWindow) == []


@pytest.mark.parametrize(("action", "cls"), [
    ("act_print", QPrintDialog),
    ("act_preview", QPrintPreviewDialog),
    ("act_blank", BlankSheetDialog),
])
def test_print_dialogs_are_deleted(window, start_game, action, cls):
    start_game("skipbo", ["human", "computer"])
    window.controller.set_paused(True)
    seen: list = []

    def close(dialog) -> None:
        seen.append(type(dialog))
        _reject(dialog)

    timer = _answer_modal(close)
    try:
        for _ in range(TIMES):
            getattr(window, action).trigger()
    finally:
        timer.stop()
    _deleted_later()
    assert any(issubclass(c, cls) for c in seen), seen  # the dialog was really open
    assert _alive(window, cls) == []
