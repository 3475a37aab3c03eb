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
nobody connected (memory per idle table) and under load. The goal (issue
figures, docs/NETWORK.md): 1,000 tables of 4 at p95 <= 100 ms on one core.

The robots parse only the JSON (no engine objects), so this process's own
cost stays small; it runs on the machine's other core.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def _prepare(folder: Path, tables: int) -> list[tuple[str, list[str]]]:
    from cardtable.engine.registry import get_rules
    from cardtable.net.saving import save_table
    from cardtable.net.table import SeatSlot, Table, new_code

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


_SEQ = re.compile(r'^\{"type":"update","seq":(\d+)')
_CURRENT = re.compile(r'"current":(-?\d+)')


async def _load(port: int, tables: list[tuple[str, list[str]]], seconds: float,
                started: asyncio.Event | None = None, warm_up: float = 2.0) -> list[float]:
    """Connect every window first; then one move per second per table for
    ``seconds``; latencies of the moves sent after ``warm_up`` seconds.
    ``started`` is set when every window is seated (the caller starts its
    CPU measurement then). The robots read only what they need (the
    position number, whose turn it is; the whole observation only when it
    is their turn), so this process keeps up with the server."""
    from websockets.asyncio.client import connect

    from cardtable.net.protocol import PROTOCOL, encode

    latencies: list[float] = []
    sent: dict[tuple[str, int], float] = {}
    got: dict[tuple[str, int], int] = {}
    rng = random.Random(1)
    seated = 0
    everybody = asyncio.Event()
    go = asyncio.Event()
    clock = {"stop": float("inf"), "measure_from": float("inf")}
    due: dict[str, float] = {}  # when each table's next move is due

    async def window(code: str, token: str) -> None:
        nonlocal seated
        async with connect(f"ws://127.0.0.1:{port}", compression=None, max_size=4 * 1024 * 1024,
                           open_timeout=120, ping_interval=None) as ws:
            await ws.send(encode("hello", protocol=PROTOCOL, app="load", code=code, token=token))
            seat = json.loads(await ws.recv())["seat"]
            seated += 1
            if seated == 4 * len(tables):
                everybody.set()
            await go.wait()
            last: str | None = None
            while time.monotonic() < clock["stop"]:
                try:
                    frame = await asyncio.wait_for(ws.recv(), 2.0) if last is None else last
                except TimeoutError:
                    continue
                last = None
                found = _SEQ.match(frame)
                if found is None:
                    continue
                seq = int(found.group(1))
                key = (code, seq)
                if key in sent:
                    got[key] = got.get(key, 0) + 1
                    if got[key] == 4:
                        start = sent.pop(key)
                        if start >= clock["measure_from"]:
                            latencies.append(time.perf_counter() - start)
                at = frame.rfind(',"observation":')
                if ',"held":' in frame[:at]:
                    await ws.send(encode("ready", seq=seq))
                    continue
                current = _CURRENT.search(frame, at)
                if current is None or int(current.group(1)) != seat:
                    continue
                wait = due[code] - time.monotonic()
                if wait > 0:  # one move per second per table; a newer position ends the wait
                    try:
                        last = await asyncio.wait_for(ws.recv(), wait)
                        continue
                    except TimeoutError:
                        pass
                obs = json.loads(frame[at + len(',"observation":'):-1])
                if not obs["legal_actions"]:
                    continue
                due[code] = max(due[code] + 1.0, time.monotonic() + 0.5)
                sent[(code, seq + 1)] = time.perf_counter()
                await ws.send(encode("act", seq=seq, action=rng.choice(obs["legal_actions"])))

    tasks = []
    for code, tokens in tables:
        for token in tokens:
            tasks.append(asyncio.create_task(window(code, token)))
        await asyncio.sleep(0.002)  # connect gradually
    await asyncio.wait_for(everybody.wait(), 300)
    if started is not None:
        started.set()
    now = time.monotonic()
    clock["measure_from"] = time.perf_counter() + warm_up
    clock["stop"] = now + warm_up + seconds
    for code, _tokens in tables:  # tables move at their own moments, as real ones do (not all at once)
        due[code] = now + rng.random()
    go.set()
    await asyncio.gather(*tasks, return_exceptions=True)
    return latencies


def run(tables: int, seconds: float, profile: str | None = None) -> dict:
    with tempfile.TemporaryDirectory() as data:
        folder = Path(data)
        prepared = _prepare(folder, tables)
        profiler = ["-m", "cProfile", "-o", profile] if profile else []
        server = subprocess.Popen([sys.executable, *profiler, "-m", "cardtable.net", "serve", "--port", "0", "--data", data,
                                   "--log-level", "ERROR", "--per-address", str(10 * tables + 100)],
                                  stdout=subprocess.PIPE, text=True, cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)})
        try:
            assert server.stdout is not None
            port = int(server.stdout.readline().rsplit(":", 1)[1])
            idle_mb = _rss_mb(server.pid)
            marks: dict[str, float] = {}

            async def measured() -> list[float]:
                started = asyncio.Event()

                async def mark() -> None:
                    await started.wait()
                    marks["cpu0"], marks["t0"] = _cpu_seconds(server.pid), time.monotonic()
                    marks["own0"] = _cpu_seconds(os.getpid())
                    await asyncio.sleep(2.0 + seconds)  # the warm-up and the measured time
                    marks["cpu1"], marks["t1"] = _cpu_seconds(server.pid), time.monotonic()
                    marks["own1"] = _cpu_seconds(os.getpid())

                marker = asyncio.create_task(mark())
                latencies = await _load(port, prepared, seconds, started)
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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", default="100,300,1000")
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--profile", help="write the server's cProfile statistics to this file (last size)")
    args = parser.parse_args(argv)
    for n in args.tables.split(","):
        print(json.dumps(run(int(n), args.seconds, args.profile)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
