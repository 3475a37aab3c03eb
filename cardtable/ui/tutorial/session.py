"""The game controller of a lesson: the real engine, plus the lesson's script.

Why: a lesson is played on the real table with the real drag-and-drop, so it
needs a controller the table already understands. ``LessonController`` is a
``GameController`` that (1) accepts only the move the current step asks for
(any other legal move is refused with rule ``APP-LESSON``; an illegal move
keeps the engine's own rule), (2) never lets the computer seats move (a
lesson shows one turn, not a game), (3) never autosaves, and (4) walks
through the steps, setting up a step's new position when it has one.

A ``replay`` step plays its moves by itself, one every ``REPLAY_MS``, for
whichever seat is to act. A round that ends in a lesson, by a replayed move
or by the learner's own (going out), stays on the table (every hand face
up, the completed phases ticked: the coach may ask to count them) until a
later step sets up a position or asks for a move, or the learner answers
the step's question. A
``question`` step waits for :meth:`answer` (one value per seat).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from cardtable.controller.game_controller import GameController
from cardtable.controller.seat_view import SeatView
from cardtable.controller.source import GameControl
from cardtable.engine.api import EngineError, Rejection
from cardtable.engine.registry import get_rules
from cardtable.seats import Seat
from cardtable.tutorial.lessons import Lesson, Step, expected_action, load_state, matches

LESSON_RULE = "APP-LESSON"
REPLAY_MS = 1200  # between the replayed moves: time to see the position first


class LessonController(GameController):
    """See the module docstring. ``step_changed(index)`` after every step;
    ``wrong_move(rejection)`` when a move was refused during a step."""

    COMPUTERS_PLAY = False  # a lesson shows one turn, not a game

    step_changed = Signal(int)
    wrong_move = Signal(object)
    wrong_answer = Signal(list)  # the values given to a question, not right yet
    replay_done = Signal()

    def __init__(self, lesson: Lesson, seat_names: list[str], parent: QObject | None = None) -> None:
        rules = get_rules(lesson.game)
        state = load_state(rules, lesson.position, f"{lesson.id}.position")
        seats = [Seat(seat_names[0])] + [Seat(n, "computer", "easy") for n in seat_names[1:]]
        super().__init__(rules, state, seats, seed=0, parent=parent, speed_ms=0, autosave=None)
        self.lesson = lesson
        self.hold_round_end = True  # a round's end stays face up (see the module docstring)
        self.step_index = 0
        self._replay: list[Mapping[str, object]] = []  # the replay step's moves still to show
        self._replay_timer = QTimer(self)
        self._replay_timer.setSingleShot(True)
        self._replay_timer.timeout.connect(self._replay_next)
        self._enter_step()

    @property
    def table_seats(self) -> tuple[Seat, ...]:
        """The seats as the table names them: the other seats are the booklet's
        players, not computer opponents, so their names stand alone (no
        "(computer, easy)"); they stay computer seats for the controller."""
        return tuple(Seat(seat.name) for seat in self.seats)

    # -- the script ------------------------------------------------------------------
    def step(self) -> Step | None:
        steps = self.lesson.steps
        return steps[self.step_index] if self.step_index < len(steps) else None

    def finished(self) -> bool:
        """True on the lesson's last step once nothing more is asked."""
        step = self.step()
        return step is None or (self.step_index == len(self.lesson.steps) - 1 and not step.waits)

    def replaying(self) -> bool:
        """A replay step is still showing its moves."""
        return bool(self._replay)

    def expected(self) -> object:
        """The move the current step asks for (what "Show me" plays), or None."""
        step = self.step()
        if step is None or step.expect is None:
            return None
        return expected_action(self._rules, self.state, step.expect)

    def next_step(self) -> None:
        """Go on from a step that only explains (the panel's Next button)."""
        step = self.step()
        if step is not None and not step.waits and not self.replaying() and not self.finished():
            self.step_index += 1
            self._enter_step()

    def answer(self, values: Sequence[Any]) -> Rejection | None:
        """The learner's answer to the step's question (one value per seat).

        Right: the held round end gives way to the next deal (which shows
        the answer on the table) and the lesson goes on. Wrong: refused
        with ``APP-LESSON`` (``wrong_answer``; the panel shows the lesson's
        explanation).
        """
        step = self.step()
        if step is None or step.question is None:
            return Rejection.of(LESSON_RULE, "This step asks no question.")
        if list(values) != list(step.question.answer):
            self.wrong_answer.emit(list(values))
            return Rejection.of(LESSON_RULE, "That is not the answer yet.")
        self.continue_round()
        self.step_index += 1
        self._enter_step()
        return None

    def show_me(self) -> Rejection | None:
        """Make the expected move (or give the right answer) for the player."""
        step = self.step()
        if step is not None and step.question is not None:
            return self.answer(step.question.answer)
        action = self.expected()
        if action is None:
            return None
        return self.request(action)

    def _enter_step(self) -> None:
        step = self.step()
        if step is not None and step.position is not None:
            self._set_position(load_state(self._rules, step.position, self.lesson.id))
        elif step is not None and step.expect is not None and self.round_held():
            self.continue_round()  # a move is asked: the next deal is on the table
        if step is not None and step.replay:
            self._replay = list(step.replay)
            self._replay_timer.start(REPLAY_MS)
        self.step_changed.emit(self.step_index)

    def _replay_next(self) -> None:
        """Show the replay step's next move (made by whoever is to act)."""
        if not self._replay:
            return
        action = expected_action(self._rules, self.state, self._replay.pop(0))
        if action is None:  # lessons.validate refuses such a file: never reached by shipped lessons
            self._replay = []
        else:
            self._apply(action)
        if self._replay:
            self._replay_timer.start(REPLAY_MS)
        else:
            self.replay_done.emit()

    def shutdown(self) -> None:
        self._replay_timer.stop()
        self._replay = []
        super().shutdown()

    # -- GameController hooks ------------------------------------------------------------
    def check(self, action: object) -> Rejection | None:
        rejection = super().check(action)
        if rejection is not None:
            return rejection
        step = self.step()
        wanted = step.expect if step is not None else None
        try:
            made = self._rules.action_to_json(action)
        except EngineError:  # not an action of the game's JSON: never this lesson's move
            made = {}
        if wanted is None or not matches(wanted, made):  # also Edit > Undo (a lesson goes on)
            return Rejection.of(LESSON_RULE, "This lesson asks for another move.")
        return None

    def request(self, action: object) -> Rejection | None:
        index = self.step_index
        rejection = super().request(action)
        if rejection is not None:
            self.wrong_move.emit(rejection)
        elif self.step_index == index:
            self.step_index += 1
            self._enter_step()
        return rejection

    def hint(self) -> object:
        return self.expected()

    def seat_view(self) -> SeatView:
        """A lesson: never saved (it starts again from Help > Learn to play)."""
        return replace(super().seat_view(), lesson=True, may_save=False)



_CHECKED: type[GameControl] = LessonController  # mypy: a lesson plays on the real table
