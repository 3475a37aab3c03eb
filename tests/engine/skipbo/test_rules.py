"""One test per Skip-Bo rule id of RULES.md (SB-1 .. SB-19, SB-V1)."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest
from skipbo_helpers import R, final, position, seat

from cardtable.engine.api import IllegalAction, InvalidState
from cardtable.engine.skipbo import Discard, EndTurn, Play, SkipBoOptions
from cardtable.engine.skipbo.play import STALL_LIMIT

SB = "SB"


def new(players: int = 2, seed: int = 3, **opts):
    return R.new_game(SkipBoOptions(players=players, **opts).validate(), seed)


def test_SB_1_deck_has_162_cards():
    counts = R.card_counts(new(4))
    assert sum(counts.values()) == 162
    assert counts == Counter({**{str(v): 12 for v in range(1, 13)}, "SB": 18})


@pytest.mark.parametrize(("players", "size"), [(2, 30), (3, 30), (4, 30), (5, 20), (6, 20)])
def test_SB_2_stock_sizes_and_draw_pile(players, size):
    state = new(players)
    assert [len(p.stock) for p in state.players] == [size] * players
    assert len(state.draw) == 162 - players * size - 5  # the starter drew 5 (SB-8)
    short = new(players, stock_size=10)
    assert [len(p.stock) for p in short.players] == [10] * players
    with pytest.raises(InvalidState, match="stock_size"):
        SkipBoOptions(players=players, stock_size=size + 1).validate()
    for bad in (1, 7):
        with pytest.raises(InvalidState, match="players"):
            SkipBoOptions(players=bad).validate()


def test_SB_3_who_starts():
    assert new(4).current == 0  # default: left of the dealer, the last seat
    assert new(4, start="left_of_dealer", dealer=1).current == 2
    assert new(4, start="youngest", youngest_seat=3).current == 3
    assert new(4, start="seat", start_seat=2).current == 2
    assert len(new(4, start="seat", start_seat=2).players[2].hand) == 5
    with pytest.raises(InvalidState, match="youngest_seat"):
        SkipBoOptions(players=4, start="youngest").validate()


def test_SB_4_only_the_owner_plays_the_stock_top_and_only_the_top_shows():
    state = position([seat([9, 1], [5, 5]), seat([7, 1], [])], [[]])
    assert R.check(state, Play("stock", 0, card=9)).rule == "SB-4"
    after = R.apply(state, Play("stock", 0))
    assert after.players[0].stock == (9,) and after.players[1].stock == (7, 1)
    view = R.observation_to_json(R.observation(after, 1))
    assert view["players"][0]["stock_top"] == 9 and view["players"][1]["stock_top"] == 1
    assert view["players"][1]["stock_count"] == 2
    assert view["players"][1] == {"stock_top": 1, "stock_count": 2,
                                  "discard_piles": [[], [], [], []]}  # the 7 below never shows
    assert view["hand_counts"] == [2, 0]


def test_SB_5_shared_draw_pile_refills_hands_and_its_order_is_hidden():
    state = position([seat([9, 9], [5, 6]), seat([7, 7], [1])], [[]])
    before = len(state.draw)
    after = R.apply(state, Discard(5, 0))
    assert len(after.players[1].hand) == 5 and len(after.draw) == before - 4
    obs = R.observation_to_json(R.observation(after, 0))
    assert obs["draw_count"] == len(after.draw) and "draw_pile" not in obs


def test_SB_6_at_most_four_building_piles():
    state = position([seat([9], [1]), seat([9])], [[]])
    assert R.check(state, Play("hand", 4, 1)).rule == "SB-6"
    assert {a.to for a in R.legal_actions(state) if type(a) is Play} == {0, 1, 2, 3}
    with pytest.raises(InvalidState, match="building piles"):
        position([seat([9], [1]), seat([9])], [[], [], [], [], []])


def test_SB_7_at_most_four_discard_piles():
    state = position([seat([9], [3]), seat([9])])
    assert R.check(state, Discard(3, 4)).rule == "SB-7"
    assert {a.pile for a in R.legal_actions(state) if type(a) is Discard} == {0, 1, 2, 3}
    with pytest.raises(InvalidState, match=r"players\[0\]\.discard_piles"):
        position([seat([9], [3], [[1], [2], [3], [4], [5]]), seat([9])])


def test_SB_8_refill_to_five_at_turn_start_or_what_there_is():
    state = position([seat([9], [2, 3]), seat([9], [4, 4, 4])], [[]])
    after = R.apply(state, Discard(2, 0))
    assert len(after.players[1].hand) == 5  # held 3, drew 2
    assert [e.count for e in after.last_events if e.kind == "refill"] == [2]
    # nothing to draw: the next player holds what they have, then ends without a discard
    cards = [c for v in range(1, 13) for c in [v] * 12] + [SB] * 18
    rest = Counter(cards)
    rest.subtract([9, 9, 2, 3, 5, 5])
    others = [c for c, k in rest.items() for _ in range(k)]
    others.remove(1)
    doc_players = [seat([9], [2]), seat([9, 1])]
    # seat 1's four discard piles hold the rest of the deck; the draw pile is empty
    doc_players[1]["discard_piles"] = [others[i::4] for i in range(4)]
    doc_players[0]["discard_piles"] = [[5, 5, 3]]
    empty = position(doc_players, [[]], draw_pile=[])
    turned = R.apply(empty, Discard(2, 1))
    assert turned.current == 1 and turned.players[1].hand == ()
    assert [e.kind for e in turned.last_events] == ["discard", "turn"]
    assert R.legal_actions(turned)[-1] == EndTurn()
    assert R.check(turned, Discard(5, 0)).rule == "SB-8"
    ended = R.apply(R.apply(turned, Play("stock", 0)), EndTurn())
    assert ended.current == 0 and [e.kind for e in ended.last_events] == ["end", "turn"]


def test_SB_9_play_from_hand_stock_or_discard_top_in_any_order_and_never_obliged():
    state = position([seat([9, 2], [1, 5], [[3]]), seat([9])], [[]])
    legal = R.legal_actions(state)
    assert Play("hand", 0, 1) in legal and Discard(1, 0) in legal  # playing is never obliged
    assert R.check(state, Play("hand", 0, 7)).rule == "SB-9"
    s = R.apply(state, Play("hand", 0, 1))
    s = R.apply(s, Play("stock", 0))
    s = R.apply(s, Play("discard", 0, pile=0))
    assert s.building[0] == (1, 2, 3) and s.current == 0 and s.built


def test_SB_10_next_stock_card_turns_up_at_once_and_plays_on():
    state = position([seat([9, 2, 1], [5]), seat([9])], [[]])
    s = R.apply(state, Play("stock", 0))
    assert s.players[0].stock[-1] == 2
    assert Play("stock", 0) in R.legal_actions(s)
    s = R.apply(s, Play("stock", 0))
    assert s.building[0] == (1, 2) and s.players[0].stock == (9,)


def test_SB_11_empty_hand_by_building_draws_five_again_and_again():
    state = position([seat([9], [1]), seat([9])], [[]])
    s = R.apply(state, Play("hand", 0, 1))
    assert len(s.players[0].hand) == 5 and s.current == 0
    assert [(e.kind, e.count) for e in s.last_events][-1] == ("refill", 5)
    # build through the whole new hand: a second refill follows
    hand = [SB] * 5
    s = position([seat([9], hand), seat([9])], [[]])
    for to in range(4):
        s = R.apply(s, Play("hand", to, SB))
    s = R.apply(s, Play("hand", 0, SB))
    assert len(s.players[0].hand) == 5 and s.current == 0


def test_SB_12_discard_ends_turn_any_pile_and_last_card_draws_nothing():
    state = position([seat([9], [SB, 4], [[7]]), seat([9], [1])], [[]])
    s = R.apply(state, Discard(SB, 3))  # any card, any pile, a new pile while fewer than 4
    assert s.players[0].discards == ((7,), (), (), (SB,)) and s.current == 1
    # the SKIP-BO card stays wild when played later from the discard pile
    back = replace(s, current=0, players=(s.players[0], s.players[1]))
    back = R.apply(back, Play("discard", 2, pile=3))
    assert back.building[2] == (SB,)
    # discarding the last hand card ends the turn without a draw
    last = position([seat([9], [4]), seat([9], [1])], [[]])
    s = R.apply(last, Discard(4, 0))
    assert s.players[0].hand == () and s.current == 1
    assert [e.kind for e in s.last_events if e.seat == 0] == ["discard"]
    assert R.check(position([seat([9], [4]), seat([9])], [[]]), EndTurn()).rule == "SB-12"


def test_SB_13_only_top_of_discard_piles_and_only_hand_cards_discarded():
    state = position([seat([9], [8], [[4, 9]]), seat([9])], [[1, 2, 3]])
    rejection = R.check(state, Play("discard", 0, card=4, pile=0))
    assert rejection.rule == "SB-13" and rejection.param("top") == 9
    assert R.check(state, Play("discard", 0, pile=1)).rule == "SB-13"  # empty pile
    assert R.check(state, Discard(9, 1)).rule == "SB-13"  # 9 is in a discard pile, not the hand
    # the stock top or a discard top put on a discard pile: refused even when
    # the hand holds a card of the same value
    held = position([seat([8], [8, 9], [[9]]), seat([9])], [[1, 2, 3]])
    assert R.check(held, Discard(8, 1, "stock")).rule == "SB-13"
    assert R.check(held, Discard(9, 1, "discard")).rule == "SB-13"
    assert R.check(held, Discard(8, 1)) is None
    assert all(type(a) is not Play or a.source != "discard" for a in R.legal_actions(state))


def test_SB_14_empty_spot_starts_with_1_or_skipbo():
    state = position([seat([9], [2, 1, SB]), seat([9])], [[]])
    assert R.check(state, Play("hand", 0, 2)).rule == "SB-14"
    assert R.check(state, Play("hand", 0, 1)) is None
    assert R.check(state, Play("hand", 0, SB)) is None
    assert R.apply(state, Play("hand", 1, SB)).building[1] == (SB,)


def test_SB_15_exactly_one_higher_and_skipbo_takes_the_needed_value():
    state = position([seat([9], [5, 6, SB]), seat([9])], [[1, 2, 3, 4]])
    rejection = R.check(state, Play("hand", 0, 6))
    assert rejection.rule == "SB-15" and rejection.param("needed") == 5
    s = R.apply(state, Play("hand", 0, SB))
    assert s.last_events[0].value == 5  # the SKIP-BO card stands for 5, no skipping
    assert R.check(s, Play("hand", 0, 5)).rule == "SB-15"
    assert R.check(s, Play("hand", 0, 6)) is None
    assert R.state_to_json(s)["building_piles"][0] == [1, 2, 3, 4, "SB5"]


def test_SB_16_pile_of_12_is_set_aside_and_spot_is_free():
    state = position([seat([9], [12, 5]), seat([9])], [list(range(1, 12)), [1], [1], [1]])
    s = R.apply(state, Play("hand", 0, 12))
    assert s.building[0] == () and sorted(s.set_aside, key=str) == sorted(range(1, 13), key=str)
    assert [e.kind for e in s.last_events] == ["play", "complete"]
    assert R.check(s, Play("hand", 0, 5)).rule == "SB-14"  # starts again from 1


def test_SB_17_set_aside_piles_become_the_draw_pile_when_it_runs_out():
    cards = Counter({**{v: 12 for v in range(1, 13)}, SB: 18})
    aside = list(range(1, 13))
    cards.subtract([*aside, 9, 9, 1])
    rest = [c for c, k in cards.items() for _ in range(k)]
    draw = rest[:3]
    stash = rest[3:]
    players = [seat([9], [1]), seat([9])]
    players[1]["discard_piles"] = [stash[i::4] for i in range(4)]
    state = position(players, [[]], draw_pile=draw, set_aside=aside)
    s = R.apply(state, Play("hand", 0, 1))  # hand empties: draws 3, then the reshuffle, then 2 more
    kinds = [e.kind for e in s.last_events]
    assert kinds == ["play", "reshuffle", "refill"]
    assert len(s.players[0].hand) == 5 and len(s.draw) == 10 and s.set_aside == ()
    assert s.shuffles == state.shuffles + 1


def test_SB_18_last_stock_card_wins_at_once():
    state = position([seat([3], [1, 2, 5, 5]), seat([9, 9])], [[]])
    s = R.apply(state, Play("hand", 0, 1))
    s = R.apply(s, Play("hand", 0, 2))
    s = R.apply(s, Play("stock", 0))
    assert R.is_terminal(s) and R.current_player(s) is None
    result = R.result(s)
    assert result.finished and result.winners == (0,) and result.reason == "stock-empty"
    assert result.scores == (0, 2)
    assert R.legal_actions(s) == [] and R.check(s, Discard(5, 0)).rule == "SB-18"
    with pytest.raises(IllegalAction):
        R.apply(s, Discard(5, 0))


def test_SB_19_blocked_game_ends_fewest_stock_wins_ties_share():
    cards = Counter({**{v: 12 for v in range(1, 13)}, SB: 18})
    stocks = [[12, 12], [12], [12]]
    hands = [[11], [11], [11]]
    for part in stocks + hands:
        cards.subtract(part)
    rest = [c for c, k in cards.items() for _ in range(k)]
    players = [seat(stocks[i], hands[i], [rest[i * 4 + j::12] for j in range(4)]) for i in range(3)]
    # rest[i*4+j::12] spreads the rest over 12 discard piles, three players x four
    state = position(players, [[]], draw_pile=[])
    # a stalled table plays on (recycled, below) until the safety net blocks it
    s = replace(state, since_stock=STALL_LIMIT - 2)
    s = R.apply(s, Discard(11, 0))
    assert not R.is_terminal(s)
    s = R.apply(s, Discard(11, 0))
    result = R.result(s)
    assert result.finished and result.reason == "blocked" and result.winners == (1, 2)


def _stalled_table():
    """Three players, nothing to draw, building piles at 3 and 5 that nobody
    can continue: a 4 and a 6 are nowhere to be played from."""
    cards = Counter({**{v: 12 for v in range(1, 13)}, SB: 18})
    building = [[1, 2, 3], [1, 2, 3, 4, 5]]
    stocks = [[12, 12], [12], [12]]
    hands = [[11], [11], [11]]
    for part in stocks + hands + building:
        cards.subtract(part)
    # the 4s and 6s and SKIP-BO cards go under other cards of the discard piles
    rest = sorted((c for c, k in cards.items() for _ in range(k)), key=lambda c: (c not in (4, 6, SB), str(c)))
    piles = [rest[k::12] for k in range(12)]
    players = [seat(stocks[i], hands[i], piles[i * 4:(i + 1) * 4]) for i in range(3)]
    return position(players, building, draw_pile=[])


def test_SB_19_a_stalled_table_recycles_its_building_and_discard_piles_and_plays_on():
    s = _stalled_table()
    for _ in range(2):
        s = R.apply(s, Discard(11, 0))
    assert s.idle_turns == 2 and not R.is_terminal(s)
    before = R.card_counts(s)
    s = R.apply(s, Discard(11, 0))  # a full round of three turns without a building play
    assert not R.is_terminal(s)
    assert s.building == ((), (), (), ()) and s.idle_turns == 0
    assert all(p.discards == ((),) * 4 for p in s.players)
    assert [e.kind for e in s.last_events] == ["discard", "recycle", "turn", "refill"]
    # 1-3 and 1-5 from the building piles, and all 150 discard pile cards
    assert s.last_events[1].count == 8 + 150 == 162 - 4 - 0  # all but the stocks (hands are empty)
    assert len(s.players[0].hand) == 5 and len(s.draw) == 153  # seat 0 drew for its turn
    assert [len(p.stock) for p in s.players] == [2, 1, 1]
    assert R.card_counts(s) == before
    assert R.state_from_json(R.state_to_json(s)) == s


def test_SB_19_recycling_is_seeded():
    def after_round(seed):
        s = replace(_stalled_table(), seed=seed)
        for _ in range(3):
            s = R.apply(s, Discard(11, 0))
        return s.draw, s.players[0].hand

    assert after_round(1) == after_round(1)
    assert any(after_round(1) != after_round(k) for k in range(2, 6))


def test_SB_19_nothing_to_recycle_blocks_and_no_game_runs_forever():
    def never_from_stock(rng, actions):
        """Builds whenever it can, but never from its stock: no game can be won."""
        plays = [a for a in actions if type(a) is Play and a.source != "stock"]
        return rng.choice(plays or [a for a in actions if type(a) is not Play])

    for players in (2, 4, 6):
        over = final(new(players, seed=players), players, never_from_stock)
        assert over.reason == "blocked"
        assert over.since_stock == STALL_LIMIT  # the safety net, after recycling kept it going
        assert any(e.kind == "game_over" for e in over.last_events)


def test_SB_19_building_play_resets_the_round_and_safety_net_ends_any_game():
    fresh = new(2, seed=5)
    stalled = replace(fresh, since_stock=STALL_LIMIT - 1)
    move = next(a for a in R.legal_actions(stalled) if type(a) is Discard)
    over = R.apply(stalled, move)
    assert R.is_terminal(over) and over.reason == "blocked"
    for seed in range(3):  # and every random game ends
        assert R.is_terminal(final(new(3, seed=seed), seed))


def test_SB_V1_match_scoring_next_game_and_first_to_500():
    state = position([seat([3], [1, 2]), seat([9, 9, 9, 9])], [[]],
                     options={"match_scoring": True})
    s = R.apply(R.apply(state, Play("hand", 0, 1)), Play("hand", 0, 2))
    s = R.apply(s, Play("stock", 0))
    assert not R.is_terminal(s)  # the next game is dealt at once
    assert s.match_points == (25 + 5 * 4, 0) and s.game_number == 2
    assert s.history[0].stock_left == (0, 4) and s.history[0].winners == (0,)
    assert [e.kind for e in s.last_events][:4] == ["play", "game_over", "deal", "turn"]
    assert s.current == 1 and len(s.players[1].stock) == 30  # the next seat starts
    assert R.card_counts(s) == R.card_counts(state)
    near = replace(state, match_points=(470, 0))
    m = R.apply(R.apply(R.apply(near, Play("hand", 0, 1)), Play("hand", 0, 2)), Play("stock", 0))
    result = R.result(m)
    assert result.finished and result.reason == "match" and result.winners == (0,)
    assert result.scores == (515, 0)
