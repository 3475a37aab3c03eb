"""Shared helpers of the Skip-Bo AI tests: seeded games driven like the app."""

from __future__ import annotations

from cardtable.ai.base import make_policy
from cardtable.engine.registry import get_rules
from cardtable.engine.skipbo import WILD, Discard

R = get_rules("skipbo")


def play_game(levels: list[str], seed: int, stock_size: int = 5, limit: int = 20_000):
    """Play one game through the engine API; return (final state, actions).

    Every seat's policy observes every position; an illegal choice fails.
    """
    n = len(levels)
    options = R.options_from_json({"players": n, "stock_size": stock_size})
    state = R.new_game(options, seed)
    bots = [make_policy("skipbo", level, s, seed) for s, level in enumerate(levels)]
    actions = []
    for _ in range(limit):
        if R.is_terminal(state):
            return state, actions
        seat = R.current_player(state)
        action = bots[seat].choose(R.observation(state, seat))
        rejection = R.check(state, action)
        assert rejection is None, f"{levels[seat]} chose illegal {action!r}: {rejection}"
        if type(action) is Discard and action.card == WILD:
            hand = state.players[seat].hand
            assert set(hand) == {WILD}, f"{levels[seat]} threw a SKIP-BO card away from {hand}"
        actions.append(action)
        state = R.apply(state, action)
        for s in range(n):
            bots[s].observe(R.observation(state, s))
    raise AssertionError("game did not end")


def seat_doc(stock, hand=(), discards=()):
    """A player of a hand-written position; ``stock`` bottom first, top last."""
    return {"stock": {"face_down": list(stock[:-1]), "top": stock[-1] if stock else None},
            "hand": list(hand), "discard_piles": [list(d) for d in discards]}


def position(players, building=(), current=0, seed=1, stock_size=None):
    options = {"players": len(players)}
    if stock_size:
        options["stock_size"] = stock_size
    return R.state_from_json({"game": "skipbo", "options": options, "seed": seed, "current": current,
                              "players": players, "building_piles": [list(b) for b in building]})
