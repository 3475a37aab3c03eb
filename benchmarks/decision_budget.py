"""How long the Skip-Bo search budgets take on this machine.

    .venv/bin/python benchmarks/decision_budget.py [--repeat 5]

A decision's budget is a number of search positions (``LEVELS`` in
``cardtable/ai/skipbo/policy.py``), so a seeded game replays identically on
a busy machine. This prints, per level, the time the whole budget takes on
the widest position known (SKIP-BO cards in the hand and on every discard
pile, so the search always runs out of budget), next to the time limit the
level used to have: the budgets were chosen to stay within those limits.
Wall clock and CPU time, the worst of ``--repeat`` runs. The hard level's
look past its turn (``reply.py``) runs after the search, so it is included.

``--games N`` also plays N seeded 2-player games (stock 20) of each level
against medium and prints the CPU time of every ``choose`` (p50/p95/p99/max):
the decision-time goals (easy/medium p99 <= 50 ms, hard p95 <=
500 ms and max 1 s on one core).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from cardtable.ai.skipbo.policy import LEVELS, SkipBoPolicy  # noqa: E402
from cardtable.engine.registry import get_rules  # noqa: E402

OLD_LIMIT_MS = {"easy": 20, "medium": 35, "hard": 450}


def wide_position():
    rules = get_rules("skipbo")
    piles = [[12, 11, "SB"], [10, 9, "SB"], [8, 7, "SB"], [6, 5, "SB"]]
    players = [{"stock": {"face_down": [12, 12], "top": 12}, "hand": ["SB", "SB", "SB", 1, 2],
                "discard_piles": piles},
               {"stock": {"face_down": [12, 12], "top": 11}, "hand": [], "discard_piles": []}]
    return rules.state_from_json({"game": "skipbo", "options": {"players": 2, "stock_size": 5}, "seed": 1,
                                  "current": 0, "players": players,
                                  "building_piles": [[1], [1, 2], [1, 2, 3]]})


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--games", type=int, default=0)
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args(argv)
    obs = get_rules("skipbo").observation(wide_position(), 0)
    over = False
    for level, cfg in LEVELS.items():
        wall = cpu = 0.0
        for _ in range(args.repeat):
            bot = SkipBoPolicy(level, 0, 1)
            w0, c0 = time.perf_counter(), time.process_time()
            bot.choose(obs)
            wall = max(wall, time.perf_counter() - w0)
            cpu = max(cpu, time.process_time() - c0)
        over |= cpu * 1000 > OLD_LIMIT_MS[level]
        print(f"{level:<7} budget {cfg.max_nodes:>6} positions (searched {bot.last_nodes}): "
              f"worst wall {wall * 1000:7.1f} ms, CPU {cpu * 1000:7.1f} ms; old limit {OLD_LIMIT_MS[level]} ms")
    for level in LEVELS:
        if args.games:
            print(in_games(level, args.games, args.seed))
    return 1 if over else 0


def in_games(level: str, games: int, seed: int) -> str:
    """CPU time of each of ``level``'s decisions in seeded games against medium."""
    rules = get_rules("skipbo")
    times: list[float] = []
    for g in range(games):
        state = rules.new_game(rules.options_from_json({"players": 2, "stock_size": 20}), seed * 1000 + g)
        bots = {g % 2: SkipBoPolicy(level, g % 2, seed + g), 1 - g % 2: SkipBoPolicy("medium", 1 - g % 2, seed + g)}
        while not rules.is_terminal(state):
            seat = rules.current_player(state)
            obs = rules.observation(state, seat)
            c0 = time.process_time()
            action = bots[seat].choose(obs)
            if seat == g % 2:
                times.append(time.process_time() - c0)
            state = rules.apply(state, action)
    times.sort()

    def q(p: float) -> float:
        return times[min(len(times) - 1, int(p * len(times)))] * 1000

    return (f"{level:<7} in {games} games vs medium: {len(times)} decisions, CPU p50 {q(0.5):.2f} ms, "
            f"p95 {q(0.95):.2f} ms, p99 {q(0.99):.2f} ms, max {times[-1] * 1000:.2f} ms")


if __name__ == "__main__":
    sys.exit(main())
