"""A game that ends while the app is killed is never lost.

The app keeps the finished game's autosave until the history has committed
the game, and deletes it only then; the next start records a finished
autosave that is missing from the history, and deletes one already there,
without offering either for resume. The subprocess (kill_game_end) is
killed with SIGKILL at each point of that sequence.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from cardtable.persistence.autosave import AutosaveSlot, autosave_slots
from cardtable.persistence.history import History
from cardtable.persistence.resume import scan_autosaves
from cardtable.stats.entry import record_loaded_game

ROOT = Path(__file__).resolve().parents[2]


def _run(point: str, data: Path) -> str:
    env = dict(os.environ, PYTHONPATH=str(ROOT), CARDTABLE_DATA_DIR=str(data))
    proc = subprocess.run([sys.executable, "-m", "tests.history.kill_game_end", point], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == (0 if point == "none" else -9), proc.stderr
    return proc.stdout


def _games(data: Path) -> int:
    history = History.open(data / "cardtable.sqlite3")
    try:
        return history.count()
    finally:
        history.close()


@pytest.mark.parametrize("point", ["autosaved", "mid-commit", "committed", "none"])
def test_a_kill_at_any_point_of_the_game_end_loses_nothing(tmp_path, monkeypatch, point):
    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(tmp_path))
    out = _run(point, tmp_path)
    assert ("done" in out) == (point == "none")
    in_history = _games(tmp_path) if (tmp_path / "cardtable.sqlite3").exists() else 0
    assert in_history == (1 if point in ("committed", "none") else 0)
    assert autosave_slots() == ([] if point == "none" else ["game-killed-end"])  # the game is kept
    scan = scan_autosaves(record=record_loaded_game)  # the next start
    try:
        assert scan.unfinished == [] and scan.unreadable == []  # a finished game is never offered
    finally:
        scan.release()
    assert _games(tmp_path) == 1  # recorded now, or before: once
    assert autosave_slots() == []  # and then cleaned up


def test_killed_before_the_last_autosave_the_game_is_offered_again(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(tmp_path))
    _run("before-final", tmp_path)
    scan = scan_autosaves(record=record_loaded_game)
    try:
        [item] = scan.unfinished  # one turn before its end: it can be finished again
        assert item.slot == "game-killed-end" and not item.loaded.finished
    finally:
        scan.release()


def test_a_finished_autosave_stays_while_the_history_cannot_take_it(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(tmp_path))
    _run("autosaved", tmp_path)
    scan = scan_autosaves(record=lambda loaded: False)  # e.g. the history is unavailable
    scan.release()
    assert scan.unfinished == [] and autosave_slots() == ["game-killed-end"]
    scan = scan_autosaves()  # no recorder: kept as well
    scan.release()
    assert autosave_slots() == ["game-killed-end"]
    AutosaveSlot("game-killed-end").discard()


def test_the_writer_deletes_the_autosave_only_after_the_commit(tmp_path):
    import sqlite3

    from cardtable.persistence.history import SCHEMA_VERSION
    from cardtable.persistence.history_writer import HistoryWriter
    from cardtable.seats import Seat
    from cardtable.stats.entry import finished_game
    from tests.history.selfplay import play

    played = play("skipbo", 4, [Seat("Anna"), Seat("C", "computer", "easy")])

    def build():
        return finished_game(played.rules, played.options, played.seed, played.seats, played.actions,
                             played.state)

    path = tmp_path / "cardtable.sqlite3"
    seen = []
    writer = HistoryWriter(path, lambda result: seen.append(("told", result.error)))

    def after():  # the game is committed when the autosave goes
        history = History.open(path)
        seen.append(("after", history.count()))
        history.close()

    writer.submit(build, after)
    writer.submit(build, after)  # the same game again: already there, so deleted as well
    assert writer.flush(60)
    writer.close()
    assert seen == [("after", 1), ("told", None), ("after", 1), ("told", None)]

    newer = tmp_path / "newer.sqlite3"  # a newer app's history: nothing written, nothing deleted
    conn = sqlite3.connect(newer)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.close()
    calls = []
    writer = HistoryWriter(newer, lambda result: calls.append(result.error.code))
    writer.submit(build, lambda: calls.append("after"))
    assert writer.flush(60)
    writer.close()
    assert calls == ["future-version"]
