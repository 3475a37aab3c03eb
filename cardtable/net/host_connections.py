"""One connection's life at a host, transport-free: opened, seated, its messages, closed (no Qt).

Why apart from ``host``: what a connection may do is the host's rules for
windows, and tests drive it without sockets (``Session`` with a fake
``Sender``). ``ConnectionHost`` counts connections per network, takes the
first message (``hello`` to sit or watch, ``create`` to open a table on a
server), checks every frame with ``protocol.read_client`` and hands the
rest to the table under its lock: moves, ready, start, stand-ins, another
game. A seat or a table is on disk before its welcome goes out, and a game
before anybody sees a card (``host_saving.TableKeeper.written``). Limits:
frame rate per connection, connections and failed joins per network and
per table code (``guard``).
"""

from __future__ import annotations

import asyncio
import time
from typing import Any

from cardtable import __version__
from cardtable.net.connection import Session
from cardtable.net.frames import shared_parts, update_frame
from cardtable.net.host_tables import TableHost
from cardtable.net.lifecycle import is_finished
from cardtable.net.metrics import event
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

MAX_TABLES = 5000  # tables one host holds (a server: 1,000 families of four with room)
TABLES_PER_ADDRESS = 16  # tables one address may open


class ConnectionHost(TableHost):
    """The host's tables (``TableHost``) and what each connection does at them."""

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
        from cardtable.net.new_tables import table_from_request

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
                if kind == "start":  # nobody sees a card before a killed host would still know the game began
                    self.keeper.keep(table)
                    await self.keeper.written(table.code)  # (a disk write: the lock keeps the table's view back)
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


__all__ = ["MAX_TABLES", "TABLES_PER_ADDRESS", "ConnectionHost"]
