"""A move refused by key is said with the rule's reason, the sentence the
mouse gets for the same move: the table asks the engine why, it never
decides a rule itself. Keys only, pressed on the real window, in English,
German and Traditional Chinese."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cardtable.engine.api import Rejection
from cardtable.engine.registry import get_rules
from cardtable.seats import Seat
from cardtable.ui.i18n import Translations
from cardtable.ui.rule_messages import rejection_text
from cardtable.ui.speech.announce import announcer

K = Qt.Key
DRAW_FIRST = Rejection.of("P10-10", "draw first", reason="draw_first")


def _last() -> tuple[str, bool]:
    return announcer().log[-1] if announcer().log else ("", False)


def _key(window, key) -> None:
    QTest.keyClick(QApplication.focusWidget() or window, key)


def _start(window, qtbot, game: str, options: dict):
    window.settings.set_ai_speed_ms(0)
    rules = get_rules(game)
    opts = rules.options_from_json(options)
    ctl = window.set_game(rules, rules.new_game(opts, 5), [Seat("Ann"), Seat("Ben", "computer", "easy")],
                          seed=5, options=opts)
    window.activateWindow()
    window.table.setFocus()
    qtbot.waitUntil(window.table.hasFocus)
    qtbot.waitUntil(lambda: ctl.current_seat() == 0, timeout=10000)
    return ctl


def test_before_drawing_every_key_says_draw_first_in_three_languages(qtbot, make_window):
    translations = Translations(QCoreApplication.instance())
    translations.switch("en")
    window = make_window(translations)
    ctl = _start(window, qtbot, "phase10", {"players": 2})
    try:
        for lang in ("en", "de", "zh_TW"):
            assert translations.switch(lang)
            qtbot.wait(10)
            reason = rejection_text(DRAW_FIRST)
            assert "P10-10" in reason
            assert lang == "en" or reason != "Rule P10-10: Draw a card first: from the draw pile or the discard pile."
            for keys in ([K.Key_Escape, K.Key_1],  # a number picks a place: there is none yet
                         [K.Key_Escape, K.Key_Space, K.Key_Tab],  # Tab finds no place: why
                         [K.Key_Escape, K.Key_Space, K.Key_Return]):  # Enter with a card but no place
                announcer().clear()
                for key in keys:
                    _key(window, key)
                assert _last() == (reason, True), (lang, keys, announcer().log)
                assert window.statusBar().currentMessage() == reason  # as the mouse's refusal shows it
        assert translations.switch("en")
        # after drawing, Enter with a card chosen says where it may go, not nothing
        _key(window, K.Key_Escape)
        _key(window, K.Key_D)
        qtbot.waitUntil(lambda: ctl.observation().stage != "draw")
        _key(window, K.Key_Space)
        announcer().clear()
        _key(window, K.Key_Return)
        assert _last() == ("Choose a place for the selected card with Tab or a number key, then press Enter.",
                           True)
    finally:
        translations.switch("en")


def test_a_stock_card_on_a_discard_pile_is_refused_with_the_rule(window, qtbot):
    ctl = _start(window, qtbot, "skipbo", {"players": 2, "stock_size": 5})
    _key(window, K.Key_Left)  # from the first hand card back to the last place of the ring: the stock
    view = window.table
    focused = view.input.focus_ring()[view.input.focus_index].spec.source
    assert focused == ("stock",)
    _key(window, K.Key_Space)
    _key(window, K.Key_5)  # your discard pile 1
    announcer().clear()
    _key(window, K.Key_Return)
    reason = rejection_text(Rejection.of("SB-13", "only hand cards"))
    assert _last() == (reason, True), announcer().log
    assert reason.startswith("Rule SB-13: Only hand cards can be discarded")
    assert ctl.current_seat() == 0 and not any(ctl.observation().seats[0].discards)
