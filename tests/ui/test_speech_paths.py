"""Where the accessibility bridge is AT-SPI and a screen reader listens, a
sentence is carried by the focused object's description (what Orca 43
speaks), once, and no announcement event goes out beside it (a reader that
handles both would say it twice); the description is emptied at once and
the object's own description comes back when the focus moves on."""

from __future__ import annotations

from typing import ClassVar

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QApplication, QPushButton, QVBoxLayout, QWidget

from cardtable.ui.speech import announce as announce_module
from cardtable.ui.speech.announce import announcer
from cardtable.ui.table import accessible as table_accessible

K = Qt.Key
DESCRIPTION = QAccessible.Event.DescriptionChanged


class _NoEvent(QAccessibleAnnouncementEvent):
    """The announcement event, each one kept: none may be made for a carried sentence."""

    made: ClassVar[list[str]] = []

    def __init__(self, source, text: str) -> None:
        _NoEvent.made.append(text)
        super().__init__(source, text)


class _Reader:
    """``QAccessible`` as the table module sees it while a screen reader
    listens: every event it sends is kept with the description then given."""

    def __init__(self) -> None:
        self.events: list[tuple[QAccessible.Event, str]] = []

    def __getattr__(self, name: str):
        return getattr(QAccessible, name)

    def isActive(self) -> bool:
        return True

    def updateAccessibility(self, event) -> None:
        iface = event.accessibleInterface()
        self.events.append((event.type(), iface.text(QAccessible.Text.Description)))


class _Button(QPushButton):
    """A button that shows every description it is given."""

    def __init__(self, text: str, seen: list[str], parent=None) -> None:
        super().__init__(text, parent)
        self.seen = seen

    def setAccessibleDescription(self, text: str) -> None:
        self.seen.append(text)
        super().setAccessibleDescription(text)


def test_a_focused_button_carries_a_sentence_once(qtbot, monkeypatch):
    monkeypatch.setattr(announce_module, "focus_carries", lambda: True)
    _NoEvent.made = []
    monkeypatch.setattr(announce_module, "_announcement_event", lambda: _NoEvent)
    seen: list[str] = []
    page = QWidget()
    qtbot.addWidget(page)
    layout = QVBoxLayout(page)
    first, second = _Button("Deal", seen, page), _Button("Back", seen, page)
    first.setAccessibleDescription("Deals the next round")
    layout.addWidget(first)
    layout.addWidget(second)
    page.show()
    page.activateWindow()
    qtbot.waitUntil(page.isActiveWindow, timeout=5000)
    first.setFocus()
    qtbot.waitUntil(first.hasFocus)
    announcer().set_source(page)
    seen.clear()
    announcer().announce("Your turn, Ann", assertive=True)
    assert seen == ["Your turn, Ann", ""] and _NoEvent.made == []
    second.setFocus()  # the focus moves on: the button's own description comes back
    qtbot.waitUntil(lambda: first.accessibleDescription() == "Deals the next round", timeout=2000)


def test_the_focused_card_carries_a_sentence_once(window, start_game, qtbot, monkeypatch):
    monkeypatch.setattr(announce_module, "focus_carries", lambda: True)
    _NoEvent.made = []
    monkeypatch.setattr(announce_module, "_announcement_event", lambda: _NoEvent)
    reader = _Reader()
    monkeypatch.setattr(table_accessible, "QAccessible", reader)
    ctl = start_game("phase10", ["human", "computer"])
    view = window.table
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)
    view.setFocus()
    qtbot.waitUntil(lambda: ctl.current_seat() == 0, timeout=10000)
    QApplication.processEvents()
    iface = table_accessible.interface(view)
    card = iface.focusChild()
    assert card is not None and ", in your hand, " in card.text(QAccessible.Text.Name)
    reader.events.clear()
    announcer().announce("Hello, Ann", assertive=True)
    assert [(kind, text) for kind, text in reader.events if kind == DESCRIPTION] == [
        (DESCRIPTION, "Hello, Ann"), (DESCRIPTION, "")]
    assert "Hello, Ann" not in _NoEvent.made, _NoEvent.made
    assert card.text(QAccessible.Text.Description) == ""  # read again a moment later: nothing twice
