"""A window's connection to a host's table: a ``TableClient`` on the app's network loop.

Why: the window's event loop must never wait for a socket, and the
``websockets`` client is asyncio. ``RemoteLink`` runs one task on the app's
network loop (``net.network_loop``, one thread shared by every connection
and the hosted table): it connects, follows the host's messages and posts each
one (with a copy of the client's ``View``) to the UI thread through a
queued Qt signal; the UI thread hands it messages to send through
``send``. When the connection drops it connects again with the seat's
token, with growing pauses, for about a minute (``RECONNECT_SECONDS``);
a refusal that cannot get better (another version, no such table, a taken
seat, a token the table does not know, a closed table) ends it at once.
``stop`` ends the task (and lets go of the network loop).
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import logging
import threading
import time
from concurrent.futures import Future
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal

from cardtable.net.client import TableClient, TableClosed
from cardtable.net.network_loop import NETWORK
from cardtable.net.protocol import PROTOCOL, Close

log = logging.getLogger(__name__)

RECONNECT_SECONDS = 60.0
FIRST_PAUSE, LONGEST_PAUSE = 0.25, 8.0
#: close codes after which trying again cannot help
FINAL = frozenset({Close.VERSION, Close.NO_TABLE, Close.SEAT_TAKEN, Close.BAD_TOKEN, Close.TABLE_CLOSED,
                   Close.REPLACED, Close.PROTOCOL_ERROR, Close.TOO_BIG})
#: the code of a connection that could not be made at all, or came back no more
UNREACHABLE = 1006


class _Inbox(QObject):
    """Lives in the UI thread; ``arrived`` is emitted on the network loop's thread."""

    arrived = Signal(str, object)  # kind ("welcome", "update", …, "reconnecting", "failed"), payload


class RemoteLink:
    """One connection of a window to a table: one seat's (see the module docstring)."""

    def __init__(self, url: str, code: str, name: str, deliver: Any, *, protocol: int = PROTOCOL,
                 reconnect_seconds: float = RECONNECT_SECONDS, seat: int | None = None,
                 spectator: bool = False, token: str | None = None) -> None:
        self.url, self.code, self.name, self.protocol = url, code, name, protocol
        self.seat, self.spectator = seat, spectator  # the seat asked for; watching only
        self.token = token  # a seat's token to take it back (each of the hosting window's seats)
        self.reconnect_seconds = reconnect_seconds
        self._inbox = _Inbox()
        self._inbox.arrived.connect(deliver, Qt.ConnectionType.QueuedConnection)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._main: asyncio.Task[None] | None = None
        self._outbox: asyncio.Queue[tuple[str, dict[str, Any]]] | None = None
        self.client: TableClient | None = None
        self._started = threading.Event()
        self._stopping = False  # ``stop`` was called: never connect again
        self._done: Future[None] | None = None  # the task on the network loop
        self._released = threading.Event()  # the task ended and let go of the network loop

    # -- the UI thread's side -------------------------------------------------------
    def start(self) -> None:
        loop = NETWORK.acquire()
        self._loop = loop
        self._done = asyncio.run_coroutine_threadsafe(self._run(), loop)
        self._done.add_done_callback(self._ended)
        self._started.wait(5.0)

    def _ended(self, _task: Future[None]) -> None:
        """The task ended (stopped, or by itself: a final refusal): the loop is let go once."""
        self._started.set()
        NETWORK.release()
        self._released.set()

    def send(self, kind: str, **fields: Any) -> None:
        """Queue a message for the host (dropped while the connection is down)."""
        loop, outbox = self._loop, self._outbox
        if loop is not None and outbox is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(outbox.put_nowait, (kind, fields))

    def stop(self, timeout: float = 5.0) -> None:
        """Close the connection and end the task. The cancel is repeated
        until the task ends: Python 3.11's ``asyncio.wait_for`` can swallow a
        cancel that comes just as what it waits for completes (a close
        handshake ending), and the task would connect again."""
        self._stopping = True
        done = self._done
        if done is None:
            return
        deadline = time.monotonic() + timeout
        while not done.done() and time.monotonic() < deadline:
            loop, main = self._loop, self._main
            if loop is not None and main is not None and not loop.is_closed():
                with contextlib.suppress(RuntimeError):
                    loop.call_soon_threadsafe(main.cancel)
            with contextlib.suppress(Exception):  # (ended: cancelled, or by its own error)
                done.result(0.1)
        if self._released.wait(max(0.0, deadline - time.monotonic())):
            NETWORK.settle(max(0.0, deadline - time.monotonic()))  # the last user: its thread has ended

    @property
    def alive(self) -> bool:
        return self._done is not None and not self._done.done()

    # -- on the network loop ---------------------------------------------------------
    def _post(self, kind: str, payload: Any = None) -> None:
        with contextlib.suppress(RuntimeError):  # the window is gone
            self._inbox.arrived.emit(kind, payload)

    async def _run(self) -> None:
        self._outbox = asyncio.Queue()
        self._main = asyncio.current_task()
        self._started.set()
        with contextlib.suppress(asyncio.CancelledError):
            await self._follow()

    async def _follow(self) -> None:
        token: str | None = self.token
        welcomed = token is not None  # seated (a token), or watching: worth coming back to
        pause, since = FIRST_PAUSE, None
        loop = asyncio.get_running_loop()
        try:
            while True:
                client = TableClient(self.url, self.code, self.name, token=token, protocol=self.protocol,
                                     seat=None if welcomed else self.seat, spectator=self.spectator)
                self.client = client
                try:
                    view = await client.connect(10.0)
                    token, pause, since, welcomed = view.token, FIRST_PAUSE, None, True
                    self._post("welcome", _copy(view))
                    await self._pump(client)
                    code, reason = UNREACHABLE, ""
                except TableClosed as exc:
                    code, reason = exc.code, exc.reason
                    if code in FINAL or not welcomed:
                        self._post("failed", (code, reason, client.view.error))
                        return
                except (OSError, TimeoutError, ValueError) as exc:
                    code, reason = UNREACHABLE, str(exc)[:200]
                except Exception as exc:  # websockets' handshake errors (an address that is no table)
                    code, reason = UNREACHABLE, f"{type(exc).__name__}: {exc}"[:200]
                finally:
                    with contextlib.suppress(Exception):
                        await asyncio.wait_for(client.close(), 2.0)
                if not welcomed:  # never seated: nothing to come back to
                    self._post("failed", (code, reason, client.view.error))
                    return
                since = loop.time() if since is None else since
                if loop.time() - since > self.reconnect_seconds:
                    self._post("failed", (UNREACHABLE, reason, None))
                    return
                if self._stopping:
                    return
                self._post("reconnecting", (code, reason))
                await asyncio.sleep(pause)
                pause = min(pause * 2, LONGEST_PAUSE)
        except asyncio.CancelledError:
            raise
        except Exception:  # never let the thread die silently
            log.exception("network client failed")
            self._post("failed", (UNREACHABLE, "internal error", None))

    async def _pump(self, client: TableClient) -> None:
        """Follow the host until the connection ends (TableClosed); after the
        record of a game came too, for the same people may play again at the table."""
        assert self._outbox is not None
        while not self._outbox.empty():  # moves meant for a position of the lost connection
            self._outbox.get_nowait()
        sender = asyncio.create_task(self._send_all(client))
        try:
            while True:
                message = await client.receive(None)
                # a chat line goes alone (the view's copy is for the table's state)
                self._post(message.type, dict(message.fields) if message.type == "chat" else _copy(client.view))
        finally:
            sender.cancel()
            # not ``await sender``: a ``stop`` (this task cancelled) arriving just
            # now must end the loop, not be taken for the sender's own cancel
            await asyncio.wait([sender])
            if not sender.cancelled():
                sender.exception()  # (retrieved: a lost connection is the reader's news)

    async def _send_all(self, client: TableClient) -> None:
        assert self._outbox is not None
        while True:
            kind, fields = await self._outbox.get()
            try:
                if kind == "act":
                    await client.act(fields["action"])
                else:
                    await client.send(kind, **fields)
            except TableClosed:
                return  # the reader notices too


def _copy(view: Any) -> Any:
    """A copy the UI thread may keep (the network thread replaces the fields, never edits them)."""
    return dataclasses.replace(view, chat=list(view.chat))


__all__ = ["FINAL", "RECONNECT_SECONDS", "UNREACHABLE", "RemoteLink"]
