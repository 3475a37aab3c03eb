"""The replay, keeper, statistics and history windows come back where the
player left them: when opened again, and in the next run of the app (a new
main window on the same settings file). A remembered place off every screen,
or a size larger than the screen, is brought back onto the screen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QWidget

from cardtable.ui.keeper.opening import KeeperSetupDialog
from cardtable.ui.window.window_geometry import fitted
from tests.ui.replay_helpers import finished_phase10, save_file


def _place(window: QWidget) -> QRect:
    """A place on the 800x800 offscreen screen, unlike any window's default
    (at its left edge: the replay window is wider than this screen)."""
    least = window.minimumSizeHint()
    return QRect(2, 31, max(least.width(), 700), max(least.height(), 730))


def _open_replay(window, tmp_path):
    path = tmp_path / "replayed.cardtable"
    if not path.exists():
        save_file(path, finished_phase10(), moves=20)
    return window.open_replay(path)


def _open_keeper(window, tmp_path, monkeypatch):
    from cardtable.ui.keeper import opening

    monkeypatch.setattr(opening, "ask_resume", lambda parent, game: "resume")  # the sheet of the last opening

    def fill_and_accept():
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, KeeperSetupDialog):
            dialog.set_choices({"game": "phase10", "players": 2,
                                "seats": [{"name": n, "kind": "human"} for n in ("Ann", "Bo")]})
            dialog.accept()

    QTimer.singleShot(0, fill_and_accept)
    window.act_keep.trigger()
    return window.keeper_window


OPENERS = {
    "replay": _open_replay,
    "keeper": _open_keeper,
    "statistics": lambda window, tmp_path, monkeypatch: window.commands.show_statistics(),
    "history": lambda window, tmp_path, monkeypatch: window.commands.show_history(),
}


def _open(name, window, tmp_path, monkeypatch):
    opener = OPENERS[name]
    if name == "replay":
        return opener(window, tmp_path)
    return opener(window, tmp_path, monkeypatch)


@pytest.mark.parametrize("name", sorted(OPENERS))
def test_each_window_comes_back_where_it_was_left(name, make_window, qtbot, tmp_path, monkeypatch):
    window = make_window()
    first = _open(name, window, tmp_path, monkeypatch)
    qtbot.waitExposed(first)
    place = _place(first)
    assert first.geometry() != place
    first.setGeometry(place)
    qtbot.waitUntil(lambda: first.geometry() == place)
    first.close()
    again = _open(name, window, tmp_path, monkeypatch)
    qtbot.waitExposed(again)
    assert again is not first and again.geometry() == place  # the next opening
    again.close()
    window.close()  # the app quits: its settings are written
    next_run = make_window()
    later = _open(name, next_run, tmp_path, monkeypatch)
    qtbot.waitExposed(later)
    assert later.geometry() == place  # the next run
    later.close()


def test_a_place_off_the_screen_comes_back_onto_it(window, qtbot):
    away = QWidget()
    away.setGeometry(5000, 4000, 2400, 1600)  # a big monitor that is gone now
    window.settings.set_geometry("history", away.saveGeometry())
    away.deleteLater()
    history = window.commands.show_history()
    qtbot.waitExposed(history)
    area = QGuiApplication.primaryScreen().availableGeometry()
    assert area.contains(history.frameGeometry())
    history.close()


def test_fitted_moves_and_shrinks_only_as_needed():
    small = QRect(0, 0, 1366, 768)
    assert fitted(QRect(100, 50, 800, 600), small) == QRect(100, 50, 800, 600)
    assert fitted(QRect(1300, 700, 800, 600), small) == QRect(566, 168, 800, 600)
    assert fitted(QRect(-3000, 20, 1600, 900), small) == QRect(0, 0, 1366, 768)
