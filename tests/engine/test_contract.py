"""One contract suite for every engine, the OpenSpiel way (random_sim_test):
the same seeded random games and the same checks run over every game id of
the registry. After every action: all cards are still there, a live state
has a legal action and a finished one none, ``check`` agrees with
``legal_actions`` for arbitrary actions, states, actions and observations
survive JSON, shuffling the cards a seat cannot see leaves its observation
unchanged, observations share the core fields, standings rank every seat.
Every game ends, and the same seed plays the same game.

Game-specific knowledge is only in contract_games.py; rule tests stay in the
per-game folders.
"""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from contract_games import GAMES, full_counts

from cardtable.engine.api import OBSERVATION_FIELDS, Rules
from cardtable.engine.registry import GAME_IDS, get_rules

MAX_ACTIONS = 20_000
CASES = [
    (game, players, options, 10 * i + k)
    for game in GAME_IDS
    for i, (players, options) in enumerate(GAMES[game].configs)
    for k in range(3)
]


def test_every_registered_game_has_a_contract_adapter():
    assert set(GAMES) == set(GAME_IDS)
    for game in GAME_IDS:
        assert isinstance(get_rules(game), Rules)


def _check_observations(rules, spec, state, legal, rng):
    current = rules.current_player(state)
    for seat in range(rules.num_players(state)):
        obs = rules.observation(state, seat)
        for name in OBSERVATION_FIELDS:
            assert hasattr(obs, name), f"observation lacks {name}"
        assert obs.seat == seat and obs.current == current
        assert tuple(obs.legal_actions) == (tuple(legal) if seat == current else ())
        assert len(obs.hand_counts) == rules.num_players(state) and obs.hand_counts[seat] == len(obs.hand)
        doc = json.loads(json.dumps(rules.observation_to_json(obs)))
        assert {"game", *OBSERVATION_FIELDS} <= set(doc) and doc["game"] == rules.game_id
        twin = rules.observation(spec.permute_hidden(state, seat, rng), seat)
        assert twin == obs, f"seat {seat} sees a hidden card"


def _check_state(rules, spec, state, deck, rng, deep):
    counts = rules.card_counts(state)
    assert counts == deck and sum(counts.values()) == spec.deck_size
    legal = tuple(rules.legal_actions(state))
    terminal = rules.is_terminal(state)
    assert bool(legal) != terminal, "a live state needs a legal action, a finished one has none"
    assert (rules.current_player(state) is None) == terminal
    assert len(set(legal)) == len(legal)
    standings = rules.standings(state)
    assert sorted(s.seat for s in standings) == list(range(rules.num_players(state)))
    assert [s.place for s in standings] == sorted(s.place for s in standings) and standings[0].place == 1
    if not deep:
        return legal
    for action in legal:
        assert rules.check(state, action) is None, action
        assert rules.action_from_json(json.loads(json.dumps(rules.action_to_json(action)))) == action
    if not terminal:
        listed = set(legal)
        for action in rng.sample(spec.arbitrary_actions(state), 12):
            agrees = (rules.check(state, action) is None) == (spec.normalise(state, action) in listed)
            assert agrees, action
    assert rules.state_from_json(json.loads(json.dumps(rules.state_to_json(state)))) == state
    _check_observations(rules, spec, state, legal, rng)
    return legal


def _play(rules, spec, options, seed, check_every=0):
    """Seeded random play to the end; yields every state."""
    rng = random.Random(seed)
    state = rules.new_game(options, seed)
    yield state
    for _ in range(MAX_ACTIONS):
        legal = tuple(rules.legal_actions(state))
        if not legal:
            return
        eager = [a for a in legal if spec.eager(a)]
        state = rules.apply(state, rng.choice(eager if eager and rng.random() < 0.7 else legal))
        yield state
    raise AssertionError(f"no end within {MAX_ACTIONS} actions")


@pytest.mark.parametrize(("game", "players", "options", "seed"), CASES)
def test_random_games_honour_the_contract(game, players, options, seed):
    rules, spec = get_rules(game), GAMES[game]
    opts = rules.options_from_json({"players": players, **options})
    assert rules.options_from_json(json.loads(json.dumps(rules.options_to_json(opts)))) == opts
    deck = full_counts(rules, opts)
    rng = random.Random(seed)
    state = None
    for n, state in enumerate(_play(rules, spec, opts, seed)):
        _check_state(rules, spec, state, deck, rng, deep=n % 7 == 0)
    _check_state(rules, spec, state, deck, rng, deep=True)
    assert rules.is_terminal(state), "the game did not end"
    result = rules.result(state)
    assert result.finished and result.winners and set(result.winners) <= set(range(players))
    assert {s.seat for s in rules.standings(state) if s.reason == "won"} == set(result.winners)


@pytest.mark.parametrize("game", GAME_IDS)
def test_the_same_seed_plays_the_same_game(game):
    rules, spec = get_rules(game), GAMES[game]
    players, options = spec.configs[1]
    opts = rules.options_from_json({"players": players, **options})
    assert rules.new_game(opts, 5) == rules.new_game(opts, 5) != rules.new_game(opts, 6)
    first = list(_play(rules, spec, opts, 5))
    assert first == list(_play(rules, spec, opts, 5))


@pytest.mark.parametrize("game", GAME_IDS)
def test_illegal_actions_are_refused_by_apply_with_the_rule_of_check(game):
    rules, spec = get_rules(game), GAMES[game]
    state = rules.new_game(rules.default_options(3), 1)
    refused = Counter()
    for action in spec.arbitrary_actions(state):
        rejection = rules.check(state, action)
        if rejection is None:
            continue
        refused[rejection.rule] += 1
        assert rejection.rule.startswith(("P10-", "SB-")) and rejection.message
        with pytest.raises(Exception) as info:
            rules.apply(state, action)
        assert getattr(info.value, "rejection", None) == rejection
    assert refused
