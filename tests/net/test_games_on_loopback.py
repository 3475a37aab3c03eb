"""Whole games over real sockets on 127.0.0.1: robot windows and computers at one host.

Every window (robot) only ever gets its own seat's view; the game the host
records at the end replays to the same final position; the robots' card
counts agree with the host's at every update.
"""

from __future__ import annotations

import asyncio

import pytest

from cardtable.ai.base import make_policy
from cardtable.engine.registry import get_rules
from cardtable.engine.replay import final_state
from cardtable.net.client import TableClient, play_robot
from cardtable.net.host import Host
from cardtable.net.table import COMPUTER, SeatSlot, Table


def _table(game: str, options: dict, seed: int, kinds: list[str], code: str = "ABC234") -> Table:
    rules = get_rules(game)
    opts = rules.options_from_json({**options, "players": len(kinds)})
    seats = [SeatSlot(f"Seat {i}", kind, "easy" if kind == COMPUTER else None) for i, kind in enumerate(kinds)]
    return Table(rules, opts, seed, seats, code=code, name="Family")


async def _play(table: Table, robots: int) -> tuple[list, Table]:
    host = Host(rate=10_000, burst=10_000)  # robots answer at loopback speed
    host.add_table(table)
    port = await host.start("127.0.0.1", 0)
    try:
        clients = [TableClient(f"ws://127.0.0.1:{port}", table.code, f"Robot {i}") for i in range(robots)]
        for client in clients:
            await client.connect()
        await clients[0].send("start", fill=False)
        views = await asyncio.wait_for(asyncio.gather(*[
            play_robot(c, make_policy(table.rules.game_id, "easy", c.view.seat, 7 + c.view.seat))
            for c in clients]), 120)
        for client in clients:
            await client.close()
        return list(views), table
    finally:
        await host.close()


@pytest.mark.parametrize(("game", "options", "kinds"), [
    ("phase10", {"phases": [1, 2]}, ["person", "person"]),
    ("phase10", {"phases": [3], "knock": True}, ["person", "computer", "person"]),
    ("skipbo", {"stock_size": 5}, ["person", "person", "computer", "person", "computer", "person"]),
    ("skipbo", {"stock_size": 5, "match_scoring": True, "match_target": 40}, ["person", "computer"]),
])
def test_a_whole_game_over_the_network(game, options, kinds):
    table = _table(game, options, 11, kinds)
    views, table = asyncio.run(_play(table, kinds.count("person")))
    assert table.over()
    for view in views:
        record = view.record
        assert record is not None and record["seed"] == 11
        rules = table.rules
        actions = [rules.action_from_json(doc) for doc in record["actions"]]
        assert final_state(rules, rules.options_from_json(record["options"]), record["seed"], actions) == table.state
        assert view.observation == rules.observation(table.state, view.seat)
