"""The table in motion (issue 12): dragged selections gather into a fan,
computer moves fly and the scene settles to the model of the new state."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from table_helpers import click, grip, make_table, vp

from cardtable.engine.registry import get_rules
from cardtable.ui.table.input import FAN_STEP


def _visible(view):
    return view.mapToScene(view.viewport().rect()).boundingRect()


def test_six_dragged_cards_gather_under_the_cursor_as_a_fan(qtbot):
    """Point 5: six selected cards dragged to the table's right edge stay on
    the table, gathered in a small fan, and go home when dropped on nothing."""
    rules = get_rules("phase10")
    state = rules.new_game(rules.options_from_json({"players": 2}), 3)
    _ctl, view, _messages = make_table(qtbot, rules, state, seed=3)
    hand = sorted((i for i in view.card_items if i.spec.source and i.spec.source[0] == "hand"),
                  key=lambda i: i.spec.rect[0])
    chosen = hand[:6]
    for item in chosen:
        click(view, grip(item))
    assert len(view.input.selection) == 6
    grabbed = chosen[0]
    port = view.viewport()
    a = vp(view, grip(grabbed))
    edge = _visible(view).right() - 110
    b = vp(view, QPointF(edge, grip(grabbed).y() - 150))
    QTest.mousePress(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    QTest.mouseMove(port, a + QPoint(12, 12))
    QTest.mouseMove(port, (a + b) / 2)
    QTest.mouseMove(port, b)
    dragged = view.input._drag["items"]
    assert sorted(map(id, dragged)) == sorted(map(id, chosen))
    visible = _visible(view)
    for item in dragged:
        assert visible.contains(item.sceneBoundingRect()), item.spec.source
    xs = [i.pos().x() for i in dragged]
    assert max(xs) - min(xs) <= 5 * FAN_STEP + 0.5  # a fan, not the hand spacing
    pointer = view.mapToScene(b)
    assert min(xs) <= pointer.x() <= max(xs) + grabbed.spec.rect[2]
    QTest.mouseRelease(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)
    view.flights.finish()
    for item in chosen:
        assert item.pos() == item.home
