"""The New game dialog fits a 1366×768 laptop (minus a task bar) in every
language with six seats: its middle (options, seats, seed) scrolls when the
screen is too small, and OK/Cancel always stay in view."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect

from cardtable.ui.dialogs import fitting
from cardtable.ui.dialogs.new_game import NewGameDialog

LAPTOP = QRect(0, 0, 1366, 768 - 40)  # the free area above a 40 px task bar


class _Screen:
    def __init__(self, area: QRect) -> None:
        self.area = area

    def availableGeometry(self) -> QRect:
        return self.area


@pytest.mark.parametrize("network", [False, True])
@pytest.mark.parametrize("language", ["en", "de", "zh_TW"])
def test_six_seats_fit_a_laptop_screen(qtbot, language, network, monkeypatch):
    from table_helpers import installed_language

    monkeypatch.setattr(NewGameDialog, "screen", lambda self: _Screen(LAPTOP))
    with installed_language(language):
        dialog = NewGameDialog(None)
        qtbot.addWidget(dialog)
        dialog.players.setValue(6)
        if network:  # "Play with others over the network", the longest seat kinds chosen
            dialog.network.setChecked(True)
            for row in dialog.rows[1:]:
                row.kind.setCurrentIndex(2)
        dialog.show()
        qtbot.waitExposed(dialog)
        room = LAPTOP.height() - fitting.SCREEN_MARGIN
        assert dialog.height() <= room
        assert dialog.width() <= LAPTOP.width()
        buttons = dialog.buttons.geometry()
        assert dialog.rect().contains(buttons), "OK and Cancel are on the screen"
        content = dialog.body.widget()
        if content.sizeHint().height() > dialog.body.height():  # the rest scrolls
            assert dialog.body.verticalScrollBar().maximum() > 0
        # the whole width of the seats is there: nothing cut at the right
        assert dialog.body.viewport().width() >= content.minimumSizeHint().width()


def test_a_big_screen_shows_everything_without_scrolling(qtbot, monkeypatch):
    monkeypatch.setattr(NewGameDialog, "screen", lambda self: _Screen(QRect(0, 0, 1920, 1040)))
    dialog = NewGameDialog(None)
    qtbot.addWidget(dialog)
    dialog.players.setValue(6)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.body.verticalScrollBar().maximum() == 0
