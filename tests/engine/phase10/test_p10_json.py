"""The hand-writable JSON of Phase 10 states: defaults, round trips and clear
refusals of impossible positions (never a traceback)."""

from __future__ import annotations

import contextlib
import copy
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.engine.api import InvalidAction, InvalidState
from cardtable.engine.phase10 import RULES

SMALL = {"players": [{"hand": ["R1", "B1", "Y1", "R2", "B2", "Y2", "G9"]}, {"hand": ["W", "S", "G3"]}],
         "discard_pile": ["G12"]}


def test_small_hand_written_position_gets_defaults_and_round_trips():
    s = RULES.state_from_json(SMALL)
    assert s.current == 0 and s.dealer == 1 and s.stage == "draw" and s.round == 1
    assert sum(RULES.card_counts(s).values()) == 108 and len(s.draw_pile) == 108 - 11
    doc = RULES.state_to_json(s)
    assert RULES.state_from_json(json.loads(json.dumps(doc))) == s


def _bad(mutate):
    doc = copy.deepcopy(RULES.state_to_json(RULES.new_game(RULES.default_options(3), 5)))
    mutate(doc)
    with pytest.raises(InvalidState) as info:
        RULES.state_from_json(doc)
    return info.value


def test_P10_1_a_109th_card_is_refused():
    err = _bad(lambda d: d["players"][1]["hand"].append("W"))
    assert "109th card" in err.message and err.path.startswith(("players", "draw_pile", "discard_pile"))


def test_P10_1_three_R7s_are_refused_with_the_place():
    with pytest.raises(InvalidState) as info:
        RULES.state_from_json({"players": [{"hand": ["R7", "R7"]}, {"hand": ["G1", "R7"]}]})
    assert info.value.path == "players[1].hand[1]" and "R7 appears 3 times" in info.value.message


def test_missing_cards_are_refused_when_the_draw_pile_is_given():
    err = _bad(lambda d: d["draw_pile"].pop())
    assert err.path == "draw_pile" and "107" in err.message


def test_a_laid_group_that_breaks_its_rule_is_refused():
    def lay(d):
        d["players"][0]["laid"] = [{"kind": "run", "cards": ["R1", "B2", "Y4", "G5"]},
                                   {"kind": "set", "cards": ["R9", "B9", "Y9"]}]
        d["players"][0]["phase"] = 2
    err = _bad(lay)
    assert err.path.startswith("players[0].laid")


@pytest.mark.parametrize(("mutate", "where"), [
    (lambda d: d.update(colour="red"), ""),
    (lambda d: d["players"][0].update(hand="R1"), "players[0].hand"),
    (lambda d: d["players"][0].update(hand=["X9"]), "players[0].hand[0]"),
    (lambda d: d.pop("players"), ""),
    (lambda d: d.update(round="one"), "round"),
    (lambda d: d["options"].update(edition="2099"), "options.edition"),
    (lambda d: d["players"][0].update(phase=11), "players[0].phase"),
    (lambda d: d.update(current=7), "current"),
    (lambda d: d.update(stage="over"), "winners"),
    (lambda d: d.update(stage="knock"), "stage"),
    (lambda d: (d["players"][d["current"]].update(skip=True), d["draw_pile"].remove("S")), "current"),
    (lambda d: d.update(winners=[0]), "winners"),
])
def test_impossible_or_malformed_states_name_the_place(mutate, where):
    err = _bad(mutate)
    assert err.path == where, err.message
    assert err.message


def test_two_players_to_act_is_impossible():
    err = _bad(lambda d: d.update(current=[0, 1]))
    assert err.path == "current"


def test_bad_actions_raise_invalid_action():
    for doc in ({"type": "fly"}, {"type": "draw"}, {"type": "draw", "source": "sky"},
                {"type": "hit", "card": "W=13", "player": 0, "group": 0},
                {"type": "lay", "groups": [{"kind": "pair", "cards": ["R1"]}]}, [], {"type": "skip", "target": "x"}):
        with pytest.raises(InvalidAction):
            RULES.action_from_json(doc)


JSONISH = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 200) | st.sampled_from(["R7", "W", "S", "W=7", "x", "set", "run"]),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(
        st.sampled_from(["players", "hand", "laid", "kind", "cards", "stage", "current", "round", "options",
                         "draw_pile", "discard_pile", "phase", "knock", "queue", "from", "history", "type"]),
        inner, max_size=6),
    max_leaves=30,
)


@settings(max_examples=300, deadline=None)
@given(JSONISH)
def test_junk_input_never_escapes_as_a_traceback(doc):
    with contextlib.suppress(InvalidState):
        RULES.state_from_json(doc)
    with contextlib.suppress(InvalidAction):
        RULES.action_from_json(doc)


@settings(max_examples=100, deadline=None)
@given(st.data())
def test_mutated_real_states_are_read_or_refused_cleanly(data):
    doc = RULES.state_to_json(RULES.new_game(RULES.default_options(3), 2))
    key = data.draw(st.sampled_from(sorted(doc)))
    doc[key] = data.draw(JSONISH)
    try:
        RULES.state_from_json(doc)
    except InvalidState as exc:
        assert exc.message
