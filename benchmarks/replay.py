"""The replay viewer: loading a long game, one step, a jump to the end.

    .venv/bin/python benchmarks/replay.py [--players 4] [--phases 8] [--seed 3] [--repeat 20]

A seeded Phase 10 game of computer players (easy; phases 1-8 by default, so it
runs past 400 moves) is saved to a temporary file, then:

1. ``load``: ``load_timeline`` of that file (the save is checked by replaying
   it, then the timeline replays it once more to find the rounds and keep a
   checkpoint every 16 moves);
   ``open window``: the window with the table at the deal and the whole
   move log (every position's lines);
2. ``step forward`` / ``step back``: one move on the table (``go_to`` plus the
   scene update and the paint of what changed, flights off), for every position;
3. ``jump to end``: from the deal to the last move (the state comes from the
   last checkpoint; the table renders once).

Runs offscreen; prints median, 95th percentile and maximum, wall and CPU
(``time.process_time``) times, so a loaded machine can be told apart.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def play(players: int, phases: int, seed: int, path: Path) -> int:
    from cardtable.ai import selfplay
    from cardtable.ai.base import make_policy
    from cardtable.engine.registry import get_rules
    from cardtable.persistence import SavedGame, save
    from cardtable.seats import Seat

    rules = get_rules("phase10")
    options = rules.options_from_json({"players": players, "phases": list(range(1, phases + 1))})
    seats = [Seat("Anna")] + [Seat(f"Bot {i}", "computer", "easy") for i in range(1, players)]
    policies = [make_policy("phase10", "easy", i, seed * 10 + i) for i in range(players)]
    played = selfplay.play(rules, options, seed, policies)
    actions, state = played.actions, played.state
    save(path, SavedGame.from_game(rules, options, seed, seats, actions, state))
    return len(actions)


def timed(work) -> tuple[float, float]:
    wall, cpu = time.perf_counter(), time.process_time()
    work()
    return (time.perf_counter() - wall) * 1000, (time.process_time() - cpu) * 1000


def report(name: str, samples: list[tuple[float, float]]) -> None:
    for label, values in (("wall", [s[0] for s in samples]), ("cpu", [s[1] for s in samples])):
        values = sorted(values)
        p95 = values[max(0, int(len(values) * 0.95) - 1)]
        print(f"{name:14s} {label:4s} median {statistics.median(values):7.2f} ms  "
              f"p95 {p95:7.2f} ms  max {values[-1]:7.2f} ms  (n={len(values)})")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--phases", type=int, default=8, help="play phases 1 to this one")
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--repeat", type=int, default=20)
    parser.add_argument("--size", default="1280x800")
    args = parser.parse_args(argv)
    width, height = (int(v) for v in args.size.lower().split("x"))
    path = Path(tempfile.mkdtemp(prefix="cardtable-replay-")) / "long.cardtable"
    moves = play(args.players, args.phases, args.seed, path)
    print(f"Phase 10, {args.players} players, phases 1-{args.phases}, seed {args.seed}: {moves} moves")

    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    from cardtable.persistence.timeline import load_timeline
    from cardtable.ui.card_art import CardArt
    from cardtable.ui.replay.window import ReplayWindow

    loads = [timed(lambda: load_timeline(path)) for _ in range(max(3, args.repeat // 4))]
    timeline = load_timeline(path)
    art = CardArt()

    def open_window() -> ReplayWindow:
        made = ReplayWindow(timeline, art, "benchmark")
        made.resize(width, height)
        made.show()
        app.processEvents()
        return made

    opens = []
    windows: list[ReplayWindow] = []
    for _ in range(3):
        opens.append(timed(lambda: windows.append(open_window())))
        windows.pop().close()
    window = open_window()
    ctl = window.controller
    ctl.speed_ms = 0

    def move(position: int) -> None:
        ctl.go_to(position)
        app.processEvents()  # the scene's update and the paint of what changed

    forward = [timed(lambda p=p: move(p)) for p in range(1, timeline.length + 1)]
    back = [timed(lambda p=p: move(p)) for p in range(timeline.length - 1, -1, -1)]
    jumps = []
    for _ in range(args.repeat):
        move(0)
        jumps.append(timed(lambda: move(timeline.length)))
    report("load", loads)
    report("open window", opens)
    report("step forward", forward)
    report("step back", back)
    report("jump to end", jumps)
    window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
