"""A game played at a host's table over the network, offered to the window as a ``GameControl``.

Why: the table, its docks and the window read a game through ``GameSource``
(``controller.rules`` asked about ``controller.state``); a window at a
network table never holds the state, only its own seat's view. So the
``RemoteController``'s ``state`` is a ``Position`` (what the host last said:
this seat's observation, the score sheet, every hand of a held round end)
and its ``rules`` a ``RemoteRules`` that answers the table's questions about
a ``Position`` from it and hands everything else to the real engine. Moves go
to the host (``act``); its refusals come back as the engine's ``Rejection``.
Once the game is over the host sends the whole record: the controller then
rebuilds the real final state (``engine.replay.final_state``), so the
game-over screen, the move log, the replay and the player's own history see
a finished game like a local one. The same people may then play again at
the table (``remote_rematch``): the controller follows the proposal and,
when the host deals the next game, starts over as at a fresh game (the
finished one is in the history already). The network runs in ``remote_link``,
the view and its engine answers live in ``remote_rules``. Several people at
one window (the hosting window's local seats) each have their own
connection, and the window hands the table from one to the next like
pass-and-play (``remote_seats``).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Sequence
from datetime import UTC, datetime
from types import SimpleNamespace
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from cardtable.controller.remote_link import RemoteLink
from cardtable.controller.remote_notes import PresentSeat, chat_note, presence, seat_news, seat_of
from cardtable.controller.remote_notes import (
    TableNote as TableNote,  # (where the move log and tests find it)
)
from cardtable.controller.remote_rematch import Offer, answers, game_number, offer_of
from cardtable.controller.remote_rules import (
    HeldTable,
    Position,
    RemoteRules,
    record_of,
    standing_of,
)
from cardtable.controller.remote_seats import LocalSeats, Relay, SeatLink
from cardtable.controller.remote_texts import status_words
from cardtable.controller.seat_view import SeatView
from cardtable.controller.source import GameControl
from cardtable.engine.api import GameResult, Rejection
from cardtable.engine.takeback import TAKE_BACK
from cardtable.net.protocol import MAX_CHAT, PROTOCOL, REACTIONS, clean_name
from cardtable.seats import Seat

log = logging.getLogger(__name__)

NOT_YOUR_TURN = "APP-TURN"
WATCHING = "APP-WATCH"  # a spectator's window asked for a move
HOST_AWAY = "APP-HOST"  # a move tried while the connection to the host is lost (not a rule)
#: connection states (``connection_changed``)
CONNECTING, CONNECTED, RECONNECTING, FAILED, CLOSED = "connecting", "connected", "reconnecting", "failed", "closed"


def _tr(text: str) -> str:
    return QCoreApplication.translate("RemoteGame", text)


class RemoteController(QObject):
    """A seat at a host's table (see the module docstring)."""

    state_changed = Signal()
    action_rejected = Signal(object)  # api.Rejection, from the host's ``rejected``
    round_finished = Signal(object)  # RecordRow
    game_finished = Signal(object)  # GameResult
    privacy_required = Signal(int)  # the turn passes to another person at this window: hand over
    busy_changed = Signal(bool)
    autosave_failed = Signal(str)  # never: the host keeps the game
    connection_changed = Signal(str)  # CONNECTING, CONNECTED, RECONNECTING, FAILED, CLOSED
    table_changed = Signal()  # the seats (joined, connected) or the start of the game
    note_arrived = Signal(object)  # TableNote: a chat line, a reaction, a seat gone, back or stood in for
    rematch_changed = Signal()  # the proposal of another game at the table was made, answered or ended
    new_game_started = Signal()  # the same people play again: the table dealt a new game (shown like a fresh one)
    remote = True  # the game-over screen offers the table's "Play again", no local rematch or same deal

    def __init__(self, url: str, code: str, name: str, *, parent: QObject | None = None, speed_ms: int = 400,
                 protocol: int = PROTOCOL, reconnect_seconds: float | None = None,
                 finished_hook: Any = None, seat: int | None = None, spectator: bool = False,
                 token: str | None = None, local: Sequence[tuple[int, str]] = ()) -> None:
        """``local``: (seat, token) of each person at this window (the hosting
        window's seats); else one connection that asks for ``seat`` or comes
        back with ``token``."""
        super().__init__(parent)
        self.url, self.code, self.name, self.protocol = url, code, name, protocol
        self.watching = spectator  # a spectator: every hand face down, no moves, no hints
        self.hold_round_end = True
        self.started_at = datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
        self._speed_ms = max(0, int(speed_ms))
        self._finished_hook = finished_hook
        self._rules: RemoteRules | None = None
        self._view: Any = None  # the client's View, as last posted
        self._position: Position | None = None
        self._final: Any = None  # the real final state, once the record came
        self._actions: tuple[Any, ...] = ()
        self._seed = 0
        self._events: list[Any] = []
        self._last_actor: int | None = None
        self._mine_this_turn = False
        self._pending_over = False
        self._record_seats: tuple[Seat, ...] | None = None  # the seats as the record names them
        self._game_number = 1  # which game of the table this is (the people may play again)
        self.connection = CONNECTING
        self.failure: tuple[int, str, Any] | None = None  # (close code, reason, the host's error) of a refusal
        self._stand_in_at: dict[int, float] = {}  # seat -> when (time.monotonic) a computer may stand in
        extra = {} if reconnect_seconds is None else {"reconnect_seconds": reconnect_seconds}
        wanted: list[tuple[int | None, str | None, int | None]] = [(s, t, None) for s, t in local]
        wanted = wanted or [(None, token, seat)]
        self._local = LocalSeats()
        for index, (mine, key, asked) in enumerate(wanted):
            relay = Relay(index, self._arrived, self)
            self._local.links.append(SeatLink(RemoteLink(url, code, name, relay.arrived, protocol=protocol,
                                                         seat=asked, spectator=spectator, token=key, **extra),
                                              mine))
        for entry in self._local.links:
            entry.link.start()

    # -- what the table reads ------------------------------------------------------
    @property
    def rules(self) -> Any:
        """``RemoteRules`` while playing; the real engine once the record made the real final state."""
        if self._final is not None and self._rules is not None:
            return self._rules.engine
        return self._rules

    @property
    def state(self) -> Any:
        return self._final if self._final is not None else self._position

    @property
    def table(self) -> dict[str, Any]:
        """The public table (code, game, options, seats with joined/connected, started, over)."""
        return dict(self._view.table) if self._view is not None and self._view.table else {}

    @property
    def seat(self) -> int | None:
        return self._view.seat if self._view is not None else None

    @property
    def token(self) -> str | None:
        """The seat's secret from the host's welcome: it takes the seat back later."""
        return self._view.token if self._view is not None else None

    @property
    def started(self) -> bool:
        """The first deal has come (the table can be drawn)."""
        return self._position is not None

    @property
    def seats(self) -> tuple[Seat, ...]:
        seats = []
        for index, doc in enumerate(self.table.get("seats", [])):
            computer = doc.get("kind") == "computer"
            name = str(doc.get("name") or _tr("Seat {n}").format(n=index + 1))
            try:
                seats.append(Seat(name, "computer" if computer else "human",
                                  (doc.get("level") or "medium") if computer else None))
            except ValueError:
                seats.append(Seat(_tr("Seat {n}").format(n=index + 1), "computer" if computer else "human",
                                  "medium" if computer else None))
        return tuple(seats)

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
    def options(self) -> Any:
        return self._rules.options if self._rules is not None else None

    @property
    def seed(self) -> int:
        return self._seed  # known only once the game is over

    @property
    def game_id(self) -> str:
        return str(self.table.get("game", ""))

    @property
    def history(self) -> tuple[Any, ...]:
        """One entry per move made so far (the real actions once the game is over)."""
        if self._final is not None:
            return self._actions
        return (None,) * (self._position.seq if self._position is not None else 0)

    def events_seen(self) -> list[Any]:
        """Every event this seat was shown, in order (the move log of a game
        whose actions this window does not know)."""
        return list(self._events)

    @property
    def human_seats(self) -> tuple[int, ...]:
        """The seats of the people at this window."""
        if self._local.several:
            return self._local.seats()
        return (self.seat,) if self.seat is not None else ()

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

    def current_seat(self) -> int | None:
        if self._final is not None or self._position is None:
            return None
        current = self._position.observation.current
        return None if current is None else int(current)

    def is_over(self) -> bool:
        return self._final is not None

    def result(self) -> GameResult:
        return self._rules.result(self.state) if self._rules is not None else GameResult(False)

    def held_position(self) -> Any:
        if self._final is not None:
            return self._final
        if self._view is not None and self._view.held is not None:
            return HeldTable(tuple(self._view.held))
        return None

    def round_held(self) -> bool:
        return self._final is None and self._view is not None and self._view.held is not None

    def privacy_pending(self) -> int | None:
        """The person at this window waiting behind the privacy screen, if any."""
        return self._local.privacy_for

    def viewing_seat(self) -> int | None:
        """The seat whose hand may be shown: this window's; of several people
        the last one who said they are ready (None behind the privacy screen)."""
        return self._local.viewing if self._local.several else self.seat

    def display_seat(self) -> int | None:
        return self.viewing_seat()

    def observation(self) -> Any:
        if self._final is not None and self._rules is not None:
            engine = self._rules.engine
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

    def check(self, action: Any) -> Rejection | None:
        away = self._host_away()
        if away is not None:
            return away
        if not self._my_turn():
            return Rejection.of(NOT_YOUR_TURN, "It is not your turn.")
        assert self._rules is not None
        return self._rules.check(self._position, action)

    def legal_actions(self) -> list[Any]:
        return list(self._position.observation.legal_actions) if self._my_turn() and self._position else []

    def request(self, action: Any) -> Rejection | None:
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
        options = self._rules.options_to_json(self.options) if self._rules is not None and self.options else {}
        return bool(options.get("take_back")) and self._my_turn() and self._mine_this_turn

    def take_back(self) -> Rejection | None:
        return self.request(TAKE_BACK)

    def saved_game(self, title: str | None = None) -> Any:
        raise ValueError("the host keeps a network table's game")

    def seat_view(self) -> SeatView:
        """A seat at a host's table: the host plays its computers and keeps the
        game (no save, pause or rematch here); a watcher gets no hints; the
        move log reads the events seen until the record of the game came."""
        return SeatView(human_seats=self.human_seats, speed_ms=self._speed_ms, remote=True,
                        watching=self.watching, may_save=False, may_pause=False, may_hint=not self.watching,
                        may_take_back=self.can_take_back(), may_rematch_here=False, status=self.status_text(),
                        events_seen=None if self.is_over() else tuple(self._events), network=self)

    def hint(self) -> Any:
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

    @property
    def _link(self) -> RemoteLink:
        """The connection of the person shown now (their moves, talk and requests go through it)."""
        return self._local.of_seat(self.seat).link

    @property
    def link_alive(self) -> bool:
        return any(entry.link.alive for entry in self._local.links)

    def status_text(self) -> str:
        """The connection and the waiting seats, in words (the status bar); a
        spectator's begins with "Watching"."""
        text = status_words(self)
        if not self.watching or self.connection not in (CONNECTED, CLOSED):
            return text
        return _tr("Watching: {status}").format(status=text) if text else _tr("Watching")

    # -- what the network threads post ---------------------------------------------
    def _arrived(self, index: int, kind: str, payload: Any) -> None:
        """What connection ``index`` brought. The window follows the shown
        connection; the table's talk and the seats' news come from the first
        (every connection gets them: said once)."""
        local = self._local
        entry, shown = local.links[index], index == local.shown
        if kind == "chat":
            if entry is local.primary():
                self._chat(payload)
            return
        fresh = False
        if kind in ("welcome", "lobby", "update", "over"):
            number = game_number(payload.table or {})
            if number < self._game_number:
                return  # a lagging connection's word of the game before
            if number > self._game_number:  # the same people play again: a fresh game from here on
                self._next_game(number, payload.table)
                fresh = True
        if self._final is not None:
            if kind in ("welcome", "update") and shown:  # the game is over: only the proposal of another may change
                before = self.rematch_offer()
                self._view, entry.view = payload, payload
                if self.rematch_offer() != before:
                    self.rematch_changed.emit()
            if kind != "rejected":  # (an answer about another game may be refused)
                return
        if kind in ("welcome", "lobby", "update", "over"):
            if entry is local.primary():
                self._seats_changed(payload.table, entry.view.table if entry.view is not None else {})
            entry.view = payload
        if kind == "welcome":
            entry.seat, entry.state = payload.seat, CONNECTED
            local.welcomed(index)
            if shown:
                self._view = payload
                self._ensure_rules()
            self._set_connection(local.connection())
            if shown:
                self.table_changed.emit()
        elif kind == "lobby" and shown:
            self._view = payload
            self.table_changed.emit()
        elif kind == "update":
            self._updated(payload, shown)
            for due in local.ready_to_send():  # a summary closed before this connection's round end came
                due.link.send("ready", seq=due.view.seq)
        elif kind == "rejected":  # (only the connection that asked hears it)
            doc = payload.rejection or {}
            found = doc.get("params")
            params: dict[str, Any] = found if isinstance(found, dict) else {}
            self.action_rejected.emit(Rejection.of(str(doc.get("rule", "?")), str(doc.get("message", "")),
                                                   **params))
        elif kind == "over":
            self._view = payload
            self._finish(payload.record)
        elif kind in ("reconnecting", "failed"):
            entry.state = RECONNECTING if kind == "reconnecting" else FAILED
            if kind == "failed":
                self.failure = payload
            self._set_connection(local.connection())
        if fresh:  # (once its first position is in: the window shows it like a fresh game)
            self.new_game_started.emit()

    def _updated(self, view: Any, shown: bool) -> None:
        """A connection's new position (``shown``: the one the window followed).
        When the turn passed to another person at this window, the window
        follows their connection from now, behind the privacy screen (decided
        before the table is drawn again, as in pass-and-play)."""
        seat = self._local.hand_over()
        if seat is not None:
            self._mine_this_turn = False
        if shown:
            self._update(view)
        if seat is not None:
            mine = self._local.links[self._local.shown].view
            if (mine is not None and mine.observation is not None
                    and (self._position is None or mine.seq >= self._position.seq)):
                self._update(mine)
            self.state_changed.emit()
        self._announce()

    def _announce(self, summary_closed: bool = False) -> None:
        """The privacy screen of a hand-over, once the window shows the next
        person's own connection at the newest position (their view may come a
        moment after another connection's); at a held round end once the
        summary is closed (``continue_round``)."""
        local = self._local
        seat, newest, position = local.announce, local.newest(), self._position
        if seat is None or newest is None or position is None:
            return
        if position.seat != seat or position.seq < newest.seq or (self.round_held() and not summary_closed):
            return
        local.announce = None
        self.privacy_required.emit(seat)

    def _chat(self, fields: Any) -> None:
        note = chat_note(fields)
        if note is not None:
            self.note_arrived.emit(note)

    def _seats_changed(self, table: Any, before: Any) -> None:
        """Notes for the seats that went away, came back or got a computer
        standing in (only once the game runs), and when a computer may stand in."""
        running = self._position is not None or (isinstance(table, dict) and bool(table.get("started")))
        notes, stand_in_at = seat_news(table, before, self.human_seats, running, time.monotonic())
        for seat, at in stand_in_at.items():
            if at is None:
                self._stand_in_at.pop(seat, None)
            else:
                self._stand_in_at[seat] = at
        for note in notes:
            self.note_arrived.emit(note)

    def _ensure_rules(self) -> None:
        if self._rules is None and self._view is not None and self._view.table:
            from cardtable.engine.registry import get_rules

            engine = get_rules(self._view.table.get("game"))
            self._rules = RemoteRules(engine)
            try:
                self._rules.options = engine.options_from_json(self._view.table.get("options", {}))
            except Exception:
                log.exception("the table's options do not read")

    def _update(self, view: Any) -> None:
        if self._local.several and self._position is not None and view.seq < self._position.seq:
            return  # (a connection that lags behind the one shown before it)
        self._view = view
        self._ensure_rules()
        if view.table.get("over"):
            self._pending_over = True  # the record follows at once: show the end with it
            return
        before = self._position
        first = before is None
        obs = view.observation
        position = Position(view.seat if view.seat is not None else obs.seat, view.seq, obs, tuple(standing_of(d) for d in view.standings),
                            tuple(record_of(d) for d in view.records), len(view.table.get("seats", [])),
                            self.options)
        if before is None or position.seq != before.seq:
            self._events.extend(obs.events)
            if before is not None:
                self._last_actor = before.observation.current
                if self._last_actor == self.seat and obs.current == self.seat:
                    self._mine_this_turn = True
        if obs.current != self.seat:
            self._mine_this_turn = False
        self._position = position
        if first:
            self.table_changed.emit()
        self.state_changed.emit()
        if before is not None and len(position.records) > len(before.records):
            self.round_finished.emit(position.records[-1])

    # -- another game at the same table ----------------------------------------------------
    def rematch_offer(self) -> Offer | None:
        """The proposal of another game once this one is over (``remote_rematch``), or None."""
        return offer_of(self.table) if self.is_over() else None

    def my_seats(self) -> tuple[int, ...]:
        """The seats of the people at this window (none for a spectator)."""
        return () if self.watching else self._local.seats()

    def can_play_again(self) -> bool:
        """The game is over and this window's people may propose or answer another game."""
        return self.is_over() and bool(self.my_seats()) and self.link_alive

    def answer_rematch(self, answer: str) -> None:
        """Propose another game, accept, decline or withdraw (``protocol.REMATCH_ANSWERS``)
        for the people at this window."""
        for seat, said in answers(self.rematch_offer(), self.my_seats(), answer):
            self._local.of_seat(seat).link.send("rematch", answer=said)

    def _next_game(self, number: int, table: dict[str, Any]) -> None:
        """Forget the finished game: the next update is the new game's first position."""
        self._game_number = number
        self._final, self._position, self._actions, self._seed = None, None, (), 0
        self._events, self._last_actor, self._mine_this_turn = [], None, False
        self._pending_over, self._record_seats = False, None
        self.started_at = datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
        self._local.ready_sent.clear()
        self._local.ready_seq = self._local.announce = None
        if self._rules is not None:  # the next game's options: who deals moved on
            try:
                self._rules.options = self._rules.engine.options_from_json(table.get("options", {}))
            except Exception:
                log.exception("the table's options do not read")
        self._set_connection(self._local.connection())

    def _finish(self, record: Any) -> None:
        if self._final is not None or not isinstance(record, dict) or self._rules is None:
            return
        from cardtable.engine.replay import final_state

        engine = self._rules.engine
        try:
            options = engine.options_from_json(record["options"])
            actions = tuple(engine.action_from_json(a) for a in record["actions"])
            final = final_state(engine, options, int(record["seed"]), actions)
        except Exception:
            log.exception("the record of the game does not replay")
            return
        before = self._position
        self._rules.options, self._seed, self._actions = options, int(record["seed"]), actions
        self._final = final
        if before is not None and len(actions) > before.seq:
            self._last_actor = before.observation.current
            seen = engine.spectator_observation(final) if self.seat is None else engine.observation(final, self.seat)
            self._events.extend(seen.events)
        self._record_seats = tuple(seat_of(i, s) for i, s in enumerate(record.get("seats", [])))
        self.state_changed.emit()
        records = engine.records(final)
        if before is not None and len(records) > len(before.records):
            self.round_finished.emit(records[-1])
        if self._finished_hook is not None:
            try:
                self._finished_hook(self.finished_game())
            except Exception:
                log.exception("recording the finished game failed")
        self.game_finished.emit(engine.result(final))
        self._set_connection(CLOSED)

    def finished_game(self) -> Any:
        """What the history's recorder reads of a finished game (the real engine's)."""
        assert self._rules is not None
        return SimpleNamespace(rules=self._rules.engine, options=self._rules.options, seed=self._seed,
                               seats=self._record_seats or self.seats, history=self._actions,
                               state=self._final, started_at=self.started_at)

    def _set_connection(self, state: str) -> None:
        if state != self.connection:
            self.connection = state
            self.connection_changed.emit(state)


_CHECKED: type[GameControl] = RemoteController  # mypy: a RemoteController is a GameControl
