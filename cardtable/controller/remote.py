"""A game played at a host's table over the network, offered to the window as a ``GameControl``.

Why: the table, its docks and the window read every game through
``GameSource`` and its ``SeatView``; a window at a network table never holds
the state, only its own seat's view of it (``remote_game``: what the host
said). The ``RemoteController`` answers the window's questions from that
(``remote_position.view_of_position``), sends moves, talk, readiness and
answers about another game to the host (``act``, ``chat``, ``ready``,
``rematch``), and gets the host's refusals back as the engine's
``Rejection``. The network runs in ``remote_link``; several people at one
window (the hosting window's local seats) each have their own connection,
and the window hands the table from one to the next like pass-and-play
(``remote_seats``).
"""

from __future__ import annotations

import logging
import time
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from cardtable.controller.remote_game import (
    CLOSED,
    CONNECTED,
    CONNECTING,
    FAILED,
    RECONNECTING,
    RemoteGame,
)
from cardtable.controller.remote_notes import PresentSeat, presence
from cardtable.controller.remote_notes import (
    TableNote as TableNote,  # (where the move log and tests find it)
)
from cardtable.controller.remote_position import view_of_position
from cardtable.controller.remote_rematch import answers
from cardtable.controller.remote_texts import status_words
from cardtable.controller.seat_view import SeatView, SeenEvent, view_of_state
from cardtable.controller.source import GameControl, SheetFacts, facts_of
from cardtable.engine.api import GameResult, Observation, Rejection
from cardtable.engine.takeback import TAKE_BACK

if TYPE_CHECKING:
    from cardtable.persistence.savefile import SavedGame
from cardtable.net.protocol import MAX_CHAT, REACTIONS, clean_name
from cardtable.seats import Seat

log = logging.getLogger(__name__)

NOT_YOUR_TURN = "APP-TURN"
WATCHING = "APP-WATCH"  # a spectator's window asked for a move
HOST_AWAY = "APP-HOST"  # a move tried while the connection to the host is lost (not a rule)
NOT_LISTED = "APP-NET"  # a move the seat's observation does not offer (the host judges for real)


def _tr(text: str) -> str:
    return QCoreApplication.translate("RemoteGame", text)


__all__ = ["CLOSED", "CONNECTED", "CONNECTING", "FAILED", "RECONNECTING", "RemoteController", "TableNote"]


class RemoteController(RemoteGame):
    """A seat at a host's table (see the module docstring)."""

    @property
    def table_seats(self) -> tuple[Seat, ...]:
        """The seats with whether their person is there (the table's name labels)."""
        docs = self.table.get("seats", [])
        return tuple(PresentSeat(s.name, s.kind, s.level, presence(docs[i]) if i < len(docs) else "")
                     for i, s in enumerate(self.seats))

    def presence(self, seat: int) -> str:
        """"" (here, or a computer), "away" or "stand_in" (see ``PresentSeat``)."""
        docs = self.table.get("seats", [])
        return presence(docs[seat]) if 0 <= seat < len(docs) else ""

    def waiting_for(self) -> int | None:
        """The missing person whose turn it is (the table waits for them), or None."""
        seat = self.current_seat()
        if seat is None or self.round_held() or self.connection != CONNECTED:
            return None
        return seat if seat not in self.human_seats and self.presence(seat) == "away" else None

    def stand_in_wait(self, seat: int) -> float:
        """Seconds until a computer may stand in for ``seat`` (0: now); the
        host's grace from its public table, counted from when it said the
        seat went away."""
        at = self._stand_in_at.get(seat)
        return 0.0 if at is None else max(0.0, at - time.monotonic())

    def ask_stand_in(self, seat: int) -> None:
        """Ask the host to let a computer play ``seat`` until its person is back."""
        self._link.send("stand_in", seat=seat)

    def send_chat(self, text: str) -> bool:
        """Say a line at the table (cleaned and cut as the host would); False if nothing is left."""
        line = clean_name(text, MAX_CHAT)
        if not line or self.connection != CONNECTED:
            return False
        self._link.send("chat", text=line)
        return True

    def send_reaction(self, reaction: str) -> bool:
        """A preset reaction (``protocol.REACTIONS``), said in each reader's language."""
        if reaction not in REACTIONS or self.connection != CONNECTED:
            return False
        self._link.send("chat", reaction=reaction)
        return True

    def connected_seats(self) -> tuple[bool, ...]:
        """Per seat: a person is at it now (computers always are)."""
        return tuple(bool(d.get("connected")) or d.get("kind") == "computer" for d in self.table.get("seats", []))

    @property
    def seed(self) -> int:
        return self._seed  # known only once the game is over

    @property
    def history(self) -> tuple[object, ...]:
        """One entry per move made so far (the real actions once the game is over)."""
        if self._final is not None:
            return self._actions
        return (None,) * (self._position.seq if self._position is not None else 0)

    def events_seen(self) -> list[SeenEvent]:
        """Every event this seat was shown, in order (the move log of a game
        whose actions this window does not know)."""
        return list(self._events)

    @property
    def last_actor(self) -> int | None:
        return self._last_actor

    @property
    def speed_ms(self) -> int:
        return self._speed_ms

    @property
    def paused(self) -> bool:
        return False

    @property
    def busy(self) -> bool:
        return False

    def result(self) -> GameResult:
        if self._final is None or self._engine is None:
            return GameResult(False)
        return self._engine.result(self._final)

    def privacy_pending(self) -> int | None:
        """The person at this window waiting behind the privacy screen, if any."""
        return self._local.privacy_for

    def display_seat(self) -> int | None:
        return self.viewing_seat()

    def observation(self) -> Observation[SeenEvent] | None:
        if self._final is not None and self._engine is not None:
            engine = self._engine
            return (engine.spectator_observation(self._final) if self.seat is None
                    else engine.observation(self._final, self.seat))
        if self._position is None or (self._local.several and self.viewing_seat() != self._position.seat):
            return None  # behind the privacy screen (or the next person's view is still on its way)
        return self._position.observation

    def _my_turn(self) -> bool:
        return (self.seat is not None and self._position is not None and self._final is None
                and not self.round_held() and self.viewing_seat() == self.seat
                and self.current_seat() == self.seat and self.connection == CONNECTED)

    def _host_away(self) -> Rejection | None:
        """While the connection is lost the table waits for the host: a move
        tried meanwhile is answered with that, not with a rule."""
        if self.connection in (CONNECTING, RECONNECTING) and not self.watching:
            return Rejection.of(HOST_AWAY, "Waiting for the host: reconnecting.")
        return None

    def check(self, action: object) -> Rejection | None:
        away = self._host_away()
        if away is not None:
            return away
        if not self._my_turn():
            return Rejection.of(NOT_YOUR_TURN, "It is not your turn.")
        if self._position is None or self._engine is None:
            return Rejection.of(NOT_YOUR_TURN, "It is not your turn.")
        if self._engine.may_ask(self._position.observation, action):
            return None
        return Rejection.of(NOT_LISTED, "That move is not possible now.")

    def legal_actions(self) -> list[object]:
        return list(self._position.observation.legal_actions) if self._my_turn() and self._position else []

    def request(self, action: object) -> Rejection | None:
        """Send the move to the host; its refusal comes back as ``action_rejected``."""
        if self.watching:
            rejection = Rejection.of(WATCHING, "You are watching this table.")
            self.action_rejected.emit(rejection)
            return rejection
        refused = self._host_away()
        if refused is None and not self._my_turn():
            refused = Rejection.of(NOT_YOUR_TURN, "It is not your turn.")
        if refused is not None:
            self.action_rejected.emit(refused)
            return refused
        self._link.send("act", action=action)
        return None

    def can_take_back(self) -> bool:
        """Only right after one's own move within the turn, with the option on; the host decides."""
        options = self._engine.options_to_json(self._options) if self._engine is not None and self._options else {}
        return bool(options.get("take_back")) and self._my_turn() and self._mine_this_turn

    def take_back(self) -> Rejection | None:
        return self.request(TAKE_BACK)

    def saved_game(self, title: str | None = None) -> SavedGame:
        raise ValueError("the host keeps a network table's game")

    def seat_view(self) -> SeatView:
        """A seat at a host's table: the host plays its computers and keeps the
        game (no save, pause or rematch here); a watcher gets no hints; the
        move log reads the events seen until the record of the game came.
        While playing, the view is what the host sent; once the game is over,
        the real final state's (every hand shown)."""
        capabilities = SeatView(human_seats=self.human_seats, speed_ms=self._speed_ms, remote=True,
                                watching=self.watching, may_save=False, may_pause=False,
                                may_hint=not self.watching, may_take_back=self.can_take_back(),
                                may_rematch_here=False, status=self.status_text(),
                                events_seen=None if self.is_over() else tuple(self._events), network=self)
        engine = self._engine
        if engine is None:
            return capabilities
        if self._final is not None:
            seat = self.seat if self.seat is not None else 0
            view = view_of_state(engine, self._final, self._final, seat, seat, (self.human_seats or (0,))[0],
                                 len(self.seats), capabilities)
            return replace(view, seat=self.seat, observation=self.observation())  # a watcher's: no hand
        held = tuple(self._view.held) if self._view is not None and self._view.held is not None else ()
        return view_of_position(engine, self._options, self._position, self.viewing_seat(), self.observation(),
                                held, capabilities)

    def sheet_facts(self) -> SheetFacts | None:
        """The score sheet of what the host sent (of the final state once the game is over)."""
        engine, position = self._engine, self._position
        if engine is None or self._options is None:
            return None
        if self._final is not None:
            return facts_of(engine, self._final)
        if position is None:
            return None
        return SheetFacts(engine.game_id, engine.options_to_json(self._options), position.standings,
                          position.records, False)

    def hint(self) -> object:
        """The medium computer player's suggestion from this seat's observation."""
        legal = self.legal_actions()
        if not legal or self._position is None:
            return None
        try:
            from cardtable.ai.base import make_policy

            policy = make_policy(self.game_id, "medium", self._position.seat, self._position.seq)
            policy.observe(self._position.observation)
            action = policy.choose(self._position.observation)
        except Exception:
            log.exception("hint policy failed")
            action = None
        if action is None or self.check(action) is not None:
            return legal[0]
        return action

    def acknowledge_privacy(self) -> None:
        """The next person at this window is ready: show their hand."""
        if self._local.acknowledge():
            self.state_changed.emit()

    def continue_round(self) -> None:
        """The round summary was closed: tell the host that every person at
        this window is ready; then the next person's hand-over, if due."""
        if self.round_held() and self._position is not None:
            for entry in self._local.ready_to_send(self._position.seq):
                entry.link.send("ready", seq=entry.view.seq)
            self._announce(summary_closed=True)

    def start_table(self, fill: bool = True) -> None:
        """Ask the host to start (computers in the empty seats with ``fill``):
        the hosting window asks as its first seat, the admin."""
        self._local.primary().link.send("start", fill=fill)

    def set_speed(self, ms_per_move: int) -> None:
        self._speed_ms = max(0, int(ms_per_move))

    def set_paused(self, paused: bool) -> None:
        pass  # the host's computers do not wait for one window

    def shutdown(self) -> None:
        """Leave the table: close the connections and join their network threads."""
        for entry in self._local.links:
            entry.link.send("bye")
        for entry in self._local.links:
            entry.link.stop()
        if self.connection not in (FAILED, CLOSED):
            self.connection = CLOSED

    def status_text(self) -> str:
        """The connection and the waiting seats, in words (the status bar); a
        spectator's begins with "Watching"."""
        text = status_words(self)
        if not self.watching or self.connection not in (CONNECTED, CLOSED):
            return text
        return _tr("Watching: {status}").format(status=text) if text else _tr("Watching")

    def can_play_again(self) -> bool:
        """The game is over and this window's people may propose or answer another game."""
        return self.is_over() and bool(self.my_seats()) and self.link_alive

    def answer_rematch(self, answer: str) -> None:
        """Propose another game, accept, decline or withdraw (``protocol.REMATCH_ANSWERS``)
        for the people at this window."""
        for seat, said in answers(self.rematch_offer(), self.my_seats(), answer):
            self._local.of_seat(seat).link.send("rematch", answer=said)


_CHECKED: type[GameControl] = RemoteController  # mypy: a RemoteController is a GameControl
