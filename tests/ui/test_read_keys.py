"""Read keys (R, T, G, M, O, W) answer aloud in the current language, with
the hand grouped as a player says it; nothing hidden is ever said."""

from __future__ import annotations

import re
from types import SimpleNamespace

from PySide6.QtCore import QCoreApplication, Qt

from cardtable.ui.i18n import Translations
from cardtable.ui.speech.announce import announcer
from cardtable.ui.table.games import phase10_speech, skipbo_speech


def test_the_phase_10_hand_is_read_grouped():
    hand = ("R7", "B7", "G7", "W", "B3", "B2", "B4", "B5", "Y9", "S", "W")
    assert phase10_speech.hand_words(hand) == (
        "three 7s (red, blue, green), blue 2 to 5, yellow 9, 2 Wilds, a Skip")
    assert phase10_speech.hand_words(("R1", "R2", "G3")) == "red 1, red 2, green 3"
    assert phase10_speech.hand_words(()) == "no cards"


def test_the_skip_bo_hand_and_piles_are_read():
    obs = SimpleNamespace(hand=("3", "7", "7", "SB", "12"), building=((), ("1", "SB2", "3"), tuple("x" * 12)),
                          draw_count=40)
    assert skipbo_speech.hand(obs) == "Your hand: 3, 7, 7, SKIP-BO card, 12"
    assert skipbo_speech.centre(obs) == ("Building pile 1, empty, next 1. Building pile 2, top 3, next 4. "
                                         "Building pile 3, complete. Draw pile, 40 cards.")


def _press_and_hear(qtbot, view, key) -> str:
    heard: list = []

    def hear(text: str, _assertive: bool) -> None:
        heard.append(text)

    announcer().said.connect(hear)  # counted as said (the log keeps only the last 500)
    try:
        qtbot.keyClick(view, key)
    finally:
        announcer().said.disconnect(hear)
    assert len(heard) == 1, "a read key answers with one announcement"
    text, assertive = announcer().log[-1]
    assert assertive
    return text


def test_read_keys_answer_in_three_languages(qtbot, make_window):
    translations = Translations(QCoreApplication.instance())
    translations.switch("en")
    window = make_window(translations)
    window.settings.set_ai_speed_ms(0)
    from cardtable.engine.registry import get_rules
    from cardtable.seats import Seat

    rules = get_rules("phase10")
    options = rules.options_from_json({"players": 2})
    ctl = window.set_game(rules, rules.new_game(options, 5), [Seat("Ann"), Seat("Mama", "computer", "easy")],
                          seed=5, options=options)
    view = window.table
    qtbot.waitUntil(lambda: ctl.current_seat() == 0)
    other_hand = ctl.rules.observation(ctl.state, 1).hand
    K = Qt.Key
    expected = {
        "en": {K.Key_R: "Your hand, 10 cards: ", K.Key_T: "Discard pile, top ", K.Key_G: "No groups are laid down.",
               K.Key_M: "Phase 1: ", K.Key_O: "Ann: 10 cards, phase 1, score 0. Mama: 10 cards, phase 1, score 0",
               K.Key_W: "Your turn: draw a card (D)"},
        "de": {K.Key_R: "Deine Hand, 10 Karten: ", K.Key_T: "Ablagestapel, oben ",
               K.Key_G: "Es liegen keine Kombinationen aus.", K.Key_M: "Phase 1: ",
               K.Key_O: "Ann: 10 Karten, Phase 1, Punkte 0. Mama: 10 Karten, Phase 1, Punkte 0", K.Key_W: ""},
        "zh_TW": {K.Key_R: "你的手牌，10 張牌：", K.Key_T: "棄牌堆，最上面是", K.Key_G: "桌上還沒有組合。",
                  K.Key_M: "第 1 階", K.Key_O: "Ann：10 張牌，第 1 階，分數 0。Mama：10 張牌，第 1 階，分數 0",
                  K.Key_W: ""},
    }
    try:
        for lang, answers in expected.items():
            assert translations.switch(lang)
            qtbot.wait(10)  # the language change reaches the table
            from PySide6.QtGui import QAccessible

            iface = QAccessible.queryAccessibleInterface(view)  # the tree speaks the language too
            first = iface.child(1).text(QAccessible.Text.Name)
            assert first.endswith({"en": ", in your hand, 1 of 10", "de": ", in deiner Hand, 1 von 10",
                                   "zh_TW": "，在你的手牌中，第 1 張，共 10 張"}[lang]), first
            for key, start in answers.items():
                text = _press_and_hear(qtbot, view, key)
                assert text.startswith(start), (lang, text)
                if key == K.Key_O:  # the other seat's hand: a count, never its cards
                    from cardtable.ui.table.games.phase10_cards import card_name

                    assert not any(card_name(c) in text for c in other_hand)
    finally:
        translations.switch("en")
    # a read key with a modifier is no read key (Ctrl+R, Shift+R say nothing)
    before = len(announcer().log)
    qtbot.keyClick(view, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert len(announcer().log) == before


def test_read_keys_in_skip_bo(window, start_game, qtbot):
    ctl = start_game("skipbo", ["human", "computer"])
    view = window.table
    qtbot.waitUntil(lambda: ctl.current_seat() == 0)
    assert _press_and_hear(qtbot, view, Qt.Key.Key_R).startswith("Your hand: ")
    assert _press_and_hear(qtbot, view, Qt.Key.Key_G).startswith("Building pile 1, empty, next 1")
    mine = _press_and_hear(qtbot, view, Qt.Key.Key_M)
    assert re.fullmatch(r"Your stock pile top \w+, \d+ cards\. Your discard pile 1: empty; discard pile 2: "
                        r"empty; discard pile 3: empty; discard pile 4: empty\.", mine), mine
    others = _press_and_hear(qtbot, view, Qt.Key.Key_O)
    assert others.startswith("P0: 5 cards in hand, stock pile top ") and "P1: 0 cards in hand, stock pile top " in others  # filled on its turn


def test_behind_the_privacy_screen_the_hand_is_not_read(window, start_game, qtbot):
    start_game("phase10", ["human", "human"])
    qtbot.waitUntil(window.privacy.isVisible, timeout=3000)
    assert _press_and_hear(qtbot, window.table, Qt.Key.Key_R) == "Your cards are hidden."
    from PySide6.QtGui import QAccessible

    iface = QAccessible.queryAccessibleInterface(window.table)  # nor named in the tree
    names = [iface.child(i).text(QAccessible.Text.Name) for i in range(iface.childCount())]
    assert names and not [n for n in names if "in your hand" in n]
    assert "P0: 10 cards, phase 1, score 0" in names and "P1: 10 cards, phase 1, score 0" in names
