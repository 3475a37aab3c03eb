""""Your turn" is said at the start of every turn of the viewing player:
also the first turn of a game started after Game > Close game in the
middle of one's own turn, and the turn that comes straight back after a
Skip given to the only opponent (Phase 10, two players)."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cardtable.engine.phase10 import actions as p10
from cardtable.engine.registry import get_rules
from cardtable.seats import Seat
from cardtable.ui.speech.announce import announcer

K = Qt.Key


def _said() -> list[str]:
    return [t for t, _a in announcer().log]


def test_the_first_turn_after_close_game_is_said(window, start_game, qtbot):
    ctl = start_game("phase10", ["human", "computer"])
    qtbot.waitUntil(lambda: ctl.current_seat() == 0 and "Your turn, P0" in _said(), timeout=10000)
    window.act_close.trigger()  # Game > Close game, in the middle of our own turn
    announcer().clear()
    ctl = start_game("skipbo", ["human", "computer"])
    qtbot.waitUntil(lambda: ctl.current_seat() == 0, timeout=10000)
    qtbot.waitUntil(lambda: "Your turn, P0" in _said(), timeout=5000)


def _key(window, key) -> None:
    QTest.keyClick(QApplication.focusWidget() or window, key)


def test_your_turn_is_said_again_after_a_skip_to_the_only_opponent(window, qtbot):
    rules = get_rules("phase10")
    options = rules.options_from_json({"players": 2})
    state = rules.new_game(options, 5)
    hands, draw = list(state.hands), list(state.draw_pile)
    at = draw.index("S")  # swapped with a hand card: the deck stays whole
    draw[at], hands[0] = hands[0][-1], (*hands[0][:-1], "S")
    state = replace(state, hands=tuple(hands), draw_pile=tuple(draw), current=0, stage="draw",
                    last_events=())
    window.settings.set_ai_speed_ms(0)
    ctl = window.set_game(rules, state, [Seat("Ann"), Seat("Ben", "computer", "easy")], seed=5,
                          options=options)
    window.activateWindow()
    window.table.setFocus()
    qtbot.waitUntil(window.table.hasFocus)
    qtbot.waitUntil(lambda: "Your turn, Ann" in _said(), timeout=10000)
    _key(window, K.Key_D)
    qtbot.waitUntil(lambda: ctl.observation().stage != "draw")
    view = window.table
    _key(window, K.Key_Escape)
    for _ in range(12):  # the keyboard cursor to the Skip
        if view.input.focus_ring()[view.input.focus_index].spec.source[2] == "S":
            break
        _key(window, K.Key_Right)
    announcer().clear()
    _key(window, K.Key_Space)
    _key(window, K.Key_1)  # the first place the Skip may go
    _key(window, K.Key_Return)
    assert isinstance(ctl.history[-1], p10.PlaySkip)
    assert ctl.current_seat() == 0  # Ben is skipped: Ann plays again
    qtbot.waitUntil(lambda: "Your turn, Ann" in _said(), timeout=5000)
