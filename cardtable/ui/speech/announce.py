"""Spoken announcements for screen readers: the one ``announce()`` of the app.

Why: the table is a painted scene, so a screen reader cannot see what
happens on it. Everything the app wants said (a move of the move log, "your
turn", a refusal, the privacy screen's hand-over, the answer of a read key)
goes through ``announce()``, which sends a ``QAccessibleAnnouncementEvent``
(Qt 6.8+; on an older Qt only the log below is kept) from the main window.

How a sentence reaches a screen reader depends on what it listens to. Orca
43 (Debian 12) has no handler for AT-SPI's announcement signal: it was heard
saying none of them. It does speak a new *description of the object that has
the keyboard focus* (as a message, without the object's name), in every
version, and so does NVDA. So where the accessibility bridge is AT-SPI (Linux)
and a screen reader listens, a sentence is *carried* by the focused object
instead: its description becomes the sentence and a DescriptionChanged
event goes out, then the same with an empty description, which no reader
says (``carry``); the object's own description is put back once the focus
has moved on, when it is no longer the reader's focus and not said. The table's cards carry sentences through the
table's accessible tree (a carrier registered in ``carriers``), a focused
plain widget through its accessible description. Only where nothing can
carry it (a list row has the focus) the announcement event goes out. Never
both: a screen reader that handles announcements and descriptions would say
the sentence twice. Elsewhere (Windows, macOS) the announcement event is sent.

With Settings > Preferences > "Speak through the system's speech service"
on, each sentence is also spoken by the system (``Announcer.voice``,
``system_speech``), for a player without a screen reader.

Every sentence actually sent is kept in ``Announcer.log``, emitted on
``Announcer.said`` and logged at DEBUG level, so tests (and a developer
without a screen reader) can read what was said.
The same sentence is never said twice in a row within ``REPEAT_S`` seconds
(a refusal the table and the controller both report, a turn said twice). Polite
announcements are paced by the computer speed (``pace_ms``): when many moves
come fast they wait in a queue and each is still said, one every
``pace_ms``. Assertive ones (a refusal) are said at once; ``in_turn=True``
keeps an assertive one in line behind the polite ones already waiting
("your turn" comes after the moves that led to it).
"""

from __future__ import annotations

import logging
import sys
import time
from collections import deque
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QApplication, QWidget

log = logging.getLogger(__name__)

#: The same sentence within this many seconds is said once.
REPEAT_S = 1.5
#: The pause between two polite announcements never exceeds this (ms).
MAX_PACE_MS = 1000
LOG_KEPT = 500


def _accessible() -> Any:
    """Qt's ``QAccessible``, imported at the first sentence, not at import:
    PySide6 builds its accessibility classes (and their enums) when first
    touched, about 1.5 ms the window's first frame need not wait for."""
    # the accessibility classes load at the first sentence: the first frame does not wait
    from PySide6.QtGui import QAccessible

    return QAccessible


def _announcement_event() -> Any:
    """Qt's ``QAccessibleAnnouncementEvent`` class, or None before Qt 6.8 (the
    pyproject allows an older PySide6, where announcements are only logged,
    never a crash); looked up at the first sentence, as ``_accessible``."""
    # the accessibility classes load at the first sentence: the first frame does not wait
    from PySide6 import QtGui

    return getattr(QtGui, "QAccessibleAnnouncementEvent", None)


#: ``carrier(widget, text)``: True if it made the focused ``widget`` (or its
#: focused part) say ``text`` (see the module docstring).
Carrier = Callable[[QWidget, str], bool]


def focus_carries() -> bool:
    """Whether sentences go through the focused object's description: the
    AT-SPI bridge (Linux), while a screen reader listens."""
    if not sys.platform.startswith("linux"):
        return False
    return bool(_accessible().isActive())


class DescriptionCarrier(QObject):
    """Carries sentences on a focused plain widget's accessible description,
    and puts the description back once the focus has moved on."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.widget: QWidget | None = None
        self.original = ""
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_changed)

    def carry(self, widget: QWidget, text: str) -> bool:
        iface = _accessible().queryAccessibleInterface(widget)
        if iface is None:
            return False
        part = iface.focusChild()  # the widget itself, or the row or cell that has the reader's focus
        if part is not None and part.object() is not widget:
            return False
        if self.widget is not widget:
            self.restore()
            self.widget, self.original = widget, widget.accessibleDescription()
            widget.destroyed.connect(self._gone)
        widget.setAccessibleDescription(text)  # sends DescriptionChanged: the reader says it
        widget.setAccessibleDescription("")  # an empty one is not said; read again, nothing twice
        return True

    def _gone(self, *_args: object) -> None:
        self.widget = None

    def _focus_changed(self, _old: object, _new: object) -> None:
        # after the Focus event of the new widget: the old one is no longer
        # the reader's focus, so putting its description back is not said
        QTimer.singleShot(0, self, self.restore)

    def restore(self) -> None:
        widget, self.widget = self.widget, None
        if widget is None or widget is QApplication.focusWidget():
            self.widget = widget
            return
        try:
            widget.destroyed.disconnect(self._gone)
            widget.setAccessibleDescription(self.original)
        except (RuntimeError, TypeError):  # gone meanwhile
            pass


def pace_for_speed(speed_ms: int) -> int:
    """The pause between polite announcements for a computer speed (ms per
    move): half a move, at most ``MAX_PACE_MS``; 0 (instant) never waits."""
    return max(0, min(MAX_PACE_MS, int(speed_ms) // 2))


class Announcer(QObject):
    """The app's announcer (one per application, ``announcer()``)."""

    said = Signal(str, bool)  # the text, assertive

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.log: deque[tuple[str, bool]] = deque(maxlen=LOG_KEPT)
        self._pace_ms = 0
        self.clock: Callable[[], float] = time.monotonic
        self.source: QObject | None = None  # the main window (``set_source``)
        #: Carriers asked first for the focused widget (the table registers its own).
        self.carriers: list[Carrier] = []
        self._widgets = DescriptionCarrier(self)
        #: ``voice(text, assertive)``: the system's speech service, when chosen (``system_speech``)
        self.voice: Callable[[str, bool], None] | None = None
        self._queue: deque[tuple[str, bool]] = deque()
        self._last: tuple[str, float] = ("", 0.0)  # the last sentence said or queued, when
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.release)

    @property
    def pace_ms(self) -> int:
        """The pause between polite announcements (``pace_for_speed``)."""
        return self._pace_ms

    @pace_ms.setter
    def pace_ms(self, ms: int) -> None:
        self._pace_ms = max(0, int(ms))
        if self._pace_ms == 0 and self._timer.isActive():  # instant now: nothing waits
            self._timer.stop()
            self.release()

    def set_source(self, source: QObject | None) -> None:
        """The object the announcements come from (the main window)."""
        self.source = source
        if source is not None:
            source.destroyed.connect(lambda *_a: self._forget(source))

    def _forget(self, source: QObject) -> None:
        if self.source is source:
            self.source = None

    def announce(self, text: str, *, assertive: bool = False, in_turn: bool = False,
                 repeat: bool = False) -> None:
        text = " ".join(str(text).split())
        if not text:
            return
        now = self.clock()
        last_text, last_at = self._last
        if text == last_text and now - last_at < REPEAT_S and not repeat:
            return
        self._last = (text, now)
        if assertive and not in_turn:
            self._send(text, True)
            return
        self._queue.append((text, assertive))
        if not self._timer.isActive():
            self.release()

    def release(self) -> None:
        """Say the next waiting announcement (the pacing timer calls it);
        with no pause set, every waiting one."""
        while self._queue:
            text, assertive = self._queue.popleft()
            self._send(text, assertive)
            if self.pace_ms > 0:
                self._timer.start(self.pace_ms)
                return

    def waiting(self) -> list[str]:
        """The announcements still waiting for their turn."""
        return [text for text, _a in self._queue]

    def clear(self) -> None:
        """Forget what was said and what waits (a new game, a test)."""
        self._queue.clear()
        self._last = ("", 0.0)
        self._timer.stop()
        self.log.clear()

    def carry(self, text: str) -> bool:
        """Say ``text`` through the focused object (see the module docstring); False if none can."""
        widget = QApplication.focusWidget()
        if widget is None:
            return False
        if any(carrier(widget, text) for carrier in self.carriers):
            return True
        return self._widgets.carry(widget, text)

    def _send(self, text: str, assertive: bool) -> None:
        self.log.append((text, assertive))
        log.debug("said (%s): %s", "assertive" if assertive else "polite", text)  # check without a screen reader
        if self.voice is not None:
            self.voice(text, assertive)
        source = self.source
        if focus_carries() and self.carry(text):
            self.said.emit(text, assertive)
            return
        event_class = _announcement_event()
        if event_class is not None and source is not None:
            accessible = _accessible()
            try:
                event = event_class(source, text)
                politeness = accessible.AnnouncementPoliteness
                event.setPoliteness(politeness.Assertive if assertive else politeness.Polite)
                accessible.updateAccessibility(event)
            except RuntimeError:  # the window is gone
                self.source = None
        self.said.emit(text, assertive)


_announcer: Announcer | None = None


def announcer() -> Announcer:
    """The application's announcer (made on first use, owned by the application)."""
    global _announcer
    if _announcer is None:
        _announcer = Announcer(QApplication.instance())
        _announcer.destroyed.connect(_forget_announcer)
    return _announcer


def _forget_announcer(*_args: object) -> None:
    global _announcer
    _announcer = None


def announce(text: str, *, assertive: bool = False, in_turn: bool = False,
             repeat: bool = False) -> None:
    """Say ``text`` to a screen reader (see the module docstring); ``repeat``:
    even if it was just said (the player asked again, a read key)."""
    announcer().announce(text, assertive=assertive, in_turn=in_turn, repeat=repeat)


def said() -> list[str]:
    """Every sentence said so far (oldest first; at most ``LOG_KEPT``)."""
    return [text for text, _a in announcer().log]
