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
a finished game like a local one. The network runs in ``remote_link``,
the view and its engine answers live in ``remote_rules``.
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass
from datetime import UTC, datetime
from types import SimpleNamespace
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from cardtable.controller.remote_link import RemoteLink
from cardtable.controller.remote_rules import (
    HeldTable,
    Position,
    RemoteRules,
    record_of,
    standing_of,
)
from cardtable.controller.remote_texts import shown_seat_name, status_words
from cardtable.controller.source import GameControl
from cardtable.engine.api import GameResult, Rejection
from cardtable.engine.takeback import TAKE_BACK
from cardtable.net.protocol import MAX_CHAT, PROTOCOL, REACTIONS, clean_name
from cardtable.seats import Seat

log = logging.getLogger(__name__)

NOT_YOUR_TURN = "APP-TURN"
WATCHING = "APP-WATCH"  # a spectator's window asked for a move
#: connection states (``connection_changed``)
CONNECTING, CONNECTED, RECONNECTING, FAILED, CLOSED = "connecting", "connected", "reconnecting", "failed", "closed"


def _tr(text: str) -> str:
    return QCoreApplication.translate("RemoteGame", text)


@dataclass(frozen=True)
class TableNote:
    """A line of the table's talk for the move log: ``kind`` "chat" (``text``),
    "reaction" (a ``protocol.REACTIONS`` id, said in the reader's language),
    or what became of a seat: "away", "back", "stand_in". Names and texts as
    the host sent them, cleaned again (printable characters, cut)."""

    kind: str
    seat: int
    name: str
    text: str = ""


@dataclass(frozen=True)
class PresentSeat(Seat):
    """A seat as the table draws it, with whether its person is there:
    "" (here, or a computer), "away" (not connected), "stand_in" (a computer
    plays for the missing person)."""

    presence: str = ""


class RemoteController(QObject):
    """A seat at a host's table (see the module docstring)."""

    state_changed = Signal()
    action_rejected = Signal(object)  # api.Rejection, from the host's ``rejected``
    round_finished = Signal(object)  # RecordRow
    game_finished = Signal(object)  # GameResult
    privacy_required = Signal(int)  # never: one person per window
    busy_changed = Signal(bool)
    autosave_failed = Signal(str)  # never: the host keeps the game
    connection_changed = Signal(str)  # CONNECTING, CONNECTED, RECONNECTING, FAILED, CLOSED
    table_changed = Signal()  # the seats (joined, connected) or the start of the game
    note_arrived = Signal(object)  # TableNote: a chat line, a reaction, a seat gone, back or stood in for
    remote = True  # the window offers no rematch or same deal of a network game

    def __init__(self, url: str, code: str, name: str, *, parent: QObject | None = None, speed_ms: int = 400,
                 protocol: int = PROTOCOL, reconnect_seconds: float | None = None,
                 finished_hook: Any = None, seat: int | None = None, spectator: bool = False,
                 token: str | None = None) -> None:
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
        self.connection = CONNECTING
        self.failure: tuple[int, str, Any] | None = None  # (close code, reason, the host's error) of a refusal
        self._stand_in_at: dict[int, float] = {}  # seat -> when (time.monotonic) a computer may stand in
        extra = {} if reconnect_seconds is None else {"reconnect_seconds": reconnect_seconds}
        self._link = RemoteLink(url, code, name, self._arrived, protocol=protocol, seat=seat, spectator=spectator,
                                token=token, **extra)
        self._link.start()

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
        return tuple(PresentSeat(s.name, s.kind, s.level, _presence(docs[i]) if i < len(docs) else "")
                     for i, s in enumerate(self.seats))

    def presence(self, seat: int) -> str:
        """"" (here, or a computer), "away" or "stand_in" (see ``PresentSeat``)."""
        docs = self.table.get("seats", [])
        return _presence(docs[seat]) if 0 <= seat < len(docs) else ""

    def waiting_for(self) -> int | None:
        """The missing person whose turn it is (the table waits for them), or None."""
        seat = self.current_seat()
        if seat is None or self.round_held() or self.connection != CONNECTED:
            return None
        return seat if seat != self.seat and self.presence(seat) == "away" else None

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
        return None

    def viewing_seat(self) -> int | None:
        return self.seat

    def display_seat(self) -> int | None:
        return self.seat

    def observation(self) -> Any:
        if self._final is not None and self._rules is not None:
            engine = self._rules.engine
            return (engine.spectator_observation(self._final) if self.seat is None
                    else engine.observation(self._final, self.seat))
        return self._position.observation if self._position is not None else None

    def _my_turn(self) -> bool:
        return (self.seat is not None and self._position is not None and self._final is None
                and not self.round_held()
                and self.current_seat() == self.seat and self.connection == CONNECTED)

    def check(self, action: Any) -> Rejection | None:
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
        if not self._my_turn():
            rejection = Rejection.of(NOT_YOUR_TURN, "It is not your turn.")
            self.action_rejected.emit(rejection)
            return rejection
        self._link.send("act", action=action)
        return None

    def can_take_back(self) -> bool:
        """Only right after one's own move within the turn, with the option on; the host decides."""
        options = self._rules.options_to_json(self.options) if self._rules is not None and self.options else {}
        return bool(options.get("take_back")) and self._my_turn() and self._mine_this_turn

    def take_back(self) -> Rejection | None:
        return self.request(TAKE_BACK)

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
        pass

    def continue_round(self) -> None:
        """The round summary was closed: tell the host this seat is ready."""
        if self.round_held() and self._position is not None:
            self._link.send("ready", seq=self._position.seq)

    def start_table(self, fill: bool = True) -> None:
        """Ask the host to start (computers in the empty seats with ``fill``)."""
        self._link.send("start", fill=fill)

    def set_speed(self, ms_per_move: int) -> None:
        self._speed_ms = max(0, int(ms_per_move))

    def set_paused(self, paused: bool) -> None:
        pass  # the host's computers do not wait for one window

    def shutdown(self) -> None:
        """Leave the table: close the connection and join the network thread."""
        self._link.send("bye")
        self._link.stop()
        if self.connection not in (FAILED, CLOSED):
            self.connection = CLOSED

    @property
    def link_alive(self) -> bool:
        return self._link.alive

    def status_text(self) -> str:
        """The connection and the waiting seats, in words (the status bar); a
        spectator's begins with "Watching"."""
        text = status_words(self)
        if not self.watching or self.connection not in (CONNECTED, CLOSED):
            return text
        return _tr("Watching: {status}").format(status=text) if text else _tr("Watching")

    # -- what the network thread posts ---------------------------------------------
    def _arrived(self, kind: str, payload: Any) -> None:
        if kind == "chat":
            self._chat(payload)
            return
        if kind in ("welcome", "lobby", "update", "over"):
            self._seats_changed(payload.table)
        if kind == "welcome":
            self._view = payload
            self._ensure_rules()
            self._set_connection(CONNECTED)
            self.table_changed.emit()
        elif kind == "lobby":
            self._view = payload
            self.table_changed.emit()
        elif kind == "update":
            self._update(payload)
        elif kind == "rejected":
            doc = payload.rejection or {}
            found = doc.get("params")
            params: dict[str, Any] = found if isinstance(found, dict) else {}
            self.action_rejected.emit(Rejection.of(str(doc.get("rule", "?")), str(doc.get("message", "")),
                                                   **params))
        elif kind == "over":
            self._view = payload
            self._finish(payload.record)
        elif kind == "reconnecting":
            self._set_connection(RECONNECTING)
        elif kind == "failed":
            self.failure = payload
            self._set_connection(FAILED)

    def _chat(self, fields: Any) -> None:
        if not isinstance(fields, dict) or not isinstance(fields.get("seat"), int):
            return
        name = shown_seat_name(fields.get("name"), fields["seat"])
        reaction = fields.get("reaction")
        if reaction in REACTIONS:
            self.note_arrived.emit(TableNote("reaction", fields["seat"], name, str(reaction)))
            return
        text = clean_name(fields.get("text"), MAX_CHAT)
        if text:
            self.note_arrived.emit(TableNote("chat", fields["seat"], name, text))

    def _seats_changed(self, table: Any) -> None:
        """Notes for the seats that went away, came back or got a computer
        standing in (only once the game runs), and when a computer may stand in."""
        new = table.get("seats", []) if isinstance(table, dict) else []
        old = self.table.get("seats", [])
        grace = table.get("grace") if isinstance(table, dict) else None
        now = time.monotonic()
        for index, doc in enumerate(new):
            if not isinstance(doc, dict):
                continue
            away = doc.get("away")
            if _presence(doc) == "away" and isinstance(away, (int, float)) and isinstance(grace, (int, float)):
                self._stand_in_at[index] = now + max(0.0, float(grace) - float(away))
            elif _presence(doc) != "away":
                self._stand_in_at.pop(index, None)
            if index >= len(old) or index == self.seat or not (self._position is not None or table.get("started")):
                continue
            before, after = _presence(old[index]), _presence(doc)
            if before == after:
                continue
            kind = {"away": "away", "stand_in": "stand_in"}.get(after, "back")
            self.note_arrived.emit(TableNote(kind, index, shown_seat_name(doc.get("name"), index)))

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
        self._record_seats = tuple(_seat_of(i, s) for i, s in enumerate(record.get("seats", [])))
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
                               seats=getattr(self, "_record_seats", self.seats), history=self._actions,
                               state=self._final, started_at=self.started_at)

    def _set_connection(self, state: str) -> None:
        if state != self.connection:
            self.connection = state
            self.connection_changed.emit(state)


def _presence(doc: Any) -> str:
    """"away", "stand_in" or "" of a public seat (see ``PresentSeat``)."""
    if not isinstance(doc, dict) or doc.get("kind") == "computer" or not doc.get("joined"):
        return ""
    if doc.get("stand_in"):
        return "stand_in"
    return "" if doc.get("connected") else "away"


def _seat_of(index: int, doc: Any) -> Seat:
    try:
        computer = doc.get("kind") == "computer"
        return Seat(str(doc.get("name") or f"Seat {index + 1}"), "computer" if computer else "human",
                    doc.get("level") if computer else None)
    except (AttributeError, ValueError):
        return Seat(f"Seat {index + 1}")


_CHECKED: type[GameControl] = RemoteController  # mypy: a RemoteController is a GameControl
