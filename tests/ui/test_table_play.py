"""Whole games played through real mouse drags on the table's viewport."""

from __future__ import annotations

import random

from PySide6.QtCore import QPointF, Qt
from table_helpers import (
    assert_deck_complete,
    click,
    drag,
    grip,
    make_table,
    zone_centre,
)

from cardtable.engine.phase10 import actions as p10
from cardtable.engine.registry import get_rules
from cardtable.engine.skipbo.state import Discard, EndTurn, Play


def _wait_for_human(qtbot, ctl) -> None:
    qtbot.waitUntil(lambda: ctl.is_over() or ctl.is_viewers_turn(), timeout=10000)


def _drag_action(view, action) -> None:
    """Make ``action`` with the mouse: drag its card(s) onto its target."""
    sources, target = view.game.hint_sources(action, view.hand_cards())
    assert sources, action
    item = view.item_for_source(sources[0])
    assert item is not None, (action, sources)
    drag(view, grip(item), zone_centre(view, target))


def _skipbo_choice(legal, rng):
    plays = [a for a in legal if isinstance(a, Play)]
    stock = [a for a in plays if a.source == "stock"]
    if stock:
        return stock[0]
    if plays and rng.random() < 0.85:
        return rng.choice(plays)
    discards = [a for a in legal if isinstance(a, Discard)]
    return rng.choice(discards) if discards else legal[0]


def test_skipbo_whole_game_by_mouse_drags(qtbot):
    rules = get_rules("skipbo")
    state = rules.new_game(rules.options_from_json({"players": 2, "stock_size": 5}), 21)
    ctl, view, messages = make_table(qtbot, rules, state, seed=21)
    rng = random.Random(4)
    moves = 0
    try:
        while not ctl.is_over():
            _wait_for_human(qtbot, ctl)
            if ctl.is_over():
                break
            before = len(ctl.history)
            action = _skipbo_choice(ctl.legal_actions(), rng)
            if isinstance(action, EndTurn):
                view.input.command("end")
            else:
                _drag_action(view, action)
            assert len(ctl.history) == before + 1, messages[-3:]
            assert ctl.history[-1] == action or isinstance(action, Play)
            assert_deck_complete(rules, ctl.state, 162)
            moves += 1
            assert moves < 600
        assert rules.result(ctl.state).winners
    finally:
        ctl.shutdown()


def _p10_choice(view, ctl):
    legal = ctl.legal_actions()
    obs = view.obs
    if obs.stage == "draw":
        return p10.DRAW_DECK
    lays = [a for a in legal if isinstance(a, p10.Lay)]
    if lays:
        return lays[0]
    hits = [a for a in legal if isinstance(a, p10.Hit)]
    if hits:
        return hits[0]
    skips = [a for a in legal if isinstance(a, p10.PlaySkip)]
    if skips:
        return skips[0]
    discards = [a for a in legal if isinstance(a, p10.Discard)]
    wild_last = sorted(discards, key=lambda a: a.card == "W")
    return wild_last[0]


def _lay_by_mouse(qtbot, view, action) -> None:
    sources, _ = view.game.hint_sources(action, view.hand_cards())
    for source in sources[1:]:
        click(view, grip(view.item_for_source(source)))
    first = view.item_for_source(sources[0])
    drag(view, grip(first), zone_centre(view, ("phase_area", view.obs.seat)))
    dialog = view.input.popup
    assert dialog is not None and dialog.isVisible()
    assert dialog.ok.isEnabled(), dialog.message.text()
    qtbot.mouseClick(dialog.ok, Qt.MouseButton.LeftButton)


def test_phase10_whole_game_by_mouse_drags(qtbot):
    rules = get_rules("phase10")
    state = rules.new_game(rules.options_from_json({"players": 2, "phases": [1]}), 8)
    ctl, view, messages = make_table(qtbot, rules, state, seed=8)
    turns = 0
    try:
        while not ctl.is_over():
            _wait_for_human(qtbot, ctl)
            if ctl.is_over():
                break
            before = len(ctl.history)
            action = _p10_choice(view, ctl)
            if isinstance(action, p10.Draw):
                drag(view, grip(view.item_for_source(("deck",))), zone_centre(view, ("hand",)))
            elif isinstance(action, p10.Lay):
                _lay_by_mouse(qtbot, view, action)
            elif isinstance(action, p10.PlaySkip):
                item = view.item_for_source(view.game.hint_sources(action,
                                                                   view.hand_cards())[0][0])
                drag(view, grip(item), zone_centre(view, ("seat", action.target)))
            else:
                _drag_action(view, action)
            assert len(ctl.history) == before + 1, (action, messages[-3:])
            assert_deck_complete(rules, ctl.state, 108)
            turns += 1
            assert turns < 800
        assert rules.result(ctl.state).finished
    finally:
        ctl.shutdown()


def test_click_card_then_click_pile_discards(qtbot):
    rules = get_rules("phase10")
    state = rules.new_game(rules.options_from_json({"players": 2}), 3)
    ctl, view, _ = make_table(qtbot, rules, state, seed=3)
    try:
        _wait_for_human(qtbot, ctl)
        click(view, grip(view.item_for_source(("deck",))))  # click the deck: draw
        assert isinstance(ctl.history[-1], p10.Draw)
        card = next(i for i in view.card_items if i.spec.source and i.spec.source[0] == "hand"
                    and i.spec.source[2] not in ("S",))
        name = card.spec.source[2]
        click(view, grip(card))
        assert card.selected
        click(view, zone_centre(view, ("discard_pile",)) + QPointF(0, 40))
        assert ctl.history[-1] == p10.Discard(name)
    finally:
        ctl.shutdown()
