"""A window that holds no state asks its seat's observation which moves to light (``Rules.may_ask``).

At a network table the window has only its seat's observation; the engine
says from it whether a move may be asked for: a listed legal action, or a
kind the observation lists only by example (a Phase 10 lay-down: one valid
arrangement is listed; a Skip's target chosen before it is given). The
host's state decides for real. The round summary's cards left come from the
seats' views of the held table the same as from the state (``cards_left_seen``).
"""

from __future__ import annotations

from dataclasses import replace

from cardtable.engine.phase10 import actions
from cardtable.engine.registry import get_rules
from cardtable.engine.takeback import TAKE_BACK


def _phase10():
    rules = get_rules("phase10")
    state = rules.new_game(rules.default_options(3), 11)
    return rules, state, rules.observation(state, rules.current_player(state))


def test_a_listed_move_may_be_asked_and_an_unlisted_one_not():
    rules, _state, obs = _phase10()
    assert obs.legal_actions
    assert rules.may_ask(obs, obs.legal_actions[0])
    assert not rules.may_ask(obs, actions.Discard("R99"))
    assert not rules.may_ask(obs, TAKE_BACK)


def test_any_lay_down_may_be_asked_while_one_is_listed():
    rules, _state, obs = _phase10()
    listed = actions.Lay(())
    other = actions.Lay((None,))  # (another arrangement: the host checks the groups)
    assert not rules.may_ask(obs, other)
    assert rules.may_ask(replace(obs, legal_actions=(listed,)), other)


def test_a_skips_target_may_be_chosen_when_the_skip_to_it_is_listed():
    rules, _state, obs = _phase10()
    with_skip = replace(obs, legal_actions=(actions.PlaySkip(2),))
    assert rules.may_ask(with_skip, actions.ChooseSkip(2))
    assert not rules.may_ask(with_skip, actions.ChooseSkip(1))


def test_skipbo_lights_only_listed_moves():
    rules = get_rules("skipbo")
    state = rules.new_game(rules.default_options(2), 5)
    obs = rules.observation(state, rules.current_player(state))
    assert rules.may_ask(obs, obs.legal_actions[0])
    assert not rules.may_ask(replace(obs, legal_actions=()), obs.legal_actions[0])


def test_the_cards_left_seen_are_the_cards_left_of_the_state():
    for game in ("phase10", "skipbo"):
        rules = get_rules(game)
        state = rules.new_game(rules.default_options(3), 8)
        seen = [rules.observation(state, seat) for seat in range(3)]
        assert rules.cards_left_seen(state.options, seen) == rules.cards_left(state)
