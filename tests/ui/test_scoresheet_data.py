"""The Qt-free sheet rows equal the engine's own records (P10-23/24, SB-V1)."""

from __future__ import annotations

import pytest
from scoresheet_play import phase10_state, skipbo_state

from cardtable.engine.phase10 import RULES as P10
from cardtable.seats import Seat
from cardtable.ui.scoresheet.sheet_data import blank_sheet, phase10_sheet, skipbo_sheet

SEATS = (Seat("Ann"), Seat("Bo"), Seat("Cy", "computer", "easy"))


def test_P10_23_P10_24_rows_copy_the_engine_history():
    state = phase10_state(rounds=3)
    sheet = phase10_sheet(state, SEATS, date="2026-01-02")
    assert sheet.players == ("Ann", "Bo", "Cy")
    assert len(sheet.rounds) == len(state.history) >= 3
    for row, rec in zip(sheet.rounds, state.history, strict=True):
        assert row.phases == rec.phases and row.completed == rec.completed
        assert row.points == rec.penalties and row.totals == rec.totals
        assert row.went_out == rec.went_out
    assert sheet.totals == state.scores
    assert sheet.current_phase == tuple(state.phase_of(s) for s in range(3))
    # running totals are the sums of the round points
    for seat in range(3):
        assert sum(r.points[seat] for r in sheet.rounds) == sheet.totals[seat]


def test_P10_V1_and_V2_are_named_as_variants():
    state = phase10_state(rounds=1, exact_ten_rounds=True, phases=[2, 4, 6])
    sheet = phase10_sheet(state, SEATS)
    assert sheet.variants == ("P10-V1", "P10-V2")
    assert sheet.phases == (2, 4, 6)


def test_P10_25_sheet_leaders_are_the_engines_first_places():
    state = phase10_state(rounds=3)
    sheet = phase10_sheet(state, SEATS)
    firsts = tuple(s.seat for s in P10.standings(state) if s.place == 1)
    assert sheet.leaders == (firsts if len(firsts) < 3 else ())


def test_SB_V1_match_rows_and_running_total():
    state = skipbo_state(games=2, match_scoring=True, stock_size=5)
    sheet = skipbo_sheet(state, SEATS)
    assert len(sheet.games) == len(state.history) == 2
    for row, rec in zip(sheet.games, state.history, strict=True):
        assert row.stock_left == rec.stock_left and row.points == rec.points
    assert sheet.games[-1].totals == state.match_points == sheet.totals
    assert sheet.stock_now == tuple(len(p.stock) for p in state.players)
    assert sheet.variants == ("SB-V1",) and sheet.target == 500


@pytest.mark.parametrize("players", [1, 7])
def test_P10_2_blank_sheet_refuses_bad_player_counts(players):
    with pytest.raises(ValueError):
        blank_sheet("phase10", players)
