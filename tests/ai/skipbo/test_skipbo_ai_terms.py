"""Evaluation terms of the Skip-Bo levels: each one must change a choice in
a position where the level chose otherwise without it."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest

from cardtable.ai.skipbo.evaluate import HARD, Evaluator
from cardtable.ai.skipbo.policy import LEVELS, SkipBoPolicy, keep_alive, with_params
from cardtable.ai.skipbo.search import search
from cardtable.ai.skipbo.view import View, W

FULL_DECK = Counter({**{v: 12 for v in range(1, 13)}, W: 18})


def _view(building, hand, discards, stock_top=12, opponent_top=W):
    return View(seat=0, n=2, hand=hand, stock_top=stock_top, stock_count=10, discards=discards,
                building=building, draw_count=50, opponents=((opponent_top, 10, ()),),
                opponent_piles=(((), (), (), ()),), unseen=FULL_DECK)


def test_levels_take_parameter_changes_for_experiments():
    level = with_params(LEVELS["hard"], {"threat": 50.0, "max_nodes": 100})
    assert level.weights.threat == 50.0 and level.max_nodes == 100
    assert level.weights.hand_card == LEVELS["hard"].weights.hand_card
    assert SkipBoPolicy("medium", 0, 1, reach=2.0).config.weights.reach == 2.0
    with pytest.raises(ValueError, match="nonsense"):
        SkipBoPolicy("hard", 0, 1, nonsense=1)


def test_a_dry_table_plays_off_the_discard_piles_it_kept_as_storage():
    # SB-19: with nothing left to draw, holding a card back only stalls the table.
    # Hard keeps its discard piles as storage (discard_card < 0): with cards still
    # to draw it keeps the 5 on its discard pile and just discards ...
    view = _view((4, 5, 0, 0), (9, 10, 10, 11, 11), ((5,), (), (), ()))
    assert search(view, Evaluator(HARD), 8000).plan[0][0] == "x"
    # ... on a dry table it plays the 5 onto the 4 first
    dry = keep_alive(HARD)
    assert dry.threat == 0.0
    view = replace(view, draw_count=0)
    assert search(view, Evaluator(dry), 8000).plan[0] == ("d", 0, 0)  # discard plays worth 0.8 now
