"""A table server kept running for thousands of whole games: does anything grow?

    python benchmarks/net_soak.py --games 20000 --parallel 8 --kill-every 4000

Why: a server that runs for months fails in ways no short test sees (open
files, memory and tables that only ever grow, a restart that re-reads the
past forever, moves lost in a kill). This starts the real server
(``python -m cardtable.net serve``) as its own process on 127.0.0.1 with a
fresh data folder and lets robot windows (the app's own ``TableClient``)
play whole small games on it, several at once: each game is opened with
``create`` from its own loopback address, its people join by code, and the
robots play with the computer players' easy policy. Along the way, chosen
by a seeded ``random.Random``: a window drops its connection and comes back
with its seat's token; a spectator joins and never reads a byte again (its
socket fills up); the server is killed with SIGKILL every ``--kill-every``
games in the middle of play and started again on the same port (the robots
reconnect); the robots pause now and then (``--idle-every``) while the
server's idle CPU is measured.

Checked for every game, during the run: no frame to a seat holds a key that
only the host may know before the game is over (seed, deck, draw pile, other
tokens), each observation a robot received equals the engine's observation of
that seat at that position (replayed from the game's record: nothing beyond
the seat's own view), the record replays to the final position the robots
saw, and no position a robot had seen is missing after a restart (a move
lost in a kill).

Reported every ``--report-every`` games: the server's open files and
resident memory, tables in memory (from ``/metrics`` when the server serves
it), move latency (``act`` leaving a robot to its own update arriving) p50
and p95 over those games, and at the end the least-squares slope of open
files and memory per 1,000 games after the first report (warm-up), plus the
server's idle CPU after a restart with every finished game on disk.
``run()`` takes the same settings as the command line (a short run: see benchmarks/README.md).
This file runs the server, the watchdog and the reports; the robots and the
games they play are in ``net_soak_robots.py``.

A game that stops moving never holds the run up: a watchdog fails it
(``GameStalled``) once a game has made no move for ``--stall-seconds``,
printing every robot's state (seat, connected or not, what it last sent and
received, the position it saw, why its last connection failed) and the
server's view of the table (``cardtable-server list``, its files, its
figures). The robots never give up on their own before it: a robot that
stopped waiting would hide a stall instead of showing it.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.net_soak_robots import Game, Soak  # noqa: E402


# -- the server process --------------------------------------------------------------
class Server:
    """The server under test as a child process on a fixed port of 127.0.0.1."""

    def __init__(self, data: Path, port: int, extra: list[str]) -> None:
        self.data, self.port, self.extra = data, port, extra
        self.proc: subprocess.Popen[str] | None = None
        self.starts = 0

    def start(self) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "cardtable.net", "serve", "--port", str(self.port), "--data", str(self.data),
             "--log-level", "WARNING", "--rate", "100000", "--per-address", "100000", "--metrics", *self.extra],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, cwd=ROOT,
            env={**os.environ, "PYTHONPATH": str(ROOT)})
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline()
        if "listening on" not in line:
            raise RuntimeError(f"the server did not start: {line!r}")
        self.starts += 1

    def kill(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
            self.proc.wait(30)

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(30)
            except subprocess.TimeoutExpired:
                self.kill()

    @property
    def pid(self) -> int:
        assert self.proc is not None
        return self.proc.pid

    def open_files(self) -> int:
        return len(os.listdir(f"/proc/{self.pid}/fd"))

    def rss_mb(self) -> float:
        for line in Path(f"/proc/{self.pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
        return 0.0

    def cpu_seconds(self) -> float:
        fields = Path(f"/proc/{self.pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def metrics(self) -> dict[str, float]:
        """The server's ``/metrics`` (Prometheus text) as name -> value, {} if it has none."""
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{self.port}/metrics", timeout=5) as answer:
                text = answer.read().decode()
        except (OSError, ValueError):
            return {}
        out: dict[str, float] = {}
        for line in text.splitlines():
            if line and not line.startswith("#"):
                name, _sep, value = line.rpartition(" ")
                with contextlib.suppress(ValueError):
                    out[name] = float(value)
        return out

    def tables_in_memory(self) -> float | None:
        figures = self.metrics()
        found = [v for k, v in figures.items() if k.startswith("cardtable_tables")]
        return sum(found) if found else None


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


# -- the run ---------------------------------------------------------------------------
class GameStalled(RuntimeError):
    """A game stopped moving: every robot's state and the server's view of its table are in the message."""


async def _watchdog(run: Soak, server: Server, games: dict[asyncio.Task[None], Game]) -> None:
    """Fail the run loudly when a game has not moved for ``run.stall_seconds``."""
    while True:
        await asyncio.sleep(min(2.0, run.stall_seconds / 4))
        now = time.monotonic()
        stuck = [game for task, game in games.items() if not task.done()
                 and now - game.progress > run.stall_seconds]
        if stuck:
            report = "\n".join([game.state(now) + "\n" + await asyncio.to_thread(_server_view, run, server, game)
                                 for game in stuck])
            print(f"STALLED at {time.strftime('%H:%M:%S')}:\n{report}", file=sys.stderr, flush=True)
            raise GameStalled(report)


def _server_view(run: Soak, server: Server, game: Game) -> str:
    """The server's view of a game's table: its files (``cardtable-server list``,
    the seats file, the journals' last lines) and the server's figures."""
    lines = [f"  server: pid {server.proc.pid if server.proc else None}, running "
             f"{server.proc is not None and server.proc.poll() is None}, starts {server.starts}"]
    figures = server.metrics()
    lines.append("  metrics: " + ", ".join(f"{k} {v:g}" for k, v in figures.items()
                                           if k.startswith(("cardtable_tables", "cardtable_connections"))))
    if game.code is None:
        return "\n".join([*lines, "  (no table code yet)"])
    listed = subprocess.run([sys.executable, "-m", "cardtable.net", "list", "--no-finished", "--data", str(run.data)],
                            capture_output=True, text=True, cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)},
                            timeout=120)
    lines += [f"  list: {line}" for line in listed.stdout.splitlines() if line.startswith(game.code)]
    for folder in (run.data, run.data / "finished"):
        for path in sorted(folder.glob(f"table-{game.code}.*")):
            text = path.read_text(errors="replace") if path.suffix != ".cardtable" else ""
            if path.name.endswith(".seats.json"):
                doc = json.loads(text)
                for seat in doc.get("seats", []):
                    seat.pop("token", None)
                lines.append(f"  {path.relative_to(run.data)}: {json.dumps(doc)[:600]}")
            elif path.suffix == ".moves":
                tail = text.splitlines()[-2:]
                lines.append(f"  {path.relative_to(run.data)}: {len(text.splitlines())} lines, last {tail}")
            else:
                lines.append(f"  {path.relative_to(run.data)}: {path.stat().st_size} bytes")
    return "\n".join(lines)


async def _soak(run: Soak, server: Server) -> None:
    games: dict[asyncio.Task[None], Game] = {}
    watchdog = asyncio.create_task(_watchdog(run, server, games))
    try:
        await _play_all(run, server, games, watchdog)
    finally:
        watchdog.cancel()


async def _play_all(run: Soak, server: Server, games: dict[asyncio.Task[None], Game],
                    watchdog: asyncio.Task[None]) -> None:
    started = 0
    running: set[asyncio.Task[None]] = set()
    next_kill = run.kill_every or None
    next_report = run.report_every
    next_idle = run.idle_every or None
    t0 = time.perf_counter()
    while run.tally.games < run.games:
        while len(running) < run.parallel and started < run.games:
            game = Game(run, started)
            task = asyncio.create_task(game.play())
            games[task] = game
            running.add(task)
            started += 1
        done, running = await asyncio.wait(running | {watchdog}, return_when=asyncio.FIRST_COMPLETED)
        running.discard(watchdog)
        for task in done:
            task.result()  # a robot that could not go on (or the watchdog) ends the run with its reason
            games.pop(task, None)
        if next_kill is not None and run.tally.games >= next_kill:
            next_kill += run.kill_every
            server.kill()  # in the middle of the games still running
            await asyncio.sleep(0.2)
            await asyncio.to_thread(server.start)
        if run.tally.games >= next_report:
            next_report += run.report_every
            run.rows.append(_report(run, server, time.perf_counter() - t0))
        if next_idle is not None and run.tally.games >= next_idle:
            next_idle += run.idle_every
            while running:  # every game to its end (or the watchdog's verdict)
                done, running = await asyncio.wait(running | {watchdog}, return_when=asyncio.FIRST_COMPLETED)
                running.discard(watchdog)
                for task in done:
                    task.result()
                    games.pop(task, None)
            idle = await _idle_cpu(server, run.idle_seconds)
            if run.rows:
                run.rows[-1].update(idle_cpu=idle)
            if not run.quiet:
                print(json.dumps({"games": run.tally.games, "idle_cpu": idle}), flush=True)


def _report(run: Soak, server: Server, elapsed: float) -> dict[str, Any]:
    lat = sorted(run.tally.latencies)
    run.tally.latencies = []
    row = {"games": run.tally.games, "seconds": round(elapsed, 1), "open_files": server.open_files(),
           "rss_mb": round(server.rss_mb(), 1), "tables": server.tables_in_memory(),
           "p50_ms": round(lat[len(lat) // 2] * 1000, 2) if lat else None,
           "p95_ms": round(lat[int(len(lat) * 0.95)] * 1000, 2) if lat else None,
           "moves": run.tally.moves, "restarts": server.starts - 1,
           "leaks": len(run.tally.leaks), "lost": len(run.tally.lost), "mismatched": len(run.tally.mismatched)}
    if not run.quiet:
        print(json.dumps(row), flush=True)
    return row


async def _idle_cpu(server: Server, seconds: float) -> float:
    """Per cent of one core the server used over ``seconds`` with no window connected."""
    await asyncio.sleep(min(2.0, seconds / 4))  # let closing connections go
    before = server.cpu_seconds()
    await asyncio.sleep(seconds)
    return round(100 * (server.cpu_seconds() - before) / seconds, 2)


def _slope(rows: list[dict[str, Any]], key: str) -> float | None:
    """Least-squares growth of ``key`` per 1,000 games over the rows after the first."""
    points = [(r["games"], r[key]) for r in rows[1:] if r.get(key) is not None]
    if len(points) < 3:
        return None
    xs, ys = [p[0] / 1000 for p in points], [float(p[1]) for p in points]
    return round(statistics.linear_regression(xs, ys).slope, 3)


def run(games: int, *, parallel: int = 8, kill_every: int = 0, report_every: int = 1000, idle_every: int = 0,
        idle_seconds: float = 10.0, seed: int = 1, drop_rate: float = 0.01, stall_rate: float = 0.05,
        data: Path | None = None, server_args: list[str] | None = None, quiet: bool = False,
        deadline: float | None = None, stall_seconds: float = 60.0) -> dict[str, Any]:
    """Play ``games`` whole games on a fresh server; the figures and findings
    (GameStalled, with every robot's state and the server's view of the table,
    when a game does not move for ``stall_seconds``; TimeoutError if they are
    not all played within ``deadline`` seconds)."""
    with tempfile.TemporaryDirectory(prefix="cardtable-soak-") as scratch:
        folder = data or Path(scratch) / "server"
        soak = Soak(games, parallel, kill_every, report_every, idle_every, idle_seconds, seed, folder,
                    free_port(), drop_rate, stall_rate, list(server_args or []), quiet=quiet,
                    stall_seconds=stall_seconds)
        server = Server(folder, soak.port, soak.server_args)
        server.start()
        fresh_open_files = server.open_files()
        try:
            asyncio.run(asyncio.wait_for(_soak(soak, server), deadline))  # (None: no limit)
            server.stop()  # a clean stop, then a restart with every finished game on disk
            server.start()
            restarted_idle = asyncio.run(_idle_cpu(server, idle_seconds))
            restarted = {"open_files": server.open_files(), "rss_mb": round(server.rss_mb(), 1),
                         "tables": server.tables_in_memory(), "idle_cpu": restarted_idle}
        finally:
            server.stop()
        tally = soak.tally
        files_on_disk = sum(1 for _ in folder.rglob("*") if _.is_file())
    return {"games": tally.games, "moves": tally.moves, "restarts": server.starts - 2, "drops": tally.drops,
            "stalled_spectators": tally.stalled_spectators, "leaks": tally.leaks, "lost": tally.lost,
            "mismatched": tally.mismatched, "ended_in_a_kill": tally.ended_unseen, "refused": tally.refused,
            "rows": soak.rows, "open_files_slope": _slope(soak.rows, "open_files"),
            "rss_slope_mb": _slope(soak.rows, "rss_mb"), "tables_slope": _slope(soak.rows, "tables"),
            "after_restart": restarted, "fresh_open_files": fresh_open_files, "files_on_disk": files_on_disk}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=20000)
    parser.add_argument("--parallel", type=int, default=8, help="games played at once")
    parser.add_argument("--kill-every", type=int, default=4000, help="SIGKILL and restart after this many games")
    parser.add_argument("--report-every", type=int, default=1000)
    parser.add_argument("--idle-every", type=int, default=5000, help="pause the robots and measure idle CPU")
    parser.add_argument("--idle-seconds", type=float, default=10.0)
    parser.add_argument("--drop-rate", type=float, default=0.01, help="chance a window drops before a move")
    parser.add_argument("--stall-rate", type=float, default=0.05, help="chance a game gets a non-reading spectator")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--stall-seconds", type=float, default=60.0,
                        help="a game with no move for this long fails the run (every robot's state is printed)")
    parser.add_argument("--server-arg", action="append", default=[], help="passed to `serve` (repeatable)")
    args = parser.parse_args()
    result = run(args.games, parallel=args.parallel, kill_every=args.kill_every, report_every=args.report_every,
                 idle_every=args.idle_every, idle_seconds=args.idle_seconds, seed=args.seed,
                 drop_rate=args.drop_rate, stall_rate=args.stall_rate, server_args=args.server_arg,
                 stall_seconds=args.stall_seconds)
    rows = result.pop("rows")
    for key in ("leaks", "lost", "mismatched"):
        result[key] = {"count": len(result[key]), "first": result[key][:5]}
    result["idle_cpu_in_pauses"] = [{"games": r["games"], "idle_cpu": r["idle_cpu"]} for r in rows if "idle_cpu" in r]
    print(json.dumps({"summary": result, "reports": len(rows)}, indent=1))


if __name__ == "__main__":
    main()
