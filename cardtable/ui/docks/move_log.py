"""The move log: one row per engine event, in plain translated sentences.

Why: at "instant" speed nothing on the table shows what the computers did,
and after a Skip nothing says who lost a turn. The log is derived from the
game's action log (replayed through the engine from the seeded deal), so it
survives save and resume; rows keep the engine events, not text, so a
language switch rewrites every line. Rounds (Phase 10) and games (Skip-Bo)
are separated by header rows. The lines come from the table adapter's
``describe_event`` (``ui/table/games``); only what the logging seat may see
is shown (a card drawn by another player stays unnamed). While a finished
round waits for "Deal next round" the log ends with that round (its last
move and result): the next deal is added only once it is dealt on the table.
At a network table the log also holds the table's talk (``TableNote``: chat
lines, preset reactions said in this reader's language, seats gone, back or
stood in for), interleaved with the moves, in italics, as plain text; only
the last ``NOTES_KEPT`` of them, and never in the saved game (the replay
reads the record, which holds moves only). ``chat_box`` is its input.
"""

from __future__ import annotations

import contextlib
import logging
import re
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QAbstractListModel,
    QCoreApplication,
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QAbstractItemView, QDockWidget, QListView, QVBoxLayout, QWidget

from cardtable.engine.replay import steps
from cardtable.ui.docks.chat_box import ChatBox, reaction_text
from cardtable.ui.games import table_game, ui_for
from cardtable.ui.i18n import cjk_spacing
from cardtable.ui.seat_names import shown_name
from cardtable.ui.wrapped_rows import WrappedRowDelegate

if TYPE_CHECKING:
    from PySide6.QtCore import QObject

    from cardtable.controller.remote_notes import TableNote
    from cardtable.controller.seat_view import NetworkSeat, SeenEvent
    from cardtable.controller.source import GameSource
    from cardtable.ui.table.games import AnyTableGame

log = logging.getLogger(__name__)

Index = QModelIndex | QPersistentModelIndex
NOTES_KEPT = 100  # lines of the table's talk a window keeps
CHAT_COLOUR, SEAT_NOTE_COLOUR = QColor("#1f4e8c"), QColor("#7a5b12")


def _tr(text: str) -> str:
    return QCoreApplication.translate("MoveLog", text)


_LONG_RUN = re.compile(r"(\S{16})(?=\S)")


def breakable(text: str) -> str:
    """``text`` with a zero-width space after every 16 characters of an
    unbroken run, so that a long "word" (a pasted link, a hostile line) wraps
    in the narrow dock instead of running off its side."""
    return _LONG_RUN.sub("\\1\u200b", text)


def note_text(note: TableNote) -> str:
    """A ``TableNote`` as a line of the log (plain text: names and chat are never markup)."""
    name = shown_name(note.name)
    if note.kind == "chat":
        return _tr("» {name}: {text}").format(name=name, text=note.text)
    if note.kind == "reaction":
        return _tr("» {name}: {text}").format(name=name, text=reaction_text(note.text))
    if note.kind == "away":
        return _tr("{name} lost the connection.").format(name=name)
    if note.kind == "stand_in":
        return _tr("A computer plays for {name} until they are back.").format(name=name)
    return _tr("{name} is back at the table.").format(name=name)


def header_text(game_id: str, number: int | None) -> str:
    """"Round 3" (Phase 10) or "Game 2" (Skip-Bo): the header before a deal."""
    if not ui_for(game_id).rounds:
        return _tr("Game {n}").format(n=number)
    return _tr("Round {n}").format(n=number)


def log_seat(controller: GameSource) -> int:
    """Whose view the log takes: the first human (seat 0 when only computers play)."""
    return (tuple(controller.human_seats) or (0,))[0]


def replay_events(controller: GameSource) -> list[SeenEvent]:
    """Every event of the game so far as the log seat saw it, from the deal."""
    view = controller.seat_view()
    if view.events_seen is not None:  # a network table's window knows no actions
        return list(view.events_seen)
    rules, seat = controller.rules, log_seat(controller)
    try:
        events: list[SeenEvent] = []
        for step in steps(rules, controller.options, controller.seed, controller.history):
            events.extend(rules.observation(step.state, seat).events)
        return events
    except Exception:  # a game that did not start from this deal: its last events only
        log.warning("move log: the action log does not replay from the deal", exc_info=True)
        return list(view.last_events)


def held_back(controller: GameSource, events: list[SeenEvent]) -> tuple[list[SeenEvent], list[SeenEvent]]:
    """``events`` split into what the log shows now and what waits: while a
    finished round is held (``round_held``), the next deal and everything
    after it wait for "Deal next round"."""
    if not controller.round_held():
        return events, []
    deals = [i for i, e in enumerate(events) if e.kind == "deal"]
    if not deals:
        return events, []
    return events[:deals[-1]], events[deals[-1]:]


class MoveLogModel(QAbstractListModel):
    """Rows ``("header", number)`` and ``("event", event)``; text made on demand."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[tuple[str, Any]] = []
        self._controller: GameSource | None = None
        self._game: AnyTableGame | None = None
        self._done = 0  # actions of the controller already in the log
        self._waiting: list[SeenEvent] = []  # the next deal while the round end is held
        self._events = 0  # event rows so far
        self._notes: list[tuple[int, TableNote]] = []  # (event rows before it, TableNote): the table's talk
        self._network: NetworkSeat | None = None  # the network seat whose talk the log shows
        self.spoken = False  # speech reads its new rows aloud (``window_speech.hook``, once)

    def set_controller(self, controller: GameSource | None) -> None:
        """Show the log of ``controller``'s game (the same controller again:
        the whole log anew, its table talk kept in its place)."""
        if self._controller is not None:
            with contextlib.suppress(RuntimeError, TypeError):
                self._controller.state_changed.disconnect(self.update_from_controller)
        if self._network is not None:
            with contextlib.suppress(RuntimeError, TypeError):
                self._network.note_arrived.disconnect(self.add_note)
            self._network = None
        if controller is not self._controller:
            self._notes = []
        self._controller = controller
        self.beginResetModel()
        self._rows = []
        self._done = 0
        self._events = 0
        self._waiting = []
        if controller is not None:
            self._game = table_game(controller.game_id)
            shown, self._waiting = held_back(controller, replay_events(controller))
            placed = self._add(shown, with_notes=True)
            self._rows.extend(("note", note) for _at, note in self._notes[placed:])
            self._done = len(controller.history)
            controller.state_changed.connect(self.update_from_controller)
            self._network = controller.seat_view().network  # a network table's talk
            if self._network is not None:
                self._network.note_arrived.connect(self.add_note)
        self.endResetModel()

    def _add(self, events: list[SeenEvent], with_notes: bool = False) -> int:
        """Rows for ``events``; ``with_notes`` (rebuilding the log from its
        start): the kept notes in their places among them. How many notes were placed."""
        placed = 0
        for event in events:
            while with_notes and placed < len(self._notes) and self._notes[placed][0] <= self._events:
                self._rows.append(("note", self._notes[placed][1]))
                placed += 1
            if event.kind == "deal":
                number = self._game.deal_number(event) if self._game is not None else None
                self._rows.append(("header", number))
            self._rows.append(("event", event))
            self._events += 1
        return placed

    def add_note(self, note: TableNote) -> None:
        """A line of the table's talk, after the moves shown so far (the oldest
        goes once NOTES_KEPT are kept)."""
        if len(self._notes) >= NOTES_KEPT:
            self._notes.pop(0)
            oldest = next((i for i, (kind, _p) in enumerate(self._rows) if kind == "note"), None)
            if oldest is not None:
                self.beginRemoveRows(QModelIndex(), oldest, oldest)
                del self._rows[oldest]
                self.endRemoveRows()
        self._notes.append((self._events, note))
        first = len(self._rows)
        self.beginInsertRows(QModelIndex(), first, first)
        self._rows.append(("note", note))
        self.endInsertRows()

    def _insert(self, events: list[SeenEvent]) -> None:
        if not events:
            return
        first = len(self._rows)
        extra = sum(1 for e in events if e.kind == "deal")
        self.beginInsertRows(QModelIndex(), first, first + len(events) + extra - 1)
        self._add(events)
        self.endInsertRows()

    def update_from_controller(self) -> None:
        """After a move: its events; after "Deal next round": the deal held
        back; after anything else (a load): the whole log."""
        ctl = self._controller
        if ctl is None:
            return
        done = len(ctl.history)
        if done == self._done:
            if self._waiting and not ctl.round_held():
                waiting, self._waiting = self._waiting, []
                self._insert(waiting)
            return
        if done == self._done + 1 and not self._waiting:
            events = list(ctl.seat_view().last_events)
            shown, self._waiting = held_back(ctl, events)
            self._insert(shown)
            self._done = done
            return
        self.set_controller(ctl)

    def retranslate(self) -> None:
        if self._rows:
            self.dataChanged.emit(self.index(0), self.index(len(self._rows) - 1))

    # -- the model --------------------------------------------------------------
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._rows)

    def row_kind(self, row: int) -> str:
        return self._rows[row][0]

    def row_event(self, row: int) -> SeenEvent | None:
        """The engine event of an event row (None for a header or a note)."""
        kind, payload = self._rows[row]
        return payload if kind == "event" else None

    def text(self, row: int) -> str:
        kind, payload = self._rows[row]
        ctl = self._controller
        assert ctl is not None  # rows come from a controller only
        if kind == "header":
            return header_text(ctl.game_id, payload)
        if kind == "note":
            return cjk_spacing(note_text(payload))
        names = [shown_name(s.name) for s in ctl.seats]
        assert self._game is not None  # (set with the controller the events came from)
        return cjk_spacing(self._game.describe_event(payload, names))

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        kind, payload = self._rows[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return breakable(self.text(index.row())) if kind == "note" else self.text(index.row())
        if role == Qt.ItemDataRole.FontRole and kind in ("header", "note"):
            font = QFont()
            font.setBold(kind == "header")
            font.setItalic(kind == "note")
            return font
        if role == Qt.ItemDataRole.ForegroundRole and kind == "note":
            return QBrush(CHAT_COLOUR if payload.kind in ("chat", "reaction") else SEAT_NOTE_COLOUR)
        return None


class MoveLogDock(QDockWidget):
    """The "Moves" dock (objectName ``moveLogDock``), tabbed with the score sheet."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("moveLogDock")
        self.model = MoveLogModel(self)
        self.view = QListView(self)
        self.view.setObjectName("moveLogView")
        self.view.setModel(self.model)
        self.view.setWordWrap(True)
        self.view.setUniformItemSizes(False)
        # a line with a Chinese name wraps like any other (Qt's own painting cut it)
        self.view.setItemDelegate(WrappedRowDelegate(self.view))
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # every line wraps
        self.chat_box = ChatBox(self)  # at a network table only
        self.chat_box.hide()
        body = QWidget(self)
        column = QVBoxLayout(body)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.view, 1)
        column.addWidget(self.chat_box)
        self.setWidget(body)
        self.model.rowsInserted.connect(lambda *_a: self.view.scrollToBottom())
        self.model.modelReset.connect(self.view.scrollToBottom)
        self.retranslate_ui()

    def set_controller(self, controller: GameSource | None) -> None:
        self.model.set_controller(controller)
        self.chat_box.set_controller(controller)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Moves"))
        self.view.setAccessibleName(self.windowTitle())
        self.model.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
