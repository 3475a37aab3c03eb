"""The count of cards a hand would be stuck with after laying (ai/phase10/leftovers.py)."""

from __future__ import annotations

import random

import pytest

from cardtable.ai.base import make_policy
from cardtable.ai.phase10 import evaluate as ev
from cardtable.ai.phase10.leftovers import hittable_slots, shape, stuck
from cardtable.engine.phase10 import RULES
from cardtable.engine.phase10.actions import DRAW_DECK, DRAW_DISCARD, Discard
from cardtable.engine.phase10.cards import COPIES
from cardtable.engine.phase10.melds import make_group


def sh(phase: int, hand: list[str]) -> tuple[int, int]:
    return shape(phase, ev.profile(hand, phase))


@pytest.mark.parametrize(
    ("phase", "hand", "expected"),
    [
        # P10-12: a fourth 7 goes down with the set of 7s, the 12 stays
        (1, ["R7", "B7", "G7", "Y7", "R9", "B9", "G9", "R12"], (0, 1)),
        (1, ["R7", "B7", "G7", "R9", "B9", "G9", "R12", "B1"], (0, 2)),
        # a run of 7 from 1 with the 8 as an extension; the second 3 and the 12 stay
        (4, ["R1", "R2", "R3", "R4", "R5", "R6", "R7", "B8", "R3", "G12"], (0, 2)),
        # set of 5s + run 6-9, the 10 extends the run, the 1 stays
        (2, ["R5", "B5", "G5", "R6", "R7", "R8", "R9", "Y10", "G1"], (0, 1)),
        # phase 8: every card of the colour goes with the colour group
        (8, ["R1", "R2", "R3", "R4", "R5", "R6", "R7", "R8", "B1"], (0, 1)),
        # Wilds are never stuck: they fit anywhere
        (1, ["R7", "B7", "W", "R9", "B9", "W", "W"], (0, 0)),
        # not complete yet: one card missing, the 12 stays either way
        (1, ["R7", "B7", "G7", "R9", "B9", "R12"], (1, 1)),
    ],
)
def test_shape_of_known_hands(phase, hand, expected):
    assert sh(phase, hand) == expected


def test_shape_counts_the_same_missing_cards_as_the_deficiency():
    deck = [card for card, n in COPIES.items() for _ in range(n)]
    rng = random.Random(5)
    for _ in range(3000):
        phase = rng.randint(1, 10)
        prof = ev.profile(rng.sample(deck, rng.randint(1, 12)), phase)
        for rule in ("per_phase", "none"):
            need, left = shape(phase, prof, rule)
            assert need == ev.deficiency(phase, prof, rule)
            assert 0 <= left <= sum(prof[1:])


def test_P10_13_cards_that_fit_the_table_are_not_stuck():
    table = [[make_group("set", ["R12", "B12", "G12"])]]
    hand = ["R7", "B7", "G7", "R9", "B9", "G9", "Y12", "B1"]
    prof = ev.profile(hand, 1)
    assert stuck(1, prof, "per_phase", frozenset()) == 2
    assert stuck(1, prof, "per_phase", hittable_slots(table, 1)) == 1  # the 12 can be hit


def test_hittable_slots_of_runs_sets_and_colour_groups():
    run = make_group("run", ["R3", "B4", "G5", "Y6"])
    sets = make_group("set", ["R9", "B9", "G9"])
    colour = make_group("colour", ["B1", "B3", "B5", "B7", "B9", "B11", "B12"])
    assert hittable_slots([[run, sets]], 1) == {2, 7, 9}
    assert hittable_slots([[make_group("run", ["R1", "B2", "G3", "Y4"])]], 2) == {5}
    assert hittable_slots([[colour, sets]], 8) == {ev.slot_of_colour("B")}


def test_hard_takes_a_card_it_can_lay_with_its_phase(position):
    # two 7s short of nothing: 7-7-7 and 9-9 need one 9; a fourth 7 lowers the
    # cards stuck after laying (G12, Y1 stay otherwise), so hard takes it
    hand = ["R7", "B7", "G7", "R9", "B9", "G12", "Y1", "B4", "R11", "Y6"]
    state = position(hand, discard=("Y7",), stage="draw")
    assert make_policy("phase10", "hard", 0, 1).choose(RULES.observation(state, 0)) == DRAW_DISCARD
    assert make_policy("phase10", "medium", 0, 1).choose(RULES.observation(state, 0)) == DRAW_DECK


def test_hard_keeps_the_extra_card_of_its_set(position):
    # one 9 missing; a fourth 7 does not lower that, so medium (deficiency and
    # outs only) throws the first of equally useless cards, a 7; hard sees the
    # 7 would go down with its set (P10-12) and throws the dearest lonely card
    hand = ["R7", "B7", "G7", "Y7", "R9", "B9", "G2", "Y3", "R11", "Y6", "G12"]
    state = position(hand, discard=("R5",))
    assert make_policy("phase10", "medium", 0, 1).choose(RULES.observation(state, 0)) == Discard("B7")
    for seed in range(3):
        action = make_policy("phase10", "hard", 0, seed).choose(RULES.observation(state, 0))
        assert action == Discard("G12"), action  # 10 penalty points (P10-23), the others 5
