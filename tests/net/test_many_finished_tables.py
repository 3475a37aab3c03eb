"""Thousands of finished tables cost a server nothing while it waits.

A server that ran for a month keeps every retired table in ``finished/``
(30 days by default: tens of thousands of files). Looking for one table's
files by name reads the whole folder; doing that for each finished table at
every sweep (to delete those past their time) read the folder once per
table, every 30 seconds: with 8,000 finished tables the sweep took minutes,
the over tables stopped retiring (memory grew with them) and an idle server
was busy. Now the folder is read once per look, and the look for finished
tables past their time comes once an hour. Counted here: how often the
finished folder is read (the cost grows with that, on any machine)."""

from __future__ import annotations

import asyncio
import os
import time

from cardtable.net.host import Host
from cardtable.net.lifecycle import DAY, FINISHED, Lifetimes, delete_old_finished
from cardtable.net.operate import list_tables

TABLES = 40


def _finished(folder, count: int, age_days: float) -> list[str]:
    target = folder / FINISHED
    target.mkdir(parents=True, exist_ok=True)
    stamp = time.time() - age_days * DAY
    codes = [f"AB{i:04d}".replace("0", "Q").replace("1", "R") for i in range(count)]
    for code in codes:
        for name in (f"table-{code}.cardtable", f"table-{code}.seats.json", f"table-{code}.0.moves"):
            path = target / name
            path.write_text('{"game": "skipbo"}')
            os.utime(path, (stamp, stamp))
    return codes


def _reads(monkeypatch, folder) -> list[str]:
    """Every listing of ``folder`` from now on."""
    seen: list[str] = []
    scandir = os.scandir

    def counted(path="."):
        if os.fspath(path) == os.fspath(folder):
            seen.append(os.fspath(path))
        return scandir(path)

    monkeypatch.setattr(os, "scandir", counted)
    return seen


def test_deleting_old_finished_tables_reads_the_folder_once(tmp_path, monkeypatch):
    old = _finished(tmp_path, TABLES, age_days=40)
    reads = _reads(monkeypatch, tmp_path / FINISHED)
    assert sorted(delete_old_finished(tmp_path, 30 * DAY, time.time())) == sorted(old)
    assert len(reads) == 1
    assert not list((tmp_path / FINISHED).iterdir())


def test_young_finished_tables_stay(tmp_path):
    young = _finished(tmp_path, 3, age_days=2)
    assert delete_old_finished(tmp_path, 30 * DAY, time.time()) == []
    assert len(list((tmp_path / FINISHED).iterdir())) == 3 * len(young)


def test_listing_finished_tables_reads_their_folder_once(tmp_path, monkeypatch):
    _finished(tmp_path, TABLES, age_days=1)
    reads = _reads(monkeypatch, tmp_path / FINISHED)
    listed = list_tables(tmp_path)
    assert len(listed) == TABLES and all(t.state == "finished" and t.last_activity for t in listed)
    assert len(reads) <= 2  # the seats files, and every file's time


def test_a_serving_host_looks_for_old_finished_tables_once_an_hour(tmp_path, monkeypatch):
    _finished(tmp_path, TABLES, age_days=1)
    now = [time.time()]

    async def run() -> list[int]:
        host = Host(autosave_dir=tmp_path, lifetimes=Lifetimes(keep_finished=30 * DAY))
        host.life.clock = lambda: now[0]
        reads = _reads(monkeypatch, tmp_path / FINISHED)
        counts = []
        for step in (0, 30, 30, 3600):  # sweeps 30 s apart, then an hour later
            now[0] += step
            await host.life.sweep()
            counts.append(len(reads))
        await host.close()
        return counts

    assert asyncio.run(run()) == [1, 1, 1, 2]
