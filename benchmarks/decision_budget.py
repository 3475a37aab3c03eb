"""How long the Skip-Bo search budgets take on this machine (issue 9 point 10).

    /work/venv/bin/python benchmarks/decision_budget.py [--repeat 5]

A decision's budget is a number of search positions (``LEVELS`` in
``cardtable/ai/skipbo/policy.py``), so a seeded game replays identically on
a busy machine. This prints, per level, the time the whole budget takes on
the widest position known (SKIP-BO cards in the hand and on every discard
pile, so the search always runs out of budget), next to the time limit the
level used to have: the budgets were chosen to stay within those limits.
Wall clock and CPU time, the worst of ``--repeat`` runs.
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
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
