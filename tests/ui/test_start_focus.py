"""The keyboard between the start page and the table, as a screen-reader
user goes: Enter on a one-click start starts the game (as Space does), the
table then holds the focus (not a dock's tab), Close game puts the focus on
the first one-click start (a named button, not an unnamed pane), and the
table's accessible name is the window's: "Card table: Phase 10", in
English, German and Traditional Chinese."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cardtable.ui.i18n import Translations
from cardtable.ui.start import quick_start

K = Qt.Key
TABLE_NAMES = {"en": "Card table: Phase 10", "de": "Kartentisch: Phase 10", "zh_TW": "牌桌：Phase 10"}


def _shown(window, qtbot) -> None:
    window.settings.set_ai_speed_ms(0)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    window.start_page.refresh()


def _play_button(window):
    return window.start_page.tiles[quick_start.PHASE10_COMPUTER].play


def _table_has_focus(window, qtbot) -> None:
    qtbot.waitUntil(lambda: window.table is not None)
    QTest.qWait(50)  # the docks shown beside the table must not take the focus afterwards
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table)


def test_enter_on_a_one_click_start_starts_it_and_the_table_gets_the_focus(window, qtbot):
    _shown(window, qtbot)
    play = _play_button(window)
    play.setFocus()
    qtbot.waitUntil(play.hasFocus)
    QTest.keyClick(play, K.Key_Return)
    _table_has_focus(window, qtbot)


def test_close_game_focuses_a_named_button_and_the_next_game_the_table(window, qtbot):
    _shown(window, qtbot)
    play = _play_button(window)
    play.setFocus()
    QTest.keyClick(play, K.Key_Space)
    _table_has_focus(window, qtbot)
    QTest.keyClick(window.table, K.Key_W, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.table is None)
    focused = QApplication.focusWidget()
    assert focused is play
    assert QAccessible.queryAccessibleInterface(focused).text(QAccessible.Text.Name)
    QTest.keyClick(focused, K.Key_Enter)  # the keypad's Enter too
    _table_has_focus(window, qtbot)


def test_the_new_game_dialog_leaves_the_focus_on_the_table(window, qtbot, start_game):
    _shown(window, qtbot)
    start_game("phase10", ["human", "computer"])
    _table_has_focus(window, qtbot)


@pytest.mark.parametrize("lang", sorted(TABLE_NAMES))
def test_the_table_is_named_with_its_game(qtbot, make_window, lang):
    translations = Translations(QCoreApplication.instance())
    translations.switch(lang)
    window = make_window(translations)
    try:
        _shown(window, qtbot)
        window.quick_start(quick_start.PHASE10_COMPUTER)
        _table_has_focus(window, qtbot)
        face = QAccessible.queryAccessibleInterface(window.table)
        assert face.text(QAccessible.Text.Name) == TABLE_NAMES[lang]
    finally:
        translations.switch("en")


def test_a_game_started_after_close_game_gives_the_focus_to_nothing_but_the_table(window, qtbot):
    """Orca said "Score sheet page tab." here: the focus passed through the docks' tab bar."""
    _shown(window, qtbot)
    play = _play_button(window)
    play.setFocus()
    QTest.keyClick(play, K.Key_Space)
    _table_has_focus(window, qtbot)
    QTest.keyClick(window.table, K.Key_W, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(play.hasFocus)
    passed: list = []
    QApplication.instance().focusChanged.connect(lambda _old, new: passed.append(new))
    QTest.keyClick(play, K.Key_Return)
    _table_has_focus(window, qtbot)
    assert [type(w).__name__ for w in passed if w not in (None, window.table)] == []


def test_a_lesson_gets_the_focus_and_closing_it_gives_it_to_a_named_button(window, qtbot):
    from cardtable.tutorial.lessons import load_lessons

    _shown(window, qtbot)
    play = _play_button(window)
    play.setFocus()
    qtbot.waitUntil(play.hasFocus)
    window.tutorial.start(load_lessons()[0])
    _table_has_focus(window, qtbot)
    window.tutorial.panel.close_lesson.emit()  # the lesson panel's Close
    qtbot.waitUntil(lambda: window.table is None)
    assert QApplication.focusWidget() is play
