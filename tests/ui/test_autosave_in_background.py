"""The autosave is written on a worker: the table never waits for the disk.

The write is made slow on purpose: it waits until the UI thread has handled
a timer (had the window waited for the write, the timer could not fire
first). A window closed while an autosave is still being written stays
open, says it is closing (in each language) and closes by itself once the
game is on disk: nothing is lost, and the saved game is a normal save file.
"""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import QTimer
from table_helpers import installed_language

from cardtable.persistence import autosave as autosave_module
from cardtable.persistence.autosave import autosave_path, autosave_slots
from cardtable.persistence.savefile import load

CLOSING = {"en": "Closing: the game is being saved…", "de": "Wird geschlossen: Das Spiel wird gespeichert…",
           "zh_TW": "正在關閉：正在儲存遊戲…"}


@pytest.mark.parametrize("lang", ["en", "de", "zh_TW"])
def test_a_slow_autosave_never_stops_the_window_and_closing_waits_for_it(qtbot, make_window, monkeypatch, lang):
    order: list[str] = []
    ticked = threading.Event()
    write = autosave_module.AutosaveSlot.write

    def slow_write(self, saved, **kwargs):
        ticked.wait(10)  # the window's timer, or the end of the wait on the old, blocking autosave
        order.append("written")
        return write(self, saved, **kwargs)

    def tick() -> None:
        order.append("tick")
        ticked.set()

    monkeypatch.setattr(autosave_module.AutosaveSlot, "write", slow_write)
    with installed_language(lang):
        w = make_window()
        from cardtable.engine.registry import get_rules
        from cardtable.seats import Seat

        rules = get_rules("skipbo")
        options = rules.default_options(2)
        QTimer.singleShot(0, tick)
        ctl = w.set_game(rules, rules.new_game(options, 5), [Seat("Anna"), Seat("Ben")], seed=5, options=options)
        history = ctl.history
        w.close()
        assert w.isVisible()  # still open while the game is written
        assert w.statusBar().currentMessage() == CLOSING[lang]
        qtbot.waitUntil(lambda: not w.isVisible(), timeout=20000)  # closes by itself after
    assert order[:2] == ["tick", "written"]  # the timer fired while the write waited
    [slot] = autosave_slots()
    saved = load(autosave_path(slot))  # a normal save file of the game
    assert not saved.finished and tuple(saved.actions) == tuple(history)
