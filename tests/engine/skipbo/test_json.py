"""The Skip-Bo JSON surface: exact round trips, hand-written positions, and
clear refusals of impossible or malformed documents (never a traceback)."""

from __future__ import annotations

import contextlib
import copy
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from skipbo_helpers import R, final, position, seat

from cardtable.engine.api import InvalidAction, InvalidState
from cardtable.engine.skipbo import Discard, EndTurn, Play, SkipBoOptions

SB = "SB"


def doc_of(state):
    return json.loads(json.dumps(R.state_to_json(state)))


def test_round_trip_is_exact_mid_game_and_at_the_end():
    state = R.new_game(SkipBoOptions(players=3, match_scoring=True).validate(), 11)
    assert R.state_from_json(doc_of(state)) == state
    end = final(R.new_game(SkipBoOptions(players=2, stock_size=6).validate(), 4), 4)
    assert R.state_from_json(doc_of(end)) == end
    assert doc_of(R.state_from_json(doc_of(end))) == doc_of(end)


@pytest.mark.parametrize("doc", [
    {"type": "play", "from": "hand", "card": 7, "to": 2},
    {"type": "play", "from": "stock", "to": 0},
    {"type": "play", "from": "stock", "card": "SB", "to": 0},
    {"type": "play", "from": "discard", "pile": 1, "to": 3},
    {"type": "discard", "card": "SB", "pile": 0},
    {"type": "discard", "card": 4, "pile": 2, "from": "stock"},  # refused by the rules, kept as asked
    {"type": "end"},
])
def test_actions_round_trip(doc):
    action = R.action_from_json(doc)
    assert isinstance(action, Play | Discard | EndTurn)
    assert R.action_to_json(action) == doc


@pytest.mark.parametrize(("doc", "words"), [
    ({"type": "play", "from": "hand", "to": 2}, "card"),
    ({"type": "play", "from": "pocket", "card": 1, "to": 2}, "from"),
    ({"type": "play", "from": "hand", "card": 13, "to": 2}, "not a card"),
    ({"type": "play", "from": "hand", "card": "7", "to": 2}, "not a card"),
    ({"type": "play", "from": "hand", "card": 7, "to": True}, "whole number"),
    ({"type": "discard", "card": 3}, "pile"),
    ({"type": "discard", "card": 3, "pile": 0, "from": "deck"}, "from"),
    ({"type": "end", "now": 1}, "unknown field"),
    ({"type": "draw"}, "type"),
    ([], "object"),
])
def test_malformed_actions_are_refused_clearly(doc, words):
    with pytest.raises(InvalidAction, match=words):
        R.action_from_json(doc)


def test_hand_written_position_fills_the_draw_pile_with_the_rest():
    state = position([seat([5, 2, 8, 6], [4, 7, 9, 10, 11], [[5], [SB]]), seat([3, 3])], [[1, 2, SB]])
    assert sum(R.card_counts(state).values()) == 162 and len(state.draw) == 162 - 16
    assert R.state_to_json(state)["building_piles"][0] == [1, 2, "SB3"]
    assert position([seat([1]), seat([1])], [[1, 2, "SB3"]]).building[0] == (1, 2, SB)


BASE = {"game": "skipbo", "options": {"players": 2}, "current": 0,
        "players": [{"stock": {"top": 5}}, {"stock": {"top": 5}}], "building_piles": []}


def with_(path, value):
    doc = copy.deepcopy(BASE)
    target = doc
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return doc


@pytest.mark.parametrize(("doc", "where", "words"), [
    (with_(["players", 0, "discard_piles"], [[12] * 13]), "cards", "13 cards 12, the deck has 12"),
    (with_(["players", 0, "discard_piles"], [[SB] * 19]), "cards", "19 cards SKIP-BO"),
    (with_(["players", 0, "stock"], {"top": [5, 6]}), "players[0].stock.top", "two tops on one pile"),
    (with_(["players", 0, "stock"], {"face_down": [1]}), "players[0].stock", "missing field 'top'"),
    (with_(["players", 0, "stock"], {"face_down": [1], "top": None}), "players[0].stock.top", "turned up"),
    (with_(["building_piles"], [[1, 3]]), "building_piles[0][1]", "out of sequence"),
    (with_(["building_piles"], [[2]]), "building_piles[0][0]", "out of sequence"),
    (with_(["building_piles"], [["SB2"]]), "building_piles[0][0]", "out of sequence"),
    (with_(["building_piles"], [list(range(1, 13))]), "building_piles[0]", "set aside"),
    (with_(["building_piles"], [[], [], [], [], []]), "building_piles", "at most 4"),
    (with_(["players", 1, "discard_piles"], [[1], [2], [3], [4], [5]]), "players[1].discard_piles", "at most 4"),
    (with_(["players", 1, "hand"], [1, 2, 3, 4, 5, 6]), "players[1].hand", "at most 5"),
    (with_(["players", 1, "hand"], [1.0]), "players[1].hand[0]", "not a card"),
    (with_(["players", 1, "colour"], "red"), "players[1]", "unknown field"),
    (with_(["extra"], 1), "state", "unknown field"),
    (with_(["current"], 2), "current", "between 0 and 1"),
    (with_(["current"], "0"), "current", "whole number"),
    (with_(["players"], [{"stock": {"top": 5}}]), "players", "options.players is 2"),
    (with_(["players", 0, "stock"], {"top": None}), "players[0].stock", "SB-18"),
    (with_(["set_aside"], [1, 2, 3]), "set_aside", "12 cards each"),
    (with_(["set_aside"], [5] * 12), "set_aside", "one each"),
    (with_(["draw_pile"], []), "cards", "instead of the 162"),
    (with_(["options", "stock_size"], 31), "options.stock_size", "between 5 and 30"),
    (with_(["options", "house_rule"], 1), "options", "unknown field"),
    (with_(["game"], "phase10"), "game", "skipbo"),
    (with_(["match"], {"points": [0, 0]}), "match", "match_scoring"),
    (with_(["result"], {"winners": [0], "reason": "stock-empty"}), "result.winners", "empty stock"),
])
def test_impossible_positions_are_refused_naming_what_and_where(doc, where, words):
    with pytest.raises(InvalidState) as info:
        R.state_from_json(doc)
    assert info.value.path == where
    assert words in info.value.reason


def test_a_163rd_card_is_refused_and_where_it_lies_is_named():
    doc = doc_of(R.new_game(SkipBoOptions(players=2).validate(), 5))
    card = doc["draw_pile"][0]
    doc["players"][1]["discard_piles"][2].append(card)
    with pytest.raises(InvalidState) as info:
        R.state_from_json(doc)
    assert info.value.path == "cards" and "a 163rd card" in info.value.reason
    assert "players[1].discard_piles[2]: 1" in info.value.reason


JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 40) | st.floats(allow_nan=False)
    | st.sampled_from(["SB", "SB3", "hand", "stock", "", "skipbo"]),
    lambda inner: st.lists(inner, max_size=6) | st.dictionaries(
        st.sampled_from(["top", "face_down", "hand", "stock", "discard_piles", "players", "game",
                         "current", "options", "winners", "reason", "kind", "x"]), inner, max_size=5),
    max_leaves=30,
)


def _paths(doc, prefix=()):
    yield prefix
    if isinstance(doc, dict):
        for k, v in doc.items():
            yield from _paths(v, (*prefix, k))
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            yield from _paths(v, (*prefix, i))


VALID = doc_of(final(R.new_game(SkipBoOptions(players=3, stock_size=5, match_scoring=True,
                                              match_target=60).validate(), 2), 2))
VALID_PATHS = [p for p in _paths(VALID) if p]


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(junk=JSON, where=st.integers(0, len(VALID_PATHS) - 1))
def test_junk_anywhere_in_a_state_gives_invalid_state_not_a_traceback(junk, where):
    doc = copy.deepcopy(VALID)
    path = VALID_PATHS[where]
    target = doc
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = junk
    try:
        state = R.state_from_json(doc)
    except InvalidState as exc:
        assert exc.message
    else:
        assert sum(R.card_counts(state).values()) == 162


@settings(max_examples=300, deadline=None)
@given(junk=JSON)
def test_junk_documents_are_refused_cleanly(junk):
    for reader, error in ((R.state_from_json, InvalidState), (R.options_from_json, InvalidState),
                          (R.action_from_json, InvalidAction)):
        with contextlib.suppress(error):
            reader(junk)


def test_the_format_md_example_state_is_a_valid_position():
    from pathlib import Path

    text = (Path(__file__).resolve().parents[3] / "docs" / "FORMAT.md").read_text(encoding="utf-8")
    section = text[text.index("## Skip-Bo"):]
    example = section[section.index("```json\n") + 8:]
    state = R.state_from_json(json.loads(example[:example.index("```")]))
    assert state.building[0] == (1, 2, 3) and len(state.draw) == 146
    assert R.check(state, Play("discard", 3, pile=1)) is None
