"""The headless server under many tables: latency, CPU and memory (loopback only).

    python benchmarks/net_server_load.py --tables 100,300,1000 [--seconds 30]

For each size: writes N Phase 10 tables of 4 people into a fresh data folder
(``net.saving.save_table``, as a server leaves them), starts
``python -m cardtable.net serve`` on 127.0.0.1 (its own process: one core,
every move saved as on a real server), connects 4 robot windows per table
from this process with the seats' tokens, and lets each table make one move
per second (the seat on turn sends a random legal move one second after the
last one). Measured per move: the time from ``act`` leaving the robot to the
last of the table's 4 windows having received the update (move-to-everyone
latency, p50/p95); the server's CPU (per cent of one core, from
/proc/<pid>/stat) and resident memory after the tables were loaded with
nobody connected (memory per idle table) and under load. The goal (docs/NETWORK.md): 1,000 tables of 4 at p95 <= 100 ms on one core.

The robots (benchmarks/load_robots.py) speak WebSocket directly on asyncio
protocols and parse only what they need, so this process's own cost stays
small; ``--pin`` puts the server on core 0 and the robots on core 1.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def _prepare(folder: Path, tables: int) -> list[tuple[str, list[str]]]:
    from cardtable.engine.registry import get_rules
    from cardtable.net.new_tables import new_code
    from cardtable.net.saving import save_table
    from cardtable.net.table import SeatSlot, Table

    rules = get_rules("phase10")
    options = rules.options_from_json({"players": 4})
    out, codes = [], set()
    for i in range(tables):
        code = new_code(lambda c: c in codes)
        codes.add(code)
        seats = [SeatSlot(f"P{s}", joined=True) for s in range(4)]
        table = Table(rules, options, 1000 + i, seats, code=code, started=True)
        save_table(folder, table, None)
        out.append((code, [s.token for s in seats]))
    return out


def _cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


async def _load(port: int, tables: list[tuple[str, list[str]]], seconds: float,
                started: Callable[[], None] | None = None, warm_up: float = 2.0,
                timeline: list[tuple[float, float]] | None = None, at_least: int = 0) -> list[float]:
    """Connect every window first; then one move per second per table for
    ``seconds``; latencies of the moves sent after ``warm_up`` seconds.
    ``started`` is called when every window is seated (the caller starts its
    CPU measurement then); ``at_least``: see ``Fleet.play``."""
    from benchmarks.load_robots import Fleet
    from cardtable.net.protocol import PROTOCOL

    fleet = Fleet(port, PROTOCOL)
    await fleet.connect(tables)
    latencies = await fleet.play(seconds, warm_up, started, at_least)
    if timeline is not None:
        timeline.extend(fleet.timeline)
    return latencies


def run(tables: int, seconds: float, profile: str | None = None, pin: bool = False,
        timeline: list[tuple[float, float]] | None = None, warm_up: float = 2.0, at_least: int = 0) -> dict:
    """One run (see the module docstring); ``warm_up`` seconds before the
    measured time; ``at_least`` measured moves awaited after it (``Fleet.play``)."""
    with tempfile.TemporaryDirectory() as data:
        folder = Path(data)
        prepared = _prepare(folder, tables)
        profiler = ["-m", "cProfile", "-o", profile] if profile else []
        server = subprocess.Popen([sys.executable, *profiler, "-m", "cardtable.net", "serve", "--port", "0", "--data", data,
                                   "--log-level", "ERROR", "--per-address", str(10 * tables + 100)],
                                  stdout=subprocess.PIPE, text=True, cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)},
                                  preexec_fn=(lambda: os.sched_setaffinity(0, {0})) if pin else None)
        if pin:  # the robots on the other core: the server has one core to itself
            os.sched_setaffinity(0, {1})
        try:
            assert server.stdout is not None
            port = int(server.stdout.readline().rsplit(":", 1)[1])
            idle_mb = _rss_mb(server.pid)
            marks: dict[str, float] = {}

            async def measured() -> list[float]:
                started = asyncio.Event()

                async def mark() -> None:
                    await started.wait()
                    await asyncio.sleep(0)
                    marks["cpu0"], marks["t0"] = _cpu_seconds(server.pid), time.monotonic()
                    marks["own0"] = _cpu_seconds(os.getpid())
                    await asyncio.sleep(warm_up + seconds)  # the warm-up and the measured time
                    marks["cpu1"], marks["t1"] = _cpu_seconds(server.pid), time.monotonic()
                    marks["own1"] = _cpu_seconds(os.getpid())

                marker = asyncio.create_task(mark())
                latencies = await _load(port, prepared, seconds, started.set, warm_up, timeline, at_least)
                await marker
                return latencies

            latencies = asyncio.run(measured())
            cpu = (marks["cpu1"] - marks["cpu0"]) / (marks["t1"] - marks["t0"])
            robots_cpu = (marks["own1"] - marks["own0"]) / (marks["t1"] - marks["t0"])
            busy_mb = _rss_mb(server.pid)
        finally:
            server.terminate()
            server.wait(30)
    ms = sorted(1000 * v for v in latencies)
    pick = (lambda q: round(ms[min(len(ms) - 1, int(q * len(ms)))], 1)) if ms else (lambda q: None)
    return {"tables": tables, "connections": 4 * tables, "moves": len(ms), "moves_per_s": round(len(ms) / seconds),
            "p50_ms": pick(0.5),
            "p95_ms": pick(0.95), "server_cpu_percent": round(100 * cpu, 1),
            "robots_cpu_percent": round(100 * robots_cpu, 1), "rss_idle_mb": round(idle_mb, 1),
            "rss_busy_mb": round(busy_mb, 1)}


def per_second(timeline: list[tuple[float, float]]) -> list[dict]:
    """The moves grouped by the second of the run they were sent in: how many, p50, p95, max."""
    seconds: dict[int, list[float]] = {}
    for at, latency in timeline:
        seconds.setdefault(int(at), []).append(1000 * latency)
    rows = []
    for second in sorted(seconds):
        ms = sorted(seconds[second])
        rows.append({"second": second, "moves": len(ms), "p50_ms": round(ms[len(ms) // 2], 1),
                     "p95_ms": round(ms[min(len(ms) - 1, int(0.95 * len(ms)))], 1), "max_ms": round(ms[-1], 1)})
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", default="100,300,1000")
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--profile", help="write the server's cProfile statistics to this file (last size)")
    parser.add_argument("--pin", action="store_true",
                        help="the server on core 0 only (its saving thread too), the robots on core 1")
    parser.add_argument("--timeline", action="store_true",
                        help="also print, per second of the run (the warm-up too), the moves sent and their latency")
    args = parser.parse_args(argv)
    for n in args.tables.split(","):
        timeline: list[tuple[float, float]] = []
        print(json.dumps(run(int(n), args.seconds, args.profile, args.pin, timeline)), flush=True)
        if args.timeline:
            for row in per_second(timeline):
                print(json.dumps(row), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
