"""A recorded game as a timeline of positions, for the replay viewer.

Why: a replay is the action log applied again to ``new_game(options, seed)``
with the engine's own ``apply``; nothing is stored but the log, so a replay
shows exactly what was played. Position ``p`` is the state after the first
``p`` actions (0 = the deal, ``len(actions)`` = the end).

Every position is computed once on loading (that pass also checks the log and
finds where each round or match game starts), but only every
``CHECKPOINT``-th state is kept: a hostile file of 100,000 moves cannot fill
the memory, and any position is at most ``CHECKPOINT - 1`` applies away, so
jumping to the end of a long game costs a lookup, not a replay.

Who may see what: once the game is over every hand may be shown (``finished``);
an unfinished game (a save) is shown only as its ``viewer`` seat saw it
(``saving_seat``), through the engine's observation of that seat.

Problems are ``SaveError``s with the codes of ``persistence.errors`` (the UI
translates them); no other exception escapes :func:`load_timeline` or
:func:`timeline_of_source`. No Qt here.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from cardtable.engine.api import AnyRules, EngineError
from cardtable.engine.registry import get_rules
from cardtable.persistence.errors import SaveError, short
from cardtable.persistence.savefile import (
    MAX_ACTIONS,
    LoadedGame,
    checked_steps,
    guarded,
    load,
    parse_actions,
)
from cardtable.seats import Seat

CHECKPOINT = 16


@dataclass
class Timeline:
    """One recorded game, position by position (see the module docstring)."""

    rules: AnyRules
    options: Any
    seed: int
    seats: tuple[Seat, ...]
    actions: tuple[Any, ...]
    round_starts: tuple[int, ...]  # positions where a round (Skip-Bo: a match game) was dealt
    actors: tuple[int | None, ...]  # actors[i]: the seat that made action i
    finished: bool
    viewer: int  # the seat an unfinished game is shown as (see ``saving_seat``)
    moves_events: tuple[tuple[Any, ...], ...] = field(default=(), repr=False)  # every event of each position
    _kept: dict[int, Any] = field(default_factory=dict, repr=False)
    _last: tuple[int, Any] = field(default=(-1, None), repr=False)

    @classmethod
    def build(cls, rules: AnyRules, options: Any, seed: int, seats: Sequence[Seat],
              actions: Sequence[Any]) -> Timeline:
        """Apply the whole log once; SaveError if it does not replay."""
        if len(actions) > MAX_ACTIONS:
            raise SaveError("log-too-long", count=len(actions), limit=MAX_ACTIONS)
        kept: dict[int, Any] = {}
        starts = [0]
        actors: list[int | None] = []
        events: list[tuple[Any, ...]] = []
        records = 0
        state: Any = None
        for step in checked_steps(rules, options, seed, actions):
            state = step.state
            events.append(tuple(state.last_events))
            position = step.index
            if position == 0:
                kept[0] = state
                records = len(rules.records(state))
                continue
            actors.append(step.actor)
            if position % CHECKPOINT == 0:
                kept[position] = state
            now = len(rules.records(state))
            if now > records and not rules.is_terminal(state):
                starts.append(position)
            records = now
        if rules.num_players(state) != len(seats):
            raise SaveError("bad-seats", reason=f"the game has {rules.num_players(state)} players "
                                                f"but {len(seats)} seats are named")
        kept[len(actions)] = state
        viewer = saving_seat(rules, state, tuple(seats), actors)
        return cls(rules, options, seed, tuple(seats), tuple(actions), tuple(starts), tuple(actors),
                   bool(rules.is_terminal(state)), viewer, tuple(events), kept, (len(actions), state))

    # -- positions ---------------------------------------------------------------------
    @property
    def length(self) -> int:
        """The number of moves (the last position)."""
        return len(self.actions)

    def state(self, position: int) -> Any:
        """The engine state after ``position`` actions (clamped to the game)."""
        position = max(0, min(self.length, position))
        last, cached = self._last
        if last == position:
            return cached
        if 0 <= last < position and position - last < CHECKPOINT:
            start, state = last, cached  # stepping forward: go on from here
        else:
            start = max(p for p in self._kept if p <= position)
            state = self._kept[start]
        for action in self.actions[start:position]:
            state = self.rules.apply(state, action)
        self._last = (position, state)
        return state

    def round_index(self, position: int) -> int:
        """Which round (0-based index into ``round_starts``) ``position`` lies in."""
        index = 0
        for i, start in enumerate(self.round_starts):
            if start <= position:
                index = i
        return index

    def actor(self, position: int) -> int | None:
        """The seat whose move led to ``position`` (None at the deal)."""
        return self.actors[position - 1] if 0 < position <= self.length else None

    # -- who sees what -----------------------------------------------------------------
    def events(self, position: int) -> tuple[Any, ...]:
        """What the move to ``position`` did (the deal at 0): every detail once the
        game is over, else only what the viewer's observation says."""
        if self.finished:
            return self.moves_events[max(0, min(self.length, position))]
        return tuple(self.rules.observation(self.state(position), self.viewer).events)

    @property
    def against_computer(self) -> bool:
        """A person played against at least one computer (may be continued)."""
        kinds = {seat.is_human for seat in self.seats}
        return kinds == {True, False}


def saving_seat(rules: AnyRules, final: Any, seats: tuple[Seat, ...], actors: Sequence[int | None]) -> int:
    """Whose eyes an unfinished save is replayed with: the one person at the
    table; with several (pass-and-play) the person to act at the end of the
    log, else the last person who acted (who saved it); seat 0 when only
    computers play (as the live table shows such a game)."""
    people = [i for i, seat in enumerate(seats) if seat.is_human]
    if len(people) <= 1:
        return people[0] if people else 0
    current = None if rules.is_terminal(final) else rules.current_player(final)
    if current in people:
        return int(current)
    return next((seat for seat in reversed(actors) if seat in people), people[0])


def timeline_of_loaded(loaded: LoadedGame) -> Timeline:
    """The timeline of a save that ``savefile.load`` has checked."""
    return guarded(lambda: Timeline.build(loaded.rules, loaded.options, loaded.saved.seed,
                                           loaded.saved.seats, loaded.actions))


def timeline_of_game(rules: AnyRules, options: Any, seed: int, seats: Sequence[Seat],
                     actions: Sequence[Any]) -> Timeline:
    """The timeline of a game just played on the table (its controller's rules,
    options, seed, seats and action log); SaveError if the log does not replay."""
    return guarded(lambda: Timeline.build(rules, options, seed, seats, actions))


def load_timeline(path: str | os.PathLike[str]) -> Timeline:
    """Read a save file (any problem: SaveError) and lay out its positions."""
    try:
        loaded = load(path)
    except SaveError:
        raise
    except OSError as exc:
        raise SaveError("unreadable", path=str(path), reason=short(str(exc))) from exc
    return timeline_of_loaded(loaded)


def timeline_of_source(source: Any) -> Timeline:
    """The timeline of a history row (``History.replay_source``); SaveError if
    the row does not replay (a damaged or hand-edited database)."""

    def build() -> Timeline:
        try:
            rules = get_rules(source.game)
        except EngineError as exc:
            raise SaveError("unknown-game", game=short(str(source.game), 40)) from exc
        try:
            options = rules.options_from_json(source.options)
        except EngineError as exc:
            raise SaveError("bad-options", reason=short(exc.message)) from exc
        return Timeline.build(rules, options, source.seed, source.seats, parse_actions(rules, source.actions))

    return guarded(build)


