"""A seat at another computer's network table, kept for later: what is remembered, and its words.

Why apart from ``window_join``: keeping the seat for later spans app runs.
The start page lists the remembered tables (``start_lists``,
``coming_back``) and deletes them (``resume``); they need only what is
remembered and how it reads, not the flow that sits down again
(``window_join.reopen``). A ``SeatMemory`` (a child of the
window's ``RemoteController``) writes the seat and its secret token to
``persistence.joined_tables`` when the host welcomes it, keeps the table's
names there up to date, and forgets it when the game is over or the host
says the table or the token is gone. Spectators and the hosting window's
own seat are never remembered.
"""

from __future__ import annotations

import logging
import time
from dataclasses import replace
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, QObject
from PySide6.QtWidgets import QApplication

from cardtable.persistence.joined_tables import JoinedTable, forget, mark_gone, remember
from cardtable.ui.start.quick_start import game_name
from cardtable.ui.window.host import host_of as window_of

if TYPE_CHECKING:
    from cardtable.controller.remote import RemoteController
    from cardtable.ui.window.main_window import MainWindow

log = logging.getLogger(__name__)


def _tr(text: str) -> str:
    return QCoreApplication.translate("JoinTable", text)


class SeatMemory(QObject):
    """Keeps the seat of ``ctl`` among the joined tables while ``w`` plays it
    (``entry``: the remembered table it was opened from, if any)."""

    def __init__(self, w: MainWindow, ctl: RemoteController, entry: JoinedTable | None = None) -> None:
        super().__init__(ctl)
        self.setObjectName("seatMemory")
        self._w, self._ctl = w, ctl
        self.entry = entry  # as last written (or read)
        self._written: Any = None  # what was last written, without its time
        ctl.connection_changed.connect(self._connection)
        ctl.table_changed.connect(self.keep)
        ctl.game_finished.connect(lambda _result: self.forget())

    @property
    def token(self) -> str | None:
        return self._ctl.token or (self.entry.token if self.entry is not None else None)

    @property
    def kept(self) -> bool:
        """The seat is on the start page (or was, until a moment ago): remembered,
        and not a table its host said it does not have (until the host welcomes it again)."""
        return self.entry is not None and not self.entry.gone

    def _connection(self, state: str) -> None:
        # network code loads only for a network table
        from cardtable.controller.remote import CONNECTED

        if state == CONNECTED:
            self._written = None  # each welcome says when the table was last seen
            self.keep()

    def keep(self) -> None:
        """Write the seat and the table as the host last showed it (only when it changed)."""
        # network code loads only for a network table
        from cardtable.controller.remote import CONNECTED
        from cardtable.net.protocol import clean_name, normal_code

        ctl = self._ctl
        if (ctl.connection != CONNECTED or ctl.seat is None or ctl.watching or not ctl.token or ctl.is_over()
                or self._w.hosting is not None):  # the hosting window's seat is a hosted table
            return
        table = ctl.table
        seats = table.get("seats", [])
        names = tuple(clean_name(d.get("name")) if isinstance(d, dict) else "" for d in seats)
        entry = JoinedTable(url=ctl.url, code=normal_code(str(table.get("code") or ctl.code)), seat=ctl.seat,
                            token=ctl.token, name=clean_name(ctl.name), game=str(table.get("game", ""))[:20],
                            table_name=clean_name(table.get("name")), names=names, seen=time.time())
        key = replace(entry, seen=0.0)
        if key == self._written:
            return
        try:
            remember(entry)
        except Exception as exc:  # a full disk must not stop the game; the seat is just not kept
            log.warning("the seat at network table %s cannot be remembered: %s", entry.code, exc)
            return
        self._written, self.entry = key, entry

    def forget(self, gone: bool = False) -> None:
        """The game is over or the host refused the token: forget the seat
        (``gone``: the host has no such table: only no longer listed)."""
        token, entry = self.token, self.entry
        if token is None or entry is None or not self.kept:
            return
        try:
            mark_gone(token) if gone else forget(token)
        except Exception as exc:
            log.warning("the seat at network table %s cannot be forgotten: %s", entry.code, exc)



def memory_of(ctl: object) -> SeatMemory | None:
    found = ctl.findChild(SeatMemory, "seatMemory") if isinstance(ctl, QObject) else None
    return found if isinstance(found, SeatMemory) else None



def watch(w: MainWindow, ctl: RemoteController, entry: JoinedTable | None = None) -> None:
    """Remember ``ctl``'s seat from its welcome on (a spectator's is never remembered)."""
    if not ctl.watching:
        SeatMemory(w, ctl, entry)



def failure_message(ctl: RemoteController) -> str:
    """Why the table was lost, in words; and what became of its entry on the
    start page (kept, no longer listed), which this decides."""
    # network code loads only for a network table
    from cardtable.controller.remote_link import UNREACHABLE
    from cardtable.controller.remote_texts import failure_text
    from cardtable.net.protocol import Close

    text = failure_text(ctl.failure, ctl.protocol)
    memory = memory_of(ctl)
    if memory is None or not memory.kept:
        return text
    code = ctl.failure[0] if ctl.failure else UNREACHABLE
    if code in (Close.BAD_TOKEN, Close.TABLE_CLOSED):
        memory.forget()
        return text + "\n\n" + _tr("It is no longer on the start page.")
    if code == Close.NO_TABLE:
        memory.forget(gone=True)
        return text + "\n\n" + _tr("It is no longer on the start page. If the host opens the table again at "
                                   "another address, join it there with the same code: you get your seat back.")
    if code in (UNREACHABLE, Close.TIMEOUT, 1000, 1001, 1011):
        return _tr("The host of this table cannot be reached now. The table stays on the start page: "
                   "open it there again when the host is back.")
    return text + "\n\n" + _tr("The table stays on the start page: open it there again later.")



def open_here() -> set[str]:
    """The tokens of the remembered seats that a window of this app plays now."""
    tokens = set()
    for widget in QApplication.topLevelWidgets():
        window = window_of(widget)  # (a main window; the others play no table)
        memory = memory_of(window.controller if window is not None else None)
        if memory is not None and memory.token:
            tokens.add(memory.token)
    return tokens



def host_of(url: str) -> str:
    """The host part of a table's address ("192.168.1.20"), for people."""
    try:
        return urlsplit(url).hostname or url
    except ValueError:
        return url



def describe(entry: JoinedTable) -> str:
    """"Network table ABC234 at 192.168.1.20: Skip-Bo with Oma and Gita, last connected …"."""
    when = QLocale().toString(QDateTime.fromSecsSinceEpoch(int(entry.seen)), QLocale.FormatType.ShortFormat)
    return _tr("Network table {code} at {host}: {game} with {players}, last connected {date}").format(
        code=entry.code, host=host_of(entry.url), game=game_name(entry.game),
        players=QLocale().createSeparatedList(seat_names(entry)), date=when)



def seat_names(entry: JoinedTable) -> list[str]:
    return [name or _tr("Seat {n}").format(n=i + 1) for i, name in enumerate(entry.names)]
