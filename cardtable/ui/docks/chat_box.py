"""The chat input under the move log at a network table: a line, Send, preset reactions.

Why: people at a network table cannot talk across the table. A line typed
here (Enter or Send) goes to every seat; a preset reaction goes as its id
(``protocol.REACTIONS``), so each window says it in its reader's language.
What is said comes back from the host into the move log (``move_log``),
the sender's own lines too, so every window shows the same talk in the
same order. Hidden for a local game; disabled while the connection is down.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from cardtable.net.protocol import MAX_CHAT, REACTIONS

if TYPE_CHECKING:
    from cardtable.controller.seat_view import NetworkSeat
    from cardtable.controller.source import GameSource


def _tr(text: str) -> str:
    # the move log shows the same words when a reaction arrives: they keep its context
    return QCoreApplication.translate("MoveLog", text)


def reaction_text(reaction: str) -> str:
    """A preset reaction (``protocol.REACTIONS``) in this reader's language."""
    return {
        "nice": _tr("Nice!"),
        "your_turn": _tr("Your turn!"),
        "oops": _tr("Oops!"),
        "one_moment": _tr("One moment, please"),
        "thanks": _tr("Thanks!"),
        "good_game": _tr("Good game!"),
    }.get(reaction, "")


class ChatBox(QWidget):
    """One line, Send, and a button per preset reaction (objectName ``chatBox``)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chatBox")
        self.controller: NetworkSeat | None = None  # the seat at a host's table, else None
        self.line = QLineEdit(self)
        self.line.setObjectName("chatLine")
        self.line.setMaxLength(MAX_CHAT)
        self.line.setClearButtonEnabled(True)
        self.line.returnPressed.connect(self.send)
        self.send_button = QPushButton(self)
        self.send_button.setObjectName("chatSend")
        self.send_button.clicked.connect(self.send)
        self.reactions: dict[str, QToolButton] = {}
        grid = QGridLayout()
        grid.setSpacing(3)
        for i, reaction in enumerate(REACTIONS):
            button = QToolButton(self)
            button.setObjectName(f"react_{reaction}")
            button.setAutoRaise(False)
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            button.clicked.connect(lambda _checked=False, r=reaction: self.react(r))
            grid.addWidget(button, i // 3, i % 3)
            self.reactions[reaction] = button
        for column in range(3):
            grid.setColumnStretch(column, 1)
        row = QHBoxLayout()
        row.setSpacing(4)
        row.addWidget(self.line, 1)
        row.addWidget(self.send_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.setSpacing(4)
        layout.addLayout(grid)
        layout.addLayout(row)
        self.retranslate_ui()

    def set_controller(self, controller: GameSource | None) -> None:
        """A game at a network table (its view has a ``network`` seat): shown; anything else: hidden."""
        self.controller = controller.seat_view().network if controller is not None else None
        self.setVisible(self.controller is not None)
        if self.controller is not None:
            self.controller.connection_changed.connect(self.connection_changed)
        self.connection_changed()

    def connection_changed(self, _state: str = "") -> None:
        ctl = self.controller
        self.setEnabled(ctl is not None and ctl.connection == "connected")

    def send(self) -> None:
        if self.controller is not None and self.controller.send_chat(self.line.text()):
            self.line.clear()

    def react(self, reaction: str) -> None:
        if self.controller is not None:
            self.controller.send_reaction(reaction)

    def retranslate_ui(self) -> None:
        self.line.setPlaceholderText(self.tr("Say something to the table…"))
        self.line.setAccessibleName(self.tr("Chat line"))
        self.line.setAccessibleDescription(self.line.placeholderText())
        self.send_button.setText(self.tr("Send"))
        self.send_button.setToolTip(self.tr("Send the line to everybody at the table (Enter)"))
        for reaction, button in self.reactions.items():
            text = reaction_text(reaction)
            button.setText(text)
            button.setToolTip(self.tr("Say \u201c{text}\u201d to the table").format(text=text))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
