"""The app's one network thread: an asyncio loop its connections and its hosted table share.

Why: the window's event loop must never wait for a socket, and the
``websockets`` client and server are asyncio. Each connection of a window
(one per person at this computer) and the hosted table used to run a loop
in a thread of its own; they now share this one. ``NETWORK.acquire()``
starts the loop's thread for its first user and hands out the loop;
``release()`` by the last user stops the loop and ends the thread, so an
app that is not at a network table runs no network thread. Work on the loop
is handed over with ``asyncio.run_coroutine_threadsafe`` or
``loop.call_soon_threadsafe``. No Qt.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading

THREAD_NAME = "cardtable-network"


class NetworkLoop:
    """One asyncio loop in one daemon thread, alive while somebody uses it."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._users = 0
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._ending: list[threading.Thread] = []  # threads of loops asked to stop

    def acquire(self) -> asyncio.AbstractEventLoop:
        """The running loop, its thread started for the first user."""
        with self._lock:
            if self._loop is None:
                loop = asyncio.new_event_loop()
                thread = threading.Thread(target=_serve, args=(loop,), name=THREAD_NAME, daemon=True)
                thread.start()
                self._loop, self._thread = loop, thread
            self._users += 1
            return self._loop

    def release(self, timeout: float = 10.0) -> None:
        """One user less; the last one stops the loop (and, unless it is on
        the loop's own thread, waits up to ``timeout`` for the thread to end)."""
        with self._lock:
            self._users -= 1
            if self._users > 0 or self._loop is None:
                return
            loop, thread = self._loop, self._thread
            self._loop, self._thread = None, None
            if thread is not None:
                self._ending.append(thread)
            loop.call_soon_threadsafe(loop.stop)
        self.settle(timeout)

    def settle(self, timeout: float = 10.0) -> None:
        """Wait up to ``timeout`` for the threads of stopped loops to end (not from their own thread)."""
        with self._lock:
            ending = [t for t in self._ending if t is not threading.current_thread()]
        for thread in ending:
            thread.join(timeout)
        with self._lock:
            self._ending = [t for t in self._ending if t.is_alive()]

    @property
    def running(self) -> bool:
        with self._lock:
            return self._thread is not None and self._thread.is_alive()


def _serve(loop: asyncio.AbstractEventLoop) -> None:
    """The network thread: the loop until it is stopped, then wound down and closed."""
    asyncio.set_event_loop(loop)
    try:
        loop.run_forever()
    finally:
        with contextlib.suppress(Exception):  # name lookups of a listening socket used asyncio's pool
            loop.run_until_complete(loop.shutdown_asyncgens())
            loop.run_until_complete(loop.shutdown_default_executor())
        loop.close()


#: the app's one network loop
NETWORK = NetworkLoop()

__all__ = ["NETWORK", "THREAD_NAME", "NetworkLoop"]
