"""After a drag, nothing of the drop targets' light stays on the screen.

The green outlines of the legal drop places (and the dark fill of a Skip's
target seat) were left on the screen after a drop: a zone gone dark has no
contents, and Qt never repaints an item without contents, so the area it lit
was not drawn again. Checked on what the screen shows (the window's backing
store, ``QScreen.grabWindow``) against the same table drawn afresh, after
real mouse drags: the draw pile onto the hand and a card onto the discard
pile in Phase 10 (seed 11), and a card onto a building pile in Skip-Bo.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QGuiApplication, QImage
from PySide6.QtTest import QTest
from table_helpers import grip, make_table, source_item, zone_centre

from cardtable.engine.registry import get_rules
from cardtable.seats import Seat


def drag(view, start: QPointF, end: QPointF) -> None:
    """A drag as a hand makes it: the table is drawn between the moves, so
    the drop places light up on the screen while the card travels."""
    port = view.viewport()
    a, b = view.mapFromScene(start), view.mapFromScene(end)
    QTest.mousePress(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for point in (a + QPoint(12, 12), (a + b) / 2, b):
        QTest.mouseMove(port, point)
        QTest.qWait(40)
    QTest.mouseRelease(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)


def on_screen(view) -> QImage:
    QTest.qWait(50)  # the scene's repaints of the drop are done
    for _ in range(1200):  # and every card has landed (at most a minute: a loaded machine is slow)
        if not view.flights.busy():
            break
        QTest.qWait(50)
    assert not view.flights.busy(), "a card still in flight after a minute"
    QTest.qWait(50)
    return QGuiApplication.primaryScreen().grabWindow(view.winId()).toImage()


def drawn_afresh(view) -> QImage:
    view.viewport().update()
    return on_screen(view)


def lit(view) -> list:
    return [z.spec.target for z in view.zone_items.values() if z.legal or z.focused or z.hinted]


def test_phase10_drags_leave_no_outline(qtbot):
    rules = get_rules("phase10")
    state = rules.new_game(rules.default_options(2), 11)
    ctl, view, _messages = make_table(qtbot, rules, state, seed=11)
    try:
        view.resize(1024, 644)
        view.fit()
        qtbot.waitUntil(ctl.is_viewers_turn, timeout=5000)
        drag(view, grip(source_item(view, ("deck",))), zone_centre(view, ("hand",)))
        qtbot.waitUntil(lambda: len(ctl.history) == 1, timeout=5000)
        assert lit(view) == []
        assert on_screen(view) == drawn_afresh(view), "the draw's drop targets stay lit"
        card = next(i for i in view.card_items
                    if i.spec.source is not None and i.spec.source[0] == "hand")
        drag(view, grip(card), zone_centre(view, ("discard_pile",)))
        qtbot.waitUntil(lambda: len(ctl.history) >= 2 and ctl.is_viewers_turn(), timeout=5000)
        assert lit(view) == []
        assert on_screen(view) == drawn_afresh(view), "the discard's drop targets stay lit"
    finally:
        ctl.shutdown()


def test_skipbo_drag_onto_a_building_pile_leaves_no_outline(qtbot):
    rules = get_rules("skipbo")
    state = rules.new_game(rules.default_options(2), 3)
    ctl, view, _messages = make_table(qtbot, rules, state,
                                      seats=[Seat("You"), Seat("Bot", "computer", "easy")])
    try:
        view.resize(1024, 644)
        view.fit()
        qtbot.waitUntil(ctl.is_viewers_turn, timeout=5000)
        action = next(a for a in ctl.legal_actions() if type(a).__name__ == "Play")
        sources, target = view.game.hint_sources(action, view.hand_cards())
        drag(view, grip(view.item_for_source(sources[0])), zone_centre(view, target))
        qtbot.waitUntil(lambda: len(ctl.history) == 1, timeout=5000)
        assert lit(view) == []
        assert on_screen(view) == drawn_afresh(view), "the building piles stay lit"
    finally:
        ctl.shutdown()
