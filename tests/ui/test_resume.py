"""Quit in the middle of a game, start again, accept the resume offer: the
table is exactly where it was (issue: saved games; autosave after every turn)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

from cardtable import app as app_module
from cardtable.engine.registry import get_rules
from cardtable.seats import Seat


def _play_human_turns(qtbot, window, turns: int) -> None:
    ctl = window.controller
    done = 0
    while done < turns:
        qtbot.waitUntil(lambda: ctl.is_viewers_turn() or ctl.is_over(), timeout=10000)
        if ctl.is_over():
            return
        actor = ctl.current_seat()
        while ctl.current_seat() == actor and ctl.is_viewers_turn():
            legal = ctl.legal_actions()
            assert ctl.request(legal[0]) is None
        done += 1
    qtbot.waitUntil(lambda: ctl.is_viewers_turn() or ctl.is_over(), timeout=10000)


@pytest.mark.parametrize("game", ["phase10", "skipbo"])
def test_quit_restart_and_resume_restores_the_table(qtbot, tmp_path, monkeypatch, game):
    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(tmp_path))
    args = app_module.parse_args(["--lang", "en"])
    _app, window = app_module.build(args)
    qtbot.addWidget(window)
    rules = get_rules(game)
    options = rules.default_options(2)
    seats = [Seat("Ada"), Seat("Computer", "computer", "easy")]
    ctl = window.set_game(rules, rules.new_game(options, 11), seats, seed=11, options=options)
    ctl.set_speed(0)
    _play_human_turns(qtbot, window, 3)
    state_before = rules.state_to_json(ctl.state)
    view_before = rules.observation_to_json(ctl.observation())
    actions_before = len(ctl.history)
    window.close()
    window.close_game()

    asked = []

    def answer_yes(*args, **kwargs):
        asked.append(args[1:3])
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", answer_yes)
    _app, window2 = app_module.build(args)
    qtbot.addWidget(window2)
    app_module.offer_resume(window2)
    assert asked, "the resume offer was not shown"
    ctl2 = window2.controller
    assert ctl2 is not None
    assert rules.state_to_json(ctl2.state) == state_before
    assert rules.observation_to_json(ctl2.observation()) == view_before
    assert len(ctl2.history) == actions_before
    assert window2.table is not None and window2.stack.currentWidget() is window2.table
    window2.close_game()


def test_declining_the_resume_offer_discards_the_autosave(qtbot, tmp_path, monkeypatch):
    from cardtable.persistence.autosave import autosave_slots

    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(tmp_path))
    args = app_module.parse_args(["--lang", "en"])
    _app, window = app_module.build(args)
    qtbot.addWidget(window)
    rules = get_rules("skipbo")
    options = rules.default_options(2)
    ctl = window.set_game(rules, rules.new_game(options, 3),
                          [Seat("Ada"), Seat("Bot", "computer", "easy")], seed=3, options=options)
    ctl.set_speed(0)
    _play_human_turns(qtbot, window, 1)
    window.close_game()
    assert len(autosave_slots()) == 1  # the game's own slot (issue 9.6)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.No)
    _app, window2 = app_module.build(args)
    qtbot.addWidget(window2)
    app_module.offer_resume(window2)
    assert window2.controller is None
    assert autosave_slots() == []
