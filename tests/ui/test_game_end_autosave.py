"""The window keeps a finished game's autosave until the history has it.

A kill between deleting the autosave and the history's commit used to lose
the game; now the finished game is autosaved and the history writer deletes
the autosave only after its commit (tests/history/test_killed_game_end.py
kills the app at each point of that sequence).
"""

from __future__ import annotations

import threading

from cardtable.controller.background_ops import autosaves_written
from cardtable.engine.registry import get_rules
from cardtable.persistence import history as history_module
from cardtable.persistence.autosave import autosave_path, autosave_slots
from cardtable.persistence.savefile import load


def test_the_finished_games_autosave_goes_only_after_the_commit(window, play_state, monkeypatch, tmp_path,
                                                                qtbot):
    gate = threading.Event()
    record = history_module.History.record

    def held_record(self, game):  # the writer waits here: the moment a kill would hit
        assert gate.wait(60)
        return record(self, game)

    monkeypatch.setattr(history_module.History, "record", held_record)
    rules = get_rules("skipbo")
    options = rules.options_from_json({"players": 2, "stock_size": 5})
    ctl = play_state(rules, rules.new_game(options, 5), ["computer", "computer"])  # seed 5: plays itself out
    qtbot.waitUntil(ctl.is_over, timeout=60000)
    assert autosaves_written(60)  # the autosaves are written on a worker
    [slot] = autosave_slots()
    assert load(autosave_path(slot)).finished  # the finished game is on disk until the commit
    gate.set()
    from cardtable.controller.recording import flush_pending

    assert flush_pending(60)
    assert autosave_slots() == []
    history = history_module.History.open(tmp_path / "cardtable.sqlite3")
    try:
        assert history.count() == 1
    finally:
        history.close()
