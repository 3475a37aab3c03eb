"""The replay, keeper, statistics and history windows come back where they were.

Like the main window, each of these windows remembers its place and size
between openings and between runs (``Settings.geometry(name)``). One call,
``remember_geometry(window, settings, name)`` before the window is shown,
restores the remembered geometry and keeps it up to date while the window
moves, is resized or closes. A remembered geometry is clamped onto a screen
that is there now: a window left on a monitor that is gone, or larger than
this screen (the smallest supported is 1366x768), is moved and shrunk to fit.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QRect
from PySide6.QtGui import QGuiApplication

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from cardtable.ui.settings import Settings

#: Events after which the geometry is written down (a window still open when
#: the app quits is deleted without a close event).
_SAVE_ON = (QEvent.Type.Close, QEvent.Type.Move, QEvent.Type.Resize)


def fitted(frame: QRect, area: QRect) -> QRect:
    """``frame`` moved and shrunk as little as needed to lie inside ``area``."""
    width, height = min(frame.width(), area.width()), min(frame.height(), area.height())
    left = min(max(frame.left(), area.left()), area.left() + area.width() - width)
    top = min(max(frame.top(), area.top()), area.top() + area.height() - height)
    return QRect(left, top, width, height)


def keep_on_screen(window: QWidget) -> None:
    """Move and shrink ``window`` so that its frame is inside one screen's free area."""
    frame = window.frameGeometry()
    screen = QGuiApplication.screenAt(frame.center()) or QGuiApplication.primaryScreen()
    if screen is None:
        return
    area = screen.availableGeometry()
    target = fitted(frame, area)
    if target == frame:
        return
    extra_w = frame.width() - window.width()  # the frame's border and title bar
    extra_h = frame.height() - window.height()
    window.resize(max(target.width() - extra_w, 1), max(target.height() - extra_h, 1))
    window.move(target.topLeft())


class _GeometryKeeper(QObject):
    """Writes its window's geometry to the settings as it changes; once shown
    (its frame known), a restored window is checked to be on the screen again."""

    def __init__(self, window: QWidget, settings: Settings, name: str, restored: bool) -> None:
        super().__init__(window)
        self._window = window
        self._settings = settings
        self._name = name
        self._check_on_show = restored
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is not self._window:
            return False
        if event.type() == QEvent.Type.Show and self._check_on_show:
            self._check_on_show = False
            keep_on_screen(self._window)
        elif event.type() in _SAVE_ON and self._window.isVisible():
            self._settings.set_geometry(self._name, self._window.saveGeometry())
        return False


def remember_geometry(window: QWidget, settings: Settings | None, name: str) -> None:
    """Restore ``window``'s remembered geometry (if any) and remember it from now
    on under ``name``; call it before the window is shown. No settings: nothing."""
    if settings is None:
        return
    geometry = settings.geometry(name)
    restored = geometry is not None and window.restoreGeometry(geometry)
    if restored:
        keep_on_screen(window)
    _GeometryKeeper(window, settings, name, restored)
