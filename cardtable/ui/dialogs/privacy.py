"""The pass-and-play screen: covers the whole window between two humans' turns.

Nothing of the table shows through (an opaque overlay, and the controller's
``viewing_seat`` is None meanwhile); a click or a key press on the ready
button calls ``controller.acknowledge_privacy()``.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget


class PrivacyScreen(QWidget):
    ready = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self._host = parent  # the screen covers this widget and follows its size
        self.setAutoFillBackground(True)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
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
        self.retranslate_ui()

    def show_for(self, name: str) -> None:
        self._name = name
        self.retranslate_ui()
        self.setGeometry(self._host.rect())
        self.raise_()
        self.show()
        self.button.setFocus()

    def retranslate_ui(self) -> None:
        self.message.setText(self.tr("Pass to {name} - click when ready").format(name=self._name))
        self.button.setText(self.tr("I am {name}, show my cards").format(name=self._name))

    def _on_ready(self) -> None:
        self.hide()
        self.ready.emit()

    def eventFilter(self, watched, event) -> bool:
        if watched is self._host and event.type() == QEvent.Type.Resize:
            self.setGeometry(self._host.rect())
        return super().eventFilter(watched, event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
