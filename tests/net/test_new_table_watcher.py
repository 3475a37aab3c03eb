"""The server's watcher for tables ``cardtable-server new`` writes beside it
reads each table once: finished tables on disk are looked at once and never
again (they used to be replayed on every pass, every two seconds, forever),
and a table that cannot be read yet is tried again only once its files change.
Counted in loads, not measured in time."""

from __future__ import annotations

import asyncio
import os
import random

from cardtable.engine.registry import get_rules
from cardtable.net import __main__ as server
from cardtable.net import saving
from cardtable.net.host import Host
from cardtable.net.saving import save_table
from cardtable.net.table import SeatSlot, Table


def _finished(code: str, seed: int) -> Table:
    rules = get_rules("phase10")
    table = Table(rules, rules.options_from_json({"players": 2, "phases": [1]}), seed,
                  [SeatSlot("A"), SeatSlot("B")], code=code, started=True)
    rng = random.Random(seed)
    while not table.over():
        table._apply(rng.choice(list(rules.legal_actions(table.state))))
    return table


def _passes(monkeypatch, host: Host, data, passes: int, seen: dict | None = None) -> None:
    """Run the watcher for ``passes`` passes (its two-second sleep made instant)."""
    real_sleep = asyncio.sleep

    async def run() -> None:
        stop = asyncio.Event()
        count = 0

        async def sleep(_seconds: float) -> None:
            nonlocal count
            count += 1
            if count > passes:
                stop.set()
            await real_sleep(0)

        monkeypatch.setattr(asyncio, "sleep", sleep)
        try:
            if seen is None:
                await server._take_up_new_tables(host, data, stop)
            else:
                await server._take_up_new_tables(host, data, stop, seen)
        finally:
            monkeypatch.setattr(asyncio, "sleep", real_sleep)

    asyncio.run(run())


def test_finished_tables_are_read_once_however_many_passes(tmp_path, monkeypatch):
    for number in range(8):
        save_table(tmp_path, _finished(f"FIN{number:03d}", number), None)
    loads: list[str] = []
    real_load = saving.load_table

    def counting(folder, code):
        loads.append(code)
        return real_load(folder, code)

    monkeypatch.setattr(saving, "load_table", counting)
    host = Host()
    _passes(monkeypatch, host, tmp_path, 5)
    assert sorted(loads) == [f"FIN{n:03d}" for n in range(8)]  # each once, not once per pass
    assert host.tables == {}


def test_a_table_that_cannot_be_read_is_tried_again_once_it_changed(tmp_path, monkeypatch):
    table = _finished("NEW234", 3)
    (tmp_path / "table-NEW234.seats.json").write_text("{half", encoding="utf-8")  # half written
    loads: list[str] = []
    real_load = saving.load_table

    def counting(folder, code):
        loads.append(code)
        return real_load(folder, code)

    monkeypatch.setattr(saving, "load_table", counting)
    host = Host()
    seen: dict = {}
    _passes(monkeypatch, host, tmp_path, 4, seen)
    assert loads == ["NEW234"]
    rules = table.rules
    fresh = Table(rules, table.options, 3, [SeatSlot("A"), SeatSlot("B")], code="NEW234")
    save_table(tmp_path, fresh, None)
    os.utime(tmp_path / "table-NEW234.seats.json", (2e9, 2e9))  # changed (whatever the file system's clock)
    _passes(monkeypatch, host, tmp_path, 4, seen)
    assert loads == ["NEW234", "NEW234"]
    assert "NEW234" in host.tables
