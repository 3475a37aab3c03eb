"""A dialog body that scrolls only when the screen is too small for it.

Why: a dialog must fit a 1366×768 laptop (minus its task bar) in every
language, yet long German or Chinese texts and six seats can make a dialog
taller than that. ``FittingScroll`` holds the part of a dialog that may
scroll (not the buttons): it asks for its content's whole size, so on a
big screen nothing scrolls and nothing changes, and ``fit_to_screen`` caps
the dialog at the screen's free height, so on a small one the body scrolls
and OK/Cancel stay in view.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget

SCREEN_MARGIN = 40  # px kept free below a dialog (a window frame's title bar)


class FittingScroll(QScrollArea):
    """A frameless scroll area as large as its content wants to be."""

    def __init__(self, content: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidget(content)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # no Tab stop of its own: Tab goes to its fields, and the area scrolls to each
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def sizeHint(self) -> QSize:
        content = self.widget()
        hint = content.sizeHint() if content is not None else QSize(0, 0)
        bar = self.verticalScrollBar().sizeHint().width()
        return QSize(hint.width() + bar, hint.height())

    def minimumSizeHint(self) -> QSize:
        content = self.widget()
        width = content.minimumSizeHint().width() if content is not None else 0
        return QSize(width + self.verticalScrollBar().sizeHint().width(), 120)


def fit_to_screen(dialog: QWidget) -> None:
    """Cap ``dialog`` at the free height of its screen (the body scrolls then)."""
    screen = dialog.screen()
    if screen is None:
        return
    room = screen.availableGeometry().height() - SCREEN_MARGIN
    dialog.setMaximumHeight(max(200, room))
    if dialog.height() > room:
        dialog.resize(dialog.width(), room)


def screen_area(widget: QWidget) -> QRect:
    """The free area of ``widget``'s screen (without task bars)."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 1366, 728)


def fit_window(window: QWidget) -> None:
    """Shrink ``window`` (a dialog or an extra window) to its screen's free
    area if it is larger: every window of the app fits a 1366x768 laptop and
    a 1024x700 screen (its layout's minimum size must allow it)."""
    area = screen_area(window)
    width = min(window.width(), area.width())
    height = min(window.height(), area.height() - SCREEN_MARGIN)
    if (width, height) != (window.width(), window.height()):
        window.resize(max(width, 1), max(height, 1))


__all__ = ["FittingScroll", "fit_to_screen", "fit_window", "screen_area"]
