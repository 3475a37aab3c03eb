"""The app follows the system's font size: with a 14 pt interface font (a
player who asked the desktop for large text, instead of the usual 9-10 pt)
nothing is cut off or pushed out.

The windows take the platform font (no widget sets a pixel size of its own;
the waiting panel's seats are 15% larger than it, not a fixed 12 pt), so
the main window with its score sheet, the New game dialog on a laptop screen
and every dialog of the text-fit test are checked again at 14 pt, in German
(the longest words) and Traditional Chinese. The table's own texts are sized
in table units with the window (test_table_text_fit.py, and again here):
they do not depend on the interface font.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication
from table_helpers import installed_language
from test_dialog_text_fit import _dialogs, clipped_texts
from test_new_game_fits_a_laptop import LAPTOP, _Screen
from test_table_text_fit import SIZES, measure

from cardtable.ui.dialogs import fitting
from cardtable.ui.dialogs.new_game import NewGameDialog
from testsupport.positions import position

POINTS = 14


@pytest.fixture
def large_font(qapp):
    before = QApplication.font()
    font = QFont(before)
    font.setPointSizeF(POINTS)
    QApplication.setFont(font)
    yield font
    QApplication.setFont(before)


@pytest.mark.parametrize("lang", ["en", "de", "zh_TW"])
def test_no_dialog_text_is_cut_off_at_14_pt(large_font, lang, qtbot):
    problems = []
    with installed_language(lang):
        for dialog in _dialogs(lang):
            qtbot.addWidget(dialog)
            assert dialog.font().pointSizeF() == POINTS  # the platform font reaches it
            dialog.show()
            QCoreApplication.processEvents()
            problems += [f"{type(dialog).__name__}: {p}" for p in clipped_texts(dialog)]
            dialog.close()
    assert problems == []


@pytest.mark.parametrize("lang", ["de", "zh_TW"])
def test_the_new_game_dialog_fits_a_laptop_at_14_pt(large_font, lang, qtbot, monkeypatch):
    monkeypatch.setattr(NewGameDialog, "screen", lambda self: _Screen(LAPTOP))
    with installed_language(lang):
        dialog = NewGameDialog(None)
        qtbot.addWidget(dialog)
        dialog.players.setValue(6)
        dialog.show()
        qtbot.waitExposed(dialog)
        assert dialog.height() <= LAPTOP.height() - fitting.SCREEN_MARGIN
        assert dialog.width() <= LAPTOP.width()
        assert dialog.rect().contains(dialog.buttons.geometry())  # OK and Cancel on the screen
        assert dialog.body.viewport().width() >= dialog.body.widget().minimumSizeHint().width()
        assert not clipped_texts(dialog)


@pytest.mark.parametrize("size", [(1280, 800), (1024, 700)])
@pytest.mark.parametrize("game", ["phase10", "skipbo"])
def test_the_main_window_and_its_score_sheet_at_14_pt(large_font, window, play_state, qtbot, game, size):
    """The score sheet's cells and names fit their columns (its columns grow
    with the font), the window still goes down to 1024x700, and the table
    texts fit the viewport the table really gets (lower: taller menu and
    status bars), none under 11 px. At 1280x800 the sheet is open beside the
    table; at 1024x700 it is closed, as a window that narrow starts without
    it at any font size (test_window_fit.py): opened there too at 14 pt, the
    table's smallest texts are about 10.5 px. (The start page itself needs
    1087 px at 14 pt: the game is started first.)"""
    assert window.font().pointSizeF() == POINTS
    rules, state = position(game, 4)
    play_state(rules, state, ["human"] + ["computer"] * 3)
    qtbot.waitUntil(lambda: window.table is not None and window.table.isVisible())
    window.score_dock.setVisible(size[0] > 1024)
    window.resize(*size)
    qtbot.waitUntil(lambda: window.width() == size[0] and window.height() == size[1])
    qtbot.wait(10)
    sheet = window.score_dock.view
    assert sheet.horizontalScrollBar().maximum() == 0
    metrics, model = sheet.fontMetrics(), sheet.model()
    for row in range(model.rowCount()):
        for col in range(model.columnCount()):
            for line in (model.data(model.index(row, col)) or "").split("\n"):
                assert metrics.horizontalAdvance(line) + 8 <= sheet.columnWidth(col), (line, col)
    hint = window.minimumSizeHint()
    assert hint.width() <= 1024 and hint.height() <= 700
    viewport = window.table.viewport()
    problems, smallest = measure(game, 4, (viewport.width(), viewport.height()))
    assert problems == [] and smallest >= 11, (problems, smallest)


def test_the_waiting_panel_follows_the_interface_font(large_font, qtbot):
    from accessible_sweep import FakeNetwork

    from cardtable.ui.network.waiting_panel import WaitingPanel

    panel = WaitingPanel(FakeNetwork())
    qtbot.addWidget(panel)
    panel.show()
    assert panel.seats.font().pointSizeF() >= POINTS


@pytest.mark.parametrize("size", ["1024x700", "1920x1080"])
@pytest.mark.parametrize("game", ["phase10", "skipbo"])
def test_the_table_texts_fit_at_14_pt(large_font, game, size):
    with installed_language("de"):
        for players in (2, 4, 6):
            problems, smallest = measure(game, players, SIZES[size][0])
            assert problems == []
            assert smallest >= 11

