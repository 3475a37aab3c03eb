"""The contracts between a game and the views that show it (``GameSource``).

Why: the table, its input, the recent-move markers and flights, the score
sheet dock, the move log, printing, the round and game summaries and the main
window's status line read a game through one small set of questions, whoever
answers them: ``GameController`` (a game played here), ``LessonController`` (a
lesson on the real table), ``ReplayController`` (a recorded game at one
position), ``RemoteController`` (a seat at a host's table) and the score
keeper's ``KeeperSource`` (a sheet of a game played with real cards). Three
layers, each a ``typing.Protocol`` mypy checks every implementation against
(see the bottom of this module and of each implementation's module):

``SheetSource``  what the score sheet (dock, printing) reads (``SheetFacts``):
                 the keeper too;
``GameSource``   what the table and its docks read (``seat_view()``), and the
                 two requests a table makes (``check``/``request``): every
                 controller, a replay too (it refuses every move);
``GameControl``  what the main window drives in a game that is played: the
                 live controllers (``GameController``, ``LessonController``,
                 ``RemoteController``).

Who may see what: a view draws only the ``SeatView`` its controller builds
(``seat_view``): the drawn seat's observation, the public table, every hand
only once a round or the game is over. ``state`` is the whole engine state
(hidden cards too) for saving, rematches and replays; a network seat holds
none until the game is over. Signals are typed ``SignalInstance`` (what a
``Signal`` class attribute is on an instance).
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol, TypeVar

from PySide6.QtCore import SignalInstance

from cardtable.controller.seat_view import SeatView, SeenEvent
from cardtable.engine.api import AnyRules, GameResult, JsonObject, Observation, Rejection
from cardtable.engine.standings import RecordRow, Standing
from cardtable.seats import Seat

if TYPE_CHECKING:
    from cardtable.persistence.savefile import SavedGame

_StateIn = TypeVar("_StateIn", contravariant=True)


class SheetRules(Protocol[_StateIn]):
    """The read side of the engine contract a score sheet needs: every
    ``Rules`` has it, and so does the keeper's ``KeeperRules`` (whose state is
    a ``KeeperGame``)."""

    @property
    def game_id(self) -> str: ...
    def options_to_json(self, options: object) -> JsonObject: ...
    def is_terminal(self, state: _StateIn) -> bool: ...
    def records(self, state: _StateIn) -> tuple[RecordRow, ...]: ...
    def standings(self, state: _StateIn) -> tuple[Standing, ...]: ...
    def result(self, state: _StateIn) -> GameResult: ...


class WithOptions(Protocol):
    """A game's state as the score sheet reads it: it holds its options."""

    @property
    def options(self) -> object: ...


_State = TypeVar("_State", bound=WithOptions)


@dataclass(frozen=True)
class SheetFacts:
    """What a score sheet is made of: the game, its options (JSON), the
    standings and records now, and whether the game is over."""

    game_id: str
    options: JsonObject
    standings: tuple[Standing, ...]
    records: tuple[RecordRow, ...]
    finished: bool


def facts_of(rules: SheetRules[_State], state: _State) -> SheetFacts:
    """The sheet's facts of an engine state (or of a ``KeeperGame`` with the keeper's rules)."""
    return SheetFacts(rules.game_id, rules.options_to_json(state.options), tuple(rules.standings(state)),
                      tuple(rules.records(state)), bool(rules.is_terminal(state)))


class SheetSource(Protocol):
    """What the score-sheet dock and printing read."""

    def sheet_facts(self) -> SheetFacts | None:
        """The facts of the game's sheet now (None: no game to show)."""
        ...

    @property
    def seats(self) -> Sequence[Seat | str]:
        """One per seat, in seat order: a ``Seat`` (or, in the keeper, a name)."""
        ...

    @property
    def state_changed(self) -> SignalInstance:
        """Emitted after every change of ``state`` (and of what is shown)."""
        ...


class GameSource(SheetSource, Protocol):
    """What the table, its input, recent moves, flights, the move log, the
    summaries and the window's status read from a game, and the two
    requests the table makes. Everything here may be shown to the person
    at this screen; ``state`` only through the rules' observations."""

    @property
    def rules(self) -> AnyRules:
        """The game's engine (its options, a rematch, a replay of the record)."""
        ...

    @property
    def state(self) -> object:
        """The whole engine state, hidden cards too (a network seat holds
        none until the game is over: None); views read ``seat_view()``."""
        ...

    @property
    def seats(self) -> tuple[Seat, ...]:
        """The seats with their names and kinds (human, computer)."""
        ...

    @property
    def table_seats(self) -> tuple[Seat, ...]:
        """The seats as the table names them (a lesson's booklet players go
        by their names alone); ``seats`` everywhere but a lesson."""
        ...

    @property
    def options(self) -> object:
        """The game's options (None if the game was not created with them)."""
        ...

    @property
    def seed(self) -> int: ...

    @property
    def game_id(self) -> str: ...

    @property
    def history(self) -> tuple[object, ...]:
        """Every action applied up to the shown position, in order."""
        ...

    @property
    def human_seats(self) -> tuple[int, ...]: ...

    @property
    def last_actor(self) -> int | None:
        """The seat that made the last move shown (None before any)."""
        ...

    @property
    def speed_ms(self) -> int:
        """Milliseconds per computer move: how long a flight may take."""
        ...

    @property
    def paused(self) -> bool:
        """Nobody moves until the player resumes (Play > Pause)."""
        ...

    def current_seat(self) -> int | None:
        """The seat to act (None once the game is over)."""
        ...

    def is_over(self) -> bool: ...

    def round_held(self) -> bool:
        """A finished round's table is shown (the next deal waits)."""
        ...

    def privacy_pending(self) -> int | None:
        """The human seat waiting behind the privacy screen, if any."""
        ...

    def viewing_seat(self) -> int | None:
        """The seat whose hand may be shown (None behind the privacy screen)."""
        ...

    def display_seat(self) -> int | None:
        """The perspective the table draws (None behind the privacy screen)."""
        ...

    def observation(self) -> Observation[SeenEvent] | None:
        """The observation of ``display_seat()``: that seat's view only
        (None behind the privacy screen)."""
        ...

    def seat_view(self) -> SeatView:
        """What this window may do in the game now (capabilities as fields:
        ``seat_view``); ``state_changed`` says it may have changed."""
        ...

    def check(self, action: object) -> Rejection | None:
        """None if the viewing seat may make ``action`` now, else why not."""
        ...

    def request(self, action: object) -> Rejection | None:
        """Make ``action`` for the viewing seat: None, or the refusal (also
        emitted as ``action_rejected`` by a live game)."""
        ...


class GameControl(GameSource, Protocol):
    """What the main window drives in a game that is played (not a replay)."""

    @property
    def action_rejected(self) -> SignalInstance:
        """(Rejection) a human request was refused."""
        ...

    @property
    def round_finished(self) -> SignalInstance:
        """(RecordRow) a round (a match game) ended."""
        ...

    @property
    def game_finished(self) -> SignalInstance:
        """(GameResult) the game is over."""
        ...

    @property
    def privacy_required(self) -> SignalInstance:
        """(int) show the privacy screen for that human seat."""
        ...

    @property
    def busy_changed(self) -> SignalInstance:
        """(bool) a computer player is thinking or waiting to move."""
        ...

    @property
    def autosave_failed(self) -> SignalInstance:
        """(str) English detail of a failed autosave."""
        ...

    #: After a round, wait for ``continue_round`` (the window shows the summary).
    hold_round_end: bool

    @property
    def busy(self) -> bool: ...

    @property
    def started_at(self) -> str:
        """When the game started (ISO 8601 UTC), for the history."""
        ...

    def result(self) -> GameResult: ...

    def saved_game(self, title: str | None = None) -> SavedGame:
        """The game as a ``persistence.SavedGame``; ValueError if it cannot be
        saved here (``seat_view().may_save`` says so first)."""
        ...

    def hint(self) -> object:
        """A suggested move for the viewing seat (None if it is not to act)."""
        ...

    def can_take_back(self) -> bool: ...

    def take_back(self) -> Rejection | None:
        """Edit > Undo: take back the viewing seat's last move of this turn."""
        ...

    def acknowledge_privacy(self) -> None:
        """The next player is at the screen: show their hand."""
        ...

    def continue_round(self) -> None:
        """Deal the next round after a held round end."""
        ...

    def set_speed(self, ms_per_move: int) -> None: ...

    def set_paused(self, paused: bool) -> None: ...

    def shutdown(self) -> None:
        """Stop playing; the controller is dead after."""
        ...

    def deleteLater(self) -> None:
        """Delete the (Qt) object once control returns to the event loop."""
        ...
