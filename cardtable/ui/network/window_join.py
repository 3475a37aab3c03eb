"""Game > Join a table…: the dialog, and the window at a host's table.

Why apart from ``main_window``: joining has its own flow (the tables heard on
this network, an address and a code instead of game options, a seat or
watching only, a table that may still wait for players, a
connection that can drop, come back or be refused) while the table itself is
the same ``TableView`` as for a local game: it reads the ``RemoteController``
like any controller. The window shows the seats (``waiting_panel``) until
the first deal comes, then the table and its docks. A seat taken is
remembered for later (``seat_memory``); opening it from the start page
(:func:`reopen`) sits down again with its token, showing a "coming back"
panel with Cancel until the host answers. A code of a remembered table
typed here takes that seat again, at whatever address is typed with it
(the host may have moved to another port).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from cardtable.controller.recording import recorder
from cardtable.controller.remote import FAILED, RemoteController
from cardtable.net.beacon import Listener
from cardtable.net.protocol import normal_code
from cardtable.persistence.joined_tables import joined_tables
from cardtable.ui.dialogs.fitting import FittingDialog
from cardtable.ui.docks.move_log import note_text
from cardtable.ui.network import seat_memory
from cardtable.ui.network.network_bar import NetworkBar
from cardtable.ui.network.seat_memory import failure_message
from cardtable.ui.network.waiting_panel import WaitingPanel
from cardtable.ui.start.coming_back import ComingBackPanel
from cardtable.ui.start.quick_start import game_name
from cardtable.ui.window import window_endings

if TYPE_CHECKING:
    from cardtable.controller.remote_notes import TableNote
    from cardtable.engine.api import JsonObject
    from cardtable.net.beacon import HeardTable
    from cardtable.persistence.joined_tables import JoinedTable
    from cardtable.ui.window.main_window import MainWindow

log = logging.getLogger(__name__)
POLL_MS = 250  # how often the dialog reads the beacons that came
#: more arguments of the controllers that sit down again (the tests set a short ``reconnect_seconds``)
LINK: dict[str, Any] = {}


def _tr(text: str) -> str:
    return QCoreApplication.translate("JoinTable", text)


def heard_text(table: HeardTable) -> str:
    """One table heard on the network, in words: name and game; host and free seats."""
    name = table.name or _tr("A table")
    seats = (_tr("playing: watch only") if table.started or table.free == 0
             else _tr("{free} of {total} seats free").format(free=table.free, total=len(table.seats)))
    first = _tr("{table} · {game}").format(table=name, game=game_name(table.game))
    second = _tr("hosted by {host} · {seats}").format(host=table.host, seats=seats) if table.host else seats
    return f"{first}\n{second}"


class JoinDialog(FittingDialog):
    """The tables heard on this network (choosing one fills the address and
    lists its free seats), the address (``ws://host:port`` or ``wss://…``),
    the table code, one's name, the seat, and "Watch only". The code of a
    table this person sat at before takes that seat again (``remembered_table``)."""

    def __init__(self, parent: QWidget | None = None, name: str = "", listener: Listener | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(_tr("Join a table"))
        self.found_label = QLabel(_tr("Tables on this network:"), self)
        self.found = QListWidget(self)
        self.found.setMaximumHeight(150)
        self.found.setWordWrap(True)  # a long name wraps instead of scrolling sideways
        self.found.setSpacing(3)
        self.found.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.found.currentItemChanged.connect(lambda _now, _before: self._chosen())
        self.found_label.setBuddy(self.found)
        self.hint = QLabel(_tr("No tables found on this network yet. Ask the host for the address and code."), self)
        self.hint.setWordWrap(True)
        self.address = QLineEdit(self)
        self.address.setPlaceholderText("ws://192.168.1.20:8765")
        self.code = QLineEdit(self)
        self.code.setPlaceholderText("ABC234")
        self.player = QLineEdit(name, self)
        self.player.setMaxLength(40)
        self.seat = QComboBox(self)
        self.watch = QCheckBox(_tr("&Watch only (see the table, every hand face down)"), self)
        self.watch.toggled.connect(self._check)
        self.back = QLabel(self)  # a remembered table's code: "you take your seat again"
        self.back.setObjectName("seatBack")
        self.back.setWordWrap(True)
        self.back.hide()
        self._remembered = _remembered_tables()
        form = QFormLayout()
        form.addRow(_tr("&Address:"), self.address)
        form.addRow(_tr("Table &code:"), self.code)
        form.addRow(_tr("Your &name:"), self.player)
        form.addRow(_tr("&Seat:"), self.seat)
        form.addRow("", self.watch)
        form.addRow("", self.back)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(_tr("&Join"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.found_label)
        layout.addWidget(self.found)
        layout.addWidget(self.hint)
        layout.addLayout(form)
        layout.addWidget(self.buttons)
        for edit in (self.address, self.code, self.player):
            edit.textChanged.connect(self._check)
        self.address.textEdited.connect(lambda _text: self._fill_seats(None))
        self.heard: list[HeardTable] = []
        self._chosen_table: HeardTable | None = None
        self.listener = listener if listener is not None else _open_listener()
        self.timer = QTimer(self)
        self.timer.setInterval(POLL_MS)
        self.timer.timeout.connect(self.poll)
        if self.listener is not None:
            self.timer.start()
        self._fill_seats(None)
        self._show_heard()
        self._check()
        self.setMinimumWidth(min(560, self.sizeHint().width() + 120))

    # -- the tables heard ---------------------------------------------------------------
    def poll(self) -> None:
        """Read the beacons that came; the list follows (tables come and go)."""
        if self.listener is None:
            return
        try:
            self.listener.poll()
        except Exception:  # never let a datagram or the network take the dialog down
            log.exception("reading beacons failed")
        heard = self.listener.tables()
        if heard != self.heard:  # (the time a table was heard does not count)
            self.heard = heard
            self._show_heard()

    def _show_heard(self) -> None:
        chosen = self._chosen_table
        self.found.blockSignals(True)
        self.found.clear()
        current = None
        for table in self.heard:
            item = QListWidgetItem(heard_text(table), self.found)
            item.setData(Qt.ItemDataRole.UserRole, table)
            item.setToolTip(table.url)
            if chosen is not None and (table.address, table.port, table.id) == (chosen.address, chosen.port,
                                                                                 chosen.id):
                current = item
                self._chosen_table = table
        if current is not None:
            self.found.setCurrentItem(current)
        self.found.blockSignals(False)
        self.found.setVisible(bool(self.heard))
        self.hint.setVisible(not self.heard)
        if current is not None:
            self._fill_seats(self._chosen_table)

    def _chosen(self) -> None:
        item = self.found.currentItem()
        table = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        self._chosen_table = table
        if table is None:
            return
        self.address.setText(table.url)
        self._fill_seats(table)
        if table.started or table.free == 0:
            self.watch.setChecked(True)
        self.code.setFocus()

    def _fill_seats(self, table: HeardTable | None) -> None:
        """The seat chooser: the first free seat, or (a table heard) each free seat by number."""
        if table is None:
            self._chosen_table = None
        wanted = self.seat.currentData()
        self.seat.blockSignals(True)
        self.seat.clear()
        self.seat.addItem(_tr("The first free seat"), None)
        for index, seat in enumerate(table.seats if table is not None else ()):
            if seat.free:
                self.seat.addItem(_tr("Seat {n}").format(n=index + 1), index)
        found = self.seat.findData(wanted)
        self.seat.setCurrentIndex(max(0, found))
        self.seat.blockSignals(False)
        self._check()

    # -- the answers ----------------------------------------------------------------------
    def url(self) -> str:
        text = self.address.text().strip()
        return text if "://" in text else f"ws://{text}"

    def chosen_seat(self) -> int | None:
        return None if self.watch.isChecked() else self.seat.currentData()

    def remembered_table(self) -> JoinedTable | None:
        """The remembered seat (``persistence.joined_tables.JoinedTable``) at the
        table of the code typed, unless watching; None if there is none."""
        return None if self.watch.isChecked() else self._remembered.get(normal_code(self.code.text()))

    def _check(self) -> None:
        watching = self.watch.isChecked()
        back = self.remembered_table()
        if back is not None:
            self.back.setText(_tr("You sat at this table as {name}: you take your seat {n} again.").format(
                name=back.name or _tr("Seat {n}").format(n=back.seat + 1), n=back.seat + 1))
        self.back.setVisible(back is not None)
        self.seat.setEnabled(not watching and back is None and self.seat.count() > 1)
        ok = bool(self.address.text().strip() and self.code.text().strip()
                  and (watching or back is not None or self.player.text().strip()))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(ok)

    def done(self, result: int) -> None:
        self.timer.stop()
        if self.listener is not None:
            self.listener.close()
        super().done(result)


def _remembered_tables() -> JsonObject:
    """The remembered seats by table code (the newest for a code), none if they cannot be read."""
    try:
        tables = joined_tables(listed=False)
    except Exception as exc:  # the file is looked at only: never let it stop the dialog
        log.warning("the remembered network tables cannot be read: %s", exc)
        return {}
    return {t.code: t for t in reversed(tables)}  # newest first: the newest wins


def _open_listener() -> Listener | None:
    """A listener on the beacon port, or None (the port cannot be had: the list stays empty)."""
    try:
        return Listener().open()
    except OSError as exc:
        log.info("cannot listen for tables on this network: %s", exc)
        return None


def ask_and_join(w: MainWindow, listener: Listener | None = None) -> RemoteController | None:
    """Game > Join a table…: the dialog; OK joins (the controller, or None)."""
    dialog = JoinDialog(w, listener=listener)
    w.join_dialog = dialog  # tests reach the open dialog
    try:
        if not dialog.exec():
            return None
        url, code, name = dialog.url(), dialog.code.text().strip(), dialog.player.text().strip()
        seat, spectator = dialog.chosen_seat(), dialog.watch.isChecked()
        back = dialog.remembered_table()
    finally:
        w.join_dialog = None
        dialog.deleteLater()
    if back is not None:  # one's own seat again, with its token, at the address typed
        return reopen(w, back, url)
    extra: JsonObject = {"spectator": True} if spectator else ({"seat": seat} if seat is not None else {})
    return join(w, url, code, name, **extra)


def join(w: MainWindow, url: str, code: str, name: str, **extra: Any) -> RemoteController:
    """Sit down at the table ``code`` of the host at ``url`` as ``name``
    (``remembered``: the remembered seat this takes again; see ``seat_memory``)."""
    speed = w.settings.ai_speed_ms() if w.settings is not None else 0
    remembered = extra.pop("remembered", None)
    hook = None if extra.get("spectator") else (lambda game: recorder().submit(game))  # a watched game is not one's own
    ctl = RemoteController(url, code, name, parent=w, speed_ms=speed, finished_hook=hook, **extra)
    seat_memory.watch(w, ctl, remembered)  # the seat is kept for later
    w.join_table(ctl)
    return ctl


def reopen(w: MainWindow, entry: JoinedTable, url: str | None = None) -> RemoteController:
    """Sit down again at a remembered table (at ``url``: where its host is now)
    with the seat's token; until the host answers, a panel says so, with Cancel."""
    ctl = join(w, url or entry.url, entry.code, entry.name, token=entry.token, remembered=entry,
               **LINK)
    if ctl.seat is None and w.controller is ctl:
        w.drop_waiting_panel()
        w.waiting_panel = ComingBackPanel(ctl, entry, w.stack, cancel=w.close_to_start)
        w.stack.addWidget(w.waiting_panel)
        w.stack.setCurrentWidget(w.waiting_panel)
    return ctl


def attach(w: MainWindow, ctl: RemoteController) -> None:
    """Wire a remote controller to the window (``MainWindow.join_table``)."""
    w.turn_label.setTextFormat(Qt.TextFormat.PlainText)  # the names other people typed are never markup
    ctl.state_changed.connect(w.update_turn)
    ctl.action_rejected.connect(w.show_rejection)
    ctl.privacy_required.connect(w.show_privacy)  # several people at the hosting window: hand over

    ctl.round_finished.connect(lambda record: window_endings.round_finished(w, record))
    ctl.game_finished.connect(lambda result: window_endings.game_finished(w, result))
    ctl.table_changed.connect(lambda c=ctl: table_changed(w, c))
    ctl.connection_changed.connect(lambda _state, c=ctl: connection_changed(w, c))
    ctl.note_arrived.connect(lambda note, c=ctl: note_arrived(w, c, note))
    ctl.new_game_started.connect(lambda c=ctl: new_game_started(w, c))
    w.update_turn()


def new_game_started(w: MainWindow, ctl: RemoteController) -> None:
    """The same people play again at the table: a fresh score sheet and move
    log, the table as at a new game (the finished one is in the history)."""
    if w.controller is not ctl:
        return
    if w.table is not None:
        w.docks.attach(ctl)
    w.update_title()
    w.update_actions()
    w.update_turn()


def note_arrived(w: MainWindow, ctl: RemoteController, note: TableNote) -> None:
    """A line of the table's talk goes into the move log; while the log is
    closed or behind the score sheet, the status bar says it too."""
    if w.controller is not ctl or w.move_log is None or w.docks.in_front(w.move_log):
        return

    w.notify(note_text(note), 8000, lambda: note_text(note))


def table_changed(w: MainWindow, ctl: RemoteController) -> None:
    """The first deal came: show the table; else the seats changed: say so."""
    if w.controller is not ctl:
        return

    if not ctl.started and not isinstance(w.waiting_panel, WaitingPanel) and (ctl.seat is not None or ctl.watching):
        hosting = w.hosting  # this window's own table: the addresses and links the others use
        w.drop_waiting_panel()  # the "coming back" panel of a remembered table (``reopen``)
        w.waiting_panel = WaitingPanel(ctl, w.stack, addresses=hosting.addresses() if hosting is not None else None,
                                       links=hosting.links() if hosting is not None else [])
        w.stack.addWidget(w.waiting_panel)
        w.stack.setCurrentWidget(w.waiting_panel)
    if ctl.started and w.table is None:
        w.drop_waiting_panel()
        w.show_table(ctl)

        assert w.table is not None
        NetworkBar(ctl, w.table.viewport())  # reconnecting, a missing person's turn, the stand-in
        w.table.input.answers = ctl  # the host judges a move: a panel waits for its answer
        w.starts.watch(ctl)
        w.docks.attach(ctl)
        w.update_title()
    w.update_turn()


def connection_changed(w: MainWindow, ctl: RemoteController) -> None:
    """Reconnecting: say so; refused or lost for good: a message, and back to the start page."""
    if w.controller is not ctl:
        return
    w.update_turn()
    if ctl.connection != FAILED:
        return

    text = failure_message(ctl)  # and the start page keeps or forgets the table
    box = QMessageBox(QMessageBox.Icon.Warning, _tr("Join a table"), text, QMessageBox.StandardButton.Ok,
                      w.dialog_parent())
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    w.join_message = box
    box.open()
    if not ctl.is_over():
        w.close_to_start()
