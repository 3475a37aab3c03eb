"""The network host: tables, connections, limits and the computers' turns (asyncio, no Qt).

Why: one process (a thread of the desktop app, or the headless server) must
hold every table's real game and serve many windows at once without one
misbehaving window or table disturbing another. ``Host`` accepts WebSocket
connections (the ``websockets`` library), seats each one at its table
after a ``hello`` (table code, and a token to take a seat back), checks
every frame with ``protocol.read_client`` and hands it to the table; after
every change each connected seat gets its own ``update`` (``Table.
update_for``), and computers (or stand-ins) think on a worker thread while
the loop goes on serving. Limits: frame size, message rate per connection,
connections and failed join attempts per address, a deadline for the
hello; browsers cannot connect (a connection with an Origin header is
refused). Close codes: ``protocol.Close``. The transport is a detail:
``Session`` is what a connection looks like to the tables, so tests drive
the same dispatch without sockets.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
from collections import defaultdict, deque
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cardtable import __version__
from cardtable.net.protocol import (
    MAX_CHAT,
    PROTOCOL,
    Close,
    Message,
    ProtocolError,
    clean_name,
    encode,
    normal_code,
    read_client,
)
from cardtable.net.table import JoinError, Table

log = logging.getLogger(__name__)

HELLO_SECONDS = 10.0  # a connection must say hello within this
RATE = 20.0  # messages per second a connection may send on average ...
BURST = 40  # ... and at once
MAX_PER_ADDRESS = 64  # open connections from one address (a family's NAT, a test's robots)
FAILED_JOINS = 20  # wrong codes or tokens per address per minute
MAX_TABLES = 5000  # tables one host holds (a server: 1,000 families of four with room)
TABLES_PER_ADDRESS = 16  # tables one address may open


class Sender:
    """What the host needs of a connection: send a text frame, close with a code."""

    async def send(self, text: str) -> None:  # pragma: no cover - interface
        raise NotImplementedError

    async def close(self, code: int, reason: str) -> None:  # pragma: no cover - interface
        raise NotImplementedError


@dataclass(eq=False)
class Session:
    """One connection seated at a table (``seat`` None until the hello was taken)."""

    sender: Sender
    address: str
    table: Table | None = None
    seat: int | None = None
    rate: float = RATE
    burst: int = BURST
    tokens: float = BURST
    last: float = field(default_factory=time.monotonic)

    def allow(self, now: float) -> bool:
        """Token bucket: ``rate`` messages per second, ``burst`` at once."""
        self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


class Host:
    """Every table of one host process and the connections at them."""

    def __init__(self, *, autosave_dir: str | Path | None = None,
                 on_send: Callable[[Table, int, str], None] | None = None,
                 rate: float = RATE, burst: int = BURST, per_address: int = MAX_PER_ADDRESS) -> None:
        self.tables: dict[str, Table] = {}
        self.sessions: dict[str, dict[int, Session]] = defaultdict(dict)  # code -> seat -> session
        self.admins: dict[str, int | None] = {}  # code -> the hosting person's seat (None: any seated)
        self.autosave_dir = Path(autosave_dir) if autosave_dir is not None else None
        self.on_send = on_send  # every frame to a seat (the leak tests look at each)
        self.rate, self.burst = rate, burst  # per connection (robots on loopback need more)
        self.per_address = per_address  # open connections from one address
        self._per_address: dict[str, int] = defaultdict(int)
        self._created: dict[str, int] = defaultdict(int)  # tables opened per address
        self.allow_create = False  # a server lets windows open tables (``create``)
        self._failures: dict[str, deque[float]] = defaultdict(deque)
        self._locks: dict[str, asyncio.Lock] = {}
        self._thinking: set[str] = set()
        self._pending_saves: dict[str, Any] = {}  # code -> the newest snapshot not yet written
        self._saving: set[str] = set()
        self._save_tasks: set[asyncio.Task[None]] = set()
        from concurrent.futures import ThreadPoolExecutor

        self._save_pool = ThreadPoolExecutor(max_workers=2, thread_name_prefix="cardtable-save")
        self._server: Any = None
        self.port: int | None = None

    # -- tables -----------------------------------------------------------------------
    def add_table(self, table: Table, admin: int | None = None) -> Table:
        self.tables[table.code] = table
        self.admins[table.code] = admin
        self._locks[table.code] = asyncio.Lock()
        table.changed.append(self._autosave)
        self._autosave(table)
        return table

    def _autosave(self, table: Table) -> None:
        """Save the table after a change, on a worker thread: the host never
        waits for the disk. A table changed again while its save runs is
        saved once more afterwards with its newest position (saves of one
        table never overlap, and the last one wins)."""
        if self.autosave_dir is None:
            return
        from cardtable.net.saving import snapshot, write_snapshot

        snap = snapshot(table, self.admins.get(table.code))
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:  # no loop yet (a table added before serving): at once
            self._write(write_snapshot, snap)
            return
        self._pending_saves[table.code] = snap
        if table.code not in self._saving:
            self._saving.add(table.code)
            task = loop.create_task(self._save_loop(table.code, write_snapshot))
            self._save_tasks.add(task)  # held until done (the loop keeps only weak references)
            task.add_done_callback(self._save_tasks.discard)

    async def _save_loop(self, code: str, write: Callable[..., None]) -> None:
        loop = asyncio.get_running_loop()
        try:
            while code in self._pending_saves:
                snap = self._pending_saves.pop(code)
                await loop.run_in_executor(self._save_pool, self._write, write, snap)
        finally:
            self._saving.discard(code)

    def _write(self, write: Callable[..., None], snap: Any) -> None:
        try:
            write(self.autosave_dir, snap)
        except Exception:  # a full disk must not stop the table: the players go on
            log.exception("could not save table %s", snap.code)

    async def saved(self) -> None:
        """Wait until every table's latest change is on disk (tests, a clean stop)."""
        while self._saving:
            await asyncio.sleep(0.01)

    # -- the server ----------------------------------------------------------------------
    async def start(self, host: str = "127.0.0.1", port: int = 0) -> int:
        """Listen on ``host``:``port`` (0: a free port); the port."""
        from websockets.asyncio.server import serve

        from cardtable.net.protocol import MAX_FRAME

        self._server = await serve(self._serve, host, port, max_size=MAX_FRAME, origins=[None],
                                   compression=None, ping_interval=10, ping_timeout=20, close_timeout=2,
                                   server_header=f"cardtable/{__version__}")
        self.port = self._server.sockets[0].getsockname()[1]
        return self.port

    async def close(self) -> None:
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
            self._server = None
        await self.saved()  # what was played is on disk before the host goes
        self._save_pool.shutdown(wait=True)

    async def _serve(self, connection: Any) -> None:
        from websockets.exceptions import ConnectionClosed

        address = str(connection.remote_address[0]) if connection.remote_address else "?"
        sender = _SocketSender(connection)
        session = Session(sender, address, rate=self.rate, burst=self.burst, tokens=self.burst)
        try:
            if not await self.opened(session):
                return
            try:
                first = await asyncio.wait_for(connection.recv(), HELLO_SECONDS)
            except TimeoutError:
                await sender.close(Close.TIMEOUT, "no hello")
                return
            if not await self.received(session, first):
                return
            async for frame in connection:
                if not await self.received(session, frame):
                    return
        except ConnectionClosed:
            pass
        finally:
            await self.closed(session)

    # -- one connection's life, transport-free ---------------------------------------------
    async def opened(self, session: Session) -> bool:
        if self._per_address[session.address] >= self.per_address:
            await session.sender.close(Close.TOO_MANY, "too many connections from this address")
            return False
        self._per_address[session.address] += 1
        session.last = time.monotonic()
        return True

    async def closed(self, session: Session) -> None:
        self._per_address[session.address] = max(0, self._per_address[session.address] - 1)
        table, seat = session.table, session.seat
        if table is None or seat is None or self.sessions[table.code].get(seat) is not session:
            return
        del self.sessions[table.code][seat]
        async with self._locks[table.code]:
            table.leave(seat)
            await self._broadcast(table)

    async def received(self, session: Session, frame: str | bytes) -> bool:
        """Handle one frame; False once the connection was closed."""
        if not session.allow(time.monotonic()):
            await session.sender.close(Close.TOO_FAST, "too many messages")
            return False
        try:
            message = read_client(frame)
        except ProtocolError as exc:
            if exc.code == Close.VERSION:
                await self._send(session, encode("error", code=Close.VERSION, message=str(exc),
                                                 detail={"host_protocol": PROTOCOL, "host_app": __version__}))
            await session.sender.close(exc.code, str(exc)[:120])
            return False
        if session.table is None:
            if message.type == "create" and self.allow_create:
                return await self._create(session, message)
            if message.type != "hello":
                await session.sender.close(Close.PROTOCOL_ERROR, "say hello first")
                return False
            return await self._hello(session, message)
        if message.type in ("hello", "create"):
            await session.sender.close(Close.PROTOCOL_ERROR, "hello twice")
            return False
        if message.type == "bye":
            await session.sender.close(1000, "bye")
            return False
        await self._dispatch(session, message)
        return True

    async def _hello(self, session: Session, message: Message) -> bool:
        if self._failed_recently(session.address):
            await session.sender.close(Close.TOO_MANY, "too many failed attempts; wait a minute")
            return False
        table = self.tables.get(normal_code(message.get("code", "")))
        if table is None:
            self._failed(session.address)
            await session.sender.close(Close.NO_TABLE, "no table has this code")
            return False
        async with self._locks[table.code]:
            try:
                seat = table.join(clean_name(message.get("name")), message.get("seat"), message.get("token"))
            except JoinError as exc:
                if exc.code == Close.BAD_TOKEN:
                    self._failed(session.address)
                await session.sender.close(exc.code, str(exc))
                return False
            self._autosave(table)  # who sits where (a name, a taken seat) survives a restart
            old = self.sessions[table.code].get(seat)
            session.table, session.seat = table, seat
            self.sessions[table.code][seat] = session
            if old is not None and old is not session:
                old.table = old.seat = None  # its close must not free the seat
                await old.sender.close(Close.REPLACED, "this seat connected again elsewhere")
            await self._send(session, encode("welcome", protocol=PROTOCOL, app=__version__, seat=seat,
                                             token=table.seats[seat].token, table=table.public()))
            await self._broadcast(table)
        await self._computers(table)
        return True

    async def _create(self, session: Session, message: Message) -> bool:
        """Open a new table (a server's windows do, see ``allow_create``) and
        seat its creator at the first person's seat."""
        from cardtable.net.table import table_from_request

        if len(self.tables) >= MAX_TABLES or self._created[session.address] >= TABLES_PER_ADDRESS:
            await session.sender.close(Close.TOO_MANY, "this host has no room for another table")
            return False
        try:
            table = table_from_request(message.get("game"), message.get("options"), message.get("seats"),
                                       name=clean_name(message.get("table_name")),
                                       taken=lambda code: code in self.tables)
        except ValueError as exc:
            await session.sender.close(Close.PROTOCOL_ERROR, str(exc)[:120])
            return False
        self._created[session.address] += 1
        self.add_table(table, admin=None)  # on a server any seated person may start
        return await self._hello(session, Message("hello", {"code": table.code,
                                                            "name": message.get("name") or ""}))

    async def _dispatch(self, session: Session, message: Message) -> None:
        table, seat = session.table, session.seat
        assert table is not None and seat is not None
        kind = message.type
        if kind == "chat":
            text = clean_name(message.get("text"), MAX_CHAT)
            if text:
                frame = encode("chat", seat=seat, name=table.seats[seat].name, text=text)
                for other in list(self.sessions[table.code].values()):
                    await self._send(other, frame)
            return
        async with self._locks[table.code]:
            if kind == "act":
                rejection = table.act(seat, message.get("seq"), message.get("action"))
                if rejection is not None:
                    await self._send(session, encode("rejected", seq=table.seq, rejection=rejection.to_json()))
                    return
            elif kind == "ready":
                if not table.mark_ready(seat, message.get("seq")):
                    return
            elif kind in ("start", "stand_in"):
                admin = self.admins.get(table.code)
                if admin is not None and admin != seat and kind == "start":
                    await self._refuse(session, table, "NET-6", "Only the host starts the game.")
                    return
                why = (table.start(bool(message.get("fill"))) if kind == "start"
                       else table.stand_in(message.get("seat"), seat))
                if why is not None:
                    await self._refuse(session, table, "NET-7", why)
                    return
                if kind == "start":
                    self._autosave(table)  # a restarted host deals on, not back to the seats
            await self._broadcast(table)
        await self._computers(table)

    async def _refuse(self, session: Session, table: Table, rule: str, message: str) -> None:
        from cardtable.engine.api import Rejection

        await self._send(session, encode("rejected", seq=table.seq, rejection=Rejection.of(rule, message).to_json()))

    # -- computers -------------------------------------------------------------------------
    async def _computers(self, table: Table) -> None:
        """Let computers (and stand-ins) play while it is their turn; one at a time per table."""
        if table.code in self._thinking:
            return
        self._thinking.add(table.code)
        try:
            loop = asyncio.get_running_loop()
            while True:
                seat = table.computer_to_move()
                if seat is None:
                    return
                seq, action = await loop.run_in_executor(None, table.think, seat)
                async with self._locks[table.code]:
                    if table.computer_move(seat, seq, action):
                        await self._broadcast(table)
        finally:
            self._thinking.discard(table.code)

    # -- sending ----------------------------------------------------------------------------
    async def _broadcast(self, table: Table) -> None:
        """Every connected seat gets its own view; at the end, the whole record."""
        record = table.record()
        shared = table.shared_update() if table.started else None
        for seat, session in list(self.sessions[table.code].items()):
            if shared is None:  # waiting for players: nobody sees a card yet
                await self._send(session, encode("lobby", table=table.public()))
                continue
            await self._send(session, encode("update", **table.update_for(seat, shared)))
            if record is not None:
                await self._send(session, encode("over", record=record))

    async def _send(self, session: Session, text: str) -> None:
        if self.on_send is not None and session.table is not None and session.seat is not None:
            self.on_send(session.table, session.seat, text)
        with contextlib.suppress(Exception):  # a dropped connection is noticed by its reader
            await session.sender.send(text)

    def _failed(self, address: str) -> None:
        self._failures[address].append(time.monotonic())

    def _failed_recently(self, address: str) -> bool:
        times = self._failures[address]
        while times and time.monotonic() - times[0] > 60:
            times.popleft()
        return len(times) >= FAILED_JOINS


class _SocketSender(Sender):
    def __init__(self, connection: Any) -> None:
        self.connection = connection

    async def send(self, text: str) -> None:
        await self.connection.send(text)

    async def close(self, code: int, reason: str) -> None:
        await self.connection.close(code, reason)


def public_json(table: Table) -> str:
    """The public table as text (the discovery beacon and the lobby use it)."""
    return json.dumps(table.public(), separators=(",", ":"), ensure_ascii=False)


__all__ = ["Host", "Sender", "Session", "public_json"]
