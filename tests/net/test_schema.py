"""The protocol's JSON Schema agrees with the host's strict readers, both ways.

Every frame the Python client sends in a whole game at a real host (and
every kind of message it can send) validates against ``#/$defs/client``;
every frame the host sends validates against ``#/$defs/host``; and each
broken message the reader refuses, the schema refuses too.
"""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
from pathlib import Path

import pytest

from cardtable.ai.base import make_policy
from cardtable.engine.registry import get_rules
from cardtable.net.client import TableClient, play_robot
from cardtable.net.host import Host, Session
from cardtable.net.protocol import CLIENT, HOST, PROTOCOL, ProtocolError, read_client, read_host
from cardtable.net.schema import schema, schema_bytes
from cardtable.net.table import COMPUTER, SeatSlot, Table
from testsupport.json_schema import check

ROOT = Path(__file__).resolve().parents[2]


def _record_frames() -> tuple[list[str], list[str]]:
    """A whole Skip-Bo game of two robot windows and a computer, then every other message; the frames
    the host received and sent."""
    received: list[str] = []
    sent: list[str] = []
    rules = get_rules("skipbo")
    seats = [SeatSlot("A"), SeatSlot("B"), SeatSlot("C", COMPUTER, "easy")]
    table = Table(rules, rules.options_from_json({"players": 3, "stock_size": 5}), 4, seats, code="ABC234")

    async def run() -> None:
        host = Host(rate=10_000, burst=10_000, on_send=lambda _t, _s, text: sent.append(text))
        real = host.received

        async def recording(session: Session, frame: str | bytes) -> bool:
            received.append(frame if isinstance(frame, str) else frame.decode("utf-8", "replace"))
            return await real(session, frame)

        host.received = recording  # type: ignore[method-assign]
        host.add_table(table)
        port = await host.start("127.0.0.1", 0)
        try:
            url = f"ws://127.0.0.1:{port}"
            clients = [TableClient(url, "abc-234", f"Robot {i}") for i in range(2)]
            for client in clients:
                await client.connect()
            watcher = TableClient(url, "ABC234", spectator=True)
            await watcher.connect()
            await clients[0].send("chat", text="Hello there")
            await clients[1].send("chat", reaction="good_game")
            await clients[0].send("start", fill=True)
            await asyncio.wait_for(asyncio.gather(*[
                play_robot(c, make_policy("skipbo", "easy", c.view.seat, 3)) for c in clients]), 120)
            await clients[0].send("ready", seq=clients[0].view.seq)  # (Skip-Bo holds no round end)
            await clients[0].send("rematch", answer="propose")
            await clients[1].send("rematch", answer="decline")
            await clients[0].send("stand_in", seat=1)
            back = TableClient(url, "ABC234", token=clients[1].view.token)
            await back.connect()
            for client in (clients[0], watcher, back):  # (clients[1] was replaced by ``back``)
                await client.send("bye")
            for client in (*clients, watcher, back):
                await client.close()
            await asyncio.sleep(0.1)
        finally:
            await host.close()

    asyncio.run(run())
    return received, sent


@pytest.fixture(scope="module")
def frames() -> tuple[list[str], list[str]]:
    return _record_frames()


def test_every_frame_the_python_client_sends_validates(frames: tuple[list[str], list[str]]) -> None:
    received, _sent = frames
    doc = schema()
    kinds = set()
    for frame in received:
        message = json.loads(frame)
        kinds.add(message["type"])
        assert check(message, doc, "client") == [], frame
    assert kinds == set(CLIENT) - {"create"}  # (create: below)
    create = {"type": "create", "protocol": PROTOCOL, "app": "0.1.0", "game": "skipbo", "options": {},
              "seats": [{"kind": "person"}], "name": "Oma", "table_name": "Family"}
    assert check(create, doc, "client") == []
    read_client(json.dumps(create))


def test_every_frame_the_host_sends_validates(frames: tuple[list[str], list[str]]) -> None:
    _received, sent = frames
    doc = schema()
    kinds = set()
    for frame in sent:
        message = json.loads(frame)
        kinds.add(message["type"])
        assert check(message, doc, "host") == [], frame[:200]
        read_host(frame)
    assert {"welcome", "lobby", "update", "rejected", "over", "chat"} <= kinds


BROKEN = [
    {"type": "hello", "protocol": PROTOCOL, "app": "x", "code": "ABC234", "extra": 1},
    {"type": "hello", "protocol": PROTOCOL, "app": "x"},
    {"type": "hello", "protocol": PROTOCOL + 1, "app": "x", "code": "ABC234"},
    {"type": "hello", "protocol": True, "app": "x", "code": "ABC234"},
    {"type": "hello", "protocol": PROTOCOL, "app": "x", "code": "ABC234", "name": "n" * 41},
    {"type": "hello", "protocol": PROTOCOL, "app": "x", "code": "ABC234", "seat": 10**10},
    {"type": "hello", "protocol": PROTOCOL, "app": "x", "code": "ABC234", "seat": "1"},
    {"type": "act", "seq": 1},
    {"type": "act", "seq": 1, "action": []},
    {"type": "chat"},
    {"type": "chat", "text": "hi", "reaction": "nice"},
    {"type": "chat", "reaction": "boo"},
    {"type": "chat", "text": "x" * 201},
    {"type": "rematch", "answer": "maybe"},
    {"type": "start", "fill": 1},
    {"type": "dance"},
    {"type": "bye", "now": True},
]


@pytest.mark.parametrize("message", BROKEN, ids=[json.dumps(m)[:60] for m in BROKEN])
def test_what_the_reader_refuses_the_schema_refuses(message: dict) -> None:
    with pytest.raises(ProtocolError):
        read_client(json.dumps(message))
    assert check(message, schema(), "client") != []


def test_the_schema_has_every_message_of_both_sides() -> None:
    defs = schema()["$defs"]
    assert {name for name in defs if name.startswith("client.")} == {f"client.{kind}" for kind in CLIENT}
    assert {name for name in defs if name.startswith("host.")} == {f"host.{kind}" for kind in HOST}


def test_the_command_prints_the_served_schema() -> None:
    done = subprocess.run([sys.executable, "-m", "cardtable.net", "schema"], capture_output=True, cwd=ROOT,
                          timeout=60, check=True)
    assert done.stdout.strip() == schema_bytes().strip()
