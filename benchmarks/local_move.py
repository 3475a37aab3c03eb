"""A person's move at a game played here: from the request to the table drawn.

    .venv/bin/python benchmarks/local_move.py [--moves 150] [--players 6] [--size 1400x875]

What a drop or a key on the table makes is ``controller.request(action)``:
the controller's own checks, the table's (``Table.play``: the engine's check
and apply, the score sheet's rows, every computer player shown the new
position), ``state_changed`` and the table view's refresh. This times that
call plus the repaint of what changed (the scene's queued update and the
window's paint, delivered at once), for the person at seat 0 of a seeded
game against computers (hard: the most to remember), choosing each move by
the hint (outside the timing). Same seed, same game: run it on two
revisions to compare them (the goal of a change of the turn flow: no slower
than before, within 10 %). Offscreen; prints p50, p95 and max of the wall
clock and of the UI thread's CPU time (``time.thread_time``).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run as a script from a checkout
    sys.path.insert(0, str(ROOT))


def _p95(values: list[float]) -> float:
    values = sorted(values)
    return values[max(0, int(len(values) * 0.95) - 1)]


def moves(game: str, count: int, players: int, width: int, height: int, art, app) -> tuple[list[float], list[float]]:
    from PySide6.QtCore import QCoreApplication, QEvent

    from cardtable.controller.game_controller import GameController
    from cardtable.engine.registry import get_rules
    from cardtable.seats import Seat
    from cardtable.ui.table.view import TableView

    rules = get_rules(game)
    options = rules.options_from_json({"players": players} if game == "phase10"
                                      else {"players": players, "stock_size": 20})
    seats = [Seat("Ann")] + [Seat(f"Bot {i}", "computer", "hard") for i in range(1, players)]
    ctl = GameController(rules, rules.new_game(options, 5), seats, seed=5, speed_ms=0, options=options)
    view = TableView(ctl, art)
    view.resize(width, height)
    view.show()
    ctl.start()
    wall: list[float] = []
    cpu: list[float] = []
    deadline = time.monotonic() + 600
    while len(wall) < count and not ctl.is_over() and time.monotonic() < deadline:
        app.processEvents()
        if not ctl.is_viewers_turn():
            continue
        action = ctl.hint()
        c0, t0 = time.thread_time(), time.perf_counter()
        ctl.request(action)
        QCoreApplication.sendPostedEvents(view.scene(), QEvent.Type.MetaCall)
        QCoreApplication.sendPostedEvents(view.window(), QEvent.Type.UpdateRequest)
        wall.append((time.perf_counter() - t0) * 1000)
        cpu.append((time.thread_time() - c0) * 1000)
    ctl.shutdown()
    view.close()
    return wall, cpu


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--moves", type=int, default=150)
    parser.add_argument("--players", type=int, default=6)
    parser.add_argument("--size", default="1400x875")
    parser.add_argument("--game", choices=("phase10", "skipbo", "both"), default="both")
    args = parser.parse_args(argv)
    width, height = (int(v) for v in args.size.lower().split("x"))

    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    from cardtable.ui.card_art import CardArt

    art = CardArt()
    for game in ("phase10", "skipbo") if args.game == "both" else (args.game,):
        wall, cpu = moves(game, args.moves, args.players, width, height, art, app)
        for what, values in (("wall clock", wall), ("UI-thread CPU time", cpu)):
            print(f"{game} {args.players} seats: a person's move, request to table drawn, {what}, "
                  f"{len(values)} moves: median {statistics.median(values):.2f} ms, "
                  f"p95 {_p95(values):.2f} ms, max {max(values):.2f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
