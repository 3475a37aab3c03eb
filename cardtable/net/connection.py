"""One connection's way out: a bounded queue of frames and the task that writes them.

Why: after every change of a table the host sends to every window at it,
while holding the table's lock. A window that stops reading (a laptop lid
shut mid-game, a stalled network, a spectator who knows the code and never
reads) must not hold up that table, the other tables or the loop. So the
host never waits for a connection: ``Outbox.put`` only queues a frame (or
hands it to a socket that has room for it at once); the connection's own
writer task sends what is queued, in order, and closes the connection when
it is told to. A window whose queue (with what its socket still holds)
passes ``MAX_QUEUED`` bytes is closed as too slow (``Close.TOO_SLOW``) by a
task of its own, its queue dropped: the app reconnects with its token and
gets the whole table in its next update. A connection that is gone (the
WebSocket layer's ``ConnectionClosed``) ends its writer quietly (its reader
notices); anything else a send raises is a bug and is logged with its
traceback. ``Sender`` is what a connection looks like to the host (tests
use fakes; ``SocketSender`` is a ``websockets`` connection); ``Session`` is
a connection at a table (its seat, its outbox, its rate limit).
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections import deque
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from cardtable.net.protocol import Close, close_reason

if TYPE_CHECKING:
    from cardtable.net.table import Table

log = logging.getLogger("cardtable.net.host")

MAX_QUEUED = 1024 * 1024  # bytes waiting for a window that does not read before it is closed as too slow
MAX_BEHIND = MAX_QUEUED  # (the same bound, for what the socket itself still holds)
WRITE_NOW = 64 * 1024  # a socket holding less than this takes a frame at once (no task, no wait)
RATE = 20.0  # messages per second a connection may send on average ...
BURST = 40  # ... and at once
CLOSE_SECONDS = 5.0  # a close (after the frames queued before it) waits at most this for the connection
_MISBEHAVING = {Close.PROTOCOL_ERROR, Close.TOO_BIG, Close.TOO_FAST, Close.TOO_MANY, Close.BAD_TOKEN, Close.TIMEOUT}


class Sender:
    """What the host needs of a connection: send a text frame, close with a code."""

    async def send(self, text: str) -> None:  # pragma: no cover - interface
        raise NotImplementedError

    async def close(self, code: int, reason: str) -> None:  # pragma: no cover - interface
        raise NotImplementedError

    def write_now(self, text: str) -> bool:
        """Hand ``text`` over at once if that cannot block (a socket with room
        in its buffer); False: the writer task sends it with ``send``."""
        return False

    def waiting(self) -> int:
        """Bytes handed over but not yet taken by the other side (a socket's buffer)."""
        return 0


def _gone(exc: BaseException) -> bool:
    """Whether a send failed because the connection is closed (not a bug)."""
    from websockets.exceptions import ConnectionClosed

    return isinstance(exc, ConnectionClosed)


class Outbox:
    """One connection's frames on their way out, in order, never awaited by the host."""

    def __init__(self, sender: Sender, limit: int = MAX_QUEUED) -> None:
        self.sender = sender
        self.limit = limit
        self.closing = False  # a close was asked for: later frames are dropped
        self._queue: deque[str] = deque()
        self._bytes = 0
        self._close: tuple[int, str] | None = None
        self._task: asyncio.Task[None] | None = None

    @property
    def queued(self) -> int:
        """Bytes of frames waiting in the queue."""
        return self._bytes

    def put(self, text: str) -> None:
        """Queue a frame (or hand it over at once); never waits. A window that
        has more than ``limit`` bytes waiting is closed as too slow."""
        if self.closing:
            return
        if self._task is None:
            try:
                if self.sender.write_now(text):
                    return
            except Exception as exc:  # as in ``_run``: gone, or a bug said with its traceback
                self._failed(exc)
                return
        self._queue.append(text)
        self._bytes += len(text)
        if self._bytes + self.sender.waiting() > self.limit:
            self.too_slow()
            return
        self._start()

    def too_slow(self) -> None:
        """Close the connection as too slow (``close_now``)."""
        self.close_now(Close.TOO_SLOW, "too slow: the window stopped reading")

    def close_now(self, code: int, reason: str) -> None:
        """Drop what waits and close the connection in a task of its own, even
        while a send of its writer hangs (a window too slow, or replaced by a
        newer connection: what it was still to get is of no use)."""
        if self._close is not None and self._close[0] == code:
            return
        self._queue.clear()
        self._bytes = 0
        self.closing = True
        self._close = (code, reason)
        if self._task is not None:
            self._task.cancel()
            self._task = None
        self._start()

    def close_soon(self, code: int, reason: str) -> None:
        """Close after the frames queued so far (the first close asked for wins); never waits."""
        if self.closing:
            return
        self.closing = True
        self._close = (code, reason)
        self._start()

    async def finish(self) -> None:
        """Wait (at most ``CLOSE_SECONDS``) until the queued frames and the close went out."""
        task = self._task
        if task is None:
            return
        done, _pending = await asyncio.wait({task}, timeout=CLOSE_SECONDS)
        if not done:
            log.info("a connection did not take its frames in %.0f s: given up", CLOSE_SECONDS)
            self.stop()

    async def close(self, code: int, reason: str) -> None:
        """Close after the queued frames and wait for it (a connection's own handler does, never a table)."""
        self.close_soon(code, reason)
        await self.finish()

    def stop(self) -> None:
        """The connection is gone: drop what waits, end the writer."""
        self.closing = True
        self._queue.clear()
        self._bytes = 0
        self._close = None
        if self._task is not None:
            self._task.cancel()
            self._task = None

    def _failed(self, exc: Exception) -> None:
        """A send raised: nothing more goes to this connection; a bug (not
        a connection that is gone) is logged with its traceback."""
        self.closing = True
        self._queue.clear()
        self._bytes = 0
        if not _gone(exc):
            log.error("sending to a connection failed", exc_info=exc)

    def _start(self) -> None:
        if self._task is None:
            self._task = asyncio.get_running_loop().create_task(self._run())

    async def _run(self) -> None:
        try:
            while self._queue:
                text = self._queue.popleft()
                self._bytes -= len(text)
                await self.sender.send(text)
            if self._close is not None:
                code, reason = self._close
                self._close = None
                await asyncio.wait_for(self.sender.close(code, reason), CLOSE_SECONDS)
        except asyncio.CancelledError:
            raise
        except TimeoutError:
            log.info("a connection did not close in %.0f s", CLOSE_SECONDS)
        except Exception as exc:  # the connection went (its reader notices), or a bug: said with its traceback
            self._failed(exc)
        finally:
            if self._task is asyncio.current_task():
                self._task = None


class SocketSender(Sender):
    """A ``websockets`` server connection as the host's ``Sender``."""

    def __init__(self, connection: Any) -> None:
        self.connection = connection

    def write_now(self, text: str) -> bool:
        """Write the frame straight into the socket's buffer when it has room
        (``websockets.broadcast``: no task, no wait; a host serves thousands)."""
        from websockets.asyncio.server import broadcast

        transport = self.connection.transport
        if transport is None or transport.get_write_buffer_size() > WRITE_NOW:
            return False
        broadcast([self.connection], text)
        return True

    def waiting(self) -> int:
        transport = self.connection.transport
        return transport.get_write_buffer_size() if transport is not None else 0

    async def send(self, text: str) -> None:
        await self.connection.send(text)  # waits while the socket's buffer is full (the window reads slowly)

    async def close(self, code: int, reason: str) -> None:
        """Close with ``code``; every close the host decides is logged with its reason."""
        address = self.connection.remote_address[0] if self.connection.remote_address else "?"
        log.log(logging.WARNING if code in _MISBEHAVING else logging.INFO,
                "closing the connection from %s: %d %s", address, code, reason)
        await self.connection.close(code, close_reason(reason))  # at most a close frame's 123 bytes


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
    outbox: Outbox = field(init=False)  # its frames on their way out (the host never waits for them)

    def __post_init__(self) -> None:
        self.outbox = Outbox(self.sender)

    async def close(self, code: int, reason: str) -> None:
        """Close after the frames queued so far (its own handler waits; a table never does)."""
        await self.outbox.close(code, reason)

    def allow(self, now: float) -> bool:
        """Token bucket: ``rate`` messages per second, ``burst`` at once."""
        self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


__all__ = ["BURST", "CLOSE_SECONDS", "MAX_BEHIND", "MAX_QUEUED", "RATE", "Outbox", "Sender", "Session",
           "SocketSender"]
