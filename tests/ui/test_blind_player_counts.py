"""A player who cannot see the table plays whole two-player games of Phase 10
(one phase, Skips given) and Skip-Bo (stock of 5) by keys alone, deciding
only from what was said and the focused object's name, and counts what a
blind player would miss: refusals said without the rule's reason (goal:
none; each turn begins with a refused key: 1 before drawing in Phase 10,
the stock card on a discard pile in Skip-Bo) and turns that began without
"Your turn" (goal: none). The counts are printed (pytest -s). The player
itself is in blind_games.py (the three-player games use it too)."""

from __future__ import annotations

from blind_games import Counts, play_phase10, play_skipbo, start
from test_blind_player import Ear


def test_a_blind_player_plays_two_handed_phase_10_and_counts(window, qtbot):
    ear = Ear(window, qtbot)
    start(window, qtbot, "phase10", {"players": 2, "phases": [1], "take_back": True}, 2, ("Ben",))
    count = Counts(ear)
    play_phase10(ear, count, ("Ben: ", "Discard pile"))
    count.check()
    assert count.skips > 0


def test_a_blind_player_plays_skip_bo_and_counts(window, qtbot):
    ear = Ear(window, qtbot)
    start(window, qtbot, "skipbo", {"players": 2, "stock_size": 5}, 5, ("Ben",))
    count = Counts(ear)
    play_skipbo(ear, count)
    count.check()
