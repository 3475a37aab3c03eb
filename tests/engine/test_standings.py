"""The engines' standings and records (P10-25, SB-18, SB-19, SB-V1): places
with ties and reasons, so no caller needs to know which score is good."""

from __future__ import annotations

from cardtable.engine.phase10 import RULES as P10
from cardtable.engine.skipbo import RULES as SB
from cardtable.engine.standings import rank


def test_P10_25_more_phases_first_then_fewer_points():
    keys = [(-3, 10), (-4, 80), (-4, 50)]
    assert rank(keys, ("phases", "points")) == ((2, 1, "points"), (1, 2, "points"), (0, 3, "phases"))


def test_ties_share_a_place_and_the_next_place_is_skipped():
    keys = [(-3, 10), (-4, 50), (-4, 50)]
    assert rank(keys, ("phases", "points")) == ((1, 1, "phases"), (2, 1, "phases"), (0, 3, "phases"))
    assert rank([(0,), (0,)], ("points",)) == ((0, 1, "tied"), (1, 1, "tied"))


def test_winners_come_first_whatever_their_count():
    keys = [(-4, 120), (-3, 10)]
    assert rank(keys, ("phases", "points"), winners=(0,)) == ((0, 1, "won"), (1, 2, "phases"))
    assert rank([(5,), (3,), (3,)], ("stock",), winners=(1, 2)) == ((1, 1, "won"), (2, 1, "won"), (0, 3, "stock"))


def _play(rules, options, seed, until):
    state = rules.new_game(options, seed)
    import random

    rng = random.Random(seed)
    while not until(state) and not rules.is_terminal(state):
        state = rules.apply(state, rng.choice(list(rules.legal_actions(state))))
    return state


def test_P10_standings_and_records_of_a_real_game():
    state = _play(P10, P10.default_options(3), 5, lambda s: len(s.history) >= 2)
    standings = P10.standings(state)
    assert sorted(s.seat for s in standings) == [0, 1, 2]
    assert [s.place for s in standings] == sorted(s.place for s in standings)
    by_seat = {s.seat: s for s in standings}
    for seat in range(3):
        assert by_seat[seat].points == state.scores[seat] and by_seat[seat].phase == state.phase_of(seat)
    rows = P10.records(state)
    assert [r.number for r in rows] == [r.round for r in state.history]
    assert rows[-1].totals == state.history[-1].totals and rows[-1].went_out == state.history[-1].went_out


def test_P10_25_finished_game_puts_the_winners_first():
    state = _play(P10, P10.options_from_json({"players": 2, "phases": [1]}), 2, lambda s: False)
    first = [s for s in P10.standings(state) if s.place == 1]
    assert {s.seat for s in first} == set(state.winners) and all(s.reason == "won" for s in first)
    assert all(s.phase is None for s in P10.standings(state))


def test_SB_V1_standings_rank_match_points_and_records_keep_running_totals():
    options = SB.options_from_json({"players": 2, "stock_size": 5, "match_scoring": True})
    state = _play(SB, options, 3, lambda s: len(s.history) >= 2)
    rows = SB.records(state)
    assert rows[-1].totals == state.match_points and rows[0].stock_left == state.history[0].stock_left
    best = max(state.match_points)
    leaders = {s.seat for s in SB.standings(state) if s.place == 1}
    assert leaders == {i for i, p in enumerate(state.match_points) if p == best}


def test_SB_18_without_match_fewest_stock_cards_lead():
    state = _play(SB, SB.default_options(3), 4, lambda s: len(s.last_events) > 0 and s.since_stock > 20)
    stocks = [len(p.stock) for p in state.players]
    first = {s.seat for s in SB.standings(state) if s.place == 1}
    if SB.is_terminal(state):
        assert first == set(state.winners)
    else:
        assert first == {i for i, c in enumerate(stocks) if c == min(stocks)}


def test_SB_18_a_finished_single_game_has_its_row_like_a_match_game():
    options = SB.options_from_json({"players": 3, "stock_size": 5})
    state = _play(SB, options, 4, SB.is_terminal)
    assert SB.is_terminal(state)
    (row,) = SB.records(state)
    assert row.number == 1 and row.winners == state.winners == SB.result(state).winners
    assert row.reason == SB.result(state).reason
    assert row.stock_left == tuple(len(p.stock) for p in state.players)
    assert row.points == (None, None, None)  # a single game is not scored
    assert SB.records(SB.new_game(options, 4)) == ()  # nothing while it is played
