"""The words a window at a network table says about its connection and seats.

Why a module of its own: the ``RemoteController`` follows the host; what it
says about that (connecting, waiting for players, who is not connected, why
a table could not be joined) is text in the reader's language, kept here
beside the other sentences of the same translation context.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from cardtable.net.protocol import PROTOCOL, clean_name

if TYPE_CHECKING:
    from cardtable.controller.remote import RemoteController
    from cardtable.engine.api import JsonObject


def _tr(text: str) -> str:
    return QCoreApplication.translate("RemoteGame", text)


def waiting_for_host() -> str:
    """The one sentence of a window whose connection to the host is lost: the
    turn line, the bar over the table and the answer to a move tried meanwhile."""
    return _tr("Waiting for the host: reconnecting…")


def status_words(ctl: RemoteController) -> str:
    """The connection and the waiting seats of a ``RemoteController``, in words."""
    from cardtable.controller.remote import CONNECTING, FAILED, RECONNECTING

    if ctl.connection == CONNECTING:
        return _tr("Connecting to the table…")
    if ctl.connection == RECONNECTING:
        return waiting_for_host()
    if ctl.connection == FAILED:
        return failure_text(ctl.failure, ctl.protocol)
    seats = ctl.table.get("seats", [])
    if not ctl.table.get("started") and seats:
        joined = sum(1 for s in seats if s.get("joined") or s.get("kind") == "computer")
        if joined == len(seats):
            return _tr("Everybody is here: the game can start")
        return _tr("Waiting for players: {joined} of {total} seats taken").format(joined=joined,
                                                                                  total=len(seats))
    waiting = ctl.waiting_for()
    if waiting is not None:
        return _tr("Waiting for {name} to reconnect…").format(name=ctl.seats[waiting].name)
    # a seat a computer plays for its person is not waiting for anyone: not listed
    away = [s for i, s in enumerate(ctl.seats) if ctl.presence(i) == "away"]
    if away:
        names = QCoreApplication.translate("Lists", ", ").join(s.name for s in away)  # "、" in Chinese
        return _tr("Not connected: {names}").format(names=names)
    return ""


def shown_seat_name(name: object, seat: int) -> str:
    """A seat's name as the host sent it, cleaned (printable, cut), or "Seat n"."""
    return clean_name(name) or _tr("Seat {n}").format(n=seat + 1)


def failure_text(failure: tuple[int, str, object] | None, ours: int = PROTOCOL) -> str:
    """Why the table could not be joined (or was lost), in words."""
    from cardtable.net.protocol import Close

    code = failure[0] if failure else 0
    if code == Close.VERSION:
        error = failure[2] if failure and isinstance(failure[2], dict) else {}
        found = error.get("detail")
        detail: JsonObject = found if isinstance(found, dict) else {}
        return _tr("This table speaks network version {theirs} (cardtable {app}); this app speaks version "
                   "{ours}. Use the same version of cardtable as the host.").format(
            theirs=detail.get("host_protocol", "?"), app=detail.get("host_app", "?"), ours=ours)
    texts = {
        Close.NO_TABLE: _tr("There is no table with this code at this address."),
        Close.SEAT_TAKEN: _tr("Every seat at this table is taken."),
        Close.BAD_TOKEN: _tr("The table no longer knows this seat."),
        Close.TABLE_CLOSED: _tr("The table was closed."),
        Close.REPLACED: _tr("This seat was taken over by another window."),
        Close.TOO_MANY: _tr("The host refuses more connections from this computer for now; try again later."),
        Close.NO_ROOM: _tr("This table has as many spectators as it takes."),
    }
    return texts.get(code, _tr("The table cannot be reached. Check the address and that the host is running."))


__all__ = ["failure_text", "shown_seat_name", "status_words", "waiting_for_host"]
