"""The speed-ups of the Phase 10 engine keep their promises.

The engine copies states, makes events and observations without the
generated dataclass ``__init__``, remembers hit placements per laid group and
the last answer of ``legal_actions``. These tests pin what that must not
change: every field is set, values stay frozen and comparable, and the
shortcuts answer exactly what the plain functions answer.
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from cardtable.engine.phase10 import RULES, turns
from cardtable.engine.phase10.melds import hit_placements, make_group, placements
from cardtable.engine.phase10.observation import Observation
from cardtable.engine.phase10.state import Event, State, evolve


def _position(seed: int = 3, moves: int = 200) -> State:
    rng = random.Random(seed)
    state = RULES.new_game(RULES.default_options(4), seed)
    for _ in range(moves):
        legal = RULES.legal_actions(state)
        state = RULES.apply(state, legal[rng.randrange(len(legal))])
    return state


def test_evolve_is_dataclasses_replace():
    state = _position()
    assert evolve(state, stage="play", round=9) == dataclasses.replace(state, stage="play", round=9)
    assert evolve(state) == state and evolve(state) is not state
    with pytest.raises(TypeError, match="no field"):
        evolve(state, colour="R")
    with pytest.raises(dataclasses.FrozenInstanceError):
        evolve(state).round = 2  # type: ignore[misc]


def test_events_are_frozen_values_with_every_field():
    event = Event("discard", seat=1, card="R5")
    assert list(vars(event)) == [f.name for f in dataclasses.fields(Event)]
    assert event == Event("discard", 1, "R5") and hash(event) == hash(Event("discard", 1, "R5"))
    assert dataclasses.replace(event, card="B7") == Event("discard", seat=1, card="B7")
    with pytest.raises(dataclasses.FrozenInstanceError):
        event.card = "G1"  # type: ignore[misc]


@pytest.mark.parametrize("seat", range(4))
def test_observations_set_every_field(seat):
    obs = RULES.observation(_position(), seat)
    assert list(vars(obs)) == [f.name for f in dataclasses.fields(Observation)]
    with pytest.raises(dataclasses.FrozenInstanceError):
        obs.seat = 0  # type: ignore[misc]


def test_remembered_legal_actions_answer_for_that_state_only():
    state = _position()
    first = RULES.legal_actions(state)
    twin = dataclasses.replace(state)  # equal value, another object
    assert RULES.legal_actions(twin) == first
    after = RULES.apply(state, first[-1])
    assert RULES.legal_actions(after) == turns._legal_actions(after)
    assert RULES.legal_actions(state) == first


@pytest.mark.parametrize(
    "group",
    [
        make_group("set", ["R7", "W=7", "B7"]),
        make_group("run", ["R3", "B4", "W=5", "G6"]),
        make_group("run", ["W=1", "R2", "B3", "Y4"]),
        make_group("colour", ["R1", "R3", "W=R", "R9", "R10", "R11", "R12"]),
    ],
)
def test_remembered_placements_are_hit_placements(group):
    for card in [*(f"{c}{v}" for c in "RBYG" for v in range(1, 13)), "W", "S"]:
        assert placements(group, card) == tuple(hit_placements(group, card))
        assert placements(group, card) == tuple(hit_placements(group, card))  # from the memo
    assert group == make_group(group.kind, group.cards)  # the memo is not part of the value
