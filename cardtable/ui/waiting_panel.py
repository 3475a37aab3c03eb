"""The panel a window shows at a network table until the game starts.

Why: after "Join a table…" the table cannot be drawn before the first deal,
and the person needs to see who is there: each seat joined (and connected),
waiting for a player, or a computer. Whoever may start (the host's seat at a
desktop host, any seated person on a server; the host refuses others with a
rule) starts with "Start" once every seat is taken, or fills the empty seats
with computers. Reads the ``RemoteController`` only.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QListWidget, QPushButton, QVBoxLayout, QWidget


def _tr(text: str) -> str:
    return QCoreApplication.translate("WaitingPanel", text)


class WaitingPanel(QWidget):
    """The seats of a table that waits for its players, and its start buttons."""

    def __init__(self, controller: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("waitingPanel")
        self.controller = controller
        self.title = QLabel(self)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.title.setFont(font)
        self.seats = QListWidget(self)
        self.seats.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.status = QLabel(self)
        self.status.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.status.setWordWrap(True)
        self.start = QPushButton(self)
        self.fill = QPushButton(self)
        self.start.clicked.connect(lambda: controller.start_table(fill=False))
        self.fill.clicked.connect(lambda: controller.start_table(fill=True))
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.start)
        buttons.addWidget(self.fill)
        buttons.addStretch(1)
        column = QVBoxLayout()
        column.addStretch(1)
        column.addWidget(self.title)
        column.addWidget(self.seats)
        column.addWidget(self.status)
        column.addLayout(buttons)
        column.addStretch(1)
        outer = QHBoxLayout(self)
        outer.addStretch(1)
        outer.addLayout(column, 2)
        outer.addStretch(1)
        # the felt of the table the players are about to sit at, light text on it,
        # the seats on a paper-coloured card (colours of the start page)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)  # a QWidget paints no sheet otherwise
        self.setStyleSheet(
            "#waitingPanel { background: qradialgradient(cx:0.5, cy:0.4, radius:0.9, fx:0.5, fy:0.4,"
            " stop:0 #2f8552, stop:1 #123a24); }"
            "#waitingPanel QLabel { color: #f4f1e8; }"
            "#waitingPanel QListWidget { background: #fbf8ef; color: #1b1b1b; border-radius: 8px;"
            " padding: 6px; font-size: 12pt; }")
        controller.table_changed.connect(self.refresh)
        controller.connection_changed.connect(self.connection_changed)  # methods: gone with the panel
        self.refresh()

    def seat_lines(self) -> list[str]:
        """One line per seat: its name and whether a person is there."""
        ctl = self.controller
        lines = []
        for index, doc in enumerate(ctl.table.get("seats", [])):
            name = str(doc.get("name") or "")
            if doc.get("kind") == "computer":
                line = _tr("{name}: computer").format(name=name)
            elif not doc.get("joined"):
                line = _tr("Seat {n}: waiting for a player…").format(n=index + 1)
            elif not doc.get("connected"):
                line = _tr("{name}: not connected").format(name=name)
            else:
                line = _tr("{name}: here").format(name=name)
            if index == ctl.seat:
                line = _tr("{line} (you)").format(line=line)
            lines.append(line)
        return lines

    def connection_changed(self, _state: str) -> None:
        self.refresh()

    def refresh(self) -> None:
        ctl = self.controller
        table = ctl.table
        self.title.setText(_tr("Table {code}").format(code=table.get("code", ctl.code)))
        self.seats.clear()
        self.seats.addItems(self.seat_lines())
        self.status.setText(ctl.status_text())
        seats = table.get("seats", [])
        empty = sum(1 for s in seats if s.get("kind") != "computer" and not s.get("joined"))
        connected = ctl.connection == "connected"
        self.start.setEnabled(connected and bool(seats) and empty == 0)
        self.fill.setEnabled(connected and empty > 0)
        for button in (self.start, self.fill):  # somebody watching starts nothing
            button.setVisible(not getattr(ctl, "watching", False))

    def changeEvent(self, event: Any) -> None:
        from PySide6.QtCore import QEvent

        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self.start.setText(_tr("&Start"))
        self.fill.setText(_tr("Start with &computers in the empty seats"))
        self.refresh()

    def showEvent(self, event: Any) -> None:
        self.retranslate_ui()
        super().showEvent(event)
