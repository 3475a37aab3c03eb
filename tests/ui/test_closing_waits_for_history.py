"""A window closed while a write to the history is still running stays open,
says it is closing (in each language) and keeps turning; it closes by itself
once the write is done, so nothing is lost and the window never froze.

The write is made slow on purpose: it waits until the UI thread has handled
a timer. Had the window waited for the write, the timer could not fire first.
"""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import QTimer
from table_helpers import installed_language

from cardtable.controller.recording import recorder

CLOSING = {"en": "Closing: the finished game is being written to the history…",
           "de": "Wird geschlossen: Das beendete Spiel wird in den Verlauf geschrieben…",
           "zh_TW": "正在關閉：正在將結束的遊戲存入歷史紀錄…"}


@pytest.mark.parametrize("lang", ["en", "de", "zh_TW"])
def test_a_window_closed_while_the_history_is_written_says_so_and_closes_after(qtbot, make_window, lang):
    with installed_language(lang):
        w = make_window()
        order: list[str] = []
        ticked = threading.Event()

        def slow_write(history) -> int:
            ticked.wait(10)  # the window's timer, or the end of the wait on the old, blocking close
            order.append("written")
            return history.count()

        def tick() -> None:
            order.append("tick")
            ticked.set()

        answers: list = []
        recorder().change(slow_write, lambda value, error: answers.append((value, error)))
        QTimer.singleShot(0, tick)
        w.close()
        assert w.isVisible()  # still open while the history is written
        assert w.statusBar().currentMessage() == CLOSING[lang]
        qtbot.waitUntil(lambda: not w.isVisible(), timeout=20000)  # closes by itself after
        assert order == ["tick", "written"]  # the timer fired while the write waited
        qtbot.waitUntil(lambda: bool(answers), timeout=10000)
        assert answers == [(0, None)]
