"""Hosting a network table from this window: New game "over the network", and reopening it.

Why apart from ``window_join``: the hosting window also owns the table's
host (``net.background.BackgroundHost``, on the app's network loop): it starts it
from the New game dialog's choice (or from the saved files of an unfinished
hosted table on the start page), then sits down at it exactly like everybody
else (``window_join.join`` to this computer): one connection for each person
at this computer, each with its own seat's token, so every connection only
ever receives its own seat's view; the window hands the table from one of
them to the next like pass-and-play. When the window leaves the game
(Game > Close game, another game, quitting) ``stop`` ends the host after
its last save; the table stays in the "network tables" folder until it is
finished or deleted. Starting and stopping wait for sockets and the disk, so
both are jobs of the app's hosting lane (``controller.background_ops``): the
window never waits, says that the table is opening, and a window closed
while its table (or a game) is still being saved says it is closing and
closes by itself after (``closing_waits``).
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from cardtable.controller.background_ops import AUTOSAVE, HISTORY, HOSTING, background
from cardtable.engine.registry import get_rules
from cardtable.persistence.paths import network_tables_dir

if TYPE_CHECKING:
    from cardtable.engine.api import JsonObject
    from cardtable.net.background import BackgroundHost
    from cardtable.ui.dialogs.new_game import NewGameChoice
    from cardtable.ui.start.start_lists import HostedTable
    from cardtable.ui.window.main_window import MainWindow

#: the address and port the host listens on (the tests set 127.0.0.1 and 0)
LISTEN: JsonObject = {"address": "0.0.0.0", "port": 8765}

#: how long a closing window waits for a last write before it says it is closing instead
DISK_GRACE_SECONDS = 0.25

#: the window -> the ticket of the host it is opening (a later ticket, or none: the window moved on)
_opening: weakref.WeakKeyDictionary[Any, object] = weakref.WeakKeyDictionary()


def _tr(text: str) -> str:
    return QCoreApplication.translate("HostTable", text)


def host_new(w: MainWindow, choice: NewGameChoice) -> None:
    """Open a network table of the New game dialog's ``choice`` and sit down at
    its seats of the people at this computer (the first of them may start it:
    the admin) once its host listens; a failure is said in a message."""
    # network code loads only for a network table
    from cardtable.net.background import BackgroundHost, hosted_here, new_table
    from cardtable.net.table import COMPUTER, PERSON, SeatSlot

    slots, here = [], []
    for index, seat in enumerate(choice.seats):
        if index in choice.invited:
            slots.append(SeatSlot("", PERSON))
        elif seat.kind == "computer":
            slots.append(SeatSlot(seat.name, COMPUTER, seat.level))
        else:
            slots.append(SeatSlot(seat.name, PERSON, local=True))
            here.append(index)
    admin = here[0] if here else 0
    try:
        folder = network_tables_dir()
        table = new_table(get_rules(choice.game_id), choice.options, choice.seed, slots,
                          taken=lambda code: hosted_here(code) or any(folder.glob(f"table-{code}.*")))
    except (OSError, ValueError) as exc:
        _cannot_host(w, exc)
        return
    _sit_down(w, lambda: BackgroundHost(table, admin, folder, **LISTEN))


def reopen(w: MainWindow, entry: HostedTable) -> None:
    """The start page's unfinished hosted table: its host again from its files
    (same code, same tokens: the others get back by themselves), and this
    window at the seats of the people at this computer (a file that cannot
    be read is said in a message). The files are read on the worker, after
    any stop of the same table still saving them."""
    # network code loads only for a network table
    from cardtable.net import background

    _sit_down(w, lambda: background.reopen(entry.folder, entry.code, **LISTEN))


def _sit_down(w: MainWindow, make: Callable[[], BackgroundHost]) -> None:
    """Open the host ``make()`` gives on a worker (the window never waits for
    it), then sit down at it. A job of the hosting lane: a table this window
    (or another) is still stopping is saved and let go before it is read again."""
    w.close_game()  # an old table's host lets go of its port first (its stop runs first in the lane)
    w.notify(_opening_text(), 0, _opening_text)
    ticket = object()
    _opening[w] = ticket

    def start() -> BackgroundHost:
        host = make()
        host.start()
        return host

    def started(host: BackgroundHost) -> None:
        if not shiboken6.isValid(w) or _opening.get(w) is not ticket:  # the window left meanwhile
            background().run(host.stop, lane=HOSTING)
            return
        del _opening[w]
        _seated(w, host)

    def failed(exc: BaseException) -> None:
        if shiboken6.isValid(w) and _opening.get(w) is ticket:
            del _opening[w]
            _clear_opening(w)
            _cannot_host(w, exc)
            w.start_page.mark_stale()

    background().run(start, done=started, failed=failed, lane=HOSTING)  # no owner: a host opened is always stopped


def _opening_text() -> str:
    return _tr("Opening the network table…")


def _clear_opening(w: MainWindow) -> None:
    """The note that the table is opening goes (not a note shown after it)."""
    if w.statusBar().currentMessage() == _opening_text():
        w.statusBar().clearMessage()


def _seated(w: MainWindow, host: BackgroundHost) -> None:
    """The host listens: this window's connections, one for each person here."""
    # network code loads only for a network table
    from cardtable.ui.network import window_join

    _clear_opening(w)
    seat = host.table.seats[host.admin]
    local = [(index, host.token(index)) for index in host.local_seats]  # one connection each, the admin first
    window_join.join(w, host.local_url, host.code, seat.name, local=local)
    w.hosting = host  # after join: joining leaves the old game, which would stop it
    w.start_page.mark_stale()
    # network code loads only for a network table
    from cardtable.ui.network.waiting_panel import WaitingPanel

    if isinstance(w.waiting_panel, WaitingPanel):  # (a seat coming back shows no addresses)
        w.waiting_panel.set_addresses(host.addresses())
        w.waiting_panel.set_links(host.links())


def stop(w: MainWindow) -> None:
    """The window left the hosted table: the host saves and stops on a worker
    (a table still opening is stopped once it has opened)."""
    _opening.pop(w, None)
    host, w.hosting = w.hosting, None
    if host is not None:
        background().run(host.stop, done=lambda _none: w.start_page.mark_stale(), lane=HOSTING, owner=w)


def closing_waits(w: MainWindow) -> bool:
    """Called as the window closes, after it left its game: True when a hosted
    table is still being saved and stopped, a finished game is still being
    written to the history or an autosave to its file. The window then stays
    open and says it is closing (it keeps painting and answering), and closes
    by itself once they are done."""
    jobs = background()
    lanes = (HOSTING, HISTORY, AUTOSAVE)
    if not jobs.lane_busy(HOSTING):  # a last autosave or game is a moment's write: no note flashes by
        jobs.wait(DISK_GRACE_SECONDS, (HISTORY, AUTOSAVE))
        jobs.deliver()
    if not any(jobs.lane_busy(lane) for lane in lanes):
        return False
    hosting, history = jobs.lane_busy(HOSTING), jobs.lane_busy(HISTORY)

    def text() -> str:
        if hosting:
            return _tr("Closing: the network table is being saved…")
        if history:
            return _tr("Closing: the finished game is being written to the history…")
        return _tr("Closing: the game is being saved…")

    w.notify(text(), 0, text)
    jobs.when_idle(w.close, lanes, owner=w)
    return True


def _cannot_host(w: MainWindow, exc: BaseException) -> None:
    # error sentences load only when an error is shown
    from cardtable.ui.error_texts import error_sentence

    QMessageBox.warning(w.dialog_parent(), _tr("Host a network table"),
                        _tr("The network table cannot be opened.") + "\n\n" + error_sentence(exc))
