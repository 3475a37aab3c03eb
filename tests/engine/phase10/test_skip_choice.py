"""APP-UNDO for the Skip: choosing who gets it can be taken back until it is given.

Phase 10 (3+ players): ``ChooseSkip(target)`` puts the Skip in front of an
opponent without giving it yet (the turn stays); ``PlaySkip(target)`` then
gives it (P10-20) and passes the turn; ``TakeBack`` restores the state before
the choice. While a target is chosen nothing else may be played. The chosen
target survives JSON; a forged one is refused.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from cardtable.engine.api import IllegalAction, InvalidState
from cardtable.engine.phase10 import actions as p10
from cardtable.engine.phase10.jsonio import state_from_json, state_to_json
from cardtable.engine.registry import get_rules
from cardtable.engine.takeback import TAKE_BACK


def _with_skip(players=3, take_back=True):
    """Seat 0 to play (drawn) holding a Skip."""
    rules = get_rules("phase10")
    options = rules.options_from_json({"players": players, "take_back": take_back})
    state = rules.new_game(options, 5)
    hands = list(state.hands)
    draw = list(state.draw_pile)
    at = draw.index("S")  # swapped with the last hand card: the deck stays whole
    draw[at], hands[0] = hands[0][-1], (*hands[0][:-1], "S")
    state = replace(state, hands=tuple(hands), draw_pile=tuple(draw), current=0, stage="draw",
                    last_events=())
    return rules, rules.apply(state, p10.DRAW_DECK)


def test_APP_UNDO_choosing_a_skip_target_is_taken_back():
    rules, state = _with_skip()
    assert rules.check(state, p10.ChooseSkip(2)) is None
    chosen = rules.apply(state, p10.ChooseSkip(2))
    assert chosen.skip_choice == 2 and chosen.current == 0  # the turn stays
    assert chosen.hands == state.hands and chosen.skips == state.skips  # nothing given yet
    assert [(e.kind, e.seat, e.target) for e in chosen.last_events] == [("skip_chosen", 0, 2)]
    assert rules.observation(chosen, 1).skip_choice == 2  # everybody sees where it lies
    assert rules.legal_actions(chosen) == (p10.PlaySkip(2),)
    back = rules.apply(chosen, TAKE_BACK)
    assert back.skip_choice is None and back.hands == state.hands and back.current == 0
    assert [e.kind for e in back.last_events] == ["take_back"]
    # chosen again and given: the turn passes, nothing can be taken back
    given = rules.apply(rules.apply(back, p10.ChooseSkip(1)), p10.PlaySkip(1))
    assert given.skip_choice is None and given.current == 2  # seat 1 lost its turn
    assert [(e.kind, e.seat) for e in given.last_events][:2] == [("skip_played", 0), ("skipped", 1)]
    assert given.undo is None


def test_APP_UNDO_a_chosen_skip_target_allows_only_giving_it_or_taking_it_back():
    rules, state = _with_skip()
    chosen = rules.apply(state, p10.ChooseSkip(2))
    for action in (p10.PlaySkip(1), p10.ChooseSkip(1), p10.Discard(chosen.hands[0][0])):
        rejection = rules.check(chosen, action)
        assert rejection is not None and rejection.rule == "APP-UNDO", action
        assert rejection.param("reason") == "skip_chosen" and rejection.param("target") == 2
        with pytest.raises(IllegalAction):
            rules.apply(chosen, action)


def test_P10_20_a_skip_target_is_chosen_only_where_the_skip_may_go():
    rules, state = _with_skip()
    assert rules.check(state, p10.ChooseSkip(0)).rule == "P10-20"  # not oneself
    skipped = replace(state, skips=(False, True, False))
    assert rules.check(skipped, p10.ChooseSkip(1)).rule == "P10-21"
    assert p10.ChooseSkip(1) not in rules.legal_actions(state)  # computers give it at once
    _rules, off = _with_skip(take_back=False)
    rejection = rules.check(off, p10.ChooseSkip(1))
    assert rejection.rule == "APP-UNDO" and rejection.param("reason") == "off"
    assert rules.check(off, p10.PlaySkip(1)) is None


def test_APP_UNDO_a_chosen_skip_target_survives_json_and_forgeries_are_refused():
    rules, state = _with_skip()
    chosen = rules.apply(state, p10.ChooseSkip(2))
    doc = state_to_json(chosen)
    assert doc["skip_choice"] == 2
    assert state_from_json(doc) == chosen
    assert "skip_choice" not in state_to_json(state)  # written only when chosen
    assert p10.from_json(p10.to_json(p10.ChooseSkip(2))) == p10.ChooseSkip(2)
    assert p10.to_json(p10.ChooseSkip(2)) == {"type": "choose_skip", "target": 2}
    for bad in (0, 7, "x"):
        forged = dict(doc, skip_choice=bad)
        with pytest.raises(InvalidState) as err:
            state_from_json(forged)
        assert err.value.path == "skip_choice"
    no_skip = state_to_json(state)
    no_skip["players"][0]["hand"] = ["W" if c == "S" else c for c in no_skip["players"][0]["hand"]]
    del no_skip["draw_pile"]  # the rest of the deck
    assert state_from_json(no_skip).hands[0].count("S") == 0
    no_skip["skip_choice"] = 2
    with pytest.raises(InvalidState) as err:
        state_from_json(no_skip)
    assert err.value.path == "skip_choice"
