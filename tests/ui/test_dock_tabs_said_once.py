"""After Close game and a new game, a screen reader is not sent to the docks'
tab bar: the hidden docks come back, their tab bar gets its tabs again and
Qt reports its first tab as newly selected, on which Orca moved its
attention there and said "Score sheet page tab." before the focused card.
The tab bar's accessible objects of that moment are let go (a reader asking
about that report finds nothing), the tabs are still there and read, and
the focus is on the table. (tests/a11y/test_orca.py hears it with Orca.)"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QTabBar


@pytest.fixture
def reader_listening():
    """Qt's accessibility on, as with a screen reader running (off again after)."""
    QAccessible.setActive(True)
    try:
        yield
    finally:
        QAccessible.setActive(False)


def _tab_bar(window) -> QTabBar:
    [bar] = window.findChildren(QTabBar, options=Qt.FindChildOption.FindDirectChildrenOnly)
    return bar


def test_the_docks_coming_back_leave_no_selection_report_a_reader_can_follow(window, start_game, qtbot,
                                                                             reader_listening):
    window.resize(1280, 900)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=30000)
    start_game("phase10", ["human", "computer"])
    window.close_game()
    bar = _tab_bar(window)
    assert bar.count() == 0  # the docks are stowed for the start page
    known = QAccessible.uniqueId(QAccessible.queryAccessibleInterface(bar))  # what a reader knows of it
    start_game("skipbo", ["human", "computer"])
    assert [bar.tabText(i) for i in range(bar.count())] == ["Score sheet", "Moves"]
    assert QAccessible.accessibleInterface(known) is None, "the tab bar's selection report names a live object"
    again = QAccessible.queryAccessibleInterface(bar)  # asked again: a new one, with its tabs
    assert again is not None and QAccessible.uniqueId(again) != known
    assert [again.child(i).text(QAccessible.Text.Name) for i in range(2)] == ["Score sheet", "Moves"]
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=30000)
