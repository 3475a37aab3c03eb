"""The panel a window shows at a network table until the game starts.

Why: after "Join a table…" the table cannot be drawn before the first deal,
and the person needs to see who is there: each seat joined (and connected),
waiting for a player, or a computer. Whoever may start (the host's seat at a
desktop host, any seated person on a server; the host refuses others with a
rule) starts with "Start" once every seat is taken, or fills the empty seats
with computers. The table's code is shown big, with a Copy button (it is
what the others type); in the hosting window also the addresses of this
computer they type with it, and the links a phone, a tablet or any browser
opens instead (each with a Copy button, the first as a QR code to scan:
``links``, ``qr_code``). Reads the ``RemoteController`` only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QFont, QGuiApplication, QShowEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from cardtable.ui.network.qr_code import QrCode

if TYPE_CHECKING:
    from cardtable.controller.remote import RemoteController


def _tr(text: str) -> str:
    return QCoreApplication.translate("WaitingPanel", text)


def on_felt(panel: QWidget, column: QVBoxLayout, extra_style: str = "") -> None:
    """``column`` in the middle of ``panel`` on the felt of the table the
    players are about to sit at, light text on it (the panel's object name
    scopes the style; ``extra_style`` adds to it)."""
    outer = QHBoxLayout(panel)
    outer.addStretch(1)
    outer.addLayout(column, 2)
    outer.addStretch(1)
    name = "#" + panel.objectName()
    panel.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)  # a QWidget paints no sheet otherwise
    panel.setStyleSheet(f"{name} {{ background: qradialgradient(cx:0.5, cy:0.4, radius:0.9, fx:0.5, fy:0.4,"
                        f" stop:0 #2f8552, stop:1 #123a24); }}{name} QLabel {{ color: #f4f1e8; }}" + extra_style)


class WaitingPanel(QWidget):
    """The seats of a table that waits for its players, and its start buttons."""

    def __init__(self, controller: RemoteController, parent: QWidget | None = None, addresses: list[str] | None = None,
                 links: list[str] | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("waitingPanel")
        self.controller = controller
        self._addresses = addresses  # None: not the hosting window
        self._links = links or []  # the table's links for a browser (hosting window only)
        self.title = QLabel(self)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.title.setFont(font)
        self.code = QLabel(self)  # the table's code: big, selectable, and a Copy button
        self.code.setObjectName("tableCode")
        self.code.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        code_font = self.code.font()
        code_font.setPointSizeF(code_font.pointSizeF() * 3.0)
        code_font.setBold(True)
        code_font.setLetterSpacing(code_font.SpacingType.PercentageSpacing, 115)
        self.code.setFont(code_font)
        self.copy = QPushButton(self)
        self.copy.setObjectName("copyCode")
        self.copy.clicked.connect(self.copy_code)
        code_row = QHBoxLayout()
        code_row.addStretch(1)
        code_row.addWidget(self.code)
        code_row.addSpacing(12)
        code_row.addWidget(self.copy, 0, Qt.AlignmentFlag.AlignVCenter)
        code_row.addStretch(1)
        self.how = QLabel(self)  # hosting window: what the others do, and where
        self.how.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.how.setWordWrap(True)
        how_font = self.how.font()
        how_font.setPointSizeF(how_font.pointSizeF() * 1.15)
        self.how.setFont(how_font)
        self.address_list = QLabel(self)
        self.address_list.setObjectName("hostAddresses")
        self.address_list.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.address_list.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        address_font = self.address_list.font()
        address_font.setPointSizeF(address_font.pointSizeF() * 1.3)
        address_font.setBold(True)
        self.address_list.setFont(address_font)
        for label in (self.how, self.address_list):
            label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.links_box = self._links_box()
        self.seats = QListWidget(self)
        self.seats.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._seats_font()
        self.status = QLabel(self)
        self.status.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.status.setWordWrap(True)
        self.starts = QLabel(self)  # at a table someone else hosts: who starts the game
        self.starts.setObjectName("whoStarts")
        self.starts.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.starts.setWordWrap(True)
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
        column.addLayout(code_row)
        column.addWidget(self.how)
        column.addWidget(self.address_list)
        column.addWidget(self.links_box)
        column.addSpacing(8)
        column.addWidget(self.seats)
        column.addWidget(self.status)
        column.addWidget(self.starts)
        column.addLayout(buttons)
        column.addStretch(1)
        # the seats on a paper-coloured card (colours of the start page)
        on_felt(self, column, "#waitingPanel QLabel#tableCode { color: #ffe9a8; }"
                "#waitingPanel QListWidget { background: #fbf8ef; color: #1b1b1b; border-radius: 8px;"
                " padding: 6px; }")
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
            if index in ctl.human_seats:  # (the hosting window may have several people)
                line = _tr("{line} (you)").format(line=line)
            lines.append(line)
        return lines

    def set_addresses(self, addresses: list[str] | None) -> None:
        """The hosting window: the addresses the others type (None: not hosting)."""
        self._addresses = addresses
        self.refresh()

    def _links_box(self) -> QWidget:
        """The links for a browser: a sentence, one row per link with Copy, the first as a QR code."""
        box = QWidget(self)
        box.setObjectName("tableLinks")
        grid = QGridLayout(box)
        grid.setContentsMargins(0, 0, 0, 0)
        self.links_how = QLabel(box)
        self.links_how.setWordWrap(True)
        self.links_how.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.link_rows = QVBoxLayout()
        self.link_labels: list[QLabel] = []
        self.link_copies: list[QPushButton] = []
        self.qr = QrCode(box)
        grid.addWidget(self.links_how, 0, 0, 1, 2)
        grid.addLayout(self.link_rows, 1, 0, Qt.AlignmentFlag.AlignVCenter)
        grid.addWidget(self.qr, 1, 1, Qt.AlignmentFlag.AlignCenter)
        grid.setColumnStretch(0, 1)
        box.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        return box

    def set_links(self, links: list[str]) -> None:
        """The hosting window: the table's links for a browser (empty: none to show)."""
        self._links = list(links)
        self.refresh()

    def copy_link(self, index: int) -> None:
        QGuiApplication.clipboard().setText(self._links[index])

    def _show_links(self) -> None:
        links = self._links if self._addresses is not None else []
        self.links_box.setVisible(bool(links))
        if [label.text() for label in self.link_labels] != links:
            for widget in (*self.link_labels, *self.link_copies):
                widget.deleteLater()
            while self.link_rows.count():
                item = self.link_rows.takeAt(0)
                row = item.layout() if item is not None else None
                if row is not None:
                    row.deleteLater()
            self.link_labels, self.link_copies = [], []
            for index, link in enumerate(links):
                label = QLabel(link, self.links_box)
                label.setObjectName("tableLink")
                label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
                copy = QPushButton(self.links_box)
                copy.setObjectName("copyLink")
                copy.clicked.connect(lambda _checked=False, index=index: self.copy_link(index))
                row = QHBoxLayout()
                row.addStretch(1)
                row.addWidget(label)
                row.addWidget(copy)
                row.addStretch(1)
                self.link_rows.addLayout(row)
                self.link_labels.append(label)
                self.link_copies.append(copy)
            self.qr.set_text(links[0] if links else "")
        self.links_how.setText(_tr("Or open this link in a browser on a phone, tablet or computer "
                                   "(nothing to install), or scan the code with a phone's camera:")
                               if len(links) == 1 else
                               _tr("Or open one of these links in a browser on a phone, tablet or computer "
                                   "(nothing to install), or scan the code with a phone's camera:"))
        for label, copy in zip(self.link_labels, self.link_copies, strict=True):
            copy.setText(_tr("Copy link"))
            copy.setToolTip(_tr("Copy this link, to send it to the others"))
            copy.setAccessibleName(_tr("Copy the link {link}").format(link=label.text()))
        if links:
            self.qr.setAccessibleName(_tr("QR code of the link {link}").format(link=links[0]))
            self.qr.setToolTip(_tr("Scan with a phone's camera to open the table"))

    def code_text(self) -> str:
        return str(self.controller.table.get("code") or self.controller.code).upper()

    def copy_code(self) -> None:
        QGuiApplication.clipboard().setText(self.code_text())

    def _show_addresses(self) -> None:
        hosting = self._addresses is not None
        self.how.setVisible(hosting)
        self.address_list.setVisible(hosting)
        if not hosting:
            return
        if self._addresses:
            self.how.setText(_tr("On the other computers: Game > Join a table…, this code, and this address:")
                             if len(self._addresses) == 1 else
                             _tr("On the other computers: Game > Join a table…, this code, and one of these "
                                 "addresses:"))
            self.address_list.setText("\n".join(self._addresses))
        else:
            self.how.setText(_tr("This computer is not on a network: the others cannot reach it."))
            self.address_list.setText("")

    def connection_changed(self, _state: str) -> None:
        self.refresh()

    def refresh(self) -> None:
        ctl = self.controller
        table = ctl.table
        name = str(table.get("name") or "")
        self.title.setText(_tr("Table {name}").format(name=name) if name else _tr("Table code"))
        self.code.setText(self.code_text())
        self._show_addresses()
        self._show_links()
        self.seats.clear()
        self.seats.addItems(self.seat_lines())
        rows = sum(self.seats.sizeHintForRow(i) for i in range(self.seats.count()))
        self.seats.setFixedHeight(rows + 2 * self.seats.frameWidth() + 16)  # the seats, no empty card below
        self.status.setText(ctl.status_text())
        seats = table.get("seats", [])
        empty = sum(1 for s in seats if s.get("kind") != "computer" and not s.get("joined"))
        connected = ctl.connection == "connected"
        self.start.setEnabled(connected and bool(seats) and empty == 0)
        self.fill.setEnabled(connected and empty > 0)
        admin = table.get("admin")
        starter = admin if isinstance(admin, int) and 0 <= admin < len(seats) else None
        view = ctl.seat_view()
        mine = starter is None or starter in view.human_seats
        for button in (self.start, self.fill):  # somebody watching, or a guest at a hosted table, starts nothing
            button.setVisible(mine and not view.watching)
        self.starts.setVisible(not mine)
        if starter is not None and not mine:
            name = str(seats[starter].get("name") or "") or _tr("Seat {n}").format(n=starter + 1)
            self.starts.setText((_tr("{name} starts the game when everybody is here.") if empty else
                                 _tr("Waiting for {name} to start the game.")).format(name=name))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def _seats_font(self) -> None:
        """The seats a little larger than the interface font (which follows the
        system's size), never a fixed size of their own."""
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.seats.setFont(font)

    def retranslate_ui(self) -> None:
        self.start.setText(_tr("&Start"))
        self.fill.setText(_tr("Start with &computers in the empty seats"))
        self.copy.setText(_tr("Cop&y"))
        self.copy.setToolTip(_tr("Copy the table's code, to send it to the others"))
        self.seats.setAccessibleName(_tr("Seats at the table"))
        self.refresh()

    def showEvent(self, event: QShowEvent) -> None:
        self._seats_font()
        self.retranslate_ui()
        super().showEvent(event)
