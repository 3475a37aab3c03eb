"""Random-simulation conformance suite (in the spirit of OpenSpiel's
random_sim_test): seeded games over both editions, the variants and 2-6
players. After every action: the 108 cards are all there, ``legal`` is
non-empty unless the game is over, every legal action passes ``check``,
JSON round trips give equal states and actions, and no observation leaks a
hidden card. Every game must end."""

from __future__ import annotations

import json
import random
from collections import Counter
from dataclasses import replace

import pytest

from cardtable.engine.phase10 import RULES
from cardtable.engine.phase10.actions import Hit, Lay
from cardtable.engine.phase10.cards import full_deck

DECK = Counter(full_deck())
CONFIGS = [
    (2, {}),
    (3, {"edition": "classic"}),
    (4, {"knock": True}),
    (5, {"exact_ten_rounds": True, "phases": [1, 4, 8]}),
    (6, {"phases": [2, 6, 9, 10], "natural_rule": "per_group"}),
    (3, {"edition": "classic", "knock": True, "phases": [7, 8]}),
    (2, {"exact_ten_rounds": True, "knock": True, "natural_rule": "none"}),
    (4, {"phases": [3, 5]}),
    (6, {"edition": "classic", "exact_ten_rounds": True, "phases": [9, 10]}),
    (5, {"knock": True, "phases": [1, 10]}),
]
MAX_ACTIONS = 20000


def _hidden_permuted(state, seat, rng):
    """The same state with every card ``seat`` cannot see shuffled among the
    other hands and the draw pile (sizes kept)."""
    others = [s for s in range(state.players) if s != seat]
    pool = [c for s in others for c in state.hands[s]] + list(state.draw_pile)
    pool += list(state.discard_pile[:-1])
    rng.shuffle(pool)
    hands = list(state.hands)
    pos = 0
    for s in others:
        hands[s] = tuple(pool[pos : pos + len(state.hands[s])])
        pos += len(state.hands[s])
    draw = tuple(pool[pos : pos + len(state.draw_pile)])
    pos += len(draw)
    discard = tuple(pool[pos:]) + state.discard_pile[-1:]
    events = tuple(
        replace(e, card="R1") if e.kind == "draw_deck" and e.seat != seat else e for e in state.last_events
    )
    return replace(state, hands=tuple(hands), draw_pile=draw, discard_pile=discard, last_events=events)


def _check_state(state, rng, deep):
    assert RULES.card_counts(state) == DECK
    legal = RULES.legal_actions(state)
    if RULES.is_terminal(state):
        assert legal == () and RULES.current_player(state) is None
        assert RULES.result(state).finished and RULES.result(state).winners
        return legal
    assert legal, "no legal action in a running game"
    assert len(set(legal)) == len(legal)
    for action in legal:
        assert RULES.check(state, action) is None, action
        assert RULES.action_from_json(json.loads(json.dumps(RULES.action_to_json(action)))) == action
    doc = json.loads(json.dumps(RULES.state_to_json(state)))
    assert RULES.state_from_json(doc) == state
    if deep:
        for seat in range(state.players):
            obs = RULES.observation(state, seat)
            twin = RULES.observation(_hidden_permuted(state, seat, rng), seat)
            assert obs == twin, f"seat {seat} sees hidden cards"
            text = json.dumps(RULES.observation_to_json(obs))
            assert json.loads(text)["hand"] == list(state.hands[seat])
            assert bool(obs.legal_actions) == (state.current == seat)
    return legal


@pytest.mark.parametrize(("players", "options", "seed"), [(p, o, i * 10 + k) for i, (p, o) in enumerate(CONFIGS) for k in range(3)]
)
def test_random_games_conform(players, options, seed):
    rng = random.Random(seed)
    state = RULES.new_game(RULES.options_from_json({"players": players, **options}), seed)
    for n in range(MAX_ACTIONS):
        legal = _check_state(state, rng, deep=n % 7 == 0)
        if not legal:
            break
        # mostly uniform; sometimes prefer progress so that games stay short
        eager = [a for a in legal if isinstance(a, Lay | Hit)]
        action = rng.choice(eager if eager and rng.random() < 0.7 else legal)
        state = RULES.apply(state, action)
    assert RULES.is_terminal(state), "the game did not end"
    result = RULES.result(state)
    assert result.scores == state.scores and set(result.winners) <= set(range(players))
