"""The score keeper for real cards: once a sheet is finished, "New sheet"
starts a fresh one for the same players and options, after the finished one
is in the history; if the history cannot take it, the finished sheet stays."""

from __future__ import annotations

from test_keeper_window import _open, click, open_window, settle, setup_game

from cardtable.keeper import Phase10Entry
from cardtable.persistence import keeperfile
from cardtable.ui.keeper.window import KeeperWindow


def test_new_sheet_after_the_end_same_players_and_options(qtbot, tmp_path):
    game = setup_game(qtbot, "phase10", 3, phase10={"phases": [10]})
    window = open_window(qtbot, tmp_path, game)
    assert not window.new_button.isVisible()  # only once the game is over
    assert window.enter(Phase10Entry((True, False, False), (0, 20, 35), 0))
    assert window.game.finished and window.new_button.isVisible()
    assert window.new_button.text() == "New sheet"
    click(qtbot, window.new_button)  # once the history writer has the finished game
    qtbot.waitUntil(lambda: not window.game.finished, timeout=10000)
    fresh = window.game
    assert fresh.entries == () and not fresh.finished
    assert fresh.names == game.names and fresh.options == game.options
    assert not window.new_button.isVisible() and window.panel.enter.isEnabled()
    assert keeperfile.load(tmp_path / "current.json") == fresh  # saved at once
    with _open(tmp_path) as history:
        assert history.count() == 1  # the finished one, once
    window.undo()  # nothing to undo on the new sheet: the finished game stays recorded
    with _open(tmp_path) as history:
        assert history.count() == 1


def test_new_sheet_waits_for_the_history(qtbot, tmp_path):
    game = setup_game(qtbot, "phase10", 2, phase10={"phases": [10]})
    (tmp_path / "h.sqlite3").mkdir()  # the history database cannot be opened
    window = KeeperWindow(game, path=tmp_path / "k.json", history_path=tmp_path / "h.sqlite3")
    qtbot.addWidget(window)
    window.show()
    assert window.enter(Phase10Entry((True, False), (0, 20), 0))
    click(qtbot, window.new_button)
    settle()
    assert window.game.finished and window.game.entries  # kept: not in the history yet
    assert "stays open" in window.status.text()
