"""Pins seeded random games move by move, so engine speed-ups cannot change behaviour.

Each case plays whole games under seeded random legal play (as
``benchmarks/engine_speed.py`` does) and hashes everything a player or a
save could see: the legal actions at every step, the events of every
``apply``, the acting seat's observation, and the final state's JSON. The
expected hashes were computed on the engine before the speed work of issue
14 (commit 03c1d6c); a different hash means different behaviour.
"""

from __future__ import annotations

import hashlib
import json
import random
from typing import Any

import pytest

from cardtable.engine.registry import get_rules
from cardtable.engine.skipbo.jsonio import event_to_json as skipbo_event_json


def _replay(game: str, players: int, seed: int, games: int, extra: dict[str, Any]) -> tuple[int, str]:
    rules = get_rules(game)
    opts = rules.options_to_json(rules.default_options(players))
    opts.update(extra)
    options = rules.options_from_json(opts)
    rng = random.Random(seed)
    digest = hashlib.sha256()

    def add(data: Any) -> None:
        digest.update(json.dumps(data, sort_keys=True).encode())

    steps = 0
    for g in range(games):
        state = rules.new_game(options, seed + g)
        while not rules.is_terminal(state):
            seat = rules.current_player(state)
            assert seat is not None
            legal = rules.legal_actions(state)
            add([rules.action_to_json(a) for a in legal])
            if steps % 7 == 0:  # observations are slow to hash: every 7th step is enough
                add(rules.observation_to_json(rules.observation(state, seat)))
            state = rules.apply(state, legal[rng.randrange(len(legal))])
            add([e.to_json() if game == "phase10" else skipbo_event_json(e) for e in state.last_events])
            steps += 1
        add(rules.state_to_json(state))
    return steps, digest.hexdigest()


CASES = [
    ("phase10", 4, 1, 1, {}, 7377, "04fb551719db1b031a5af0281b60bd4036f41f884d2bdd4f5c02618022ebe89c"),
    ("phase10", 3, 7, 1, {"knock": True}, 10696,
     "0f2cbac859fa6402a4c2a35e5d4821f56cc9f3100340a18dd7a66263d1c4f365"),
    ("phase10", 2, 5, 1, {"edition": "classic", "take_back": True}, 5996,
     "64a29eb74d3f94f13e9bf90207326ed62b774c9b87d02bee57f1667c56e52ef1"),
    ("skipbo", 3, 1, 1, {}, 1413, "4fc5fa1664770432209c8bf2276226e6773b95c4f5dc522082a406808f02903a"),
]


@pytest.mark.parametrize(("game", "players", "seed", "games", "extra", "steps", "digest"), CASES)
def test_seeded_random_games_replay_identically(game, players, seed, games, extra, steps, digest):
    assert _replay(game, players, seed, games, extra) == (steps, digest)
