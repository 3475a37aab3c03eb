"""The desktop app's own host (``net.background.BackgroundHost``) without Qt, on 127.0.0.1.

It serves one table from a thread, saves it before it says its code, keeps
the hosting person's seat for the hosting window (which connects with its
token), stops only after the last move is on disk, and a stopped table
starts again from its files with the same code and tokens.
"""

from __future__ import annotations

import asyncio
import os
import socket
import threading

import pytest

from cardtable.engine.registry import get_rules
from cardtable.net import background
from cardtable.net.background import BackgroundHost, lan_addresses, new_table, reopen
from cardtable.net.client import TableClient
from cardtable.net.saving import load_tables
from cardtable.net.table import COMPUTER, PERSON, SeatSlot


def _table():
    rules = get_rules("phase10")
    options = rules.options_from_json({"players": 3, "phases": [1]})
    seats = [SeatSlot("Hosta", PERSON), SeatSlot("", PERSON), SeatSlot("Robo", COMPUTER, "easy")]
    return new_table(rules, options, 5, seats, name="Family")


def _host(folder, table=None, **extra) -> BackgroundHost:
    made = BackgroundHost(table or _table(), 0, folder, address="127.0.0.1", port=0, **extra)
    made.start()
    return made


async def _seat(url: str, code: str, name: str, token: str | None = None) -> TableClient:
    client = TableClient(url, code, name, token=token)
    await client.connect(5.0)
    return client


def _threads() -> list[str]:
    return [t.name for t in threading.enumerate() if t.name == background.THREAD_NAME]


def test_start_saves_before_the_code_is_given_and_stop_ends_the_thread(tmp_path):
    host = _host(tmp_path)
    try:
        assert host.port and host.local_url == f"ws://127.0.0.1:{host.port}"
        assert background.hosted_here(host.code)
        (table, admin), = load_tables(tmp_path)
        assert table.code == host.code and admin == 0 and table.seats[0].joined  # the host's seat is kept
        assert oct(os.stat(tmp_path / f"table-{host.code}.seats.json").st_mode & 0o777) == "0o600"
        assert host.addresses() == [f"ws://127.0.0.1:{host.port}"]
    finally:
        host.stop()
    assert not _threads() and not background.hosted_here(host.code)
    host.stop()  # twice is harmless


def test_the_hosting_seat_is_taken_by_token_only_and_only_the_host_starts(tmp_path):
    host = _host(tmp_path)

    async def play() -> None:
        guest = await _seat(host.local_url, host.code, "Gita")
        assert guest.view.seat == 1  # the free invited seat, never the host's
        mine = await _seat(host.local_url, host.code, "", token=host.token(0))
        assert mine.view.seat == 0
        await guest.send("start", fill=False)
        rejected = await guest.receive(5.0)
        while rejected.type != "rejected":
            rejected = await guest.receive(5.0)
        assert rejected.get("rejection")["rule"] == "NET-6"
        await mine.send("start", fill=False)
        while mine.view.observation is None:
            await mine.receive(5.0)
        for client in (guest, mine):
            await client.close()

    try:
        asyncio.run(play())
    finally:
        host.stop()


def test_stop_waits_for_the_last_move_and_the_table_comes_back_with_its_code_and_tokens(tmp_path):
    table = _table()
    host = _host(tmp_path, table)
    guest_token = None

    async def play() -> str:
        mine = await _seat(host.local_url, host.code, "", token=host.token(0))
        guest = await _seat(host.local_url, host.code, "Gita")
        await mine.send("start", fill=False)
        for client in (mine, guest):
            while client.view.observation is None:
                await client.receive(5.0)
        await mine.close()
        await guest.close()
        return str(guest.view.token)

    try:
        guest_token = asyncio.run(play())
    finally:
        host.stop()
    moves = table.seq
    again = reopen(tmp_path, table.code, address="127.0.0.1", port=0)
    assert again.wanted_port == host.port  # the address the others have still works
    assert again.table.started and again.table.seq == moves and again.admin == 0
    assert again.token(0) == table.seats[0].token and again.token(1) == guest_token
    assert again.start() == host.port

    async def back() -> None:
        guest = await _seat(again.local_url, table.code, "", token=guest_token)
        assert guest.view.seat == 1 and guest.view.table["seats"][1]["name"] == "Gita"
        await guest.close()

    try:
        asyncio.run(back())
    finally:
        again.stop()


def test_a_finished_table_leaves_no_files_and_a_table_cannot_be_hosted_twice(tmp_path):
    host = _host(tmp_path)
    try:
        with pytest.raises(OSError):
            BackgroundHost(host.table, 0, tmp_path, address="127.0.0.1", port=0).start()
        assert background.hosted_here(host.code)  # the refused second one did not end the first
    finally:
        host.stop()
    host.table.over = lambda: True  # as if the game had been played to its end
    host.stop()
    assert list(tmp_path.iterdir()) == []


def test_a_taken_port_falls_back_to_a_free_one(tmp_path):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        host = BackgroundHost(_table(), 0, tmp_path, address="127.0.0.1", port=port)
        try:
            assert host.start() not in (0, port)
        finally:
            host.stop()


def test_lan_addresses_never_list_loopback():
    assert all(not ip.startswith("127.") for ip in lan_addresses())


def test_reopen_refuses_a_table_without_a_host_seat(tmp_path):
    from cardtable.net.saving import save_table

    table = _table()
    save_table(tmp_path, table, None)
    with pytest.raises(ValueError):
        reopen(tmp_path, table.code)


def test_a_table_another_copy_of_the_app_hosts_is_not_hosted_twice(tmp_path):
    from cardtable.net.background import hosted_elsewhere, lock_path
    from cardtable.net.saving import save_table
    from cardtable.persistence.slot_lock import SlotLock

    table = _table()
    save_table(tmp_path, table, 0)
    assert not hosted_elsewhere(tmp_path, table.code)
    other = SlotLock(lock_path(tmp_path, table.code))  # as another running copy holds it
    assert other.acquire()
    try:
        assert hosted_elsewhere(tmp_path, table.code)
        with pytest.raises(OSError):
            reopen(tmp_path, table.code, address="127.0.0.1", port=0).start()
        assert not _threads() and not background.hosted_here(table.code)
    finally:
        other.release()
    again = reopen(tmp_path, table.code, address="127.0.0.1", port=0)
    again.start()
    try:
        assert hosted_elsewhere(tmp_path, table.code)
    finally:
        again.stop()
    assert not hosted_elsewhere(tmp_path, table.code)


def test_the_hosted_table_is_announced_to_the_join_dialogs_listener_without_its_code(tmp_path):
    from cardtable.net.beacon import Listener

    listener = Listener(port=0, address="127.0.0.1").open()
    try:
        host = _host(tmp_path, beacon_to=[("127.0.0.1", listener.port)])
        try:
            assert listener.wait(5.0) >= 1
            [heard] = listener.tables()
            assert (heard.name, heard.game, heard.host, heard.free) == ("Family", "phase10", "Hosta", 1)
            assert heard.url == f"ws://127.0.0.1:{host.port}" and host.code not in repr(heard)
        finally:
            host.stop()
    finally:
        listener.close()
