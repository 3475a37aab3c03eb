"""The headless server as a real process on 127.0.0.1: windows open tables on
it, two tables never see each other, a version mismatch is said in words,
and a server killed with SIGKILL re-opens its tables from its saves while the
windows come back with their seats' tokens and finish the game."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from cardtable.ai.base import make_policy
from cardtable.net.client import TableClient, TableClosed, play_robot
from cardtable.net.protocol import Close

ROOT = Path(__file__).resolve().parents[2]


def _start(data: Path) -> tuple[subprocess.Popen, int]:
    proc = subprocess.Popen([sys.executable, "-m", "cardtable.net", "serve", "--port", "0", "--data", str(data),
                             "--log-level", "WARNING", "--rate", "100000"],  # robots answer at loopback speed
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)})
    line = proc.stdout.readline()
    assert "listening on ws://127.0.0.1:" in line, (line, proc.stderr.read() if proc.poll() is not None else "")
    return proc, int(line.rsplit(":", 1)[1])


def _saved(data: Path, code: str, moves: int) -> None:
    """Wait (a bounded number of looks) until the table's files on disk hold ``moves`` moves."""
    from cardtable.net.saving import load_table
    from cardtable.persistence import SaveError

    for _ in range(2400):
        try:
            if load_table(data, code)[0].seq >= moves:
                return
        except (OSError, ValueError, KeyError, SaveError):
            pass  # not written yet
        time.sleep(0.025)
    raise AssertionError(f"table {code} never held {moves} moves on disk")


def _seats(kinds):
    return [{"kind": k, **({"level": "easy"} if k == "computer" else {})} for k in kinds]


async def _create(port, game, options, kinds, name="Oma"):
    client = TableClient(f"ws://127.0.0.1:{port}", "", name)
    from websockets.asyncio.client import connect

    from cardtable.net.protocol import PROTOCOL, encode

    client._connection = await connect(f"ws://127.0.0.1:{port}", compression=None)
    await client._connection.send(encode("create", protocol=PROTOCOL, app="test", game=game, options=options,
                                         seats=_seats(kinds), name=name, table_name="Family"))
    while client.view.seat is None:
        await client.receive(10)
    client.code = client.view.table["code"]
    return client


def test_two_tables_a_kill_and_a_restart(tmp_path):
    data = tmp_path / "server"
    proc, port = _start(data)

    async def first_half():
        a = await _create(port, "phase10", {"phases": [1, 2]}, ["person", "person", "computer"])
        b = await _create(port, "skipbo", {"stock_size": 5}, ["person", "computer"], name="Opa")
        assert a.view.table["code"] != b.view.table["code"]
        a2 = TableClient(f"ws://127.0.0.1:{port}", a.code, "Ben")
        await a2.connect()
        await a.send("start")
        await b.send("start")
        # a few moves on table A, then the server dies
        acted = 0
        policy = {c: make_policy("phase10", "easy", c.view.seat, 1) for c in (a, a2)}
        while acted < 6:
            for c in (a, a2):
                try:
                    await c.receive(0.2)
                except TimeoutError:
                    continue
                obs = c.view.observation
                if obs is not None and obs.legal_actions and c.view.held is None:
                    await c.act(policy[c].choose(obs))
                    acted += 1
        seen_b = [m for m in b.view.chat]  # table B hears nothing of table A
        for c in (a, a2, b):
            await c.close()
        return a.code, a.view.token, a2.view.token, b.code, a.view.seq, seen_b

    try:
        code_a, token_a, token_a2, code_b, seen_seq, seen_b = asyncio.run(first_half())
        assert seen_b == []
        _saved(data, code_a, seen_seq)  # the position the windows saw is on disk
    finally:
        proc.send_signal(signal.SIGKILL)  # also when the first half failed: no server left behind
        proc.wait(10)
    assert code_a != code_b
    assert (data / f"table-{code_a}.cardtable").exists() and (data / f"table-{code_b}.cardtable").exists()
    proc, port = _start(data)
    try:
        async def second_half():
            a = TableClient(f"ws://127.0.0.1:{port}", code_a, token=token_a)
            a2 = TableClient(f"ws://127.0.0.1:{port}", code_a, token=token_a2)
            await a.connect()
            await a2.connect()
            assert a.view.seat == 0 and a2.view.seat == 1  # their seats again
            views = await asyncio.wait_for(asyncio.gather(
                play_robot(a, make_policy("phase10", "easy", 0, 5)),
                play_robot(a2, make_policy("phase10", "easy", 1, 6))), 120)
            await a.close()
            await a2.close()
            return views

        views = asyncio.run(second_half())
        assert all(v.record is not None and len(v.record["actions"]) > 6 for v in views)
    finally:
        proc.send_signal(signal.SIGTERM)
        proc.wait(10)


def test_a_version_mismatch_is_said_not_a_silent_hang(tmp_path):
    proc, port = _start(tmp_path / "server")
    try:
        async def run():
            client = TableClient(f"ws://127.0.0.1:{port}", "ABCDEF", "X", protocol=99)
            with pytest.raises(TableClosed) as info:
                await client.connect(timeout=5)
            return info.value

        closed = asyncio.run(run())
        assert closed.code == Close.VERSION
    finally:
        proc.send_signal(signal.SIGTERM)
        proc.wait(10)


def test_a_table_opened_beside_a_running_server_is_taken_up(tmp_path):
    data = tmp_path / "server"
    proc, port = _start(data)
    try:
        made = subprocess.run([sys.executable, "-m", "cardtable.net", "new", "--data", str(data), "--game", "skipbo",
                               "--seats", "person,computer:easy", "--options", '{"stock_size": 5}',
                               "--name", "Family"], capture_output=True, text=True, cwd=ROOT, check=True,
                              env={**os.environ, "PYTHONPATH": str(ROOT)})
        code = made.stdout.split()[0]  # then the table's links
        assert len(code) == 6

        async def join_and_play():
            for attempt in range(40):  # the server looks for new tables every two seconds
                client = TableClient(f"ws://127.0.0.1:{port}", code.lower(), "Oma")  # typed in any case
                try:
                    await client.connect()
                    break
                except TableClosed as exc:
                    assert exc.code == Close.NO_TABLE and attempt < 39
                    await asyncio.sleep(0.25)
            assert client.view.table["name"] == "Family"
            await client.send("start")
            view = await asyncio.wait_for(play_robot(client, make_policy("skipbo", "easy", 0, 1)), 60)
            await client.close()
            return view

        assert asyncio.run(join_and_play()).record is not None
    finally:
        proc.send_signal(signal.SIGTERM)
        proc.wait(10)
