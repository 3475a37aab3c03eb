"""A table's life on a server: open, playing, over, retired (cardtable/net/lifecycle.py).

The host's memory and open files follow the tables in play, not the tables
ever played: hundreds of tables are opened, played and retired through the
host's own dispatch (no sockets), with a clock the test moves by days, and
everything the host holds per table, every open file and every counter
comes back to where it started. An over table retires after its grace (and
sooner once nobody is connected), not while it is playing again at the same
code; its windows hear 4008; its code is then refused with 4008 too.
"""

from __future__ import annotations

import asyncio
import os
import random

import pytest

from cardtable.net.guard import JoinGuard
from cardtable.net.host import TABLES_PER_ADDRESS, Host, Sender, Session
from cardtable.net.lifecycle import DAY, FINISHED, Lifetimes, request
from cardtable.net.protocol import PROTOCOL, Close, encode


class Fake(Sender):
    def __init__(self) -> None:
        self.closed: tuple[int, str] | None = None

    async def send(self, text: str) -> None:
        pass

    def write_now(self, text: str) -> bool:  # takes every frame at once, as a socket with room does
        return True

    async def close(self, code: int, reason: str) -> None:
        self.closed = (code, reason)


class Clock:
    def __init__(self) -> None:
        self.now = 1_800_000_000.0

    def __call__(self) -> float:
        return self.now


def _session(address: str = "127.0.0.1") -> tuple[Session, Fake]:
    fake = Fake()
    return Session(fake, address, rate=1e6, burst=10**6, tokens=10**6), fake


async def _create(host: Host, address: str = "127.0.0.1", players: int = 2) -> tuple[Session, Fake]:
    session, fake = _session(address)
    assert await host.opened(session)
    seats = [{"kind": "person"}] * players
    assert await host.received(session, encode("create", protocol=PROTOCOL, app="t", game="phase10",
                                               options={"phases": [1]}, seats=seats)), fake.closed
    return session, fake


async def _join(host: Host, code: str, **fields) -> tuple[Session, Fake]:
    session, fake = _session("127.0.0.2")
    assert await host.opened(session)
    assert await host.received(session, encode("hello", protocol=PROTOCOL, app="t", code=code, **fields)), fake.closed
    return session, fake


async def _play(host: Host, sessions: list[Session], moves: int, rng: random.Random) -> None:
    """Random legal moves by whoever is on turn (and ready at a round end), up to ``moves`` or the end."""
    table = sessions[0].table
    assert table is not None
    for _ in range(moves):
        if table.over():
            return
        if table.held is not None:
            for session in sessions:
                await host.received(session, encode("ready", seq=table.seq))
            continue
        seat = table.rules.current_player(table.state)
        action = rng.choice(list(table.rules.legal_actions(table.state)))
        await host.received(sessions[seat], encode("act", seq=table.seq, action=table.rules.action_to_json(action)))


def _open_files(folder) -> int:
    """The files this process holds open in ``folder`` (the host's own: other
    tests in the same process may open and close theirs meanwhile)."""
    inside = 0
    for fd in os.listdir("/proc/self/fd"):
        try:
            target = os.readlink(f"/proc/self/fd/{fd}")
        except OSError:  # closed since the listing
            continue
        inside += target.startswith(f"{folder}{os.sep}")
    return inside


def _held(host: Host) -> dict[str, int]:
    """What the host holds per table, counted (the baseline is all zeros)."""
    return {"tables": len(host.tables), "sessions": len(host.sessions), "watchers": len(host.watchers),
            "locks": len(host._locks), "kept": host.keeper.kept(), "created": len(host._created),
            "creators": len(host._creator), "addresses": len(host._per_address), "seen": len(host.life.seen),
            "over": len(host.life.over_since)}


@pytest.mark.skipif(not os.path.isdir("/proc/self/fd"), reason="counts open files in /proc (Linux)")
def test_three_hundred_tables_come_and_go_and_leave_nothing_behind(tmp_path, monkeypatch):
    monkeypatch.setattr(os, "fsync", lambda _fd: None)  # what is written matters here, not the flushing
    clock = Clock()

    async def run() -> None:
        host = Host(autosave_dir=tmp_path, lifetimes=Lifetimes(keep_finished=1000 * DAY), rate=1e6, burst=10**6)
        host.life.clock = clock
        host.allow_create = True
        baseline = _held(host)
        files = _open_files(tmp_path)
        rng = random.Random(5)
        played = 0
        for _batch in range(20):  # 20 x 15 = 300 tables, from one address (16 at most at a time)
            open_now = []
            for number in range(TABLES_PER_ADDRESS - 1):
                creator, _fake = await _create(host)
                assert creator.table is not None
                code = creator.table.code
                if number % 5 == 0:  # a fifth are played: some to the end, some left half-way
                    other, _other_fake = await _join(host, code)
                    watcher, _watcher_fake = await _join(host, code, spectator=True)
                    await host.received(creator, encode("start"))
                    await _play(host, [creator, other], 400 if number == 0 else 20, rng)
                    played += creator.table.over()
                    open_now += [other, watcher]
                open_now.append(creator)
            await host.saved()
            assert _open_files(tmp_path) > files  # the tables' journals are open while they are in play
            for session in open_now:  # everybody goes
                await host.closed(session)
            clock.now += 31 * DAY
            retired = await host.life.sweep()  # the abandoned ones; the over ones start their grace
            clock.now += DAY
            retired += await host.life.sweep()
            assert len(retired) == TABLES_PER_ADDRESS - 1
        assert played > 0
        await host.saved()
        assert _held(host) == baseline
        assert _open_files(tmp_path) <= files
        assert not list(tmp_path.glob("table-*"))
        assert len(list((tmp_path / FINISHED).glob("table-*.seats.json"))) == 300
        clock.now += 1000 * DAY  # past their retention: gone from the disk too
        await host.life.sweep()
        assert not list((tmp_path / FINISHED).iterdir())
        await host.close()

    asyncio.run(run())


def test_failed_joins_are_forgotten_after_a_minute():
    clock = Clock()
    host = Host()
    host.guard = JoinGuard(clock)
    host.guard.failed("127.0.0.9")
    assert len(host.guard) == 1
    clock.now += 61
    assert host.guard.address_allowed("127.0.0.10")  # (the guard forgets as it is asked)
    assert len(host.guard) == 0


def test_an_over_table_retires_after_its_grace_and_its_windows_hear_4008(tmp_path):
    clock = Clock()

    async def run() -> None:
        life = Lifetimes(over_grace=600, over_empty_grace=120)
        host = Host(autosave_dir=tmp_path, lifetimes=life, rate=1e6, burst=10**6)
        host.life.clock = clock
        host.allow_create = True
        creator, fake = await _create(host)
        table = creator.table
        other, other_fake = await _join(host, table.code)
        _watcher, watcher_fake = await _join(host, table.code, spectator=True)
        await host.received(creator, encode("start"))
        await _play(host, [creator, other], 5000, random.Random(2))
        assert table.over()
        assert await host.life.sweep() == []  # game over: the standings stay up
        assert fake.closed is None
        clock.now += 300
        assert await host.life.sweep() == []
        table.over = lambda: False  # another game began at the same code: the grace starts again
        assert await host.life.sweep() == []
        assert table.code not in host.life.over_since
        del table.over
        clock.now += 1
        assert await host.life.sweep() == []  # over again: from now
        clock.now += 599
        assert await host.life.sweep() == []
        clock.now += 1
        assert await host.life.sweep() == [table.code]
        for one in (fake, other_fake, watcher_fake):
            assert one.closed is not None and one.closed[0] == Close.TABLE_CLOSED
        assert (tmp_path / FINISHED / f"table-{table.code}.seats.json").exists()
        again, again_fake = _session()
        await host.opened(again)
        assert not await host.received(again, encode("hello", protocol=PROTOCOL, app="t", code=table.code))
        assert again_fake.closed is not None and again_fake.closed[0] == Close.TABLE_CLOSED
        await host.close()

    asyncio.run(run())


def test_an_over_table_nobody_is_at_retires_sooner(tmp_path):
    clock = Clock()

    async def run() -> None:
        host = Host(autosave_dir=tmp_path, lifetimes=Lifetimes(over_grace=600, over_empty_grace=120),
                    rate=1e6, burst=10**6)
        host.life.clock = clock
        host.allow_create = True
        creator, _fake = await _create(host)
        table = creator.table
        other, _other = await _join(host, table.code)
        await host.received(creator, encode("start"))
        await _play(host, [creator, other], 5000, random.Random(3))
        assert await host.life.sweep() == []
        await host.closed(creator)
        await host.closed(other)
        clock.now += 119
        assert await host.life.sweep() == []
        clock.now += 2
        assert await host.life.sweep() == [table.code]
        await host.close()

    asyncio.run(run())


def test_a_table_in_play_stays_and_the_operator_closes_one(tmp_path):
    clock = Clock()

    async def run() -> None:
        host = Host(autosave_dir=tmp_path, rate=1e6, burst=10**6)
        host.life.clock = clock
        host.allow_create = True
        kept, _k = await _create(host)
        closed, closed_fake = await _create(host)
        await host.saved()
        clock.now += 29 * DAY  # somebody is connected: however long, not abandoned
        assert await host.life.sweep() == []
        clock.now += 29 * DAY
        assert await host.life.sweep() == []
        await host.closed(kept)
        clock.now += 29 * DAY
        visit, _v = await _join(host, kept.table.code)  # a short visit between two sweeps counts too
        await host.closed(visit)
        clock.now += 2 * DAY
        assert await host.life.sweep() == []
        request(tmp_path, f"close-{closed.table.code}")
        code = closed.table.code
        assert await host.life.sweep() == [code]
        assert closed_fake.closed == (Close.TABLE_CLOSED, "the host closed this table")
        assert code not in host.tables and len(host.tables) == 1
        await host.close()

    asyncio.run(run())


def test_a_move_racing_the_retirement_leaves_nothing_behind(tmp_path):
    """A move that waited for the table's lock while the table retired is
    played on the retired table without touching the host: no computer turn
    starts, nothing is written, and the sweep clears what it left."""
    async def run() -> None:
        host = Host(autosave_dir=tmp_path, rate=1e6, burst=10**6)
        host.allow_create = True
        session, _fake = _session()
        await host.opened(session)
        seats = [{"kind": "person"}, {"kind": "computer", "level": "easy"}]
        await host.received(session, encode("create", protocol=PROTOCOL, app="t", game="phase10",
                                            options={"phases": [1]}, seats=seats))
        table = session.table
        await host.received(session, encode("start"))
        await host.saved()
        baseline = {**_held(host), "tables": 0, "locks": 0, "kept": 0, "creators": 0, "created": 0, "seen": 0,
                    "sessions": 0}
        while table.rules.current_player(table.state) != 0:  # the person's turn (the computer played first)
            host.wake_computers(table)
            await host.computers_done(table.code)
        draw = table.rules.action_to_json(table.rules.legal_actions(table.state)[0])
        await host.received(session, encode("act", seq=table.seq, action=draw))
        action = next(doc for doc in map(table.rules.action_to_json, table.rules.legal_actions(table.state))
                      if doc["type"] == "discard")  # ends the turn: the computer is next
        lock = host._locks[table.code]
        await lock.acquire()  # somebody holds the table ...
        retiring = asyncio.create_task(host.retire(table.code, "closed"))
        await asyncio.sleep(0)
        moving = asyncio.create_task(host.received(session, encode("act", seq=table.seq, action=action)))
        await asyncio.sleep(0)
        lock.release()  # ... the retirement goes first, the move waits behind it
        assert await retiring
        await moving
        assert table.code not in host._chains
        host.prune_counters()
        assert _held(host) == baseline
        assert not list(tmp_path.glob("table-*"))  # the late move wrote nothing back
        await host.close()

    asyncio.run(run())
