"""Close reasons and protocol versions.

A close reason is cut to what a WebSocket close frame carries (123 bytes of
UTF-8, on a character boundary): a message type of forty Chinese characters
is refused with 4000 through a real connection on 127.0.0.1, not with 1011
and a traceback. The host serves a range of client protocol versions and its
``welcome`` says which (``protocol``, ``protocol_min``).
"""

from __future__ import annotations

import asyncio
import json
import logging

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from cardtable.engine.registry import get_rules
from cardtable.net import protocol
from cardtable.net.host import Host, Sender, Session
from cardtable.net.protocol import (
    MAX_CLOSE_REASON,
    PROTOCOL,
    PROTOCOL_MIN,
    RANGE_SAID_FROM,
    Close,
    close_reason,
    encode,
    read_host,
)
from cardtable.net.table import SeatSlot, Table


@pytest.mark.parametrize("text", ["short", "a" * 200, "中" * 100, "é" * 100, "a" + "😀" * 40, "中" * 41])
def test_a_close_reason_fits_a_close_frame_on_a_character_boundary(text):
    cut = close_reason(text)
    assert len(cut.encode("utf-8")) <= MAX_CLOSE_REASON
    assert text.startswith(cut)
    assert len(cut.encode("utf-8")) > MAX_CLOSE_REASON - 4 or cut == text  # no more cut than needed


def test_a_long_chinese_reason_closes_with_its_code_through_a_real_connection(caplog):
    async def run() -> int | None:
        host = Host()
        port = await host.start("127.0.0.1", 0)
        try:
            async with connect(f"ws://127.0.0.1:{port}", compression=None, ping_interval=None) as ws:
                await ws.send(json.dumps({"type": "中" * 40}, ensure_ascii=False))
                try:
                    while True:
                        await asyncio.wait_for(ws.recv(), 5)
                except ConnectionClosed as exc:
                    return exc.rcvd.code if exc.rcvd is not None else None
        finally:
            await host.close()

    with caplog.at_level(logging.INFO):
        code = asyncio.run(run())
    assert code == Close.PROTOCOL_ERROR
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR or r.exc_info]


class Fake(Sender):
    def __init__(self) -> None:
        self.frames: list[str] = []
        self.closed: int | None = None

    async def send(self, text: str) -> None:
        self.frames.append(text)

    def write_now(self, text: str) -> bool:  # takes every frame at once, as a socket with room does
        self.frames.append(text)
        return True

    async def close(self, code: int, reason: str) -> None:
        self.closed = code


async def _hello(version: int) -> Fake:
    rules = get_rules("skipbo")
    host = Host()
    host.add_table(Table(rules, rules.options_from_json({"players": 2, "stock_size": 5}), 1,
                         [SeatSlot("A"), SeatSlot("B")], code="VER234"))
    fake = Fake()
    session = Session(fake, "127.0.0.1")
    await host.opened(session)
    await host.received(session, encode("hello", protocol=version, app="t", code="VER234"))
    return fake


def test_the_welcome_says_the_range_to_a_client_that_reads_it(monkeypatch):
    monkeypatch.setattr(protocol, "PROTOCOL", RANGE_SAID_FROM)  # a client (and host) of the next version
    welcome = read_host(asyncio.run(_hello(RANGE_SAID_FROM)).frames[0])
    assert welcome.type == "welcome" and welcome.get("protocol_min") == PROTOCOL_MIN


def test_a_protocol_2_client_gets_the_welcome_its_strict_reader_takes(monkeypatch):
    """A window of protocol 2 refuses unknown fields: its welcome has none."""
    fields = dict(protocol.HOST["welcome"])
    del fields["protocol_min"]
    monkeypatch.setitem(protocol.HOST, "welcome", fields)  # the reader of a protocol-2 window
    welcome = read_host(asyncio.run(_hello(2)).frames[0])
    assert welcome.type == "welcome" and welcome.get("protocol") == PROTOCOL


def test_every_version_in_the_range_is_served_and_none_outside(monkeypatch):
    monkeypatch.setattr(protocol, "PROTOCOL_MIN", PROTOCOL - 1)
    assert asyncio.run(_hello(PROTOCOL - 1)).closed is None  # an older client still plays
    assert asyncio.run(_hello(PROTOCOL)).closed is None
    for version in (PROTOCOL - 2, PROTOCOL + 1):
        fake = asyncio.run(_hello(version))
        assert fake.closed == Close.VERSION
        error = json.loads(fake.frames[0])
        assert error["detail"]["host_protocol"] == PROTOCOL
