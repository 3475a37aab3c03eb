"""The computers' turns run in the table's own task, never in a person's handler.

A computer that thinks for a long time (here: until the test lets it go)
must not stop the host from reading the person who started the game: their
chat goes out and their ``bye`` closes the connection while the computer
still thinks; closing the host cancels the computers' turns. The
``wait_for`` calls only turn a hang into a failure.
"""

from __future__ import annotations

import asyncio
import threading

from window_fakes import Window as Fake

from cardtable.engine.registry import get_rules
from cardtable.net.client import TableClient
from cardtable.net.host import Host, Session
from cardtable.net.protocol import PROTOCOL, encode
from cardtable.net.table import COMPUTER, SeatSlot, Table

GUARD = 10.0



class Pondering:
    """A computer player that thinks until ``go`` is set (``thinking`` says it began)."""

    def __init__(self, go: threading.Event, thinking: threading.Event) -> None:
        self.go, self.thinking = go, thinking

    def observe(self, observation: object) -> None:
        pass

    def choose(self, observation: object) -> None:
        self.thinking.set()
        self.released = self.go.wait(GUARD)  # False: nobody let it go in time (the loop was stopped)
        return None  # the table plays a seeded legal move instead


async def _say(host: Host, session: Session, frame: str) -> bool:
    return await asyncio.wait_for(host.received(session, frame), GUARD)


def test_chat_and_bye_are_read_while_a_computer_thinks_and_closing_the_host_cancels_it():
    go, thinking = threading.Event(), threading.Event()
    ponderers: list[Pondering] = []

    def pondering(*_args: object) -> Pondering:
        ponderers.append(Pondering(go, thinking))
        return ponderers[-1]

    async def run() -> dict:
        rules = get_rules("skipbo")
        table = Table(rules, rules.options_from_json({"players": 2, "stock_size": 5}), 5,
                      [SeatSlot("Oma"), SeatSlot("Robo", COMPUTER, "easy")], code="ABC234",
                      make_policy=pondering)
        host = Host(rate=10_000, burst=10_000)
        host.add_table(table)
        fake = Fake()
        oma = Session(fake, "127.0.0.1", rate=10_000, burst=10_000, tokens=10_000)
        assert await host.opened(oma)
        assert await _say(host, oma, encode("hello", protocol=PROTOCOL, app="t", code="ABC234", name="Oma"))
        assert await _say(host, oma, encode("start", fill=False))
        while table.computer_to_move() is None:  # Oma plays until it is the computer's turn
            action = table.rules.legal_actions(table.state)[0]
            assert await _say(host, oma, encode("act", seq=table.seq, action=table.rules.action_to_json(action)))
        await asyncio.wait_for(asyncio.get_running_loop().run_in_executor(None, thinking.wait), GUARD)
        out: dict = {"seq": table.seq}
        assert await _say(host, oma, encode("chat", text="take your time"))
        out["chat"] = [f["text"] for f in fake.frames if f["type"] == "chat"]
        out["still_thinking"] = not go.is_set() and table.seq == out["seq"]
        chain = host._chains["ABC234"]
        out["bye_read"] = not await _say(host, oma, encode("bye"))
        out["closed"] = fake.closed
        out["thinking_at_bye"] = not go.is_set() and table.seq == out["seq"]
        closing = asyncio.ensure_future(host.close())
        while host.keeper._workers is not None:  # until the close waits for the thinking worker
            await asyncio.sleep(0)
        go.set()  # from the loop: the close must not stop it while the computer thinks
        await asyncio.wait_for(closing, GUARD)
        out["cancelled"] = chain.cancelled()
        out["chains"] = dict(host._chains)
        return out

    try:
        out = asyncio.run(run())
    finally:
        go.set()
    assert out["chat"] == ["take your time"] and out["still_thinking"]
    assert out["bye_read"] and out["closed"] == 1000 and out["thinking_at_bye"]
    assert out["cancelled"] and out["chains"] == {}
    assert [p.released for p in ponderers] == [True]  # the loop served on while the host closed


def test_a_connection_closed_by_the_closing_host_wakes_no_computer():
    """A person still connected when the host closes: the end of their
    connection (the host closes it) must not start the computers' turns
    again once ``close`` has stopped them. Else a computer moved after the
    host had closed, on a worker the host no longer waited for (a restarted
    host reading the same files would meet a second writer)."""
    go, thinking = threading.Event(), threading.Event()

    async def run() -> tuple[int, int]:
        rules = get_rules("skipbo")
        table = Table(rules, rules.options_from_json({"players": 2, "stock_size": 5}), 5,
                      [SeatSlot("Oma"), SeatSlot("Robo", COMPUTER, "easy")], code="ABC234",
                      make_policy=lambda *_args: Pondering(go, thinking))
        host = Host(rate=10_000, burst=10_000)
        host.add_table(table)
        port = await host.start("127.0.0.1", 0)
        client = TableClient(f"ws://127.0.0.1:{port}", "ABC234", "Oma")
        try:
            await client.connect(GUARD)
            await client.send("start", fill=False)
            view, acted = client.view, -1
            while view.seq < 0 or view.observation.current == view.seat:  # Oma plays until the computer's turn
                await client.receive(GUARD)
                if view.observation is not None and view.observation.legal_actions and view.seq > acted:
                    acted = view.seq
                    await client.act(view.observation.legal_actions[0])
            await asyncio.wait_for(asyncio.get_running_loop().run_in_executor(None, thinking.wait), GUARD)
            await host.stop_computers("ABC234")  # (as ``close`` does first)
            go.set()  # from now on the computer chooses at once
            before = table.seq
            await asyncio.wait_for(host.close(), GUARD)
            woken = [t for t in asyncio.all_tasks() if t.get_name() == "computers-ABC234"]
            if woken:  # let a computer woken by the close play, to see what it did
                await asyncio.wait_for(asyncio.gather(*woken, return_exceptions=True), GUARD)
                await host.keeper.close()  # (its workers, made again after the close)
            return before, table.seq
        finally:
            go.set()
            await client.close()

    before, after = asyncio.run(run())
    assert after == before
