"""A Skip is given by keys alone with three players and take-backs allowed:
the Skip chosen for a seat (Space, Tab to the seat, Enter) waits to be
given, and Enter or Space gives it, as the "Give the Skip" button does.
The prompt (read key W) says so in English, German and Traditional Chinese."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from skip_tables import table_with_skip
from table_helpers import installed_language

from cardtable.engine.phase10 import actions as p10
from cardtable.ui.speech.announce import announcer

K = Qt.Key


def _table_with_skip(window, qtbot):
    """Seat 0 (the human) has drawn (by key) and holds a Skip; two computer opponents."""
    ctl = table_with_skip(window, qtbot)
    window.activateWindow()
    window.table.setFocus()
    qtbot.waitUntil(window.table.hasFocus, timeout=30000)
    _key(window, K.Key_D)
    qtbot.waitUntil(lambda: ctl.observation().stage != "draw", timeout=30000)
    ctl.set_paused(True)  # the computers wait: the test looks at the table after the Skip
    return ctl


def _key(window, key) -> None:
    QTest.keyClick(QApplication.focusWidget() or window, key)


def _choose_skip_for_a_seat(window) -> int:
    """Right to the Skip, Space, Tab to an opponent's seat, Enter: the seat."""
    view = window.table
    _key(window, K.Key_Escape)
    for _ in range(12):
        ring = view.input.focus_ring()
        if ring[view.input.focus_index].spec.source[2] == "S":
            break
        _key(window, K.Key_Right)
    _key(window, K.Key_Space)
    for _ in range(8):
        _key(window, K.Key_Tab)
        if view.input.target_focus and view.input.target_focus[0] == "seat":
            break
    seat = view.input.target_focus[1]
    _key(window, K.Key_Return)
    return seat


def test_enter_or_space_gives_the_chosen_skip(window, qtbot):
    for give in (K.Key_Return, K.Key_Space):
        ctl = _table_with_skip(window, qtbot)
        seat = _choose_skip_for_a_seat(window)
        assert ctl.history[-1] == p10.ChooseSkip(seat)
        assert ctl.current_seat() == 0
        _key(window, give)
        assert ctl.history[-1] == p10.PlaySkip(seat), give
        assert ctl.current_seat() != 0
        window.close_game()


def test_the_prompt_of_a_chosen_skip_names_enter_in_three_languages(window, qtbot):
    _table_with_skip(window, qtbot)
    _choose_skip_for_a_seat(window)
    expected = {"en": "Give the Skip with Enter or the button, or take the choice back (Ctrl+Z)",
                "de": "Gib die Aussetzen-Karte mit der Eingabetaste oder nimm die Wahl zurück (Strg+Z)",
                "zh_TW": "按 Enter 或按下按鈕送出跳過牌，或收回這個選擇（Ctrl+Z）"}
    for lang, words in expected.items():
        with installed_language(lang):
            announcer().clear()
            _key(window, K.Key_W)
            assert announcer().log[-1] == (words, True), lang
