"""The hard level's look past its own turn (``cardtable/ai/skipbo/reply.py``):
the next player's greedy stock run on sampled deals, and the choice it changes."""

from __future__ import annotations

from collections import Counter

from cardtable.ai.skipbo.policy import LEVELS, SkipBoPolicy
from cardtable.ai.skipbo.reply import Reply, stock_run
from cardtable.ai.skipbo.view import View, W

EMPTY = ((), (), (), ())

# A position from a seeded game against skipbot's heuristic 13: the next player
# shows stock 9 and the discard piles 2-12-4-4 / 12-6-6 / 11-10 / 3-9.
SEEDED_POSITION = View(seat=0, n=2, hand=(3, 3, 3, 6, 8), stock_top=8, stock_count=13,
                       discards=((), (9, 6), (10, 10), (11, 4, 5)), building=(2, 10, 1, 1),
                       draw_count=55, opponents=((9, 17, (4, 6, 10, 9)),),
                       opponent_piles=(((2, 12, 4, 4), (12, 6, 6), (11, 10), (3, 9)),),
                       unseen=Counter({7: 11, W: 9, 5: 8, 2: 7, 11: 7, 12: 7, 1: 6, 4: 6, 8: 6,
                                       3: 5, 6: 5, 9: 5, 10: 5}))


def test_a_stock_top_that_fits_is_played_and_the_next_one_is_turned_up():
    # building 4: the 5 fits (SB-7); the next stock card, a 6, fits on it too
    assert stock_run((4, 0, 0, 0), 5, 10, [12, 12, 12, 12, 12], EMPTY, iter([6, 9])) == 2


def test_the_gap_is_filled_from_discard_tops_hand_cards_and_skipbo_cards():
    # building 2, stock 6: needs 3, 4, 5 - a 3 on a discard pile, a 4 in the hand,
    # a SKIP-BO card for the 5 (SB-5)
    assert stock_run((2, 11, 11, 11), 6, 10, [4, W, 9, 9, 9], ((3,), (), (), ()), iter([9])) == 1
    # without the SKIP-BO card the 5 is missing
    assert stock_run((2, 11, 11, 11), 6, 10, [4, 9, 9, 9, 9], ((3,), (), (), ()), iter([9])) == 0


def test_cards_under_a_used_discard_top_come_free_in_order():
    # the pile 5 / 4 / 3 (3 on top) gives 3, then 4, then 5 (SB-13)
    assert stock_run((2, 11, 11, 11), 6, 10, [], ((5, 4, 3), (), (), ()), iter([9])) == 1


def test_a_pile_reaching_twelve_is_set_aside_and_a_one_can_start_there():
    # building 11, stock 1: needs a 12 first (from the hand); the pile is then
    # empty (SB-6) and the 1 starts it
    assert stock_run((11, 11, 11, 11), 1, 10, [12], EMPTY, iter([7])) == 1


def test_an_emptied_hand_draws_five_and_play_goes_on():
    # stock 3 on building 0 needs 1, 2 from the hand; the hand is then empty, five
    # new cards (4, 5, 9, 9, 9) come (SB-11), and the next stock card 6 fits after 4, 5
    deck = iter([4, 5, 9, 9, 9, 6])
    assert stock_run((0, 11, 11, 11), 3, 10, [1, 2], EMPTY, deck) == 2


def test_a_run_stops_with_the_stock():
    assert stock_run((0, 0, 0, 0), 1, 1, [], EMPTY, iter([2])) == 1
    assert stock_run((0, 0, 0, 0), None, 0, [], EMPTY, iter([2])) == 0


def test_the_reply_prefers_heights_that_give_the_next_player_less():
    # the next player shows a stock 7 and a 6 on a discard pile: building heights
    # with a 5 let them play at once, heights without do not
    view = View(seat=0, n=2, hand=(9,), stock_top=12, stock_count=10, discards=EMPTY,
                building=(5, 0, 0, 0), draw_count=50, opponents=((7, 10, (6,)),),
                opponent_piles=(((6,), (), (), ()),), unseen=Counter({8: 40, 10: 40}))
    reply = Reply(weight=100.0, samples=8, top=4)
    deals = reply.deals(view)
    assert reply.expected(view, (0, 0, 0, 5), deals) >= 1.0
    assert reply.expected(view, (0, 0, 0, 3), deals) == 0.0
    leaves = {(0, 0, 0, 5): (10.0, ("a",)), (0, 0, 0, 3): (5.0, ("b",))}
    assert reply.choose(view, leaves) == (5.0, ("b",))
    assert Reply(weight=1.0, samples=8, top=4).choose(view, leaves)[1] == ("a",)


def test_the_same_view_gives_the_same_deals():
    view = View(seat=0, n=2, hand=(9,), stock_top=12, stock_count=10, discards=EMPTY,
                building=(5, 0, 0, 0), draw_count=50, opponents=((7, 10, ()),),
                opponent_piles=(EMPTY,), unseen=Counter({v: 12 for v in range(1, 13)}))
    reply = Reply(weight=100.0, samples=4, top=4)
    assert reply.deals(view) == reply.deals(view)


def test_hard_keeps_back_a_card_when_the_next_players_answer_says_so():
    # Without the reply hard plays a 3 onto the 2 and discards; with it, it only
    # discards, leaving heights on which the next player frees fewer stock cards
    # on the same deals.
    view = SEEDED_POSITION
    assert LEVELS["hard"].reply_weight > 0
    plain = SkipBoPolicy("hard", 0, 1, reply_weight=0).plan(view)
    hard = SkipBoPolicy("hard", 0, 1).plan(view)
    assert plain == (("h", 3, 0), ("x", 6, 1))
    assert hard == (("x", 6, 1),)
    reply = Reply(weight=60.0, samples=24, top=8)
    deals = reply.deals(view)
    assert reply.expected(view, (2, 10, 1, 1), deals) < reply.expected(view, (3, 10, 1, 1), deals)


def test_the_reply_is_for_a_table_of_two_only():
    # the same position at a table of three: hard plans as without the reply
    # (at 4 players the reply made hard weaker than medium, docs/AI.md "Round 3")
    from dataclasses import replace

    view = SEEDED_POSITION
    three = replace(view, n=3, opponents=(*view.opponents, (None, 0, ())),
                    opponent_piles=(*view.opponent_piles, EMPTY))
    assert SkipBoPolicy("hard", 0, 1).plan(view) == (("x", 6, 1),)
    assert SkipBoPolicy("hard", 0, 1).plan(three) == SkipBoPolicy("hard", 0, 1, reply_weight=0).plan(three)
    assert SkipBoPolicy("hard", 0, 1).plan(three) == (("h", 3, 0), ("x", 6, 1))
