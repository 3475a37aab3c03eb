"""The window's end of the network table: connect, say hello, follow the updates (asyncio, no Qt).

Why: every window at a network table (the hosting person's too), the robot
players of the tests and the benchmarks talk to a host the same way. A
``TableClient`` connects to ``ws://`` or ``wss://`` addresses, sends the
``hello`` with the table code (and, coming back, its seat's token), and
keeps the latest state of what the host said: the public table, its own
observation (read back into the engine's object by
``Rules.observation_from_json``), the score sheet, a held round end, the
record at the end. Every frame from the host is read strictly
(``protocol.read_host``); a broken one ends the connection rather than
reaching the table. The app's remote controller runs this in a thread and
turns it into Qt signals.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from cardtable import __version__
from cardtable.engine.api import EngineError
from cardtable.net.protocol import (
    PROTOCOL,
    Close,
    Message,
    ProtocolError,
    close_reason,
    encode,
    read_host,
)

if TYPE_CHECKING:
    from websockets.exceptions import ConnectionClosed

CHAT_KEPT = 100  # chat lines a client remembers


class TableClosed(Exception):
    """The connection ended; ``code`` is the close code (``protocol.Close`` or 1000/1006)."""

    def __init__(self, code: int, reason: str) -> None:
        super().__init__(f"{code}: {reason}")
        self.code = code
        self.reason = reason


@dataclass
class View:
    """What a client knows: its seat, its token and the host's last word on each thing."""

    seat: int | None = None
    token: str | None = None
    table: dict[str, Any] = field(default_factory=dict)
    seq: int = -1
    observation: Any = None  # the engine's observation object of this seat
    standings: list[dict[str, Any]] = field(default_factory=list)
    records: list[dict[str, Any]] = field(default_factory=list)
    held: list[Any] | None = None  # every seat's observation of a held round end
    record: dict[str, Any] | None = None  # the whole game, once it is over
    rejection: dict[str, Any] | None = None  # the last refusal of this seat's move
    chat: list[tuple[int, str, str | None, str | None]] = field(default_factory=list)
    error: dict[str, Any] | None = None  # the host's last ``error`` message (a version mismatch says both)
    welcomed: bool = False  # the host took the hello (a spectator's welcome has no seat)


class TableClient:
    """One connection to a host's table (see the module docstring)."""

    def __init__(self, url: str, code: str, name: str = "", *, seat: int | None = None,
                 token: str | None = None, app: str = __version__, protocol: int = PROTOCOL,
                 spectator: bool = False) -> None:
        self.url, self.code, self.name, self.spectator = url, code, name, spectator
        self.want_seat, self.view = seat, View(token=token)
        self.app, self.protocol = app, protocol
        self._connection: Any = None
        self.rules: Any = None

    async def connect(self, timeout: float = 10.0) -> View:
        """Connect and say hello; the view once the host has welcomed this seat.
        TableClosed if the host refused (its close code says why)."""
        from websockets.asyncio.client import connect
        from websockets.exceptions import ConnectionClosed

        from cardtable.net.protocol import MAX_HOST_FRAME

        self._connection = await asyncio.wait_for(
            connect(self.url, max_size=MAX_HOST_FRAME, compression=None, open_timeout=timeout,
                    ping_interval=20, ping_timeout=20, user_agent_header=f"cardtable/{self.app}"), timeout)
        await self._connection.send(encode("hello", protocol=self.protocol, app=self.app, code=self.code,
                                           name=self.name or None, seat=self.want_seat, token=self.view.token,
                                           spectator=True if self.spectator else None))
        try:
            while not self.view.welcomed:
                await self.receive(timeout)
        except ConnectionClosed as exc:
            raise self._closed(exc) from None
        return self.view

    def _closed(self, exc: ConnectionClosed) -> TableClosed:
        frame = exc.rcvd
        return TableClosed(frame.code if frame is not None else 1006, frame.reason if frame is not None else "")

    async def receive(self, timeout: float | None = None) -> Message:
        """The next message from the host, already applied to ``view``."""
        from websockets.exceptions import ConnectionClosed

        try:
            frame = await asyncio.wait_for(self._connection.recv(), timeout)
        except ConnectionClosed as exc:
            raise self._closed(exc) from None
        try:
            message = read_host(frame)
            self._apply(message)
        except (ProtocolError, EngineError) as exc:
            await self._connection.close(Close.PROTOCOL_ERROR, close_reason("a broken message from the host"))
            raise TableClosed(Close.PROTOCOL_ERROR, str(exc)[:200]) from None
        return message

    def _rules(self) -> Any:
        if self.rules is None:
            from cardtable.engine.registry import get_rules

            self.rules = get_rules(self.view.table.get("game"))
        return self.rules

    def _apply(self, message: Message) -> None:
        view = self.view
        kind = message.type
        if kind == "welcome":
            view.seat, view.token, view.table = message.get("seat"), message.get("token"), message.get("table")
            view.welcomed = True
        elif kind == "lobby":
            view.table = message.get("table")
        elif kind == "update":  # table, standings and records come only when they changed
            table = message.get("table", view.table)
            if table.get("game_number", 1) != view.table.get("game_number", 1):
                view.record = None  # the same people play again: a new game, not yet over
            view.table = table
            rules = self._rules()
            view.observation = rules.observation_from_json(message.get("observation"))
            view.seq = message.get("seq")
            view.standings = message.get("standings", view.standings)
            view.records = message.get("records", view.records)
            held = message.get("held")
            view.held = ([rules.observation_from_json(doc) for doc in held.get("observations", [])]
                         if isinstance(held, dict) else None)
            view.rejection = None
        elif kind == "rejected":
            view.rejection = message.get("rejection")
        elif kind == "over":
            view.record = message.get("record")
        elif kind == "error":
            view.error = dict(message.fields)
        elif kind == "chat":  # (seat, name, text or None, reaction or None); the last CHAT_KEPT
            view.chat.append((message.get("seat"), message.get("name"), message.get("text"),
                              message.get("reaction")))
            del view.chat[:-CHAT_KEPT]

    async def send(self, kind: str, **fields: Any) -> None:
        from websockets.exceptions import ConnectionClosed

        try:
            await self._connection.send(encode(kind, **fields))
        except ConnectionClosed as exc:
            raise self._closed(exc) from None

    async def act(self, action: Any) -> None:
        """Send a move (an engine action) against the last position seen."""
        await self.send("act", seq=self.view.seq, action=self._rules().action_to_json(action))

    async def close(self) -> None:
        if self._connection is not None:
            await self._connection.close()


async def play_robot(client: TableClient, policy: Any, *, timeout: float = 30.0) -> View:
    """Play the client's seat with ``policy`` until the game is over (tests,
    benchmarks): move when the observation offers legal actions, say ready
    at a held round end. The final view (with the record)."""
    view = client.view
    acted: tuple[int, bool] | None = None  # the position (and whether held) last answered
    while view.record is None:
        message = await client.receive(timeout)
        if message.type == "rejected":
            acted = None  # think again on the same position
        obs = view.observation
        here = (view.seq, view.held is not None)
        if obs is None or here == acted:
            continue
        if message.type == "update":
            policy.observe(obs)  # a computer player remembers what it saw
        if view.held is not None:
            acted = here
            await client.send("ready", seq=view.seq)
        elif obs.legal_actions:
            acted = here
            await client.act(policy.choose(obs))
    return view


__all__ = ["TableClient", "TableClosed", "View", "play_robot"]
