"""What one seat's window may know and do in a game, as one typed value (``SeatView``).

The game as this window may see it: the observation of the seat it draws
(None behind the privacy screen) with its legal actions, the public table
(an observation whose hand is drawn face down), every seat's view of a held
round end or a finished game (all hands face up), the cards left with their
points, standings and score-sheet records. A local game builds it from its
engine state (``view_of_state``); a window at a host's table builds it from
what the host sent, holding no state at all.

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

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import SignalInstance

from cardtable.engine.api import AnyRules, Observation
from cardtable.engine.standings import RecordRow, Standing
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
    """What this window may see and do in the game now (see the module docstring)."""

    #: the seat whose observation the table draws (None behind the privacy screen)
    seat: int | None = None
    #: that seat's observation, its hand and legal actions in it (None behind the privacy screen)
    observation: Observation[SeenEvent] | None = None
    #: the table's public parts as one seat sees them (its hand is drawn face down); None before the deal
    public: Observation[SeenEvent] | None = None
    #: every seat's observation of a held round end or a finished game (every hand shown); else ()
    held: tuple[Observation[SeenEvent], ...] = ()
    #: per seat of the held table, each card left in the hand with its points (the round summary)
    cards_left: tuple[tuple[tuple[str, int], ...], ...] = ()
    #: the standings and the score-sheet rows now
    standings: tuple[Standing, ...] = ()
    records: tuple[RecordRow, ...] = ()
    #: what the move log's seat saw the last move do
    last_events: tuple[SeenEvent, ...] = ()

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

    @property
    def legal_actions(self) -> tuple[object, ...]:
        """The moves the drawn seat may make now (none behind the privacy screen)."""
        return tuple(self.observation.legal_actions) if self.observation is not None else ()


def view_of_state(rules: AnyRules, state: object, held: object | None, seat: int | None,
                  table_seat: int, log_seat: int, players: int, capabilities: SeatView) -> SeatView:
    """The view of an engine ``state`` (``held``: the table a round or the game
    ended with, or None) drawn from ``seat`` (``table_seat`` behind the privacy
    screen), the move log's seat ``log_seat``, with the given capabilities."""
    observation = rules.observation(state, seat) if seat is not None else None
    public = observation if observation is not None and seat == table_seat else rules.observation(state, table_seat)
    logged = observation if observation is not None and seat == log_seat else rules.observation(state, log_seat)
    shown = tuple(rules.observation(held, s) for s in range(players)) if held is not None else ()
    return replace(capabilities, seat=seat, observation=observation, public=public, held=shown,
                   cards_left=tuple(rules.cards_left(held)) if held is not None else (),
                   standings=tuple(rules.standings(state)), records=tuple(rules.records(state)),
                   last_events=tuple(logged.events))


__all__ = ["NetworkSeat", "SeatView", "SeenEvent", "view_of_state"]
