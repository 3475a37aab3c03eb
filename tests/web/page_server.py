"""The tests' own server of the browser page: a real ``Host`` on 127.0.0.1
whose port also answers plain HTTP GETs with the page's files, the card art
and the translation catalogs, the WebSocket at ``/ws``. It stands in for the
host's own page serving (same routes: ``/`` and ``/t/CODE`` the page,
``/static/…``, ``/cards/<game>/<name>.svg``, ``/i18n/<lang>.json``) until
that is in the host (the Origin check is off then, loopback only); where the
host serves the page (``cardtable.net.web_serve``), the real host is used."""

from __future__ import annotations

import asyncio
import json
import mimetypes
import threading
from pathlib import Path
from typing import Any

from catalog import ROOT, catalog

from cardtable.engine.registry import get_rules
from cardtable.net.host import Host
from cardtable.net.table import COMPUTER, SeatSlot, Table

try:  # once the host serves the page itself, the tests use exactly that (its routes, its Origin check)
    import cardtable.net.web_serve  # noqa: F401

    HOST_SERVES_PAGE = True
except ImportError:
    HOST_SERVES_PAGE = False

STATIC = ROOT / "cardtable" / "web" / "static"
CARDS = ROOT / "assets" / "cards"
TYPES = {".js": "text/javascript", ".css": "text/css", ".html": "text/html", ".svg": "image/svg+xml",
         ".json": "application/json"}


def _file(folder: Path, name: str) -> Path | None:
    path = (folder / name).resolve()
    if folder.resolve() not in path.parents or not path.is_file():
        return None
    return path


def _respond(connection: Any, request: Any) -> Any:
    from websockets.datastructures import Headers
    from websockets.http11 import Response

    path = request.path.split("?")[0]
    if path == "/ws" or "websocket" in request.headers.get("Upgrade", "").lower():
        return None  # a handshake: the page's at /ws, the app's at /
    body: bytes | None = None
    kind = "text/plain"
    if path == "/" or path.startswith("/t/"):
        found = _file(STATIC, "index.html")
    elif path.startswith("/static/"):
        found = _file(STATIC, path[len("/static/"):])
    elif path.startswith("/cards/"):
        found = _file(CARDS, path[len("/cards/"):])
    elif path.startswith("/i18n/") and path.endswith(".json"):
        lang = path[len("/i18n/"):-len(".json")]
        found = None
        if lang in ("en", "de", "zh_TW"):
            body, kind = json.dumps(catalog(lang), ensure_ascii=False).encode(), "application/json"
    else:
        found = None
    if found is not None:
        body = found.read_bytes()
        kind = TYPES.get(found.suffix, mimetypes.guess_type(found.name)[0] or "application/octet-stream")
    if body is None:
        return Response(404, "Not Found", Headers([("Content-Type", "text/plain")]), b"not found")
    headers = Headers([("Content-Type", kind + ("; charset=utf-8" if kind.startswith("text") or "json" in kind
                                                else "")),
                       ("Content-Length", str(len(body))), ("Cache-Control", "no-store"),
                       ("Content-Security-Policy", "default-src 'self'; script-src 'self'; style-src 'self'; "
                                                   "img-src 'self'; connect-src 'self'; object-src 'none'")])
    return Response(200, "OK", headers, body)


async def _start(host: Host) -> int:
    """``Host.start`` with the page's routes before the host's own and no Origin check."""
    from websockets.asyncio.server import serve

    def respond(connection: Any, request: Any) -> Any:
        return _respond(connection, request) or host._http(connection, request)

    host._server = await serve(host._serve, "127.0.0.1", 0, max_size=64 * 1024, origins=None,
                               compression=None, process_request=respond, close_timeout=2)
    host.port = host._server.sockets[0].getsockname()[1]
    host.keeper.start()
    return host.port


class PageServer:
    """A host with the page, running in a thread of its own (``url``, ``add``)."""

    def __init__(self) -> None:
        self.host = Host(rate=10_000, burst=10_000)
        self.frames: list[str | bytes] = []  # every frame the pages sent, to check against the protocol
        received = self.host.received

        async def recording(session: Any, frame: str | bytes) -> bool:
            self.frames.append(frame)
            return await received(session, frame)

        self.host.received = recording  # type: ignore[method-assign]
        self.loop = asyncio.new_event_loop()
        self.port = 0
        ready = threading.Event()

        def run() -> None:
            asyncio.set_event_loop(self.loop)
            starting = self.host.start("127.0.0.1", 0) if HOST_SERVES_PAGE else _start(self.host)
            self.port = self.loop.run_until_complete(starting)
            ready.set()
            self.loop.run_forever()

        self.thread = threading.Thread(target=run, daemon=True)
        self.thread.start()
        ready.wait(10)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def add(self, game: str, options: dict[str, Any], kinds: list[str], code: str, seed: int = 7) -> Table:
        """Open a table (``kinds``: "person" / "computer" per seat) with ``code``."""
        rules = get_rules(game)
        opts = rules.options_from_json({**options, "players": len(kinds)})
        seats = [SeatSlot("" if kind != COMPUTER else f"Computer {i + 1}", kind,
                          "easy" if kind == COMPUTER else None) for i, kind in enumerate(kinds)]
        table = Table(rules, opts, seed, seats, code=code, name="Family")
        self.loop.call_soon_threadsafe(self.host.add_table, table)
        return table

    def close(self) -> None:
        asyncio.run_coroutine_threadsafe(self.host.close(), self.loop).result(10)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)


def drop(server: PageServer, code: str, seat: int, close_code: int = 1001) -> None:
    """The host closes ``seat``'s connection (a lost network, a restart's going away)."""
    async def _drop() -> None:
        session = server.host.sessions[code][seat]
        await session.close(close_code, "going away")

    asyncio.run_coroutine_threadsafe(_drop(), server.loop).result(10)
