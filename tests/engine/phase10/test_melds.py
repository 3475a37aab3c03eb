"""Phase 10 groups and phases: the worked examples of RULES.md and one test per rule.

The property tests (random hands against a slow reference) are in
test_melds_properties.py; the notation in test_melds_json.py.
"""

from collections import Counter

import pytest

from cardtable.engine.phase10.melds import (
    Group,
    Laid,
    add_to_group,
    can_make_phase,
    find_phase,
    group_rejection,
    hit_placements,
    hit_rejection,
    laid_cards,
    make_group,
    phase_rejection,
    propose,
)
from cardtable.engine.phase10.phases import NATURAL_RULES, PHASES, describe, phase_cards

RULE = "per_phase"


def lay(phase, *groups, rule=RULE):
    """phase_rejection of groups given as (kind, "R2 B2 W=2") pairs."""
    return phase_rejection([make_group(k, cards.split()) for k, cards in groups], phase, rule)


def rule_of(rejection):
    return None if rejection is None else rejection.rule


# -- the table ------------------------------------------------------------------


def test_phase_table_matches_rules_md():
    assert [phase_cards(p) for p in range(1, 11)] == [6, 7, 8, 7, 8, 9, 8, 7, 7, 8]
    assert describe(1) == "2 sets of 3"
    assert describe(2) == "1 set of 3 + 1 run of 4"
    assert describe(6) == "1 run of 9"
    assert describe(8) == "7 cards of one colour"
    assert describe(9) == "1 set of 5 + 1 set of 2"
    assert sorted(PHASES) == list(range(1, 11))
    assert NATURAL_RULES == ("per_phase", "per_group", "none")


def test_unknown_phase_or_rule_is_a_value_error():
    with pytest.raises(ValueError, match="phase 11"):
        phase_cards(11)
    with pytest.raises(ValueError, match="natural-card rule"):
        lay(1, ("set", "R1 B1 G1"), ("set", "R2 B2 G2"), rule="sometimes")


# -- worked examples of RULES.md ---------------------------------------------------


def test_P10_11_worked_example_phase2_complete():
    cards = ["R2", "B2", "G2", "R6", "Y7", "B8", "G9"]
    assert lay(2, ("set", "R2 B2 G2"), ("run", "R6 Y7 B8 G9")) is None
    groups = propose(cards, 2, RULE)
    assert groups is not None
    assert [g.to_json() for g in groups] == [
        {"kind": "set", "cards": ["R2", "B2", "G2"]},
        {"kind": "run", "cards": ["R6", "Y7", "B8", "G9"]},
    ]
    assert find_phase(cards, 2, RULE) == groups


def test_P10_11_worked_example_phase2_gap_and_set_alone_refused():
    assert propose(["R2", "B2", "G2", "R6", "Y7", "G9"], 2, RULE) is None
    assert not can_make_phase(["R2", "B2", "G2", "R6", "Y7", "G9"], 2, RULE)
    gap = lay(2, ("set", "R2 B2 G2"), ("run", "R6 Y7 G9"))
    assert gap.rule == "P10-11" and gap.param("missing") == [8] and gap.param("group") == 1
    alone = lay(2, ("set", "R2 B2 G2"))
    assert alone.rule == "P10-11" and alone.param("needed") == "1 set of 3 + 1 run of 4"
    assert propose(["R2", "B2", "G2"], 2, RULE) is None


def test_P10_13_worked_example_hits_on_run_5_to_8():
    run = make_group("run", ["R5", "B6", "G7", "Y8"])
    assert hit_placements(run, "G4") == [Laid("G4", 4, "G")]
    assert hit_rejection(run, Laid.natural("G4")) is None
    assert hit_placements(run, "R10") == []
    refused = hit_rejection(run, Laid.natural("R10"))
    assert refused.rule == "P10-13" and refused.param("needed") == [4, 9]
    run = add_to_group(run, Laid.natural("B9"))
    assert (run.low, run.high) == (5, 9)
    assert hit_rejection(run, Laid.natural("R10")) is None
    run = add_to_group(run, hit_placements(run, "R10")[0])
    assert [c.value for c in run.cards] == [5, 6, 7, 8, 9, 10]
    assert group_rejection(run) is None


def test_P10_17_worked_example_phase8_six_blue_and_a_wild():
    cards = ["B1", "B3", "B4", "B7", "B9", "B12", "W"]
    groups = propose(cards, 8, RULE)
    assert groups is not None and phase_rejection(groups, 8, RULE) is None
    assert Laid("W", None, "B") in groups[0].cards
    assert groups[0].colour == "B"
    assert lay(8, ("colour", "B1 B3 B4 B7 B9 B12 W=B")) is None
    assert find_phase([*cards, "R5"], 8, RULE)[0].colour == "B"


# -- one rule at a time ------------------------------------------------------------


def test_P10_6_laid_cards_are_physical_cards_once_each():
    groups = propose(["R7", "B7", "W", "G7", "Y7", "W"], 1, RULE)
    assert Counter(laid_cards(groups)) == Counter(["R7", "B7", "W", "G7", "Y7", "W"])


@pytest.mark.parametrize(
    ("phase", "cards"),
    [(1, ["R7", "B7", "G7", "Y7", "R7", "B7"]), (7, ["R7", "B7", "G7", "Y7"] * 2)],
)
def test_P10_7_two_sets_of_the_same_value(phase, cards):
    groups = propose(cards, phase, RULE)
    assert groups is not None and groups[0].value == groups[1].value == 7
    assert phase_rejection(groups, phase, RULE) is None
    assert find_phase([*cards, "R1", "W"], phase, RULE) is not None


def test_P10_8_set_of_two_only_in_phase_9():
    assert lay(9, ("set", "R5 B5 G5 Y5 W=5"), ("set", "R9 B9")) is None
    assert lay(9, ("set", "R9 B9"), ("set", "R5 B5 G5 Y5 W=5")) is None  # any order
    refused = lay(1, ("set", "R5 B5 G5 Y5"), ("set", "R9 B9"))
    assert refused.rule == "P10-8" and refused.param("group") == 1
    assert propose(["R5", "B5", "G5", "Y5", "R9", "B9"], 1, RULE) is None
    # a phase-9 set of 2 may take extra cards when laid (P10-12)
    assert lay(9, ("set", "R5 B5 G5 Y5 W=5"), ("set", "R9 B9 G9 W=9")) is None


def test_P10_12_extra_cards_extend_the_phase_groups():
    # three 4s + three 9s + another 4
    assert lay(1, ("set", "R4 B4 G4 Y4"), ("set", "R9 B9 G9")) is None
    groups = propose(["R4", "B4", "G4", "R9", "B9", "G9", "Y4"], 1, RULE)
    assert sorted(g.size for g in groups) == [3, 4]
    assert lay(4, ("run", "R2 B3 W=4 G5 Y6 R7 B8 G9 W=10")) is None  # run of 9 for phase 4
    groups = propose(["R2", "B3", "G5", "Y6", "R7", "B8", "G9", "W", "W", "W"], 2, RULE)
    assert groups is not None and phase_rejection(groups, 2, RULE) is None
    assert groups[1].size >= 7  # the run takes every run card, the set the rest


def test_P10_12_extra_independent_group_refused():
    refused = lay(1, ("set", "R4 B4 G4"), ("set", "R9 B9 G9"), ("set", "R1 B1 G1"))
    assert refused.rule == "P10-12" and refused.param("group") == 2
    refused = lay(2, ("set", "R4 B4 G4"), ("run", "R6 Y7 B8 G9"), ("run", "R1 B2 G3 Y4"))
    assert refused.rule == "P10-12"
    assert propose(["R4", "B4", "G4", "R9", "B9", "G9", "R1", "B1", "G1"], 1, RULE) is None


def test_P10_11_wrong_kind_or_too_small_group_is_incomplete():
    small = lay(7, ("set", "R4 B4 G4 Y4"), ("set", "R9 B9 G9"))
    assert small.rule == "P10-11" and small.param("size") == 4 and small.param("have") == 3
    wrong = lay(1, ("set", "R4 B4 G4"), ("run", "R6 Y7 B8"))
    assert wrong.rule == "P10-11"
    assert lay(3, ("set", "R4 B4 G4"), ("run", "R6 Y7 B8 G9")).rule == "P10-11"
    assert lay(5, ("run", "R1 B2 G3 Y4 R5 B6 G7")).rule == "P10-11"
    assert lay(8, ("colour", "R1 R2 R3 R4 R5 R6")).rule == "P10-11"
    mixed = lay(1, ("set", "R4 B4 G5"), ("set", "R9 B9 G9"))
    assert mixed.rule == "P10-11" and mixed.param("values") == [4, 5]
    assert lay(8, ("colour", "R1 R2 R3 R4 R5 R6 B7")).rule == "P10-11"
    assert lay(4, ("run", "R1 B2 G3 Y3 R5 B6 G7")).rule == "P10-11"


def test_P10_9_runs_do_not_wrap_from_12_to_1():
    wrap = group_rejection(make_group("run", ["R11", "B12", "G1", "Y2"]))
    assert wrap.rule == "P10-9"
    beyond = make_group("run", [Laid.wild(13), "R12", "R11", "R10"])
    assert group_rejection(beyond).rule == "P10-9"
    high = make_group("run", ["R9", "B10", "G11", "Y12"])
    assert hit_rejection(high, Laid.natural("R1")).rule == "P10-9"
    assert hit_rejection(high, Laid.wild(13)).rule == "P10-9"
    assert hit_placements(high, "W") == [Laid.wild(8)]
    assert hit_placements(high, "R1") == []
    low = make_group("run", ["R1", "B2", "G3", "Y4"])
    assert hit_rejection(low, Laid.natural("B12")).rule == "P10-9"
    assert hit_placements(low, "W") == [Laid.wild(5)]
    full = make_group("run", [f"R{v}" for v in range(1, 13)])
    assert group_rejection(full) is None
    assert hit_placements(full, "W") == []
    assert hit_rejection(full, Laid.wild(1)).rule == "P10-9"


def test_P10_9_wilds_anywhere_in_a_run_including_both_ends():
    assert lay(4, ("run", "W=1 R2 W=3 G4 Y5 W=6 B7")) is None
    assert lay(4, ("run", "W=6 W=7 R8 W=9 W=10 B11 W=12")) is None
    groups = propose(["W", "R8", "W", "W", "B11", "W", "W"], 4, RULE)
    assert groups is not None and groups[0].high == 12 and groups[0].low == 6
    assert propose(["R1", "W", "W", "W", "W", "W", "B7"], 4, RULE) is not None
    assert propose(["R1", "W", "W", "W", "W", "W", "B8"], 4, RULE) is None  # span 8 > 7 cards


def test_P10_13_hits_on_sets_and_colour_groups():
    s = make_group("set", ["R7", "B7", "W=7"])
    assert hit_placements(s, "G7") == [Laid.natural("G7")]
    assert hit_placements(s, "W") == [Laid.wild(7)]
    assert hit_placements(s, "G8") == []
    no = hit_rejection(s, Laid.natural("G8"))
    assert no.rule == "P10-13" and no.param("needed") == 7
    c = make_group("colour", ["B1", "B5", "W=B"])
    assert hit_placements(c, "B12") == [Laid.natural("B12")]
    assert hit_placements(c, "W") == [Laid.wild(colour="B")]
    assert hit_placements(c, "R12") == []
    assert hit_rejection(c, Laid.natural("R12")).rule == "P10-13"
    assert hit_rejection(c, Laid.wild(colour="R")).rule == "P10-13"
    run = make_group("run", ["R3", "W=4", "G5", "B6"])
    assert hit_placements(run, "W") == [Laid.wild(2), Laid.wild(7)]
    assert add_to_group(run, Laid.wild(2)).cards[0] == Laid.wild(2)


def test_P10_17_natural_card_rule_settings():
    wilds = ["W"] * 6
    assert propose(wilds, 1, "per_phase") is None
    assert propose(wilds, 1, "per_group") is None
    groups = propose(wilds, 1, "none")
    assert groups is not None and phase_rejection(groups, 1, "none") is None
    assert lay(1, ("set", "W=3 W=3 W=3"), ("set", "W=3 W=3 W=3")).rule == "P10-17"
    one_natural = (("set", "R3 W=3 W=3"), ("set", "W=3 W=3 W=3"))
    assert lay(1, *one_natural, rule="per_phase") is None
    refused = lay(1, *one_natural, rule="per_group")
    assert refused.rule == "P10-17" and refused.param("group") == 1
    cards = ["R3", "W", "W", "W", "W", "W"]
    assert phase_rejection(propose(cards, 1, "per_phase"), 1, "per_phase") is None
    assert propose(cards, 1, "per_group") is None
    assert find_phase(cards, 1, "per_phase") is not None
    assert find_phase(cards, 1, "per_group") is None
    assert find_phase(["R3", "B3", "W", "W", "W", "W"], 1, "per_group") is not None
    # phase 2: one 7 cannot serve both the set and the run under per_group
    assert find_phase(["R7", "W", "W", "W", "W", "W", "W"], 2, "per_group") is None
    assert find_phase(["R7", "W", "W", "W", "W", "W", "W"], 2, "per_phase") is not None
    assert find_phase(["R7", "B7", "W", "W", "W", "W", "W"], 2, "per_group") is not None


def test_P10_17_a_wild_says_what_it_stands_for():
    assert group_rejection(make_group("set", ["R7", "W"])).rule == "P10-17"
    assert group_rejection(make_group("set", ["R7", "W=R"])).rule == "P10-17"
    assert group_rejection(make_group("colour", ["R7", "W=7"])).rule == "P10-17"
    pretend = group_rejection(Group("set", (Laid("R7", 8, "R"), Laid.natural("B8"))))
    assert pretend.rule == "P10-17" and pretend.param("card") == "R7"
    assert (
        hit_rejection(make_group("set", ["R7", "B7", "G7"]), Laid("W", None, None)).rule == "P10-17"
    )


def test_P10_18_a_wild_keeps_what_it_was_laid_as():
    run = make_group("run", ["R3", "W=4", "G5"])
    assert Laid.wild(4) in add_to_group(run, Laid.natural("Y6")).cards
    assert hit_placements(run, "B4") == []  # a natural cannot replace the Wild


def test_P10_19_skip_never_in_a_phase_or_hit():
    assert group_rejection(make_group("set", ["R7", "B7", "S"])).rule == "P10-19"
    refused = lay(1, ("set", "R4 B4 G4"), ("set", "R9 B9 S"))
    assert refused.rule == "P10-19" and refused.param("group") == 1
    assert propose(["R4", "B4", "G4", "R9", "B9", "S"], 1, RULE) is None
    s = make_group("set", ["R7", "B7", "W=7"])
    assert hit_placements(s, "S") == []
    assert hit_rejection(s, Laid.from_json("S")).rule == "P10-19"
    assert find_phase(["S", "R4", "B4", "G4", "R9", "B9", "G9"], 1, RULE) is not None


def test_phase_2_set_value_inside_the_run():
    cards = ["R5", "B5", "G5", "R4", "Y5", "R6", "B7"]
    groups = propose(cards, 2, RULE)
    assert groups is not None and phase_rejection(groups, 2, RULE) is None
    assert groups[0].value == 5 and (groups[1].low, groups[1].high) == (4, 7)
    found = find_phase([*cards, "W"], 2, RULE)
    assert all(not c.is_wild for g in found for c in g.cards)


def test_find_phase_keeps_wilds_and_uses_fewest_cards():
    hand = ["R1", "B2", "G3", "Y4", "R5", "B6", "W", "G7", "W", "R12", "S"]
    groups = find_phase(hand, 4, RULE)
    assert sum(g.size for g in groups) == 7
    assert not any(c.is_wild for c in groups[0].cards)
    groups = find_phase(["R1", "B2", "G3", "Y4", "R5", "B6", "W", "W", "R12"], 4, RULE)
    assert sum(c.is_wild for c in groups[0].cards) == 1
    assert find_phase(["R1", "B2", "G3", "W"], 4, RULE) is None
    assert find_phase(["R2", "R2", "B2", "B2", "W", "Y9", "G9", "R12"], 1, RULE) is not None


def test_find_phase_with_several_wilds_in_the_sets():
    groups = find_phase(["R9", "W", "W", "W", "B11", "W", "W", "S"], 9, RULE)
    assert groups is not None and phase_rejection(groups, 9, RULE) is None
    assert sum(c.is_wild for g in groups for c in g.cards) == 5
    assert find_phase(["R9", "W", "W", "W", "B11", "W", "W", "S"], 10, RULE) is None


def test_P10_1_only_deck_cards_can_be_laid():
    fake = group_rejection(Group("set", (Laid("X9", 9, None), Laid.natural("R9"))))
    assert fake.rule == "P10-1" and fake.param("card") == "X9"
    assert hit_rejection(make_group("set", ["R9", "B9"]), Laid("R13", 13, "R")).rule == "P10-1"
    assert hit_placements(make_group("set", ["R9", "B9"]), "X9") == []
