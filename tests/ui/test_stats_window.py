"""Finished games reach the history through the real controller and window, and
the statistics and History windows show them."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from cardtable.controller.game_controller import GameController
from cardtable.controller.recording import flush_pending, record_finished
from cardtable.engine.registry import get_rules
from cardtable.seats import Seat
from cardtable.ui.settings import Settings
from cardtable.ui.window.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]
SHORT = {"phase10": {"phases": [1]}, "skipbo": {"stock_size": 5}}


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(tmp_path))
    w = MainWindow(Settings(tmp_path / "settings.ini"))
    qtbot.addWidget(w)
    w.settings.set_ai_speed_ms(0)
    yield w
    w.close_game()


def play_through_window(window, qtbot, game, seats, seed):
    rules = get_rules(game)
    options = rules.options_from_json({"players": len(seats), **SHORT[game]})
    ctl = window.set_game(rules, rules.new_game(options, seed), seats, seed=seed, options=options)
    qtbot.waitUntil(ctl.is_over, timeout=60000)
    assert flush_pending(30)
    return ctl


def test_computer_games_are_recorded_and_shown_in_statistics_and_history(window, qtbot, tmp_path):
    seats = [Seat("Computer 1", "computer", "easy"), Seat("Computer 2", "computer", "hard")]
    results = []
    for game, seed in (("skipbo", 4), ("skipbo", 5), ("phase10", 3)):
        ctl = play_through_window(window, qtbot, game, seats, seed)
        results.append((game, ctl.result().winners))
    assert (tmp_path / "cardtable.sqlite3").is_file()

    stats_window = window.commands.show_statistics()
    qtbot.addWidget(stats_window)
    table = stats_window.players.table
    rows = {(table.cell_text(r, 0), table.cell_text(r, 1)): (int(table.cell_text(r, 2)), int(table.cell_text(r, 3)))
            for r in range(table.rowCount())}
    for level, seat in (("easy", 0), ("hard", 1)):
        for game, name in (("phase10", "Phase 10"), ("skipbo", "Skip-Bo")):
            games = [w for g, w in results if g == game]
            assert rows[f"Computer ({level})", name] == (len(games), sum(seat in w for w in games))
    assert stats_window.summary.text() == "3 finished games in the history."
    assert stats_window.fair.table.rowCount() == 0  # filled when first shown
    stats_window.tabs.setCurrentWidget(stats_window.fair)
    assert stats_window.fair.table.rowCount() == 2 * 3 + 2 * 2  # per computer: W, S, number / SB, number
    stats_window.tabs.setCurrentWidget(stats_window.charts)
    assert stats_window.charts.game.count() == 4  # the game on the table + 3 recorded
    points = stats_window.charts.points.series  # the live game's points over its rounds
    assert [len(s.points) for s in points] == [len(ctl.state.history)] * 2
    assert [s.points[-1][1] for s in points] == list(ctl.state.scores)

    out = subprocess.run([sys.executable, "-m", "cardtable.stats", "--json"], capture_output=True, text=True,
                         cwd=ROOT, check=True, env={**__import__("os").environ}).stdout
    doc = json.loads(out)
    assert doc["games"] == 3
    easy = {p["game"]: p for p in doc["players"] if p["level"] == "easy"}
    assert easy["skipbo"]["games"] == 2 and easy["skipbo"]["wins"] == sum(0 in w for g, w in results if g == "skipbo")

    history = window.commands.show_history()
    qtbot.addWidget(history)
    assert history.model.rowCount() == 3
    history.game.setCurrentIndex(history.game.findData("phase10"))
    assert history.model.rowCount() == 1
    row = history.model.rows[0]
    source = history.replay_source(row)
    assert (source.game, source.seed, source.seats) == ("phase10", 3, tuple(seats))
    assert history.model.data(history.model.index(0, 2)) == "Computer (easy), Computer (hard)"


def test_pass_and_play_games_are_recorded_and_names_are_offered_next_time(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(tmp_path))
    from tests.history.selfplay import quick_play

    played = quick_play("skipbo", 8, [Seat("Anna"), Seat("Bob")])
    # a finished game of two people reaches the controller's game-over hook
    ctl = GameController(played.rules, played.state, played.seats, seed=8, actions=played.actions,
                         options=played.options, finished_hook=record_finished, speed_ms=0)
    qtbot.waitUntil(lambda: ctl._finished_emitted, timeout=5000)
    assert flush_pending(30)
    ctl.shutdown()
    from cardtable.ui.dialogs.new_game import NewGameDialog

    dialog = NewGameDialog(Settings(tmp_path / "s.ini"))
    qtbot.addWidget(dialog)
    completer = dialog.rows[0].name.completer()
    assert completer is not None
    completer.setCompletionPrefix("b")
    assert completer.currentCompletion() == "Bob"


def test_rename_and_merge_in_the_players_dialog(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(tmp_path))
    from cardtable.persistence.history import History
    from cardtable.ui.stats.players_dialog import PlayersDialog
    from tests.history.selfplay import quick_play, record

    history = History.open()
    record(history, quick_play("skipbo", 1, [Seat("Anna"), Seat("C", "computer", "easy")]))
    record(history, quick_play("skipbo", 2, [Seat("Annie"), Seat("C", "computer", "easy")]))
    dialog = PlayersDialog(history)
    qtbot.addWidget(dialog)
    texts = [dialog.list.item(i).text() for i in range(dialog.list.count())]
    assert texts == ["Anna (1 game)", "Annie (1 game)", "Computer (easy) (2 games)"]
    dialog.list.setCurrentRow(2)
    assert not dialog.rename_button.isEnabled()
    dialog.list.setCurrentRow(1)
    anna_id = next(p.id for p in [dialog.list.item(0).data(256)])
    assert dialog.merge_selected(anna_id)  # the app's history writer does it
    qtbot.waitUntil(lambda: [dialog.list.item(i).text() for i in range(dialog.list.count())] ==
                    ["Anna (2 games)", "Computer (easy) (2 games)"])
    dialog.list.setCurrentRow(0)
    assert dialog.rename_selected("Anna Maria")
    qtbot.waitUntil(lambda: dialog.list.item(0).text() == "Anna Maria (2 games)")
    assert dialog.isEnabled()
    # a refusal is shown in words, and the list stays as it was
    shown = []
    monkeypatch.setattr(dialog, "_refused", lambda exc: shown.append(exc.code))
    dialog.list.setCurrentRow(0)
    assert dialog.rename_selected("")
    qtbot.waitUntil(lambda: shown == ["bad-name"])
    assert dialog.list.item(0).text() == "Anna Maria (2 games)"
    history.close()


def test_a_damaged_history_is_reported_and_replaced(window, qtbot, tmp_path):
    (tmp_path / "cardtable.sqlite3").write_bytes(b"not a database" * 100)
    stats_window = window.commands.show_statistics()
    qtbot.addWidget(stats_window)
    assert stats_window.notice.isVisible() or not stats_window.notice.isHidden()
    assert "set aside" in stats_window.notice.text()
    assert list(tmp_path.glob("cardtable.sqlite3.damaged-*"))
    assert stats_window.summary.text() == "No finished games yet. Play a game and it appears here."


def test_the_history_list_keeps_winner_and_length_in_view(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(tmp_path))
    from cardtable.persistence.history import History
    from cardtable.ui.stats.history_window import HistoryWindow
    from tests.history.selfplay import quick_play, record

    history = History.open()
    long_names = [Seat(f"Großmutter Hildegard {i}") for i in range(5)] + [Seat("C", "computer", "easy")]
    record(history, quick_play("skipbo", 3, long_names))
    history.close()
    window = HistoryWindow(None)
    qtbot.addWidget(window)
    window.resize(900, 560)
    window.show()
    qtbot.waitExposed(window)
    window.fit_columns()
    header = window.view.horizontalHeader()
    visible = window.view.viewport().width()
    last = header.count() - 1
    assert header.sectionViewportPosition(last) < visible  # Length starts inside the list
    assert header.sectionViewportPosition(last - 1) + header.sectionSize(last - 1) <= visible  # Winner whole


@pytest.mark.parametrize("lang", ["en", "de", "zh_TW"])
def test_the_history_list_shows_the_players_whole_when_there_is_room(qtbot, tmp_path, monkeypatch, lang):
    """Players were cut to a third of a list that was not yet shown (and so
    narrow) while Length stretched over 400 empty pixels."""
    from table_helpers import installed_language

    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(tmp_path))
    from cardtable.persistence.history import History
    from cardtable.ui.stats.history_window import HistoryWindow
    from tests.history.selfplay import quick_play, record

    history = History.open()
    record(history, quick_play("skipbo", 3, [Seat("Anna-Lena"), Seat("小美"), Seat("Großmutter"),
                                             Seat("C", "computer", "easy"), Seat("D", "computer", "hard")]))
    history.close()
    with installed_language(lang):
        window = HistoryWindow(None)
        qtbot.addWidget(window)
        window.resize(900, 560)
        window.show()
        qtbot.waitExposed(window)
        view, header = window.view, window.view.horizontalHeader()
        players = view.sizeHintForColumn(2)
        assert header.sectionSize(2) >= players, "the players are cut"
        last = header.count() - 1
        used = sum(header.sectionSize(c) for c in range(last)) + view.sizeHintForColumn(last)
        assert used <= view.viewport().width()  # it all fits: nothing needed cutting


@pytest.mark.parametrize("lang", ["en", "de", "zh_TW"])
def test_the_charts_open_on_a_person_and_a_game_with_rounds(qtbot, tmp_path, lang):
    """The charts opened on two "Nothing to show yet." panels (a Skip-Bo game
    has no phases) with a computer chosen as the player."""
    from table_helpers import installed_language

    from cardtable.persistence.history import History
    from cardtable.ui.stats.window import StatisticsWindow
    from tests.history.selfplay import quick_play, record

    path = tmp_path / "history.sqlite3"
    history = History.open(path)
    bots = [Seat("A", "computer", "easy"), Seat("B", "computer", "hard")]
    record(history, quick_play("phase10", 4, [Seat("Anna"), *bots], phases=[1, 2]))
    record(history, quick_play("skipbo", 5, [*bots, Seat("Anna")]))  # the latest game
    history.close()
    with installed_language(lang):
        window = StatisticsWindow(None, path=path)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        window.tabs.setCurrentWidget(window.charts)
        charts = window.charts
        chosen = charts.players[charts.player.currentIndex()]
        assert chosen.kind == "human" and chosen.name == "Anna"
        assert charts.rate.series and charts.rate.series[0].points
        assert charts.points.series and charts.phases.series
        assert any(s.points for s in charts.phases.series)
