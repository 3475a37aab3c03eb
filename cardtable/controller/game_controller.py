"""One ``GameController`` per open game: the only path by which moves happen.

The table emits requests; the controller asks the engine (``check``/``apply``)
and views refresh from ``state_changed``. Human and computer moves take the
same path, so a move is legal because the engine said so, never because a
widget thought so.

Computer seats think on the app's worker jobs (``background_ops``, running
``ai_worker.think``), which see only the seat's observation and its policy; the chosen action is applied here,
on the UI thread, one move at a time with ``speed`` milliseconds between
moves so the table can animate.

Pass-and-play: with two or more human seats, ``viewing_seat`` (the hand the
table may show) becomes ``None`` whenever a *different* human is about to
act, and ``privacy_required`` is emitted; only ``acknowledge_privacy`` shows
the next hand. With exactly one human, ``viewing_seat`` is always that human.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from typing import Any

from PySide6.QtCore import QElapsedTimer, QObject, QTimer, Signal

from cardtable.controller.ai_worker import ReplayedHistory, think
from cardtable.controller.background_ops import Op, background
from cardtable.controller.source import GameControl
from cardtable.engine.api import IllegalAction, Rejection, shuffle_rng
from cardtable.engine.takeback import TAKE_BACK
from cardtable.seats import Seat

log = logging.getLogger(__name__)

#: Rule id of the controller's own rejection: the viewing seat is not to act.
NOT_YOUR_TURN = "APP-TURN"
#: Rule id when a request arrives while the game is over.
GAME_OVER = "APP-OVER"
#: At most this many unseen observations are queued per computer seat.
MAX_PENDING = 1000

PolicyFactory = Callable[[str, str, int, int], Any]
AutosaveHook = Callable[["GameController"], None]
FinishedHook = Callable[["GameController"], None]


def default_policy_factory(game_id: str, level: str, seat: int, seed: int) -> Any:
    """The computer player of ``cardtable.ai`` for that game and level."""
    from cardtable.ai.base import make_policy

    return make_policy(game_id, level, seat, seed)


def policy_seed(seed: int, seat: int, purpose: str = "policy") -> int:
    """A per-seat seed derived from the game seed (replayable AI choices)."""
    return shuffle_rng(seed, purpose, seat).getrandbits(62)


class GameController(QObject):
    """Turn flow, computer turns, pass-and-play privacy and autosave of one game."""

    state_changed = Signal()
    action_rejected = Signal(object)  # api.Rejection of a human request
    round_finished = Signal(object)  # the finished round's (or match game's) RecordRow
    game_finished = Signal(object)  # api.GameResult
    privacy_required = Signal(int)  # next human seat; show the privacy screen
    busy_changed = Signal(bool)  # a computer player is thinking or waiting to move
    autosave_failed = Signal(str)  # English detail; the window shows a translated note

    def __init__(
        self,
        rules: Any,
        state: Any,
        seats: Sequence[Seat],
        *,
        seed: int,
        actions: Sequence[Any] = (),
        parent: QObject | None = None,
        speed_ms: int = 400,
        policy_factory: PolicyFactory | None = None,
        autosave: AutosaveHook | None = None,
        options: Any = None,
        finished_hook: FinishedHook | None = None,
    ) -> None:
        super().__init__(parent)
        seats = tuple(seats)
        if len(seats) != rules.num_players(state):
            raise ValueError(
                f"{len(seats)} seats for a game of {rules.num_players(state)} players"
            )
        self._rules = rules
        self._state = state
        self._seats = seats
        self._seed = seed
        self._options = options
        self._actions: list[Any] = list(actions)
        self._speed_ms = max(0, int(speed_ms))
        self._policy_factory = policy_factory or default_policy_factory
        self._autosave = autosave
        self._finished_hook = finished_hook  # keeps the finished game (the history)
        self.started_at = datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")  # shown in the history only
        self._humans = tuple(i for i, s in enumerate(seats) if s.is_human)
        self._policies: dict[int, Any] = {}
        self._pending: dict[int, list[Any]] = {i: [] for i, s in enumerate(seats) if not s.is_human}
        if self._actions and options is not None:  # a loaded game: let them remember it
            for seat, queue in self._pending.items():
                queue.append(ReplayedHistory(rules, options, seed, tuple(self._actions), seat))
        # pass-and-play: the human whose hand may be shown, and who waits
        self._viewing: int | None = self._humans[0] if len(self._humans) == 1 else None
        self._privacy_for: int | None = None
        self._busy = False
        self._paused = False
        self._started = False
        self._finished_emitted = False
        self._shut = False
        self._token = 0  # identifies the outstanding AI request
        self._thinking = False
        self._thought: Op[Any] | None = None  # the computer's move being chosen on a worker
        self._lane = object()  # this game's computer moves: one at a time, in order
        self._move_clock = QElapsedTimer()
        self._move_clock.start()
        self._move_timer = QTimer(self)
        self._move_timer.setSingleShot(True)
        self._move_timer.timeout.connect(self._apply_ready_move)
        self._ready: tuple[int, Any] | None = None  # (seat, action) waiting for its delay
        #: the window sets it: after a round, wait for ``continue_round`` (the summary)
        self.hold_round_end = False
        self._held: Any = None  # the round-end table while held, else None
        self._last_actor: int | None = None
        QTimer.singleShot(0, self, self.start)

    # -- read-only view ---------------------------------------------------
    @property
    def rules(self) -> Any:
        return self._rules

    @property
    def state(self) -> Any:
        return self._state

    @property
    def seats(self) -> tuple[Seat, ...]:
        return self._seats

    @property
    def table_seats(self) -> tuple[Seat, ...]:
        """The seats as the table names them (``GameSource``): the seats."""
        return self._seats

    @property
    def seed(self) -> int:
        return self._seed

    @property
    def options(self) -> Any:
        """The options the game was created with (None if not given)."""
        return self._options

    @property
    def game_id(self) -> str:
        return self._rules.game_id

    @property
    def history(self) -> tuple[Any, ...]:
        """Every applied action, in order (the save file's action log)."""
        return tuple(self._actions)

    @property
    def speed_ms(self) -> int:
        return self._speed_ms

    @property
    def busy(self) -> bool:
        return self._busy

    @property
    def move_waiting(self) -> bool:
        """A computer player's move is chosen and waits for its delay (``speed``)."""
        return self._ready is not None

    @property
    def paused(self) -> bool:
        return self._paused

    @property
    def human_seats(self) -> tuple[int, ...]:
        return self._humans

    def current_seat(self) -> int | None:
        """The seat to act, or None when the game is over."""
        if self._rules.is_terminal(self._state):
            return None
        return self._rules.current_player(self._state)

    def is_over(self) -> bool:
        return bool(self._rules.is_terminal(self._state))

    def result(self) -> Any:
        return self._rules.result(self._state)

    @property
    def last_actor(self) -> int | None:
        """The seat that made the last applied move (None before any)."""
        return self._last_actor

    def held_position(self) -> Any:
        """While a finished round waits for "Deal next round": the engine state
        of the table the moment the round ended (every hand may be shown face
        up); once the game is over, its final state; else None."""
        if self._held is not None:
            return self._held
        if self.is_over():
            return self._state
        return None

    def round_held(self) -> bool:
        """A finished round waits for ``continue_round`` (nobody moves)."""
        return self._held is not None

    def continue_round(self) -> None:
        """"Deal next round": show the new deal, then privacy, then play on."""
        if self._held is None:
            return
        self._held = None
        self.state_changed.emit()
        if self._privacy_for is not None:
            self.privacy_required.emit(self._privacy_for)
        self._advance()

    def privacy_pending(self) -> int | None:
        """The human seat waiting behind the privacy screen, if any."""
        return self._privacy_for

    def viewing_seat(self) -> int | None:
        """The human seat whose hand the table may show.

        None while the privacy screen is up, before the first human of a
        pass-and-play game has acknowledged it, or when no human plays.
        """
        return self._viewing

    def display_seat(self) -> int | None:
        """The perspective the table draws: the viewing seat, or seat 0 of an
        all-computer game (a spectator sees seat 0's view); None behind the
        privacy screen."""
        if self._viewing is not None:
            return self._viewing
        if not self._humans:
            return 0
        return None

    def observation(self) -> Any:
        """The observation of ``display_seat()`` (None behind the privacy screen)."""
        seat = self.display_seat()
        if seat is None:
            return None
        return self._rules.observation(self._state, seat)

    def is_viewers_turn(self) -> bool:
        seat = self.current_seat()
        return (
            seat is not None
            and seat == self._viewing
            and self._privacy_for is None
            and not self._busy
            and self._held is None
        )

    # -- human requests ---------------------------------------------------
    def check(self, action: Any) -> Rejection | None:
        """None if the viewing human may make ``action`` now, else why not."""
        if self.is_over():
            return Rejection.of(GAME_OVER, "The game is over.")
        if not self.is_viewers_turn():
            return Rejection.of(NOT_YOUR_TURN, "It is not your turn.")
        return self._rules.check(self._state, action)

    def request(self, action: Any) -> Rejection | None:
        """A human's move: applied, or ``action_rejected`` emitted and returned."""
        rejection = self.check(action)
        if rejection is None:
            try:
                self._apply(action)
            except IllegalAction as exc:  # check and apply disagree: never crash
                rejection = exc.rejection
        if rejection is not None:
            self.action_rejected.emit(rejection)
        return rejection

    def can_take_back(self) -> bool:
        """Whether Edit > Undo may take back the viewing seat's last move:
        the engine decides (rule APP-UNDO, ``engine/takeback.py``)."""
        return self.check(TAKE_BACK) is None

    def take_back(self) -> Rejection | None:
        """Edit > Undo: the engine restores the state before the last move of
        this turn; it goes into the action log like any move."""
        return self.request(TAKE_BACK)

    def legal_actions(self) -> list[Any]:
        """The viewing seat's legal actions when it is on turn, else []."""
        if self.is_over() or not self.is_viewers_turn():
            return []
        return list(self._rules.legal_actions(self._state))

    def hint(self) -> Any:
        """The medium computer player's suggestion for the viewing seat."""
        if not self.legal_actions():
            return None
        seat = self._viewing
        assert seat is not None
        observation = self._rules.observation(self._state, seat)
        try:
            policy = self._policy_factory(
                self.game_id, "medium", seat, policy_seed(self._seed, seat, "hint")
            )
            policy.observe(observation)
            action = policy.choose(observation)
        except Exception:
            log.exception("hint policy failed")
            action = None
        if action is None or self._rules.check(self._state, action) is not None:
            legal = self.legal_actions()
            return legal[0] if legal else None
        return action

    def acknowledge_privacy(self) -> None:
        """The next player clicked "ready": show their hand."""
        if self._privacy_for is None:
            return
        self._viewing = self._privacy_for
        self._privacy_for = None
        self.state_changed.emit()

    # -- settings and life cycle -----------------------------------------
    def set_speed(self, ms_per_move: int) -> None:
        """Applies at once, also to a computer move already waiting for its delay."""
        self._speed_ms = max(0, int(ms_per_move))
        if self._move_timer.isActive():
            wait = self._speed_ms - self._move_clock.elapsed()
            self._move_timer.start(max(0, int(wait)))

    def set_paused(self, paused: bool) -> None:
        """Hold computer moves (e.g. while a round summary is shown)."""
        if paused == self._paused:
            return
        self._paused = paused
        if not paused:
            self._advance()

    def start(self) -> None:
        """Begin the turn flow (runs by itself once the event loop turns)."""
        if self._started or self._shut:
            return
        self._started = True
        self._update_view()
        self.state_changed.emit()
        if self.is_over():
            self._emit_finished()
            return
        if self._privacy_for is not None:
            self.privacy_required.emit(self._privacy_for)
        self._advance()

    def shutdown(self) -> None:
        """Stop computer play (a move still being chosen is dropped); the controller is dead after."""
        if self._shut:
            return
        self._shut = True
        self._token += 1
        self._move_timer.stop()
        self._ready = None
        if self._thought is not None:  # a move still being chosen is dropped
            self._thought.cancel()
            self._thought = None
        self._set_busy(False)

    def saved_game(self, title: str | None = None) -> Any:
        """The game as a ``persistence.SavedGame`` (needs ``options``)."""
        from cardtable.controller.saving import saved_game_of

        return saved_game_of(self, title)

    def autosave_now(self) -> None:
        """The autosave hook: runs after every completed turn."""
        if self._autosave is None:
            return
        try:
            self._autosave(self)
        except Exception as exc:  # never lose the game over a failed autosave
            log.exception("autosave failed")
            self.autosave_failed.emit(str(exc))

    # -- internals ----------------------------------------------------------
    def _apply(self, action: Any) -> None:
        rules = self._rules
        before = self._state
        actor = rules.current_player(before)
        rounds_before = len(rules.records(before))
        after = rules.apply(before, action)
        self._state = after
        self._actions.append(action)
        self._last_actor = actor
        self._move_clock.restart()
        for seat, queue in self._pending.items():
            queue.append(rules.observation(after, seat))
            if len(queue) > MAX_PENDING:
                del queue[: len(queue) - MAX_PENDING]
        terminal = rules.is_terminal(after)
        records = rules.records(after)
        round_done = len(records) > rounds_before
        turn_done = terminal or round_done or rules.current_player(after) != actor
        if round_done and self.hold_round_end and not terminal:
            held = rules.round_end_position(before, action)
            self._held = held if held is not None else after
        self._update_view()
        self.state_changed.emit()
        if turn_done:
            self.autosave_now()
        if round_done:
            self.round_finished.emit(records[-1])
        if terminal:
            self._emit_finished()
            return
        if self._held is not None:
            return  # privacy and the next move wait for continue_round()
        if self._privacy_for is not None:
            self.privacy_required.emit(self._privacy_for)
        self._advance()

    def _emit_finished(self) -> None:
        self._set_busy(False)
        if not self._finished_emitted:
            self._finished_emitted = True
            if self._finished_hook is not None:
                try:
                    self._finished_hook(self)
                except Exception:  # the history must never stop the game-over dialog
                    log.exception("recording the finished game failed")
            self.game_finished.emit(self._rules.result(self._state))

    def _update_view(self) -> None:
        """Who may be shown after a state change (pass-and-play gate)."""
        if len(self._humans) < 2:
            return
        seat = self.current_seat()
        if seat is None or seat not in self._humans or seat == self._viewing:
            return
        if self._privacy_for != seat:
            self._viewing = None
            self._privacy_for = seat

    def _set_busy(self, busy: bool) -> None:
        if busy != self._busy:
            self._busy = busy
            self.busy_changed.emit(busy)

    def _advance(self) -> None:
        """Start the computer's next move if a computer seat is to act."""
        if self._shut or not self._started or self._paused or self._thinking:
            return
        if self._held is not None:
            return
        if self._ready is not None:
            return
        seat = self.current_seat()
        if seat is None or self._seats[seat].is_human:
            self._set_busy(False)
            return
        self._set_busy(True)
        policy = self._policy_for(seat)
        pending = self._pending[seat]
        self._pending[seat] = []
        if policy is None:  # the seat's computer player could not be made
            self._token += 1
            self._thinking = True
            self._on_chosen(self._token, None)
            return
        observation = self._rules.observation(self._state, seat)
        self._token += 1
        self._thinking = True
        token = self._token
        self._thought = background().run(
            lambda: think(policy, pending, observation), lane=self._lane,
            done=lambda action: self._on_chosen(token, action),
            failed=lambda error: self._on_failed(token, error))

    def _policy_for(self, seat: int) -> Any:
        if seat not in self._policies:
            level = self._seats[seat].level or "medium"
            seed = policy_seed(self._seed, seat)
            try:
                policy = self._policy_factory(self.game_id, level, seat, seed)
            except Exception:  # a broken AI must not stop the game
                log.exception("cannot create the computer player of seat %s", seat)
                policy = None  # every move of this seat becomes a substitute
            self._policies[seat] = policy
        return self._policies[seat]

    def _on_chosen(self, token: int, action: Any) -> None:
        if token != self._token or self._shut:
            return
        self._thinking = False
        self._thought = None
        seat = self.current_seat()
        if seat is None:
            return
        if action is None or self._rules.check(self._state, action) is not None:
            log.warning("computer seat %s chose an illegal action %r", seat, action)
            action = self._substitute(seat)
            if action is None:
                return
        self._ready = (seat, action)
        wait = self._speed_ms - self._move_clock.elapsed()
        self._move_timer.start(max(0, int(wait)))

    def _on_failed(self, token: int, error: BaseException) -> None:
        if token != self._token or self._shut:
            return
        log.error("computer player failed", exc_info=error)
        self._on_chosen(token, None)

    def _substitute(self, seat: int) -> Any:
        """A seeded random legal move for a computer whose policy failed."""
        legal = list(self._rules.legal_actions(self._state))
        if not legal:
            log.error("no legal action for computer seat %s", seat)
            self._set_busy(False)
            return None
        rng = shuffle_rng(self._seed, "substitute", len(self._actions))
        return legal[rng.randrange(len(legal))]

    def _apply_ready_move(self) -> None:
        if self._ready is None or self._shut:
            return
        seat, action = self._ready
        self._ready = None
        if self._paused or seat != self.current_seat():
            self._advance()
            return
        try:
            self._apply(action)
        except IllegalAction:
            log.exception("computer action refused by the engine")
            substitute = self._substitute(seat)
            if substitute is not None:
                self._apply(substitute)


_CHECKED: type[GameControl] = GameController  # mypy: a GameController is a GameControl
