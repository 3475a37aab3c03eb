"""A network table's host for the window tests: a ``Host`` on its own loop in a thread.

Shared by the tests that put real windows at a table over 127.0.0.1 (playing,
chat and stand-in, joining from the LAN list); tests/ui/conftest.py gives
them as the ``host`` fixture and checks after every test that no network
thread is left running.
"""

from __future__ import annotations

import asyncio
import json
import threading

from cardtable.engine.registry import get_rules
from cardtable.net.host import Host
from cardtable.net.table import COMPUTER, PERSON, SeatSlot, Table

CODE = "ABC234"
GAME_OPTIONS = {"phase10": {"phases": [1, 2]}, "skipbo": {"stock_size": 5}}  # Phase 10: two rounds at least


class HostThread:
    """A ``Host`` with one table (2 persons, 1 computer; or ``table``, whose
    code is ``CODE``) on a loop in a thread; ``grace``: the seconds before a
    computer may stand in. Every frame the host sent is kept in ``frames``
    (the message and "to": the seat)."""

    def __init__(self, seed: int = 3, game: str = "phase10", grace: float | None = None,
                 table: Table | None = None) -> None:
        if table is None:
            rules = get_rules(game)
            options = rules.options_from_json({"players": 3, **GAME_OPTIONS[game]})
            seats = [SeatSlot("", PERSON), SeatSlot("", PERSON), SeatSlot("Robo", COMPUTER, "easy")]
            extra = {} if grace is None else {"grace": grace}
            table = Table(rules, options, seed, seats, code=CODE, name="Family", **extra)
        self.table = table
        self.frames: list[dict] = []
        self._listening: list = []  # servers closed by ``pause`` (their connections go on)
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, name="test-host", daemon=True)
        self.thread.start()
        self.host: Host = self.run(self._open())
        self.url = f"ws://127.0.0.1:{self.host.port}"

    async def _open(self) -> Host:
        host = Host(rate=10_000, burst=10_000,
                    on_send=lambda _t, seat, text: self.frames.append({"to": seat, **json.loads(text)}))
        host.add_table(self.table)
        await host.start("127.0.0.1", 0)
        return host

    def run(self, coroutine, timeout: float = 10.0):
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop).result(timeout)

    def drop(self, seat: int) -> None:
        """Cut a seat's connection from the host's side (no close frame: a lost network)."""
        async def cut() -> None:
            self.host.sessions[CODE][seat].sender.connection.transport.abort()

        self.run(cut())

    def pause(self, seat: int) -> None:
        """Cut ``seat``'s connection (no close frame: a lost network) and accept
        no new connection until ``resume``: the seat stays away."""
        async def cut() -> None:
            self._listening.append(self.host._server)
            self.host._server.close(close_connections=False)
            self.host.sessions[CODE][seat].sender.connection.transport.abort()

        self.run(cut())

    def resume(self) -> None:
        async def listen() -> None:
            from websockets.asyncio.server import serve

            self.host._server = await serve(self.host._serve, "127.0.0.1", self.host.port, origins=[None],
                                            compression=None)

        self.run(listen())

    def send_to(self, seat: int, frame: str) -> None:
        """A frame from the host to ``seat`` as it is (a hostile or broken host)."""
        async def send() -> None:
            self.host._send(self.host.sessions[CODE][seat], frame)

        self.run(send())

    def stop(self) -> None:
        if self.loop.is_closed():
            return

        async def cut_paused() -> None:  # a paused server waits for its connections to end
            for server in self._listening:
                for connection in list(server.connections):
                    connection.transport.abort()

        self.run(cut_paused())
        self.run(self.host.close())
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(5)
        self.loop.close()


def network_threads() -> list[threading.Thread]:
    """The network threads still running: clients, the test host, a window's table host."""
    from cardtable.net.background import THREAD_NAME

    names = ("test-host", THREAD_NAME)  # the app's network loop (its connections, its hosted table)
    return [t for t in threading.enumerate() if t.name in names and t.is_alive()]
