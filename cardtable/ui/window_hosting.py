"""Hosting a network table from this window: New game "over the network", and reopening it.

Why apart from ``window_join``: the hosting window also owns the table's
host (``net.background.BackgroundHost``, a thread of this app): it starts it
from the New game dialog's choice (or from the saved files of an unfinished
hosted table on the start page), then sits down at it exactly like everybody
else (``window_join.join`` to this computer): one connection for each person
at this computer, each with its own seat's token, so every connection only
ever receives its own seat's view; the window hands the table from one of
them to the next like pass-and-play. When the window leaves the game
(Game > Close game, another game, quitting) ``stop`` ends the host after
its last save; the table stays in the "network tables" folder until it is
finished or deleted.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from cardtable.net.background import BackgroundHost
    from cardtable.ui.main_window import MainWindow

#: the address and port the host listens on (the tests set 127.0.0.1 and 0)
LISTEN: dict[str, Any] = {"address": "0.0.0.0", "port": 8765}


def _tr(text: str) -> str:
    return QCoreApplication.translate("HostTable", text)


def host_new(w: MainWindow, choice: Any) -> Any:
    """Open a network table of the New game dialog's ``choice`` and sit down at
    its seats of the people at this computer (the first of them may start it:
    the admin); the controller, or None (said in a message)."""
    from cardtable.engine.registry import get_rules
    from cardtable.net.background import BackgroundHost, hosted_here, new_table
    from cardtable.net.table import COMPUTER, PERSON, SeatSlot
    from cardtable.persistence.paths import network_tables_dir

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
        return None
    return _sit_down(w, BackgroundHost(table, admin, folder, **LISTEN))


def reopen(w: MainWindow, entry: Any) -> Any:
    """The start page's unfinished hosted table: its host again from its files
    (same code, same tokens: the others get back by themselves), and this
    window at the seats of the people at this computer; the controller, or
    None (said in a message)."""
    from cardtable.net import background
    from cardtable.persistence import SaveError

    try:
        host = background.reopen(entry.folder, entry.code, **LISTEN)
    except (SaveError, OSError, ValueError, KeyError, TypeError) as exc:
        _cannot_host(w, exc)
        w.start_page.mark_stale()
        return None
    return _sit_down(w, host)


def _sit_down(w: MainWindow, host: BackgroundHost) -> Any:
    from cardtable.ui import window_join

    w.close_game()  # an old table's host lets go of its port first
    try:
        host.start()
    except OSError as exc:
        _cannot_host(w, exc)
        return None
    seat = host.table.seats[host.admin]
    local = [(index, host.token(index)) for index in host.local_seats]  # one connection each, the admin first
    ctl = window_join.join(w, host.local_url, host.code, seat.name, local=local)
    w.hosting = host  # after join: joining leaves the old game, which would stop it
    w.start_page.mark_stale()
    if w.waiting_panel is not None:
        w.waiting_panel.set_addresses(host.addresses())
        w.waiting_panel.set_links(host.links())
    return ctl


def stop(w: MainWindow) -> None:
    """The window left the hosted table: the host saves and stops."""
    host, w.hosting = w.hosting, None
    if host is not None:
        host.stop()
        w.start_page.mark_stale()


def addresses(w: MainWindow) -> list[str] | None:
    """What the others type to reach this window's table (None: it hosts none)."""
    return w.hosting.addresses() if w.hosting is not None else None


def links(w: MainWindow) -> list[str]:
    """The links a browser opens to sit at this window's table (none: it hosts none)."""
    return w.hosting.links() if w.hosting is not None else []


def _cannot_host(w: MainWindow, exc: Exception) -> None:
    from PySide6.QtWidgets import QMessageBox

    from cardtable.ui.error_texts import error_sentence

    QMessageBox.warning(w.dialog_parent(), _tr("Host a network table"),
                        _tr("The network table cannot be opened.") + "\n\n" + error_sentence(exc))
