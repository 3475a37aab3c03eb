"""The people at one window of a network table: a connection each, and the hand-over between them.

Why: a family hosts a table with grandma and grandpa at the hosting laptop
and the grandchild on theirs. The host sends every connection exactly one
seat's view, and that stays so: each person at this window has a
connection of their own (a ``RemoteLink`` with their seat's token), so no
message ever holds two seats' hands. ``LocalSeats`` keeps those
connections and the latest view each one brought, and decides, like
pass-and-play at one screen (``GameController``), whose view the window
shows: the local person whose turn it is, behind the privacy screen when the
turn passes from one local person to another (``privacy_for`` until they
say they are ready, then ``viewing``); while a remote person or a computer
plays, the last local person's view stays. A window with one seat (a guest,
or a host playing alone at this computer) has one connection and never a
hand-over. Which view is shown and when the hand-over is due is decided
here; the ``RemoteController`` follows the shown connection.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Slot

if TYPE_CHECKING:
    from collections.abc import Callable

    from cardtable.controller.remote_link import RemoteLink

#: a connection's state (the same words as the controller's ``connection``)
CONNECTING, CONNECTED, RECONNECTING, FAILED = "connecting", "connected", "reconnecting", "failed"


class Relay(QObject):
    """Lives in the UI thread: hands what one connection brought to the
    controller with that connection's number (a queued signal needs a
    receiving object of the UI thread, not a lambda)."""

    def __init__(self, index: int, deliver: Callable[[int, str, Any], None], parent: QObject) -> None:
        super().__init__(parent)
        self.index, self._deliver = index, deliver

    @Slot(str, object)
    def arrived(self, kind: str, payload: Any) -> None:
        self._deliver(self.index, kind, payload)


@dataclass
class SeatLink:
    """One local person's connection: its seat (a guest's is known from its
    welcome), the host's latest view sent to it and its state."""

    link: RemoteLink
    seat: int | None = None
    view: Any = None  # the client's View, as last posted
    state: str = CONNECTING


@dataclass
class LocalSeats:
    """The connections of the people at this window (see the module docstring)."""

    links: list[SeatLink] = field(default_factory=list)
    shown: int = 0  # the connection whose view the window follows
    viewing: int | None = None  # several people: the seat whose hand may be shown (None: behind the screen)
    privacy_for: int | None = None  # several people: the seat waiting behind the privacy screen
    announce: int | None = None  # a hand-over whose privacy screen is still to be shown
    ready_seq: int | None = None  # the held round end whose summary was closed here
    ready_sent: set[tuple[int, int]] = field(default_factory=set)  # (connection, seq) that said ready

    @property
    def several(self) -> bool:
        """More than one person at this window: pass-and-play between them."""
        return len(self.links) > 1

    def seats(self) -> tuple[int, ...]:
        return tuple(e.seat for e in self.links if e.seat is not None)

    def primary(self) -> SeatLink:
        """The first local seat's connection (the admin's at the hosting
        window): it starts the game, and the table's talk and the seats'
        comings and goings are read from it only (every connection gets them)."""
        return self.links[0]

    def of_seat(self, seat: int | None) -> SeatLink:
        """The connection of ``seat``, else the shown one."""
        for entry in self.links:
            if seat is not None and entry.seat == seat:
                return entry
        return self.links[self.shown]

    def connection(self) -> str:
        """All connections in one word: failed, reconnecting or connecting if any is."""
        states = {e.state for e in self.links}
        return next((s for s in (FAILED, RECONNECTING, CONNECTING) if s in states), CONNECTED)

    def newest(self) -> Any:
        """The newest view of the game (the highest position) any connection brought, or None."""
        views = [e.view for e in self.links if e.view is not None and e.view.observation is not None]
        return max(views, key=lambda view: view.seq, default=None)

    def hand_over(self) -> int | None:
        """When the turn has passed to a local person whose hand is not on
        show, the privacy screen is due for them: the window follows their
        connection from now; their seat, or None (nothing to hand over)."""
        newest = self.newest()
        current = newest.observation.current if newest is not None else None
        if not self.several or current is None or current not in self.seats():
            return None
        if current in (self.viewing, self.privacy_for):
            return None
        self.viewing, self.privacy_for = None, current
        self.announce = current
        self.shown = next(i for i, e in enumerate(self.links) if e.seat == current)
        return current

    def acknowledge(self) -> bool:
        """The person behind the screen is ready: their hand may be shown."""
        if self.privacy_for is None:
            return False
        self.viewing, self.privacy_for, self.announce = self.privacy_for, None, None
        return True

    def ready_to_send(self, seq: int | None = None) -> list[SeatLink]:
        """The connections that still have to say ready for the held round
        end at ``ready_seq`` (``seq``: the summary was closed at that position)."""
        if seq is not None:
            self.ready_seq = seq
        due = []
        for index, entry in enumerate(self.links):
            view = entry.view
            if (self.ready_seq is None or view is None or view.held is None or view.seq != self.ready_seq
                    or (index, view.seq) in self.ready_sent):
                continue
            self.ready_sent.add((index, view.seq))
            due.append(entry)
        return due

    def welcomed(self, index: int) -> None:
        """A connection (back) at its seat: the host forgot its ready."""
        self.ready_sent = {(i, seq) for i, seq in self.ready_sent if i != index}


__all__ = ["LocalSeats", "Relay", "SeatLink"]
