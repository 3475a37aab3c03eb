"""A host's tables: their state, their computers' turns and what goes out to their windows (no Qt).

Why apart from ``host``: ``TableHost`` is what every way into a table
shares: the tables and who sits at them, a lock per table (nothing under it
waits for a connection), a table's retirement with its counters released,
the table's own task for its computers' (and stand-ins') turns, thinking on
a worker thread, and the broadcast after every change: each connected seat
its own ``update`` queued in its connection's outbox (``connection``), and
every change kept on disk first (``host_saving``). ``host_connections`` adds
a connection's life; ``host.Host`` the WebSocket server around both.
"""

from __future__ import annotations

import asyncio
import logging
import weakref
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path

from cardtable.net.connection import BURST, RATE, Session
from cardtable.net.frames import shared_parts, update_frame
from cardtable.net.guard import JoinGuard
from cardtable.net.host_saving import TableKeeper
from cardtable.net.lifecycle import Lifecycle, Lifetimes, move_to_finished
from cardtable.net.metrics import Metrics, event, table_state
from cardtable.net.protocol import Close, encode
from cardtable.net.table import Table

log = logging.getLogger("cardtable.net.host")

MAX_PER_ADDRESS = 64  # open connections from one address (a family's NAT, a test's robots)


class TableHost:
    """Every table of one host process, who is at each, their computers and their frames."""

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
        self._per_address: dict[str, int] = defaultdict(int)
        self._created: dict[str, int] = defaultdict(int)  # tables in play opened per address
        self._creator: dict[str, str] = {}  # code -> the address that opened it (``create``)
        self.allow_create = False  # a server lets windows open tables (``create``)
        self.guard = JoinGuard()  # failed joins per network and per table code
        self._locks: dict[str, asyncio.Lock] = {}
        self._chains: dict[str, asyncio.Task[None]] = {}  # code -> the table's computers at play
        #: the host is closing: its computers were stopped and nothing starts them
        #: again (the connections it closes meanwhile end as a person's leaving does)
        self.stopping = False
        self._lapses: set[asyncio.TimerHandle] = set()  # the ends of the open proposals of another game
        self._lapses_running: set[asyncio.Task[None]] = set()
        self.keeper = TableKeeper(self.autosave_dir)  # every change of a table on disk (nothing without a folder)
        self.metrics = Metrics()  # moves and their latency, for an operator
        self._states: weakref.WeakKeyDictionary[Table, str] = weakref.WeakKeyDictionary()  # as last logged
        self.life = Lifecycle(self, lifetimes)  # when tables retire (``lifecycle``)

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
                await self.keeper.off_loop(move_to_finished, self.autosave_dir, code, self.life.clock())
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

    # -- computers -------------------------------------------------------------------------
    def wake_computers(self, table: Table) -> None:
        """Start the table's own task for its computers' (and stand-ins') turns
        if one is due and none runs: never inside a connection's handler, so
        a person's chat and bye are read while the computers think."""
        if self.stopping or table.code in self._chains or table.computer_to_move() is None:
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
        time (the table's own task: ``wake_computers``), thinking on the host's workers."""
        while True:
            seat = table.computer_to_move() if self.tables.get(table.code) is table else None  # not retired
            if seat is None:
                return
            seq, action = await self.keeper.off_loop(table.think, seat)
            async with self._locks[table.code]:
                if table.computer_move(seat, seq, action):
                    self._broadcast(table)
                    self.metrics.moved()
                elif table.seq == seq and table.computer_to_move() == seat:
                    return  # no move to make (never in a real game): stop rather than ask again

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


__all__ = ["MAX_PER_ADDRESS", "TableHost"]
