"""The pass-and-play screen: covers the whole window between two humans' turns.

Nothing of the table shows through (an opaque overlay, and the controller's
``viewing_seat`` is None meanwhile). As it says, a click anywhere on it or
any key (not a lone Shift, Ctrl, Alt or Meta, nor a held key repeating) shows
the next player's cards: ``ready``, which calls
``controller.acknowledge_privacy()``. A click counts only if it was pressed
on the screen: the release of a drag or click made before it appeared does
not hand the cards over.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from cardtable.ui.i18n import cjk_spacing


class PrivacyScreen(QWidget):
    ready = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self._host = parent  # the screen covers this widget and follows its size
        self.setAutoFillBackground(True)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self._pressed = False  # a press on the screen, waiting for its release
        self.setStyleSheet("PrivacyScreen { background: #1d3b2a; } QLabel { color: white; }")
        layout = QVBoxLayout(self)
        layout.addStretch()
        self.message = QLabel(self)
        self.message.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = self.message.font()
        font.setPointSizeF(font.pointSizeF() * 2)
        self.message.setFont(font)
        self.message.setWordWrap(True)
        layout.addWidget(self.message)
        self.button = QPushButton(self)
        self.button.clicked.connect(self._on_ready)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        layout.addStretch()
        self._name = ""
        self.hide()
        parent.installEventFilter(self)
        self.button.installEventFilter(self)
        self.retranslate_ui()

    def show_for(self, name: str) -> None:
        self._name = name
        self._pressed = False
        self.retranslate_ui()
        self.setGeometry(self._host.rect())
        self.raise_()
        self.show()
        self.setFocus()

    def retranslate_ui(self) -> None:
        self.message.setText(cjk_spacing(self.tr("Pass to {name} - click when ready").format(name=self._name)))
        self.button.setText(cjk_spacing(self.tr("I am {name}, show my cards").format(name=self._name)))

    def _on_ready(self) -> None:
        if not self.isVisible():
            return
        self.hide()
        self.ready.emit()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._pressed = True
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        event.accept()
        if self._pressed and self.rect().contains(event.position().toPoint()):
            self._pressed = False
            self._on_ready()

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        event.accept()  # the second click of a double click is not a new hand-over

    def keyPressEvent(self, event: QKeyEvent) -> None:
        modifiers = (Qt.Key.Key_Shift, Qt.Key.Key_Control, Qt.Key.Key_Alt, Qt.Key.Key_Meta,
                     Qt.Key.Key_AltGr, Qt.Key.Key_CapsLock)
        if event.isAutoRepeat() or event.key() in modifiers:
            event.accept()
            return
        event.accept()
        self._on_ready()

    def _claims(self, event: Any) -> bool:
        """A plain key while the screen is up is for the screen, not a window
        shortcut such as H (hint): accept its ShortcutOverride."""
        if event.type() != QEvent.Type.ShortcutOverride:
            return False
        chords = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier | Qt.KeyboardModifier.MetaModifier
        if event.modifiers() & chords:
            return False  # Ctrl+Q and the like keep working
        event.accept()
        return True

    def event(self, event: QEvent) -> bool:
        if self._claims(event):
            return True
        return super().event(event)

    def eventFilter(self, watched, event) -> bool:
        if watched is self._host and event.type() == QEvent.Type.Resize:
            self.setGeometry(self._host.rect())
        if watched is self.button and self._claims(event):
            return True
        return super().eventFilter(watched, event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
