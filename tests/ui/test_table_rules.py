"""Refused drops snap back with the rule; privacy; keyboard-only turns; hints."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from table_helpers import (
    click,
    drag,
    face_up_hand_items,
    grip,
    make_table,
    zone_centre,
)

from cardtable.engine.phase10 import actions as p10
from cardtable.engine.registry import get_rules
from cardtable.engine.skipbo.state import Discard, Play
from cardtable.seats import Seat

SB_POSITION = {
    "game": "skipbo",
    "options": {"players": 2, "stock_size": 5},
    "current": 0,
    "players": [
        {"stock": {"face_down": [1, 2, 3, 4], "top": 1}, "hand": [5, 6, 7, 8, 9]},
        {"stock": {"face_down": [1, 2, 3, 4], "top": 11}, "hand": [1, 2, 3, 4, 5]},
    ],
    "building_piles": [[], [], [], []],
}


def _skipbo(qtbot):
    rules = get_rules("skipbo")
    return (rules, *make_table(qtbot, rules, rules.state_from_json(SB_POSITION)))


def test_SB_14_refused_drop_snaps_back_with_rule(qtbot):
    _rules, ctl, view, messages = _skipbo(qtbot)
    try:
        qtbot.waitUntil(ctl.is_viewers_turn)
        item = view.item_for_source(("hand", 0, 5))
        home = item.pos()
        drag(view, grip(item), zone_centre(view, ("building", 0)))
        assert ctl.history == ()
        assert any("SB-14" in m for m in messages), messages
        assert view.flights.running, "the card should travel back"
        qtbot.waitUntil(lambda: item.pos() == home, timeout=2000)
        assert item.zValue() == item.spec.z
    finally:
        ctl.shutdown()


def test_legal_targets_light_up_while_dragging(qtbot):
    _rules, ctl, view, _ = _skipbo(qtbot)
    try:
        qtbot.waitUntil(ctl.is_viewers_turn)
        port = view.viewport()
        stock = view.item_for_source(("stock",))
        a = view.mapFromScene(grip(stock))
        QTest.mousePress(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
        QTest.mouseMove(port, a + a.__class__(1, 0))  # below the drag distance
        assert not any(z.legal for z in view.zone_items.values())
        QTest.mouseMove(port, a + a.__class__(30, -30))
        legal = {t for t, z in view.zone_items.items() if z.legal}
        assert legal == {("building", 0), ("building", 1), ("building", 2), ("building", 3)}
        b = view.mapFromScene(zone_centre(view, ("building", 2)))
        QTest.mouseMove(port, b)
        QTest.mouseRelease(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)
        assert ctl.history[-1] == Play("stock", 2)
    finally:
        ctl.shutdown()


def test_keyboard_only_skipbo_turn(qtbot):
    _rules, ctl, view, _ = _skipbo(qtbot)
    try:
        qtbot.waitUntil(ctl.is_viewers_turn)
        view.setFocus()
        ring = view.input.focus_ring()
        stock_at = next(k for k, i in enumerate(ring) if i.spec.source == ("stock",))
        for _ in range(stock_at + 1):
            QTest.keyClick(view, Qt.Key.Key_Right)
        assert view.input.focus_ring()[view.input.focus_index].spec.source == ("stock",)
        QTest.keyClick(view, Qt.Key.Key_Space)
        QTest.keyClick(view, Qt.Key.Key_1)  # building pile 1
        assert view.input.target_focus == ("building", 0)
        QTest.keyClick(view, Qt.Key.Key_Return)
        assert ctl.history[-1] == Play("stock", 0)
        # discard the focused hand card onto discard pile 2 to end the turn
        view.input.focus_index = 0
        QTest.keyClick(view, Qt.Key.Key_Left)
        QTest.keyClick(view, Qt.Key.Key_Right)
        QTest.keyClick(view, Qt.Key.Key_Space)
        QTest.keyClick(view, Qt.Key.Key_6)
        QTest.keyClick(view, Qt.Key.Key_Enter)
        assert isinstance(ctl.history[-1], Discard) and ctl.history[-1].pile == 1
    finally:
        ctl.shutdown()


def test_keyboard_only_phase10_turn(qtbot):
    rules = get_rules("phase10")
    state = rules.new_game(rules.options_from_json({"players": 3}), 12)
    ctl, view, _ = make_table(qtbot, rules, state, seats=[
        Seat("You"), Seat("A", "computer", "easy"), Seat("B", "computer", "easy")], seed=12)
    try:
        qtbot.waitUntil(ctl.is_viewers_turn)
        view.setFocus()
        QTest.keyClick(view, Qt.Key.Key_D)
        assert ctl.history[-1] == p10.DRAW_DECK
        QTest.keyClick(view, Qt.Key.Key_S)  # sort by colour: display only
        assert view.sort_mode == "colour"
        QTest.keyClick(view, Qt.Key.Key_Right)
        card = view.input.focus_ring()[view.input.focus_index].spec.source[2]
        QTest.keyClick(view, Qt.Key.Key_Space)
        assert view.input.selection
        QTest.keyClick(view, Qt.Key.Key_Tab)
        assert view.input.target_focus is not None
        while view.input.target_focus != ("discard_pile",):
            QTest.keyClick(view, Qt.Key.Key_Tab)
        QTest.keyClick(view, Qt.Key.Key_Return)
        if card == "S":
            assert isinstance(ctl.history[-1], p10.PlaySkip | p10.Discard)
        else:
            assert ctl.history[-1] == p10.Discard(card)
    finally:
        ctl.shutdown()


def test_privacy_screen_never_shows_a_hand(qtbot):
    rules = get_rules("phase10")
    state = rules.new_game(rules.options_from_json({"players": 3}), 4)
    seats = [Seat("Ann"), Seat("Bea"), Seat("Bot", "computer", "easy")]
    ctl, view, _ = make_table(qtbot, rules, state, seats=seats, seed=4)
    try:
        qtbot.waitUntil(lambda: ctl.privacy_pending() == 0)
        view.refresh()
        assert ctl.viewing_seat() is None
        assert not face_up_hand_items(view)
        assert not any(i.face_up for i in view.card_items if i.spec.seat in (0, 1)
                       and i.spec.hand_of is not None)
        view.grab()  # painting behind the screen draws no face either
        ctl.acknowledge_privacy()
        assert len(face_up_hand_items(view)) == len(ctl.state.hands[0])
        click(view, grip(view.item_for_source(("deck",))))
        index, card = next((k, c) for k, c in enumerate(view.hand_cards()) if c != "S")
        drag(view, grip(view.item_for_source(("hand", index, card))),
             zone_centre(view, ("discard_pile",)))
        assert ctl.history[-1] == p10.Discard(card)
        qtbot.waitUntil(lambda: ctl.privacy_pending() == 1)
        assert ctl.viewing_seat() is None
        assert not face_up_hand_items(view)
        ctl.acknowledge_privacy()
        assert view.obs.seat == 1
        assert {i.spec.hand_of for i in face_up_hand_items(view)} == {1}
    finally:
        ctl.shutdown()


def test_hint_marks_a_move_and_enter_plays_it(window, play_state, qtbot):
    rules = get_rules("skipbo")
    ctl = play_state(rules, rules.state_from_json(SB_POSITION), ["human", "computer"])
    qtbot.waitUntil(ctl.is_viewers_turn)
    view = window.table
    view.setFocus()
    window.act_hint.trigger()  # Play > Hint (H): the one hint action
    assert view.input.hint is not None
    assert any(i.hinted for i in view.card_items)
    assert window.statusBar().currentMessage().startswith("Hint:")
    suggested = view.input.hint[0]
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert ctl.history[-1] == suggested
