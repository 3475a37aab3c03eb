"""A Phase 10 table where the human holds a Skip, shared by the Skip tests.

Why: the tests of giving a Skip by keys and of taking back its choice by
mouse start from the same deal (three players, seat 0 to draw with a Skip
in hand, two easy computers), and one copy keeps them starting alike.
"""

from __future__ import annotations

from dataclasses import replace

from cardtable.engine.registry import get_rules
from cardtable.seats import Seat


def table_with_skip(window, qtbot, take_back: bool = True):
    """Seat 0 (the human, P0) to draw, holding a Skip; two computer opponents
    (P1, P2); returns the controller once it is seat 0's turn."""
    rules = get_rules("phase10")
    options = rules.options_from_json({"players": 3, "take_back": take_back})
    state = rules.new_game(options, 5)
    hands, draw = list(state.hands), list(state.draw_pile)
    at = draw.index("S")  # swapped with a hand card: the deck stays whole
    draw[at], hands[0] = hands[0][-1], (*hands[0][:-1], "S")
    state = replace(state, hands=tuple(hands), draw_pile=tuple(draw), current=0, stage="draw",
                    last_events=())
    seats = [Seat("P0"), Seat("P1", "computer", "easy"), Seat("P2", "computer", "easy")]
    window.settings.set_ai_speed_ms(0)
    ctl = window.set_game(rules, state, seats, seed=5, options=options)
    qtbot.waitUntil(ctl.is_viewers_turn, timeout=30000)
    return ctl
