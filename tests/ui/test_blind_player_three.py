"""A player who cannot see the table plays against two computers by keys
alone, deciding only from what was said and the table's accessible tree:
a Phase 10 game where it gives every Skip it draws (take-backs allowed: the
Skip is chosen for a seat, then given with Enter), and a whole Skip-Bo game
that it wins.
Counted: turns that began without "Your turn" (none), refusals said without
the rule's reason (none: each turn begins with a refused key), Skips given.
The counts are printed (pytest -s); the player is in blind_games.py."""

from __future__ import annotations

from blind_games import Counts, play_phase10, play_skipbo, start
from test_blind_player import Ear

COMPUTERS = ("Ben", "Cy")


def test_a_blind_player_plays_three_handed_phase_10_and_gives_skips(window, qtbot):
    ear = Ear(window, qtbot)
    start(window, qtbot, "phase10", {"players": 3, "phases": [1], "take_back": True}, 2, COMPUTERS)
    count = Counts(ear)
    play_phase10(ear, count, ("Ben: ", "Cy: "))
    count.check()
    assert count.skips > 0  # the deal of seed 2 gives Ann a Skip


def test_a_blind_player_wins_three_handed_skip_bo_by_ear(window, qtbot):
    ear = Ear(window, qtbot)
    start(window, qtbot, "skipbo", {"players": 3, "stock_size": 5}, 4, COMPUTERS)
    count = Counts(ear)
    play_skipbo(ear, count)
    count.check()
    assert "Game over: Ann won." in ear.said()  # the deal of seed 4: won from what was said alone

