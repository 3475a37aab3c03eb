"""``ReplayController``: a recorded game at one position, read by the real table.

Why: the replay uses the same ``TableView``, scene model, adapters and move
log as a live game, and those read a controller. This one answers the same
read-only questions as ``GameController`` (state, seats, history, viewing
seat, held position...) for the timeline's current position and refuses
every move (APP-TURN: nobody is to act in a replay). Which position is shown
is all it changes; the engine states come from ``persistence.timeline``.

Who is shown: a finished game lies open (``held_position`` is the current
state, so the table turns every hand face up, as at a round end; stepping
onto the move that ends a round first holds the table that round ended with,
the engine's ``round_end_position``); an unfinished one is drawn from its
viewer seat's observation only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from cardtable.controller.game_controller import NOT_YOUR_TURN
from cardtable.controller.seat_view import SeatView, view_of_state
from cardtable.controller.source import GameSource, SheetFacts, facts_of
from cardtable.engine.api import AnyRules, Observation, Rejection

if TYPE_CHECKING:
    from cardtable.controller.seat_view import SeenEvent
    from cardtable.persistence.timeline import Timeline
    from cardtable.seats import Seat


class ReplayController(QObject):
    """The position ``position`` of ``timeline``; ``state_changed`` after each change."""

    state_changed = Signal()
    position_changed = Signal(int)

    def __init__(self, timeline: Timeline, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.timeline = timeline
        self.position = 0
        self.animate_next = False  # only a single step forward flies
        self.speed_ms = 300
        self._state = timeline.state(0)
        self._round_end: object | None = None  # the table a round ended with, shown before the next deal

    # -- moving ------------------------------------------------------------------
    def go_to(self, position: int) -> None:
        """Show ``position`` (clamped); one step forward is animated, jumps are not."""
        position = max(0, min(self.timeline.length, int(position)))
        if position == self.position and self._round_end is None:
            return
        onwards = position == self.position + 1 or (position == self.position and self._round_end is not None)
        self._show(position, onwards, None)  # a step (or the deal after a round's end) flies

    def step_forward(self) -> None:
        """One move on; a move that ends a round of a finished game first shows
        the table the round ended with (every hand face up, as the live table
        does), and the next step the new deal."""
        if self._round_end is not None:
            self._show(self.position, True, None)
            return
        position = self.position + 1
        if position > self.timeline.length:
            return
        held = None
        if self.timeline.finished and position in self.timeline.round_starts[1:]:
            held = self.rules.round_end_position(self.timeline.state(position - 1),
                                                 self.timeline.actions[position - 1])
        self._show(position, True, held)

    def _show(self, position: int, animate: bool, round_end: object | None) -> None:
        self.animate_next = animate
        self.position = position
        self._round_end = round_end
        self._state = self.timeline.state(position)
        self.state_changed.emit()
        self.animate_next = False
        self.position_changed.emit(position)

    def round_index(self) -> int:
        return self.timeline.round_index(self.position)

    # -- what GameController answers -----------------------------------------------
    @property
    def rules(self) -> AnyRules:
        return self.timeline.rules

    @property
    def state(self) -> object:
        return self._state

    @property
    def seats(self) -> tuple[Seat, ...]:
        return self.timeline.seats

    @property
    def table_seats(self) -> tuple[Seat, ...]:
        return self.timeline.seats

    @property
    def paused(self) -> bool:
        return False  # nothing plays by itself: the viewer steps

    @property
    def seed(self) -> int:
        return self.timeline.seed

    @property
    def options(self) -> object:
        return self.timeline.options

    @property
    def game_id(self) -> str:
        return self.timeline.rules.game_id

    @property
    def history(self) -> tuple[object, ...]:
        return self.timeline.actions[: self.position]

    @property
    def human_seats(self) -> tuple[int, ...]:
        return tuple(i for i, seat in enumerate(self.seats) if seat.is_human)

    @property
    def last_actor(self) -> int | None:
        return self.timeline.actor(self.position)

    def current_seat(self) -> int | None:
        if self.is_over():
            return None
        return self.rules.current_player(self._state)

    def is_over(self) -> bool:
        return bool(self.rules.is_terminal(self._state))

    def held_position(self) -> object | None:
        """A finished game: every hand lies open at every position (at a round's
        end, the table it ended with)."""
        if self._round_end is not None:
            return self._round_end
        return self._state if self.timeline.finished else None

    def round_held(self) -> bool:
        """The table a round ended with is shown (the next step deals)."""
        return self._round_end is not None

    def privacy_pending(self) -> int | None:
        return None

    def viewing_seat(self) -> int:
        return self.timeline.viewer

    def display_seat(self) -> int:
        return self.timeline.viewer

    def observation(self) -> Observation[SeenEvent]:
        return self.rules.observation(self._state, self.timeline.viewer)

    def sheet_facts(self) -> SheetFacts:
        return facts_of(self.rules, self._state)

    def seat_view(self) -> SeatView:
        """A replay: the viewer steps; nothing is played, saved or hinted."""
        capabilities = SeatView(human_seats=self.human_seats, speed_ms=self.speed_ms, may_save=False,
                                may_pause=False, may_hint=False, may_rematch_here=False)
        viewer = self.timeline.viewer
        return view_of_state(self.rules, self._state, self.held_position(), viewer, viewer,
                             (self.human_seats or (0,))[0], len(self.seats), capabilities)

    def check(self, action: object) -> Rejection:
        return Rejection.of(NOT_YOUR_TURN, "This is a replay: nobody moves.")

    def request(self, action: object) -> Rejection:
        return self.check(action)


_CHECKED: type[GameSource] = ReplayController  # mypy: a replay answers what the table asks
