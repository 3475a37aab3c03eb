"""CPU time per decision of the Phase 10 levels in real games.

    .venv/bin/python benchmarks/phase10_decision_time.py [--games 40] [--seed 5]

The Phase 10 levels have no clock in their decisions: each is a fixed amount
of counting, so a seeded game plays the same on any machine. What is left to
check is that this work fits the time goals: easy and
medium p99 <= 50 ms, hard p95 <= 500 ms and max <= 1 s per decision on one
core. This plays ``--games`` 2-player games of each level against medium
(seats alternating; the 2-player games are where hard thinks longest) and
measures the CPU time of every ``choose`` of the measured level
(``time.process_time``, so other programs on a busy machine do not count).
Exits 1 if a goal is missed.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE.parent) not in sys.path:
    sys.path.insert(0, str(HERE.parent))

from benchmarks.tournament import make_bot, percentile  # noqa: E402
from cardtable.engine.phase10 import RULES  # noqa: E402

# (percentile, limit in ms) per level; "max" is percentile 100
GOALS = {"easy": ((99, 50.0),), "medium": ((99, 50.0),), "hard": ((95, 500.0), (100, 1000.0))}


def cpu_times(level: str, games: int, seed: int, opponent: str = "medium") -> list[float]:
    """CPU seconds of every decision of ``level`` in ``games`` games."""
    out: list[float] = []
    for index in range(games):
        names = [level, opponent] if index % 2 == 0 else [opponent, level]
        game_seed = seed * 1_000_003 + index
        bots = [make_bot("phase10", name, s, game_seed * 7 + s) for s, name in enumerate(names)]
        state = RULES.new_game(RULES.options_from_json({"players": 2}), game_seed)
        while not RULES.is_terminal(state):
            seat = RULES.current_player(state)
            obs = RULES.observation(state, seat)
            c0 = time.process_time()
            action = bots[seat].choose(obs)
            if names[seat] == level:
                out.append(time.process_time() - c0)
            state = RULES.apply(state, action)
            for s in range(2):
                bots[s].observe(RULES.observation(state, s))
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--levels", default="easy,medium,hard")
    args = ap.parse_args(argv)
    missed = False
    for level in (s.strip() for s in args.levels.split(",") if s.strip()):
        ts = sorted(cpu_times(level, args.games, args.seed))
        row = {q: 1000 * percentile(ts, q) for q in (50, 95, 99, 100)}
        checks = []
        for q, limit in GOALS.get(level.split("+")[0], ()):
            ok = row[q] <= limit
            missed |= not ok
            checks.append(f"{'max' if q == 100 else f'p{q}'} <= {limit:g} ms: {'met' if ok else 'MISSED'}")
        print(f"{level:<8} {len(ts):>7} decisions  CPU ms p50 {row[50]:.2f}  p95 {row[95]:.2f}  "
              f"p99 {row[99]:.2f}  max {row[100]:.2f}   " + "; ".join(checks), flush=True)
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
