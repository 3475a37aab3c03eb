"""Which origins may open a WebSocket at the host: its own page's, the named ones, and no other.

Real handshakes on 127.0.0.1: a foreign site is refused with 403 before any
WebSocket opens; the page served by this host (``Origin`` = the request's
own ``Host``) and the desktop app (no ``Origin``) sit down.
"""

from __future__ import annotations

import asyncio

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import InvalidStatus

from cardtable.engine.registry import get_rules
from cardtable.net.host import Host
from cardtable.net.protocol import PROTOCOL, encode, read_host
from cardtable.net.table import SeatSlot, Table
from cardtable.net.web_origin import OriginPolicy, known_host, normal_origin

CODE = "K7QM2X"


def _table() -> Table:
    rules = get_rules("skipbo")
    return Table(rules, rules.options_from_json({"players": 2, "stock_size": 5}), 3,
                 [SeatSlot(""), SeatSlot("")], code=CODE)


async def _hello(port: int, path: str = "/ws", origin: str | None = None, host_header: str | None = None) -> str:
    """Open a WebSocket the way a browser would; the host's first answer (``welcome``) or the HTTP status."""
    name = host_header or f"127.0.0.1:{port}"  # (the socket goes to 127.0.0.1 whatever the name)
    try:
        async with connect(f"ws://{name}{path}", host="127.0.0.1", port=port, origin=origin,  # type: ignore[arg-type]
                           compression=None, open_timeout=5) as ws:
            await ws.send(encode("hello", protocol=PROTOCOL, app="web", code=CODE, spectator=True))
            return read_host(await asyncio.wait_for(ws.recv(), 5)).type
    except InvalidStatus as exc:
        return str(exc.response.status_code)


def _run(origins: tuple[str, ...], *attempts: tuple[str, str | None, str | None]) -> list[str]:
    async def run() -> list[str]:
        host = Host()
        host.origins = origins
        host.add_table(_table())
        port = await host.start("127.0.0.1", 0)
        try:
            results = []
            for path, origin, host_header in attempts:
                origin = origin.replace("PORT", str(port)) if origin else None
                host_header = host_header.replace("PORT", str(port)) if host_header else None
                results.append(await _hello(port, path, origin, host_header))
            return results
        finally:
            await host.close()

    return asyncio.run(run())


def test_a_foreign_origin_is_refused_and_the_page_and_the_app_are_admitted() -> None:
    results = _run((), ("/ws", "https://evil.example", None), ("/", "https://evil.example", None),
                   ("/ws", "http://127.0.0.1:PORT", None), ("/", None, None), ("/ws", None, None),
                   ("/ws", "null", None), ("/ws", "http://127.0.0.1:1", None), ("/static/x.js", None, None))
    assert results == ["403", "403", "welcome", "welcome", "welcome", "403", "403", "404"]


def test_a_rebound_name_is_not_taken_for_the_page() -> None:
    """A foreign name pointed at the host's address sends that name in Host and Origin: refused."""
    results = _run((), ("/ws", "http://evil.example:PORT", "evil.example:PORT"),
                   ("/ws", "http://localhost:PORT", "localhost:PORT"))
    assert results == ["403", "welcome"]


def test_a_reverse_proxy_origin_is_admitted_when_named() -> None:
    results = _run(("https://cards.example.org",), ("/ws", "https://cards.example.org", "127.0.0.1:PORT"),
                   ("/ws", "https://cards.example.org.evil.example", None), ("/ws", "http://cards.example.org", None))
    assert results == ["welcome", "403", "403"]


def test_origins_are_compared_as_browsers_send_them() -> None:
    assert normal_origin("HTTPS://Cards.Example.org:443/") == "https://cards.example.org"
    assert normal_origin("http://[::1]:8765") == "http://[::1]:8765"
    for bad in ("cards.example.org", "ftp://x", "https://x/path", "https://u:p@x", "null", "https://x:99999"):
        with pytest.raises(ValueError):
            normal_origin(bad)
    policy = OriginPolicy()
    assert policy.admits("http://192.168.1.20:8765", "192.168.1.20:8765")
    assert policy.admits("http://[::1]:8765", "[::1]:8765")
    assert not policy.admits("http://192.168.1.20:8765", "192.168.1.20:8766")
    assert not policy.admits("http://192.168.1.20:8765", None)
    assert known_host("127.0.0.1:80") and known_host("[::1]") and not known_host("evil.example:8765")
