"""The panel a window shows while it takes a remembered seat at a network table again.

Why: opening a remembered table from the start page connects to a host that
may not be back yet (its app reopens the table later). Until the host
answers, the window says which table it is coming back to and that it keeps
trying, with Cancel (back to the start page; the table stays listed). The
host's welcome replaces the panel with the seats or the table
(``window_join.table_changed``). Reads the ``RemoteController`` only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from cardtable.ui.network.seat_memory import host_of, seat_names
from cardtable.ui.network.waiting_panel import on_felt
from cardtable.ui.seat_names import name_list
from cardtable.ui.start.quick_start import game_name

if TYPE_CHECKING:
    from collections.abc import Callable

    from cardtable.controller.remote import RemoteController
    from cardtable.persistence.joined_tables import JoinedTable


def _tr(text: str) -> str:
    return QCoreApplication.translate("JoinTable", text)


class ComingBackPanel(QWidget):
    """Which table, at which computer, the connection's state, and Cancel."""

    def __init__(self, controller: RemoteController, entry: JoinedTable, parent: QWidget | None = None,
                 cancel: Callable[[], None] | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("comingBackPanel")
        self.controller, self.entry = controller, entry
        self.title = QLabel(self)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.title.setFont(font)
        self.players = QLabel(self)
        self.players.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.players.setWordWrap(True)
        self.status = QLabel(self)
        self.status.setObjectName("comingBackStatus")
        self.status.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.status.setWordWrap(True)
        self.cancel = QPushButton(self)
        if cancel is not None:
            self.cancel.clicked.connect(lambda _c=False: cancel())
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.cancel)
        buttons.addStretch(1)
        column = QVBoxLayout()
        column.addStretch(1)
        column.addWidget(self.title)
        column.addWidget(self.players)
        column.addSpacing(12)
        column.addWidget(self.status)
        column.addSpacing(12)
        column.addLayout(buttons)
        column.addStretch(1)
        on_felt(self, column)
        controller.connection_changed.connect(self.connection_changed)  # a method: gone with the panel
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        entry = self.entry
        self.title.setText(_tr("Back to network table {code} · {game}").format(code=entry.code,
                                                                              game=game_name(entry.game)))
        self.players.setText(_tr("at {host}: {players}").format(host=host_of(entry.url),
                                                               players=name_list(seat_names(entry))))
        self.cancel.setText(_tr("Cancel"))
        self.connection_changed()

    def connection_changed(self, _state: str = "") -> None:
        # network code loads only for a network table
        from cardtable.controller.remote import RECONNECTING

        if self.controller.connection == RECONNECTING:
            text = _tr("The host does not answer yet: its app may not have opened the table again. "
                       "Trying again…")
        else:
            text = _tr("Connecting to the table…")
        self.status.setText(text)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
