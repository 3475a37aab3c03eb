"""The network host: tables, connections, limits and the computers' turns (asyncio, no Qt).

Why: one process (a thread of the desktop app, or the headless server) must
hold every table's real game and serve many windows at once without one
misbehaving window or table disturbing another. ``Host`` accepts WebSocket
connections (the ``websockets`` library), seats each one at its table
after a ``hello`` (table code, and a token to take a seat back), checks
every frame with ``protocol.read_client`` and hands it to the table; after
every change each connected seat gets its own ``update`` (``Table.
update_for``, built in ``frames``), queued in each connection's own outbox
(``connection``: the host never waits for a window, and nothing under a
table's lock waits for any connection), and the computers (or stand-ins)
play in the table's own task, thinking on a worker thread, while the
loop goes on serving and every person's messages are read. Limits: frame
size, message rate per connection, connections and failed joins per
network and per table code (``guard``), a deadline for the hello. The same
port serves the page a browser sits at the table with (``web_serve``:
plain HTTP GETs answered before any handshake) and admits WebSockets from
that page's own origin only (``web_origin``). Close codes:
``protocol.Close``. An operator's figures: ``metrics``. The transport is a
detail: ``Session`` is what a connection looks like to the tables, so
tests drive the same dispatch without sockets.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
import weakref
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

from cardtable import __version__
from cardtable.net.connection import BURST, MAX_BEHIND, RATE, Sender, Session, SocketSender
from cardtable.net.frames import shared_parts, update_frame
from cardtable.net.guard import LOOPBACK, JoinGuard, address_key, forwarded_address
from cardtable.net.host_saving import TableKeeper
from cardtable.net.lifecycle import Lifecycle, Lifetimes, is_finished, move_to_finished
from cardtable.net.metrics import Metrics, event, table_state
from cardtable.net.protocol import (
    MAX_CHAT,
    MAX_SPECTATORS,
    PROTOCOL,
    PROTOCOL_MIN,
    Close,
    Message,
    ProtocolError,
    clean_name,
    encode,
    normal_code,
    read_client,
    served_range,
)
from cardtable.net.rematch import REFUSED_REMATCH
from cardtable.net.table import REFUSED, JoinError, Table

log = logging.getLogger(__name__)

HELLO_SECONDS = 10.0  # a connection must finish the handshake, and then say hello, within this
PING_SECONDS, PONG_SECONDS = 20.0, 20.0  # a ping every 20 s; no answer in 20 s closes the connection
MAX_PER_ADDRESS = 64  # open connections from one address (a family's NAT, a test's robots)
MAX_TABLES = 5000  # tables one host holds (a server: 1,000 families of four with room)
TABLES_PER_ADDRESS = 16  # tables one address may open


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
        self.guard = JoinGuard()  # failed joins per network and per table code
        self._locks: dict[str, asyncio.Lock] = {}
        self._chains: dict[str, asyncio.Task[None]] = {}  # code -> the table's computers at play
        self._lapses: set[asyncio.TimerHandle] = set()  # the ends of the open proposals of another game
        self._lapses_running: set[asyncio.Task[None]] = set()
        self.keeper = TableKeeper(self.autosave_dir)  # every change of a table on disk (nothing without a folder)
        self.metrics = Metrics()  # moves and their latency, for an operator
        self.serve_metrics = False  # answer plain HTTP GET /metrics on the WebSocket port (``serve --metrics``)
        self._states: weakref.WeakKeyDictionary[Table, str] = weakref.WeakKeyDictionary()  # as last logged
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
        self._note_state(table)
        self.life.added(table.code)
        return table

    async def retire(self, code: str, reason: str) -> bool:
        """Let a table go (``lifecycle``): its connections closed with 4008 and
        ``reason`` (after the frames queued for them), its files written,
        closed and moved to ``finished/``, its counters released. False if
        there is no such table, or its computers are playing (the next sweep
        tries again)."""
        table = self.tables.get(code)
        if table is None or code in self._chains:
            return False
        async with self._locks[code]:
            gone = list(self.sessions.pop(code, {}).values()) + list(self.watchers.pop(code, set()))
            for session in gone:  # their close must not touch the table any more
                session.table, session.seat, session.spectator = None, None, False
                session.outbox.close_soon(Close.TABLE_CLOSED, reason)  # never waits
            del self.tables[code]
        del self._locks[code]
        self.life.forget(code)
        creator = self._creator.pop(code, None)
        if creator is not None:
            self._created[creator] -= 1
            if self._created[creator] <= 0:
                del self._created[creator]
        await self.keeper.forget(table)
        if self.autosave_dir is not None:
            try:
                await asyncio.to_thread(move_to_finished, self.autosave_dir, code, self.life.clock())
            except OSError:
                log.exception("table %s: its files could not be moved to finished/", code)
        event("table", table=code, state="retired", reason=reason)
        return True

    def prune_counters(self, now: float | None = None) -> None:
        """Forget what a retired table's racing messages left behind (the
        join guard forgets old failures by itself)."""
        for by_code in (self.sessions, self.watchers):
            for code in [code for code, held in by_code.items() if not held and code not in self.tables]:
                del by_code[code]

    def _note_state(self, table: Table) -> None:
        """Log a table's state (lobby, playing, over) when it changed."""
        state = table_state(table.started, table.over())
        if self._states.get(table) != state:
            self._states[table] = state
            event("table", table=table.code, state=state, game=table.rules.game_id, seq=table.seq)

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
        self._server = await serve(self._serve, host, port, max_size=MAX_FRAME, logger=SERVER_LOG,
                                   compression=None, ping_interval=ping_interval, ping_timeout=ping_timeout,
                                   open_timeout=open_timeout, close_timeout=2,
                                   server_header=f"cardtable/{__version__}", process_request=self._http)
        self.hello_seconds = open_timeout
        self.port = self._server.sockets[0].getsockname()[1]
        self.keeper.start()
        if self.retiring:
            self.life.start()
        return self.port

    async def close(self) -> None:
        await self.life.stop()
        for timer in self._lapses:
            timer.cancel()
        for code in list(self._chains):
            await self.stop_computers(code)
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
            self._server = None
        await self.keeper.close()  # what was played is on disk before the host goes

    def _http(self, connection: Any, request: Any) -> Any:
        """Plain HTTP on the WebSocket port, before any handshake: ``/metrics`` when serving them
        (``metrics``), then the page's paths, and a handshake from a foreign origin refused
        (``web_serve``); None: the handshake goes on."""
        from cardtable.net.metrics import http_response
        from cardtable.net.web_origin import OriginPolicy
        from cardtable.net.web_serve import WebServe, to_response

        if self.serve_metrics:
            answer = http_response(connection, request, self.metrics_text)
            if answer is not None:
                return answer
        if self.web is None:  # (a server started without ``start``, as some tests do)
            self.web = WebServe(OriginPolicy(self.origins))
        reply = self.web.respond(request.method, request.path, request.headers)
        return None if reply is None else to_response(reply)

    def metrics_text(self) -> str:
        """The host's figures in Prometheus' text format (``metrics.render``)."""
        from cardtable.net.metrics import render

        states = {"lobby": 0, "playing": 0, "over": 0}
        for table in self.tables.values():
            states[table_state(table.started, table.over())] += 1
        return render(states, sum(self._per_address.values()), sum(len(s) for s in self.sessions.values()),
                      sum(len(w) for w in self.watchers.values()), self.metrics)

    async def _serve(self, connection: Any) -> None:
        from websockets.exceptions import ConnectionClosed

        address = self._address(connection)
        # the limits count per network: an IPv6 /64 is one household, as one IPv4 address is
        session = Session(SocketSender(connection), address_key(address), rate=self.rate, burst=self.burst,
                          tokens=self.burst)
        try:
            if not await self.opened(session):
                return
            try:
                first = await asyncio.wait_for(connection.recv(), self.hello_seconds)
            except TimeoutError:
                await session.close(Close.TIMEOUT, "no hello")
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
            request = connection.request  # (None before the handshake)
            forwarded = forwarded_address(request.headers) if request is not None else None
            if forwarded is not None:
                return forwarded
        return address

    # -- one connection's life, transport-free ---------------------------------------------
    async def opened(self, session: Session) -> bool:
        if self._per_address[session.address] >= self.per_address:
            await session.close(Close.TOO_MANY, "too many connections from this address")
            return False
        self._per_address[session.address] += 1
        session.counted = True
        event("connection", action="open", address=session.address)
        session.last = time.monotonic()
        return True

    async def closed(self, session: Session) -> None:
        await session.outbox.finish()  # a close it was told (a bye, a refusal) goes out first
        session.outbox.stop()
        if session.counted:  # a connection refused as one too many leaves the count as it was
            session.counted = False
            self._per_address[session.address] -= 1
            if self._per_address[session.address] <= 0:  # a server meets many addresses: keep only the open ones
                del self._per_address[session.address]
        table, seat = session.table, session.seat
        event("connection", action="close", address=session.address, table=table.code if table else None,
              seat=seat, spectator=session.spectator or None)
        if table is not None and session.spectator:
            self.watchers[table.code].discard(session)
            return
        if table is None or seat is None or self.sessions[table.code].get(seat) is not session:
            return
        del self.sessions[table.code][seat]
        async with self._locks[table.code]:
            table.leave(seat)  # (the last person waited for gone: the others' next game may start)
            self._broadcast(table)
        self.wake_computers(table)

    async def received(self, session: Session, frame: str | bytes) -> bool:
        """Handle one frame; False once the connection was closed."""
        if not session.allow(time.monotonic()):
            await session.close(Close.TOO_FAST, "too many messages")
            return False
        try:
            message = read_client(frame)
        except ProtocolError as exc:
            if exc.code == Close.VERSION:
                self._send(session, encode("error", code=Close.VERSION, message=str(exc),
                                           detail={"host_protocol": PROTOCOL, "host_protocol_min": PROTOCOL_MIN,
                                                   "host_app": __version__}))
            await session.close(exc.code, str(exc))  # (cut to a close frame's size where it is sent)
            return False
        if session.table is None:
            if message.type == "create" and self.allow_create:
                return await self._create(session, message)
            if message.type != "hello":
                await session.close(Close.PROTOCOL_ERROR, "say hello first")
                return False
            return await self._hello(session, message)
        if message.type in ("hello", "create"):
            await session.close(Close.PROTOCOL_ERROR, "hello twice")
            return False
        if message.type == "bye":
            await session.close(1000, "bye")
            return False
        if session.spectator:
            await self._watching(session, message)
            return True
        await self._dispatch(session, message)
        return True

    async def _hello(self, session: Session, message: Message) -> bool:
        if not self.guard.address_allowed(session.address):
            await session.close(Close.TOO_MANY, "too many failed attempts; wait a minute")
            return False
        code = normal_code(message.get("code", ""))
        table = self.tables.get(code)
        if table is None:
            if self.autosave_dir is not None and code and is_finished(self.autosave_dir, code):
                await session.close(Close.TABLE_CLOSED, "this table has closed")  # retired: say so
                return False
            self.guard.failed(session.address)
            await session.close(Close.NO_TABLE, "no table has this code")
            return False
        token = message.get("token")
        if self.guard.code_locked(table.code) and not (token and table.seat_of_token(token) is not None):
            await session.close(Close.TOO_MANY, "too many wrong tries at this table; only its seats come back now")
            return False
        self.life.touch(code)
        if message.get("spectator"):
            return await self._watch(session, table, served_range(message.get("protocol")))
        lock = self._locks[table.code]  # (kept: a table that retires meanwhile leaves the host's map)
        async with lock:  # nothing under the lock waits for a connection
            try:
                seat = table.join(clean_name(message.get("name")), message.get("seat"), message.get("token"))
            except JoinError as exc:
                if exc.code == Close.BAD_TOKEN:
                    self.guard.failed(session.address, table.code)
                session.outbox.close_soon(exc.code, str(exc))
                seat = None
            fresh = seat is not None and not token
            if fresh:
                self.keeper.keep(table)  # the new seat and its token on their way to the disk
        if fresh:  # handed out only once a killed host would still know the token
            await self.keeper.written(table.code)
        async with lock:
            if seat is not None and self.tables.get(table.code) is not table:  # retired meanwhile
                session.outbox.close_soon(Close.TABLE_CLOSED, "this table has closed")
                seat = None
            if seat is not None:
                old = self.sessions[table.code].get(seat)
                session.table, session.seat = table, seat
                self.sessions[table.code][seat] = session
                if old is not None and old is not session:
                    old.table = old.seat = None  # its close must not free the seat
                    old.outbox.close_now(Close.REPLACED, "this seat connected again elsewhere")
                event("connection", action="seat", address=session.address, table=table.code, seat=seat,
                      again=(old is not None) or None)
                self._send(session, encode("welcome", protocol=PROTOCOL, app=__version__, seat=seat,
                                           token=table.seats[seat].token, table=table.public(),
                                           protocol_min=served_range(message.get("protocol"))))
                self._broadcast(table)
        if seat is None:
            await session.outbox.finish()
            return False
        self.wake_computers(table)
        return True

    async def _watch(self, session: Session, table: Table, protocol_min: int | None = None) -> bool:
        """Seat a spectator: no seat, no token; the public view from now on."""
        async with self._locks[table.code]:
            watchers = self.watchers[table.code]
            if len(watchers) >= MAX_SPECTATORS:
                session.outbox.close_soon(Close.NO_ROOM, "this table has as many spectators as it takes")
                full = True
            else:
                full = False
                session.table, session.spectator = table, True
                event("connection", action="watch", address=session.address, table=table.code)
                watchers.add(session)
                self._send(session, encode("welcome", protocol=PROTOCOL, protocol_min=protocol_min, app=__version__,
                                           table=table.public()))
                if not table.started:
                    self._send(session, encode("lobby", table=table.public()))
                else:
                    head, parts, held = shared_parts(table)
                    self._send(session, update_frame(head, parts, held, session.sent, table.spectator_text()))
                    record = table.record()
                    if record is not None:
                        self._send(session, encode("over", record=record))
        if full:
            await session.outbox.finish()
            return False
        return True

    async def _watching(self, session: Session, message: Message) -> None:
        """A spectator's message: moves and starts refused politely, the rest let be."""
        if message.type in ("act", "start", "stand_in", "rematch") and session.table is not None:
            self._refuse(session, session.table, "NET-8", "You are watching this table.")

    async def _create(self, session: Session, message: Message) -> bool:
        """Open a new table (a server's windows do, see ``allow_create``) and
        seat its creator at the first person's seat."""
        from cardtable.net.table import table_from_request

        if len(self.tables) >= MAX_TABLES or self._created[session.address] >= TABLES_PER_ADDRESS:
            await session.close(Close.TOO_MANY, "this host has no room for another table")
            return False
        try:
            table = table_from_request(message.get("game"), message.get("options"), message.get("seats"),
                                       name=clean_name(message.get("table_name")),
                                       taken=lambda code: code in self.tables)
        except ValueError as exc:
            await session.close(Close.PROTOCOL_ERROR, str(exc))
            return False
        self._created[session.address] += 1
        self._creator[table.code] = session.address
        self.add_table(table, admin=None)  # on a server any seated person may start
        await self.keeper.written(table.code)  # the code is handed out once the table is on disk
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
                self._send(other, frame)
            return
        async with self._locks[table.code]:
            if kind == "act":
                arrived = time.perf_counter()
                rejection = table.act(seat, message.get("seq"), message.get("action"))
                if rejection is not None:
                    self._send(session, encode("rejected", seq=table.seq, rejection=rejection.to_json()))
                    return
            elif kind == "ready":
                if not table.mark_ready(seat, message.get("seq")):
                    self.keeper.keep(table)  # who is ready survives a restart
                    return
            elif kind in ("start", "stand_in"):
                admin = table.admin
                if admin is not None and admin != seat and kind == "start":
                    self._refuse(session, table, "NET-6", "Only the host starts the game.")
                    return
                why = (table.start(bool(message.get("fill"))) if kind == "start"
                       else table.stand_in(message.get("seat"), seat))
                if why is not None:
                    reason = next((key for key, text in REFUSED.items() if text == why), None)
                    self._refuse(session, table, "NET-7", why, reason=reason)
                    return
            elif kind == "rematch":  # another game at the same table, once this one is over
                why = table.answer_rematch(seat, message.get("answer"))
                if why is not None:
                    reason = next((key for key, text in REFUSED_REMATCH.items() if text == why), None)
                    self._refuse(session, table, "NET-9", why, reason=reason)
                    return
                self._lapse_later(table)
            self._broadcast(table)
            if kind == "act":
                self.metrics.moved(time.perf_counter() - arrived)
        self.wake_computers(table)

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
        lock = self._locks.get(table.code)
        if lock is None or self.tables.get(table.code) is not table:
            return  # retired meanwhile
        async with lock:
            if table.lapse_rematch():
                self._broadcast(table)

    def _refuse(self, session: Session, table: Table, rule: str, message: str, **params: Any) -> None:
        from cardtable.engine.api import Rejection

        rejection = Rejection.of(rule, message, **{k: v for k, v in params.items() if v is not None})
        self._send(session, encode("rejected", seq=table.seq, rejection=rejection.to_json()))

    # -- computers -------------------------------------------------------------------------
    def wake_computers(self, table: Table) -> None:
        """Start the table's own task for its computers' (and stand-ins') turns
        if one is due and none runs: never inside a connection's handler, so
        a person's chat and bye are read while the computers think."""
        if table.code in self._chains or table.computer_to_move() is None:
            return
        task = asyncio.get_running_loop().create_task(self._computers(table), name=f"computers-{table.code}")
        self._chains[table.code] = task
        task.add_done_callback(self._chain_ended)

    def _chain_ended(self, task: asyncio.Task[None]) -> None:
        for code, chain in list(self._chains.items()):
            if chain is task:
                del self._chains[code]
        if not task.cancelled() and task.exception() is not None:
            log.error("the computers' turns stopped", exc_info=task.exception())

    async def computers_done(self, code: str) -> None:
        """Wait until the table's computers have played what is theirs to play (tests)."""
        while code in self._chains:
            await asyncio.wait({self._chains[code]})

    async def stop_computers(self, code: str) -> None:
        """Cancel the table's computers' turns (the table closes, the host stops)."""
        task = self._chains.pop(code, None)
        if task is not None:
            task.cancel()
            await asyncio.wait({task})

    async def _computers(self, table: Table) -> None:
        """Let computers (and stand-ins) play while it is their turn, one at a
        time (the table's own task: ``wake_computers``)."""
        loop = asyncio.get_running_loop()
        while True:
            seat = table.computer_to_move() if self.tables.get(table.code) is table else None  # not retired
            if seat is None:
                return
            seq, action = await loop.run_in_executor(None, table.think, seat)
            async with self._locks[table.code]:
                if table.computer_move(seat, seq, action):
                    self._broadcast(table)
                    self.metrics.moved()

    # -- sending ----------------------------------------------------------------------------
    def _broadcast(self, table: Table) -> None:
        """Every connected seat gets its own view; at the end, the whole record.
        Every change is broadcast, so this is where it is saved: a move, a
        taken seat or name, the start (a restarted host deals on); a move's
        journal line is written before anybody is shown the move."""
        self.keeper.keep(table)
        self._note_state(table)
        self._send_all(table)

    def _send_all(self, table: Table) -> None:
        """Queue the table's newest view for every window at it (nothing here waits)."""
        sessions = list(self.sessions[table.code].items())
        if not sessions and not self.watchers.get(table.code):
            return
        if not table.started:  # waiting for players: nobody sees a card yet
            frame = encode("lobby", table=table.public())
            for session in [s for _seat, s in sessions] + list(self.watchers.get(table.code, ())):
                self._send(session, frame)
            return
        # the shared parts are encoded once per change; a seat's frame carries
        # those that changed since its last update, and its own observation
        head, parts, held = shared_parts(table)
        record = table.record()
        over = encode("over", record=record) if record is not None else None
        for seat, session in sessions:
            self._send(session, update_frame(head, parts, held, session.sent, table.observation_text(seat)))
            if over is not None:
                self._send(session, over)
        watchers = list(self.watchers.get(table.code, ()))
        if watchers:  # the spectators share one public observation
            public = table.spectator_text()
            for session in watchers:
                self._send(session, update_frame(head, parts, held, session.sent, public))
                if over is not None:
                    self._send(session, over)

    def _send(self, session: Session, text: str) -> None:
        """Queue a frame for a window (its writer task sends it; nothing here waits)."""
        if self.on_send is not None and session.table is not None and (session.seat is not None
                                                                        or session.spectator):
            self.on_send(session.table, session.seat, text)
        session.outbox.put(text)


def public_json(table: Table) -> str:
    """The public table as text (the discovery beacon and the lobby use it)."""
    return json.dumps(table.public(), separators=(",", ":"), ensure_ascii=False)


__all__ = ["MAX_BEHIND", "Host", "Sender", "Session", "forwarded_address", "public_json"]
