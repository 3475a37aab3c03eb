"""Game > New game must not leave its dialog (and widgets) behind.

Each new game goes through the real menu action and the real modal
``exec()``; a timer accepts the dialog from inside its event loop. After the
deferred deletes have run, the number of top-level widgets must not grow and
the resident memory after 50 new games stays within 10 MB of the memory
after 5.
"""

from __future__ import annotations

import gc
import os
from collections import Counter

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QTimer
from PySide6.QtWidgets import QApplication

from cardtable import app as app_module


def _rss_bytes() -> int:
    with open("/proc/self/statm") as handle:
        return int(handle.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")


def _settle() -> None:
    for _ in range(3):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        QCoreApplication.processEvents()
        gc.collect()


def _new_game_through_the_menu(window) -> None:
    accepted = []

    def accept_the_dialog() -> None:
        dialog = QApplication.activeModalWidget()
        assert dialog is not None, "Game > New game showed no dialog"
        accepted.append(type(dialog).__name__)
        dialog.accept()

    QTimer.singleShot(0, accept_the_dialog)
    window.act_new.trigger()
    assert accepted == ["NewGameDialog"]
    assert window.controller is not None


@pytest.mark.skipif(not os.path.exists("/proc/self/statm"), reason="RSS is read from /proc (Linux)")
def test_fifty_new_games_leak_no_dialogs_and_little_memory(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(tmp_path))
    _app, window = app_module.build(app_module.parse_args(["--lang", "en"]))
    qtbot.addWidget(window)
    window.settings.set_ai_speed_ms(0)
    for _ in range(5):
        _new_game_through_the_menu(window)
    _settle()
    widgets_after_5 = len(QApplication.topLevelWidgets())
    rss_after_5 = _rss_bytes()
    for _ in range(45):
        _new_game_through_the_menu(window)
    _settle()
    widgets_after_50 = len(QApplication.topLevelWidgets())
    rss_after_50 = _rss_bytes()
    window.close_game()
    leaked = Counter(type(w).__name__ for w in QApplication.topLevelWidgets())
    assert widgets_after_50 <= widgets_after_5, (widgets_after_5, widgets_after_50, leaked)
    assert rss_after_50 - rss_after_5 < 10 * 1024 * 1024, (rss_after_5, rss_after_50)

