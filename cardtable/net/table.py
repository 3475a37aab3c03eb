"""One game at a network table, held by the host: the real state, the seats, their tokens.

Why: at a network table exactly one place may know the whole game (the
deck, every hand, the seed) and change it; every window, the hosting
person's own included, only sends actions and only receives its own
seat's view. This class is that authority, without any I/O, so the
asyncio host (``host.py``), the tests and the benchmarks drive the same
code: ``join``/``leave`` seat people, ``act`` checks a seat's action with
the engine (``check``, then ``apply``; a stale position is refused, never
applied twice), computers and stand-ins play through ``computer_move``,
and ``update_for(seat)`` is the one message a seat gets: its observation,
the public table and the score sheet, nothing else. The seed, the deck and
every action go out only in ``record()``, once the game is over. When it
is over the same people may play again at the same table (``rematch``,
``net/rematch.py``): a new game, numbered ``game_number``, with a fresh seed.
"""

from __future__ import annotations

import hmac
import json
import logging
import secrets
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cardtable.engine.api import AnyRules, EngineError, Rejection, shuffle_rng
from cardtable.net.computers import Computers
from cardtable.net.frames import PartsEncoder
from cardtable.net.rematch import REMATCH_SECONDS, Rematch, next_options

PERSON, COMPUTER = "person", "computer"
STAND_IN_LEVEL = "medium"
GRACE_SECONDS = 30.0  # a missing person's turn waits this long before a computer may stand in
#: why a start or a stand-in is refused: reason id (a window says it in its language) -> English
log = logging.getLogger(__name__)
REFUSED = {
    "started": "the game has started",
    "seats_free": "not every seat is taken",
    "not_person": "not a person's seat",
    "not_missing": "the seat is not missing",
    "not_seated": "only another seated person may ask",
    "grace": "give them a moment to come back",
}


class JoinError(Exception):
    """Why a connection cannot take a seat; ``code`` is its close code (``protocol.Close``)."""

    def __init__(self, code: int, message: str) -> None:
        super().__init__(message)
        self.code = code


@dataclass
class SeatSlot:
    """One seat: a person (invited, or the hosting person) or a computer."""

    name: str
    kind: str = PERSON  # PERSON or COMPUTER
    level: str | None = None  # a computer's level
    token: str = field(default_factory=lambda: secrets.token_urlsafe(24))
    joined: bool = False  # a person has taken the seat (kept when they drop)
    connected: bool = False
    stand_in: bool = False  # a computer plays it while its person is away
    away_since: float | None = None
    local: bool = False  # a person at the hosting computer: kept for the hosting window (never public)

    def public(self) -> dict[str, Any]:
        """What every window may know of the seat (never the token)."""
        doc: dict[str, Any] = {"name": self.name, "kind": self.kind, "joined": self.joined,
                               "connected": self.connected}
        if self.level is not None:
            doc["level"] = self.level
        if self.stand_in:
            doc["stand_in"] = True
        return doc


class Table:
    """The authoritative game of one table (see the module docstring)."""

    def __init__(self, rules: AnyRules, options: Any, seed: int, seats: Sequence[SeatSlot], *, code: str,
                 name: str = "", actions: Sequence[Any] = (), started: bool = False,
                 make_policy: Callable[[str, str, int, int], Any] | None = None,
                 clock: Callable[[], float] = time.monotonic, grace: float = GRACE_SECONDS,
                 game_number: int = 1, new_seed: Callable[[], int] = lambda: secrets.randbits(62),
                 rematch_seconds: float = REMATCH_SECONDS, state: Any = None) -> None:
        from cardtable.engine.replay import final_state

        self.rules = rules
        self.options = options
        self.seed = seed
        self.seats = list(seats)
        self.code = code
        self.name = name
        self.actions: list[Any] = list(actions)
        self.action_docs: list[Any] = [rules.action_to_json(a) for a in self.actions]  # for saves and the record
        #: ``state``: the position after ``actions`` when the caller has it (a game
        #: loaded at the hosting computer, a lesson's own deal); else replayed from the seed
        self.state = state if state is not None else final_state(rules, options, seed, self.actions)
        #: the position before the first action when it is not the seed's deal (a
        #: lesson's scripted position): what a computer player is shown first
        self._deal: Any = state if state is not None and not self.actions else None
        #: a finished round waits for every person's "ready" (``mark_ready``) or for
        #: ``release_hold``; a game at one screen without a round summary plays straight on
        self.holds_round_end = True
        if rules.num_players(self.state) != len(self.seats):
            raise ValueError("one seat per player")
        self.started = started or bool(self.actions)
        self.held: Any = None  # the round-end table every window shows until all are ready
        self.ready: set[int] = set()
        self.rows: tuple[Any, ...] = tuple(rules.records(self.state))  # the score sheet's rows, kept per move
        self._rows_json = [r.to_json() for r in self.rows]  # rows are only ever added: rebuilt when one is
        self._rows_text: str | None = None  # _rows_json encoded, made when first asked for
        self._observation_texts = PartsEncoder()  # the seats' observations as text, equal parts encoded once
        self._texts_of: tuple[Any, dict[int, str]] = (None, {})  # (a state, seat (-1: spectators) -> its text)
        self._shared_texts = PartsEncoder()  # the shared parts of the updates as text
        self._clock = clock
        self._grace = grace
        self.computers = Computers(rules, make_policy)  # the computer seats' and stand-ins' players
        #: (folder, the newest journal's checkpoint position) when the table was
        #: read from files that hold exactly it (``saving.load_table``), else None
        self.saved_at: tuple[Path, int] | None = None
        self.admin: int | None = None  # the hosting person's seat, who starts the game (None: any seated person)
        self.game_number = game_number  # 1 for the table's first game, one more for each game played again
        #: the next game's seed: fresh from ``secrets`` (never derived from this
        #: game's seed, which every window gets with the record), kept with the game
        self._new_seed = new_seed
        self.rematch = Rematch(clock, rematch_seconds)

    # -- seats ---------------------------------------------------------------------
    def seat_of_token(self, token: str) -> int | None:
        """The seat whose token this is (compared in constant time), or None."""
        found = None
        for index, seat in enumerate(self.seats):
            if seat.kind == PERSON and hmac.compare_digest(seat.token.encode(), token.encode()):
                found = index
        return found

    def free_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.kind == PERSON and not s.joined]

    def join(self, name: str, seat: int | None = None, token: str | None = None) -> int:
        """Seat a connection: with a token it takes its own seat back (a newer
        connection replaces an older one); else a free person's seat (the one
        asked for, or the first). JoinError when it cannot."""
        from cardtable.net.protocol import Close

        if token:
            index = self.seat_of_token(token)
            if index is None:
                raise JoinError(Close.BAD_TOKEN, "this token belongs to no seat of the table")
        else:
            free = self.free_seats()
            back = self._welcome_lost(name)
            if back is not None and seat in (None, back):
                index = back
            elif seat is None:
                if not free:
                    raise JoinError(Close.SEAT_TAKEN, "every seat is taken")
                index = free[0]
            elif seat not in free:
                raise JoinError(Close.SEAT_TAKEN, f"seat {seat} is not free")
            else:
                index = seat
            if name:
                self.seats[index].name = name
        slot = self.seats[index]
        slot.joined = slot.connected = True
        slot.stand_in = False  # a returning person takes the seat back at once
        slot.away_since = None
        self.computers.forget(index)
        return index

    def _welcome_lost(self, name: str) -> int | None:
        """Before the start: the seat a person of this name took and is not at, for
        their hello without a token. A seat is on disk before its welcome goes
        out; a welcome lost (a kill, a dropped connection) leaves them no token:
        asking again gives the seat back (the same token), not "every seat is taken"."""
        if self.started or not name:
            return None
        return next((i for i, s in enumerate(self.seats) if s.kind == PERSON and s.joined and not s.connected
                     and not s.local and s.name == name), None)

    def leave(self, seat: int) -> None:
        slot = self.seats[seat]
        slot.connected = False
        slot.away_since = self._clock()
        self.ready.discard(seat)
        self._rematch_agreed()  # the others may all have accepted another game already

    def stand_in(self, seat: int, asked_by: int) -> str | None:
        """Let a computer play a missing person's seat; why not, or None when done."""
        if not 0 <= seat < len(self.seats) or self.seats[seat].kind != PERSON:
            return REFUSED["not_person"]
        slot = self.seats[seat]
        if slot.connected or slot.stand_in:
            return REFUSED["not_missing"]
        if asked_by == seat or not self.seats[asked_by].connected:
            return REFUSED["not_seated"]
        if slot.away_since is not None and self._clock() - slot.away_since < self._grace:
            return REFUSED["grace"]
        slot.stand_in = True
        return None

    def start(self, fill: bool) -> str | None:
        """Begin play; ``fill``: computers take the seats nobody joined. Why not, or None."""
        if self.started:
            return REFUSED["started"]
        empty = self.free_seats()
        if empty and not fill:
            return REFUSED["seats_free"]
        for index in empty:
            slot = self.seats[index]
            slot.kind, slot.level, slot.name = COMPUTER, STAND_IN_LEVEL, slot.name or f"Computer {index + 1}"
        self.started = True
        return None

    # -- play -------------------------------------------------------------------------
    @property
    def seq(self) -> int:
        """The position number: how many actions have been applied."""
        return len(self.actions)

    def over(self) -> bool:
        return self.rules.is_terminal(self.state)

    def act(self, seat: int, seq: int, action_doc: dict[str, Any]) -> Rejection | None:
        """A person's action against position ``seq``: applied, or why not (a
        Rejection with a rule id the window translates; ``NET-*`` ids for the
        table's own refusals)."""
        if not self.started:
            return Rejection.of("NET-1", "The game has not started yet.")
        if self.held is not None:
            return Rejection.of("NET-2", "The round is over: deal the next round first.")
        if seq != self.seq:
            return Rejection.of("NET-3", "The table has moved on; look again.")
        if self.rules.current_player(self.state) != seat:
            return Rejection.of("NET-4", "It is not your turn.")
        try:
            action = self.rules.action_from_json(action_doc)
        except EngineError as exc:
            return Rejection.of("NET-5", "That is not a move of this game: {reason}", reason=exc.message[:200])
        return self.play(seat, action)

    def play(self, seat: int, action: Any) -> Rejection | None:
        """``seat``'s action (an engine action, no JSON: a seat at this process
        or one a connection sent): applied, or why not."""
        if not self.started:
            return Rejection.of("NET-1", "The game has not started yet.")
        if self.held is not None:
            return Rejection.of("NET-2", "The round is over: deal the next round first.")
        if self.rules.current_player(self.state) != seat:
            return Rejection.of("NET-4", "It is not your turn.")
        rejection = self.rules.check(self.state, action)
        if rejection is not None:
            return rejection
        self._apply(action)
        return None

    def mark_ready(self, seat: int, seq: int) -> bool:
        """A window has looked at the round-end table; True when the next round was dealt."""
        if self.held is None or seq != self.seq:
            return False
        self.ready.add(seat)
        waiting = {i for i, s in enumerate(self.seats) if s.kind == PERSON and s.connected and not s.stand_in}
        if waiting <= self.ready:
            self.release_hold()
            return True
        return False

    def release_hold(self) -> None:
        """Deal on from a held round end (every person is ready, or the one screen's
        "Deal next round")."""
        self.held = None
        self.ready.clear()

    def begin_at(self, state: Any) -> None:
        """Play on from ``state`` as a new start (a lesson's step sets up its own
        position): no actions before it, nothing held, computers start afresh."""
        self.state, self._deal = state, state
        self.actions, self.action_docs = [], []
        self.release_hold()
        self.rows = tuple(self.rules.records(state))
        self._rows_json, self._rows_text = [r.to_json() for r in self.rows], None
        self.computers.forget()

    # -- another game at the same table -----------------------------------------------------
    def present_people(self) -> list[int]:
        """The seats whose person is connected and plays them (no stand-in):
        those asked at a round end or for another game."""
        return [i for i, s in enumerate(self.seats) if s.kind == PERSON and s.connected and not s.stand_in]

    def answer_rematch(self, seat: int, answer: str) -> str | None:
        """``seat`` proposes another game, accepts, declines or withdraws
        (``rematch.ANSWERS``); why not, or None when taken. Once every connected
        person accepted, the new game is dealt (``game_number`` goes up)."""
        why = self.rematch.answer(seat, answer, self.over())
        if why is None:
            self._rematch_agreed()
        return why

    def rematch_open(self) -> bool:
        """A proposal of another game waits for answers (a finished table is not
        to be retired meanwhile: it may start a new game)."""
        return self.rematch.proposal is not None and self.rematch.left() > 0

    def lapse_rematch(self) -> bool:
        """End a proposal whose time ran out; True when that changed the table."""
        return self.rematch.lapse()

    def _rematch_agreed(self) -> bool:
        if self.rematch.lapse() or not self.over() or not self.rematch.agreed(self.present_people()):
            return False
        self.new_game(self._new_seed())
        return True

    def new_game(self, seed: int) -> None:
        """Deal the next game at this table: the same seats, names and tokens
        (computers keep theirs, a stand-in plays on for an absent person), the
        next dealer by the rules (``rematch.next_options``), ``seed``."""
        from cardtable.engine.replay import final_state

        self.options = next_options(self.rules, self.options, self.state)
        self.seed = seed
        self.actions, self.action_docs = [], []
        self.state = final_state(self.rules, self.options, seed, ())
        self.held, self.rows = None, tuple(self.rules.records(self.state))
        self.ready.clear()
        self._deal = None
        self._rows_json, self._rows_text = [r.to_json() for r in self.rows], None
        self.computers.forget()  # a computer's memory is of the game it played
        self.started = True
        self.game_number += 1
        self.rematch = Rematch(self._clock, self.rematch.seconds)

    def computer_to_move(self) -> int | None:
        """The seat a computer must play now (a computer's, or a stand-in's), or None."""
        if not self.started or self.held is not None or self.over():
            return None
        seat = self.rules.current_player(self.state)
        if seat is None:
            return None
        slot = self.seats[seat]
        return seat if slot.kind == COMPUTER or slot.stand_in else None

    def think(self, seat: int) -> tuple[int, Any]:
        """A computer's choice for ``seat`` at the current position: (seq, action).
        Pure with respect to the table (may run on another thread while nobody
        else may move); hand the result to :meth:`computer_move`. A computer
        player that fails chooses None (``computer_move`` then plays for it)."""
        seq, state = self.seq, self.state
        slot = self.seats[seat]
        level = slot.level if slot.kind == COMPUTER and slot.level else STAND_IN_LEVEL
        return seq, self.computers.choose(seat, self.computers.player(seat, level, self.seed, self._positions), state)

    def computer_move(self, seat: int, seq: int, action: Any) -> bool:
        """Apply a computer's choice if the table is still where it thought; a
        choice that is None or not legal is replaced by a seeded random legal
        move (the same game again plays the same)."""
        if seq != self.seq or self.computer_to_move() != seat:
            return False
        if action is None or self.rules.check(self.state, action) is not None:
            if action is not None:
                log.warning("computer seat %s chose an illegal action %r", seat, action)
            legal = list(self.rules.legal_actions(self.state))
            if not legal:
                log.error("no legal action for computer seat %s", seat)
                return False
            action = legal[shuffle_rng(self.seed, "substitute", self.seq).randrange(len(legal))]
        self._apply(action)
        return True

    def _positions(self) -> Iterator[Any]:
        """Every position of the game so far: the deal, then one after each action."""
        from cardtable.engine.replay import steps, steps_from

        actions = list(self.actions)
        every = (steps(self.rules, self.options, self.seed, actions) if self._deal is None
                 else steps_from(self.rules, self._deal, actions))
        yield from (step.state for step in every)

    def _apply(self, action: Any) -> None:
        before = self.state
        self.state = self.rules.apply(before, action)
        self.actions.append(action)
        self.action_docs.append(self.rules.action_to_json(action))
        rows = tuple(self.rules.records(self.state))
        if len(rows) > len(self.rows) and not self.over() and self.holds_round_end:
            held = self.rules.round_end_position(before, action)
            self.held = held if held is not None else self.state
            self.ready.clear()
        if len(rows) != len(self.rows):
            self._rows_json = [r.to_json() for r in rows]
            self._rows_text = None
        self.rows = rows
        self.computers.saw(self.state)  # computers remember what they saw

    # -- what goes out -------------------------------------------------------------------
    def public(self) -> dict[str, Any]:
        """The table as everybody may see it (the lobby and every update); a
        missing person's seat says for how many seconds it has been ``away``,
        and ``grace`` how long a turn waits before a computer may stand in."""
        seats = [s.public() for s in self.seats]
        now = self._clock()
        for doc, slot in zip(seats, self.seats, strict=True):
            if slot.joined and not slot.connected and slot.away_since is not None:
                doc["away"] = round(max(0.0, now - slot.away_since), 1)
        doc = {"code": self.code, "name": self.name, "game": self.rules.game_id,
               "options": self.rules.options_to_json(self.options),
               "seats": seats, "started": self.started, "over": self.over(), "grace": self._grace}
        if self.admin is not None:
            doc["admin"] = self.admin
        if self.game_number > 1:
            doc["game_number"] = self.game_number
        rematch = self.rematch.public(self.present_people())
        if rematch is not None:
            doc["rematch"] = rematch
        return doc

    def shared_update(self) -> dict[str, Any]:
        """The part of the ``update`` message that is the same for every seat:
        the position number, the public table, the standings and score-sheet
        rows, and at a held round end every seat's view of that table (all
        hands are shown then). Built once per change, not once per seat."""
        rules = self.rules
        doc: dict[str, Any] = {
            "seq": self.seq,
            "table": self.public(),
            "standings": [s.to_json() for s in rules.standings(self.state)],
            "records": self._rows_json,
        }
        if self.held is not None:
            doc["held"] = {"observations": [rules.observation_to_json(rules.observation(self.held, s))
                                            for s in range(len(self.seats))]}
        return doc

    def records_text(self) -> str:
        """The score-sheet rows as compact JSON text, encoded once per change
        of the rows (a whole game's sheet, sent with every update otherwise)."""
        if self._rows_text is None:
            self._rows_text = json.dumps(self._rows_json, separators=(",", ":"), ensure_ascii=False)
        return self._rows_text

    def update_for(self, seat: int, shared: dict[str, Any] | None = None) -> dict[str, Any]:
        """The fields of the ``update`` message for ``seat``: its own
        observation and ``shared`` (``shared_update()``, made here if not given)."""
        return {**(shared if shared is not None else self.shared_update()), "observation": self.observation_for(seat)}

    def observation_for(self, seat: int) -> dict[str, Any]:
        """``seat``'s own view of the current position, as JSON."""
        return self.rules.observation_to_json(self.rules.observation(self.state, seat))

    def spectator_observation(self) -> dict[str, Any]:
        """The public view of the current position (no hand at all), as JSON."""
        return self.rules.observation_to_json(self.rules.spectator_observation(self.state))

    def observation_text(self, seat: int) -> str:
        """``observation_for(seat)`` as JSON text, made once per position (a
        seat joining or leaving sends the same again); the parts equal to
        what was encoded last (another seat's, the last move's) are not
        encoded again."""
        texts = self._texts()
        text = texts.get(seat)
        if text is None:
            text = texts[seat] = self._observation_texts.encode(self.observation_for(seat))
        return text

    def spectator_text(self) -> str:
        """``spectator_observation()`` as JSON text (as ``observation_text``)."""
        texts = self._texts()
        text = texts.get(-1)
        if text is None:
            text = texts[-1] = self._observation_texts.encode(self.spectator_observation())
        return text

    def _texts(self) -> dict[int, str]:
        """The observations' texts of the current state (kept with the state
        itself: another state, even at the same position number, starts afresh)."""
        state, texts = self._texts_of
        if state is not self.state:
            texts = {}
            self._texts_of = (self.state, texts)
        return texts

    def shared_text(self, name: str, value: Any) -> str:
        """A shared part of the updates (``shared_update()[name]``) as JSON text, encoded when it changed."""
        return self._shared_texts.value(name, value)

    def record(self) -> dict[str, Any] | None:
        """The whole game (seed, options, seats, every action) once it is over, else None."""
        if not self.over():
            return None
        return {"game": self.rules.game_id, "options": self.rules.options_to_json(self.options),
                "seed": self.seed, "seats": [{"name": s.name, "kind": "human" if s.kind == PERSON else "computer",
                                              **({"level": s.level} if s.kind == COMPUTER else {})}
                                             for s in self.seats],
                "actions": list(self.action_docs)}


__all__ = ["COMPUTER", "PERSON", "REFUSED", "JoinError", "SeatSlot", "Table"]
