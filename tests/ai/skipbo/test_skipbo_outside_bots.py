"""The ports of skipbot's bots (testsupport/bots/skipbo_skipbot13.py and
skipbo_skipbotnaive.py): legal, deterministic, and deciding as the source
(github.com/meesvandongen/skipbot, commit 4a81901) does."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest
from sb_ai_helpers import R, position, seat_doc

ROOT = Path(__file__).resolve().parents[3]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from cardtable.ai.base import make_policy  # noqa: E402
from cardtable.engine.skipbo import Discard, Play  # noqa: E402
from testsupport.bots import skipbo_naive, skipbo_skipbot13, skipbo_skipbotnaive  # noqa: E402
from testsupport.bots.hand_order import HandOrder  # noqa: E402

PORTS = {"skipbot13": skipbo_skipbot13, "skipbotnaive": skipbo_skipbotnaive}


def _bot(name, seat, seed):
    if name in PORTS:
        return PORTS[name].make_policy(seat, seed)
    return make_policy("skipbo", name, seat, seed)


def _game(names, seed, stock_size=8):
    """Every action of one game through the engine; an illegal one fails."""
    options = R.options_from_json({"players": len(names), "stock_size": stock_size})
    state = R.new_game(options, seed)
    bots = [_bot(name, s, seed * 10 + s) for s, name in enumerate(names)]
    actions = []
    while not R.is_terminal(state):
        assert len(actions) < 20_000, "game did not end"
        seat = R.current_player(state)
        action = bots[seat].choose(R.observation(state, seat))
        rejection = R.check(state, action)
        assert rejection is None, f"{names[seat]} chose illegal {action!r}: {rejection}"
        actions.append(action)
        state = R.apply(state, action)
        for s, bot in enumerate(bots):
            bot.observe(R.observation(state, s))
    return actions


@pytest.mark.parametrize("names", [("skipbot13", "skipbotnaive"), ("skipbotnaive", "skipbot13"),
                                   ("skipbot13", "easy"), ("skipbot13", "skipbot13", "skipbotnaive")])
def test_ports_play_legal_games_the_same_way_for_a_seed(names):
    for seed in (1, 2):
        first = _game(names, seed)
        assert first == _game(names, seed)
    assert _game(names, 1) != _game(names, 2)


def _choose(bot_module, state, seed=1):
    return bot_module.make_policy(0, seed).choose(R.observation(state, 0))


def test_skipbo_stock_goes_to_the_last_of_equal_piles_like_rust_max_by_key():
    state = position([seat_doc([9, 9, "SB"], [2, 3, 10, 11, 12]), seat_doc([12, 12, 12])], stock_size=5)
    assert _choose(skipbo_skipbot13, state) == Play("stock", 3)
    assert _choose(skipbo_naive, state) == Play("stock", 0)


def test_low_playable_card_is_kept_when_it_does_not_free_the_stock():
    # stock 10 is out of reach; the 2 fits pile 0 but heuristic 13 plays only
    # values >= 6 above the stock value, so it discards instead
    state = position([seat_doc([9, 9, 10], [2, 3, 8, 8, 8]), seat_doc([12, 12, 12])],
                     building=[[1]], stock_size=5)
    bot = skipbo_skipbot13.make_policy(0, 1)
    action = bot.choose(R.observation(state, 0))
    assert action == Discard(bot.order.cards[0], 0)
    assert _choose(skipbo_naive, state) == Play("hand", 0, 2)


@pytest.mark.parametrize(("building", "plays"), [([[1, 2, 3, 4, 5], [1, 2, 3, 4, 5]], False),
                                                 ([[1, 2, 3, 4, 5], [1, 2, 3, 4, 5, 6]], True)])
def test_a_pile_sharing_its_next_value_with_one_other_is_not_advanced(building, plays):
    state = position([seat_doc([9, 9, 3], [6, 9, 9, 9, 9]), seat_doc([12, 12, 12])],
                     building=building, stock_size=5)
    action = _choose(skipbo_skipbot13, state)
    assert (action == Play("hand", 0, 6)) is plays
    assert plays or type(action) is Discard


def test_discard_goes_onto_the_pile_topped_by_the_same_card():
    state = position([seat_doc([9, 9, 12], [2, 3, 4, 8, 11], [[5], [7], [8]]), seat_doc([12, 12, 12])],
                     building=[[1, 2, 3, 4, 5, 6, 7, 8, 9]], stock_size=5)
    assert _choose(skipbo_skipbot13, state) == Discard(8, 2)


def test_hand_is_cleared_with_cards_from_under_a_discard_top():
    # 4 (discard top), 5 (hand), 6 (under the 4), 7 (hand) empties the hand
    state = position([seat_doc([9, 9, 12], [5, 7], [[6, 4]]), seat_doc([12, 12, 12])],
                     building=[[1, 2, 3]], stock_size=5)
    bot = skipbo_skipbot13.make_policy(0, 1)
    played = []
    for _ in range(4):
        action = bot.choose(R.observation(state, 0))
        played.append(action)
        state = R.apply(state, action)
    assert played == [Play("discard", 0, None, 0), Play("hand", 0, 5),
                      Play("discard", 0, None, 0), Play("hand", 0, 7)]


def test_naive_port_discards_the_card_it_has_held_longest():
    state = position([seat_doc([9, 9, 12], [2, 3, 5, 8, 11]), seat_doc([12, 12, 12])],
                     building=[[1, 2, 3, 4, 5, 6, 7, 8, 9]], stock_size=5)
    bot = skipbo_skipbotnaive.make_policy(0, 3)
    action = bot.choose(R.observation(state, 0))
    assert sorted(bot.order.cards) == [2, 3, 5, 8, 11] and action == Discard(bot.order.cards[0], 0)


def test_hand_order_keeps_arrival_order_through_a_play_and_a_refill():
    order = HandOrder(random.Random(1))
    order.sync([4])
    order.sync([3, 4])
    assert order.cards == [4, 3]
    order.taking(1)
    # the 3 was played and a refill brought another 3 and a 9 in the same step
    order.sync([3, 4, 9], removed=[3])
    assert order.cards[0] == 4 and sorted(order.cards[1:]) == [3, 9]
