"""Real migrations of the save format: files written by older versions still load."""

from __future__ import annotations

import json

from cardtable.engine.skipbo import SkipBoOptions
from cardtable.persistence import SCHEMA_VERSION, SavedGame, dumps, loads
from tests.persistence.games import engine_or_skip, play, seats_for


def _finished_skipbo_doc() -> tuple[dict, object]:
    rules = engine_or_skip("skipbo")
    options = SkipBoOptions(players=2, stock_size=5).validate()
    options, actions, states = play(rules, 2, 11, 5000, options)
    assert rules.is_terminal(states[-1])
    saved = SavedGame.from_game(rules, options, 11, seats_for(2), actions, states[-1])
    return json.loads(dumps(saved)), states[-1]


def test_schema_1_skipbo_save_with_a_game_over_event_still_loads():
    """Schema 1 spelled the Skip-Bo event "game-over"; schema 2 says "game_over"."""
    doc, final = _finished_skipbo_doc()
    kinds = [e["kind"] for e in doc["state"]["last_events"]]
    assert "game_over" in kinds and SCHEMA_VERSION == 2
    doc["schema_version"] = 1
    for event in doc["state"]["last_events"]:
        if event["kind"] == "game_over":
            event["kind"] = "game-over"
    loaded = loads(json.dumps(doc).encode())
    assert loaded.state == final
    assert loaded.saved.schema_version == SCHEMA_VERSION
    assert "game-over" not in json.dumps(loaded.saved.state)
