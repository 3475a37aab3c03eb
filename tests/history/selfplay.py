"""Headless computer games for the history tests: engine + AI, no Qt, no window."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from cardtable.ai import selfplay
from cardtable.ai.base import make_policy
from cardtable.engine.registry import get_rules
from cardtable.seats import Seat

SHORT = {"phase10": {"phases": [1]}, "skipbo": {"stock_size": 5}}


@dataclass
class Played:
    rules: Any
    options: Any
    seed: int
    seats: tuple[Seat, ...]
    actions: list[Any]
    state: Any


def play(game: str, seed: int, seats: list[Seat], **options: Any) -> Played:
    """Play one game to the end; human seats are played by the easy computer."""
    rules = get_rules(game)
    opts = rules.options_from_json({"players": len(seats), **SHORT[game], **options})
    policies = [make_policy(game, s.level or "easy", i, seed * 10 + i) for i, s in enumerate(seats)]
    played = selfplay.play(rules, opts, seed, policies)
    return Played(rules, opts, seed, tuple(seats), played.actions, played.state)


def record(history: Any, played: Played, finished: str = "") -> int | None:
    from cardtable.stats.entry import finished_game

    return history.record(finished_game(played.rules, played.options, played.seed, played.seats,
                                        played.actions, played.state, finished=finished))


class QuickPlayer:
    """A fast seeded computer player for the many-games tests.

    The deal does not depend on how anyone plays (it comes from the seed), so
    the 500-game fair-deal test may use this quick player for most seats:
    it lays and hits whenever it can (Phase 10), plays its stock card first
    (Skip-Bo), otherwise picks a seeded random legal move.
    """

    PREFERRED: ClassVar[dict[str, int]] = {"Lay": 3, "Hit": 2, "Play": 1}

    def __init__(self, rules: Any, seed: int, eager: bool = True) -> None:
        import random

        self.rules = rules
        self.rng = random.Random(seed)
        self.eager = eager  # False: any legal move, so games run long and piles run out

    def choose(self, state: Any) -> Any:
        legal = list(self.rules.legal_actions(state))
        if not self.eager:
            return legal[self.rng.randrange(len(legal))]
        stock = [a for a in legal if getattr(a, "source", "") == "stock"]
        if stock:
            return stock[0]
        best = max(self.PREFERRED.get(type(a).__name__, 0) for a in legal)
        legal = [a for a in legal if self.PREFERRED.get(type(a).__name__, 0) == best]
        return legal[self.rng.randrange(len(legal))]


def quick_play(game: str, seed: int, seats: list[Seat], eager: bool = True, **options: Any) -> Played:
    """Like :func:`play` with :class:`QuickPlayer` at every seat."""
    rules = get_rules(game)
    opts = rules.options_from_json({"players": len(seats), **SHORT[game], **options})
    state = rules.new_game(opts, seed)
    players = [QuickPlayer(rules, seed * 10 + i, eager) for i in range(len(seats))]
    actions = []
    while not rules.is_terminal(state):
        action = players[rules.current_player(state)].choose(state)
        actions.append(action)
        state = rules.apply(state, action)
    return Played(rules, opts, seed, tuple(seats), actions, state)
