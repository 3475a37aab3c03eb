"""A seat at a host's table: what the host said, kept as it arrives from the network.

Why apart from ``remote.py``: the network threads post what each connection
brought (``remote_link``); ``RemoteGame`` turns that into this window's
knowledge of the game (``remote_position.Position``: the seat's observation,
the standings and records), follows the shown connection of several people
at one window (``remote_seats``), notes the seats that go away or come back
and the table's talk (``remote_notes``), and once the game is over rebuilds
the real final state from the record the host sends
(``engine.replay.final_state``), so the game-over screen, the move log, the
replay and the history see a finished game like a local one. When the same
people play again (``remote_rematch``) it forgets the finished game and
starts over as at a fresh one. What the window asks of the game and sends to
the host is the ``RemoteController`` (``remote.py``) built on it.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from cardtable.controller.recording import EndedGame, PlayedGame
from cardtable.controller.remote_link import RemoteLink
from cardtable.controller.remote_notes import chat_note, seat_news, seat_of
from cardtable.controller.remote_position import Position, record_of, standing_of
from cardtable.controller.remote_rematch import Offer, game_number, offer_of
from cardtable.controller.remote_seats import LocalSeats, Relay, SeatLink
from cardtable.controller.seat_view import SeenEvent
from cardtable.engine.api import AnyRules, JsonObject, Rejection
from cardtable.net.protocol import PROTOCOL
from cardtable.seats import Seat

if TYPE_CHECKING:
    from cardtable.net.client import View

log = logging.getLogger(__name__)

#: connection states (``connection_changed``)
CONNECTING, CONNECTED, RECONNECTING, FAILED, CLOSED = "connecting", "connected", "reconnecting", "failed", "closed"


def _tr(text: str) -> str:
    return QCoreApplication.translate("RemoteGame", text)


class RemoteGame(QObject):
    """What this window knows of the game at a host's table (see the module docstring)."""

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

    def __init__(self, url: str, code: str, name: str, *, parent: QObject | None = None, speed_ms: int = 400,
                 protocol: int = PROTOCOL, reconnect_seconds: float | None = None,
                 finished_hook: Callable[[PlayedGame], None] | None = None, seat: int | None = None, spectator: bool = False,
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
        self._engine: AnyRules | None = None  # the table's game, once the host named it
        self._options: object = None  # the table's options (the engine's), once they read
        self._view: View | None = None  # the client's View, as last posted
        self._position: Position | None = None
        self._final: object | None = None  # the real final state, once the record came
        self._actions: tuple[object, ...] = ()
        self._seed = 0
        self._events: list[SeenEvent] = []
        self._last_actor: int | None = None
        self._mine_this_turn = False
        self._pending_over = False
        self._record_seats: tuple[Seat, ...] | None = None  # the seats as the record names them
        self._game_number = 1  # which game of the table this is (the people may play again)
        self.connection = CONNECTING
        self.failure: tuple[int, str, object] | None = None  # (close code, reason, the host's error) of a refusal
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

    @property
    def rules(self) -> AnyRules:
        """The table's game (known from the host's welcome on; the window
        draws nothing before): its options, the record's replay."""
        if self._engine is None:
            raise RuntimeError("the host has not named the table's game yet")
        return self._engine

    @property
    def state(self) -> object:
        """The real final state once the record of the game came; None while
        playing (this window holds only its seat's view: ``seat_view``)."""
        return self._final

    @property
    def table(self) -> JsonObject:
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
    def options(self) -> object:
        return self._options

    @property
    def game_id(self) -> str:
        return str(self.table.get("game", ""))

    @property
    def human_seats(self) -> tuple[int, ...]:
        """The seats of the people at this window."""
        if self._local.several:
            return self._local.seats()
        return (self.seat,) if self.seat is not None else ()

    def current_seat(self) -> int | None:
        if self._final is not None or self._position is None:
            return None
        current = self._position.observation.current
        return None if current is None else int(current)

    def is_over(self) -> bool:
        return self._final is not None

    def round_held(self) -> bool:
        return self._final is None and self._view is not None and self._view.held is not None

    def viewing_seat(self) -> int | None:
        """The seat whose hand may be shown: this window's; of several people
        the last one who said they are ready (None behind the privacy screen)."""
        return self._local.viewing if self._local.several else self.seat

    @property
    def _link(self) -> RemoteLink:
        """The connection of the person shown now (their moves, talk and requests go through it)."""
        return self._local.of_seat(self.seat).link

    @property
    def link_alive(self) -> bool:
        return any(entry.link.alive for entry in self._local.links)

    def rematch_offer(self) -> Offer | None:
        """The proposal of another game once this one is over (``remote_rematch``), or None."""
        return offer_of(self.table) if self.is_over() else None

    def my_seats(self) -> tuple[int, ...]:
        """The seats of the people at this window (none for a spectator)."""
        return () if self.watching else self._local.seats()

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
            params: JsonObject = found if isinstance(found, dict) else {}
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

    def _updated(self, view: View, shown: bool) -> None:
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

    def _chat(self, fields: object) -> None:
        note = chat_note(fields)
        if note is not None:
            self.note_arrived.emit(note)

    def _seats_changed(self, table: object, before: object) -> None:
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
        if self._engine is None and self._view is not None and self._view.table:
            from cardtable.engine.registry import get_rules

            engine = self._engine = get_rules(self._view.table.get("game"))
            try:
                self._options = engine.options_from_json(self._view.table.get("options", {}))
            except Exception:
                log.exception("the table's options do not read")

    def _update(self, view: View) -> None:
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
        position = Position(view.seat if view.seat is not None else obs.seat, view.seq, obs,
                            tuple(standing_of(d) for d in view.standings), tuple(record_of(d) for d in view.records))
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

    def _next_game(self, number: int, table: JsonObject) -> None:
        """Forget the finished game: the next update is the new game's first position."""
        self._game_number = number
        self._final, self._position, self._actions, self._seed = None, None, (), 0
        self._events, self._last_actor, self._mine_this_turn = [], None, False
        self._pending_over, self._record_seats = False, None
        self.started_at = datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
        self._local.ready_sent.clear()
        self._local.ready_seq = self._local.announce = None
        if self._engine is not None:  # the next game's options: who deals moved on
            try:
                self._options = self._engine.options_from_json(table.get("options", {}))
            except Exception:
                log.exception("the table's options do not read")
        self._set_connection(self._local.connection())

    def _finish(self, record: object) -> None:
        if self._final is not None or not isinstance(record, dict) or self._engine is None:
            return
        from cardtable.engine.replay import final_state

        engine = self._engine
        try:
            options = engine.options_from_json(record["options"])
            actions = tuple(engine.action_from_json(a) for a in record["actions"])
            final = final_state(engine, options, int(record["seed"]), actions)
        except Exception:
            log.exception("the record of the game does not replay")
            return
        before = self._position
        self._options, self._seed, self._actions = options, int(record["seed"]), actions
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

    def finished_game(self) -> EndedGame:
        """What the history's recorder reads of a finished game (the real engine's)."""
        return EndedGame(rules=self.rules, options=self._options, seed=self._seed,
                         seats=self._record_seats or self.seats, history=self._actions,
                         state=self._final, started_at=self.started_at)

    def _set_connection(self, state: str) -> None:
        if state != self.connection:
            self.connection = state
            self.connection_changed.emit(state)
