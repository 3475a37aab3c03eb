"""A stand-in computer player used until ``cardtable.ai.<game>`` exists.

The real policies arrive with the AI issue; until then the controller still
needs somebody to play the computer seats. This one picks uniformly among the
legal actions carried by the seat's observation, with a ``random.Random``
seeded from the game, so games stay replayable. The AI issue makes this module
unused (``make_policy`` succeeds and the controller never reaches here).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any


def legal_actions_of(observation: Any) -> Sequence[Any]:
    """The legal actions an observation carries (attribute or mapping key)."""
    for name in ("legal_actions", "legal"):
        value = getattr(observation, name, None)
        if value is None and isinstance(observation, Mapping):
            value = observation.get(name)
        if callable(value):
            value = value()
        if value is not None:
            return tuple(value)
    return ()


class FallbackPolicy:
    """Uniformly random legal play; deterministic for a given seed."""

    def __init__(self, level: str, seat: int, seed: int) -> None:
        self.level = level
        self.seat = seat
        self._rng = random.Random(f"fallback:{seed}:{seat}")

    def observe(self, observation: Any) -> None:
        """Nothing to remember: random play needs no memory."""

    def choose(self, observation: Any) -> Any:
        actions = legal_actions_of(observation)
        if not actions:
            return None
        return actions[self._rng.randrange(len(actions))]


def make_policy(level: str, seat: int, seed: int) -> FallbackPolicy:
    return FallbackPolicy(level, seat, seed)
