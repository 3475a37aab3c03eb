"""A window that does not take its frames never holds up its table.

The host queues every frame for a connection and never waits for it: a
spectator whose sends never complete, or an old connection whose close
never completes when its seat connects again elsewhere, leaves the seated
players' moves and updates going (counted in frames, not timed); a window
whose queue passes its bound is closed as too slow (4010). The ``wait_for``
calls only turn a hang into a failure.
"""

from __future__ import annotations

import asyncio
import logging

import pytest
from window_fakes import Window as Fake

from cardtable.engine.registry import get_rules
from cardtable.net.host import Host, Sender, Session
from cardtable.net.protocol import PROTOCOL, Close, encode
from cardtable.net.table import SeatSlot, Table

GUARD = 10.0  # seconds before a hang is called one (never reached when the host does not wait)



class Stuck(Sender):
    """A window that stopped reading: a send, and (``hang_close``) a close, never complete."""

    def __init__(self, hang_close: bool = False) -> None:
        self.hang_close = hang_close
        self.started = 0  # sends begun
        self.closed: int | None = None

    async def send(self, text: str) -> None:
        self.started += 1
        await asyncio.Event().wait()

    async def close(self, code: int, reason: str) -> None:
        self.closed = code
        if self.hang_close:
            await asyncio.Event().wait()


def _table() -> Table:
    rules = get_rules("skipbo")
    return Table(rules, rules.options_from_json({"players": 2, "stock_size": 5}), 11,
                 [SeatSlot("A"), SeatSlot("B")], code="ABC234")


async def _say(host: Host, session: Session, frame: str) -> bool:
    return await asyncio.wait_for(host.received(session, frame), GUARD)


async def _sit(host: Host, sender: Sender, **hello: object) -> Session:
    session = Session(sender, "127.0.0.1", rate=10_000, burst=10_000, tokens=10_000)
    assert await host.opened(session)
    assert await _say(host, session, encode("hello", protocol=PROTOCOL, app="t", code="ABC234", **hello))
    return session


async def _play(host: Host, table: Table, seats: list[Session], moves: int) -> None:
    for _ in range(moves):
        mover = seats[table.rules.current_player(table.state)]
        action = table.rules.legal_actions(table.state)[0]
        assert await _say(host, mover, encode("act", seq=table.seq, action=table.rules.action_to_json(action)))


def _updates(fake: Fake) -> list[int]:
    return [f["seq"] for f in fake.frames if f["type"] == "update"]


def test_a_spectator_that_never_takes_a_frame_does_not_hold_up_the_players():
    async def run() -> tuple[list[int], list[int], int, int]:
        host = Host(rate=10_000, burst=10_000)
        table = host.add_table(_table())
        fakes = [Fake(), Fake()]
        seats = [await _sit(host, fakes[0], name="A"), await _sit(host, fakes[1], name="B")]
        stuck = Stuck()
        await _sit(host, stuck, spectator=True)
        assert await _say(host, seats[0], encode("start", fill=False))
        await _play(host, table, seats, 30)
        await host.close()
        return _updates(fakes[0]), _updates(fakes[1]), table.seq, stuck.started

    first, second, seq, started = asyncio.run(run())
    assert seq == 30
    assert first == second == list(range(31))  # the start and each of the 30 moves, in order, to both seats
    assert started == 1  # the spectator's writer hangs in its first send; the table went on


def test_a_window_whose_frames_pile_up_is_closed_as_too_slow_without_a_wait():
    async def run() -> tuple[int | None, int, list[int]]:
        host = Host(rate=10_000, burst=10_000)
        table = host.add_table(_table())
        fakes = [Fake(), Fake()]
        seats = [await _sit(host, fakes[0], name="A"), await _sit(host, fakes[1], name="B")]
        stuck = Stuck(hang_close=True)  # even its close hangs
        watcher = await _sit(host, stuck, spectator=True)
        watcher.outbox.limit = 20_000  # a few updates' worth
        assert await _say(host, seats[0], encode("start", fill=False))
        await _play(host, table, seats, 40)
        for _ in range(3):  # the close runs in a task of its own
            await asyncio.sleep(0)
        closed = stuck.closed
        await host.close()
        return closed, watcher.outbox.queued, _updates(fakes[1])

    closed, queued, updates = asyncio.run(run())
    assert closed == Close.TOO_SLOW == 4010
    assert queued == 0  # its queue was dropped
    assert updates == list(range(41))


def test_a_seat_taken_back_while_the_old_connection_hangs_plays_on_at_once():
    async def run() -> tuple[int | None, list[int], list[int], int]:
        host = Host(rate=10_000, burst=10_000)
        table = host.add_table(_table())
        old = Stuck(hang_close=True)  # a laptop that went to sleep: nothing it is sent arrives, not even a close
        first = await _sit(host, old, name="A")
        other = Fake()
        second = await _sit(host, other, name="B")
        assert await _say(host, second, encode("start", fill=False))
        back = Fake()
        again = await _sit(host, back, token=table.seats[0].token)  # the same person, from a new connection
        await _play(host, table, [again, second], 10)
        for _ in range(3):
            await asyncio.sleep(0)
        closed = old.closed
        assert first.table is None  # the old connection no longer holds the seat
        await host.close()
        return closed, _updates(back), _updates(other), table.seq

    closed, back, other, seq = asyncio.run(run())
    assert closed == Close.REPLACED
    assert seq == 10 and back[-10:] == other[-10:] == list(range(1, 11))


class Broken(Sender):
    """A window whose sends fail: the connection went (``gone``), or a bug."""

    def __init__(self, gone: bool) -> None:
        self.gone = gone

    async def send(self, text: str) -> None:
        from websockets.exceptions import ConnectionClosedError

        if self.gone:
            raise ConnectionClosedError(None, None)
        raise RuntimeError("a bug in sending")

    async def close(self, code: int, reason: str) -> None:
        pass


@pytest.mark.parametrize("gone", [True, False])
def test_a_failing_send_is_said_when_it_is_a_bug_and_the_table_plays_on(gone, caplog):
    async def run() -> list[int]:
        host = Host(rate=10_000, burst=10_000)
        table = host.add_table(_table())
        fakes = [Fake(), Fake()]
        seats = [await _sit(host, fakes[0], name="A"), await _sit(host, fakes[1], name="B")]
        await _sit(host, Broken(gone), spectator=True)
        assert await _say(host, seats[0], encode("start", fill=False))
        await _play(host, table, seats, 5)
        for _ in range(3):
            await asyncio.sleep(0)
        await host.close()
        return _updates(fakes[1])

    caplog.set_level(logging.INFO)
    assert asyncio.run(run()) == list(range(6))
    failures = [r for r in caplog.records if r.getMessage() == "sending to a connection failed"]
    if gone:
        assert failures == []  # a connection that went is no error: its reader notices
    else:
        assert len(failures) == 1 and failures[0].exc_info is not None  # said once, with its traceback
        assert "a bug in sending" in caplog.text
