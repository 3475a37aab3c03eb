"""A refused move is explained next to the card, not only in the status bar.

Two players, Phase 10, the human's turn to draw: dropping a hand card on the
discard pile before drawing is refused (P10-10). The refusal appears in a
bubble on the table near the drop point, plain words first, then the rule
id and a "Why?" that opens the rule (by mouse, and by keyboard through Help >
Explain the last refused move, Shift+F1); the status-bar line stays; the
next click on the table dismisses the bubble. Through the real window with
real mouse events.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from table_helpers import click, drag, grip, vp, zone_centre

from cardtable.engine.registry import get_rules
from cardtable.ui.rule_messages import rule_sentence
from cardtable.ui.table.bubble import reading_ms


def _start(window, qtbot, play_state, size=(1024, 700)):
    rules = get_rules("phase10")
    options = rules.options_from_json({"players": 2})
    window.resize(*size)
    ctl = play_state(rules, rules.new_game(options, 100), ["human", "computer"])
    qtbot.waitUntil(ctl.is_viewers_turn, timeout=60000)
    window.table.flights.finish()
    return ctl


def _refused_drop(window, qtbot, play_state, size=(1024, 700)):
    ctl = _start(window, qtbot, play_state, size)
    view = window.table
    card = next(i for i in view.card_items if i.spec.source and i.spec.source[0] == "hand")
    end = zone_centre(view, ("discard_pile",))
    rejected = []
    ctl.action_rejected.connect(rejected.append)
    drag(view, grip(card), end)
    assert rejected and rejected[0].rule == "P10-10", rejected
    return ctl, view, rejected[0], vp(view, end)


def test_P10_10_refusal_shows_a_bubble_at_the_drop_point(window, qtbot, play_state):
    _ctl, view, rejection, drop = _refused_drop(window, qtbot, play_state)
    bubble = view.bubble
    assert bubble.isVisible()
    assert bubble.words.text() == rule_sentence(rejection)  # plain words first
    assert "Rule P10-10" in bubble.rule.text() and "Why?" in bubble.rule.text()
    geometry = bubble.geometry()
    assert view.viewport().rect().contains(geometry), "the bubble fits on the table"
    assert not geometry.contains(drop), "the bubble does not cover the drop point"
    centre = geometry.center()
    assert abs(centre.x() - drop.x()) < geometry.width() / 2 + 40
    assert abs(centre.y() - drop.y()) < geometry.height() + 80, "next to the drop point"
    assert window.statusBar().currentMessage().startswith("Rule P10-10")  # kept
    assert reading_ms(bubble.words.text()) >= 6000
    click(view, view.mapToScene(view.viewport().rect().center()))
    assert not bubble.isVisible(), "the next click dismisses it"


def test_P10_10_why_in_the_bubble_opens_the_rule(window, qtbot, play_state):
    _ctl, view, _rejection, _drop = _refused_drop(window, qtbot, play_state)
    label = view.bubble.rule
    label.linkActivated.emit("why")  # a click on the link (QLabel draws it itself)
    dialog = window.rule_help.dialog
    assert dialog is not None and dialog.isVisible()
    assert not view.bubble.isVisible()


def test_P10_10_why_by_keyboard(window, qtbot, play_state):
    _ctl, _view, _rejection, _drop = _refused_drop(window, qtbot, play_state)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=30000)
    assert window.rule_help.act_explain.shortcut().toString() == "Shift+F1"
    QTest.keyClick(window, Qt.Key.Key_F1, Qt.KeyboardModifier.ShiftModifier)
    assert window.rule_help.dialog is not None and window.rule_help.dialog.isVisible()


def test_bubble_fits_a_large_window(window, qtbot, play_state):
    _ctl, view, _rejection, drop = _refused_drop(window, qtbot, play_state, (1920, 1080))
    geometry = view.bubble.geometry()
    assert view.viewport().rect().contains(geometry)
    assert not geometry.contains(drop)
