"""One ``GameController`` per game played at this screen: its seats' link to the table.

A game played here is the same authoritative table as a network game
(``net/table.py``'s ``Table``), in this process: the table decides whose
turn it is, checks every move with the engine, holds a finished round,
chooses and applies the computers' moves (a failed computer player gets a
seeded substitute) and knows when the game is over. This controller is the
seat link of the people at this screen, as a connection is for a window
elsewhere: the table view's requests go to ``Table.play`` (the engine says
yes or "no, rule P10-13"), and views refresh from ``state_changed``.

What belongs to one screen stays here: computer seats think on the app's
worker jobs (``background_ops`` running ``Table.think``) and their move is
applied on the UI thread with ``speed`` milliseconds between moves so the
table can animate; pause; hints; take-back (an engine action like any
other); autosave after each turn; and the pass-and-play privacy screen.

Pass-and-play: with two or more human seats, ``viewing_seat`` (the hand the
table may show) becomes ``None`` whenever a *different* human is about to
act, and ``privacy_required`` is emitted; only ``acknowledge_privacy`` shows
the next hand. With exactly one human, ``viewing_seat`` is always that human.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from cardtable.controller.computer_pace import ComputerPace
from cardtable.controller.seat_view import SeatView, SeenEvent, view_of_state
from cardtable.controller.source import GameControl, SheetFacts, facts_of
from cardtable.engine.api import (
    AnyRules,
    GameResult,
    IllegalAction,
    Observation,
    Rejection,
)
from cardtable.engine.takeback import TAKE_BACK
from cardtable.net.computers import default_policy, policy_seed
from cardtable.net.table import COMPUTER, PERSON, SeatSlot, Table
from cardtable.seats import Seat

if TYPE_CHECKING:
    from cardtable.ai.base import Policy
    from cardtable.persistence.savefile import SavedGame

log = logging.getLogger(__name__)

#: Rule id of the controller's own rejection: the viewing seat is not to act.
NOT_YOUR_TURN = "APP-TURN"
#: Rule id when a request arrives while the game is over.
GAME_OVER = "APP-OVER"
PolicyFactory = Callable[[str, str, int, int], "Policy"]
AutosaveHook = Callable[["GameController"], None]
FinishedHook = Callable[["GameController"], None]


class GameController(QObject):
    """The people at this screen's link to their game's table: requests, computer
    moves' pace, pass-and-play privacy and autosave (see the module docstring)."""

    #: the computer seats play their turns (a lesson shows one turn and plays none)
    COMPUTERS_PLAY = True

    state_changed = Signal()
    action_rejected = Signal(object)  # api.Rejection of a human request
    round_finished = Signal(object)  # the finished round's (or match game's) RecordRow
    game_finished = Signal(object)  # api.GameResult
    privacy_required = Signal(int)  # next human seat; show the privacy screen
    busy_changed = Signal(bool)  # a computer player is thinking or waiting to move
    autosave_failed = Signal(str)  # English detail; the window shows a translated note

    def __init__(
        self,
        rules: AnyRules,
        state: object,
        seats: Sequence[Seat],
        *,
        seed: int,
        actions: Sequence[object] = (),
        parent: QObject | None = None,
        speed_ms: int = 400,
        policy_factory: PolicyFactory | None = None,
        autosave: AutosaveHook | None = None,
        options: object = None,
        finished_hook: FinishedHook | None = None,
    ) -> None:
        super().__init__(parent)
        seats = tuple(seats)
        if len(seats) != rules.num_players(state):
            raise ValueError(
                f"{len(seats)} seats for a game of {rules.num_players(state)} players"
            )
        self._rules = rules
        self._seats = seats
        self._seed = seed
        self._options = options
        self._policy_factory: PolicyFactory = policy_factory or default_policy
        #: the authoritative table: this process's own, with every seat's person at this screen
        self._table = Table(rules, options, seed, [_slot(seat) for seat in seats], code="", state=state,
                            actions=actions, started=True, make_policy=self._policy_factory)
        self._table.holds_round_end = False  # until the window asks for its round summary
        self._autosave = autosave
        self._finished_hook = finished_hook  # keeps the finished game (the history)
        self.started_at = datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")  # shown in the history only
        self._humans = tuple(i for i, s in enumerate(seats) if s.is_human)
        # pass-and-play: the human whose hand may be shown, and who waits
        self._viewing: int | None = self._humans[0] if len(self._humans) == 1 else None
        self._privacy_for: int | None = None
        self._busy = False
        self._started = False
        self._finished_emitted = False
        self._shut = False
        #: when the table's computers move: thinking in the background, ``speed_ms`` apart
        self._pace = ComputerPace(self._table, speed_ms, self._moved, self._set_busy, self)
        self._last_actor: int | None = None
        QTimer.singleShot(0, self, self.start)

    # -- read-only view ---------------------------------------------------
    @property
    def rules(self) -> AnyRules:
        return self._rules

    @property
    def state(self) -> object:
        return self._table.state

    @property
    def hold_round_end(self) -> bool:
        """After a round, wait for ``continue_round`` (the window's round summary
        sets it; without it the table deals on at once)."""
        return self._table.holds_round_end

    @hold_round_end.setter
    def hold_round_end(self, hold: bool) -> None:
        self._table.holds_round_end = hold

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
    def options(self) -> object:
        """The options the game was created with (None if not given)."""
        return self._options

    @property
    def game_id(self) -> str:
        return self._rules.game_id

    @property
    def history(self) -> tuple[object, ...]:
        """Every applied action, in order (the save file's action log)."""
        return tuple(self._table.actions)

    @property
    def speed_ms(self) -> int:
        return self._pace.speed_ms

    @property
    def busy(self) -> bool:
        return self._busy

    @property
    def move_waiting(self) -> bool:
        """A computer player's move is chosen and waits for its delay (``speed``)."""
        return self._pace.move_waiting

    @property
    def paused(self) -> bool:
        return self._pace.paused

    @property
    def human_seats(self) -> tuple[int, ...]:
        return self._humans

    def current_seat(self) -> int | None:
        """The seat to act, or None when the game is over."""
        if self._table.over():
            return None
        return self._rules.current_player(self._table.state)

    def is_over(self) -> bool:
        return bool(self._table.over())

    def result(self) -> GameResult:
        return self._rules.result(self._table.state)

    @property
    def last_actor(self) -> int | None:
        """The seat that made the last applied move (None before any)."""
        return self._last_actor

    def held_position(self) -> object | None:
        """While a finished round waits for "Deal next round": the engine state
        of the table the moment the round ended (every hand may be shown face
        up); once the game is over, its final state; else None."""
        if self._table.held is not None:
            return self._table.held
        if self.is_over():
            return self._table.state
        return None

    def round_held(self) -> bool:
        """A finished round waits for ``continue_round`` (nobody moves)."""
        return self._table.held is not None

    def continue_round(self) -> None:
        """"Deal next round": show the new deal, then privacy, then play on."""
        if self._table.held is None:
            return
        self._table.release_hold()
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

    def observation(self) -> Observation[SeenEvent] | None:
        """The observation of ``display_seat()`` (None behind the privacy screen)."""
        seat = self.display_seat()
        if seat is None:
            return None
        return self._rules.observation(self._table.state, seat)

    def is_viewers_turn(self) -> bool:
        seat = self.current_seat()
        return (
            seat is not None
            and seat == self._viewing
            and self._privacy_for is None
            and not self._busy
            and self._table.held is None
        )

    # -- human requests ---------------------------------------------------
    def check(self, action: object) -> Rejection | None:
        """None if the viewing human may make ``action`` now, else why not."""
        if self.is_over():
            return Rejection.of(GAME_OVER, "The game is over.")
        if not self.is_viewers_turn():
            return Rejection.of(NOT_YOUR_TURN, "It is not your turn.")
        return self._rules.check(self._table.state, action)

    def request(self, action: object) -> Rejection | None:
        """A human's move: applied by the table, or ``action_rejected`` emitted and returned."""
        rejection = self.check(action)
        if rejection is None:
            try:
                self._apply(action)
            except IllegalAction as exc:  # the table refused what the engine allowed: never crash
                rejection = exc.rejection
        if rejection is not None:
            self.action_rejected.emit(rejection)
        return rejection

    def can_take_back(self) -> bool:
        """Whether Edit > Undo may take back the viewing seat's last move:
        the engine decides (rule APP-UNDO, ``engine/takeback.py``)."""
        return self.check(TAKE_BACK) is None

    def sheet_facts(self) -> SheetFacts:
        return facts_of(self._rules, self._table.state)

    def seat_view(self) -> SeatView:
        """A game played here: saved here (once it has its options), paused and hinted here."""
        seat, waiting = self.display_seat(), self._privacy_for
        table_seat = seat if seat is not None else waiting if waiting is not None else (self.current_seat() or 0)
        capabilities = SeatView(human_seats=self._humans, speed_ms=self._pace.speed_ms,
                                may_save=self._options is not None, may_take_back=self.can_take_back())
        return view_of_state(self._rules, self._table.state, self.held_position(), seat, table_seat,
                             (self._humans or (0,))[0], len(self._seats), capabilities)

    def take_back(self) -> Rejection | None:
        """Edit > Undo: the engine restores the state before the last move of
        this turn; it goes into the action log like any move."""
        return self.request(TAKE_BACK)

    def legal_actions(self) -> list[object]:
        """The viewing seat's legal actions when it is on turn, else []."""
        if self.is_over() or not self.is_viewers_turn():
            return []
        return list(self._rules.legal_actions(self._table.state))

    def hint(self) -> object:
        """The medium computer player's suggestion for the viewing seat."""
        if not self.legal_actions():
            return None
        seat = self._viewing
        assert seat is not None
        observation = self._rules.observation(self._table.state, seat)
        try:
            policy = self._policy_factory(
                self.game_id, "medium", seat, policy_seed(self._seed, seat, "hint")
            )
            policy.observe(observation)
            action = policy.choose(observation)
        except Exception:
            log.exception("hint policy failed")
            action = None
        if action is None or self._rules.check(self._table.state, action) is not None:
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
        self._pace.set_speed(ms_per_move)

    def set_paused(self, paused: bool) -> None:
        """Hold computer moves (e.g. while a round summary is shown)."""
        self._pace.set_paused(paused)

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
        if self.COMPUTERS_PLAY:
            self._pace.start()

    def shutdown(self) -> None:
        """Stop computer play (a move still being chosen is dropped); the controller is dead after."""
        if self._shut:
            return
        self._shut = True
        self._pace.stop()
        self._set_busy(False)

    def saved_game(self, title: str | None = None) -> SavedGame:
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
    def _set_position(self, state: object) -> None:
        """Play on from ``state`` as a new start (a lesson's step sets up its position)."""
        self._table.begin_at(state)
        self.state_changed.emit()

    def _apply(self, action: object) -> None:
        """The seat to act makes ``action`` at the table (IllegalAction if the
        table refuses it), then every view hears of it."""
        table = self._table
        before = table.state
        actor = self._rules.current_player(before)
        if actor is None or table.over():
            raise IllegalAction(Rejection.of(GAME_OVER, "The game is over."))
        rejection = table.play(actor, action)
        if rejection is not None:
            raise IllegalAction(rejection)
        self._moved(before, actor)

    def _moved(self, before: object, actor: int) -> None:
        """After the table applied a move from ``before`` by ``actor``: show it,
        autosave a finished turn, announce a finished round or game, go on."""
        rules, after = self._rules, self._table.state
        self._last_actor = actor
        self._pace.restart_clock()
        terminal = rules.is_terminal(after)
        records = rules.records(after)
        round_done = len(records) > len(rules.records(before))
        turn_done = terminal or round_done or rules.current_player(after) != actor
        self._update_view()
        self.state_changed.emit()
        if turn_done:
            self.autosave_now()
        if round_done:
            self.round_finished.emit(records[-1])
        if terminal:
            self._emit_finished()
            return
        if self._table.held is not None:
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
            self.game_finished.emit(self._rules.result(self._table.state))

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
        """Let the computers play on if one is to act (the pace decides when)."""
        self._pace.advance()


def _slot(seat: Seat) -> SeatSlot:
    """The table's seat of a seat at this screen: a person here, or a computer."""
    if seat.is_human:
        return SeatSlot(seat.name, PERSON, joined=True, connected=True, local=True)
    return SeatSlot(seat.name, COMPUTER, level=seat.level or "medium")


_CHECKED: type[GameControl] = GameController  # mypy: a GameController is a GameControl
