"""A Skip dropped on an opponent's laid cards gives that opponent the Skip.

The hint lights the opponent's whole box for a Skip; the opponent's laid
groups lie inside that box and are drop places of their own (for hits). A
Skip can never be hit (P10-19), so a Skip dropped on a group of another
player means "skip that player", as anywhere else on their box. Position
built with the engine: two players, the computer opponent has laid its
phase, the human holds a Skip after drawing. Through the real window, with
real mouse events on the viewport.
"""

from __future__ import annotations

from dataclasses import replace

from table_helpers import drag, grip, zone_centre

from cardtable.engine.phase10 import actions as p10
from cardtable.engine.phase10.meld_search import find_phase
from cardtable.engine.registry import get_rules
from cardtable.seats import Seat


def laid_opponent_state(players: int = 2, human_laid: bool = False):
    """Seat 0 (human) to draw with a Skip in hand; seat 1 has laid phase 1."""
    rules = get_rules("phase10")
    options = rules.options_from_json({"players": players})
    state = rules.new_game(options, 5)
    hands = [list(h) for h in state.hands]
    draw = list(state.draw_pile)
    pool = hands[1] + draw
    groups = find_phase([c for c in pool if c != "S"], 1, options.natural_rule)
    assert groups is not None
    for group in groups:
        for laid in group.cards:
            pool.remove(laid.card)
    laid = [() for _ in range(players)]
    laid[1] = tuple(groups)
    if human_laid:
        mine = find_phase([c for c in pool[4:] if c != "S"], 1, options.natural_rule)
        assert mine is not None
        for group in mine:
            for card in group.cards:
                pool.remove(card.card)
        laid[0] = tuple(mine)
    hands[1], draw = pool[:4], pool[4:]
    if "S" not in hands[0]:
        at = draw.index("S") if "S" in draw else None
        if at is None:  # the opponent holds it: swap it over
            k = hands[1].index("S")
            hands[1][k], hands[0][-1] = hands[0][-1], "S"
        else:
            draw[at], hands[0][-1] = hands[0][-1], "S"
    if human_laid:
        hands[0] = hands[0][-4:]
    state = replace(state, hands=tuple(tuple(h) for h in hands), draw_pile=tuple(draw),
                    laid=tuple(laid), current=0, stage="draw", last_events=())
    return rules, options, state


def _start(window, qtbot, human_laid=False):
    rules, options, state = laid_opponent_state(human_laid=human_laid)
    seats = [Seat("Mum"), Seat("Bot", "computer", "easy")]
    window.settings.set_ai_speed_ms(0)
    window.resize(1024, 700)
    ctl = window.set_game(rules, state, seats, seed=5, options=options)
    qtbot.waitUntil(ctl.is_viewers_turn, timeout=10000)
    assert ctl.request(p10.DRAW_DECK) is None
    window.table.flights.finish()
    return ctl


def _skip_item(view):
    return next(i for i in view.card_items if i.spec.source and i.spec.source[0] == "hand"
                and i.spec.source[2] == "S")


def _drop_skip_on_opponents_group(window, qtbot, human_laid):
    ctl = _start(window, qtbot, human_laid)
    view = window.table
    view.show_hint(p10.PlaySkip(1))  # what the hint shows for a Skip: the box
    assert view.zone_items[("seat", 1)].hinted
    group = ("group", 1, 0)
    assert group in view.zone_items, "the opponent's laid group is a drop place"
    drag(view, grip(_skip_item(view)), zone_centre(view, group))
    assert p10.PlaySkip(1) in ctl.history, ctl.history
    assert "Rule P10" not in window.statusBar().currentMessage()


def test_P10_20_skip_on_an_opponents_laid_group_skips_that_opponent(window, qtbot):
    _drop_skip_on_opponents_group(window, qtbot, human_laid=False)


def test_P10_20_skip_on_an_opponents_laid_group_after_laying_my_phase(window, qtbot):
    _drop_skip_on_opponents_group(window, qtbot, human_laid=True)
