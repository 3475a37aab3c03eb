"""Unit tests of the Phase 10 hand evaluation (deficiency, outs) and planning."""

from __future__ import annotations

import pytest

from cardtable.ai.phase10 import evaluate as ev
from cardtable.ai.phase10.planning import candidates, plan_hits
from cardtable.engine.phase10 import melds
from cardtable.engine.phase10.melds import make_group


def d(phase: int, hand: list[str], rule: str = "per_phase") -> int:
    return ev.deficiency(phase, ev.profile(hand, phase), rule)


@pytest.mark.parametrize(
    ("phase", "hand", "missing"),
    [
        (1, ["R1", "B1", "G1", "R2", "B2", "Y5"], 1),  # a third 2
        (1, ["R1", "B1", "G1", "R2", "B2", "W"], 0),
        (1, ["R1", "B3", "G5", "R7", "B9", "Y11"], 4),
        (1, ["R7", "B7", "G7", "Y7", "R7", "B7"], 0),  # P10-7: six 7s are two sets of 3
        (2, ["R7", "B7", "G7", "R1", "B2", "G3"], 1),  # a 4 (or 0) for the run
        (2, ["R7", "B7", "R1", "B2", "G3", "Y4"], 1),
        (4, ["R1", "B2", "G3", "Y4", "R5", "B6", "W"], 0),
        (4, ["R1", "B2", "G3", "Y4", "R5", "B12"], 2),
        (4, ["R1", "R1", "B2", "B2", "G3", "Y4"], 3),  # duplicates do not help a run
        (6, ["R1", "B2", "G3", "Y5", "R6", "B7", "G8", "Y9", "W"], 0),  # W fills the 4
        (7, ["R8", "B8", "G8", "R3", "B3", "W", "W"], 1),
        (8, ["R1", "R2", "R3", "R4", "R5", "B6", "G7"], 2),
        (8, ["R1", "R2", "R3", "R4", "R5", "W", "W"], 0),
        (9, ["R4", "B4", "G4", "Y4", "R9", "W"], 1),
        (10, ["R4", "B4", "G4", "Y4", "R4", "R9", "B9", "G9"], 0),
    ],
)
def test_deficiency_of_known_hands(phase, hand, missing):
    assert d(phase, hand) == missing


def test_deficiency_zero_iff_engine_can_lay():
    hands = [
        ["R1", "B1", "G1", "R2", "B2", "W", "S"],
        ["R3", "B4", "G5", "Y6", "W", "W", "R12"],
        ["G1", "G3", "G5", "G7", "G9", "W", "W"],
        ["R5", "B5", "G5", "W", "R1", "B2", "G3", "Y4"],
    ]
    for hand in hands:
        for phase in range(1, 11):
            assert (d(phase, hand) == 0) == melds.can_make_phase(hand, phase, "per_phase"), (hand, phase)


def test_P10_17_only_wilds_need_a_number_card_in_edition_2026():
    assert d(1, ["W"] * 6, "per_phase") == 1
    assert d(1, ["W"] * 6, "none") == 0


def test_outs_count_the_unseen_cards_that_help():
    prof = ev.profile(["R1", "B1", "G1", "R2", "B2", "Y9"], 1)
    unseen = [0] * 13
    unseen[0], unseen[2], unseen[9] = 3, 4, 5  # 3 Wilds, 4 twos, 5 nines
    assert ev.outs(1, prof, tuple(unseen), "per_phase") == 7  # a Wild or a 2, never a 9


def test_lay_candidates_are_legal_phases():
    hand = ["R7", "B7", "G7", "W", "R1", "B2", "G3", "Y4", "Y9", "S"]
    found = candidates(hand, 2)
    assert found
    for groups in found:
        assert melds.phase_rejection(groups, 2, "per_phase") is None


def test_P10_13_hit_plan_extends_a_run_card_after_card():
    run = make_group("run", ["R3", "B4", "G5", "Y6", "R7", "B8", "G9"])
    hits, left = plan_hits(["R10", "B11", "W", "Y1"], [(1, 0, run)])
    assert left == []  # Y1 needs 2: the Wild stands in for it, then 1 follows
    assert [h.card.to_json() for h in hits][:2] == ["R10", "B11"]
