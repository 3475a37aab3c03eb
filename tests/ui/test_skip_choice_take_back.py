"""The choice of a Skip target is taken back by Edit > Undo.

Phase 10 with three players and take-backs allowed (rule APP-UNDO): the
Skip dropped on the discard pile asks whom it is for; the choice puts it in
front of that opponent without giving it (the engine's ``ChooseSkip``), so
Ctrl+Z takes it back into the hand; "Give the Skip" gives it and the turn
passes. Through the real window, with real mouse events where a player uses
the mouse.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from skip_tables import table_with_skip
from table_helpers import click, drag, grip, zone_centre

from cardtable.engine.phase10 import actions as p10


def _table_with_skip(window, qtbot, take_back=True):
    """Seat 0 (human) has drawn and holds a Skip; two computer opponents."""
    ctl = table_with_skip(window, qtbot, take_back)
    assert ctl.request(p10.DRAW_DECK) is None
    window.table.flights.finish()
    return ctl


def _skip_item(view):
    return next(i for i in view.card_items if i.spec.source and i.spec.source[0] == "hand"
                and i.spec.source[2] == "S")


def _labels(view, kind):
    return [i.text for i in view.scene().items()
            if getattr(getattr(i, "spec", None), "kind", None) == kind and hasattr(i, "text")]


def _last_log_line(window):
    model = window.move_log.view.model()
    return model.text(model.rowCount() - 1)


def test_APP_UNDO_ctrl_z_takes_back_the_choice_of_a_skip_target(window, qtbot):
    ctl = _table_with_skip(window, qtbot)
    view = window.table
    skips_in_hand = view.hand_cards().count("S")
    # drop the Skip on the discard pile: a menu asks whom it is for
    drag(view, grip(_skip_item(view)), zone_centre(view, ("discard_pile",)))
    menu = view.input.popup
    assert menu is not None and menu.isVisible()
    pick = next(a for a in menu.actions() if a.text() == "P2")
    pick.trigger()
    menu.close()
    assert ctl.history[-1] == p10.ChooseSkip(2)
    assert ctl.current_seat() == 0  # nothing given yet: still our turn
    assert view.hand_cards().count("S") == skips_in_hand - 1  # it lies in front of P2
    assert _labels(view, "skip_chosen") == ["Skip chosen, not given yet"]
    assert [b.text for b in view.button_items if b.spec.command == "give_skip"] == ["Give the Skip"]
    assert _last_log_line(window) == "P0 chose P2 for the Skip (not given yet)"
    assert window.act_undo.isEnabled()
    # Ctrl+Z: the engine takes the choice back, the Skip is in the hand again
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=30000)
    QTest.keyClick(view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: ctl.state.skip_choice is None, timeout=30000)
    assert ctl.current_seat() == 0 and not window.act_undo.isEnabled()
    assert view.hand_cards().count("S") == skips_in_hand
    assert _labels(view, "skip_chosen") == []
    assert not [b for b in view.button_items if b.spec.command == "give_skip"]
    assert _last_log_line(window) == "P0 took back the last move"
    # dropped on P1's seat this time, then given with the button: the turn passes
    ctl.set_paused(True)  # hold the computers to look at the table after the Skip
    drag(view, grip(_skip_item(view)), zone_centre(view, ("seat", 1)))
    assert ctl.history[-1] == p10.ChooseSkip(1)
    button = next(b for b in view.button_items if b.spec.command == "give_skip")
    x, y, w, h = button.spec.rect
    click(view, QPointF(x + w / 2, y + h / 2))
    assert ctl.history[-1] == p10.PlaySkip(1)
    assert ctl.current_seat() == 2 and 1 in view.recent.skipped
    assert not window.act_undo.isEnabled()  # a given Skip is never taken back


def test_APP_UNDO_off_a_skip_is_given_at_once(window, qtbot):
    ctl = _table_with_skip(window, qtbot, take_back=False)
    view = window.table
    drag(view, grip(_skip_item(view)), zone_centre(view, ("seat", 1)))
    assert ctl.history[-1] == p10.PlaySkip(1)
    assert ctl.current_seat() != 0
