""""Round 1" above the piles stays in view under a hint and a refusal.

A hinted draw pile was lifted out of its place (as a hinted hand card is)
into the words above it, and a refused drop on a pile put its bubble over
them. Now only hand cards lift, and the bubble takes the first place by the
pile that covers neither the pile nor the round (above, below, beside), in
English, German and Traditional Chinese.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF
from table_helpers import installed_language, make_table, zone_centre

from cardtable.engine.api import Rejection
from cardtable.engine.phase10 import actions as p10
from cardtable.engine.registry import get_rules
from cardtable.ui.table.items import LabelItem
from cardtable.ui.table.text_fit import fit_text


def round_words(view) -> QRectF:
    """Where "Round 1" is drawn (its text, not its box), in scene units."""
    label = next(item for item in view.scene().items()
                 if isinstance(item, LabelItem) and item.spec.kind == "round")
    x, y, w, h = label.spec.rect
    fitted = fit_text(label.text, label.spec.size, label.spec.bold, w, h, label.spec.least)
    dx = {"left": 0.0, "centre": (w - fitted.width) / 2, "right": w - fitted.width}[label.spec.align]
    return QRectF(x + dx, y + (h - fitted.height) / 2, fitted.width, fitted.height)


@pytest.mark.parametrize("lang", ["en", "de", "zh_TW"])
def test_a_hint_and_a_refusal_leave_the_round_in_view(qtbot, lang):
    rules = get_rules("phase10")
    with installed_language(lang):
        ctl, view, _messages = make_table(qtbot, rules, rules.new_game(rules.default_options(2), 11), seed=11)
        try:
            view.resize(1024, 644)
            view.fit()
            qtbot.waitUntil(ctl.is_viewers_turn, timeout=5000)
            words = round_words(view)
            draw = next(a for a in ctl.legal_actions() if isinstance(a, p10.Draw) and a.source == "deck")
            view.show_hint(draw)
            deck = next(i for i in view.card_items if i.spec.source == ("deck",))
            assert deck.hinted
            x, y, w, h = deck.spec.rect
            assert deck.mapRectToScene(QRectF(0, 0, w, h)) == QRectF(x, y, w, h)  # not lifted
            view.input.clear_hint()
            # a card dropped on the draw pile: refused there
            view.input.anchor = zone_centre(view, ("deck",))
            view.show_refusal(Rejection.of("P10-10", "Draw a card first."))
            assert view.bubble.isVisible()
            shown = view.bubble.geometry()
            on_screen = view.mapFromScene(words).boundingRect()
            assert not shown.intersects(on_screen), f"{shown} covers {on_screen}"
            pile = view.mapFromScene(view.zone_items[("deck",)].sceneBoundingRect()).boundingRect()
            assert not shown.intersects(pile)
        finally:
            ctl.shutdown()


def test_a_hinted_hand_card_still_lifts(qtbot):
    rules = get_rules("phase10")
    ctl, view, _messages = make_table(qtbot, rules, rules.new_game(rules.default_options(2), 11), seed=11)
    try:
        qtbot.waitUntil(ctl.is_viewers_turn, timeout=5000)
        card = next(i for i in view.card_items if i.spec.source and i.spec.source[0] == "hand")
        card.set_flags(hinted=True)
        assert card.pos() == card.home - QPointF(0, 22.0)
    finally:
        ctl.shutdown()
