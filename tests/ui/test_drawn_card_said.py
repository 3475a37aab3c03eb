"""The card a player draws is named to that player ("You drew blue 7"), in
English, German and Traditional Chinese; another seat's card from the draw
pile is never named (its draw is said as the move log says it)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cardtable.engine.registry import get_rules
from cardtable.seats import Seat
from cardtable.ui.i18n import Translations
from cardtable.ui.speech.announce import announcer
from cardtable.ui.table.games.phase10_cards import card_name

K = Qt.Key
DREW = {"en": "You drew {card}", "de": "Du hast {card} aufgenommen", "zh_TW": "你摸到了 {card}"}
TOOK = {"en": "You took {card} from the discard pile", "de": "Du hast {card} vom Ablagestapel genommen",
        "zh_TW": "你從棄牌堆拿了 {card}"}


def _said() -> list[str]:
    return [t for t, _a in announcer().log]


def _key(window, key, mods=Qt.KeyboardModifier.NoModifier) -> None:
    QTest.keyClick(QApplication.focusWidget() or window, key, mods)


def test_your_drawn_card_is_named_and_no_other_seats(qtbot, make_window):
    translations = Translations(QCoreApplication.instance())
    translations.switch("en")
    window = make_window(translations)
    window.settings.set_ai_speed_ms(0)
    rules = get_rules("phase10")
    options = rules.options_from_json({"players": 2})
    ctl = window.set_game(rules, rules.new_game(options, 5), [Seat("Ann"), Seat("Ben", "computer", "easy")],
                          seed=5, options=options)
    window.activateWindow()
    window.table.setFocus()
    qtbot.waitUntil(window.table.hasFocus)
    try:
        for turn, lang in enumerate(("en", "de", "zh_TW")):
            qtbot.waitUntil(lambda: ctl.current_seat() == 0, timeout=10000)
            assert translations.switch(lang)
            qtbot.wait(10)
            before = ctl.observation().hand
            top = ctl.observation().discard_top
            announcer().clear()
            from_discard = turn == 1 and top != "S"
            if from_discard:  # Shift+D takes the discard: public, and said
                _key(window, K.Key_D, Qt.KeyboardModifier.ShiftModifier)
            else:
                _key(window, K.Key_D)
            wanted = len(before) + 1
            qtbot.waitUntil(lambda wanted=wanted: len(ctl.observation().hand) == wanted)
            drawn = next(c for c in ctl.observation().hand if ctl.observation().hand.count(c) > before.count(c))
            words = (TOOK if from_discard else DREW)[lang].format(card=card_name(drawn))
            qtbot.waitUntil(lambda words=words: words in _said(), timeout=5000)
            # Ben's turn: his draw is said as the log says it, naming no hidden card
            announcer().clear()
            ctl.request(next(a for a in ctl.legal_actions() if type(a).__name__ == "Discard"
                             and a.card != "S"))
            qtbot.waitUntil(lambda: ctl.current_seat() == 0, timeout=10000)
            mine = {DREW[lang].split("{")[0], TOOK[lang].split("{")[0]}
            assert not [t for t in _said() if t.startswith(tuple(mine))], _said()
            if lang == "en":
                draws = [t for t in _said() if t.startswith("Ben drew") or t.startswith("Ben took")]
                assert draws and all(t == "Ben drew a card from the draw pile"
                                     or t.endswith(" from the discard pile") for t in draws), _said()
    finally:
        translations.switch("en")
