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
hello. The same port serves the page a browser sits at the table with
(``web_serve``: plain HTTP GETs answered before any handshake) and admits
WebSockets from that page's own origin only (``web_origin``). Close codes: ``protocol.Close``. The transport is a detail:
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
from cardtable.net.host_saving import TableKeeper
from cardtable.net.lifecycle import Lifecycle, Lifetimes, is_finished, move_to_finished
from cardtable.net.protocol import (
    MAX_CHAT,
    MAX_SPECTATORS,
    PROTOCOL,
    PROTOCOL_MIN,
    Close,
    Message,
    ProtocolError,
    clean_name,
    close_reason,
    encode,
    normal_code,
    read_client,
    served_range,
)
from cardtable.net.rematch import REFUSED_REMATCH
from cardtable.net.table import REFUSED, JoinError, Table

log = logging.getLogger(__name__)

HELLO_SECONDS = 10.0  # a connection must finish the handshake, and then say hello, within this
MAX_BEHIND = 1024 * 1024  # bytes waiting for a window that does not read before it is closed
PING_SECONDS, PONG_SECONDS = 20.0, 20.0  # a ping every 20 s; no answer in 20 s closes the connection
RATE = 20.0  # messages per second a connection may send on average ...
BURST = 40  # ... and at once
MAX_PER_ADDRESS = 64  # open connections from one address (a family's NAT, a test's robots)
FAILED_JOINS = 20  # wrong codes or tokens per address per minute
MAX_TABLES = 5000  # tables one host holds (a server: 1,000 families of four with room)
TABLES_PER_ADDRESS = 16  # tables one address may open
UPDATE_PARTS = ("table", "standings", "records")  # sent in an update only when they changed for that window


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
    spectator: bool = False  # watching the table: no seat, public view only
    rate: float = RATE
    burst: int = BURST
    tokens: float = BURST
    last: float = field(default_factory=time.monotonic)
    sent: dict[str, str] = field(default_factory=dict)  # the shared parts of updates as last sent (JSON)
    counted: bool = False  # one of its address's open connections (a refused one never was)

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
                 on_send: Callable[[Table, int | None, str], None] | None = None,
                 rate: float = RATE, burst: int = BURST, per_address: int = MAX_PER_ADDRESS,
                 lifetimes: Lifetimes | None = None) -> None:
        self.tables: dict[str, Table] = {}
        self.sessions: dict[str, dict[int, Session]] = defaultdict(dict)  # code -> seat -> session
        self.watchers: dict[str, set[Session]] = defaultdict(set)  # code -> spectators' sessions
        self.autosave_dir = Path(autosave_dir) if autosave_dir is not None else None
        self.on_send = on_send  # every frame to a seat, or (None) a spectator: the leak tests look at each
        self.rate, self.burst = rate, burst  # per connection (robots on loopback need more)
        self.per_address = per_address  # open connections from one address
        self.trust_proxy = False  # connections from this machine are a reverse proxy's: read whom it forwards
        self._per_address: dict[str, int] = defaultdict(int)
        self._created: dict[str, int] = defaultdict(int)  # tables in play opened per address
        self._creator: dict[str, str] = {}  # code -> the address that opened it (``create``)
        self.allow_create = False  # a server lets windows open tables (``create``)
        self._failures: dict[str, deque[float]] = defaultdict(deque)
        self._locks: dict[str, asyncio.Lock] = {}
        self._thinking: set[str] = set()
        self._lapses: set[asyncio.TimerHandle] = set()  # the ends of the open proposals of another game
        self._lapses_running: set[asyncio.Task[None]] = set()
        self.keeper = TableKeeper(self.autosave_dir)  # every change of a table on disk (nothing without a folder)
        self._server: Any = None
        self.port: int | None = None
        self.hello_seconds = HELLO_SECONDS
        self.life = Lifecycle(self, lifetimes)  # when tables retire (``lifecycle``)
        self.retiring = False  # a server retires its tables (the sweep runs while it serves)
        self.origins: tuple[str, ...] = ()  # web origins admitted besides the page's own (a reverse proxy's)
        self.web: Any = None  # the page's paths (``web_serve.WebServe``), made by ``start``

    # -- tables -----------------------------------------------------------------------
    def add_table(self, table: Table, admin: int | None = None) -> Table:
        self.tables[table.code] = table
        table.admin = admin
        self._locks[table.code] = asyncio.Lock()
        self.keeper.keep(table)
        self.life.added(table.code)
        return table

    async def retire(self, code: str, reason: str) -> bool:
        """Let a table go (``lifecycle``): its connections closed with 4008 and
        ``reason``, its files written, closed and moved to ``finished/``, its
        counters released. False if there is no such table, or its computers
        are thinking (the next sweep tries again)."""
        table = self.tables.get(code)
        if table is None or code in self._thinking:
            return False
        async with self._locks[code]:
            gone = list(self.sessions.pop(code, {}).values()) + list(self.watchers.pop(code, set()))
            for session in gone:  # their close must not touch the table any more
                session.table, session.seat, session.spectator = None, None, False
            del self.tables[code]
        del self._locks[code]
        self.life.forget(code)
        creator = self._creator.pop(code, None)
        if creator is not None:
            self._created[creator] -= 1
            if self._created[creator] <= 0:
                del self._created[creator]
        # all at once: a window that does not answer its close holds up no other (nor the sweep for long)
        await asyncio.gather(*(session.sender.close(Close.TABLE_CLOSED, reason) for session in gone),
                             return_exceptions=True)
        await self.keeper.forget(table)
        if self.autosave_dir is not None:
            try:
                await asyncio.to_thread(move_to_finished, self.autosave_dir, code, self.life.clock())
            except OSError:
                log.exception("table %s: its files could not be moved to finished/", code)
        log.info("table %s retired: %s", code, reason)
        return True

    def prune_counters(self, now: float | None = None) -> None:
        """Forget failed joins older than a minute (and addresses with none)."""
        now = time.monotonic() if now is None else now
        for address, times in list(self._failures.items()):
            while times and now - times[0] > 60:
                times.popleft()
            if not times:
                del self._failures[address]
        for by_code in (self.sessions, self.watchers):  # left by a message that raced a table's retirement
            for code in [code for code, held in by_code.items() if not held and code not in self.tables]:
                del by_code[code]

    async def saved(self) -> None:
        """Wait until every table's latest change is on disk (tests, a clean stop)."""
        await self.keeper.saved()

    # -- the server ----------------------------------------------------------------------
    async def start(self, host: str = "127.0.0.1", port: int = 0, *, ping_interval: float = PING_SECONDS,
                    ping_timeout: float = PONG_SECONDS, open_timeout: float = HELLO_SECONDS) -> int:
        """Listen on ``host``:``port`` (0: a free port); the port. A connection
        that stops answering pings for ``ping_timeout`` is closed (1011), one
        that does not finish the WebSocket handshake within ``open_timeout``
        too (tests make these short)."""
        from websockets.asyncio.server import serve

        from cardtable.net.protocol import MAX_FRAME
        from cardtable.net.web_origin import OriginPolicy
        from cardtable.net.web_serve import SERVER_LOG, WebServe

        self.web = WebServe(OriginPolicy(self.origins))  # (it checks each handshake's Origin too)
        self._server = await serve(self._serve, host, port, max_size=MAX_FRAME, process_request=self._http,
                                   logger=SERVER_LOG,
                                   compression=None, ping_interval=ping_interval, ping_timeout=ping_timeout,
                                   open_timeout=open_timeout, close_timeout=2,
                                   server_header=f"cardtable/{__version__}")
        self.hello_seconds = open_timeout
        self.port = self._server.sockets[0].getsockname()[1]
        self.keeper.start()
        if self.retiring:
            self.life.start()
        return self.port

    def _http(self, _connection: Any, request: Any) -> Any:
        """Before a handshake: the page's paths answered, a foreign origin refused (``web_serve``)."""
        from cardtable.net.web_serve import to_response

        reply = self.web.respond(request.method, request.path, request.headers)
        return None if reply is None else to_response(reply)

    async def close(self) -> None:
        await self.life.stop()
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
            self._server = None
        for timer in self._lapses:
            timer.cancel()
        await self.keeper.close()  # what was played is on disk before the host goes

    async def _serve(self, connection: Any) -> None:
        from websockets.exceptions import ConnectionClosed

        address = self._address(connection)
        sender = _SocketSender(connection)
        session = Session(sender, address, rate=self.rate, burst=self.burst, tokens=self.burst)
        try:
            if not await self.opened(session):
                return
            try:
                first = await asyncio.wait_for(connection.recv(), self.hello_seconds)
            except TimeoutError:
                await sender.close(Close.TIMEOUT, "no hello")
                return
            if not await self.received(session, first):
                return
            async for frame in connection:
                if not await self.received(session, frame):
                    return
        except ConnectionClosed as exc:
            if exc.rcvd is None:  # the other side went without a close frame: dead, or stopped answering
                log.info("connection from %s lost: %s", address, exc)
        finally:
            await self.closed(session)

    def _address(self, connection: Any) -> str:
        """Whose connection this is, for the limits per address: the peer's
        address; behind a reverse proxy on this machine (``trust_proxy``) the
        address the proxy says it serves (the last of ``X-Forwarded-For``,
        else ``X-Real-IP``), so that everybody is not one address."""
        address = str(connection.remote_address[0]) if connection.remote_address else "?"
        if self.trust_proxy and address in LOOPBACK:
            request = getattr(connection, "request", None)
            forwarded = forwarded_address(request.headers) if request is not None else None
            if forwarded is not None:
                return forwarded
        return address

    # -- one connection's life, transport-free ---------------------------------------------
    async def opened(self, session: Session) -> bool:
        if self._per_address[session.address] >= self.per_address:
            await session.sender.close(Close.TOO_MANY, "too many connections from this address")
            return False
        self._per_address[session.address] += 1
        session.counted = True
        session.last = time.monotonic()
        return True

    async def closed(self, session: Session) -> None:
        if session.counted:  # a connection refused as one too many leaves the count as it was
            session.counted = False
            self._per_address[session.address] -= 1
            if self._per_address[session.address] <= 0:  # a server meets many addresses: keep only the open ones
                del self._per_address[session.address]
        table, seat = session.table, session.seat
        if table is not None and session.spectator:
            self.watchers[table.code].discard(session)
            return
        if table is None or seat is None or self.sessions[table.code].get(seat) is not session:
            return
        del self.sessions[table.code][seat]
        async with self._locks[table.code]:
            table.leave(seat)  # (the last person waited for gone: the others' next game may start)
            await self._broadcast(table)
        await self._computers(table)

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
                                                 detail={"host_protocol": PROTOCOL, "host_protocol_min": PROTOCOL_MIN,
                                                         "host_app": __version__}))
            await session.sender.close(exc.code, str(exc))
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
        if session.spectator:
            await self._watching(session, message)
            return True
        await self._dispatch(session, message)
        return True

    async def _hello(self, session: Session, message: Message) -> bool:
        if self._failed_recently(session.address):
            await session.sender.close(Close.TOO_MANY, "too many failed attempts; wait a minute")
            return False
        code = normal_code(message.get("code", ""))
        table = self.tables.get(code)
        if table is None:
            if self.autosave_dir is not None and code and is_finished(self.autosave_dir, code):
                await session.sender.close(Close.TABLE_CLOSED, "this table has closed")  # retired: say so
                return False
            self._failed(session.address)
            await session.sender.close(Close.NO_TABLE, "no table has this code")
            return False
        self.life.touch(code)
        if message.get("spectator"):
            return await self._watch(session, table, served_range(message.get("protocol")))
        async with self._locks[table.code]:
            try:
                seat = table.join(clean_name(message.get("name")), message.get("seat"), message.get("token"))
            except JoinError as exc:
                if exc.code == Close.BAD_TOKEN:
                    self._failed(session.address)
                await session.sender.close(exc.code, str(exc))
                return False
            old = self.sessions[table.code].get(seat)
            session.table, session.seat = table, seat
            self.sessions[table.code][seat] = session
            if old is not None and old is not session:
                old.table = old.seat = None  # its close must not free the seat
                await old.sender.close(Close.REPLACED, "this seat connected again elsewhere")
            await self._send(session, encode("welcome", protocol=PROTOCOL, app=__version__, seat=seat,
                                             token=table.seats[seat].token, table=table.public(),
                                             protocol_min=served_range(message.get("protocol"))))
            await self._broadcast(table)
        await self._computers(table)
        return True

    async def _watch(self, session: Session, table: Table, protocol_min: int | None = None) -> bool:
        """Seat a spectator: no seat, no token; the public view from now on."""
        async with self._locks[table.code]:
            watchers = self.watchers[table.code]
            if len(watchers) >= MAX_SPECTATORS:
                await session.sender.close(Close.NO_ROOM, "this table has as many spectators as it takes")
                return False
            session.table, session.spectator = table, True
            watchers.add(session)
            await self._send(session, encode("welcome", protocol=PROTOCOL, protocol_min=protocol_min, app=__version__,
                                             table=table.public()))
            if not table.started:
                await self._send(session, encode("lobby", table=table.public()))
            else:
                head, parts, held = _shared_parts(table)
                await self._send(session, _update(head, parts, held, session, _json(table.spectator_observation())))
                record = table.record()
                if record is not None:
                    await self._send(session, encode("over", record=record))
        return True

    async def _watching(self, session: Session, message: Message) -> None:
        """A spectator's message: moves and starts refused politely, the rest let be."""
        if message.type in ("act", "start", "stand_in", "rematch") and session.table is not None:
            await self._refuse(session, session.table, "NET-8", "You are watching this table.")

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
            await session.sender.close(Close.PROTOCOL_ERROR, str(exc))
            return False
        self._created[session.address] += 1
        self._creator[table.code] = session.address
        self.add_table(table, admin=None)  # on a server any seated person may start
        return await self._hello(session, Message("hello", {"code": table.code, "protocol": message.get("protocol"),
                                                            "name": message.get("name") or ""}))

    async def _dispatch(self, session: Session, message: Message) -> None:
        table, seat = session.table, session.seat
        assert table is not None and seat is not None
        kind = message.type
        if kind == "chat":  # a line or a preset reaction, to every seat with the sender's seat and name
            reaction = message.get("reaction")  # read_client: one of REACTIONS, or a text instead
            text = None if reaction is not None else clean_name(message.get("text"), MAX_CHAT)
            if reaction is None and not text:
                return
            frame = encode("chat", seat=seat, name=table.seats[seat].name, text=text, reaction=reaction)
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
                    self.keeper.keep(table)  # who is ready survives a restart
                    return
            elif kind in ("start", "stand_in"):
                admin = table.admin
                if admin is not None and admin != seat and kind == "start":
                    await self._refuse(session, table, "NET-6", "Only the host starts the game.")
                    return
                why = (table.start(bool(message.get("fill"))) if kind == "start"
                       else table.stand_in(message.get("seat"), seat))
                if why is not None:
                    reason = next((key for key, text in REFUSED.items() if text == why), None)
                    await self._refuse(session, table, "NET-7", why, reason=reason)
                    return
            elif kind == "rematch":  # another game at the same table, once this one is over
                why = table.answer_rematch(seat, message.get("answer"))
                if why is not None:
                    reason = next((key for key, text in REFUSED_REMATCH.items() if text == why), None)
                    await self._refuse(session, table, "NET-9", why, reason=reason)
                    return
                self._lapse_later(table)
            await self._broadcast(table)
        await self._computers(table)

    def _lapse_later(self, table: Table) -> None:
        """Tell everybody when an open proposal of another game lapses."""
        left = table.rematch.left()
        if left > 0:
            loop = asyncio.get_running_loop()

            def due() -> None:
                self._lapses.discard(timer)
                task = loop.create_task(self._lapse(table))
                self._lapses_running.add(task)
                task.add_done_callback(self._lapses_running.discard)

            timer = loop.call_later(left + 0.05, due)
            self._lapses.add(timer)

    async def _lapse(self, table: Table) -> None:
        async with self._locks[table.code]:
            if table.lapse_rematch():
                await self._broadcast(table)

    async def _refuse(self, session: Session, table: Table, rule: str, message: str, **params: Any) -> None:
        from cardtable.engine.api import Rejection

        rejection = Rejection.of(rule, message, **{k: v for k, v in params.items() if v is not None})
        await self._send(session, encode("rejected", seq=table.seq, rejection=rejection.to_json()))

    # -- computers -------------------------------------------------------------------------
    async def _computers(self, table: Table) -> None:
        """Let computers (and stand-ins) play while it is their turn; one at a time per table."""
        if table.code in self._thinking:
            return
        self._thinking.add(table.code)
        try:
            loop = asyncio.get_running_loop()
            while True:
                seat = table.computer_to_move() if self.tables.get(table.code) is table else None  # not retired
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
        """Every connected seat gets its own view; at the end, the whole record.
        Every change is broadcast, so this is where it is saved: a move, a
        taken seat or name, the start (a restarted host deals on)."""
        self.keeper.keep(table)
        sessions = list(self.sessions[table.code].items())
        if not sessions and not self.watchers.get(table.code):
            return
        if not table.started:  # waiting for players: nobody sees a card yet
            frame = encode("lobby", table=table.public())
            for session in [s for _seat, s in sessions] + list(self.watchers.get(table.code, ())):
                await self._send(session, frame)
            return
        # the shared parts are encoded once per change; a seat's frame carries
        # those that changed since its last update, and its own observation
        head, parts, held = _shared_parts(table)
        record = table.record()
        over = encode("over", record=record) if record is not None else None
        for seat, session in sessions:
            await self._send(session, _update(head, parts, held, session, _json(table.observation_for(seat))))
            if over is not None:
                await self._send(session, over)
        watchers = list(self.watchers.get(table.code, ()))
        if watchers:  # the spectators share one public observation
            public = _json(table.spectator_observation())
            for session in watchers:
                await self._send(session, _update(head, parts, held, session, public))
                if over is not None:
                    await self._send(session, over)

    async def _send(self, session: Session, text: str) -> None:
        if self.on_send is not None and session.table is not None and (session.seat is not None
                                                                        or session.spectator):
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


_MISBEHAVING = {Close.PROTOCOL_ERROR, Close.TOO_BIG, Close.TOO_FAST, Close.TOO_MANY, Close.BAD_TOKEN, Close.TIMEOUT}
_ENCODER = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False)  # made once: frames are many


LOOPBACK = frozenset({"127.0.0.1", "::1", "::ffff:127.0.0.1"})


def forwarded_address(headers: Any) -> str | None:
    """The client's address a reverse proxy put in the request: the last entry
    of ``X-Forwarded-For`` (the one the proxy itself added; the earlier ones
    are whatever the client claimed), else ``X-Real-IP``; None if neither is
    a valid IP address."""
    import ipaddress

    value = headers.get("X-Forwarded-For")
    candidate = value.split(",")[-1].strip() if value else (headers.get("X-Real-IP") or "").strip()
    try:
        return str(ipaddress.ip_address(candidate)) if candidate else None
    except ValueError:
        return None


def _json(value: Any) -> str:
    return _ENCODER.encode(value)


def _shared_parts(table: Table) -> tuple[str, dict[str, str], str]:
    """The parts of an update every window shares, encoded once per change."""
    shared = table.shared_update()
    held = ',"held":' + _json(shared["held"]) if "held" in shared else ""
    parts = {name: table.records_text() if name == "records" else _json(shared[name]) for name in UPDATE_PARTS}
    return '{"type":"update","seq":' + str(shared["seq"]), parts, held


def _update(head: str, parts: dict[str, str], held: str, session: Session, observation: str) -> str:
    """An update frame for one window: the shared parts it has not got yet, and ``observation``."""
    changed = "".join(f',"{name}":{text}' for name, text in parts.items() if session.sent.get(name) != text)
    session.sent.update(parts)
    return head + changed + held + ',"observation":' + observation + "}"


class _SocketSender(Sender):
    def __init__(self, connection: Any) -> None:
        self.connection = connection

    async def send(self, text: str) -> None:
        """Hand the frame to the connection without waiting for it to leave
        (``websockets.broadcast``: no coroutine per frame, a host serves
        thousands); a window that stopped reading while frames pile up
        (over MAX_BEHIND bytes) is closed instead of growing the host's memory."""
        from websockets.asyncio.server import broadcast

        transport = self.connection.transport
        if transport is not None and transport.get_write_buffer_size() > MAX_BEHIND:
            await self.close(Close.TIMEOUT, "the window stopped reading")
            return
        broadcast([self.connection], text)

    async def close(self, code: int, reason: str) -> None:
        """Close with ``code``; every close the host decides is logged with its reason."""
        address = self.connection.remote_address[0] if self.connection.remote_address else "?"
        log.log(logging.WARNING if code in _MISBEHAVING else logging.INFO,
                "closing the connection from %s: %d %s", address, code, reason)
        await self.connection.close(code, close_reason(reason))


def public_json(table: Table) -> str:
    """The public table as text (the discovery beacon and the lobby use it)."""
    return json.dumps(table.public(), separators=(",", ":"), ensure_ascii=False)


__all__ = ["Host", "Sender", "Session", "public_json"]
