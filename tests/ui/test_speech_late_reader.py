"""A screen reader that is seconds behind still hears what was said while
the focus moved.

Orca handles the events of an app one after the other, and on a busy
machine it gets to an event seconds after it went out. It skips a focus
event when a newer focus event (for another object) is already waiting, and
every sentence on an object that is not its focus; it drops the events of an
object that is gone. After a discard by keys the focus goes to another card
of the hand, and the sentences of the move ("P0 discarded 1 ...") are
carried by that card's description (``cardtable/ui/speech/announce.py``). When the
next turn deals the hand anew a moment later, that card's child goes; a
focus event for the card dealt in its place made such a reader skip the
card and every sentence on it: the move was never heard (the Orca check
failed so about once in five runs). ``_LateReader`` replays the events as
such a reader does, once the turn has come back.
"""
from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication

from cardtable.ui.speech import announce as announce_module
from cardtable.ui.speech.announce import announcer
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
        43 does for a Qt app. A Focus event is skipped when a later one names
        another object (Orca skips a focus event when a newer one is already
        waiting), and so is one of an object that is gone; a Focus event
        taken says the object's name (focused or not by now), and each
        sentence is said only on the object that is the reader's focus.
        Each is (the object named, or None for a sentence; the words)."""
        focus, said = None, []
        for at, (kind, iface, text) in enumerate(self.events):
            if not iface.isValid():  # dead: the reader cannot ask it anything
                continue
            if kind == QAccessible.Event.Focus:
                newer = [other for k, other, _t in self.events[at + 1:] if k == QAccessible.Event.Focus]
                if iface is not focus and not [other for other in newer if other is not iface] \
                        and iface.parent().indexOfChild(iface) >= 0:
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
    begin = len(said) - 1 - said[::-1].index(discarded)
    sentences = [text for text, _a in list(announcer().log)[begin:]]  # from the discard to "Your turn"
    assert [text for child, text in heard if child is None] == sentences, heard
    # the next key catches the reader's focus up with the card the keyboard is on
    qtbot.keyClick(view, K.Key_R)
    card = table_accessible.interface(view).focusChild()
    heard = reader.heard()
    named = [child for child, _text in heard if child is not None]
    assert named[-1] is card and heard[-1][1].startswith("Your hand: "), heard


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
