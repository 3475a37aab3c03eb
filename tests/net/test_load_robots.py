"""The server benchmark's robot windows still speak to the real server: a
short run of ``benchmarks/net_server_load.py`` where moves reach all four
windows of their table. No timing is checked here (figures belong in
benchmarks/): the run waits, within a generous bound, until three moves have
reached every window, however slow the machine is."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_a_short_load_run_moves_every_table_and_reaches_every_window(monkeypatch):
    monkeypatch.syspath_prepend(str(ROOT))
    from benchmarks import net_server_load

    result = net_server_load.run(3, 0.5, warm_up=0.0, at_least=3)
    assert result["connections"] == 12
    assert result["moves"] >= 3, result  # counted only when the update reached all four windows of the table
    assert result["p95_ms"] is not None and result["rss_idle_mb"] > 0
    assert "benchmarks.load_robots" in sys.modules
