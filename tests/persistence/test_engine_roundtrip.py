"""Round trip with the real engines: every state of seeded random games saves,
loads to an equal state and replays identically."""

from __future__ import annotations

import json

import pytest

from cardtable.persistence import SavedGame, SaveError, dumps, load, loads, replay, save
from cardtable.persistence.jsonio import dump_json_bytes, parse_json_bytes

from .games import engine_or_skip, play, saved_game, seats_for

CASES = [("phase10", 2, 1), ("phase10", 6, 3), ("skipbo", 2, 4), ("skipbo", 4, 5), ("skipbo", 6, 6)]
PREFIX = 60  # states fully saved and loaded (with replay) one by one
SAMPLES = 12  # further states of the whole game fully saved and loaded


@pytest.mark.parametrize(("game_id", "players", "seed"), CASES)
def test_every_state_of_a_seeded_game_round_trips(game_id, players, seed):
    rules = engine_or_skip(game_id)
    options, actions, states = play(rules, players, seed, 20_000)
    assert rules.is_terminal(states[-1]), "the seeded game is played to its end"
    seats = seats_for(players)

    # every state reached: its snapshot survives the file form unchanged
    for count, state in enumerate(states):
        doc = parse_json_bytes(dump_json_bytes(rules.state_to_json(state)))
        assert rules.state_from_json(doc) == state, f"state after {count} actions"

    # the log replays identically from its JSON form, state by state
    logged = [rules.action_from_json(parse_json_bytes(dump_json_bytes(rules.action_to_json(a)))) for a in actions]
    state = rules.new_game(rules.options_from_json(rules.options_to_json(options)), seed)
    assert state == states[0]
    for count, action in enumerate(logged, start=1):
        state = rules.apply(state, action)
        assert state == states[count], f"replay differs after {count} actions"

    # whole save files (with the replay check of load) at the start, spread over the game, at the end
    step = max(1, len(states) // SAMPLES)
    chosen = sorted({*range(min(PREFIX, len(states))), *range(0, len(states), step), len(states) - 1})
    for count in chosen:
        saved = SavedGame.from_game(rules, options, seed, seats, actions[:count], states[count])
        loaded = loads(dumps(saved))
        assert loaded.state == states[count], f"state after {count} actions"
        assert list(loaded.actions) == actions[:count]
        assert loaded.saved == saved
        assert loaded.options == options
        assert loaded.finished == rules.is_terminal(states[count])
    assert replay(rules, options, seed, actions) == states[-1]


@pytest.mark.parametrize("game_id", ["phase10", "skipbo"])
def test_save_file_on_disk_round_trips_and_replays_identically(tmp_path, game_id):
    rules = engine_or_skip(game_id)
    saved = saved_game(rules, 3, 42, 120)
    path = save(tmp_path / f"{game_id}.cardtable", saved)
    first = load(path)
    second = load(path)
    assert first.state == second.state
    assert first.saved == saved
    # continuing the loaded game behaves exactly like continuing the original
    _, actions, states = play(rules, 3, 42, 200)
    assert len(first.actions) == 120 < len(actions)
    nxt = actions[len(first.actions)]
    assert rules.apply(first.state, nxt) == states[len(first.actions) + 1]


@pytest.mark.parametrize("game_id", ["phase10", "skipbo"])
def test_tampered_engine_snapshot_is_refused(game_id):
    rules = engine_or_skip(game_id)
    doc = json.loads(dumps(saved_game(rules, 2, 9, 60)))
    last = doc["actions"].pop()
    with pytest.raises(SaveError) as info:
        loads(json.dumps(doc).encode())
    assert info.value.code == "replay-mismatch"
    doc["actions"].append(last)
    doc["actions"].append(last)  # one move too many: illegal, or a different position
    with pytest.raises(SaveError) as info:
        loads(json.dumps(doc).encode())
    assert info.value.code in ("illegal-action", "replay-mismatch")
    doc["actions"].pop()
    doc["seed"] += 1
    with pytest.raises(SaveError) as info:
        loads(json.dumps(doc).encode())
    assert info.value.code in ("illegal-action", "replay-mismatch", "impossible-state")
