"""A restarted server keeps what its people could see: a Phase 10 round end
held when the server was killed is held again after the restart, with who
was ready already, and the next round is dealt only once every person is
ready; a stand-in keeps playing its seat; a spectator comes back with the
code. (Chat is not kept: docs/PROTOCOL.md.)"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import random
import signal
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest
from window_fakes import Window as Fake

from cardtable.ai.base import make_policy
from cardtable.engine.registry import get_rules
from cardtable.net.__main__ import new_table
from cardtable.net.client import TableClient
from cardtable.net.host import Host, Session
from cardtable.net.host_saving import TableKeeper
from cardtable.net.protocol import PROTOCOL, encode
from cardtable.net.saving import journal_lines, load_table, load_tables
from cardtable.net.table import SeatSlot, Table

ROOT = Path(__file__).resolve().parents[2]



async def _connect(host: Host, **hello) -> tuple[Session, Fake]:
    fake = Fake()
    session = Session(fake, "127.0.0.1", rate=1e6, burst=10**6, tokens=10**6)
    assert await host.opened(session)
    assert await host.received(session, encode("hello", protocol=PROTOCOL, app="t", code="RND234", **hello))
    return session, fake


def _table() -> Table:
    rules = get_rules("phase10")
    return Table(rules, rules.options_from_json({"players": 2, "phases": [1, 2]}), 11,
                 [SeatSlot("Oma"), SeatSlot("Ben")], code="RND234")


async def _to_round_end(host: Host, sessions: list[Session], table: Table) -> None:
    rng = random.Random(4)
    while table.held is None:
        assert not table.over()
        seat = table.rules.current_player(table.state)
        action = rng.choice(list(table.rules.legal_actions(table.state)))
        await host.received(sessions[seat], encode("act", seq=table.seq, action=table.rules.action_to_json(action)))


def _kill(host: Host) -> None:
    """The process goes without a clean close: only its open journal files are let go (this test's process lives on)."""
    for store in host.keeper._stores.values():
        store.close()


def test_a_held_round_end_and_who_is_ready_survive_a_kill(tmp_path):
    async def first_life() -> tuple[str, str]:
        host = Host(autosave_dir=tmp_path, rate=1e6, burst=10**6)
        table = host.add_table(_table())
        oma, _f = await _connect(host, name="Oma")
        ben, _g = await _connect(host, name="Ben")
        await host.received(oma, encode("start"))
        await _to_round_end(host, [oma, ben], table)
        await host.received(oma, encode("ready", seq=table.seq))
        assert table.held is not None and table.ready == {0}
        await host.saved()
        _kill(host)
        return table.seats[0].token, table.seats[1].token

    async def second_life(tokens: tuple[str, str]) -> None:
        [(table, admin)] = load_tables(tmp_path)
        assert table.held is not None and table.ready == {0}
        host = Host(autosave_dir=tmp_path, rate=1e6, burst=10**6)
        host.add_table(table, admin)
        oma, oma_fake = await _connect(host, token=tokens[0])
        first_update = next(f for f in oma_fake.frames if f["type"] == "update")
        assert "held" in first_update
        _watcher, watcher_fake = await _connect(host, spectator=True)
        assert "held" in next(f for f in watcher_fake.frames if f["type"] == "update")
        ben, _ben_fake = await _connect(host, token=tokens[1])
        seq = table.seq
        await host.received(oma, encode("ready", seq=seq))
        assert table.held is not None and table.seq == seq  # Ben has not said he is ready
        await host.received(ben, encode("ready", seq=seq))
        assert table.held is None  # now the next round is dealt
        await host.close()

    tokens = asyncio.run(first_life())
    asyncio.run(second_life(tokens))


def test_a_round_end_journalled_before_its_checkpoint_landed_is_held_again(tmp_path):
    table = _table()
    table.start(False)
    keeper = TableKeeper(tmp_path)
    keeper.keep(table)  # the first checkpoint (no loop: written at once)
    rng = random.Random(4)
    while table.held is None:
        table._apply(rng.choice(list(table.rules.legal_actions(table.state))))
        if table.held is None:
            keeper.keep(table)
    # the round end's move reaches the journal; the checkpoint is lost in the kill
    store = keeper._stores[table.code]
    store._append(journal_lines(store.written, table.action_docs[store.written:]))
    store.close()
    loaded, _admin = load_table(tmp_path, table.code)
    assert loaded.seq == table.seq and loaded.held is not None and loaded.ready == set()


def test_a_stand_in_survives_a_restart(tmp_path):
    async def run() -> None:
        host = Host(autosave_dir=tmp_path, rate=1e6, burst=10**6)
        rules = get_rules("phase10")
        table = host.add_table(Table(rules, rules.options_from_json({"players": 2, "phases": [1, 2]}), 3,
                                     [SeatSlot("Oma"), SeatSlot("Ben")], code="RND234", grace=0.0))
        oma, _f = await _connect(host, name="Oma")
        ben, _g = await _connect(host, name="Ben")
        await host.received(oma, encode("start"))
        await host.closed(ben)
        await host.received(oma, encode("stand_in", seat=1))
        assert table.seats[1].stand_in
        await host.saved()
        _kill(host)

    asyncio.run(run())
    [(table, _admin)] = load_tables(tmp_path)
    assert table.seats[1].stand_in and not table.seats[0].stand_in


def test_the_seats_file_is_never_readable_by_others(tmp_path, monkeypatch):
    """Its temporary file already has mode 0600 when it takes the seats file's place."""
    from cardtable.persistence import atomic

    modes: list[int] = []
    real_replace = os.replace

    def replace(src, dst):
        if str(dst).endswith(".seats.json"):
            modes.append(stat.S_IMODE(os.stat(src).st_mode))
        return real_replace(src, dst)

    monkeypatch.setattr(atomic.os, "replace", replace)
    old = os.umask(0o022)
    try:
        table = _table()
        TableKeeper(tmp_path).keep(table)
        table.seats[0].joined = True
        TableKeeper(tmp_path).keep(table)  # a second write: over an existing file
    finally:
        os.umask(old)
    assert modes and all(mode == 0o600 for mode in modes)
    assert stat.S_IMODE((tmp_path / "table-RND234.seats.json").stat().st_mode) == 0o600


def _start(data: Path) -> tuple[subprocess.Popen, int]:
    proc = subprocess.Popen([sys.executable, "-m", "cardtable.net", "serve", "--port", "0", "--data", str(data),
                             "--log-level", "WARNING", "--rate", "100000"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)})
    line = proc.stdout.readline()
    assert "listening on ws://127.0.0.1:" in line, line
    return proc, int(line.rsplit(":", 1)[1])


def _ready_on_disk(data: Path, code: str, ready: list[int]) -> None:
    """Wait (at most a minute of looks: a loaded machine writes late) until the seats file says who is ready."""
    path = data / f"table-{code}.seats.json"
    for _ in range(2400):
        with contextlib.suppress(OSError, ValueError):
            if json.loads(path.read_text(encoding="utf-8")).get("ready") == ready:
                return
        time.sleep(0.025)
    raise AssertionError(f"table {code} never said {ready} are ready")


def test_a_killed_server_process_holds_the_round_end_again(tmp_path):
    data = tmp_path / "server"
    data.mkdir()
    code = new_table(data, "phase10", "person,person", '{"phases": [1, 2]}', "")
    proc, port = _start(data)
    try:
        async def first_life() -> tuple[str, str]:
            oma, ben = (TableClient(f"ws://127.0.0.1:{port}", code, name) for name in ("Oma", "Ben"))
            await oma.connect()
            await ben.connect()
            await oma.send("start")
            policies = {oma: make_policy("phase10", "easy", 0, 1), ben: make_policy("phase10", "easy", 1, 2)}
            while oma.view.held is None:  # robots play until a round end is held
                for client in (oma, ben):
                    with contextlib.suppress(TimeoutError):
                        await client.receive(0.2)
                    obs = client.view.observation
                    if obs is not None and obs.legal_actions and client.view.held is None:
                        await client.act(policies[client].choose(obs))
            await oma.send("ready", seq=oma.view.seq)
            return oma.view.token, ben.view.token

        tokens = asyncio.run(first_life())
        _ready_on_disk(data, code, [0])
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait(10)
    proc, port = _start(data)
    try:
        async def second_life() -> None:
            oma, ben = (TableClient(f"ws://127.0.0.1:{port}", code, token=token) for token in tokens)
            await oma.connect()
            while oma.view.seq < 0:
                await oma.receive(10)
            assert oma.view.held is not None  # the first update holds the round end again
            await ben.connect()
            while ben.view.seq < 0:
                await ben.receive(10)
            assert ben.view.held is not None
            await oma.send("ready", seq=oma.view.seq)
            with pytest.raises(TimeoutError):  # Oma was ready already: nothing is dealt for her
                while True:
                    await oma.receive(0.5)
            assert oma.view.held is not None
            await ben.send("ready", seq=ben.view.seq)
            while oma.view.held is not None:  # Ben too: the next round is dealt
                await oma.receive(10)
            await oma.close()
            await ben.close()

        asyncio.run(second_life())
    finally:
        proc.send_signal(signal.SIGTERM)
        proc.wait(10)
