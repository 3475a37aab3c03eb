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
import random
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from cardtable.net.client import TableClient, TableClosed  # noqa: E402
from cardtable.net.protocol import Close  # noqa: E402

SECRET_KEYS = {"seed", "draw_pile", "deck", "undo", "shuffles"}  # never in a frame before the game is over
GAMES = (  # small whole games: (game, options, seats)
    ("skipbo", {"stock_size": 5}, ["person", "person"]),
    ("skipbo", {"stock_size": 5}, ["person", "computer"]),
    ("phase10", {"phases": [1]}, ["person", "person"]),
    ("phase10", {"phases": [1]}, ["person", "computer", "person"]),
)


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


# -- the robots ----------------------------------------------------------------------
@dataclass
class Tally:
    """What the run found, summed over games."""

    games: int = 0
    moves: int = 0
    latencies: list[float] = field(default_factory=list)  # seconds, since the last report
    drops: int = 0
    stalled_spectators: int = 0
    leaks: list[str] = field(default_factory=list)
    lost: list[str] = field(default_factory=list)  # positions seen before a kill and gone after it
    mismatched: list[str] = field(default_factory=list)  # records that do not replay to what was seen
    refused: dict[str, int] = field(default_factory=dict)  # connection failures by kind (kills: expected)
    ended_unseen: int = 0  # games whose end fell into a kill and were checked from the files


class Window(TableClient):
    """A robot's connection that keeps every observation it was sent, and
    checks each frame for keys no seat may see before the game is over."""

    def __init__(self, *args: Any, seen: dict[int, list[Any]], tally: Tally, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.seen, self.tally = seen, tally

    def _apply(self, message: Any) -> None:
        if message.type == "update":
            self.seen.setdefault(message.get("seq"), []).append(message.get("observation"))
            found = _keys(message.fields) & SECRET_KEYS
            if found:
                self.tally.leaks.append(f"{self.code}: {sorted(found)}")
        super()._apply(message)


def _keys(doc: Any, out: set[str] | None = None) -> set[str]:
    out = set() if out is None else out
    if isinstance(doc, dict):
        for key, value in doc.items():
            out.add(key)
            _keys(value, out)
    elif isinstance(doc, list):
        for value in doc:
            _keys(value, out)
    return out


class Person:
    """One person's seat at one game: plays, drops and comes back, survives kills."""

    def __init__(self, game: Game, index: int) -> None:
        self.game, self.index = game, index
        self.window: Window | None = None
        self.token: str | None = None
        self.seat: int | None = None
        self.seen: dict[int, list[Any]] = {}
        self.highest = -1  # the latest position this seat has seen
        self.record: dict[str, Any] | None = None
        self.observation: Any = None
        self.gone = False  # the table is gone from the server (retired, or finished before a restart)
        self.step = "waiting"  # what the robot is doing now (the watchdog prints it)
        self.last_sent: tuple[str, Any, float] | None = None  # (kind, seq, when)
        self.last_received: tuple[str, int, float] | None = None  # (type, seq after it, when)
        self.last_error: str | None = None

    def state(self, now: float) -> str:
        """One line for the watchdog: seat, connection, last frame each way, what it waits for."""
        view = self.window.view if self.window is not None else None
        sent = (f"{self.last_sent[0]}@{self.last_sent[1]} {now - self.last_sent[2]:.1f}s ago"
                if self.last_sent else "-")
        got = (f"{self.last_received[0]} (seq {self.last_received[1]}) {now - self.last_received[2]:.1f}s ago"
               if self.last_received else "-")
        seen = (f"seq {view.seq}, held {view.held is not None}, started {view.table.get('started')}, "
                f"legal {len(view.observation.legal_actions) if view.observation is not None else None}, "
                f"record {view.record is not None}" if view is not None else "no view")
        return (f"robot {self.index} seat {self.seat} table {self.game.code}: "
                f"{'connected' if self.window is not None else 'not connected'}, {self.step}; "
                f"sent {sent}; received {got}; {seen}; highest {self.highest}; last error {self.last_error}")

    def sent(self, kind: str, seq: Any) -> None:
        self.last_sent = (kind, seq, time.monotonic())

    async def connect(self, create: dict[str, Any] | None = None) -> None:
        game = self.game
        window = Window(game.url, game.code or "", f"Robot {self.index}", token=self.token, seen=self.seen,
                        tally=game.tally)
        if create is None:  # a new seat's welcome waits for its token to be on disk: be patient
            await window.connect(timeout=game.run.stall_seconds * 2)
        else:  # the first person opens the table
            from websockets.asyncio.client import connect

            from cardtable.net.protocol import PROTOCOL, encode

            window._connection = await connect(game.url, compression=None, open_timeout=10,
                                               local_addr=(game.address, 0))
            self.sent("create", None)
            await window._connection.send(encode("create", protocol=PROTOCOL, app="soak", **create))
            while not window.view.welcomed:  # (never given up: the watchdog says when nothing comes)
                await window.receive(game.run.stall_seconds * 2)
            game.code = window.code = window.view.table["code"]
        self.window, self.token, self.seat = window, window.view.token, window.view.seat
        if self.highest >= 0:  # back after a drop or a kill: nothing seen may be missing
            while window.view.seq < 0 and window.view.table.get("started"):  # (a waiting table sends no update)
                await window.receive(game.run.stall_seconds * 2)
            if window.view.seq < self.highest:
                game.tally.lost.append(f"{game.code} seat {self.seat}: saw {self.highest}, "
                                       f"then {window.view.seq}")

    async def play(self) -> None:
        """Play until the record arrives (or the table is gone for good)."""
        from cardtable.ai.base import make_policy

        game, rng = self.game, self.game.rng
        policy: Any = None
        acted: tuple[int, bool] | None = None
        sent_at: tuple[int, float] | None = None
        failures = 0
        started_by: Window | None = None  # the connection that asked the host to start (the opener's)
        while True:
            try:
                if self.window is None:  # (again): what the host said meanwhile is in the view
                    self.step = "connecting"
                    await self.connect()
                    acted, kind = None, "update"
                else:
                    self.step = "receiving"
                    kind = (await self.window.receive(game.run.stall_seconds * 2)).type  # (the watchdog comes first)
                    self.last_received = (kind, self.window.view.seq, time.monotonic())
                window = self.window
                assert window is not None
                failures = 0
            except (TableClosed, OSError, TimeoutError, EOFError) as exc:
                code = exc.code if isinstance(exc, TableClosed) else type(exc).__name__
                game.tally.refused[str(code)] = game.tally.refused.get(str(code), 0) + 1
                self.window, self.last_error = None, f"{code} ({self.step}, {time.strftime('%H:%M:%S')})"
                if isinstance(exc, TableClosed) and exc.code in (Close.NO_TABLE, Close.TABLE_CLOSED):  # no such table (any more)
                    self.gone, self.step = True, "gone"
                    return
                failures += 1
                if failures > 400:
                    raise RuntimeError(f"{game.code}: cannot reach the server ({code})") from None
                await asyncio.sleep(0.05 * min(failures, 20))
                continue
            except Exception as exc:  # websockets' handshake errors while the server restarts
                key = type(exc).__name__
                game.tally.refused[key] = game.tally.refused.get(key, 0) + 1
                self.window, self.last_error = None, f"{key} ({self.step}, {time.strftime('%H:%M:%S')})"
                failures += 1
                if failures > 400:
                    raise
                await asyncio.sleep(0.05 * min(failures, 20))
                continue
            view = window.view
            self.seat = view.seat
            if self.index == 0 and not view.table.get("started", True) and started_by is not window:
                seats = view.table.get("seats", [])
                if all(s.get("joined") for s in seats if s.get("kind") == "person"):
                    started_by = window  # (again: a start sent just before a kill or a drop may be lost)
                    self.sent("start", None)
                    await _quietly(window.send("start", fill=False))
            if view.seq > self.highest:
                self.highest = view.seq
                game.moved()
            if sent_at is not None and kind == "update" and view.seq > sent_at[0]:
                game.tally.latencies.append(time.perf_counter() - sent_at[1])
                sent_at = None
            if view.record is not None:
                self.record, self.observation = view.record, view.observation
                self.step = "done"
                game.moved()
                with contextlib.suppress(Exception):
                    await window.close()
                return
            obs = view.observation
            here = (view.seq, view.held is not None)
            if obs is None or here == acted or kind not in ("update", "rejected"):
                continue
            if kind == "rejected":
                acted = None
                continue
            if policy is None:
                policy = make_policy(game.kind, "easy", view.seat, rng.randrange(1 << 30))
            policy.observe(obs)
            if rng.random() < game.drop_rate:  # the window goes away and comes back with its token
                game.tally.drops += 1
                with contextlib.suppress(Exception):
                    await window.close()
                self.window = None
                continue
            if view.held is not None:
                acted = here
                self.sent("ready", view.seq)
                await _quietly(window.send("ready", seq=view.seq))
            elif obs.legal_actions:
                acted = here
                sent_at = (view.seq, time.perf_counter())
                self.sent("act", view.seq)
                await _quietly(window.act(policy.choose(obs)))
                game.tally.moves += 1


async def _quietly(sending: Any) -> None:
    """Send; a connection lost meanwhile is noticed by the next receive."""
    with contextlib.suppress(TableClosed, OSError):
        await sending


class Stalled:
    """A spectator that says hello and then never reads: its socket fills up."""

    def __init__(self, port: int, code: str) -> None:
        self.port, self.code = port, code
        self.writer: asyncio.StreamWriter | None = None

    async def open(self) -> None:
        import base64

        from benchmarks.load_robots import frame
        from cardtable.net.protocol import PROTOCOL, encode

        sock = socket.socket()
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        sock.setblocking(False)
        await asyncio.get_running_loop().sock_connect(sock, ("127.0.0.1", self.port))
        _reader, writer = await asyncio.open_connection(sock=sock, limit=1024)
        key = base64.b64encode(os.urandom(16)).decode()
        writer.write((f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{self.port}\r\nUpgrade: websocket\r\n"
                      f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
                      ).encode())
        writer.write(frame(encode("hello", protocol=PROTOCOL, app="soak", code=self.code, spectator=True).encode()))
        await writer.drain()
        self.writer = writer  # and never a read: the kernel's buffers fill, then the server's queue

    def close(self) -> None:
        if self.writer is not None:
            self.writer.transport.abort()
            self.writer = None


class Game:
    """One whole game from ``create`` to every person's record."""

    def __init__(self, run: Soak, number: int) -> None:
        self.run, self.number = run, number
        self.rng = random.Random(run.seed * 1_000_003 + number)
        self.kind, self.options, self.seats = GAMES[number % len(GAMES)]
        self.url = f"ws://127.0.0.1:{run.port}"
        self.address = f"127.0.{1 + number // 250 % 250}.{2 + number % 250}"  # the limits are per address
        self.code: str | None = None
        self.tally = run.tally
        self.drop_rate = run.drop_rate
        self.people: list[Person] = []
        self.step = "opening"
        self.progress = time.monotonic()  # the last time anything moved at this game (the watchdog's clock)

    def moved(self) -> None:
        self.progress = time.monotonic()

    def state(self, now: float) -> str:
        """What the watchdog prints of a game that stopped moving."""
        lines = [f"game {self.number} ({self.kind}, seats {self.seats}) table {self.code}: {self.step}, "
                 f"nothing moved for {now - self.progress:.0f} s"]
        return "\n".join(lines + [f"  {p.state(now)}" for p in self.people])

    async def play(self) -> None:
        people = [Person(self, i) for i, kind in enumerate(self.seats) if kind == "person"]
        self.people = people
        create = {"game": self.kind, "options": self.options, "name": "Robot 0", "table_name": "Soak",
                  "seats": [{"kind": k, **({"level": "easy"} if k == "computer" else {})} for k in self.seats]}
        for attempt in range(400):  # the server may be down for a restart
            try:
                await people[0].connect(create)
                break
            except Exception as exc:
                people[0].last_error = f"{_said(exc)} (creating, {time.strftime('%H:%M:%S')})"
                if attempt == 399:
                    raise
                await asyncio.sleep(0.1)
        self.step = "joining"
        self.moved()
        for person in people[1:]:
            await _retry(person)
            self.moved()
        stalled = None
        if self.rng.random() < self.run.stall_rate:
            stalled = Stalled(self.run.port, self.code or "")
            with contextlib.suppress(OSError):
                await stalled.open()
                self.tally.stalled_spectators += 1
        first = people[0].window
        assert first is not None
        people[0].sent("start", None)
        await _quietly(first.send("start", fill=False))
        self.step = "playing"
        try:
            await asyncio.gather(*(p.play() for p in people))
        finally:
            if stalled is not None:
                stalled.close()
        self.step = "checking"
        self.check(people)
        self.tally.games += 1

    def check(self, people: list[Person]) -> None:
        """The record replays to what every robot saw; each observation was its own."""
        from cardtable.engine.registry import get_rules
        from cardtable.engine.replay import steps

        rules = get_rules(self.kind)
        record = next((p.record for p in people if p.record is not None), None)
        if record is None:  # the game ended inside a kill: its files say how
            record = self.record_from_files()
            if record is None:
                self.tally.mismatched.append(f"{self.code}: no record anywhere")
                return
            self.tally.ended_unseen += 1
        options = rules.options_from_json(record["options"])
        actions = [rules.action_from_json(doc) for doc in record["actions"]]
        positions = {step.index: step.state for step in steps(rules, options, record["seed"], actions)}
        state = positions[len(actions)]
        for person in people:
            if person.record is not None and person.observation != rules.observation(state, person.seat):
                self.tally.mismatched.append(f"{self.code} seat {person.seat}: final view differs")
            for seq, docs in person.seen.items():
                known = positions.get(seq)
                if known is None:
                    self.tally.lost.append(f"{self.code} seat {person.seat}: saw {seq}, record has {len(actions)}")
                    continue
                own = rules.observation_to_json(rules.observation(known, person.seat))
                if any(doc != own for doc in docs):
                    self.tally.leaks.append(f"{self.code} seat {person.seat} at {seq}: not its own view")

    def record_from_files(self) -> dict[str, Any] | None:
        from cardtable.net.saving import load_table

        for folder in (self.run.data, self.run.data / "finished"):
            try:
                table, _admin = load_table(folder, self.code or "")
            except Exception:
                continue
            return table.record()
        return None


async def _retry(person: Person) -> None:
    for attempt in range(400):
        try:
            person.step = "joining"
            await person.connect()
            return
        except Exception as exc:
            person.last_error = f"{_said(exc)} (joining, {time.strftime('%H:%M:%S')})"
            if attempt == 399:
                raise
            await asyncio.sleep(0.1)


def _said(exc: BaseException) -> str:
    return f"{exc.code} {exc.reason}" if isinstance(exc, TableClosed) else type(exc).__name__


# -- the run ---------------------------------------------------------------------------
@dataclass
class Soak:
    games: int
    parallel: int
    kill_every: int
    report_every: int
    idle_every: int
    idle_seconds: float
    seed: int
    data: Path
    port: int
    drop_rate: float = 0.01
    stall_rate: float = 0.05
    server_args: list[str] = field(default_factory=list)
    tally: Tally = field(default_factory=Tally)
    rows: list[dict[str, Any]] = field(default_factory=list)
    quiet: bool = False
    stall_seconds: float = 60.0  # a game with no move for this long fails the run (the watchdog)


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
