"""Game > Join a table…: the dialog, and the window at a host's table.

Why apart from ``main_window``: joining has its own flow (an address and a
code instead of game options, a table that may still wait for players, a
connection that can drop, come back or be refused) while the table itself is
the same ``TableView`` as for a local game: it reads the ``RemoteController``
like any controller. The window shows the seats (``waiting_panel``) until
the first deal comes, then the table and its docks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

if TYPE_CHECKING:
    from cardtable.controller.remote import RemoteController
    from cardtable.ui.main_window import MainWindow


def _tr(text: str) -> str:
    return QCoreApplication.translate("JoinTable", text)


class JoinDialog(QDialog):
    """The address (``ws://host:port`` or ``wss://…``), the table code and one's name."""

    def __init__(self, parent: QWidget | None = None, name: str = "") -> None:
        super().__init__(parent)
        self.setWindowTitle(_tr("Join a table"))
        self.address = QLineEdit(self)
        self.address.setPlaceholderText("ws://192.168.1.20:8765")
        self.code = QLineEdit(self)
        self.code.setPlaceholderText("ABC234")
        self.player = QLineEdit(name, self)
        self.player.setMaxLength(40)
        form = QFormLayout()
        form.addRow(_tr("&Address:"), self.address)
        form.addRow(_tr("Table &code:"), self.code)
        form.addRow(_tr("Your &name:"), self.player)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(_tr("&Join"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.buttons)
        for edit in (self.address, self.code, self.player):
            edit.textChanged.connect(self._check)
        self._check()

    def url(self) -> str:
        text = self.address.text().strip()
        return text if "://" in text else f"ws://{text}"

    def _check(self) -> None:
        ok = bool(self.address.text().strip() and self.code.text().strip() and self.player.text().strip())
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(ok)


def ask_and_join(w: MainWindow) -> Any:
    """Game > Join a table…: the dialog; OK joins (the controller, or None)."""
    dialog = JoinDialog(w)
    try:
        if not dialog.exec():
            return None
        url, code, name = dialog.url(), dialog.code.text().strip(), dialog.player.text().strip()
    finally:
        dialog.deleteLater()
    return join(w, url, code, name)


def join(w: MainWindow, url: str, code: str, name: str, **extra: Any) -> RemoteController:
    """Sit down at the table ``code`` of the host at ``url`` as ``name``."""
    from cardtable.controller.recording import recorder
    from cardtable.controller.remote import RemoteController

    speed = w.settings.ai_speed_ms() if w.settings is not None else 0
    ctl = RemoteController(url, code, name, parent=w, speed_ms=speed,
                           finished_hook=lambda game: recorder().submit(game), **extra)
    w.join_table(ctl)
    return ctl


def attach(w: MainWindow, ctl: RemoteController) -> None:
    """Wire a remote controller to the window (``MainWindow.join_table``)."""
    ctl.state_changed.connect(w.update_turn)
    ctl.action_rejected.connect(w.show_rejection)
    from cardtable.ui import window_endings

    ctl.round_finished.connect(lambda record: window_endings.round_finished(w, record))
    ctl.game_finished.connect(lambda result: window_endings.game_finished(w, result))
    ctl.table_changed.connect(lambda c=ctl: table_changed(w, c))
    ctl.connection_changed.connect(lambda _state, c=ctl: connection_changed(w, c))
    w.update_turn()


def table_changed(w: MainWindow, ctl: RemoteController) -> None:
    """The first deal came: show the table; else the seats changed: say so."""
    if w.controller is not ctl:
        return
    if not ctl.started and w.waiting_panel is None and ctl.seat is not None:
        from cardtable.ui.waiting_panel import WaitingPanel
        from cardtable.ui.window_hosting import addresses

        w.waiting_panel = WaitingPanel(ctl, w.stack, addresses=addresses(w))
        w.stack.addWidget(w.waiting_panel)
        w.stack.setCurrentWidget(w.waiting_panel)
    if ctl.started and w.table is None:
        w.drop_waiting_panel()
        w.show_table(ctl)
        w.starts.watch(ctl)
        w.docks.attach(ctl)
        w.update_title()
    w.update_turn()


def connection_changed(w: MainWindow, ctl: RemoteController) -> None:
    """Reconnecting: say so; refused or lost for good: a message, and back to the start page."""
    from cardtable.controller.remote import FAILED, failure_text

    if w.controller is not ctl:
        return
    w.update_turn()
    if ctl.connection != FAILED:
        return
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QMessageBox

    text = failure_text(ctl.failure, ctl.protocol)
    box = QMessageBox(QMessageBox.Icon.Warning, _tr("Join a table"), text, QMessageBox.StandardButton.Ok,
                      w.dialog_parent())
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    w.join_message = box
    box.open()
    if not ctl.is_over():
        w.close_to_start()
