"""A screen reader that is seconds behind still hears what was said while
the focus moved.

Orca handles the events of an app one after the other, and on a busy
machine it reads an event's object seconds after the event went out. After
a discard by keys the focus goes to another card of the hand, and the
sentences of the move ("P0 discarded 1 ...") are carried by that card's
description (``cardtable/ui/announce.py``). When the hand is dealt anew a
moment later (the next turn fills it up), that card's accessible child goes
too; a reader that reaches its Focus event only then finds a dead object,
ignores the Focus and every sentence on it: the move was never heard.
``_LateReader`` replays the events as such a reader does, after the turn has
come back: each Focus counts only if its object still answers that it has
the focus, each sentence only if it is on the reader's focus.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication

from cardtable.ui import announce as announce_module
from cardtable.ui.announce import announcer
from cardtable.ui.table import accessible as table_accessible

K = Qt.Key


class _LateReader:
    """``QAccessible`` as the table module sees it while a screen reader
    listens; every event is kept and read later (``heard``)."""

    def __init__(self) -> None:
        self.events: list[tuple[QAccessible.Event, Any, str]] = []

    def __getattr__(self, name: str):
        return getattr(QAccessible, name)

    def isActive(self) -> bool:
        return True

    def updateAccessibility(self, event) -> None:
        iface = event.accessibleInterface()
        text = iface.text(QAccessible.Text.Description) if iface.isValid() else ""
        self.events.append((event.type(), iface, text))  # an event carries its new description

    def heard(self) -> list[tuple[Any, str]]:
        """What the reader says when it reaches the events only now, as Orca
        43 does for a Qt app: a newly focused object (one that is still there
        and has a place among its parent's children, focused or not by now)
        with its name, and each sentence on the object it has as focus.
        Each is (the object named, or None for a sentence; the words)."""
        focus, said = None, []
        for kind, iface, text in self.events:
            if not iface.isValid():  # dead: the reader cannot ask it anything
                continue
            if kind == QAccessible.Event.Focus and iface is not focus and iface.parent().indexOfChild(iface) >= 0:
                focus = iface
                said.append((iface, iface.text(QAccessible.Text.Name)))
            elif kind == QAccessible.Event.DescriptionChanged and text and iface is focus:
                said.append((None, text))
        return said


@pytest.mark.parametrize("rights", range(5), ids=[f"hand card {n + 1}" for n in range(5)])
def test_a_late_reader_hears_the_discard_and_the_card_focused_after_it(
        window, start_game, qtbot, monkeypatch, rights):
    """A key discard of each hand card (seed 5: after the 3rd and the 4th
    the card that carries the sentence goes when the hand is filled up)."""
    monkeypatch.setattr(announce_module, "focus_carries", lambda: True)
    reader = _LateReader()
    monkeypatch.setattr(table_accessible, "QAccessible", reader)
    ctl = start_game("skipbo", ["human", "computer"])
    view = window.table
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)
    view.setFocus()
    qtbot.waitUntil(lambda: ctl.current_seat() == 0, timeout=10000)
    QApplication.processEvents()
    for key in (*[K.Key_Right] * rights, K.Key_Space, K.Key_5):  # a hand card chosen, discard pile 1 its place
        qtbot.keyClick(view, key)
    reader.events.clear()
    qtbot.keyClick(view, K.Key_Return)
    focused = table_accessible.interface(view).focusChild()  # the card the focus went to
    assert focused is not None
    said = [text for text, _a in announcer().log]
    discarded = next(text for text in reversed(said) if text.startswith("P0 discarded "))
    start = len(said)

    def turn_back() -> bool:
        return any(text.startswith("Your turn") for text, _a in list(announcer().log)[start:])

    qtbot.waitUntil(turn_back, timeout=20000)  # the computer's turn, the hand filled up again
    heard = reader.heard()
    assert (None, discarded) in heard, heard
    at = heard.index((None, discarded))  # said right after the card the focus went to was named
    assert at > 0 and heard[at - 1][0] is focused, heard


def test_a_card_that_leaves_is_not_named_after_it_left(window, start_game, qtbot, monkeypatch):
    """R's answer is carried by the focused card; the card is then chosen,
    given a place (the reader's focus goes to the place) and played with
    Enter (the focus comes back to it for a moment): what it carried is old
    news then, so once played it is gone for a reader too, not named as if
    it were still in the hand; the sentence of the move goes on the card
    the focus went to."""
    monkeypatch.setattr(announce_module, "focus_carries", lambda: True)
    reader = _LateReader()
    monkeypatch.setattr(table_accessible, "QAccessible", reader)
    ctl = start_game("skipbo", ["human", "computer"])
    view = window.table
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)
    view.setFocus()
    qtbot.waitUntil(lambda: ctl.current_seat() == 0, timeout=10000)
    QApplication.processEvents()
    iface = table_accessible.interface(view)
    qtbot.keyClick(view, K.Key_Right)
    qtbot.keyClick(view, K.Key_Right)
    card = iface.focusChild()
    reader.events.clear()
    qtbot.keyClick(view, K.Key_R)
    assert [text for kind, child, text in reader.events
            if kind == QAccessible.Event.DescriptionChanged and text and child is card]  # R's answer on it
    for key in (K.Key_Space, K.Key_5, K.Key_Return):
        qtbot.keyClick(view, key)
    assert iface.focusChild() is not card and not card.isValid()
    named = [child for child, _text in reader.heard() if child is not None]
    assert card not in named[1:] and named[-1] is iface.focusChild(), named
