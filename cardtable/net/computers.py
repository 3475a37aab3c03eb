"""The computer players of one table: made when first needed, shown every position.

Why apart from ``table.py``: a table (at a server, at the hosting computer,
or the one screen of a local game) has computer seats and stand-ins whose
players must see the game as it goes: a new one first sees every position
so far (a resumed game, a stand-in coming in), then every position after
each move. A player that cannot be made, or that fails, is dropped
(``None``): the table then plays a seeded random legal move for it, so a
broken computer player never stops a game.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from typing import Any

from cardtable.engine.api import AnyRules, shuffle_rng

log = logging.getLogger(__name__)

#: makes the computer player of (game id, level, seat, seed)
PolicyMaker = Callable[[str, str, int, int], Any]


def policy_seed(seed: int, seat: int, purpose: str = "policy") -> int:
    """A seat's computer player's seed from the game's (``purpose``: "policy" for
    the seat's own player, "hint" for the hints at one screen): the same game
    again chooses the same."""
    return shuffle_rng(seed, purpose, seat).getrandbits(62)


def default_policy(game: str, level: str, seat: int, seed: int) -> Any:
    """The computer player of ``cardtable.ai`` for that game and level."""
    from cardtable.ai.base import make_policy  # the players load with the first computer turn

    return make_policy(game, level, seat, seed)


class Computers:
    """The computer players of one table's seats, by seat (see the module docstring)."""

    def __init__(self, rules: AnyRules, make_policy: PolicyMaker | None = None) -> None:
        self.rules = rules
        self._make = make_policy or default_policy
        self._players: dict[int, Any] = {}

    def player(self, seat: int, level: str, seed: int, positions: Callable[[], Iterable[Any]]) -> Any:
        """``seat``'s player (None if it cannot be made); a new one is made with
        the seat's seed from the game's ``seed`` and shown ``positions()``."""
        if seat not in self._players:
            try:
                policy = self._make(self.rules.game_id, level, seat, policy_seed(seed, seat))
                for state in positions():
                    policy.observe(self.rules.observation(state, seat))
            except Exception:  # a computer player that cannot be made must not stop the table
                log.exception("cannot make the computer player of seat %s", seat)
                policy = None
            self._players[seat] = policy
        return self._players[seat]

    def choose(self, seat: int, policy: Any, state: Any) -> Any:
        """``policy``'s move for ``seat`` at ``state``, or None when it fails."""
        if policy is None:
            return None
        try:
            observation = self.rules.observation(state, seat)
            policy.observe(observation)
            return policy.choose(observation)
        except Exception:  # a broken computer player must not stop the table
            log.exception("the computer player of seat %s failed", seat)
            return None

    def saw(self, state: Any) -> None:
        """Every player made so far sees ``state`` (after each move)."""
        for seat, policy in list(self._players.items()):
            if policy is None:
                continue
            try:
                policy.observe(self.rules.observation(state, seat))
            except Exception:  # a broken computer player: its moves become substitutes
                log.exception("the computer player of seat %s failed", seat)
                self._players[seat] = None

    def forget(self, seat: int | None = None) -> None:
        """Forget ``seat``'s player (its person is back), or every player (a new game)."""
        if seat is None:
            self._players.clear()
        else:
            self._players.pop(seat, None)


__all__ = ["Computers", "PolicyMaker", "default_policy", "policy_seed"]
