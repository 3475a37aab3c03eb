"""The desktop window and a browser seat at one table: whole games of both.

A family's table as the app makes it: the real ``MainWindow`` hosts a network
table from its New game dialog (Oma at this computer, one seat invited, one
computer), and a headless Chromium opens the link the window's waiting panel
shows, types Ben's name and takes the invited seat; the window starts the
game. The window plays by its hints (its controller's requests), the browser
by taps on what the page lights up; round ends are dealt on from the
window's summary and the page's "Deal next round". A move made in the
browser is seen in the window (its move log says it, its table shows Ben's
hand count as the page shows it) and a move made in the window is seen in the
browser (its log says the window's sentence, Oma's box shows her hand count);
at the end both show the game over with the same winner, and the window's
game is the host's record. Small games, as the other page tests play them
(Phase 10 with phases 1 and 2, Skip-Bo with stocks of 5): well under a hundred
moves each; the page's and the window's move logs end alike, line for line.
"""

from __future__ import annotations

import gc
import re
import threading
import time
from typing import Any

import pytest
from page_player import look, tap_once
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication
from test_page_plays import sit_and_start, wait_for

from cardtable.controller.background_ops import background as jobs
from cardtable.net.network_loop import THREAD_NAME
from cardtable.ui.dialogs.new_game import NewGameDialog
from cardtable.ui.network import window_hosting
from cardtable.ui.settings import Settings
from cardtable.ui.window.main_window import MainWindow

PAGE_LOG = "return Array.from(document.querySelectorAll('#log-lines li.move')).map((li) => li.textContent)"
PAGE_LINES = """
const [name, want] = arguments;
const lines = Array.from(document.querySelectorAll('#log-lines li.move')).map((li) => li.textContent)
  .filter((line) => line.startsWith(name + ' '));
return lines.length === want.length && lines;
"""
PAGE_HAND = "return document.querySelectorAll('#main .in-hand').length"
PAGE_SEAT = "const b = document.querySelector(`#main [data-key='seat:${arguments[0]}']`); return b && b.textContent"
PAGE_OVER = "const o = document.querySelector('#overlay'); return o && !o.hidden ? o.textContent : ''"
OPTIONS = {"phase10": {"phases": [1, 2]}, "skipbo": {"stock_size": 5}}  # Phase 10: two rounds at least


@pytest.fixture
def hosting_window(qtbot, tmp_path, monkeypatch):
    """A shown MainWindow hosting on 127.0.0.1 (a free port), its settings and
    data in this test's folder; its game closed (the host stopped) after the test.
    The cycle collector waits until then, as in the window tests (tests/ui/conftest.py)."""
    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(window_hosting, "LISTEN", {"address": "127.0.0.1", "port": 0})
    enabled = gc.isenabled()
    gc.disable()
    window = MainWindow(Settings(tmp_path / "settings.ini"), None)
    qtbot.addWidget(window)
    window.show()
    try:
        yield window
    finally:
        window.close_game()
        qtbot.waitUntil(lambda: not jobs().busy, timeout=60000)  # the host saved and stopped (a worker)
        if enabled:
            gc.enable()
        gc.collect()
    qtbot.waitUntil(lambda: not [t for t in threading.enumerate() if t.name == THREAD_NAME and t.is_alive()],
                    timeout=60000)  # the network thread ends with its last user, the host


def _host(qtbot, w: MainWindow, game: str) -> Any:
    """New game over the network, as a family does: Oma here, one seat invited, a computer."""
    failed: list[Exception] = []

    def fill() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, NewGameDialog):
            QTimer.singleShot(20, fill)
            return
        try:
            dialog.set_choices({"game": game, "players": 3, game: OPTIONS[game],
                                "seats": [{"kind": "human", "name": "Oma"}, {"kind": "human"},
                                          {"kind": "computer", "level": "easy"}]})
            dialog.network.click()
            assert [row.kind.currentIndex() for row in dialog.rows[:3]] == [0, 2, 1]  # here, invited, computer
            dialog.seed.setText("6")
            dialog.accept()
            assert dialog.error.text() == "", dialog.error.text()
        except Exception as exc:  # (said after the dialog, not lost in Qt's event loop)
            failed.append(exc)
            dialog.reject()

    QTimer.singleShot(0, fill)
    w.new_game()
    assert not failed, failed
    qtbot.waitUntil(lambda: w.hosting is not None, timeout=20000)  # the host opens on a worker
    qtbot.waitUntil(lambda: w.controller.seat == 0 and w.waiting_panel is not None, timeout=10000)
    return w.controller


def _window_log(w: MainWindow) -> list[str]:
    """The sentences of the window's move log (its rounds' headings and notes left out)."""
    model = w.move_log.model
    return [model.text(row) for row in range(model.rowCount()) if model.row_kind(row) == "event"]


def _lines_of(lines: list[str], name: str) -> list[str]:
    return [line for line in lines if line.startswith(name + " ")]


class Watch:
    """Plays both seats of people to the end and checks, at the first move
    of each, that the other one shows it."""

    def __init__(self, qtbot, w: MainWindow, driver: Any, game: str) -> None:
        self.qtbot, self.w, self.driver, self.game = qtbot, w, driver, game
        self.table = w.hosting.table  # the host's table (read only: how many moves it has)
        self.seen_in_window = 0  # moves of the browser's seat checked in the window
        self.seen_in_browser = 0  # moves of the window's seat checked in the browser
        self.summaries = 0
        self.taps = [0]

    def window_moves(self) -> bool:
        ctl = self.w.controller
        if ctl.is_over() or ctl.round_held() or not ctl.legal_actions():
            return False
        before = len(self.table.actions)
        assert ctl.request(ctl.hint()) is None
        self.qtbot.waitUntil(lambda: len(ctl.history) > before or ctl.is_over(), timeout=10000)
        if not self.seen_in_browser:
            self.check_window_move_in_browser()
        return True

    def check_window_move_in_browser(self) -> None:
        """The page's log says the window's moves as the window's log says them; Oma's box her hand count."""
        said = _lines_of(_window_log(self.w), "Oma")
        assert said, _window_log(self.w)[-5:]
        shown = wait_for(self.driver, PAGE_LINES, 20, "Oma", said)
        assert shown == said
        count = len(self.w.table.obs.hand)
        box = wait_for(self.driver, PAGE_SEAT, 20, 0)
        assert "Oma" in box and f"Hand: {count}" in box, (box, count)
        self.seen_in_browser += 1

    def browser_taps(self) -> bool:
        before = len(self.table.actions)
        view = look(self.driver)
        if not tap_once(self.driver, self.game, view, self.taps):
            return False
        ctl = self.w.controller
        self.qtbot.waitUntil(lambda: len(ctl.history) >= len(self.table.actions), timeout=10000)
        # the page lights places only on its seat's turn: a move it made is the host's move ``before``
        if len(self.table.actions) > before and view["lit"] and not self.seen_in_window:
            self.check_browser_move_in_window(before)
        return True

    def check_browser_move_in_window(self, index: int) -> None:
        """The window's log says Ben's moves as the page's log does; its table shows Ben's hand as the page."""
        ctl = self.w.controller
        self.qtbot.waitUntil(lambda: len(ctl.history) > index, timeout=10000)
        said = _lines_of(_window_log(self.w), "Ben")
        assert said, _window_log(self.w)[-5:]
        assert wait_for(self.driver, PAGE_LINES, 20, "Ben", said) == said
        hand = self.driver.execute_script(PAGE_HAND)
        self.qtbot.waitUntil(lambda: self.w.table.obs.hand_counts[1] == hand, timeout=10000)
        self.seen_in_window += 1

    def close_summary(self) -> bool:
        dialog = self.w.round_summary
        try:
            if dialog is None or not dialog.isVisible():
                return False
        except RuntimeError:  # deleted on close
            self.w.round_summary = None
            return False
        assert self.w.controller.round_held()
        self.summaries += 1
        dialog.accept()  # "Deal next round": Oma is ready
        return True

    def play(self, timeout: float = 300.0) -> None:
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            if self.w.controller.is_over() and look(self.driver)["over"]:
                return
            moved = self.close_summary() or self.window_moves() or self.browser_taps()
            self.qtbot.wait(20 if moved else 30)
        raise AssertionError(f"the game did not end in time: {len(self.table.actions)} moves, {look(self.driver)}")


@pytest.mark.parametrize("game", ["phase10", "skipbo"])
def test_the_window_and_a_browser_seat_play_a_whole_game_together(qtbot, hosting_window, browser, game):
    w = hosting_window
    ctl = _host(qtbot, w, game)
    qtbot.waitUntil(lambda: bool(w.waiting_panel.link_labels), timeout=10000)
    link = w.waiting_panel.link_labels[0].text()  # the link the window shows beside the code
    assert re.fullmatch(rf"http://127\.0\.0\.1:\d+/t/{w.hosting.code}", link), link
    url, code = link.split("/t/")
    sit_and_start(browser, url, code, name="Ben", seat=1, start=False)
    panel = w.waiting_panel
    qtbot.waitUntil(lambda: panel.start.isEnabled(), timeout=10000)
    assert any("Ben" in line for line in panel.seat_lines())  # the window sees the browser's person sit down
    qtbot.mouseClick(panel.start, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.table is not None, timeout=10000)
    wait_for(browser, "return !!document.querySelector('#main .seats')", 20)  # (a Skip-Bo hand fills on its turn)

    watch = Watch(qtbot, w, browser, game)
    watch.play()
    assert watch.seen_in_window and watch.seen_in_browser  # each saw the other's move
    assert watch.taps[0] > 5
    assert watch.summaries or game == "skipbo"  # a round end held in both, dealt on from both
    table = w.hosting.table
    assert table.over() and ctl.is_over()
    assert ctl.history == tuple(table.actions)  # the window's game is the host's record
    winner = table.seats[ctl.result().winners[0]].name
    page_log, window_log = browser.execute_script(PAGE_LOG), _window_log(w)
    kept = min(len(page_log), len(window_log))  # (the page keeps the last 100 lines)
    assert kept > 20 and page_log[-kept:] == window_log[-kept:]  # every move, said alike in both
    over = browser.execute_script(PAGE_OVER)
    assert "Oma" in over and "Ben" in over, over
    from cardtable.ui.dialogs.game_over import GameOverDialog

    [dialog] = [d for d in w.findChildren(GameOverDialog) if d.isVisible()]
    assert winner in over and winner in dialog.heading.text()  # both say who won
