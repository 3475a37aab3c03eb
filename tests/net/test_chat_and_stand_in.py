"""The table's talk and the stand-in on the host's side, without sockets.

A chat message carries a line or a preset reaction id (never both, never an
unknown id, never an extra field: the strict readers refuse them on both
sides); the host relays it to every seat with the sender's seat and name; a
stand-in asked too early is refused with NET-7 and a reason the window can
say in words; the public table tells how long a missing person has been
away and the host's grace time.
"""

from __future__ import annotations

import asyncio

import pytest
from window_fakes import Window as Fake

from cardtable.engine.registry import get_rules
from cardtable.net.host import Host, Session
from cardtable.net.protocol import (
    MAX_CHAT,
    PROTOCOL,
    REACTIONS,
    ProtocolError,
    encode,
    read_client,
    read_host,
)
from cardtable.net.table import COMPUTER, PERSON, SeatSlot, Table


@pytest.mark.parametrize("reaction", REACTIONS)
def test_every_preset_reaction_reads(reaction):
    assert read_client(encode("chat", reaction=reaction)).get("reaction") == reaction
    assert read_host(encode("chat", seat=1, name="Oma", reaction=reaction)).get("reaction") == reaction


@pytest.mark.parametrize("frame", [
    encode("chat", reaction="boo"),  # no such reaction
    encode("chat", reaction="Nice!"),  # words, not the id
    encode("chat", text="hi", reaction="nice"),  # both
    encode("chat"),  # neither
    encode("chat", reaction="nice", colour="red"),  # an extra field
    encode("chat", reaction=3),
    encode("chat", text="x" * (MAX_CHAT + 1)),
])
def test_the_strict_reader_refuses_a_broken_chat_message(frame):
    with pytest.raises(ProtocolError):
        read_client(frame)


@pytest.mark.parametrize("frame", [
    encode("chat", seat=0, name="Oma", reaction="boo"),
    encode("chat", seat=0, name="Oma"),
    encode("chat", seat=0, name="Oma", text="hi", reaction="nice"),
    encode("chat", seat=0, name="Oma", text="hi", html="<b>"),
])
def test_a_window_refuses_a_broken_chat_message_from_the_host(frame):
    with pytest.raises(ProtocolError):
        read_host(frame)


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


async def _seated(clock: Clock) -> tuple[Host, Table, list[Session], list[Fake]]:
    rules = get_rules("phase10")
    seats = [SeatSlot("", PERSON), SeatSlot("", PERSON), SeatSlot("Robo", COMPUTER, "easy")]
    table = Table(rules, rules.options_from_json({"players": 3}), 3, seats, code="ABC234", clock=clock,
                  grace=30.0)
    host = Host(rate=10_000, burst=10_000)
    host.add_table(table)
    sessions, fakes = [], []
    for name in ("Oma", "Ben"):
        fake = Fake()
        session = Session(fake, "127.0.0.1", rate=10_000, burst=10_000, tokens=10_000)
        assert await host.opened(session)
        assert await host.received(session, encode("hello", protocol=PROTOCOL, app="t", code="ABC234", name=name))
        sessions.append(session)
        fakes.append(fake)
    return host, table, sessions, fakes


def test_the_host_relays_a_reaction_and_a_cleaned_line_with_the_senders_seat_and_name():
    async def run() -> list[list[dict]]:
        host, _table, sessions, fakes = await _seated(Clock())
        assert await host.received(sessions[1], encode("chat", reaction="good_game"))
        assert await host.received(sessions[0], encode("chat", text="  hello\x07\n  there "))
        assert await host.received(sessions[0], encode("chat", text="\x07\x1b"))  # nothing left: not sent
        return [[f for f in fake.frames if f["type"] == "chat"] for fake in fakes]

    for chats in asyncio.run(run()):
        assert chats == [{"type": "chat", "seat": 1, "name": "Ben", "reaction": "good_game"},
                         {"type": "chat", "seat": 0, "name": "Oma", "text": "hello there"}]


def test_a_stand_in_asked_before_the_grace_time_is_refused_with_a_reason_then_granted():
    async def run() -> None:
        clock = Clock()
        host, table, sessions, fakes = await _seated(clock)
        await host.received(sessions[0], encode("start", fill=False))
        await host.closed(sessions[0])  # Oma's connection ends
        clock.now += 12.5
        public = table.public()
        assert public["grace"] == 30.0 and public["seats"][0]["away"] == 12.5
        assert "away" not in public["seats"][1]
        assert await host.received(sessions[1], encode("stand_in", seat=0))
        [refusal] = [f for f in fakes[1].frames if f["type"] == "rejected"]
        assert refusal["rejection"]["rule"] == "NET-7"
        assert refusal["rejection"]["params"] == {"reason": "grace"}
        assert not table.seats[0].stand_in
        clock.now += 20
        assert await host.received(sessions[1], encode("stand_in", seat=0))
        assert table.seats[0].stand_in
        # an update carries the table only when it changed: the newest one sent
        newest = [f["table"] for f in fakes[1].frames if "table" in f][-1]
        assert newest["seats"][0]["stand_in"] is True

    asyncio.run(run())
