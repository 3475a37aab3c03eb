"""The pass-and-play screen says "click when ready": any click on it or any
key hands the cards over, not only its button; a lone modifier, a release
whose press came before the screen, and a plain key that is also a window
shortcut (H: hint) do not slip past it."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication


def _next_turn(qtbot, window, ctl) -> None:
    """P0 or P1 plays its whole turn; the screen comes back for the other."""
    actor = ctl.current_seat()
    while ctl.current_seat() == actor:
        assert ctl.request(ctl.legal_actions()[0]) is None
    qtbot.waitUntil(window.privacy.isVisible, timeout=3000)


def test_any_click_or_key_on_the_screen_shows_the_cards(window, start_game, qtbot):
    ctl = start_game("phase10", ["human", "human"])
    screen = window.privacy
    qtbot.waitUntil(screen.isVisible, timeout=3000)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    assert QApplication.focusWidget() is screen

    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Shift)  # a lone modifier: nothing
    assert screen.isVisible() and ctl.viewing_seat() is None
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_H)  # a key, even the hint's shortcut
    assert not screen.isVisible() and ctl.viewing_seat() == ctl.current_seat()

    _next_turn(qtbot, window, ctl)
    corner = QPoint(20, 20)  # far from the button
    assert screen.childAt(corner) is None
    qtbot.mouseRelease(screen, Qt.MouseButton.LeftButton, pos=corner)  # pressed before it showed
    assert screen.isVisible()
    qtbot.mouseClick(screen, Qt.MouseButton.LeftButton, pos=corner)
    assert not screen.isVisible() and ctl.viewing_seat() == ctl.current_seat()

    _next_turn(qtbot, window, ctl)
    qtbot.mouseClick(screen.button, Qt.MouseButton.LeftButton)  # the button still works
    assert not screen.isVisible() and ctl.viewing_seat() == ctl.current_seat()
