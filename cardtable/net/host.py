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

The host is built in three layers, one idea each: ``host_tables.TableHost``
(the tables, who is at each, their computers' turns, the frames after each
change), ``host_connections.ConnectionHost`` (a connection's life without a
socket: seated, its messages, closed) and ``Host`` here (the WebSocket
server around them: listening, plain HTTP on the same port, the handshake).
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

from cardtable import __version__
from cardtable.net.connection import BURST, MAX_BEHIND, RATE, Sender, Session, SocketSender
from cardtable.net.guard import LOOPBACK, address_key, forwarded_address
from cardtable.net.host_connections import MAX_TABLES, TABLES_PER_ADDRESS, ConnectionHost
from cardtable.net.host_tables import MAX_PER_ADDRESS
from cardtable.net.lifecycle import Lifetimes
from cardtable.net.metrics import table_state
from cardtable.net.protocol import Close
from cardtable.net.table import Table

log = logging.getLogger(__name__)

HELLO_SECONDS = 10.0  # a connection must finish the handshake, and then say hello, within this
PING_SECONDS, PONG_SECONDS = 20.0, 20.0  # a ping every 20 s; no answer in 20 s closes the connection


class Host(ConnectionHost):
    """Every table of one host process and the connections at them, served over WebSockets."""

    def __init__(self, *, autosave_dir: str | Path | None = None,
                 on_send: Callable[[Table, int | None, str], None] | None = None,
                 rate: float = RATE, burst: int = BURST, per_address: int = MAX_PER_ADDRESS,
                 lifetimes: Lifetimes | None = None) -> None:
        super().__init__(autosave_dir=autosave_dir, on_send=on_send, rate=rate, burst=burst,
                         per_address=per_address, lifetimes=lifetimes)
        self.trust_proxy = False  # connections from this machine are a reverse proxy's: read whom it forwards
        self.serve_metrics = False  # answer plain HTTP GET /metrics on the WebSocket port (``serve --metrics``)
        self._server: Any = None
        self.port: int | None = None
        self.hello_seconds = HELLO_SECONDS
        self.retiring = False  # a server retires its tables (the sweep runs while it serves)
        self.origins: tuple[str, ...] = ()  # web origins admitted besides the page's own (a reverse proxy's)
        self.web: Any = None  # the page's paths (``web_serve.WebServe``), made by ``start``

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
        self.stopping = False
        self.keeper.start()
        if self.retiring:
            self.life.start()
        return self.port

    async def close(self) -> None:
        self.stopping = True  # the connections closed below wake no computer again
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


def public_json(table: Table) -> str:
    """The public table as text (the discovery beacon and the lobby use it)."""
    return json.dumps(table.public(), separators=(",", ":"), ensure_ascii=False)


__all__ = ["HELLO_SECONDS", "MAX_BEHIND", "MAX_PER_ADDRESS", "MAX_TABLES", "TABLES_PER_ADDRESS", "Host", "Sender", "Session",
           "forwarded_address", "public_json"]
