"""An observation (a seat's, or a spectator's) survives the trip to JSON and
back (a network table's window sees only that), and a damaged or hostile document is refused with
InvalidState, never another exception."""

from __future__ import annotations

import contextlib
import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardtable.engine.api import InvalidState
from cardtable.engine.registry import get_rules

SETUPS = [
    ("phase10", {"players": 2, "phases": [1, 8]}),
    ("phase10", {"players": 4, "knock": True, "phases": [2, 10]}),
    ("phase10", {"players": 6, "edition": "classic", "exact_ten_rounds": True, "phases": [5]}),
    ("skipbo", {"players": 2, "stock_size": 5}),
    ("skipbo", {"players": 3, "stock_size": 5, "match_scoring": True, "match_target": 60}),
    ("skipbo", {"players": 6, "stock_size": 5}),
]


def _documents(game, options, seed, every=7):
    rules = get_rules(game)
    state = rules.new_game(rules.options_from_json(options), seed)
    rng = random.Random(seed)
    k = 0
    while True:
        if k % every == 0 or rules.is_terminal(state):
            for seat in range(rules.num_players(state)):
                yield rules, rules.observation(state, seat)
            yield rules, rules.spectator_observation(state)  # somebody watching: no hand at all
        if rules.is_terminal(state) or k > 4000:
            return
        state = rules.apply(state, rng.choice(list(rules.legal_actions(state))))
        k += 1


@pytest.mark.parametrize(("game", "options"), SETUPS)
def test_an_observation_comes_back_equal_from_its_json(game, options):
    count = 0
    for rules, obs in _documents(game, options, 3):
        text = json.dumps(rules.observation_to_json(obs))  # as sent over the wire
        assert rules.observation_from_json(json.loads(text)) == obs
        count += 1
    assert count > 20


JSON = st.recursive(st.none() | st.booleans() | st.integers(-10**9, 10**9) | st.text(max_size=5),
                    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner,
                                                                                 max_size=3),
                    max_leaves=8)


def _paths(doc, prefix=()):
    yield prefix
    if isinstance(doc, dict):
        for key, value in doc.items():
            yield from _paths(value, (*prefix, key))
    elif isinstance(doc, list):
        for i, value in enumerate(doc):
            yield from _paths(value, (*prefix, i))


def _replace(doc, path, value):
    if not path:
        return value
    copy = json.loads(json.dumps(doc))
    target = copy
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return copy


BASES = {game: [get_rules(game).observation_to_json(obs) for _rules, obs in _documents(game, options, 5, 31)][:40]
         for game, options in (SETUPS[1], SETUPS[4])}


@pytest.mark.parametrize("game", sorted(BASES))
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_damaged_observation_is_refused_cleanly(game, data):
    rules = get_rules(game)
    base = data.draw(st.sampled_from(BASES[game]))
    path = data.draw(st.sampled_from(list(_paths(base))))
    doc = _replace(base, path, data.draw(JSON))
    if data.draw(st.booleans()):
        doc = _replace(doc, (), {**doc, "extra": 1}) if isinstance(doc, dict) else doc
    with contextlib.suppress(InvalidState):  # refused, naming the field; nothing else may escape
        rules.observation_from_json(doc)


@pytest.mark.parametrize("game", ["phase10", "skipbo"])
def test_hostile_shapes_are_refused(game):
    rules = get_rules(game)
    base = BASES[game][0]
    deep: list = []
    for _ in range(5000):
        deep = [deep]
    for doc in ([], "x", None, {**base, "unknown": 1}, {k: v for k, v in base.items() if k != "hand"},
                {**base, "events": [{"kind": "draw"}] * 100_000}, {**base, "hand": deep},
                {**base, "game": "skipbo" if game == "phase10" else "phase10"}):
        with pytest.raises(InvalidState):
            rules.observation_from_json(doc)


@pytest.mark.parametrize(("game", "options"), SETUPS)
def test_a_spectator_sees_the_public_table_and_no_card_of_any_hand(game, options):
    """The spectator's view is seat 0's with everything private taken out: the
    same counts and piles, no hand, no legal move, no face of a drawn card."""
    rules = get_rules(game)
    state = rules.new_game(rules.options_from_json(options), 5)
    rng = random.Random(5)
    for _ in range(300):
        if rules.is_terminal(state):
            break
        watched = rules.observation_to_json(rules.spectator_observation(state))
        seat0 = rules.observation_to_json(rules.observation(state, 0))
        assert watched["hand"] == [] and watched["legal_actions"] == []
        assert watched["hand_counts"] == seat0["hand_counts"] and watched["draw_count"] == seat0["draw_count"]
        assert not any(e.get("kind") == "draw_deck" and "card" in e for e in watched["events"])
        state = rules.apply(state, rng.choice(list(rules.legal_actions(state))))
