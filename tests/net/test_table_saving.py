"""A network table on disk: checkpoints plus a move journal lose nothing and
never play a move the rules refuse, and a server does not rewrite a whole
game after every move."""

from __future__ import annotations

import json
import os
import random
import stat

from cardtable.engine.registry import get_rules
from cardtable.net import saving
from cardtable.net.saving import TableStore, journals, load_table, write_snapshot
from cardtable.net.table import SeatSlot, Table
from tests.net.table_files import plan_and_write, play_random


def _table(game="phase10", players=3, seed=7, code="ABCDEF"):
    rules = get_rules(game)
    options = rules.options_from_json({"players": players})
    seats = [SeatSlot(f"P{i}", joined=True, connected=True) for i in range(players)]
    return Table(rules, options, seed, seats, code=code, started=True)


def _play(table, moves, rng):
    play_random(table, rng, moves)


def _keep(store, table, folder):
    """What the host does after a change: checkpoints and seats written at once here."""
    assert store.folder == folder
    plan_and_write(store, table, 0)


def test_every_position_comes_back_from_the_files(tmp_path):
    rng = random.Random(3)
    for game, players in (("phase10", 3), ("skipbo", 2)):
        table = _table(game, players, code=f"T{game.upper()[:5]}")
        store = TableStore(tmp_path, table.code)
        _keep(store, table, tmp_path)
        for _ in range(60):
            _play(table, 7, rng)
            _keep(store, table, tmp_path)
            back, admin = load_table(tmp_path, table.code)
            assert admin == 0
            assert back.seq == table.seq and back.state == table.state
            if table.over():
                break


def test_moves_are_appended_not_rewritten(tmp_path, monkeypatch):
    table = _table()
    store = TableStore(tmp_path, table.code)
    _keep(store, table, tmp_path)
    rewrites = []
    monkeypatch.setattr(saving, "save", lambda *a, **k: rewrites.append(a))
    records = len(table.rules.records(table.state))
    rng = random.Random(5)
    moves = 0
    while len(table.rules.records(table.state)) == records and moves < 150:
        _play(table, 1, rng)
        moves += 1
        snap, _seats = store.plan(table, 0)
        if len(table.rules.records(table.state)) == records:
            assert snap is None  # a move inside a round: one journal line
    assert rewrites == [] and moves > 5
    lines = journals(tmp_path, table.code)[0][1].read_text().splitlines()
    assert len(lines) >= 5 and all(len(line) < 400 for line in lines)


def test_a_checkpoint_removes_older_journals_and_the_seats_are_private(tmp_path):
    table = _table()
    store = TableStore(tmp_path, table.code)
    _keep(store, table, tmp_path)
    _play(table, 5, random.Random(1))
    _keep(store, table, tmp_path)
    assert [b for b, _p in journals(tmp_path, table.code)] == [0]
    write_snapshot(tmp_path, saving.snapshot(table, 0))
    assert journals(tmp_path, table.code) == []
    mode = stat.S_IMODE(os.stat(tmp_path / f"table-{table.code}.seats.json").st_mode)
    assert mode == 0o600


def _journal_after(tmp_path, moves=8):
    table = _table()
    store = TableStore(tmp_path, table.code)
    _keep(store, table, tmp_path)
    _play(table, moves, random.Random(2))
    _keep(store, table, tmp_path)
    return table, journals(tmp_path, table.code)[0][1]


def test_a_torn_last_line_is_left_out(tmp_path):
    table, path = _journal_after(tmp_path)
    data = path.read_bytes()
    path.write_bytes(data[:-9])  # a crash in the middle of the last write
    back, _ = load_table(tmp_path, table.code)
    assert back.seq == table.seq - 1
    assert back.actions == table.actions[:-1]


def test_a_move_the_rules_refuse_ends_the_reading(tmp_path):
    from cardtable.engine.replay import final_state

    table, path = _journal_after(tmp_path)
    lines = path.read_text().splitlines()
    before = final_state(table.rules, table.options, table.seed, table.actions[:3])
    refused = next(a for a in table.actions if table.rules.check(before, a) is not None)
    entry = json.loads(lines[3])
    entry["action"] = table.rules.action_to_json(refused)
    path.write_text("\n".join([*lines[:3], json.dumps(entry), *lines[4:]]) + "\n")
    back, _ = load_table(tmp_path, table.code)
    assert back.actions == table.actions[:3]  # the refused move and everything after it are left out


def test_a_gap_ends_the_reading(tmp_path):
    table, path = _journal_after(tmp_path)
    lines = path.read_text().splitlines()
    path.write_text("\n".join(lines[:2] + lines[3:]) + "\n")
    back, _ = load_table(tmp_path, table.code)
    assert back.seq == table.seq - len(lines) + 2


def test_lines_already_in_the_checkpoint_are_skipped(tmp_path):
    table, path = _journal_after(tmp_path)
    old = path.read_text()
    write_snapshot(tmp_path, saving.snapshot(table, 0))  # the checkpoint lands; a crash before the journal went
    path.write_text(old)
    back, _ = load_table(tmp_path, table.code)
    assert back.seq == table.seq and back.state == table.state


def test_journals_are_flushed_in_one_call_or_one_by_one(tmp_path, monkeypatch):
    paths = []
    for i in range(3):
        path = tmp_path / f"table-T{i}.0.moves"
        path.write_text("{}\n")
        paths.append(path)
    calls = []
    monkeypatch.setattr(saving, "_SYNCFS", lambda fd: calls.append(fd) or 0)
    monkeypatch.setattr(saving, "sync_file", lambda path: calls.append(path))
    saving.sync_files(tmp_path, paths)
    assert len(calls) == 1 and isinstance(calls[0], int)  # one flush of the file system for every journal
    calls.clear()
    monkeypatch.setattr(saving, "_SYNCFS", None)  # not Linux
    saving.sync_files(tmp_path, paths)
    assert calls == paths


def _moves_in_round(table, rng, count):
    """``count`` moves that end no round (a round end would be a checkpoint anyway)."""
    rows = len(table.rows)
    for _ in range(count):
        _play(table, 1, rng)
        assert len(table.rows) == rows and table.held is None, "the seed ended a round: pick another"


def test_a_reopened_table_writes_nothing_until_it_moves_then_goes_on_in_its_journal(tmp_path, monkeypatch):
    table, _path = _journal_after(tmp_path)
    back, admin = load_table(tmp_path, table.code)
    assert back.saved_at == (tmp_path, 0)
    store = TableStore.for_loaded(tmp_path, back, admin)
    written = []
    monkeypatch.setattr(saving, "write_snapshot", lambda *a: written.append(a))
    assert store.plan(back, admin) == (None, None)  # re-opening a thousand tables writes nothing
    _moves_in_round(back, random.Random(11), 3)
    assert store.plan(back, admin) == (None, None) and written == []
    store.close()
    again, _ = load_table(tmp_path, table.code)
    assert again.seq == back.seq and again.state == back.state


def test_a_checkpoint_lost_in_a_crash_leaves_two_journals_that_go_on(tmp_path, monkeypatch):
    monkeypatch.setattr(saving, "CHECKPOINT_EVERY", 4)
    table = _table()
    store = TableStore(tmp_path, table.code)
    _keep(store, table, tmp_path)
    rng = random.Random(2)
    for _ in range(6):  # the checkpoint after move 4 is planned but never written (the host was killed)
        _moves_in_round(table, rng, 1)
        store.plan(table, 0)
    store.close()
    assert [base for base, _p in journals(tmp_path, table.code)] == [0, 4]
    back, admin = load_table(tmp_path, table.code)
    assert back.seq == 6 and back.saved_at == (tmp_path, 4)
    store = TableStore.for_loaded(tmp_path, back, admin)
    _moves_in_round(back, rng, 1)
    assert store.plan(back, admin) == (None, None)  # appended to the newest journal
    store.close()
    again, _ = load_table(tmp_path, table.code)
    assert again.seq == 7 and again.state == back.state


def test_a_damaged_journal_makes_the_reopened_table_write_a_checkpoint(tmp_path):
    table, path = _journal_after(tmp_path)
    path.write_bytes(path.read_bytes()[:-9])
    back, admin = load_table(tmp_path, table.code)
    assert back.saved_at is None  # appending after a torn line would lose the new moves
    snap, _seats = TableStore.for_loaded(tmp_path, back, admin).plan(back, admin)
    assert snap is not None and snap.seq == back.seq
    write_snapshot(tmp_path, snap)
    again, _ = load_table(tmp_path, table.code)
    assert again.seq == back.seq and journals(tmp_path, table.code) == []
