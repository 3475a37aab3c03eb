"""Play a seeded game to its end with a computer player in every seat, as the app does.

Why: tests, benchmarks and tools all need real games (to record in the
history, to replay, to time, to check that the players stay legal). They
should be played the way the app plays them, so what they measure is what a
player meets: every seat's policy observes every position (the app hands a
computer seat each observation it missed before it thinks), the seat on
turn chooses from its own observation only, and the engine checks the
choice before applying it. No Qt.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from cardtable.ai.base import Policy, make_policy
from cardtable.engine.api import AnyRules

MAX_ACTIONS = 20_000  # far beyond the longest real game: a game that does not end is a bug


class IllegalChoice(AssertionError):
    """A policy chose a move the engine refuses (a bug in the policy)."""


@dataclass
class Played:
    """One game played to its end: everything its record needs."""

    rules: AnyRules
    options: Any
    seed: int
    actions: list[Any]
    state: Any


def policies_for(game: str, levels: Sequence[str], seed: int) -> list[Policy]:
    """One policy per seat at the given levels, each with its own seed."""
    return [make_policy(game, level, seat, seed * 10 + seat) for seat, level in enumerate(levels)]


def play(rules: AnyRules, options: Any, seed: int, policies: Sequence[Policy], *,
         on_decision: Callable[[Any, int, Any], None] | None = None,
         max_actions: int = MAX_ACTIONS) -> Played:
    """Deal ``new_game(options, seed)`` and let ``policies[seat]`` play each
    seat to the end. ``on_decision(state, seat, observation)`` is called before
    every choice. ``IllegalChoice`` if a policy picks a refused move,
    RuntimeError if the game has not ended after ``max_actions``."""
    state = rules.new_game(options, seed)
    seats = rules.num_players(state)
    for each in range(seats):
        policies[each].observe(rules.observation(state, each))
    actions: list[Any] = []
    while not rules.is_terminal(state):
        if len(actions) >= max_actions:
            raise RuntimeError(f"the game did not end within {max_actions} actions")
        seat = rules.current_player(state)
        if seat is None:
            raise RuntimeError("no seat is on turn in a game that is not over")
        observation = rules.observation(state, seat)
        if on_decision is not None:
            on_decision(state, seat, observation)
        action = policies[seat].choose(observation)
        rejection = rules.check(state, action) if action is not None else "no move"
        if rejection is not None:
            raise IllegalChoice(f"seat {seat} chose {action!r}: {rejection}")
        actions.append(action)
        state = rules.apply(state, action)
        for other in range(seats):
            policies[other].observe(rules.observation(state, other))
    return Played(rules, options, seed, actions, state)


def play_levels(game: str, levels: Sequence[str], seed: int, **options: Any) -> Played:
    """A game of ``game`` with one computer player per entry of ``levels``;
    ``options`` are the game's options as in a saved file (players is set)."""
    from cardtable.engine.registry import get_rules

    rules = get_rules(game)
    opts = rules.options_from_json({**options, "players": len(levels)})
    return play(rules, opts, seed, policies_for(game, levels, seed))


__all__ = ["MAX_ACTIONS", "IllegalChoice", "Played", "play", "play_levels", "policies_for"]
