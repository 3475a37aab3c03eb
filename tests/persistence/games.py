"""Helpers to play seeded random games with any engine, and to find the engines."""

from __future__ import annotations

import importlib.util
import random

import pytest

from cardtable.engine.registry import GAME_IDS, get_rules
from cardtable.persistence import SavedGame, Seat


def engine_or_skip(game_id: str):
    """The engine, or a skip ONLY when its module is not in the tree yet."""
    if importlib.util.find_spec(f"cardtable.engine.{game_id}") is None:
        pytest.skip(f"engine {game_id} is not written yet")
    return get_rules(game_id)


def seats_for(players: int) -> tuple[Seat, ...]:
    levels = ("easy", "medium", "hard")
    computers = (Seat(f"Computer {i}", "computer", levels[i % 3]) for i in range(1, players))
    return (Seat("Anna", "human"), *computers)


def play(rules, players: int, seed: int, moves: int, options=None):
    """Random legal play from a seeded deal: (options, actions, states) with states[0] the deal."""
    options = options if options is not None else rules.default_options(players)
    rng = random.Random(f"persistence-test:{seed}")
    state = rules.new_game(options, seed)
    actions, states = [], [state]
    for _ in range(moves):
        if rules.is_terminal(state):
            break
        legal = list(rules.legal_actions(state))
        if not legal:
            break
        action = _pick(rules, legal, rng)
        state = rules.apply(state, action)
        actions.append(action)
        states.append(state)
    return options, actions, states


_ENDINGS = ("discard", "end", "pass")


def _pick(rules, legal, rng):
    """Mostly plays before turn-ending moves, so games last (Skip-Bo blocks otherwise)."""
    plays = [a for a in legal if rules.action_to_json(a).get("type") not in _ENDINGS]
    if plays and rng.random() < 0.85:
        return rng.choice(plays)
    return rng.choice(legal)


def saved_game(rules, players: int, seed: int, moves: int) -> SavedGame:
    options, actions, states = play(rules, players, seed, moves)
    return SavedGame.from_game(rules, options, seed, seats_for(players), actions, states[-1])


__all__ = ["GAME_IDS", "engine_or_skip", "play", "saved_game", "seats_for"]
