"""Property: whatever mix of valid, illegal and hostile messages random seats
(and a spectator) send, every frame the host sends to seat s holds nothing beyond
``observation(state, s)`` and public facts (no other hand, no seed, no deck),
a spectator's frames nothing beyond the public view (no hand at all),
the game only changes through legal moves, and each window's card counts
agree with the host's. Driven through the host's own dispatch (no sockets,
so thousands of messages stay quick); tests/net/test_games_on_loopback.py
covers the sockets."""

from __future__ import annotations

import asyncio
import itertools
import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.engine.registry import get_rules
from cardtable.engine.replay import final_state
from cardtable.net.host import Host, Sender, Session
from cardtable.net.protocol import MAX_SPECTATORS, PROTOCOL, Close, encode
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

    def write_now(self, text: str) -> bool:  # takes every frame at once, as a socket with room does
        self.frames.append(text)
        return True


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
    def on_send(table: Table, seat: int | None, text: str) -> None:
        doc = json.loads(text)
        kind = doc["type"]
        if seat is None:
            _spectator(table, doc, problems)
        elif kind == "update":
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


def _spectator(table: Table, doc: dict, problems: list[str]) -> None:
    """A frame to somebody watching: public facts only."""
    kind = doc["type"]
    leaked = _keys({k: v for k, v in doc.items() if k not in ("held", "record")}, set()) & SECRET_KEYS
    if leaked:
        problems.append(f"a spectator got secret fields {sorted(leaked)}")
    if kind == "update":
        obs = doc["observation"]
        if obs["hand"] or obs["legal_actions"]:
            problems.append("a spectator got a hand or legal moves")
        if any(e.get("kind") == "draw_deck" and "card" in e for e in obs["events"]):
            problems.append("a spectator saw a card drawn from the deck")
        expected = table.rules.observation_to_json(table.rules.spectator_observation(table.state))
        if obs != expected:
            problems.append("a spectator's observation is not the public one")
        if doc.get("held") is not None and table.held is None:
            problems.append("hands shown to a spectator while no round end is held")
    elif kind == "welcome" and ("token" in doc or "seat" in doc):
        problems.append("a spectator's welcome carried a seat or a token")
    elif kind == "over" and not table.over():
        problems.append("the record went out to a spectator before the game was over")
    elif kind not in ("welcome", "lobby", "update", "rejected", "over", "error"):
        problems.append(f"unexpected frame {kind} to a spectator")


def _watch(host: Host) -> tuple[Session, Fake]:
    fake = Fake()
    return Session(fake, "127.0.0.1", rate=10_000, burst=10_000, tokens=10_000), fake


def _hostile(rng: random.Random, seq: int) -> str:
    choices = [
        "not json", "[]", "{}", '{"type": "act"}', '{"type": "act", "seq": "1", "action": {}}',
        encode("act", seq=seq, action={"type": "teleport"}),
        encode("act", seq=seq - 1, action={"type": "end"}),
        encode("act", seq=seq, action={"type": "draw", "source": "deck", "extra": 1}),
        '{"type": "act", "seq": 0, "action": {}, "evil": true}',
        encode("stand_in", seat=99), encode("stand_in", seat=-1), encode("ready", seq=seq + 5),
        encode("hello", protocol=PROTOCOL, app="x", code="ABC234"), encode("chat", text="x" * 500),
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
    # a still clock: a seat's "away" seconds would otherwise differ between the last
    # update a window got and the table read afterwards on a slow machine
    table = Table(rules, rules.options_from_json(options), seed, seats, code="ABC234", clock=lambda: 0.0)
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
        assert await host.received(session, encode("hello", protocol=PROTOCOL, app="t", code="abc-234", name=f"P{i}"))
        sessions.append(session)
        fakes.append(fake)
    watcher, _fake = _watch(host)
    await host.opened(watcher)
    assert await host.received(watcher, encode("hello", protocol=PROTOCOL, app="t", code="ABC234", spectator=True))
    await host.received(sessions[0], encode("start", fill=False))
    for _ in range(steps):
        if table.over():
            break
        if rng.random() < 0.1:  # the spectator tries moves and hostile frames too
            if watcher.table is None:  # closed by a hostile frame: watch again
                watcher, _fake = _watch(host)
                await host.opened(watcher)
                await host.received(watcher, encode("hello", protocol=PROTOCOL, app="t", code="ABC234", spectator=True))
                continue
            legal = list(table.rules.legal_actions(table.state))
            frame = (encode("act", seq=table.seq, action=table.rules.action_to_json(rng.choice(legal)))
                     if legal and rng.random() < 0.5 else _hostile(rng, table.seq))
            if not await host.received(watcher, frame):
                await host.closed(watcher)
                watcher.table = None
            continue
        index = rng.randrange(len(sessions))
        session = sessions[index]
        if session is None or session.table is None:  # closed by a hostile frame: come back with the token
            fake = Fake()
            again = Session(fake, "127.0.0.1", rate=10_000, burst=10_000, tokens=10_000)
            await host.opened(again)
            await host.received(again, encode("hello", protocol=PROTOCOL, app="t", code="ABC234",
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
            host.wake_computers(table)
            await host.computers_done(table.code)
    return table, problems, fakes


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 10_000), game=st.sampled_from(["phase10", "skipbo"]), players=st.integers(3, 5))
def test_random_and_hostile_messages_leak_nothing(seed, game, players):
    options = {"players": players, **({"phases": [1, 2]} if game == "phase10" else {"stock_size": 5})}
    table, problems, fakes = asyncio.run(_drive(game, options, seed, 1500))
    _check_agreement(table, problems, fakes)


def _check_agreement(table: Table, problems: list[str], fakes: list[Fake]) -> None:
    assert problems == []
    # the state changed only through legal moves: the log replays to it
    assert final_state(table.rules, table.options, table.seed, table.actions) == table.state
    # each window's last view agrees with the host's card counts
    for seat, fake in enumerate(fakes):
        updates = [json.loads(f) for f in fake.frames if f.startswith('{"type":"update"')]
        if updates and fake.closed is None:
            counts = updates[-1]["observation"]["hand_counts"]
            assert counts == list(table.rules.observation(table.state, seat).hand_counts)
            # the parts an update leaves out when unchanged add up to the host's table
            shared = json.loads(json.dumps(table.shared_update()))
            for part in ("table", "standings", "records"):
                last = [u[part] for u in updates if part in u]
                assert last and last[-1] == shared[part], part


def test_a_slow_machine_changes_nothing(monkeypatch):
    """However much time passes between two reads of the clock (a loaded machine),
    the checks above compare only what the messages decide."""
    ticks = itertools.count()
    monkeypatch.setitem(Table.__init__.__kwdefaults__, "clock", lambda: next(ticks) * 0.37)
    table, problems, fakes = asyncio.run(_drive("phase10", {"players": 3, "phases": [1, 2]}, 32, 1500))
    _check_agreement(table, problems, fakes)

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
    honest_shared = Table.shared_update

    def leaky_observation(self, seat):
        return self.rules.observation_to_json(self.rules.observation(self.state, 0))

    def leaky_shared(self):
        doc = honest_shared(self)
        doc["table"] = {**doc["table"], "seed": self.seed}
        return doc

    monkeypatch.setattr(Table, "observation_for", leaky_observation)
    monkeypatch.setattr(Table, "shared_update", leaky_shared)
    _table, problems, _fakes = asyncio.run(_drive("skipbo", {"players": 3, "stock_size": 5}, 1, 50))
    assert any("not its own" in p for p in problems) and any("seed" in p for p in problems)


def test_the_check_sees_a_spectator_leak(monkeypatch):
    def leaky(self):
        return self.observation_for(0)  # seat 0's own view, hand and all

    monkeypatch.setattr(Table, "spectator_observation", leaky)
    _table, problems, _fakes = asyncio.run(_drive("phase10", {"players": 3, "phases": [1]}, 1, 50))
    assert any("a hand" in p for p in problems)


@pytest.mark.parametrize("game", ["phase10", "skipbo"])
def test_a_spectator_observation_hides_every_hand_and_reads_back(game):
    rules = get_rules(game)
    state = rules.new_game(rules.default_options(3), 7)
    for _ in range(12):  # a few moves in: draws from the deck among them
        state = rules.apply(state, rules.legal_actions(state)[0])
    obs = rules.spectator_observation(state)
    assert obs.hand == () and obs.legal_actions == ()
    assert list(obs.hand_counts) == list(rules.observation(state, 0).hand_counts)
    assert rules.observation_from_json(rules.observation_to_json(obs)) == obs


def test_spectators_are_limited_and_cannot_act():
    async def run():
        rules = get_rules("skipbo")
        table = Table(rules, rules.options_from_json({"players": 2, "stock_size": 5}), 3,
                      [SeatSlot("A"), SeatSlot("B", COMPUTER, "easy")], code="ABC234")
        host = Host(rate=10_000, burst=10_000)
        host.add_table(table)
        fakes = []
        for _ in range(MAX_SPECTATORS + 1):
            session, fake = _watch(host)
            await host.opened(session)
            await host.received(session, encode("hello", protocol=PROTOCOL, app="t", code="ABC234", spectator=True))
            fakes.append((session, fake))
        first, fake = fakes[0]
        await host.received(first, encode("start", fill=True))
        await host.received(first, encode("act", seq=0, action={"type": "end"}))
        return table, fakes, fake

    table, fakes, fake = asyncio.run(run())
    assert [f.closed for _s, f in fakes].count(Close.NO_ROOM) == 1
    assert not table.started and table.free_seats() == [0]  # nobody sat down, nothing started
    refusals = [json.loads(f) for f in fake.frames if '"rejected"' in f]
    assert [r["rejection"]["rule"] for r in refusals] == ["NET-8", "NET-8"]
