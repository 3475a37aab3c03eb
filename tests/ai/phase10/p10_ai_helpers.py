"""Helpers shared by the Phase 10 AI tests."""

from __future__ import annotations

from dataclasses import replace


def redeal_hidden(state, seat, rng):
    """The same position with the cards ``seat`` cannot see redealt: the other
    hands and the draw order (what a policy that sees only its observation must
    not notice)."""
    pool = list(state.draw_pile)
    for s, hand in enumerate(state.hands):
        if s != seat:
            pool.extend(hand)
    rng.shuffle(pool)
    hands = []
    for s, hand in enumerate(state.hands):
        if s == seat:
            hands.append(hand)
        else:
            hands.append(tuple(pool[: len(hand)]))
            pool = pool[len(hand):]
    return replace(state, hands=tuple(hands), draw_pile=tuple(pool))
