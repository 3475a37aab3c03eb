"""``Rejection.message`` is the finished English sentence.

The CLI's JSON and the reasons of save-file errors show ``message`` as is, so
it must never carry an unfilled template such as ``You do not hold {card}.``
"""

from __future__ import annotations

import json
import random

import pytest

from cardtable.engine.api import Rejection
from cardtable.engine.registry import get_rules

P10 = get_rules("phase10")
SB = get_rules("skipbo")

P10_PROBES = [
    {"type": "draw", "source": "deck"}, {"type": "draw", "source": "discard"},
    {"type": "discard", "card": "R1"}, {"type": "discard", "card": "S"}, {"type": "discard", "card": "W"},
    {"type": "skip", "target": 0}, {"type": "skip", "target": 1}, {"type": "skip", "target": 5},
    {"type": "hit", "card": "G12", "player": 1, "group": 3}, {"type": "hit", "card": "W=4", "player": 0, "group": 0},
    {"type": "lay", "groups": [{"kind": "set", "cards": ["R1", "R1", "B1"]}, {"kind": "set", "cards": ["Y2", "Y2", "B2"]}]},
    {"type": "lay", "groups": [{"kind": "run", "cards": ["R1", "R3", "B4", "G5"]}]},
    {"type": "knock"}, {"type": "pass"},
]
SB_PROBES = [
    {"type": "play", "from": "hand", "card": 7, "to": 2}, {"type": "play", "from": "hand", "card": "SB", "to": 0},
    {"type": "play", "from": "stock", "to": 0}, {"type": "play", "from": "stock", "card": 5, "to": 1},
    {"type": "play", "from": "discard", "pile": 1, "to": 3}, {"type": "play", "from": "discard", "pile": 0, "card": 9, "to": 0},
    {"type": "discard", "card": 12, "pile": 0}, {"type": "discard", "card": "SB", "pile": 3}, {"type": "end"},
]


def _rejections(rules, probes, seed: int, players: int, moves: int, options=None) -> list[Rejection]:
    rng = random.Random(seed)
    opts = rules.options_to_json(rules.default_options(players))
    opts.update(options or {})
    state = rules.new_game(rules.options_from_json(opts), seed)
    found = []
    for _ in range(moves):
        if rules.is_terminal(state):
            break
        for doc in probes:
            rejection = rules.check(state, rules.action_from_json(doc))
            if rejection is not None:
                found.append(rejection)
        state = rules.apply(state, rng.choice(list(rules.legal_actions(state))))
    return found


def test_p10_14_names_the_card_not_held():
    state = P10.apply(P10.new_game(P10.default_options(2), 3), P10.action_from_json({"type": "draw", "source": "deck"}))
    held = set(state.hands[state.current])
    card = next(c for c in ("R1", "B2", "G3", "Y4", "R5") if c not in held)
    rejection = P10.check(state, P10.action_from_json({"type": "discard", "card": card}))
    assert rejection.rule == "P10-14"
    assert rejection.message == f"You do not hold {card}."
    assert rejection.to_json()["message"] == f"You do not hold {card}."


@pytest.mark.parametrize("seed", [1, 2])
def test_no_phase10_rejection_message_holds_a_template(seed):
    found = _rejections(P10, P10_PROBES, seed, 3, 120, {"knock": True})
    assert {r.rule for r in found} >= {"P10-10", "P10-14", "P10-20"}
    bad = sorted({r.message for r in found if "{" in r.message or "}" in r.message})
    assert not bad, bad


@pytest.mark.parametrize("seed", [1, 2])
def test_no_skipbo_rejection_message_holds_a_template(seed):
    found = _rejections(SB, SB_PROBES, seed, 3, 150)
    assert len({r.rule for r in found}) >= 4
    bad = sorted({r.message for r in found if "{" in r.message or "}" in r.message})
    assert not bad, bad


def test_rejection_of_fills_the_parameters_and_keeps_them():
    r = Rejection.of("P10-21", "Player {target} already has a Skip in front of them.", target=2)
    assert r.message == "Player 2 already has a Skip in front of them." and r.param("target") == 2
    assert Rejection.of("X-1", "a brace {not a param} stays as written").message == "a brace {not a param} stays as written"


def test_a_save_file_error_quotes_the_finished_sentence():
    from cardtable.persistence import SaveError, dumps, loads
    from tests.persistence.games import saved_game

    doc = json.loads(dumps(saved_game(P10, 2, 9, 0)))
    dealt = P10.new_game(P10.default_options(2), 9)  # what saved_game(..., 0 moves) holds
    drawn = P10.apply(dealt, P10.action_from_json({"type": "draw", "source": "deck"}))
    card = next(c for c in ("R1", "B2", "G3", "Y4", "R5", "B6") if c not in drawn.hands[drawn.current])
    doc["actions"] = [{"type": "draw", "source": "deck"}, {"type": "discard", "card": card}]
    with pytest.raises(SaveError) as info:
        loads(json.dumps(doc).encode())
    assert info.value.code == "illegal-action"
    assert info.value.params["reason"] == f"You do not hold {card}."
