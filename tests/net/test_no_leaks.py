"""Property: whatever mix of valid, illegal and hostile messages random seats
send, every frame the host sends to seat s holds nothing beyond
``observation(state, s)`` and public facts (no other hand, no seed, no deck),
the game only changes through legal moves, and each window's card counts
agree with the host's. Driven through the host's own dispatch (no sockets,
so thousands of messages stay quick); tests/net/test_games_on_loopback.py
covers the sockets."""

from __future__ import annotations

import asyncio
import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.engine.registry import get_rules
from cardtable.engine.replay import final_state
from cardtable.net.host import Host, Sender, Session
from cardtable.net.protocol import Close, encode
from cardtable.net.table import COMPUTER, SeatSlot, Table

# "hands" is public at a round end (the engine's own round_over event shows them): the
# observation check below covers it
SECRET_KEYS = {"seed", "draw_pile", "deck", "undo", "shuffles", "token"}


class Fake(Sender):
    def __init__(self) -> None:
        self.frames: list[str] = []
        self.closed: int | None = None

    async def send(self, text: str) -> None:
        self.frames.append(text)

    async def close(self, code: int, reason: str) -> None:
        self.closed = code


def _keys(doc, out):
    if isinstance(doc, dict):
        for key, value in doc.items():
            out.add(key)
            _keys(value, out)
    elif isinstance(doc, list):
        for value in doc:
            _keys(value, out)
    return out


def _checker(problems: list[str]):
    def on_send(table: Table, seat: int, text: str) -> None:
        doc = json.loads(text)
        kind = doc["type"]
        if kind == "update":
            expected = table.rules.observation_to_json(table.rules.observation(table.state, seat))
            if doc["observation"] != expected:
                problems.append(f"seat {seat} got an observation that is not its own")
            held = doc.get("held")
            if held is not None and table.held is None:
                problems.append("hands shown while no round end is held")
            leaked = _keys({k: v for k, v in doc.items() if k != "held"}, set()) & SECRET_KEYS
            if leaked:
                problems.append(f"seat {seat} got secret fields {sorted(leaked)}")
        elif kind == "over" and not table.over():
            problems.append("the record went out before the game was over")
        elif kind == "welcome" and doc.get("token") != table.seats[seat].token:
            problems.append("a welcome carried another seat's token")
        elif kind not in ("welcome", "lobby", "rejected", "chat", "error", "over"):
            problems.append(f"unexpected frame {kind}")
    return on_send


def _hostile(rng: random.Random, seq: int) -> str:
    choices = [
        "not json", "[]", "{}", '{"type": "act"}', '{"type": "act", "seq": "1", "action": {}}',
        encode("act", seq=seq, action={"type": "teleport"}),
        encode("act", seq=seq - 1, action={"type": "end"}),
        encode("act", seq=seq, action={"type": "draw", "source": "deck", "extra": 1}),
        '{"type": "act", "seq": 0, "action": {}, "evil": true}',
        encode("stand_in", seat=99), encode("stand_in", seat=-1), encode("ready", seq=seq + 5),
        encode("hello", protocol=1, app="x", code="ABC234"), encode("chat", text="x" * 500),
        "{" * 5000, '{"type": "act", "seq": 1e400, "action": {}}', b"\x00\x01binary",
        encode("chat", reaction="nice"), encode("chat", reaction="<b>evil</b>"),
        encode("chat", text="hi", reaction="oops"),
        encode("start", fill=True), encode("bye") if rng.random() < 0.1 else encode("chat", text="hi"),
    ]
    return rng.choice(choices)


async def _drive(game: str, options: dict, seed: int, steps: int) -> tuple[Table, list[str], list[Fake]]:
    rules = get_rules(game)
    n = options["players"]
    seats = [SeatSlot(f"P{i}", COMPUTER if i == n - 1 else "person", "easy" if i == n - 1 else None)
             for i in range(n)]
    table = Table(rules, rules.options_from_json(options), seed, seats, code="ABC234")
    problems: list[str] = []
    host = Host(on_send=_checker(problems), rate=10_000, burst=10_000)
    host.add_table(table)
    rng = random.Random(seed)
    sessions: list[Session | None] = []
    fakes: list[Fake] = []
    for i in range(n - 1):
        fake = Fake()
        session = Session(fake, "127.0.0.1", rate=10_000, burst=10_000, tokens=10_000)
        assert await host.opened(session)
        assert await host.received(session, encode("hello", protocol=1, app="t", code="abc-234", name=f"P{i}"))
        sessions.append(session)
        fakes.append(fake)
    await host.received(sessions[0], encode("start", fill=False))
    for _ in range(steps):
        if table.over():
            break
        index = rng.randrange(len(sessions))
        session = sessions[index]
        if session is None or session.table is None:  # closed by a hostile frame: come back with the token
            fake = Fake()
            again = Session(fake, "127.0.0.1", rate=10_000, burst=10_000, tokens=10_000)
            await host.opened(again)
            await host.received(again, encode("hello", protocol=1, app="t", code="ABC234",
                                              token=table.seats[index].token))
            sessions[index], fakes[index] = again, fake
            continue
        roll = rng.random()
        if table.held is not None and roll < 0.6:
            frame = encode("ready", seq=table.seq)
        elif roll < 0.7:  # a legal move: played when this seat is on turn, refused otherwise
            legal = list(table.rules.legal_actions(table.state))
            frame = encode("act", seq=table.seq, action=table.rules.action_to_json(rng.choice(legal)))
        else:
            frame = _hostile(rng, table.seq)
        if not await host.received(session, frame):
            await host.closed(session)
            sessions[index] = None
        await asyncio.sleep(0)  # let a computer's move land
        while table.computer_to_move() is not None:
            await host._computers(table)
    return table, problems, fakes


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 10_000), game=st.sampled_from(["phase10", "skipbo"]), players=st.integers(3, 5))
def test_random_and_hostile_messages_leak_nothing(seed, game, players):
    options = {"players": players, **({"phases": [1, 2]} if game == "phase10" else {"stock_size": 5})}
    table, problems, fakes = asyncio.run(_drive(game, options, seed, 1500))
    assert problems == []
    # the state changed only through legal moves: the log replays to it
    assert final_state(table.rules, table.options, table.seed, table.actions) == table.state
    # each window's last view agrees with the host's card counts
    for seat, fake in enumerate(fakes):
        updates = [json.loads(f) for f in fake.frames if f.startswith('{"type":"update"')]
        if updates and fake.closed is None:
            counts = updates[-1]["observation"]["hand_counts"]
            assert counts == list(table.rules.observation(table.state, seat).hand_counts)


def test_the_record_goes_out_only_at_the_end():
    table, problems, fakes = asyncio.run(_drive("skipbo", {"players": 3, "stock_size": 5}, 4, 20000))
    assert table.over() and problems == []
    assert any('"type":"over"' in f for fake in fakes for f in fake.frames)


@pytest.mark.parametrize("frame", ["{" * 5000, "x" * (70 * 1024), b"\x00"])
def test_a_broken_first_frame_closes_only_that_connection(frame):
    async def run():
        host = Host()
        fake = Fake()
        session = Session(fake, "127.0.0.1")
        await host.opened(session)
        assert not await host.received(session, frame)
        return fake.closed
    assert asyncio.run(run()) in (Close.PROTOCOL_ERROR, Close.TOO_BIG)


def test_the_check_sees_a_leak(monkeypatch):
    honest = Table.update_for

    def leaky(self, seat, shared=None):
        doc = honest(self, seat, shared)
        doc["observation"] = self.rules.observation_to_json(self.rules.observation(self.state, 0))
        doc["table"] = {**doc["table"], "seed": self.seed}
        return doc

    monkeypatch.setattr(Table, "update_for", leaky)
    _table, problems, _fakes = asyncio.run(_drive("skipbo", {"players": 3, "stock_size": 5}, 1, 50))
    assert any("not its own" in p for p in problems) and any("seed" in p for p in problems)
