"""A hint stands out: the hinted card is lifted out of its row with a glow
and a thick outline, the hinted target is lit the same way, and both return
to normal when the hint goes (Esc). Not by colour alone: the lift and the
larger painted area (halo, double outline) are what a colour-blind player
sees. Through the real window (Play > Hint)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardtable.engine.registry import get_rules
from cardtable.ui.table.items import HINT_LIFT


def test_hinted_card_is_lifted_and_its_target_lit(window, qtbot, play_state):
    rules = get_rules("phase10")
    options = rules.options_from_json({"players": 2})
    window.resize(1024, 700)
    ctl = play_state(rules, rules.new_game(options, 100), ["human", "computer"])
    qtbot.waitUntil(ctl.is_viewers_turn, timeout=10000)
    view = window.table
    view.flights.finish()
    window.act_hint.trigger()
    hinted = [i for i in view.card_items if i.hinted]
    assert hinted, "the hint marks a card"
    card = hinted[0]
    # a hand card lifts out of its row; a pile card stays (the words above it stay clear)
    lift = HINT_LIFT if card.spec.hand_of is not None else 0.0
    assert card.pos().y() == card.home.y() - lift, "lifted out of its row"
    assert card.boundingRect().width() >= card.card_rect().width() + 30, "room for the glow"
    zones = [z for z in view.zone_items.values() if z.hinted]
    assert len(zones) == 1 and zones[0].boundingRect().width() >= zones[0].spec.rect[2] + 30
    view.refresh(animate=False)  # a rebuild without a move (a new width) keeps the hint
    card = next(i for i in view.card_items if i.hinted)
    assert card.pos().y() == card.home.y() - lift
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Escape)
    assert not card.hinted and card.pos() == card.home
    assert card.boundingRect().width() < card.card_rect().width() + 10
    assert not any(z.hinted for z in view.zone_items.values())
