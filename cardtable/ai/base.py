"""The interface of a computer player, and the factory that makes one.

A policy belongs to one seat for one game. The controller calls
``observe(observation)`` after every applied action (so the policy can
remember public events, e.g. which cards an opponent took from the discard
pile) and ``choose(observation)`` when the seat must act. Both receive only
that seat's observation (``Rules.observation(state, seat)``): a policy never
sees the hidden parts of the state, so it cannot cheat. ``choose`` returns an
engine action that is legal in that observation; its own randomness comes
from the seed it was made with.
"""

from __future__ import annotations

import importlib
from typing import Any, Protocol

LEVELS = ("easy", "medium", "hard")


class Policy(Protocol):
    level: str

    def observe(self, observation: Any) -> None: ...
    def choose(self, observation: Any) -> Any: ...


def make_policy(game_id: str, level: str, seat: int, seed: int) -> Policy:
    """A computer player for ``seat`` of a ``game_id`` game at ``level``.

    Each game's policies live in ``cardtable.ai.<game_id>`` which exposes
    ``make_policy(level, seat, seed)``.
    """
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; expected one of {LEVELS}")
    module = importlib.import_module(f"cardtable.ai.{game_id}")
    return module.make_policy(level, seat, seed)
