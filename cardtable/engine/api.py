"""The contract every game engine honours, so the UI, the AI, the saves and the
benchmarks treat Phase 10 and Skip-Bo alike.

An engine is an object with the methods of :class:`Rules`. States, actions and
observations are immutable (frozen dataclasses holding tuples): ``apply``
returns a new state and never changes the old one, which keeps undo, AI search
and saving simple.

Legality is decided here and only here. ``check`` answers ``None`` (the action
is legal) or a :class:`Rejection` naming the rule of ``RULES.md`` that forbids
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
from typing import Any, Protocol, runtime_checkable


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
    """Why an action is not allowed: a rule id of RULES.md plus parameters.

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


@runtime_checkable
class Rules(Protocol):
    """What every engine (``cardtable.engine.phase10``, ``...skipbo``) offers.

    Seats are numbered 0..n-1 clockwise. JSON documents are plain dicts of the
    format in ``docs/FORMAT.md``; every ``*_from_json`` raises
    :class:`InvalidState` / :class:`InvalidAction` with a clear message and
    never lets another exception escape on bad input.
    """

    game_id: str  # "phase10" or "skipbo"

    # options -------------------------------------------------------------
    def default_options(self, players: int) -> Any: ...
    def options_from_json(self, data: Mapping[str, Any]) -> Any: ...
    def options_to_json(self, options: Any) -> dict[str, Any]: ...

    # the game ------------------------------------------------------------
    def new_game(self, options: Any, seed: int) -> Any: ...
    def num_players(self, state: Any) -> int: ...
    def current_player(self, state: Any) -> int | None: ...
    def legal_actions(self, state: Any) -> Sequence[Any]: ...
    def check(self, state: Any, action: Any) -> Rejection | None: ...
    def apply(self, state: Any, action: Any) -> Any: ...
    def is_terminal(self, state: Any) -> bool: ...
    def result(self, state: Any) -> GameResult: ...
    def observation(self, state: Any, seat: int) -> Any: ...
    def card_counts(self, state: Any) -> Mapping[str, int]: ...

    # JSON ----------------------------------------------------------------
    def state_to_json(self, state: Any) -> dict[str, Any]: ...
    def state_from_json(self, data: Mapping[str, Any]) -> Any: ...
    def action_to_json(self, action: Any) -> dict[str, Any]: ...
    def action_from_json(self, data: Mapping[str, Any]) -> Any: ...
    def observation_to_json(self, observation: Any) -> dict[str, Any]: ...
