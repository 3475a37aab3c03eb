"""The robots of the server soak (``net_soak.py``): windows that play whole games.

Why a module of its own: the soak's main (``net_soak.py``) runs the server
process, the watchdog and the reports; this holds what plays on it. A
``Game`` opens a table with ``create`` from its own loopback address, its
``Person`` robots join by code and play with the computer players' easy
policy through a ``Window`` (the app's own ``TableClient``) that keeps every
observation it was sent and checks each frame for keys no seat may see
before the game is over; now and then a robot drops its connection and
comes back with its seat's token, and a ``Stalled`` spectator says hello and
never reads again. At its end each game checks that its record replays to
what every robot saw. ``Soak`` holds the run's settings and its ``Tally``.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import socket
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cardtable.net.client import TableClient, TableClosed
from cardtable.net.protocol import Close

SECRET_KEYS = {"seed", "draw_pile", "deck", "undo", "shuffles"}  # never in a frame before the game is over
GAMES = (  # small whole games: (game, options, seats)
    ("skipbo", {"stock_size": 5}, ["person", "person"]),
    ("skipbo", {"stock_size": 5}, ["person", "computer"]),
    ("phase10", {"phases": [1]}, ["person", "person"]),
    ("phase10", {"phases": [1]}, ["person", "computer", "person"]),
)


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
