"""Sensible Skip-Bo play on hand-written positions, and the search budget."""

from __future__ import annotations

import logging
import time
from dataclasses import replace

import pytest
from sb_ai_helpers import R, position, seat_doc

from cardtable.ai.base import LEVELS, make_policy
from cardtable.ai.skipbo.policy import LEVELS as SB_LEVELS
from cardtable.engine.skipbo import Discard, Play


def _choose(level, state, seed=1):
    seat = R.current_player(state)
    return make_policy("skipbo", level, seat, seed).choose(R.observation(state, seat))


@pytest.mark.parametrize("level", LEVELS)
def test_SB_10_stock_card_is_played_first(level):
    state = position([seat_doc([9, 7, 1], [5, 6, 8, 9, 10]), seat_doc([4, 4, 4], [])], stock_size=5)
    action = _choose(level, state)
    assert action == Play("stock", 0)


@pytest.mark.parametrize("level", LEVELS)
def test_SB_15_plays_hand_cards_to_reach_the_stock(level):
    # stock 4 needs 2 and 3 from the hand on top of the pile at 1
    state = position([seat_doc([9, 9, 4], [2, 3, 10, 11, 12]), seat_doc([12, 12, 12])],
                     building=[[1]], stock_size=5)
    bot = make_policy("skipbo", level, 0, 1)
    played = []
    while True:
        action = bot.choose(R.observation(state, 0))
        played.append(action)
        state = R.apply(state, action)
        if action == Play("stock", 0) or type(action) is Discard:
            break
    assert played == [Play("hand", 0, 2), Play("hand", 0, 3), Play("stock", 0)]


@pytest.mark.parametrize("level", LEVELS)
def test_SB_12_keeps_skipbo_cards_and_discards_a_number(level):
    state = position([seat_doc([9, 9, 12], ["SB", 7, 10, 11, 12], [[8]]), seat_doc([12, 12, 12])],
                     stock_size=5)
    bot = make_policy("skipbo", level, 0, 1)
    while True:
        action = bot.choose(R.observation(state, 0))
        state = R.apply(state, action)
        if type(action) is Discard:
            break
    assert action.card != "SB"


def test_plan_is_checked_against_each_new_observation():
    bot = make_policy("skipbo", "hard", 0, 1)
    first = position([seat_doc([9, 9, 12], [1, 2, 3, 4, 9]), seat_doc([12, 12, 12])], stock_size=5)
    action = bot.choose(R.observation(first, 0))
    assert type(action) is Play and action.source == "hand"
    # a different position than the plan expects (as after an unseen refill)
    other = position([seat_doc([9, 9, 12], [5, 6, 7, 8, 12]), seat_doc([12, 12, 12])],
                     building=[[1, 2, 3, 4]], stock_size=5)
    obs = R.observation(other, 0)
    assert bot.choose(obs) in obs.legal_actions


def _wide_position():
    # many SKIP-BO cards everywhere: the widest turn search there is
    piles = [[12, 11, "SB"], [10, 9, "SB"], [8, 7, "SB"], [6, 5, "SB"]]
    return position([seat_doc([12, 12, 12], ["SB", "SB", "SB", 1, 2], piles), seat_doc([12, 12, 11])],
                    building=[[1], [1, 2], [1, 2, 3]], stock_size=5)


@pytest.mark.parametrize("level", LEVELS)
def test_a_decision_searches_exactly_its_node_budget_on_a_wide_position(level, monkeypatch):
    # the budget is counted positions, not time; how long the
    # budgets take is measured in benchmarks/decision_budget.py. The clock is
    # frozen so that not even the emergency stop can cut the search short.
    monkeypatch.setattr(time, "monotonic", lambda: 0.0)
    state = _wide_position()
    bot = make_policy("skipbo", level, 0, 1)
    obs = R.observation(state, 0)
    action = bot.choose(obs)
    assert action in obs.legal_actions
    assert bot.last_nodes == SB_LEVELS[level].max_nodes + 1  # the one over the budget stops it


def test_a_stalled_machine_still_gets_a_legal_move_and_a_warning(caplog, monkeypatch):
    bot = make_policy("skipbo", "hard", 0, 1)
    clock = iter(range(0, 10**6, 8))  # eight seconds pass at every look at the clock
    monkeypatch.setattr(time, "monotonic", lambda: float(next(clock)))
    obs = R.observation(_wide_position(), 0)
    with caplog.at_level(logging.WARNING, logger="cardtable.ai.emergency"):
        action = bot.choose(obs)
    assert action in obs.legal_actions
    assert bot.last_nodes <= 64 * 3  # stopped at the third look (24 s > 20 s)
    assert any("emergency stop" in r.getMessage() for r in caplog.records)


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_SB_19_blocks_the_next_stock_only_while_cards_can_still_be_drawn(level):
    # the pile at 4 and our discard top 5: playing it hands the next player the 6
    # on their stock. While the draw pile lasts, holding back is fair play;
    # with nothing left to draw it would only stall the table
    state = position([seat_doc([12, 12, 12], [9, 10, 10, 11, 11], [[5]]), seat_doc([9, 9, 6], [])],
                     building=[[1, 2, 3, 4]], stock_size=5)
    obs = R.observation(state, 0)
    first = make_policy("skipbo", level, 0, 1).choose(obs)
    dry = make_policy("skipbo", level, 0, 1).choose(replace(obs, draw_count=0))
    assert first != Play("discard", 0, None, 0) and type(first) is Discard
    assert dry == Play("discard", 0, None, 0)
