"""What one seat's window may know and do in a game, as one typed value (``SeatView``).

Why: the table, the docks, the menus, speech, the chat box, the waiting and
rematch panels show a local game, a network seat, a watcher, a lesson and a
replay alike; what differs between them (may this person save, pause, ask
for a hint, take a move back; is the game played at a host; is this window
only watching; how fast the computers play; who sits here; what the network
says) is a field of the view the controller builds, never a question asked
of the controller's class or of its attributes. Every controller answers
``seat_view()`` (see ``source.GameSource``); ``state_changed`` says it may
have changed.

A network seat also has a talk and a proposal of another game at the table:
``SeatView.network`` is that seat (``NetworkSeat``, what the chat box, the
move log's talk and the rematch panel use), None for every other game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import SignalInstance

from cardtable.seats import Seat

if TYPE_CHECKING:
    from cardtable.controller.remote_rematch import Offer


class SeenEvent(Protocol):
    """What every game's events have in common (the move log reads the rest per game)."""

    @property
    def kind(self) -> str: ...

    @property
    def seat(self) -> int | None: ...


class NetworkSeat(Protocol):
    """A seat at a host's table, as the chat box, the move log and the rematch panel use it."""

    @property
    def note_arrived(self) -> SignalInstance:
        """(TableNote) a chat line, a reaction, a seat gone, back or stood in for."""
        ...

    @property
    def connection_changed(self) -> SignalInstance:
        """(str) the connection to the host changed (``remote.CONNECTED`` …)."""
        ...

    @property
    def rematch_changed(self) -> SignalInstance:
        """The proposal of another game at the table was made, answered or ended."""
        ...

    @property
    def new_game_started(self) -> SignalInstance:
        """The same people play again: the table dealt a new game."""
        ...

    @property
    def action_rejected(self) -> SignalInstance:
        """(Rejection) the host refused a request."""
        ...

    @property
    def connection(self) -> str: ...

    @property
    def seats(self) -> tuple[Seat, ...]: ...

    def send_chat(self, text: str) -> bool: ...

    def send_reaction(self, reaction: str) -> bool: ...

    def rematch_offer(self) -> Offer | None: ...

    def my_seats(self) -> tuple[int, ...]: ...

    def can_play_again(self) -> bool: ...

    def answer_rematch(self, answer: str) -> None: ...


@dataclass(frozen=True)
class SeatView:
    """What this window may do in the game now (see the module docstring)."""

    #: the seats of the people at this window (none: only computers play, or a watcher)
    human_seats: tuple[int, ...] = ()
    #: milliseconds per computer move (how long a flight may take, how fast speech goes)
    speed_ms: int = 0
    #: the game is played at a host's table (its computers play there; it is saved there)
    remote: bool = False
    #: this window only watches: every hand face down, no moves, no hints
    watching: bool = False
    #: a lesson on the table (never saved; it goes on after Edit > Undo)
    lesson: bool = False
    #: Game > Save may write this game to a file here
    may_save: bool = True
    #: Play > Pause may stop the computers
    may_pause: bool = True
    #: Play > Hint may suggest a move
    may_hint: bool = True
    #: Edit > Undo may take back the viewing seat's last move now
    may_take_back: bool = False
    #: the game-over screen may offer a rematch and the same deal here (not at a host's table)
    may_rematch_here: bool = True
    #: the network's word on the connection and the seats the table waits for ("" for a local game)
    status: str = ""
    #: every event this seat was shown, when the window cannot replay the actions (a network
    #: seat before the game is over); None: the log replays the game's actions
    events_seen: tuple[SeenEvent, ...] | None = None
    #: the seat at a host's table (its talk, the proposal of another game); None for a local game
    network: NetworkSeat | None = None


__all__ = ["NetworkSeat", "SeatView", "SeenEvent"]
