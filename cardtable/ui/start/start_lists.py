"""The start page's two lists: unfinished games to resume, and recent saved games.

Reading them means loading the autosaves (each one is replayed and checked,
see ``persistence.savefile``), so the start page fills them only after its
first frame. A list entry keeps what its click needs: the replayed game of
an autosave, or the path of a saved file. Autosaves that cannot be read are
left out here (the check at start reports them); a game over is not
unfinished. The score keeper's unfinished sheet for real cards (``KeptSheet``)
is listed first among the unfinished games, then the network tables this app
hosted (``HostedTable``: opening one hosts it again), then the seats this
person took at other computers' tables (``JoinedTable``: opening one sits
down again with the seat's token). Each unfinished game has a
small "Delete…" button (also the Delete key and the context menu), which
asks ``delete_requested``; the window confirms before anything is deleted.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, TypeAlias

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QContextMenuEvent,
    QFont,
    QIcon,
    QKeyEvent,
    QPainter,
    QPixmap,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QToolButton,
    QWidget,
)

from cardtable.controller.background_ops import autosaves_written
from cardtable.persistence import keeperfile, recent_files
from cardtable.persistence.autosave import (
    autosave_path,
    autosave_slots,
    find_unfinished_autosave,
    lock_path,
)
from cardtable.persistence.joined_tables import JoinedTable
from cardtable.persistence.joined_tables import joined_tables as remembered
from cardtable.persistence.paths import network_tables_dir
from cardtable.persistence.slot_lock import LockState, SlotLock
from cardtable.ui.games import ui_for
from cardtable.ui.i18n import english_plural
from cardtable.ui.seat_names import name_list, shown_name
from cardtable.ui.start import thumbnails
from cardtable.ui.start.quick_start import game_name
from cardtable.ui.start.thumbnails import SIZE

if TYPE_CHECKING:
    from cardtable.keeper.game import KeeperGame
    from cardtable.persistence.savefile import LoadedGame

log = logging.getLogger(__name__)
MAX_UNFINISHED = 8
MAX_RECENT = 6
ENTRY = Qt.ItemDataRole.UserRole
ROW_HEIGHT = Qt.ItemDataRole.UserRole + 1


def _tr(text: str) -> str:
    return QCoreApplication.translate("StartPage", text)


def _trn(text: str, n: int) -> str:
    return QCoreApplication.translate("StartPage", text, None, n)


@dataclass(frozen=True)
class Unfinished:
    """An unfinished autosaved game: its slot, its file and the replayed game."""

    slot: str
    path: Path
    loaded: LoadedGame
    saveable: bool = True  # False: its folder cannot be written (it opens, unsaved)

    @property
    def modified(self) -> str:
        return str(self.loaded.saved.modified)


def unfinished_games() -> list[Unfinished]:
    """Every autosave slot holding an unfinished game that no other window
    plays, newest first. Only reads: nothing is moved, deleted or kept locked
    (the check at start deals with unreadable and finished ones)."""
    autosaves_written()  # a game just closed: its last autosave is on disk first
    found: list[Unfinished] = []
    try:
        slots = autosave_slots()
    except Exception as exc:  # no data folder: nothing to resume
        log.warning("the autosaves cannot be listed: %s", exc)
        return []

    def written(slot: str) -> float:
        try:
            return autosave_path(slot).stat().st_mtime
        except OSError:
            return 0.0

    # each autosave is replayed to be checked: read the newest ones only
    for slot in sorted(slots, key=written, reverse=True):
        if len(found) == MAX_UNFINISHED:
            break
        lock = SlotLock(lock_path(slot))
        try:
            state, _why = lock.probe()
            if state is LockState.BUSY:
                continue  # another window plays this game
            loaded = find_unfinished_autosave(slot)  # a slot nobody can lock is listed too
        except Exception as exc:  # never let one bad file hide the start page
            log.warning("autosave %s cannot be listed: %s", slot, exc)
            continue
        finally:
            lock.release()
        if loaded is not None:
            found.append(Unfinished(slot, autosave_path(slot), loaded, state is LockState.HELD))
    found.sort(key=lambda item: (item.modified, item.slot), reverse=True)
    return found[:MAX_UNFINISHED]


@dataclass(frozen=True)
class HostedTable:
    """An unfinished network table this app hosted: its files in ``folder``."""

    code: str
    folder: Path
    game: str
    names: tuple[str, ...]  # the seats' names; an invited seat nobody took has none
    modified: float  # when its seats file was last written (seconds since the epoch)


def hosted_tables() -> list[HostedTable]:
    """The unfinished network tables in the app's "network tables" folder that
    no window of this app hosts right now, newest first; a table whose files
    cannot be read is left out (logged). Without such files the network code
    (asyncio, ssl, the engines) is not loaded at all."""
    try:
        folder = network_tables_dir(create=False)
        seats_files = sorted(folder.glob("table-*.seats.json")) if folder.is_dir() else []
    except OSError as exc:
        log.warning("the network tables cannot be listed: %s", exc)
        return []
    if not seats_files:
        return []
    # network code loads only when there is a network table to list
    from cardtable.net.background import hosted_elsewhere
    from cardtable.net.saving import load_table

    found = []
    for path in seats_files:
        code = path.name[len("table-"):-len(".seats.json")]
        if hosted_elsewhere(folder, code):  # this or another window hosts it now
            continue
        try:
            table, admin = load_table(folder, code)
            modified = path.stat().st_mtime
        except Exception as exc:  # never let one bad table hide the start page
            log.warning("network table %s cannot be listed: %s", code, exc)
            continue
        if admin is not None and not table.over():
            found.append(HostedTable(code, folder, table.rules.game_id, tuple(s.name for s in table.seats),
                                     modified))
    found.sort(key=lambda item: item.modified, reverse=True)
    return found[:MAX_UNFINISHED]


def hosted_rows(tables: list[HostedTable]) -> list[Row]:
    """List rows of hosted network tables: the code, the game and players, the date."""
    rows: list[Row] = []
    for table in tables:
        players = name_list(name or _tr("Seat {n}").format(n=i + 1) for i, name in enumerate(table.names))
        text = _tr("Network table {code} · {game}: {players}").format(code=table.code, game=game_name(table.game),
                                                                     players=players)
        stamp = QDateTime.fromSecsSinceEpoch(int(table.modified))
        text += "\n" + _tr("Saved {date}").format(date=QLocale().toString(stamp, QLocale.FormatType.ShortFormat))
        rows.append((text, table, QIcon(code_picture(table.code))))
    return rows


def joined_tables() -> list[JoinedTable]:
    """The seats this person took at other computers' unfinished network
    tables (``persistence.joined_tables.JoinedTable``) that no window of this
    app plays now, newest first; none if they cannot be read (logged)."""
    # network code loads only for a network table
    from cardtable.ui.network.seat_memory import open_here

    try:
        tables = remembered()
    except Exception as exc:  # never let the file hide the start page
        log.warning("the joined network tables cannot be listed: %s", exc)
        return []
    playing = open_here()
    return [t for t in tables if t.token not in playing][:MAX_UNFINISHED]


def joined_rows(tables: list[JoinedTable]) -> list[Row]:
    """List rows of joined network tables: the code, the game and players; the host, when last connected."""
    # network code loads only for a network table
    from cardtable.ui.network.seat_memory import host_of, seat_names

    rows: list[Row] = []
    for table in tables:
        text = _tr("Network table {code} · {game}: {players}").format(code=table.code, game=game_name(table.game),
                                                                     players=name_list(seat_names(table)))
        stamp = QDateTime.fromSecsSinceEpoch(int(table.seen))
        text += "\n" + _tr("At {host} · last connected {date}").format(
            host=host_of(table.url), date=QLocale().toString(stamp, QLocale.FormatType.ShortFormat))
        rows.append((text, table, QIcon(code_picture(table.code))))
    return rows


def _deletable_kinds() -> tuple[type, ...]:
    return (Unfinished, HostedTable, JoinedTable)


def code_picture(code: str) -> QPixmap:
    """The list picture of a hosted table: its code on the felt (it has no table picture)."""
    pixmap = QPixmap(SIZE * 2)
    pixmap.setDevicePixelRatio(2.0)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QColor("#f4f1e8"))
        painter.setBrush(QColor("#1f6b3f"))
        painter.drawRoundedRect(1, 1, SIZE.width() - 2, SIZE.height() - 2, 8, 8)
        font = QFont(painter.font())
        font.setBold(True)
        font.setPixelSize(SIZE.height() // 4)
        painter.setFont(font)
        painter.setPen(QColor("#ffe9a8"))
        painter.drawText(0, 0, SIZE.width(), SIZE.height(), Qt.AlignmentFlag.AlignCenter, code)
    finally:
        painter.end()
    return pixmap


@dataclass(frozen=True)
class KeptSheet:
    """The unfinished score sheet of a game with real cards (Game > Keep score…)."""

    game: KeeperGame


#: what a row of the start page's lists opens: an unfinished game, a hosted or
#: joined network table, the kept sheet, or a saved file
Entry: TypeAlias = "Unfinished | HostedTable | JoinedTable | KeptSheet | Path"
#: a row of a list: its text, what it opens and its picture
Row: TypeAlias = "tuple[str, Entry, QIcon | None]"


def kept_sheet() -> KeptSheet | None:
    """The score keeper's unfinished sheet, if there is one that reads well
    (a damaged one is reported when Keep score… is chosen, not here)."""
    try:
        path = keeperfile.current_path(create_dir=False)
        if not path.exists():
            return None
        game = keeperfile.load(path)
    except Exception as exc:
        log.warning("the score keeper's sheet cannot be listed: %s", exc)
        return None
    return None if game.finished else KeptSheet(game)


def kept_rows(sheet: KeptSheet | None) -> list[Row]:
    """The list row of the unfinished kept sheet: game, players, rounds entered."""
    if sheet is None:
        return []
    game = sheet.game
    players = name_list(game.names)
    text = _tr("Score sheet, real cards: {game}: {players}").format(game=game_name(game.game), players=players)
    count = len(game.entries)
    if ui_for(game.game).rounds:
        more = _trn("%n round(s) entered", count)
    else:
        more = _trn("%n game(s) entered", count)
    return [(text + "\n" + english_plural(more, count), sheet, None)]


def recent_games() -> list[Path]:
    """The recently opened or saved files that still exist, newest first."""
    try:
        return recent_files()[:MAX_RECENT]
    except Exception as exc:
        log.warning("the recent files cannot be listed: %s", exc)
        return []


def local_time(iso: str) -> str:
    """An ISO time stamp of a save as the user's locale writes it."""
    when = QDateTime.fromString(iso, Qt.DateFormat.ISODate).toLocalTime()
    return QLocale().toString(when, QLocale.FormatType.ShortFormat)


DELETE_STYLE = """
QToolButton#deleteUnfinished { color: #f4f1e8; background: rgba(0, 0, 0, 90); border: 1px solid rgba(255, 255, 255, 90);
                               border-radius: 4px; padding: 2px 8px; }
QToolButton#deleteUnfinished:hover, QToolButton#deleteUnfinished:focus { background: #b3261e; }
"""


def _delete_button(entry: Entry, games: GameList, text: str = "") -> QToolButton:
    """The small "Delete…" button at the right end of an unfinished game's row
    (``text``: the row's, so a screen reader says which game it deletes)."""
    button = QToolButton(games.viewport())
    button.setObjectName("deleteUnfinished")
    button.setStyleSheet(DELETE_STYLE)
    button.setCursor(Qt.CursorShape.PointingHandCursor)
    button.setText(_tr("Delete…"))
    button.setToolTip(_tr("Delete this unfinished game (you are asked first)"))
    if text:
        button.setAccessibleName(_tr("Delete {game}…").format(game=text.split("\n")[0]))
        button.setAccessibleDescription(button.toolTip())
    button.clicked.connect(lambda _c=False: games.delete_requested.emit(entry))
    return button


class GameList(QListWidget):
    """A list on the felt; one click on an entry opens it (``chosen``); a
    deletable entry asks to be deleted (``delete_requested``)."""

    chosen = Signal(object)
    delete_requested = Signal(object)

    def __init__(self, icon_size: QSize | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gameList")
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.setWordWrap(False)
        self.setSpacing(3)
        self.setMouseTracking(True)
        if icon_size is not None:
            self.setIconSize(icon_size)
        self.itemClicked.connect(self._clicked)
        self.itemActivated.connect(self._clicked)
        self._style = ""
        self._buttons: list[tuple[QListWidgetItem, QToolButton]] = []

    def set_style(self, style: str) -> None:
        """The list's style sheet (rows with a "Delete…" button keep their text clear of it)."""
        self._style = style
        self.setStyleSheet(style)

    def _clicked(self, item: QListWidgetItem) -> None:
        entry = item.data(ENTRY)
        if entry is not None:
            self.chosen.emit(entry)

    def _deletable(self, item: QListWidgetItem | None) -> Unfinished | HostedTable | JoinedTable | None:
        entry = item.data(ENTRY) if item is not None else None
        return entry if isinstance(entry, Unfinished | HostedTable | JoinedTable) else None

    def keyPressEvent(self, event: QKeyEvent) -> None:
        entry = self._deletable(self.currentItem())
        if entry is not None and event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            self.delete_requested.emit(entry)
            return
        super().keyPressEvent(event)

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        item: QListWidgetItem | None
        if event.reason() == QContextMenuEvent.Reason.Keyboard:  # the Menu key: the current row
            item = self.currentItem()
            rect = self.visualItemRect(item) if item is not None else None
            at = self.viewport().mapToGlobal(rect.center()) if rect is not None else event.globalPos()
        else:
            item = self.itemAt(self.viewport().mapFrom(self, event.pos()))
            at = event.globalPos()
        entry = self._deletable(item)
        if entry is None:
            return
        menu = QMenu(self)
        menu.addAction(_tr("Resume"), lambda: self.chosen.emit(entry))
        menu.addAction(_tr("Delete…"), lambda: self.delete_requested.emit(entry))
        menu.exec(at)
        menu.deleteLater()

    def delete_buttons(self) -> list[QToolButton]:
        """The rows' "Delete…" buttons, top to bottom."""
        return [button for _item, button in self._buttons]

    def _place_buttons(self) -> None:
        """Each "Delete…" at the right end of its row, wherever the list scrolled."""
        for item, button in self._buttons:
            rect = self.visualItemRect(item)
            button.resize(button.sizeHint())
            button.move(rect.right() - button.width() - 6, rect.center().y() - button.height() // 2)
            button.setVisible(rect.isValid())

    def updateGeometries(self) -> None:
        super().updateGeometries()
        self._place_buttons()

    def scrollContentsBy(self, dx: int, dy: int) -> None:
        super().scrollContentsBy(dx, dy)
        self._place_buttons()

    def _fit_rows(self) -> None:
        """Rows with a "Delete…" button span the list's width: the button sits at
        the right edge and a long text is cut short (…) before it, never under it."""
        width = self.viewport().width() - 2 * self.spacing()
        for row in range(self.count()):
            item = self.item(row)
            if self._deletable(item) is None:
                continue
            height = item.data(ROW_HEIGHT)
            if height is None:  # its natural height, before a width was set
                height = self.sizeHintForIndex(self.indexFromItem(item)).height()
                item.setData(ROW_HEIGHT, height)
            if item.sizeHint().width() != width:
                item.setSizeHint(QSize(width, height))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_rows()
        self._place_buttons()

    def show_entries(self, rows: list[Row], empty_text: str) -> None:
        """Replace the entries by ``(text, entry, icon)`` rows, or one grey line."""
        self.clear()
        for _item, button in self._buttons:
            button.deleteLater()
        self._buttons = []
        for text, entry, icon in rows:
            item = QListWidgetItem(text, self)
            item.setToolTip(text)
            item.setData(ENTRY, entry)
            if icon is not None:
                item.setIcon(icon)
            if isinstance(entry, _deletable_kinds()):
                self._buttons.append((item, _delete_button(entry, self, text)))
        buttons = self.delete_buttons()
        room = max((b.sizeHint().width() for b in buttons), default=0)
        self.setStyleSheet(self._style + (f"QListWidget#gameList::item {{ padding-right: {room + 12}px; }}"
                                          if room else ""))
        self._fit_rows()
        self._place_buttons()
        if not rows:
            item = QListWidgetItem(empty_text, self)
            item.setFlags(Qt.ItemFlag.NoItemFlags)


def unfinished_rows(games: list[Unfinished]) -> list[Row]:
    """List rows of unfinished games: game and players, the date, the thumbnail."""
    rows: list[Row] = []
    for game in games:
        saved = game.loaded.saved
        players = name_list(shown_name(seat.name) for seat in saved.seats)  # "Computer 2" as the seat says it
        text = _tr("{game}: {players}").format(game=game_name(saved.game), players=players)
        text += "\n" + _tr("Saved {date}").format(date=local_time(game.modified))
        rows.append((text, game, QIcon(thumbnails.load_thumbnail(game.path))))
    return rows


def recent_rows(paths: list[Path]) -> list[Row]:
    """List rows of saved files: the name and when it was last saved."""
    rows: list[Row] = []
    for path in paths:
        try:
            stamp = QDateTime.fromSecsSinceEpoch(int(path.stat().st_mtime))
            when = QLocale().toString(stamp, QLocale.FormatType.ShortFormat)
        except OSError:
            continue
        text = path.stem + "\n" + _tr("Saved {date}").format(date=when)
        rows.append((text, path, None))
    return rows
