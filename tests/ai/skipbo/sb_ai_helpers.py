"""Shared helpers of the Skip-Bo AI tests: seeded games driven like the app."""

from __future__ import annotations

from cardtable.ai import selfplay
from cardtable.ai.base import make_policy
from cardtable.engine.registry import get_rules
from cardtable.engine.replay import steps
from cardtable.engine.skipbo import WILD, Discard

R = get_rules("skipbo")


def play_game(levels: list[str], seed: int, stock_size: int = 5):
    """Play one game through the engine API; return (final state, actions).

    Every seat's policy observes every position; an illegal choice fails
    (``selfplay.play``), and so does a SKIP-BO card thrown away while a
    number card could go.
    """
    options = R.options_from_json({"players": len(levels), "stock_size": stock_size})
    bots = [make_policy("skipbo", level, s, seed) for s, level in enumerate(levels)]
    played = selfplay.play(R, options, seed, bots)
    for step in steps(R, options, seed, played.actions):
        action = step.action
        if type(action) is Discard and action.card == WILD:
            hand = step.before.players[step.actor].hand
            assert set(hand) == {WILD}, f"{levels[step.actor]} threw a SKIP-BO card away from {hand}"
    return played.state, played.actions


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
