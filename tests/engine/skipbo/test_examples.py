"""The worked Skip-Bo examples of RULES.md (zh-TW seed, section 4)."""

from __future__ import annotations

from skipbo_helpers import R, position, seat

from cardtable.engine.skipbo import Discard, Play

SB = "SB"


def test_SB_example_six_step_turn_builds_3_to_8_and_draws_3_next_turn():
    # building pile A at 3; stock top 6, then 8, then 2; hand 4 7 9 10 11;
    # own discard piles: A top 5, B top SKIP-BO, C and D empty
    state = position([seat([10, 2, 8, 6], [4, 7, 9, 10, 11], [[5], [SB]]), seat([12, 12])], [[1, 2, 3]])
    s = R.apply(state, Play("hand", 0, 4))                      # 1. hand 4
    assert len(s.players[0].hand) == 4
    s = R.apply(s, Play("discard", 0, pile=0))                  # 2. discard pile A's 5
    assert s.players[0].discards[0] == ()
    s = R.apply(s, Play("stock", 0))                            # 3. stock 6, 8 turns up
    assert s.players[0].stock[-1] == 8
    s = R.apply(s, Play("hand", 0, 7))                          # 4. hand 7
    assert len(s.players[0].hand) == 3
    s = R.apply(s, Play("stock", 0))                            # 5. stock 8, 2 turns up
    assert s.players[0].stock[-1] == 2
    assert Play("stock", 0) not in R.legal_actions(s) and Play("stock", 1) not in R.legal_actions(s)
    s = R.apply(s, Discard(11, 2))                              # 6. 11 onto empty pile C
    assert s.building[0] == (1, 2, 3, 4, 5, 6, 7, 8)
    assert len(s.players[0].stock) == len(state.players[0].stock) - 2
    assert s.players[0].discards == ((), (SB,), (11,), ())      # the SKIP-BO card never moved
    assert s.players[0].hand == (9, 10) and s.current == 1
    s = R.apply(s, Discard(next(iter(s.players[1].hand)), 0))  # the other player's turn
    assert s.current == 0
    assert [(e.kind, e.seat, e.count) for e in s.last_events if e.kind == "refill"] == [("refill", 0, 3)]
    assert len(s.players[0].hand) == 5 and {9, 10} <= set(s.players[0].hand)


def test_SB_example_skipbo_as_11_then_12_completes_and_spot_takes_only_1_or_skipbo():
    state = position([seat([9, 9], [SB, 12, 2, 1, SB]), seat([9])], [list(range(1, 11))])
    s = R.apply(state, Play("hand", 0, SB))
    assert s.last_events[0].value == 11 and s.building[0][-1] == SB
    s = R.apply(s, Play("hand", 0, 12))
    assert s.building[0] == () and len(s.set_aside) == 12
    assert [e.kind for e in s.last_events] == ["play", "complete"]
    assert R.check(s, Play("hand", 0, 2)).rule == "SB-14"
    assert R.check(s, Play("hand", 0, 1)) is None
    assert R.check(s, Play("hand", 0, SB)) is None
