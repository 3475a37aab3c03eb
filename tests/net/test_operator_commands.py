"""The operator's commands: ``cardtable-server list``, ``close CODE`` and
``gc`` on a data folder, with and without a server serving it; one server
per data folder; and through a real server process on 127.0.0.1: ``close``
beside the running server retires the table at its next sweep and its
window hears 4008 with the reason."""

from __future__ import annotations

import asyncio
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from cardtable.engine.registry import get_rules
from cardtable.net.__main__ import main, new_table, parse_args
from cardtable.net.client import TableClient, TableClosed
from cardtable.net.lifecycle import DAY, FINISHED, REQUESTS, Lifetimes
from cardtable.net.operate import ServerRunning, collect, list_tables, server_lock
from cardtable.net.protocol import Close
from cardtable.net.saving import save_table
from cardtable.net.table import SeatSlot, Table

ROOT = Path(__file__).resolve().parents[2]


def _over(data: Path, code: str) -> None:
    rules = get_rules("phase10")
    table = Table(rules, rules.options_from_json({"players": 2, "phases": [1]}), 1,
                  [SeatSlot("A", joined=True), SeatSlot("B", joined=True)], code=code, started=True)
    rng = random.Random(1)
    while not table.over():
        table._apply(rng.choice(list(rules.legal_actions(table.state))))
    save_table(data, table, None)


def _age(data: Path, code: str, seconds: float) -> None:
    then = time.time() - seconds
    for path in data.glob(f"table-{code}.*"):
        os.utime(path, (then, then))


def _folder(tmp_path: Path) -> tuple[Path, str, str]:
    data = tmp_path / "server"
    data.mkdir()
    code = new_table(data, "skipbo", "person,computer:easy", '{"stock_size": 5}', "Family")
    _over(data, "OVR234")
    return data, code, "OVR234"


def test_list_shows_each_table_with_its_state(tmp_path, capsys):
    data, code, over = _folder(tmp_path)
    assert main(["list", "--data", str(data)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert any(line.startswith(code) and "skipbo" in line and " open " in line for line in lines), lines
    assert any(line.startswith(over) and "phase10" in line and " over " in line for line in lines), lines
    assert main(["close", "--data", str(data), over]) == 0
    assert {t.code: t.state for t in list_tables(data)} == {code: "open", over: "finished"}


def test_close_without_a_server_moves_the_files(tmp_path, capsys):
    data, code, _over_code = _folder(tmp_path)
    assert main(["close", "--data", str(data), code.lower()]) == 0
    assert "closed" in capsys.readouterr().out
    assert not list(data.glob(f"table-{code}.*"))
    assert (data / FINISHED / f"table-{code}.seats.json").exists()
    assert main(["close", "--data", str(data), "NOSUCH"]) == 1


def test_close_beside_a_running_server_leaves_it_a_request(tmp_path, capsys):
    data, code, _over_code = _folder(tmp_path)
    with server_lock(data):  # a server serves the folder
        assert main(["close", "--data", str(data), code]) == 0
        assert "running server" in capsys.readouterr().out
        assert (data / f"table-{code}.seats.json").exists()  # its files are the server's to move
        assert (data / REQUESTS / f"close-{code}").exists()
        with pytest.raises(ServerRunning), server_lock(data):
            pass  # a second server is refused


def test_gc_retires_what_is_due_and_deletes_old_finished_tables(tmp_path):
    data, code, over = _folder(tmp_path)
    fresh = new_table(data, "phase10", "person,person", "{}", "")
    life = Lifetimes(abandon=30 * DAY, over_grace=600, over_empty_grace=120, keep_finished=30 * DAY)
    _age(data, over, 300)
    _age(data, code, 31 * DAY)
    done = collect(data, life)
    assert any(over in line for line in done) and any(code in line for line in done)
    assert {p.name for p in data.glob("table-*.seats.json")} == {f"table-{fresh}.seats.json"}
    _age(data / FINISHED, over, 31 * DAY)
    done = collect(data, life)
    assert any(over in line and "deleted" in line for line in done)
    assert not list((data / FINISHED).glob(f"table-{over}.*"))
    assert (data / FINISHED / f"table-{code}.seats.json").exists()


def test_the_serve_flags_set_the_lifetimes():
    from cardtable.net.__main__ import lifetimes

    life = lifetimes(parse_args(["serve", "--abandon-days", "7", "--over-grace-minutes", "5",
                                 "--keep-finished-days", "90"]))
    assert (life.abandon, life.over_grace, life.keep_finished) == (7 * DAY, 300, 90 * DAY)


def test_close_beside_a_real_server_sends_4008_to_its_window(tmp_path):
    data = tmp_path / "server"
    data.mkdir()
    code = new_table(data, "skipbo", "person,computer:easy", '{"stock_size": 5}', "Family")
    proc = subprocess.Popen([sys.executable, "-m", "cardtable.net", "serve", "--port", "0", "--data", str(data),
                             "--log-level", "WARNING", "--sweep-seconds", "0.2"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)})
    try:
        line = proc.stdout.readline()
        assert "listening on ws://127.0.0.1:" in line, line
        port = int(line.rsplit(":", 1)[1])

        async def window() -> TableClosed:
            client = TableClient(f"ws://127.0.0.1:{port}", code, "Oma")
            await client.connect()
            assert main(["close", "--data", str(data), code]) == 0
            with pytest.raises(TableClosed) as closed:
                while True:
                    await client.receive(20)
            return closed.value

        closed = asyncio.run(window())
        assert closed.code == Close.TABLE_CLOSED
        for _ in range(2400):  # the window hears it first, then the files move: at most a minute of looks
            if (data / FINISHED / f"table-{code}.seats.json").exists():
                break
            time.sleep(0.025)
        assert not (data / f"table-{code}.seats.json").exists()
        assert (data / FINISHED / f"table-{code}.seats.json").exists()

        async def again() -> int:
            client = TableClient(f"ws://127.0.0.1:{port}", code, "Oma")
            with pytest.raises(TableClosed) as refused:
                await client.connect()
            return refused.value.code

        assert asyncio.run(again()) == Close.TABLE_CLOSED  # a retired code is said to be closed
    finally:
        proc.send_signal(signal.SIGTERM)
        proc.wait(10)
