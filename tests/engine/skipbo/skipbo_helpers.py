"""Shared helpers of the Skip-Bo tests: hand-written positions and random play."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from cardtable.engine.registry import get_rules
from cardtable.engine.skipbo import Play, SkipBoState

R = get_rules("skipbo")


def seat(stock: list[Any], hand: list[Any] = (), discards: list[list[Any]] = ()) -> dict[str, Any]:
    """A player of a hand-written position; ``stock`` bottom first, top last."""
    return {
        "stock": {"face_down": list(stock[:-1]), "top": stock[-1] if stock else None},
        "hand": list(hand),
        "discard_piles": [list(d) for d in discards],
    }


def position(players: list[dict[str, Any]], building: list[list[Any]] = (), current: int = 0,
             seed: int = 1, options: dict[str, Any] | None = None, **extra: Any) -> SkipBoState:
    """A hand-written position; the draw pile is the rest unless given."""
    doc = {
        "game": "skipbo",
        "options": {"players": len(players), **(options or {})},
        "seed": seed,
        "current": current,
        "players": players,
        "building_piles": [list(b) for b in building],
        **extra,
    }
    return R.state_from_json(doc)


def greedy_policy(rng: random.Random, actions: list[Any]) -> Any:
    """Random, but plays the stock when it can and usually builds: games end
    by an empty stock, with completed piles and reshuffles along the way."""
    stock = [a for a in actions if type(a) is Play and a.source == "stock"]
    if stock:
        return rng.choice(stock)
    plays = [a for a in actions if type(a) is Play]
    if plays and rng.random() < 0.9:
        return rng.choice(plays)
    return rng.choice(actions)


def uniform_policy(rng: random.Random, actions: list[Any]) -> Any:
    return rng.choice(actions)


def play_out(state: SkipBoState, seed: int, policy=greedy_policy, limit: int = 20_000) -> Iterator[tuple[SkipBoState, Any, SkipBoState]]:
    """Yield (before, action, after) until the game ends; fail past ``limit``."""
    rng = random.Random(seed)
    for _ in range(limit):
        if R.is_terminal(state):
            return
        action = policy(rng, R.legal_actions(state))
        after = R.apply(state, action)
        yield state, action, after
        state = after
    raise AssertionError(f"game did not end within {limit} actions")


def final(state: SkipBoState, seed: int, policy=greedy_policy) -> SkipBoState:
    last = state
    for step in play_out(state, seed, policy):
        last = step[2]
    return last
