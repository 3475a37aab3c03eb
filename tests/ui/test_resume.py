"""Quit in the middle of a game, start again, resume it from the start page's
list: the table is exactly where it was. Nothing is asked at start, so a
"No" can never delete a game; deleting one is the list's own "Delete…",
asked first, and only "Delete" deletes (its save, backup and picture)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from cardtable import app as app_module
from cardtable.engine.registry import get_rules
from cardtable.persistence.autosave import autosave_path, autosave_slots
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


def _no_questions(monkeypatch) -> list:
    asked: list = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: asked.append(a) or QMessageBox.StandardButton.No)
    return asked


def _restart(qtbot, monkeypatch):
    """A new app window with the start-up check run, its lists filled."""
    _app, window = app_module.build(app_module.parse_args(["--lang", "en"]))
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    app_module.check_autosaves(window)
    window.start_page.refresh()
    return window


def _unfinished_rows(window) -> list:
    games = window.start_page.unfinished
    return [games.item(row) for row in range(games.count()) if games.item(row).data(Qt.ItemDataRole.UserRole)]


def _click_row(qtbot, games, item) -> None:
    """A click in the row's middle (over the row's tools, which let it through)."""
    qtbot.mouseClick(games.viewport(), Qt.MouseButton.LeftButton, pos=games.visualItemRect(item).center())


def _answer_delete_box(qtbot, button: str) -> list[str]:
    """Answer the next confirmation with ``button`` ("Delete" or "Cancel"); its text."""
    seen: list[str] = []

    def answer():
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, answer)
            return
        seen.append(box.text())
        for candidate in box.buttons():
            if candidate.text().replace("&", "") == button:
                qtbot.mouseClick(candidate, Qt.MouseButton.LeftButton)
                return
        raise AssertionError(f"no button {button!r} in {[b.text() for b in box.buttons()]}")

    QTimer.singleShot(0, answer)
    return seen


def _one_game_left_unfinished(qtbot, tmp_path, monkeypatch, game="skipbo", seed=3):
    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(tmp_path))
    _app, window = app_module.build(app_module.parse_args(["--lang", "en"]))
    qtbot.addWidget(window)
    window.show()
    rules = get_rules(game)
    options = rules.default_options(2)
    ctl = window.set_game(rules, rules.new_game(options, seed),
                          [Seat("Ada"), Seat("Bot", "computer", "easy")], seed=seed, options=options)
    ctl.set_speed(0)
    _play_human_turns(qtbot, window, 1)
    window.starts.write_thumbnail()
    window.close_game()
    window.close()
    [slot] = autosave_slots()
    return slot


@pytest.mark.parametrize("game", ["phase10", "skipbo"])
def test_quit_restart_and_resume_from_the_list_restores_the_table(qtbot, tmp_path, monkeypatch, game):
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

    asked = _no_questions(monkeypatch)
    window2 = _restart(qtbot, monkeypatch)
    assert asked == [] and window2.controller is None  # the start page, no question
    [row] = _unfinished_rows(window2)
    _click_row(qtbot, window2.start_page.unfinished, row)
    ctl2 = window2.controller
    assert ctl2 is not None
    assert rules.state_to_json(ctl2.state) == state_before
    assert rules.observation_to_json(ctl2.observation()) == view_before
    assert len(ctl2.history) == actions_before
    assert window2.table is not None and window2.stack.currentWidget() is window2.table
    window2.close_game()


def test_start_asks_nothing_and_deletes_nothing(qtbot, tmp_path, monkeypatch):
    slot = _one_game_left_unfinished(qtbot, tmp_path, monkeypatch)
    asked = _no_questions(monkeypatch)
    for _ in range(2):  # two starts: before, each "No" deleted a game
        window = _restart(qtbot, monkeypatch)
        assert asked == [] and window.controller is None
        assert len(_unfinished_rows(window)) == 1
        window.close()
    assert autosave_slots() == [slot]


def test_cancel_keeps_the_game_and_delete_removes_save_backup_and_picture(qtbot, tmp_path, monkeypatch):
    slot = _one_game_left_unfinished(qtbot, tmp_path, monkeypatch)
    save = autosave_path(slot)
    files = [save, save.with_name(save.name + ".bak"), save.with_suffix(".png")]
    assert all(path.exists() for path in files)
    window = _restart(qtbot, monkeypatch)
    games = window.start_page.unfinished
    [button] = games.delete_buttons()
    qtbot.waitUntil(button.isVisible)
    assert button.text() == "Delete…"
    asked = _answer_delete_box(qtbot, "Cancel")
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert asked and "Skip-Bo with Ada and Bot" in asked[0]
    assert all(path.exists() for path in files) and window.controller is None
    window.start_page.refresh()
    [_row] = _unfinished_rows(window)

    asked = _answer_delete_box(qtbot, "Delete")
    games.setFocus()
    games.setCurrentRow(0)
    qtbot.keyClick(games, Qt.Key.Key_Delete)  # the keyboard way
    assert asked
    assert not any(path.exists() for path in files)
    assert autosave_slots() == [] and window.controller is None
    window.start_page.refresh()
    assert _unfinished_rows(window) == []
    assert games.item(0).text() == "No unfinished games."


def test_a_game_open_in_another_window_is_not_deleted(qtbot, tmp_path, monkeypatch):
    slot = _one_game_left_unfinished(qtbot, tmp_path, monkeypatch)
    window = _restart(qtbot, monkeypatch)
    [row] = _unfinished_rows(window)
    entry = row.data(Qt.ItemDataRole.UserRole)
    other = _restart(qtbot, monkeypatch)
    other.resume_unfinished(entry)  # another window resumes it meanwhile
    assert other.controller is not None
    told = []
    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: told.append(a[2]))
    assert not window.delete_unfinished(entry)
    assert told and "open in another window" in told[0]
    assert autosave_slots() == [slot]
    other.close_game()


def test_the_start_check_records_a_finished_autosave_and_asks_nothing(qtbot, tmp_path, monkeypatch):
    from cardtable.persistence import SavedGame
    from cardtable.persistence.autosave import write_autosave
    from cardtable.persistence.history import History

    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(tmp_path))
    rules = get_rules("skipbo")
    options = rules.options_from_json({"players": 2, "stock_size": 5})
    state, actions = rules.new_game(options, 3), []
    while not rules.is_terminal(state):  # a game that ended, left by an app stopped before its history write
        actions.append(rules.legal_actions(state)[0])
        state = rules.apply(state, actions[-1])
    seats = [Seat("Ada"), Seat("Bot", "computer", "easy")]
    write_autosave(SavedGame.from_game(rules, options, 3, seats, actions, state), "game-ended")
    asked = _no_questions(monkeypatch)
    window = _restart(qtbot, monkeypatch)
    assert asked == [] and _unfinished_rows(window) == []
    assert autosave_slots() == []  # recorded, then deleted
    history = History.open(tmp_path / "cardtable.sqlite3")
    try:
        assert history.count() == 1
    finally:
        history.close()
