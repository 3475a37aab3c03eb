"""APP-UNDO: the engine decides which moves of a turn may be taken back.

A state carries what a take-back restores (``undo``); only moves that revealed
nothing and kept the turn can be taken back; the option is off unless the
table turns it on; states with ``undo`` survive JSON and save files."""

from __future__ import annotations

import random

import pytest

from cardtable.engine.api import IllegalAction, InvalidState
from cardtable.engine.phase10 import actions as p10
from cardtable.engine.registry import get_rules
from cardtable.engine.skipbo.state import Discard as SbDiscard
from cardtable.engine.skipbo.state import Play as SbPlay
from cardtable.engine.takeback import RULE, TAKE_BACK
from cardtable.persistence import SavedGame, dumps, loads
from cardtable.seats import Seat


def _play_until(rules, state, want, rng, limit=4000):
    """Random legal moves until ``want(action)`` is legal; return (state, action)."""
    for _ in range(limit):
        legal = rules.legal_actions(state)
        for action in legal:
            if want(state, action):
                return state, action
        state = rules.apply(state, rng.choice(legal))
        assert not rules.is_terminal(state)
    raise AssertionError("no such move came up")


def _skipbo(seed=1, take_back=True):
    rules = get_rules("skipbo")
    return rules, rules.new_game(rules.options_from_json({"players": 2, "take_back": take_back}), seed)


def _phase10(seed=1, take_back=True):
    rules = get_rules("phase10")
    options = rules.options_from_json({"players": 2, "phases": [1], "take_back": take_back})
    return rules, rules.new_game(options, seed)


def _hand_play(state, action):
    return type(action) is SbPlay and action.source == "hand" and len(state.players[state.current].hand) > 1


def test_skipbo_hand_plays_are_taken_back_one_by_one():
    rules, state = _skipbo()
    rng = random.Random(2)
    state, first = _play_until(rules, state, _hand_play, rng)
    seat = state.current
    one = rules.apply(state, first)
    assert one.undo == state
    legal = [a for a in rules.legal_actions(one) if _hand_play(one, a)]
    states = [state, one]
    if legal:
        two = rules.apply(one, legal[0])
        assert two.undo == one  # a chain within the turn
        back = rules.apply(two, TAKE_BACK)
        assert back.players == one.players and back.building == one.building
        states.append(two)
    back = rules.apply(one, TAKE_BACK)
    assert back.players == state.players and back.building == state.building
    assert back.current == seat and back.undo == state.undo
    assert [e.kind for e in back.last_events] == ["take_back"]
    assert back.last_events[0].seat == seat
    assert rules.check(back, TAKE_BACK).rule == RULE  # nothing more of this turn


def test_skipbo_stock_plays_and_discards_are_never_taken_back():
    rules, state = _skipbo(seed=3)
    rng = random.Random(4)
    state, stock = _play_until(rules, state, lambda s, a: type(a) is SbPlay and a.source == "stock", rng)
    after = rules.apply(state, stock)  # the next stock card turned up
    assert after.undo is None
    rejection = rules.check(after, TAKE_BACK)
    assert rejection.rule == RULE and rejection.param("reason") == "nothing"
    state, discard = _play_until(rules, state, lambda s, a: type(a) is SbDiscard, rng)
    assert rules.apply(state, discard).undo is None  # the turn passed
    with pytest.raises(IllegalAction):
        rules.apply(after, TAKE_BACK)


def test_phase10_a_lay_is_taken_back_but_not_the_draw():
    rules, state = _phase10(seed=5)
    rng = random.Random(6)
    state, lay = _play_until(rules, state, lambda s, a: isinstance(a, p10.Lay)
                             and len(s.hands[s.current]) > sum(len(g.cards) for g in a.groups), rng)
    assert state.undo is None  # the draw before it is never taken back
    laid = rules.apply(state, lay)
    assert laid.undo == state
    back = rules.apply(laid, TAKE_BACK)
    assert back.hands == state.hands and back.laid == state.laid and back.stage == state.stage
    assert back.last_events[0].kind == "take_back"
    discard = next(a for a in rules.legal_actions(laid) if isinstance(a, p10.Discard))
    assert rules.apply(laid, discard).undo is None


@pytest.mark.parametrize("make", [_skipbo, _phase10])
def test_the_option_is_off_unless_the_table_allows_it(make):
    rules, state = make(take_back=False)
    assert "take_back" not in rules.options_to_json(state.options)
    rng = random.Random(7)
    for _ in range(200):
        state = rules.apply(state, rng.choice(rules.legal_actions(state)))
        assert state.undo is None
        if rules.is_terminal(state):
            break
        assert rules.check(state, TAKE_BACK).param("reason") == "off"
    assert TAKE_BACK not in rules.legal_actions(state)  # computer players never use it


@pytest.mark.parametrize("make", [_skipbo, _phase10])
def test_states_with_undo_round_trip_through_json_and_save_files(make):
    rules, state = make()
    options = state.options
    assert rules.options_to_json(options)["take_back"] is True
    rng = random.Random(8)
    log, states, found = [], [state], 0
    while found < 3 and len(log) < 3000:
        legal = rules.legal_actions(state)
        action = rng.choice(legal)
        state = rules.apply(state, action)
        log.append(action)
        if state.undo is not None:
            found += 1
            doc = rules.state_to_json(state)
            assert "undo" in doc and rules.state_from_json(doc) == state
            state = rules.apply(state, rules.action_from_json(rules.action_to_json(TAKE_BACK)))
            log.append(TAKE_BACK)
        states.append(state)
    assert found == 3
    seats = (Seat("A"), Seat("B", "computer", "easy"))
    saved = SavedGame.from_game(rules, options, 1, seats, log, state)
    assert loads(dumps(saved)).state == state


@pytest.mark.parametrize("make", [_skipbo, _phase10])
def test_forged_undo_states_are_refused(make):
    rules, state = make()
    rng = random.Random(9)
    while state.undo is None:
        state = rules.apply(state, rng.choice(rules.legal_actions(state)))
    doc = rules.state_to_json(state)
    other = dict(doc)
    other["undo"] = dict(doc["undo"], seed=doc["seed"] + 1)
    with pytest.raises(InvalidState, match="undo"):
        rules.state_from_json(other)
    off = dict(doc, options=dict(doc["options"], take_back=False))
    off["undo"] = dict(doc["undo"], options=off["options"])
    with pytest.raises(InvalidState, match="take_back"):
        rules.state_from_json(off)
