"""How Skip-Bo games end (SB-18, SB-19, SB-V1), over many seeded random games.

The per-step checks every engine must pass (cards, JSON, hidden cards,
``check`` against ``legal_actions``) live in tests/engine/test_contract.py;
this file keeps only what is particular to Skip-Bo's endings.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from skipbo_helpers import R, final, greedy_policy, uniform_policy

from cardtable.engine.skipbo import SkipBoOptions


def stockless_policy(rng: random.Random, actions: list) -> object:
    """Random, but never plays its stock: only SB-19's safety net ends the game
    (a stalled table is recycled and plays on)."""
    return rng.choice([a for a in actions if getattr(a, "source", "") != "stock"])


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_SB_18_SB_19_SB_V1_every_way_to_end_occurs(players):
    rng = random.Random(players)
    reasons = Counter()
    for game in range(16):
        options = SkipBoOptions(players=players, stock_size=rng.choice([None, 5, 12]),
                                match_scoring=game % 8 == 7, match_target=150).validate()
        policy = uniform_policy if game % 4 == 2 else stockless_policy if game == 5 else greedy_policy
        last = final(R.new_game(options, 100 * players + game), game, policy)
        assert R.is_terminal(last) and R.result(last).finished
        reasons[last.reason] += 1
    assert set(reasons) == {"stock-empty", "blocked", "match"}


def test_SB_18_most_games_end_with_an_empty_stock():
    reasons = Counter()
    for seed in range(40):
        options = SkipBoOptions(players=2 + seed % 5, stock_size=8).validate()
        result = R.result(final(R.new_game(options, seed), seed))
        reasons[result.reason] += 1
        assert result.finished and result.winners
    assert reasons["stock-empty"] > 30
