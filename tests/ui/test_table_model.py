"""The Qt-free table model: seat geometry, hidden hands, what a drop means."""

from __future__ import annotations

import pytest

from cardtable.engine.phase10 import actions as p10
from cardtable.engine.registry import get_rules
from cardtable.engine.skipbo.state import Discard, Play
from cardtable.ui.games import table_game
from cardtable.ui.table.games import Choice
from cardtable.ui.table.layout import SCENE_H, SCENE_W, bottom_box, opponent_boxes
from testsupport.positions import position, seats


def _overlap(a, b) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


@pytest.mark.parametrize("players", range(2, 7))
def test_every_seat_has_its_own_box_inside_the_table(players):
    boxes = [r for _, r in opponent_boxes(players, 0)] + [bottom_box()]
    assert len(boxes) == players
    for i, a in enumerate(boxes):
        assert a[0] >= 0 and a[0] + a[2] <= SCENE_W and a[1] >= 0 and a[1] + a[3] <= SCENE_H
        assert not any(_overlap(a, b) for b in boxes[i + 1:])


@pytest.mark.parametrize("game", ["phase10", "skipbo"])
def test_hidden_hands_are_backs_and_cards_stay_on_the_table(game):
    rules, state = position(game, 6)
    obs = rules.observation(state, 0)
    build = table_game(game).build_model
    hidden = build(obs, seats(6), 0, None)
    assert all(c.face is None for c in hidden.cards if c.hand_of is not None)
    shown = build(obs, seats(6), 0, 0)
    faces = [c for c in shown.cards if c.hand_of == 0 and c.face is not None]
    assert len(faces) == len(obs.hand)
    assert all(c.face is None for c in shown.cards if c.hand_of not in (None, 0))
    for c in shown.cards:
        x, y, w, h = c.rect
        assert x >= 0 and x + w <= SCENE_W and y >= 0 and y + h <= SCENE_H, c


def action_for(game, obs, sources, target):
    """The adapter's best reading of a drop (None: the drop means nothing)."""
    readings = table_game(game).drop_actions(obs, sources, target)
    return readings[0] if readings else None


def test_phase10_drops_mean_engine_actions():
    rules = get_rules("phase10")
    obs = rules.observation(rules.new_game(rules.default_options(3), 1), 0)
    assert action_for("phase10", obs, [("deck",)], ("hand",)) == p10.DRAW_DECK
    assert action_for("phase10", obs, [("discard_top", "R1")], ("hand",)) == p10.DRAW_DISCARD
    assert action_for("phase10", obs, [("hand", 0, "R5")], ("discard_pile",)) == p10.Discard("R5")
    assert action_for("phase10", obs, [("hand", 0, "S")], ("seat", 2)) == p10.PlaySkip(2)
    skip = action_for("phase10", obs, [("hand", 0, "S")], ("discard_pile",))
    assert skip == Choice("skip", (1, 2))
    lay = action_for("phase10", obs, [("hand", 0, "R5"), ("hand", 1, "B5")], ("phase_area", 0))
    assert lay == Choice("lay", ("R5", "B5"))


def test_skipbo_drops_mean_engine_actions():
    obs = None
    assert action_for("skipbo", obs, [("hand", 0, 7)], ("building", 2)) == Play("hand", 2, 7)
    assert action_for("skipbo", obs, [("stock",)], ("building", 1)) == Play("stock", 1)
    assert action_for("skipbo", obs, [("sdiscard", 3)], ("building", 0)) == Play("discard", 0,
                                                                                  None, 3)
    assert action_for("skipbo", obs, [("hand", 1, "SB")], ("own_discard", 2)) == Discard("SB", 2)
    assert action_for("skipbo", obs, [("stock",)], ("own_discard", 0)) is None
