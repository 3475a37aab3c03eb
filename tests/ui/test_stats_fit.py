"""The statistics window: its players' table fits without scrolling sideways,
and an empty history says how it fills instead of showing a blank table."""

from __future__ import annotations

import types

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, Qt
from PySide6.QtWidgets import QWidget
from table_helpers import installed_language

from cardtable.stats.compute import OPPONENTS
from cardtable.ui.stats.window import StatisticsWindow


@pytest.fixture
def language(request, qapp):
    with installed_language(request.param) as lang:
        yield lang


def _player(name, kind, level, game, games):
    p = types.SimpleNamespace(name=name, kind=kind, level=level, game=game, games=games, wins=5,
                              win_rate=5 / games, against={o: (14, 7) for o in OPPONENTS},
                              best_streak=3, current_streak=1)
    p.rate_against = lambda o: 0.5
    return p


@pytest.mark.parametrize("language", ["en", "de", "zh_TW"], indirect=True)
def test_the_players_table_needs_no_sideways_scrolling(qtbot, tmp_path, language, monkeypatch):
    from test_every_window_fits import SCREENS, _Screen

    monkeypatch.setattr(QWidget, "screen", lambda self: _Screen(SCREENS["1024x700"]))
    window = StatisticsWindow(None, path=tmp_path / "history.sqlite3")
    qtbot.addWidget(window)
    window.stats = types.SimpleNamespace(games=40, players=[
        _player("Großmutter Hildegard", "human", None, "phase10", 25),
        _player("Computer", "computer", "medium", "skipbo", 15)])
    window.players.show_stats(window.stats)
    window.show()
    qtbot.waitExposed(window)
    table = window.players.table
    header = table.horizontalHeader()
    assert header.length() <= table.viewport().width(), (header.length(), table.viewport().width())
    assert table.horizontalScrollBar().maximum() == 0
    for c in range(table.columnCount()):  # a title broken between words keeps all of them
        title = table.header_title(c)
        assert table.horizontalHeaderItem(c).text().split() == title.split()
        assert header.sectionSize(c) >= table.sizeHintForColumn(c)  # every figure whole
    # a click still sorts (games: 25 before 15 after two clicks), the sorted title has an arrow
    games = 2
    for _ in range(2):
        qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton,
                         pos=QPoint(header.sectionViewportPosition(games) + 5, 5))
    assert [table.cell_text(r, games) for r in range(2)] == ["25", "15"]
    assert table.horizontalHeaderItem(games).text().endswith("▼")


@pytest.mark.parametrize("language", ["en", "de", "zh_TW"], indirect=True)
def test_an_empty_history_says_how_it_fills(qtbot, tmp_path, language):
    window = StatisticsWindow(None, path=tmp_path / "history.sqlite3")
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    said = QCoreApplication.translate("StatisticsWindow",
                                      "No finished games yet. Play a game and it appears here.")
    assert said != "" and (language == "en" or "Play a game" not in said)
    assert window.summary.text() == said
    table = window.players.table
    assert table.rowCount() == 0 and table.empty_text == said
    image = table.viewport().grab().toImage()
    middle = image.height() // 2
    base = image.pixelColor(5, middle)
    assert any(image.pixelColor(x, middle + dy) != base  # the sentence is painted
               for x in range(image.width()) for dy in (-3, 0, 3))


def _phase10_player(name, kind, level):
    return types.SimpleNamespace(name=name, kind=kind, level=level, game="phase10", games=125, rounds=1500,
                                 phases_per_round=0.5714, rounds_to_finish=14.0, penalty_per_round=23.5,
                                 phase_failures={n: [150, 100 + n] for n in range(1, 11)})


@pytest.mark.parametrize("language", ["en", "de", "zh_TW"], indirect=True)
def test_the_phase10_table_needs_no_sideways_scrolling(qtbot, tmp_path, language, monkeypatch):
    """All ten "phase n failed" columns in view at 1024×700, every figure whole."""
    from test_every_window_fits import SCREENS, _Screen

    monkeypatch.setattr(QWidget, "screen", lambda self: _Screen(SCREENS["1024x700"]))
    window = StatisticsWindow(None, path=tmp_path / "history.sqlite3")
    qtbot.addWidget(window)
    window.stats = types.SimpleNamespace(games=250, players=[
        _phase10_player("Großmutter Hildegard", "human", None), _phase10_player("C", "computer", "medium")])
    window.phase10.show_stats(window.stats)
    window.show()
    window.tabs.setCurrentWidget(window.phase10)
    qtbot.waitExposed(window)
    assert window.frameGeometry().width() <= 1024
    page = window.phase10
    assert page.table.columnCount() + page.failed.columnCount() == 16  # five figures, ten phases, the names
    for table in (page.table, page.failed):
        header = table.horizontalHeader()
        assert header.length() <= table.viewport().width(), (header.length(), table.viewport().width())
        assert table.horizontalScrollBar().maximum() == 0
        for c in range(table.columnCount()):
            assert table.horizontalHeaderItem(c).text().split() == table.header_title(c).split()
            assert header.sectionSize(c) >= table.sizeHintForColumn(c)  # every figure whole
    assert page.failed.cell_text(0, 10) == "110/150"
