"""Only the history writer's jobs write: games and other changes (renames,
merges, kept games taken back) run in order where its runner runs them (in
the app, a lane of the worker jobs; here one test thread), and each change
reports its value or its refusal."""

from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor

from cardtable.persistence.history import History
from cardtable.persistence.history_writer import HistoryWriter
from cardtable.persistence.profiles import profiles, rename
from cardtable.seats import Seat
from cardtable.stats.entry import finished_game
from tests.history.selfplay import quick_play


def test_changes_run_where_the_runner_runs_them_in_turn_with_the_games(tmp_path):
    path = tmp_path / "h.sqlite3"
    worker = ThreadPoolExecutor(1, thread_name_prefix="test-history")
    writer = HistoryWriter(path, run=worker.submit)
    played = quick_play("skipbo", 1, [Seat("Anna"), Seat("C", "computer", "easy")])
    answers = []
    writer.submit(lambda: finished_game(played.rules, played.options, played.seed, played.seats,
                                        played.actions, played.state))

    def renamed(history):
        anna = next(p for p in profiles(history) if p.name == "Anna")
        rename(history, anna.id, "Anna Maria")
        return threading.current_thread().name

    writer.submit_change(renamed, lambda value, error: answers.append((value, error)))
    writer.submit_change(lambda history: rename(history, 999, "Nobody"),
                         lambda value, error: answers.append((value, error.code if error else None)))
    assert writer.flush(30)
    writer.close()
    worker.shutdown()
    assert answers == [("test-history_0", None), (None, "no-profile")]
    history = History.open(path)
    assert [p.name for p in profiles(history, "human")] == ["Anna Maria"]
    history.close()


def test_a_failing_change_does_not_stop_the_writer(tmp_path):
    writer = HistoryWriter(tmp_path / "h.sqlite3")
    answers = []
    writer.submit_change(lambda history: 1 / 0, lambda value, error: answers.append(error.code))
    writer.submit_change(lambda history: history.count(), lambda value, error: answers.append(value))
    assert writer.flush(30)
    writer.close()
    assert answers == ["unavailable", 0]
