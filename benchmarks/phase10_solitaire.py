"""How many turns each Phase 10 level needs to complete each phase (solitaire).

    python benchmarks/phase10_solitaire.py --levels easy,medium,hard,greedy --rounds 200 --seed 1
    python benchmarks/phase10_solitaire.py --until out --levels medium,hard --rounds 200 --seed 1

One seat plays alone against a dummy: for each phase a 2-player game of just
that phase (P10-V2) is dealt; the dummy always draws from the draw pile and
discards a random non-Skip card (the "opponents' random discards"), never
lays, and never plays a Skip. The measured seat plays with the engine API
and its observation only. A round is counted from the deal to the turn in
which the seat lays its phase (turn = one of its draws), or with
``--until out`` to the turn in which it goes out (laying is half the work:
afterwards the hand shrinks only by hitting); rounds that take more than
--cap turns count as --cap. Printed: mean turns per phase and
level, and the total over the ten phases.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE.parent) not in sys.path:
    sys.path.insert(0, str(HERE.parent))

from benchmarks.tournament import make_bot  # noqa: E402
from cardtable.engine.phase10 import RULES  # noqa: E402
from cardtable.engine.phase10.actions import DRAW_DECK, Discard  # noqa: E402


def turns_to_lay(level: str, phase: int, seed: int, cap: int, edition: str, until: str = "lay") -> int:
    options = RULES.options_from_json({"players": 2, "phases": [phase], "edition": edition})
    state = RULES.new_game(options, seed)
    bot = make_bot("phase10", level, 0, seed)
    rng = random.Random(f"dummy:{seed}")
    bot.observe(RULES.observation(state, 0))
    turns = 0
    def done() -> bool:  # going out ends this one-phase game
        return RULES.is_terminal(state) or (until == "lay" and bool(state.laid[0]))

    while not done() and turns < cap:
        seat = state.current
        if seat == 0:
            action = bot.choose(RULES.observation(state, 0))
            if state.stage == "draw":
                turns += 1
        else:
            legal = RULES.legal_actions(state)
            if state.stage == "draw":
                action = DRAW_DECK if DRAW_DECK in legal else legal[0]
            elif state.stage == "knock":
                action = legal[-1]
            else:
                discards = [a for a in legal if isinstance(a, Discard) and a.card != "S"]
                action = rng.choice(discards) if discards else legal[0]
        state = RULES.apply(state, action)
        bot.observe(RULES.observation(state, 0))
    return turns if done() else cap


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--levels", default="easy,medium,hard,greedy")
    ap.add_argument("--rounds", type=int, default=200, help="rounds per phase and level")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--cap", type=int, default=60)
    ap.add_argument("--edition", default="2026", choices=("2026", "classic"))
    ap.add_argument("--until", default="lay", choices=("lay", "out"),
                    help="count turns until the phase is laid (default) or until the seat goes out")
    args = ap.parse_args(argv)
    levels = [s.strip() for s in args.levels.split(",") if s.strip()]
    start = time.perf_counter()
    what = "lay" if args.until == "lay" else "go out in"
    print(f"mean turns to {what} each phase, {args.rounds} rounds each, edition {args.edition}, seed {args.seed}")
    print(f"{'phase':<6}" + "".join(f"{lv:>10}" for lv in levels))
    totals = dict.fromkeys(levels, 0.0)
    for phase in range(1, 11):
        row = f"{phase:<6}"
        for level in levels:
            runs = [turns_to_lay(level, phase, args.seed * 100_003 + i, args.cap, args.edition, args.until)
                    for i in range(args.rounds)]
            mean = statistics.fmean(runs)
            totals[level] += mean
            row += f"{mean:>10.2f}"
        print(row, flush=True)
    print(f"{'total':<6}" + "".join(f"{totals[lv]:>10.2f}" for lv in levels))
    print(f"{time.perf_counter() - start:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
