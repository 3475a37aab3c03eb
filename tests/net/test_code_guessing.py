"""Guessing table codes gets nowhere: failed joins count per network and per table.

Addresses rotating within one IPv6 /64 are one network and hit the limit
together (an IPv4-mapped address counts as its IPv4 address); wrong tokens
on one code lock that table for new joins and spectators while a person
with a valid seat token still sits down; the counters are pruned as time
passes (they do not grow with use).
"""

from __future__ import annotations

import asyncio

import pytest
from window_fakes import Window as Fake

from cardtable.engine.registry import get_rules
from cardtable.net import guard as guard_module
from cardtable.net.guard import JoinGuard, address_key
from cardtable.net.host import Host, Session
from cardtable.net.protocol import PROTOCOL, Close, encode
from cardtable.net.table import SeatSlot, Table


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.mark.parametrize(("address", "key"), [
    ("192.0.2.7", "192.0.2.7"),
    ("::ffff:192.0.2.7", "192.0.2.7"),
    ("2001:db8:1:2:aaaa:bbbb:cccc:dddd", "2001:db8:1:2::/64"),
    ("2001:db8:1:2::1", "2001:db8:1:2::/64"),
    ("2001:db8:1:3::1", "2001:db8:1:3::/64"),
    ("fe80::1%eth0", "fe80::/64"),
    ("?", "?"),
])
def test_an_address_counts_for_its_network(address, key):
    assert address_key(address) == key


async def _hello(host: Host, address: str, **fields: object) -> int | None:
    """A connection from ``address`` says hello; its close code, or None when it was seated."""
    fake = Fake()
    session = Session(fake, address, rate=10_000, burst=10_000, tokens=10_000)
    assert await host.opened(session)
    seated = await host.received(session, encode("hello", protocol=PROTOCOL, app="t", **fields))
    await host.closed(session)
    return None if seated else fake.closed


def _table() -> Table:
    rules = get_rules("skipbo")
    return Table(rules, rules.options_from_json({"players": 2, "stock_size": 5}), 3,
                 [SeatSlot("A"), SeatSlot("B")], code="ABC234")


def test_addresses_rotating_within_one_ipv6_64_hit_the_limit_together():
    async def run() -> tuple[list[int | None], int | None, int | None]:
        host = Host(rate=10_000, burst=10_000)
        host.add_table(_table())
        guesses = [await _hello(host, f"2001:db8:5:6::{i:x}", code=f"ZZZ{i:03d}")
                   for i in range(1, guard_module.FAILED_JOINS + 2)]
        # the right code, from yet another address of that /64: refused too; another network is not
        same = await _hello(host, "2001:db8:5:6:ffff::1", code="ABC234", spectator=True)
        other = await _hello(host, "2001:db8:5:7::1", code="ABC234", spectator=True)
        return guesses, same, other

    guesses, same, other = asyncio.run(run())
    assert guesses[:guard_module.FAILED_JOINS] == [Close.NO_TABLE] * guard_module.FAILED_JOINS
    assert guesses[-1] == Close.TOO_MANY
    assert same == Close.TOO_MANY
    assert other is None


def test_wrong_tokens_on_one_code_lock_it_for_newcomers_but_a_seated_token_still_joins():
    async def run() -> dict[str, object]:
        clock = Clock()
        host = Host(rate=10_000, burst=10_000)
        host.guard = JoinGuard(clock)
        table = host.add_table(_table())
        first = await _hello(host, "198.51.100.1", code="ABC234", name="A")  # a person takes seat 0
        wrong = [await _hello(host, f"203.0.113.{i}", code="ABC234", token=f"guess{i}")  # one try per address
                 for i in range(guard_module.CODE_FAILURES)]
        out: dict[str, object] = {"first": first, "wrong": wrong}
        out["newcomer"] = await _hello(host, "192.0.2.50", code="ABC234", name="B")
        out["spectator"] = await _hello(host, "192.0.2.51", code="ABC234", spectator=True)
        out["seated"] = await _hello(host, "192.0.2.52", code="ABC234", token=table.seats[0].token)
        clock.now += guard_module.CODE_LOCK + 1
        out["later"] = await _hello(host, "192.0.2.50", code="ABC234", name="B")
        return out

    out = asyncio.run(run())
    assert out["first"] is None
    assert out["wrong"] == [Close.BAD_TOKEN] * guard_module.CODE_FAILURES
    assert out["newcomer"] == out["spectator"] == Close.TOO_MANY
    assert out["seated"] is None  # the person holding a seat's token comes back at once
    assert out["later"] is None  # the lock ends


def test_the_counters_are_pruned_as_time_passes():
    clock = Clock()
    guard = JoinGuard(clock)
    for round_ in range(5):
        for i in range(500):
            guard.failed(f"10.{round_}.{i // 250}.{i % 250}", f"C{i % 50}")
        assert len(guard) <= 1000 + 50 + 50
        clock.now += guard_module.CODE_WINDOW + guard_module.CODE_LOCK + 1
    guard.failed("192.0.2.1")
    assert len(guard) == 1  # only the newest failure is held
