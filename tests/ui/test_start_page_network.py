"""Network play is found on the start page: "Play over the network…" opens
the New game dialog for hosting a table (its switch on, at the top of the
dialog), "Join a table…" opens the Join dialog; both in view without
scrolling at 1024x700 and in the players' language."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt, QTimer
from PySide6.QtWidgets import QApplication
from table_helpers import installed_language

from cardtable.ui.dialogs.new_game import NewGameDialog
from cardtable.ui.network.window_join import JoinDialog

WORDS = {
    "en": ("Play over the network…", "Join a table…"),
    "de": ("Über das Netzwerk spielen…", "An einen Tisch setzen…"),
    "zh_TW": ("透過網路同玩…", "加入牌桌…"),
}


def _in_view(window, widget) -> bool:
    top_left = widget.mapTo(window, QPoint(0, 0))
    return widget.isVisible() and window.rect().contains(QRect(top_left, widget.size()))


def _click_and_catch(qtbot, button):
    """Click ``button``; the modal dialog it opens (closed again), or None."""
    seen = []

    def catch():
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(20, catch)
            return
        if isinstance(dialog, NewGameDialog):
            switch, seats = (widget.mapTo(dialog, QPoint(0, 0)).y() for widget in (dialog.network, dialog.seats_box))
            seen.append((NewGameDialog, dialog.network.isChecked(), switch, seats))
        else:
            seen.append((type(dialog), None, None, None))
        dialog.reject()

    QTimer.singleShot(0, catch)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(seen))
    return seen[0]


@pytest.mark.parametrize("lang", ["en", "de", "zh_TW"])
def test_host_and_join_are_on_the_start_page_in_view(window, qtbot, lang):
    with installed_language(lang):
        window.resize(1024, 700)
        page = window.start_page
        page.retranslate_ui()
        qtbot.waitUntil(lambda: window.width() <= 1024 and window.height() <= 700)
        QApplication.processEvents()
        assert (page.host_button.text(), page.join_button.text()) == WORDS[lang]
        for button in (page.host_button, page.join_button):
            assert _in_view(window, button)
            assert button.width() >= button.fontMetrics().horizontalAdvance(button.text())

        kind, network, switch_top, seats_top = _click_and_catch(qtbot, page.host_button)
        assert kind is NewGameDialog and network is True
        assert switch_top < seats_top  # the first choice, not below the rules
        kind, *_ = _click_and_catch(qtbot, page.join_button)
        assert kind is JoinDialog
        assert window.controller is None  # both closed with Cancel: nothing started
