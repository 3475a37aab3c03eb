"""Evaluation terms of the Skip-Bo levels (issue 11 B): each one must change
a choice in a position where the level chose otherwise without it."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest

from cardtable.ai.skipbo.evaluate import HARD, Evaluator, fill_odds, hand_odds
from cardtable.ai.skipbo.policy import LEVELS, SkipBoPolicy, keep_alive, with_params
from cardtable.ai.skipbo.search import search
from cardtable.ai.skipbo.view import View, W

FULL_DECK = Counter({**{v: 12 for v in range(1, 13)}, W: 18})


def _view(building, hand, discards, stock_top=12, opponent_top=W):
    return View(seat=0, n=2, hand=hand, stock_top=stock_top, stock_count=10, discards=discards,
                building=building, draw_count=50, opponents=((opponent_top, 10, ()),),
                opponent_piles=(((), (), (), ()),), unseen=FULL_DECK)


def test_spread_merges_building_pile_heights_to_leave_the_next_player_fewer_values():
    # Building piles 4, 5 and two empty: the next player may play a 1, 5 or 6 (three
    # values). Playing the 5 from the discard pile onto the 4 leaves two values (1, 6).
    # Hard keeps its discard piles as storage (discard_card < 0), so without the
    # spread term it keeps the 5; with it (spread 3, measured in docs/AI.md and
    # off in the levels), it plays the 5 first.
    view = _view((4, 5, 0, 0), (9, 10, 10, 11, 11), ((5,), (), (), ()))
    without = search(view, Evaluator(HARD), 8000)
    assert HARD.spread == 0.0 and without.plan[0][0] == "x"  # just discards
    found = search(view, Evaluator(replace(HARD, spread=3.0)), 8000)
    assert found.plan[0] == ("d", 0, 0)


def test_hand_odds_follow_the_cards_this_seat_can_see():
    has, wilds = hand_odds(FULL_DECK, 5)
    assert has[7] == pytest.approx(1 - (150 / 162) * (149 / 161) * (148 / 160) * (147 / 159) * (146 / 158))
    assert wilds[0] == 1.0 and wilds[1] > wilds[2] > wilds[3]
    no_sevens = FULL_DECK - Counter({7: 12})
    assert hand_odds(no_sevens, 5)[0][7] == 0.0
    # a value nobody can hold is made up only by a SKIP-BO card
    has, wilds = hand_odds(no_sevens, 5)
    assert fill_odds([has[7]], wilds, 0) == pytest.approx(wilds[1])
    assert fill_odds([has[7]], wilds, 1) == 1.0  # a SKIP-BO card showing on their discard pile
    assert fill_odds([], wilds, 0) == 1.0


def test_odds_threat_counts_a_gap_nobody_can_fill_as_safe():
    # the next player's stock top is 9; a building pile at 7 leaves them needing an 8
    seen = FULL_DECK - Counter({8: 12, W: 18})  # every 8 and SKIP-BO card is in view
    view = replace(_view((7, 0, 0, 0), (1, 2, 3, 4, 5), ((), (), (), ()), opponent_top=9), unseen=seen)
    decay = Evaluator(replace(HARD, odds=False))
    odds = Evaluator(replace(HARD, odds=True))
    assert decay.threat(view, (7, 0, 0, 0)) < 0
    assert odds.threat(view, (7, 0, 0, 0)) == 0.0
    assert odds.threat(view, (8, 0, 0, 0)) == -HARD.threat  # their 9 plays at once


def test_levels_take_parameter_changes_for_experiments():
    level = with_params(LEVELS["hard"], {"threat": 50.0, "max_nodes": 100})
    assert level.weights.threat == 50.0 and level.max_nodes == 100
    assert level.weights.hand_card == LEVELS["hard"].weights.hand_card
    assert SkipBoPolicy("medium", 0, 1, spread=2.0).config.weights.spread == 2.0
    with pytest.raises(ValueError, match="nonsense"):
        SkipBoPolicy("hard", 0, 1, nonsense=1)


def test_a_dry_table_drops_the_spread_term_like_the_blocking_term():
    # SB-19: with nothing left to draw, holding a card back only stalls the table
    dry = keep_alive(replace(HARD, spread=3.0))
    assert dry.threat == 0.0 and dry.spread == 0.0
    view = replace(_view((4, 5, 0, 0), (9, 10, 10, 11, 11), ((5,), (), (), ())), draw_count=0)
    assert search(view, Evaluator(dry), 8000).plan[0] == ("d", 0, 0)  # discard plays worth 0.8 now
