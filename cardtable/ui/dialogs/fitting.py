"""A dialog body that scrolls only when the screen is too small for it.

Why: a dialog must fit a 1366×768 laptop (minus its task bar) in every
language, yet long German or Chinese texts and six seats can make a dialog
taller than that. ``FittingScroll`` holds the part of a dialog that may
scroll (not the buttons): it asks for its content's whole size, so on a
big screen nothing scrolls and nothing changes, and ``fit_to_screen`` caps
the dialog at the screen's free height, so on a small one the body scrolls
and OK/Cancel stay in view.

Size is not enough: a dialog is placed (centred on its parent) before it
shows, and grows to its content while it shows, so its bottom ran below the
screen. ``keep_on_screen`` moves a window back into its screen's free area
after every fit, with room below its title bar for the window's frame.

Nor is a small font: the app's font (9 pt) looked tiny in the round's and
the game's end dialogs beside a table drawn for a 1920x1080 window;
``grow_with_window`` lets their words grow with the window's height.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QFont, QGuiApplication, QShowEvent
from PySide6.QtWidgets import QApplication, QDialog, QFrame, QScrollArea, QWidget

SCREEN_MARGIN = 40  # px kept free below a dialog (a window frame's title bar)
FULL_SIZE_AT = 760  # px of window height: the app's own font size up to here
MAX_GROWTH = 1.5  # the words of a dialog grow at most by half


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
    """Cap ``dialog`` at the free height of its screen (the body scrolls then)
    and keep it inside that screen."""
    screen = dialog.screen()
    if screen is None:
        return
    room = screen.availableGeometry().height() - SCREEN_MARGIN
    dialog.setMaximumHeight(max(200, room))
    if dialog.height() > room:
        dialog.resize(dialog.width(), room)
    keep_on_screen(dialog)


def keep_on_screen(window: QWidget) -> None:
    """Move the top-level ``window`` so that all of it, its frame included,
    lies in its screen's free area (a window larger than the area keeps its
    top left corner in it)."""
    if not window.isWindow():
        return
    area = screen_area(window)
    frame = window.frameGeometry()
    # the frame around the window: known once the window manager has framed
    # it; before, the room a title bar takes
    frame_height = window.height() + max(frame.height() - window.height(), SCREEN_MARGIN)
    x = max(area.left(), min(frame.x(), area.left() + area.width() - frame.width()))
    y = max(area.top(), min(frame.y(), area.top() + area.height() - frame_height))
    if (x, y) != (frame.x(), frame.y()):
        window.move(x, y)


def screen_area(widget: QWidget) -> QRect:
    """The free area of ``widget``'s screen (without task bars)."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 1366, 728)


def fit_window(window: QWidget) -> None:
    """Shrink ``window`` (a dialog or an extra window) to its screen's free
    area if it is larger: every window of the app fits a 1366x768 laptop and
    a 1024x700 screen (its layout's minimum size must allow it)."""
    area = screen_area(window)
    sides = max(0, window.frameGeometry().width() - window.width())  # the frame's left and right edges
    width = min(window.width(), area.width() - sides)
    height = min(window.height(), area.height() - SCREEN_MARGIN)
    if (width, height) != (window.width(), window.height()):
        window.resize(max(width, 1), max(height, 1))
    keep_on_screen(window)


class FittingDialog(QDialog):
    """A dialog that fits its screen's free area, size and place, when shown."""

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        fit_window(self)


__all__ = ["FittingDialog", "FittingScroll", "fit_to_screen", "fit_window", "keep_on_screen", "screen_area"]


def grow_with_window(dialog: QWidget) -> float:
    """``dialog``'s words as big as its window allows: the app's font size up
    to a window ``FULL_SIZE_AT`` px high, growing with the window's height
    from there (at most by ``MAX_GROWTH``); without a parent, the screen's.
    Returns the growth (1.0: the app's own size)."""
    owner = dialog.parentWidget()
    height = owner.window().height() if owner is not None else screen_area(dialog).height()
    scale = min(MAX_GROWTH, max(1.0, height / FULL_SIZE_AT))
    font = QFont(dialog.font())
    font.setPointSizeF(QApplication.font().pointSizeF() * scale)
    dialog.setFont(font)
    return scale
