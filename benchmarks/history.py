"""The history with 10,000 finished games: statistics window, History filter, end-of-game write.

Goals: the statistics window opens in <= 300 ms and a History
filter answers in <= 100 ms with 10,000 games; the write at the end of a
game takes <= 20 ms and never blocks the table.

    python benchmarks/history.py [--games 10000] [--base 120] [--seed 1] [--keep DB]

The database is filled with ``--base`` real games (both games, 2-4 seats,
people and computer levels, played to the end by the computer players)
recorded through the production path, then copied with other players and
dates up to ``--games`` games (a copy changes its seed field, so copies are
distinct games for the database; only the base games replay). Then:

- ``write``: ``History.record`` of one more real game (the transaction), and
  ``build`` (``finished_game``: the replay for the fair-deal counts), both
  run on the writer thread; ``submit`` is what the table's thread pays, and
  ``ui_gap`` the longest pause of a 2 ms Qt timer while 20 games are written.
- ``stats_window``: ``StatisticsWindow`` built, filled and painted once.
- ``history_filter``: ``HistoryWindow.apply_filter`` for every player and
  game choice (one SQL query, a model reset, and the repaint that reads the
  players of the visible rows).

Wall times suffer on a busy machine; the ``*_cpu_ms`` figures (this
process's CPU time, the work is single-threaded) show what an idle machine
would take. ``load_average`` is printed for that reason.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from cardtable.ai import selfplay
from cardtable.ai.base import make_policy
from cardtable.engine.registry import get_rules
from cardtable.persistence.history import History
from cardtable.seats import Seat
from cardtable.stats.entry import finished_game

PEOPLE = ("Anna", "Bob", "Chen", "Dana", "Emil", "Fei", "Greta", "Hans")
LEVELS = ("easy", "medium", "hard")


def seats_for(rng: random.Random, n: int) -> list[Seat]:
    people = rng.sample(PEOPLE, rng.randint(1, min(2, n)))
    seats = [Seat(p) for p in people]
    seats += [Seat(f"Computer {i}", "computer", rng.choice(LEVELS)) for i in range(len(seats), n)]
    rng.shuffle(seats)
    return seats


def play(game: str, seed: int, seats: list[Seat]):
    rules = get_rules(game)
    extra = {"phases": [1, 2, 3, 4]} if game == "phase10" else {"stock_size": 10}
    options = rules.options_from_json({"players": len(seats), **extra})
    policies = [make_policy(game, s.level or "easy", i, seed + i) for i, s in enumerate(seats)]
    played = selfplay.play(rules, options, seed, policies)
    actions, state = played.actions, played.state
    return rules, options, seed, seats, actions, state


def fill(history: History, games: int, base: int, rng: random.Random) -> list:
    played = []
    for i in range(base):
        game = ("phase10", "skipbo")[i % 2]
        played.append(play(game, rng.getrandbits(40), seats_for(rng, rng.randint(2, 4))))
    records = [finished_game(*p) for p in played]
    start = time.mktime((2025, 1, 1, 0, 0, 0, 0, 0, 0))
    batch = []
    for k in range(games):
        rec = records[k % base]
        seats = tuple(seats_for(rng, len(rec.seats)))
        stamp = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(start + k * 1800))
        batch.append(dataclasses.replace(rec, seats=seats, seed=rec.seed + k, finished=stamp))
        if len(batch) == 500:
            history.record_many(batch)
            batch = []
    if batch:
        history.record_many(batch)
    return played


def ms(values: list[float]) -> dict[str, float]:
    return {"median": round(statistics.median(values), 2), "max": round(max(values), 2)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--base", type=int, default=120)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--keep", help="keep the database at this path")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    folder = Path(tempfile.mkdtemp(prefix="cardtable-bench-"))
    path = Path(args.keep) if args.keep else folder / "cardtable.sqlite3"
    os.environ["CARDTABLE_DATA_DIR"] = str(path.parent)
    history = History.open(path)
    t = time.perf_counter()
    played = fill(history, args.games, args.base, rng)
    fill_s = time.perf_counter() - t

    build, write = [], []
    for p in played[:20]:
        seats = seats_for(rng, len(p[3]))
        t0 = time.perf_counter()
        rec = finished_game(p[0], p[1], p[2], seats, p[4], p[5])
        t1 = time.perf_counter()
        history.record(rec)
        write.append((time.perf_counter() - t1) * 1000)
        build.append((t1 - t0) * 1000)
    history.close()

    from PySide6.QtCore import QElapsedTimer, QTimer
    from PySide6.QtWidgets import QApplication

    from cardtable.controller.recording import run_in_history_lane
    from cardtable.persistence.history_writer import HistoryWriter
    from cardtable.ui.stats.history_window import HistoryWindow
    from cardtable.ui.stats.window import StatisticsWindow

    app = QApplication.instance() or QApplication([])
    writer = HistoryWriter(path, run=run_in_history_lane)  # as the app writes: on a worker
    gaps, submit = [0.0], []
    clock = QElapsedTimer()
    clock.start()
    last = [clock.elapsed()]

    def tick() -> None:
        now = clock.elapsed()
        gaps.append(now - last[0] - 2)
        last[0] = now

    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(2)
    for p in played[20:40]:
        seats = seats_for(rng, len(p[3]))
        t0 = time.perf_counter()
        writer.submit(lambda p=p, seats=seats: finished_game(p[0], p[1], p[2], seats, p[4], p[5]))
        submit.append((time.perf_counter() - t0) * 1000)
        end = time.perf_counter() + 0.05
        while time.perf_counter() < end:
            app.processEvents()
    while not writer.flush(0.01):
        app.processEvents()
    timer.stop()
    writer.close()

    opened, opened_cpu = [], []
    for _ in range(5):
        t0, c0 = time.perf_counter(), time.process_time()
        window = StatisticsWindow(path=path)
        window.show()
        window.grab()
        opened.append((time.perf_counter() - t0) * 1000)
        opened_cpu.append((time.process_time() - c0) * 1000)
        window.close()
        window.deleteLater()
        app.processEvents()

    history_window = HistoryWindow(path=path)
    history_window.show()
    filters, filters_cpu = [], []
    for player in range(history_window.player.count()):
        for game in range(history_window.game.count()):
            history_window.player.blockSignals(True)
            history_window.game.blockSignals(True)
            history_window.player.setCurrentIndex(player)
            history_window.game.setCurrentIndex(game)
            history_window.player.blockSignals(False)
            history_window.game.blockSignals(False)
            t0, c0 = time.perf_counter(), time.process_time()
            history_window.apply_filter()
            history_window.view.viewport().repaint()  # the visible rows' players are read now
            filters.append((time.perf_counter() - t0) * 1000)
            filters_cpu.append((time.process_time() - c0) * 1000)
    rows = history_window.model.rowCount()
    history_window.close()

    size = sum(f.stat().st_size for f in path.parent.glob(path.name + "*"))
    print(json.dumps({
        "games": args.games + 40, "fill_s": round(fill_s, 1), "db_mb": round(size / 2**20, 1),
        "write_ms": ms(write), "build_ms": ms(build), "submit_ms": ms(submit),
        "ui_gap_ms": round(max(gaps), 1),
        "stats_window_ms": ms(opened), "stats_window_cpu_ms": ms(opened_cpu),
        "history_filter_ms": ms(filters), "history_filter_cpu_ms": ms(filters_cpu),
        "filters": len(filters), "rows_last_filter": rows, "load_average": os.getloadavg()[0],
        "goals": {"stats_window_ms": 300, "history_filter_ms": 100, "write_ms": 20},
    }, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
