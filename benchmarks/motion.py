"""The table in motion, 6 seats: the cost of one move and event-loop stalls.

    .venv/bin/python benchmarks/motion.py [--moves 120] [--speed 250] [--size 1400x875]

Goals: applying one move to the table (``TableView.refresh``
plus a full repaint) takes <= 16 ms at the 95th percentile, and while cards
fly the event loop never stalls for more than 50 ms.

For each game a seeded 6-seat game of computer players (easy, so thinking
is short) is shown from seat 0 (testsupport/positions.py deals it):

1. ``--moves`` moves at speed 0 (no flights): every ``state_changed`` is
   timed from the refresh to the end of the repaint it causes (the scene's
   queued update and the window's paint of what changed, delivered at once);
   also printed: the refresh alone, and refresh plus a full repaint of the
   whole table (the worst case, what ``repaint.py`` times per frame).
2. ``--moves`` moves at ``--speed`` ms per move: a 1 ms timer ticks on the
   event loop; the largest gap between ticks while a flight runs is the
   stall (the AI thinks on its own thread).

Runs offscreen; prints p50, p95 and max, for the move cost also of the UI
thread's CPU time (``time.thread_time``: what a move costs when other
processes share the machine; the goals are on a quiet machine's wall clock).
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
if str(ROOT) not in sys.path:  # testsupport/positions.py, run as a script
    sys.path.insert(0, str(ROOT))


def _p95(values: list[float]) -> float:
    values = sorted(values)
    return values[max(0, int(len(values) * 0.95) - 1)]


def _table(game: str, speed: int, width: int, height: int, art, app):
    from cardtable.controller.game_controller import GameController
    from cardtable.seats import Seat
    from cardtable.ui.table.view import TableView
    from testsupport.positions import position

    rules, state = position(game, 6)
    seats = [Seat(f"Bot {i}", "computer", "easy") for i in range(6)]
    ctl = GameController(rules, state, seats, seed=3, speed_ms=speed)
    view = TableView(ctl, art)
    view.resize(width, height)
    view.show()
    app.processEvents()
    view.fit()
    view.viewport().repaint()
    return ctl, view


def move_cost(game: str, moves: int, width: int, height: int, art,
              app) -> tuple[list[float], list[float], list[float], list[float]]:
    from PySide6.QtCore import QCoreApplication, QEvent

    ctl, view = _table(game, 0, width, height, art, app)
    times: list[float] = []
    alone: list[float] = []
    full: list[float] = []
    cpu: list[float] = []
    original = view.refresh

    def timed(animate: bool = True) -> None:
        c0, t0 = time.thread_time(), time.perf_counter()
        original(animate)
        t1 = time.perf_counter()
        QCoreApplication.sendPostedEvents(view.scene(), QEvent.Type.MetaCall)
        QCoreApplication.sendPostedEvents(view.window(), QEvent.Type.UpdateRequest)
        t2 = time.perf_counter()
        cpu.append((time.thread_time() - c0) * 1000)
        view.viewport().repaint()
        t3 = time.perf_counter()
        alone.append((t1 - t0) * 1000)
        times.append((t2 - t0) * 1000)
        full.append((t1 - t0 + t3 - t2) * 1000)

    ctl.state_changed.disconnect(original)
    ctl.state_changed.connect(timed)
    ctl.start()
    deadline = time.monotonic() + 300
    while len(times) < moves and not ctl.is_over() and time.monotonic() < deadline:
        app.processEvents()
    ctl.shutdown()
    view.close()
    return times, alone, full, cpu


def stalls(game: str, moves: int, speed: int, width: int, height: int, art, app) -> list[float]:
    from PySide6.QtCore import QTimer

    ctl, view = _table(game, speed, width, height, art, app)
    gaps: list[float] = []
    last = [time.perf_counter()]

    def tick() -> None:
        now = time.perf_counter()
        if view.flights.busy():
            gaps.append((now - last[0]) * 1000)
        last[0] = now

    timer = QTimer()
    timer.setInterval(1)
    timer.timeout.connect(tick)
    timer.start()
    ctl.start()
    start = len(ctl.history)
    deadline = time.monotonic() + 600
    while len(ctl.history) - start < moves and not ctl.is_over() and time.monotonic() < deadline:
        app.processEvents()
    timer.stop()
    ctl.shutdown()
    view.close()
    return gaps


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--moves", type=int, default=120)
    parser.add_argument("--speed", type=int, default=250)
    parser.add_argument("--size", default="1400x875")
    args = parser.parse_args(argv)
    width, height = (int(v) for v in args.size.lower().split("x"))

    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    from cardtable.ui.card_art import CardArt

    art = CardArt()
    ok = True
    for game in ("phase10", "skipbo"):
        cost, alone, full, cpu = move_cost(game, args.moves, width, height, art, app)
        p95 = _p95(cost)
        ok &= p95 <= 16
        for what, values in (("refresh + paint of what changed", cost),
                             ("the same, UI-thread CPU time", cpu), ("refresh alone", alone),
                             ("refresh + full repaint", full)):
            print(f"{game} 6 seats: one move, {what}, {len(values)} moves: median "
                  f"{statistics.median(values):.2f} ms, p95 {_p95(values):.2f} ms, "
                  f"max {max(values):.2f} ms")
        gaps = stalls(game, args.moves // 2, args.speed, width, height, art, app)
        if gaps:
            ok &= max(gaps) <= 50
            print(f"{game} 6 seats: event loop during flights at {args.speed} ms/move, "
                  f"{len(gaps)} ticks: median gap {statistics.median(gaps):.2f} ms, "
                  f"p95 {_p95(gaps):.2f} ms, max {max(gaps):.2f} ms")
    print(f"goals (move p95 <= 16 ms, stall <= 50 ms): {'met' if ok else 'NOT met'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
