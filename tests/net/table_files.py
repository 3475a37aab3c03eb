"""Random play on a network table and what its host writes after each
change, shared by the tests of a table on disk.

Why: the tests of one game's files and of the next game's files (play
again at the same table) play random legal moves and write the table's
checkpoints and seats the same way the host does; one copy keeps both
sets of tests doing what the host does.
"""

from __future__ import annotations

import random

from cardtable.net.saving import Snapshot, TableStore, write_seats, write_snapshot
from cardtable.net.table import Table


def play_random(table: Table, rng: random.Random, moves: int) -> None:
    """Up to ``moves`` random legal moves of the seat on turn (a held round
    end is released as one step); stops at game over."""
    for _ in range(moves):
        if table.over():
            return
        if table.held is not None:
            table.held = None
            continue
        seat = table.rules.current_player(table.state)
        action = rng.choice(table.rules.legal_actions(table.state))
        assert table.act(seat, table.seq, table.rules.action_to_json(action)) is None


def plan_and_write(store: TableStore, table: Table, admin: int | None, pending: list | None = None,
                   write: bool = True) -> None:
    """What the host does after a change: ``store.plan`` (journal lines are
    appended at once); the checkpoint and seats it asks for go to
    ``pending`` and reach the disk only when ``write`` (a kill loses the rest)."""
    pending = [] if pending is None else pending
    snap, seats = store.plan(table, admin)
    pending.extend(item for item in (snap, seats) if item is not None)
    if write:
        for item in pending:
            if isinstance(item, Snapshot):
                write_snapshot(store.folder, item)
            else:
                write_seats(store.folder, item)
        pending.clear()
