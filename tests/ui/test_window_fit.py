"""The table has priority in the window.

At 1280x800 with the score sheet open the table view gets at least 70% of
the window's width for both games and 2-6 seats; the sheet's columns share
the dock's width (no sideways scrolling, every cell's text whole); the
window goes down to 1024x700; the move log shares the score sheet's place
as a tab; the dock's place and size come back after a restart.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTranslator
from PySide6.QtWidgets import QDockWidget

from testsupport.positions import position, seats

TRANSLATIONS = Path(__file__).resolve().parents[2] / "translations"


def _show(window, play_state, qtbot, game, players, size=(1280, 800)):
    rules, state = position(game, players)
    play_state(rules, state, ["human"] + ["computer"] * (players - 1))
    window.resize(*size)
    window.score_dock.show()
    qtbot.waitUntil(lambda: window.table is not None and window.table.isVisible())
    qtbot.wait(10)
    return window.table


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("game", ["phase10", "skipbo"])
def test_table_keeps_70_percent_with_the_score_sheet_open(window, play_state, qtbot, game,
                                                          players):
    _check_fit(window, play_state, qtbot, game, players)


@pytest.fixture(params=["de", "zh_TW"])
def translated(request, qapp):
    translator = QTranslator()
    assert translator.load(f"cardtable_{request.param}", str(TRANSLATIONS))
    QCoreApplication.installTranslator(translator)
    yield request.param
    QCoreApplication.removeTranslator(translator)


@pytest.mark.parametrize("game", ["phase10", "skipbo"])
def test_translated_sheet_fits_with_six_players(translated, window, play_state, qtbot, game):
    _check_fit(window, play_state, qtbot, game, 6)


def _check_fit(window, play_state, qtbot, game, players):
    view = _show(window, play_state, qtbot, game, players)
    assert window.width() == 1280 and window.score_dock.isVisible()
    assert view.width() >= 0.70 * window.width()
    # the chrome the layout test assumes (tests/ui/test_table_text_fit.py: CHROME_H)
    assert view.viewport().height() >= 800 - 56
    sheet = window.score_dock.view
    assert sheet.horizontalScrollBar().maximum() == 0  # the columns shrink, nothing scrolls
    metrics, model = sheet.fontMetrics(), sheet.model()
    for row in range(model.rowCount()):
        for col in range(model.columnCount()):
            text = model.data(model.index(row, col)) or ""
            for line in text.split("\n"):
                # + the item view's text margins
                assert metrics.horizontalAdvance(line) + 8 <= sheet.columnWidth(col), (line, col)
    header = sheet.horizontalHeader()  # names break into two lines rather than being cut
    assert header.height() >= 2 * header.fontMetrics().lineSpacing()
    for col in range(model.columnCount()):
        words = model.headerData(col, Qt.Orientation.Horizontal).split()
        assert len(words) <= 2
        for word in words:
            assert header.fontMetrics().horizontalAdvance(word) + 6 <= header.sectionSize(col)


def test_window_goes_down_to_1024x700_with_the_score_sheet(window, play_state, qtbot):
    _show(window, play_state, qtbot, "phase10", 6)
    hint = window.minimumSizeHint()
    assert hint.width() <= 1024 and hint.height() <= 700
    window.resize(1024, 700)
    qtbot.waitUntil(lambda: window.width() == 1024 and window.height() == 700)


def test_move_log_is_a_tab_beside_the_score_sheet(window, play_state, qtbot):
    log = QDockWidget("Moves", window)
    log.setObjectName("moveLogDock")
    window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, log)
    view = _show(window, play_state, qtbot, "skipbo", 3)
    assert window.tabifiedDockWidgets(window.score_dock) == [log]
    assert view.width() >= 0.70 * window.width()


def test_score_sheet_place_and_size_come_back(make_window, play_state, qtbot):
    first = make_window()
    rules, state = position("phase10", 4)
    first.settings.set_ai_speed_ms(0)
    first.set_game(rules, state, seats(4),
                   seed=5, options=state.options)
    first.resize(1280, 800)
    first.removeDockWidget(first.score_dock)
    first.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, first.score_dock)
    first.score_dock.show()
    first.resizeDocks([first.score_dock], [250], Qt.Orientation.Horizontal)
    qtbot.wait(10)
    width = first.score_dock.width()
    first.close()
    second = make_window()
    second.set_game(rules, state, seats(4),
                    seed=5, options=state.options)
    qtbot.wait(10)
    assert second.dockWidgetArea(second.score_dock) == Qt.DockWidgetArea.LeftDockWidgetArea
    assert abs(second.score_dock.width() - width) <= 2


def test_a_narrow_window_starts_without_the_score_sheet(window, play_state, qtbot):
    window.resize(1024, 700)
    qtbot.waitUntil(lambda: window.width() == 1024)
    rules, state = position("skipbo", 4)
    play_state(rules, state, ["human", "computer", "computer", "computer"])
    assert not window.score_dock.isVisible() and not window.act_score.isChecked()
    view = window.table
    qtbot.waitUntil(lambda: view.width() >= 1020)
    # the whole width for the table: its text stays >= 11 px (tests/ui/test_table_text_fit.py)
    assert view.transform().m11() * 18 >= 11
    window.act_score.trigger()  # View > Score sheet: from now on the player decides
    assert window.score_dock.isVisible()
    play_state(rules, state, ["human", "computer", "computer", "computer"])
    assert window.score_dock.isVisible()


@pytest.mark.parametrize("players", [4, 6])
@pytest.mark.parametrize("game", ["phase10", "skipbo"])
def test_table_text_stays_11px_at_1024x700_with_the_score_sheet_open(window, play_state, qtbot,
                                                                     game, players):
    """Opening the sheet beside a 4-6 seat table in the smallest
    window gives the table a narrower layout (compact seat boxes), not smaller text."""
    window.resize(1024, 700)
    qtbot.waitUntil(lambda: window.width() == 1024)
    rules, state = position(game, players)
    play_state(rules, state, ["human"] + ["computer"] * (players - 1))
    window.act_score.trigger()  # View > Score sheet
    assert window.score_dock.isVisible()
    view = window.table
    qtbot.waitUntil(lambda: view.width() < 800)  # the sheet took its place
    qtbot.waitUntil(lambda: view.model.width == view.table_width < 1600)  # rebuilt narrower
    scale = view.transform().m11()
    sizes = [item._font.pixelSize() * scale for item in view.scene().items()
             if getattr(item, "_font", None) is not None and item.isVisible()]
    assert sizes and min(sizes) >= 11
