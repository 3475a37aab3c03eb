"""Bad connections on real sockets (127.0.0.1): each gets a clear close code
and a line in the log, and a game at another table goes on undisturbed.

Hostile frames reuse the engine CLI's hostile-JSON ideas (integers past
Python's digit limit, deep nesting, bad UTF-8, wrong types); then oversized
frames, a flood, a window that never says hello, a half-finished handshake,
and a window that stops answering (half-open) after taking its seat.
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import json
import logging
import os
import socket

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from cardtable.engine.registry import get_rules
from cardtable.net.client import TableClient
from cardtable.net.connection import Outbox, SocketSender
from cardtable.net.host import Host
from cardtable.net.protocol import MAX_FRAME, PROTOCOL, Close, encode
from cardtable.net.table import SeatSlot, Table

HUGE = "9" * 5000  # past sys.get_int_max_str_digits() (4300)
HOSTILE = [
    '{"type": "hello", "protocol": ' + HUGE + ', "app": "x", "code": "ABC234"}',
    '{"type": "hello", "protocol": 2, "app": "x", "code": ' + "[" * 3000 + "]" * 3000 + "}",
    "[" * 20000,
    '{"type": "hello", "protocol": 2, "app": "x", "code": "ABC234", "seat": 1e999}',
    '{"type": "hello", "protocol": 2, "app": "x", "code": "ABC234", "extra": 1}',
    '{"type": "act", "seq": 0, "action": {}}',  # before hello
    '{"type": "hello", "protocol": true, "app": "x", "code": "ABC234"}',
    '"just a string"',
    "\ud800",  # a lone surrogate: not valid UTF-8 on the wire
]


def _tables() -> tuple[Table, Table, Table]:
    rules = get_rules("skipbo")
    options = rules.options_from_json({"players": 2, "stock_size": 5})
    a = Table(rules, options, 5, [SeatSlot("A0"), SeatSlot("A1")], code="ABC234")
    b = Table(rules, options, 6, [SeatSlot("B0"), SeatSlot("B1")], code="XYZ789")
    c = Table(rules, options, 7, [SeatSlot("C0"), SeatSlot("C1")], code="CDE234")
    return a, b, c


async def _close_code(port: int, frame: str | bytes) -> int | None:
    async with connect(f"ws://127.0.0.1:{port}", compression=None, max_size=None, ping_interval=None) as ws:
        try:
            if isinstance(frame, str) and "\ud800" in frame:
                await ws.send(frame.encode("utf-8", "surrogatepass"), text=True)  # invalid UTF-8 in a text frame
            else:
                await ws.send(frame)
            while True:
                await asyncio.wait_for(ws.recv(), 5)
        except ConnectionClosed as exc:
            return exc.rcvd.code if exc.rcvd is not None else None
    return None


def _ws_frame(text: str) -> bytes:
    """One masked text frame, as a client writes it (for the raw-socket cases)."""
    data = text.encode()
    mask = os.urandom(4)
    head = bytes([0x81, 0x80 | len(data)]) if len(data) < 126 else bytes([0x81, 0x80 | 126]) + len(data).to_bytes(2)
    return head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(data))


async def _scenario(caplog) -> dict:
    host = Host(rate=50, burst=20)
    for table in _tables():
        host.add_table(table)
    port = await host.start("127.0.0.1", 0, ping_interval=0.3, ping_timeout=0.6, open_timeout=1.0)
    out: dict = {}
    try:
        # a game at table B: two windows that keep playing through everything below
        b0, b1 = (TableClient(f"ws://127.0.0.1:{port}", "XYZ789", n) for n in ("B0", "B1"))
        await b0.connect()
        await b1.connect()
        await b0.send("start")
        out["hostile"] = [await _close_code(port, frame) for frame in HOSTILE]
        out["oversized"] = await _close_code(port, "x" * (MAX_FRAME + 10))

        # a flood after a proper hello
        async with connect(f"ws://127.0.0.1:{port}", compression=None, ping_interval=None) as ws:
            await ws.send(encode("hello", protocol=PROTOCOL, app="t", code="CDE234", name="Flood"))
            try:
                for _ in range(200):
                    await ws.send(encode("chat", text="la"))
                while True:
                    await asyncio.wait_for(ws.recv(), 5)
            except ConnectionClosed as exc:
                out["flood"] = exc.rcvd.code if exc.rcvd else None

        # a window that connects and never says hello
        async with connect(f"ws://127.0.0.1:{port}", compression=None, ping_interval=None) as ws:
            try:
                while True:
                    await asyncio.wait_for(ws.recv(), 5)
            except ConnectionClosed as exc:
                out["silent"] = exc.rcvd.code if exc.rcvd else None

        # half a handshake: the host hangs up after open_timeout
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        writer.write(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n")
        await writer.drain()
        out["half_handshake_closed"] = await asyncio.wait_for(reader.read(), 5) is not None
        writer.close()

        # half-open: takes seat A1, then never reads or answers a ping again
        a0 = TableClient(f"ws://127.0.0.1:{port}", "ABC234", "A0")
        await a0.connect()
        raw = socket.create_connection(("127.0.0.1", port))
        key = base64.b64encode(os.urandom(16)).decode()
        raw.sendall((f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                     f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
        raw.sendall(_ws_frame(encode("hello", protocol=PROTOCOL, app="t", code="ABC234", name="Gone")))
        seats: list = []
        for _ in range(40):  # the seat is taken, then given up when the pings go unanswered
            with contextlib.suppress(TimeoutError):
                await a0.receive(0.25)
            seats = a0.view.table["seats"]
            if seats[1]["joined"] and not seats[1]["connected"]:
                break
        out["half_open_seen_as_gone"] = seats[1]["joined"] and not seats[1]["connected"]
        raw.close()
        await a0.close()

        # table B is still playing: a move goes through
        for window in (b0, b1):  # read what came meanwhile
            with contextlib.suppress(TimeoutError):
                while True:
                    await window.receive(0.2)
        mover = b0 if b0.view.observation.current == b0.view.seat else b1
        before = mover.view.seq
        await mover.act(mover.view.observation.legal_actions[0])
        while mover.view.seq == before:
            await mover.receive(5)
        out["table_b_moved"] = mover.view.seq == before + 1
        await b0.close()
        await b1.close()
    finally:
        await host.close()
    return out


def test_bad_connections_get_a_close_code_and_a_log_line_and_disturb_nothing(caplog):
    caplog.set_level(logging.INFO, logger="cardtable.net.host")
    out = asyncio.run(_scenario(caplog))
    assert out["hostile"][:5] == [Close.PROTOCOL_ERROR] * 5, out["hostile"]
    assert out["hostile"][5:8] == [Close.PROTOCOL_ERROR] * 3, out["hostile"]
    assert out["hostile"][8] == 1007  # invalid UTF-8: the WebSocket layer's own code
    assert out["oversized"] == 1009  # "message too big"
    assert out["flood"] == Close.TOO_FAST
    assert out["silent"] == Close.TIMEOUT
    assert out["half_handshake_closed"]
    assert out["half_open_seen_as_gone"]
    assert out["table_b_moved"]
    logged = "\n".join(r.getMessage() for r in caplog.records)
    for code in (Close.PROTOCOL_ERROR, Close.TOO_FAST, Close.TIMEOUT):
        assert f": {code} " in logged, logged
    assert "lost" in logged  # the half-open window


@pytest.mark.parametrize("frame", [json.dumps({"type": "hello", "protocol": PROTOCOL, "app": "x", "code": "ABC234",
                                               "name": "x" * 41})])
def test_a_name_too_long_is_refused(frame):
    async def run():
        host = Host()
        host.add_table(_tables()[0])
        port = await host.start("127.0.0.1", 0)
        try:
            return await _close_code(port, frame)
        finally:
            await host.close()
    assert asyncio.run(run()) == Close.PROTOCOL_ERROR


def test_a_window_that_stops_reading_is_closed_instead_of_piling_up_frames():
    from cardtable.net import host as host_module

    class Transport:
        def __init__(self, waiting):
            self.waiting = waiting

        def get_write_buffer_size(self):
            return self.waiting

    class Connection:
        remote_address = ("127.0.0.1", 5)

        def __init__(self, waiting):
            self.transport = Transport(waiting)
            self.closed = None

        async def close(self, code, reason):
            self.closed = code

    async def run() -> None:
        outbox = Outbox(SocketSender(behind))
        outbox.put("{}")
        await outbox.finish()

    behind = Connection(host_module.MAX_BEHIND + 1)
    asyncio.run(run())
    assert behind.closed == Close.TOO_SLOW


async def _connect_as(port: int, forwarded: str | None) -> int | None:
    """Open a connection (with the header a reverse proxy adds) and say hello;
    the close code if the host refuses it, else None (left open)."""
    headers = {"X-Forwarded-For": forwarded} if forwarded else None
    ws = await connect(f"ws://127.0.0.1:{port}", compression=None, ping_interval=None, additional_headers=headers)
    _OPEN.append(ws)
    try:
        await ws.send(encode("hello", protocol=PROTOCOL, app="t", code="ABC234", spectator=True))
        await asyncio.wait_for(ws.recv(), 5)
    except ConnectionClosed as exc:
        return exc.rcvd.code if exc.rcvd is not None else None
    return None


_OPEN: list = []


@pytest.mark.parametrize("trust", [True, False])
def test_behind_a_reverse_proxy_the_limit_counts_each_forwarded_address(trust):
    async def scenario() -> list[int | None]:
        host = Host(per_address=1)
        host.trust_proxy = trust
        host.add_table(_tables()[0])
        port = await host.start("127.0.0.1", 0)
        try:
            codes = [await _connect_as(port, f"203.0.113.{i}") for i in (1, 2, 3)]  # three people, one proxy
            codes += [await _connect_as(port, "198.51.100.9, 203.0.113.1")]  # a claimed address is not believed
            return codes
        finally:
            for ws in _OPEN:
                await ws.close()
            _OPEN.clear()
            await host.close()

    codes = asyncio.run(scenario())
    if trust:  # each person their own count: the last is 203.0.113.1's second connection (not 198.51.100.9's first)
        assert codes == [None, None, None, Close.TOO_MANY]
    else:  # the proxy's one address: everybody after the first is one too many
        assert codes == [None, Close.TOO_MANY, Close.TOO_MANY, Close.TOO_MANY]


def test_a_forwarded_address_is_read_from_what_the_proxy_added():
    from cardtable.net.host import forwarded_address

    assert forwarded_address({"X-Forwarded-For": "10.0.0.1, 192.0.2.7"}) == "192.0.2.7"
    assert forwarded_address({"X-Real-IP": " 2001:db8::1 "}) == "2001:db8::1"
    assert forwarded_address({"X-Forwarded-For": "not an address"}) is None
    assert forwarded_address({}) is None
