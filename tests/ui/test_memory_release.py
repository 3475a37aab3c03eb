"""A closed table's memory goes back to the system (``cardtable.ui.memory``).

glibc kept the freed memory of closed games resident (its mmap threshold
grows, its heap fragments): 30-50 MB over a long session. The first table
fixes the allocator's thresholds, and a deleted table hands the freed memory
back a moment later (``malloc_trim``); elsewhere both do nothing.
"""

from __future__ import annotations

import sys

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication

from cardtable.ui import memory


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's allocator only")
def test_a_closed_game_gives_its_memory_back(window, start_game, qtbot, monkeypatch):
    qtbot.waitUntil(lambda: not memory._state["pending"], timeout=3000)  # an earlier test's table
    released: list[bool] = []
    plain = memory.release_freed
    monkeypatch.setattr(memory, "release_freed", lambda: released.append(plain()) or released[-1])
    start_game("phase10", ["human", "computer"])
    assert memory.tune_allocator()  # the table tuned it (and it stays tuned)
    window.close_game()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    qtbot.waitUntil(lambda: len(released) == 1, timeout=3000)
    assert memory._state["pending"] is False  # asked once, and it may be asked again
    start_game("skipbo", ["human", "computer"])
    window.close_game()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    qtbot.waitUntil(lambda: len(released) == 2, timeout=3000)


def test_release_never_raises_without_glibc(monkeypatch):
    monkeypatch.setitem(memory._state, "libc", False)
    monkeypatch.setitem(memory._state, "tuned", False)
    assert memory.release_freed() is False
    assert memory.tune_allocator() is False
    memory.release_soon()  # nothing scheduled, nothing raised
    assert memory._state["pending"] is False


def test_the_pixmap_cache_budget_follows_the_tables_size(window, start_game):
    """The items' device caches live in QPixmapCache: a few screens of the
    table at its device pixel ratio, not a fixed 96 MB whatever the window."""
    from PySide6.QtGui import QPixmapCache

    start_game("skipbo", ["human", "computer"])
    window.controller.set_paused(True)
    limits = []
    for w, h in ((800, 600), (1600, 1000), (800, 600)):
        window.resize(w, h)
        QApplication.processEvents()
        port = window.table.viewport()
        ratio = window.table.devicePixelRatioF()
        screen_kb = port.width() * port.height() * ratio * ratio * 4 / 1024
        limits.append(QPixmapCache.cacheLimit())
        assert 10 * 1024 <= limits[-1] <= max(10 * 1024, 6 * screen_kb)
    assert limits[0] < limits[1] and limits[2] == limits[0]
