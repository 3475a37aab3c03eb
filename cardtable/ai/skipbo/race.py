"""The Skip-Bo race as a number: who wins from these stock counts?

Two players empty their stocks turn by turn; how many stock cards a turn
plays varies a lot (most turns none, now and then a long run). With the
distribution of stock cards per turn measured in games between the hard
level and skipbot's heuristic 13 (2 players, stock 20, 7,153 turns;
docs/AI.md), ``win_table`` gives the chance that the player to move wins
from ``a`` stock cards against ``b``. The hard level uses it to weigh a
stock card by what it changes in that chance: one card when both stocks are
full matters little, the last card of the next player's stock is the game.
"""

from __future__ import annotations

from functools import lru_cache

# share of turns that play k stock cards (k = 0, 1, 2, ...)
PER_TURN = (0.7793, 0.11, 0.0534, 0.0261, 0.0157, 0.0064, 0.0043, 0.002, 0.0011, 0.0007,
            0.0003, 0.0004, 0.0001, 0.0001)


@lru_cache(maxsize=4)
def win_table(size: int) -> tuple[tuple[float, ...], ...]:
    """``t[a][b]``: the chance that the player to move, ``a`` stock cards left,
    wins against ``b`` (1 <= a, b <= size; row and column 0 unused)."""
    total = sum(PER_TURN)
    p = [x / total for x in PER_TURN]
    t = [[0.5] * (size + 1) for _ in range(size + 1)]
    for _ in range(200):  # the game can go round with no stock play: iterate to a fixed point
        change = 0.0
        for a in range(1, size + 1):
            for b in range(1, size + 1):
                v = 0.0
                for k, pk in enumerate(p):
                    v += pk if k >= a else pk * (1.0 - t[b][a - k])
                change = max(change, abs(v - t[a][b]))
                t[a][b] = v
        if change < 1e-9:
            break
    return tuple(tuple(row) for row in t)


def card_value(size: int) -> float:
    """What one stock card changes in the mover's chance when both have half
    their stock left: the scale at which the evaluation's stock weight is set."""
    t = win_table(size)
    half = max(1, size // 2)
    return t[half][half] - t[min(size, half + 1)][half]
