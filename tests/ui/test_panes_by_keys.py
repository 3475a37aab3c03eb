"""F6 and Shift+F6 move the keyboard focus between the table, the move log
and the score sheet (a closed dock opens); on the table, comma and period
say the previous and next lines of the move log without the focus leaving
the table, in English, German and Traditional Chinese."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cardtable.engine.registry import get_rules
from cardtable.seats import Seat
from cardtable.ui.i18n import Translations
from cardtable.ui.speech.announce import announcer

K = Qt.Key


def _key(window, key, mods=Qt.KeyboardModifier.NoModifier) -> None:
    QTest.keyClick(QApplication.focusWidget() or window, key, mods)


def _start(window, qtbot):
    window.settings.set_ai_speed_ms(0)
    rules = get_rules("phase10")
    options = rules.options_from_json({"players": 2})
    ctl = window.set_game(rules, rules.new_game(options, 5), [Seat("Ann"), Seat("Ben", "computer", "easy")],
                          seed=5, options=options)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)
    window.table.setFocus()
    qtbot.waitUntil(window.table.hasFocus)
    qtbot.waitUntil(lambda: ctl.current_seat() == 0, timeout=10000)
    return ctl


def test_f6_moves_the_focus_through_the_panes(window, qtbot):
    _start(window, qtbot)
    window.move_log.hide()  # a closed dock is opened by F6
    log, sheet = window.move_log.view, window.score_dock.view
    _key(window, K.Key_F6)
    assert QApplication.focusWidget() is log and not window.move_log.isHidden()
    assert log.currentIndex().row() == log.model().rowCount() - 1  # on the newest line
    _key(window, K.Key_F6)
    assert QApplication.focusWidget() is sheet
    _key(window, K.Key_F6)
    assert QApplication.focusWidget() is window.table
    _key(window, K.Key_F6, Qt.KeyboardModifier.ShiftModifier)
    assert QApplication.focusWidget() is sheet
    _key(window, K.Key_F6, Qt.KeyboardModifier.ShiftModifier)
    assert QApplication.focusWidget() is log


def test_comma_and_period_review_the_moves_from_the_table(qtbot, make_window):
    translations = Translations(QCoreApplication.instance())
    translations.switch("en")
    window = make_window(translations)
    ctl = _start(window, qtbot)
    _key(window, K.Key_D)  # a move of our own: the log has a few lines now
    qtbot.waitUntil(lambda: ctl.observation().stage != "draw")
    model = window.move_log.model
    lines = [model.text(r) for r in range(model.rowCount()) if model.row_kind(r) == "event"]
    assert len(lines) >= 2

    def heard(key) -> str:
        announcer().clear()
        _key(window, key)
        text, assertive = announcer().log[-1]
        assert assertive and window.table.hasFocus()
        return text

    assert heard(K.Key_Comma) == lines[-1]
    assert heard(K.Key_Comma) == lines[-2]
    assert heard(K.Key_Period) == lines[-1]
    edges = {"en": ("No newer moves.", "No earlier moves."), "de": ("Keine neueren Spielzüge.", "Keine früheren Spielzüge."),
             "zh_TW": ("沒有更新的出牌紀錄。", "沒有更早的出牌紀錄。")}
    try:
        for lang, (newer, earlier) in edges.items():
            assert translations.switch(lang)
            assert heard(K.Key_Period) == newer
            for _ in range(len(lines) + 1):
                _key(window, K.Key_Comma)
            assert announcer().log[-1][0] == earlier
            for _ in range(len(lines) + 1):
                _key(window, K.Key_Period)
    finally:
        translations.switch("en")
