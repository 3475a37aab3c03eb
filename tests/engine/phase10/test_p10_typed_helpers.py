"""The small typed helpers that let mypy see the rules' guarantees:
the seat to act exists until the game is over (P10-25), number cards have a
value (P10-1), penalty points per card (P10-23)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from cardtable.engine.phase10 import RULES
from cardtable.engine.phase10.cards import (
    NUMBER_CARDS,
    SKIP,
    WILD,
    colour,
    number_colour,
    number_value,
    value,
)
from cardtable.engine.phase10.rounds import card_points
from cardtable.engine.phase10.state import OVER
from cardtable.engine.phase10.turns import legal_actions


def test_current_seat_is_the_seat_to_act():
    state = RULES.new_game(RULES.default_options(3), 4)
    assert state.current is not None
    assert state.current_seat() == state.current


def test_P10_25_nobody_acts_once_the_game_is_over():
    state = replace(RULES.new_game(RULES.default_options(3), 4), stage=OVER, current=None)
    with pytest.raises(ValueError, match="P10-25"):
        state.current_seat()
    assert legal_actions(state) == ()
    rejection = RULES.check(state, RULES.action_from_json({"type": "draw", "source": "deck"}))
    assert rejection is not None and rejection.rule == "P10-25"


def test_P10_1_number_value_and_colour_of_every_number_card():
    assert [number_value(c) for c in NUMBER_CARDS] == [value(c) for c in NUMBER_CARDS]
    assert [number_colour(c) for c in NUMBER_CARDS] == [colour(c) for c in NUMBER_CARDS]
    for card in (WILD, SKIP):
        with pytest.raises(KeyError):
            number_value(card)
        with pytest.raises(KeyError):
            number_colour(card)


@pytest.mark.parametrize(("card", "edition", "points"), [
    ("R1", "classic", 5), ("G9", "classic", 5), ("B10", "classic", 10), ("Y12", "2026", 10),
    (SKIP, "classic", 15), (WILD, "classic", 20), (WILD, "2026", 25),
])
def test_P10_23_penalty_points_per_card(card, edition, points):
    assert card_points(card, edition) == points
