"""A table whose game is over holds no file open while it waits to retire.

A server keeps a finished table in memory for some minutes (the standings,
another game at the same table); with a game ending every few seconds, an
open journal per finished table would reach the usual limit of 1,024 open
files long before those tables retire. The checkpoint written at the end
replaces the journal, so the journal is closed then."""

from __future__ import annotations

import os

import pytest

from cardtable.engine.registry import get_rules
from cardtable.net.host_saving import TableKeeper
from cardtable.net.table import COMPUTER, SeatSlot, Table


def _open_files() -> int:
    return len(os.listdir("/proc/self/fd"))


@pytest.mark.skipif(not os.path.isdir("/proc/self/fd"), reason="counts open files in /proc (Linux)")
@pytest.mark.parametrize(("game", "options"), [("skipbo", {"stock_size": 5}), ("phase10", {"phases": [1]})])
def test_a_finished_table_holds_no_file_open(tmp_path, game, options):
    rules = get_rules(game)
    seats = [SeatSlot(f"C{i}", COMPUTER, "easy") for i in range(2)]
    table = Table(rules, rules.options_from_json({**options, "players": 2}), 5, seats, code="ABCDEF", started=True)
    keeper = TableKeeper(tmp_path)
    files = _open_files()
    keeper.keep(table)
    journalled = False
    while not table.over():
        seat = table.computer_to_move()
        assert seat is not None
        seq, action = table.think(seat)
        assert table.computer_move(seat, seq, action)
        keeper.keep(table)
        journalled = journalled or _open_files() > files
    assert journalled  # moves went to an open journal while the game ran
    assert _open_files() == files
    assert list(tmp_path.glob("table-ABCDEF.*.moves")) == []  # the last checkpoint holds every move
