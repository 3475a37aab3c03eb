"""Opening and stopping a hosted table never blocks the window.

The host's stop (its last save) is made slow on purpose: it waits until the
UI thread has handled a timer. Had the window waited for the stop, that timer
could not fire before the stop gave up. The window that is closed meanwhile
stays open, says in its status bar that it is closing (in each language),
and closes by itself once the table is saved. Opening runs on a worker too:
the window says the table is opening and sits down once the host listens.
"""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import QTimer
from table_helpers import installed_language

from cardtable.controller.background_ops import HOSTING
from cardtable.controller.background_ops import background as jobs
from cardtable.engine.registry import get_rules
from cardtable.net import background
from cardtable.seats import Seat
from cardtable.ui.dialogs.new_game import NewGameChoice
from cardtable.ui.network import window_hosting
from cardtable.ui.start.start_lists import hosted_tables

pytestmark = pytest.mark.usefixtures("hosting_on_loopback")

CLOSING = {"en": "Closing: the network table is being saved…",
           "de": "Wird geschlossen: Der Netzwerktisch wird gespeichert…",
           "zh_TW": "正在關閉：正在儲存網路牌桌…"}
OPENING = {"en": "Opening the network table…", "de": "Der Netzwerktisch wird eröffnet…",
           "zh_TW": "正在開設網路牌桌…"}


def _choice() -> NewGameChoice:
    rules = get_rules("skipbo")
    options_json = {"players": 2, "stock_size": 5}
    return NewGameChoice("skipbo", rules.options_from_json(options_json), options_json,
                         (Seat("Hosta", "human"), Seat("Gita", "human")), 7, network=True, invited=(1,))


class SlowStop:
    """``BackgroundHost.stop`` that first waits for the UI thread's timer (or gives up)."""

    def __init__(self, monkeypatch) -> None:
        self.order: list[str] = []
        self.entered = threading.Event()
        self.ticked = threading.Event()
        real = background.BackgroundHost.stop

        def stop(host, timeout: float = 10.0) -> None:
            self.entered.set()
            self.ticked.wait(10)  # the window's timer, or the end of the wait on the old, blocking close
            self.order.append("stopped")
            real(host, timeout)

        monkeypatch.setattr(background.BackgroundHost, "stop", stop)

    def tick(self) -> None:
        self.order.append("tick")
        self.ticked.set()


@pytest.mark.parametrize("lang", ["en", "de", "zh_TW"])
def test_a_window_closed_while_its_host_stops_says_so_and_keeps_turning(qtbot, make_window, monkeypatch, lang):
    with installed_language(lang):
        w = make_window()
        window_hosting.host_new(w, _choice())
        assert w.statusBar().currentMessage() == OPENING[lang]  # the window did not wait for the host
        qtbot.waitUntil(lambda: w.hosting is not None and w.waiting_panel is not None, timeout=10000)
        assert w.statusBar().currentMessage() != OPENING[lang]
        code = w.hosting.code
        slow = SlowStop(monkeypatch)
        QTimer.singleShot(0, slow.tick)
        w.close()
        assert w.isVisible() and w.hosting is None  # still open while the table is saved
        assert w.statusBar().currentMessage() == CLOSING[lang]
        qtbot.waitUntil(lambda: not w.isVisible(), timeout=20000)  # closes by itself after
        assert slow.order == ["tick", "stopped"]  # the timer fired while the stop waited
        assert not background.hosted_here(code)
        [entry] = [e for e in hosted_tables() if e.code == code]  # the table is kept
        assert entry.names[0] == "Hosta"


def test_leaving_a_table_that_is_still_opening_stops_its_host(qtbot, make_window):
    """Close game before the host listens: it is stopped once it has opened, and never seated."""
    w = make_window()
    window_hosting.host_new(w, _choice())
    w.close_game()  # at once: the host is still opening on the worker
    qtbot.waitUntil(lambda: not jobs().lane_busy(HOSTING), timeout=20000)
    assert w.hosting is None and w.controller is None
    assert not any(background.hosted_here(e.code) for e in hosted_tables())
