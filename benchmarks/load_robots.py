"""Lean robot windows for the server load benchmark: many WebSocket seats in one process.

Why not the ``websockets`` client the app uses: at 4,000 connections its
per-connection task, streams and timers made the load generator as busy as
the server it measures (on a 2-core machine the two share the CPU, and the
robots' own queueing showed up as server latency). These robots speak the
few parts of RFC 6455 the benchmark needs directly on ``asyncio.Protocol``:
the opening handshake, masked text frames out, unmasked text/ping/close
frames in. They look into a frame only as far as they must (the position
number, whose turn it is; the observation only when it is their move).
The server under test is the real one; only the robots are simplified.
"""

from __future__ import annotations

import asyncio
import base64
import json
import os
import random
import re
import time
from collections.abc import Callable

_SEQ = re.compile(rb'^\{"type":"update","seq":(\d+)')
_CURRENT = re.compile(rb'"current":(-?\d+)')
_OBSERVATION = b',"observation":'


def frame(payload: bytes, opcode: int = 0x1) -> bytes:
    """One masked client frame (RFC 6455 5.2; a client must mask)."""
    mask = os.urandom(4)
    size = len(payload)
    if size < 126:
        head = bytes((0x80 | opcode, 0x80 | size))
    elif size < 65536:
        head = bytes((0x80 | opcode, 0x80 | 126)) + size.to_bytes(2, "big")
    else:
        head = bytes((0x80 | opcode, 0x80 | 127)) + size.to_bytes(8, "big")
    keys = (mask * (size // 4 + 1))[:size]
    masked = (int.from_bytes(payload, "big") ^ int.from_bytes(keys, "big")).to_bytes(size, "big")
    return head + mask + masked


class Table:
    """One table's robots: when its next move is due, which positions are in flight."""

    def __init__(self, fleet: Fleet, code: str, due: float) -> None:
        self.fleet, self.code, self.due = fleet, code, due
        self.sent: dict[int, float] = {}  # position -> when the move leading to it left
        self.got: dict[int, int] = {}  # position -> windows that have it
        self.timer: asyncio.TimerHandle | None = None
        self.timer_seq = -1
        self.latest: tuple[Robot, int, bytes, int] | None = None  # the seat on turn's last position

    def update(self, robot: Robot, seq: int, text: bytes) -> None:
        start = self.sent.get(seq)
        if start is not None:
            count = self.got.get(seq, 0) + 1
            if count == 4:
                del self.sent[seq]
                self.got.pop(seq, None)
                latency = time.perf_counter() - start
                self.fleet.timeline.append((start - self.fleet.began, latency))
                if start >= self.fleet.measure_from:
                    self.fleet.latencies.append(latency)
                    if len(self.fleet.latencies) >= self.fleet.at_least:
                        self.fleet.enough.set()
            else:
                self.got[seq] = count
        if seq > self.timer_seq and self.timer is not None:  # a newer position ends the wait
            self.timer.cancel()
            self.timer = None
        at = text.rfind(_OBSERVATION)
        if b',"held":' in text[:at]:
            robot.send(b'{"type":"ready","seq":%d}' % seq)
            return
        current = _CURRENT.search(text, at)
        if current is None or int(current.group(1)) != robot.seat:
            return
        self.latest = (robot, seq, text, at)
        if self.fleet.moving:
            self.wait_for_due()

    def wait_for_due(self) -> None:
        """The seat on turn moves when the table's next move is due."""
        assert self.latest is not None
        robot, seq, text, at = self.latest
        self.timer_seq = seq
        self.timer = self.fleet.loop.call_at(max(self.due, self.fleet.loop.time()), self.move, robot, seq, text, at)

    def move(self, robot: Robot, seq: int, text: bytes, at: int) -> None:
        self.timer = None
        if not self.fleet.moving:
            return
        legal = json.loads(text[at + len(_OBSERVATION):-1])["legal_actions"]
        if not legal:
            return
        now = self.fleet.loop.time()
        self.due = max(self.due + 1.0, now + 0.5)  # one move per second per table
        self.sent[seq + 1] = time.perf_counter()
        action = json.dumps(self.fleet.rng.choice(legal), separators=(",", ":"))
        robot.send(b'{"type":"act","seq":%d,"action":%s}' % (seq, action.encode()))


class Robot(asyncio.Protocol):
    """One seat's window: handshake, hello with the seat's token, then updates."""

    def __init__(self, fleet: Fleet, table: Table, token: str) -> None:
        self.fleet, self.table, self.token = fleet, table, token
        self.transport: asyncio.Transport | None = None
        self.buffer = bytearray()
        self.upgraded = False
        self.seat = -1
        self.closed = asyncio.get_running_loop().create_future()

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        self.transport = transport
        key = base64.b64encode(os.urandom(16)).decode()
        transport.write((f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{self.fleet.port}\r\nUpgrade: websocket\r\n"
                         f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())

    def send(self, payload: bytes, opcode: int = 0x1) -> None:
        if self.transport is not None and not self.transport.is_closing():
            self.transport.write(frame(payload, opcode))

    def connection_lost(self, exc: Exception | None) -> None:
        if not self.closed.done():
            self.closed.set_result(None)

    def data_received(self, data: bytes) -> None:
        self.buffer += data
        if not self.upgraded:
            end = self.buffer.find(b"\r\n\r\n")
            if end < 0:
                return
            if b" 101 " not in self.buffer[:end]:
                raise ConnectionError(bytes(self.buffer[:end]).decode(errors="replace"))
            del self.buffer[:end + 4]
            self.upgraded = True
            self.send(json.dumps({"type": "hello", "protocol": self.fleet.protocol, "app": "load",
                                  "code": self.table.code, "token": self.token}).encode())
        buffer = self.buffer
        while len(buffer) >= 2:
            opcode, size, start = buffer[0] & 0x0F, buffer[1] & 0x7F, 2
            if size == 126:
                if len(buffer) < 4:
                    return
                size, start = int.from_bytes(buffer[2:4], "big"), 4
            elif size == 127:
                if len(buffer) < 10:
                    return
                size, start = int.from_bytes(buffer[2:10], "big"), 10
            if len(buffer) < start + size:
                return
            payload = bytes(buffer[start:start + size])
            del buffer[:start + size]
            if opcode == 0x1:
                self.text(payload)
            elif opcode == 0x9:  # ping: pong with the same data
                self.send(payload, 0xA)
            elif opcode == 0x8 and self.transport is not None:
                self.transport.close()

    def text(self, payload: bytes) -> None:
        found = _SEQ.match(payload)
        if found is not None:
            self.table.update(self, int(found.group(1)), payload)
        elif self.seat < 0 and payload.startswith(b'{"type":"welcome"'):
            self.seat = json.loads(payload)["seat"]
            self.fleet.seated_one()


class Fleet:
    """Every robot of a run, the clock of the moves and the latencies measured."""

    def __init__(self, port: int, protocol: int, seed: int = 1) -> None:
        self.port, self.protocol = port, protocol
        self.loop = asyncio.get_running_loop()
        self.rng = random.Random(seed)
        self.latencies: list[float] = []
        self.timeline: list[tuple[float, float]] = []  # every move: (seconds into the run it left, latency)
        self.began = 0.0
        self.measure_from = float("inf")
        self.moving = False
        self.robots: list[Robot] = []
        self.tables: list[Table] = []
        self.seated = 0
        self.everybody = asyncio.Event()
        self.at_least = 0  # measured moves a run waits for after its time (a smoke test: not a pace)
        self.enough = asyncio.Event()

    def seated_one(self) -> None:
        self.seated += 1
        if self.seated == len(self.robots):
            self.everybody.set()

    async def connect(self, tables: list[tuple[str, list[str]]]) -> None:
        """Every seat of every table connected and welcomed (gradually, as people arrive)."""
        for code, tokens in tables:
            table = Table(self, code, 0.0)
            self.tables.append(table)
            for token in tokens:
                robot = Robot(self, table, token)
                self.robots.append(robot)
                await self.loop.create_connection(_factory(robot), "127.0.0.1", self.port)
            await asyncio.sleep(0.002)
        await asyncio.wait_for(self.everybody.wait(), 300)

    async def play(self, seconds: float, warm_up: float, started: Callable[[], None] | None = None,
                   at_least: int = 0, limit: float = 300.0) -> list[float]:
        """One move per second per table for ``warm_up + seconds``; the moves
        sent after the warm-up are measured. Each table starts at its own
        moment within the first second (real tables do not move in step).
        ``at_least``: the tables go on moving after that time until so many
        measured moves have reached every window of their table (at most
        ``limit`` seconds more), so a check on a slow machine still sees moves."""
        self.at_least = at_least
        if at_least <= 0:
            self.enough.set()
        if started is not None:
            started()
        now = self.loop.time()
        self.began = time.perf_counter()
        self.measure_from = self.began + warm_up
        for table in self.tables:
            table.due = now + self.rng.random()
        self.moving = True
        for table in self.tables:
            if table.latest is not None:  # the position each table was welcomed at
                table.wait_for_due()
        await asyncio.sleep(warm_up + seconds)
        if not self.enough.is_set():
            await asyncio.wait_for(self.enough.wait(), limit)
        self.moving = False
        await asyncio.sleep(1.0)  # the last moves arrive before 4,000 windows close at once
        for robot in self.robots:
            if robot.transport is not None:
                robot.transport.close()
        await asyncio.gather(*(robot.closed for robot in self.robots))
        return self.latencies


def _factory(robot: Robot) -> Callable[[], Robot]:
    return lambda: robot

