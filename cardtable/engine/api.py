"""The contract every game engine honours, so the UI, the AI, the saves and the
benchmarks treat Phase 10 and Skip-Bo alike.

An engine is an object with the methods of :class:`Rules`. States, actions and
observations are immutable (frozen dataclasses holding tuples): ``apply``
returns a new state and never changes the old one, which keeps undo, AI search
and saving simple.

Legality is decided here and only here. ``check`` answers ``None`` (the action
is legal) or a :class:`Rejection` naming the rule of ``docs/RULES.md`` that forbids
it, with parameters, so the UI can say "no, rule P10-13" in the player's
language. ``apply`` of an illegal action raises :class:`IllegalAction`; it
never substitutes another move.

No Qt here: a test enforces that ``cardtable.engine`` imports no Qt module.
"""

from __future__ import annotations

import random
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeAlias, TypeVar, runtime_checkable

from cardtable.engine.standings import RecordRow, Standing
from cardtable.games import GameInfo


class EngineError(Exception):
    """Base class of every error the engine raises on purpose."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class InvalidState(EngineError):
    """A state, option set or JSON document that cannot exist.

    ``message`` is a clear English sentence naming what is wrong and where
    (e.g. ``"players[2].hand: a 109th card"``); ``path`` is that location.
    """

    def __init__(self, message: str, path: str = "") -> None:
        super().__init__(f"{path}: {message}" if path else message)
        self.reason = message
        self.path = path


class InvalidAction(EngineError):
    """An action document that is malformed (not merely illegal)."""


_PLACEHOLDER = re.compile(r"\{(\w+)\}")


@dataclass(frozen=True)
class Rejection:
    """Why an action is not allowed: a rule id of docs/RULES.md plus parameters.

    ``message`` is the finished English sentence (used by the CLI, logs and
    save-file errors): a ``{name}`` placeholder for one of ``params`` is
    filled in on creation, so no reader ever sees a template. The UI
    translates from ``rule`` and ``params`` instead.
    """

    rule: str
    message: str
    params: tuple[tuple[str, Any], ...] = ()

    def __post_init__(self) -> None:
        values = dict(self.params)
        if values and "{" in self.message:
            filled = _PLACEHOLDER.sub(
                lambda m: str(values[m[1]]) if m[1] in values else m[0], self.message
            )
            object.__setattr__(self, "message", filled)

    @classmethod
    def of(cls, rule: str, message: str, **params: Any) -> Rejection:
        return cls(rule, message, tuple(sorted(params.items())))

    def param(self, name: str, default: Any = None) -> Any:
        return dict(self.params).get(name, default)

    def to_json(self) -> dict[str, Any]:
        return {"rule": self.rule, "message": self.message, "params": dict(self.params)}


class IllegalAction(EngineError):
    """Raised by ``apply`` for an action that ``check`` rejects."""

    def __init__(self, rejection: Rejection) -> None:
        super().__init__(f"{rejection.rule}: {rejection.message}")
        self.rejection = rejection


@dataclass(frozen=True)
class GameResult:
    """The outcome of a finished game (or the standing of an unfinished one).

    ``winners`` is empty while the game goes on; it holds several seats for a
    shared win. ``scores`` has one number per seat whose meaning the engine
    documents (Phase 10: penalty points, lower is better; Skip-Bo: stock cards
    left, or match points with SB-V1). ``reason`` is a short machine word
    such as ``"phase-complete"``, ``"stock-empty"`` or ``"blocked"``.
    """

    finished: bool
    winners: tuple[int, ...] = ()
    scores: tuple[int, ...] = ()
    reason: str = ""
    details: Mapping[str, Any] = field(default_factory=dict)


def shuffle_rng(seed: int | str, *salt: Any) -> random.Random:
    """A ``random.Random`` for one shuffle, derived from the game's seed.

    States are immutable and saved as JSON, so instead of carrying a live
    generator a state stores its ``seed`` and a counter of shuffles; every
    shuffle seeds a fresh generator from both. String seeds are hashed with
    SHA-512 by ``random``, so the result is the same on every machine and run.
    """

    return random.Random(":".join(str(part) for part in (seed, *salt)))


StateT = TypeVar("StateT")
ActionT = TypeVar("ActionT")
ObservationT = TypeVar("ObservationT", bound="Observation[Any]")
OptionsT = TypeVar("OptionsT")
EventT = TypeVar("EventT", covariant=True)


class Observation(Protocol[EventT]):
    """The fields every game's observation has, under the same names.

    ``seat`` is the observer, ``current`` the seat to act (``None`` once the
    game is over), ``hand`` the observer's own cards, ``hand_counts`` and
    ``draw_count`` what everybody may count, ``events`` what the last
    ``apply`` did as far as this seat may know, ``legal_actions`` the moves
    of the observer (empty unless it is their turn) and ``winners`` the
    winners once the game is over. Each game adds its own table fields.
    """

    @property
    def seat(self) -> int: ...
    @property
    def current(self) -> int | None: ...
    @property
    def hand(self) -> tuple[Any, ...]: ...
    @property
    def hand_counts(self) -> tuple[int, ...]: ...
    @property
    def draw_count(self) -> int: ...
    @property
    def events(self) -> tuple[EventT, ...]: ...
    @property
    def legal_actions(self) -> tuple[Any, ...]: ...
    @property
    def winners(self) -> tuple[int, ...]: ...


OBSERVATION_FIELDS = ("seat", "current", "hand", "hand_counts", "draw_count", "events", "legal_actions", "winners")


@runtime_checkable
class Rules(Protocol[StateT, ActionT, ObservationT, OptionsT]):
    """What every engine (``cardtable.engine.phase10``, ``...skipbo``) offers.

    ``Rules[State, Action, Observation, Options]`` names the four types an
    engine works with; code that serves every game uses ``Rules[Any, Any,
    Any, Any]`` (or plain ``Rules``) and only the fields of
    :class:`Observation`, :class:`~cardtable.engine.standings.Standing` and
    :class:`~cardtable.engine.standings.RecordRow` (``standings``: places
    with ties and reasons, finished or not; ``records``: one row per
    finished round or game).

    Seats are numbered 0..n-1 clockwise. JSON documents are plain dicts of the
    format in ``docs/FORMAT.md``; every ``*_from_json`` raises
    :class:`InvalidState` / :class:`InvalidAction` with a clear message and
    never lets another exception escape (both engines read them with
    ``engine/jsonfields.py``).
    """

    game_id: str  # "phase10" or "skipbo"
    info: GameInfo  # what the rest of the app may know of the game (``engine.games``)

    # options -------------------------------------------------------------
    def default_options(self, players: int) -> OptionsT: ...
    def options_from_json(self, data: Mapping[str, Any]) -> OptionsT: ...
    def options_to_json(self, options: OptionsT) -> dict[str, Any]: ...

    # the game ------------------------------------------------------------
    def new_game(self, options: OptionsT, seed: int) -> StateT: ...
    def num_players(self, state: StateT) -> int: ...
    def current_player(self, state: StateT) -> int | None: ...
    def legal_actions(self, state: StateT) -> Sequence[ActionT]: ...
    def check(self, state: StateT, action: ActionT) -> Rejection | None: ...
    def apply(self, state: StateT, action: ActionT) -> StateT: ...
    def is_terminal(self, state: StateT) -> bool: ...
    def result(self, state: StateT) -> GameResult: ...
    def observation(self, state: StateT, seat: int) -> ObservationT: ...
    def spectator_observation(self, state: StateT) -> ObservationT:
        """What somebody watching the table sees: the public parts only (no
        hand, no drawn card's face, no legal actions), as an observation from
        seat 0's place, so the table draws it with every hand face down."""
        ...
    def standings(self, state: StateT) -> tuple[Standing, ...]: ...
    def records(self, state: StateT) -> tuple[RecordRow, ...]: ...
    def card_counts(self, state: StateT) -> Mapping[str, int]: ...
    def cards_left(self, state: StateT) -> tuple[tuple[tuple[str, int], ...], ...]:
        """Per seat, each card left in the hand with its penalty points (the
        round summary; a game that counts none gives each seat ``()``)."""
        ...
    def cards_left_seen(self, options: OptionsT,
                        observations: Sequence[ObservationT]) -> tuple[tuple[tuple[str, int], ...], ...]:
        """``cards_left`` from what each seat saw of a finished round's table
        (one observation per seat, its own hand in it): what a window that
        holds no state shows in the round summary."""
        ...
    def may_ask(self, observation: ObservationT, action: ActionT) -> bool:
        """Whether the seat of ``observation`` may ask for ``action`` now, as
        far as that observation tells: a listed legal action, or one of a
        kind the observation lists only by example. A window that holds no
        state lights its targets with it; the table's state decides for real."""
        ...
    def next_game_options(self, options: OptionsT, final: StateT) -> OptionsT:
        """The options of another game of the same people at the same table
        after the game that ended in ``final``: the same, except who deals or
        starts, which passes on as the game's rules say."""
        ...

    def round_end_position(self, state: StateT, action: ActionT) -> StateT | None:
        """The table when ``action`` ends a round (Skip-Bo: a game of a match),
        every hand still in place, before the next deal; None otherwise."""
        ...

    # JSON ----------------------------------------------------------------
    def state_to_json(self, state: StateT) -> dict[str, Any]: ...
    def state_from_json(self, data: Mapping[str, Any]) -> StateT: ...
    def action_to_json(self, action: ActionT) -> dict[str, Any]: ...
    def action_from_json(self, data: Mapping[str, Any]) -> ActionT: ...
    def observation_to_json(self, observation: ObservationT) -> dict[str, Any]: ...
    def observation_from_json(self, data: Mapping[str, Any]) -> ObservationT:
        """The observation of a document ``observation_to_json`` wrote (a
        network table's window gets nothing else); strict like the state
        readers: InvalidState naming the bad field, no other exception."""
        ...


#: An engine of either game as the code that serves every game holds it (the
#: controllers, the window, saving, replays): a state, action or option it
#: gets from this engine goes back to the same engine unread. Python cannot say
#: "the same game's types" across several values without making every holder
#: generic, so the four types are open here and nowhere else; a game's own
#: modules (``engine.phase10``, ``ui.table.games.phase10`` …) use its real types.
AnyRules: TypeAlias = "Rules[Any, Any, Any, Any]"

#: A JSON object as ``json.loads`` gives it (a save, a network message, an
#: option set, a remembered choice): each value is checked where it is read
#: (``engine.jsonfields`` and the readers of each format), so the values are
#: open here.
JsonObject: TypeAlias = "dict[str, Any]"
