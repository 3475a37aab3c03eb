"""How fast an engine plays: actions applied per second under random legal play.

Generic over the engines of ``cardtable.engine.registry`` (Phase 10 and
Skip-Bo): every step asks ``legal_actions``, picks one uniformly with a
seeded generator, and calls ``apply``, which runs the full legality ``check``
first. One process, one core. The goal for Phase 10 is at least
25,000 actions/s (results and how to compare two versions: README.md).

    python benchmarks/engine_speed.py --game phase10 --players 4 --seconds 10
    python benchmarks/engine_speed.py --game skipbo --players 2 --games 50
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time

from cardtable.engine.api import EngineError
from cardtable.engine.registry import GAME_IDS, get_rules


def run(game: str, players: int, seconds: float, games: int | None, seed: int, options: dict) -> dict:
    rules = get_rules(game)
    opts = rules.options_to_json(rules.default_options(players))
    opts.update(options)
    opts["players"] = players
    options_obj = rules.options_from_json(opts)
    rng = random.Random(seed)
    actions = finished = 0
    legal_calls = 0
    start = time.perf_counter()
    deadline = start + seconds
    game_no = 0
    while True:
        state = rules.new_game(options_obj, seed + game_no)
        game_no += 1
        while not rules.is_terminal(state):
            legal = rules.legal_actions(state)
            legal_calls += 1
            state = rules.apply(state, legal[rng.randrange(len(legal))])
            actions += 1
            if games is None and actions % 256 == 0 and time.perf_counter() > deadline:
                break
        else:
            finished += 1
        if (games is not None and finished >= games) or (games is None and time.perf_counter() > deadline):
            break
    elapsed = time.perf_counter() - start
    return {
        "game": game,
        "players": players,
        "options": opts,
        "actions": actions,
        "games_finished": finished,
        "seconds": round(elapsed, 3),
        "actions_per_second": round(actions / elapsed),
        "actions_per_game": round(actions / finished) if finished else None,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", choices=GAME_IDS, default="phase10")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seconds", type=float, default=10.0, help="time budget (default 10)")
    parser.add_argument("--games", type=int, help="play this many whole games instead of a time budget")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--options", default="{}", help="extra options as JSON, e.g. '{\"knock\": true}'")
    args = parser.parse_args(argv)
    try:
        extra = json.loads(args.options)
        if not isinstance(extra, dict):
            raise ValueError("--options must be a JSON object")
        report = run(args.game, args.players, args.seconds, args.games, args.seed, extra)
    except (EngineError, ValueError, ImportError, AttributeError) as exc:
        print(json.dumps({"error": str(exc)}))
        return 2
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
