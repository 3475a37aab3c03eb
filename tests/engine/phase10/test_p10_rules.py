"""One test (at least) per Phase 10 rule id of RULES.md, driven through the API."""

from __future__ import annotations

from collections import Counter

import pytest
from p10_helpers import act, position, rejected

from cardtable.engine.api import IllegalAction, InvalidState
from cardtable.engine.phase10 import RULES
from cardtable.engine.phase10.actions import Discard, Draw, Lay, PlaySkip
from cardtable.engine.phase10.cards import full_deck

SETS_1 = [
    {"kind": "set", "cards": ["R1", "B1", "Y1"]},
    {"kind": "set", "cards": ["R2", "B2", "Y2"]},
]
JUNK = ["R7", "B8", "Y9", "G11", "R12", "B3", "Y5", "G6", "R10", "B4"]


def table(
    hands,
    *,
    stage="play",
    current=0,
    laid=None,
    phases=None,
    skips=None,
    scores=None,
    discard=("G12",),
    options=None,
    **top,
):
    players = []
    for s, hand in enumerate(hands):
        p = {"hand": hand}
        if laid and laid[s]:
            p["laid"] = laid[s]
        if phases:
            p["phase"] = phases[s]
        if skips and skips[s]:
            p["skip"] = True
        if scores:
            p["score"] = scores[s]
        players.append(p)
    opts = {"players": len(hands), **(options or {})}
    return position(
        players, stage=stage, current=current, discard_pile=list(discard), options=opts, **top
    )


def new(players=4, seed=1, **options):
    return RULES.new_game(RULES.options_from_json({"players": players, **options}), seed)


def seed_with_start(card, players=3):
    for seed in range(500):
        s = new(players, seed)
        if s.history == () and any(e.kind == "deal" and e.card == card for e in s.last_events):
            return s
    raise AssertionError("no seed found")


# -- cards and set-up ----------------------------------------------------------


def test_P10_1_deck_has_108_cards():
    counts = RULES.card_counts(new())
    assert sum(counts.values()) == 108
    assert counts["W"] == 8 and counts["S"] == 4
    assert sum(n for c, n in counts.items() if c not in ("W", "S")) == 96
    assert counts == Counter(full_deck())


def test_P10_2_players_and_deal():
    s = new(players=5)
    assert [len(h) for h in s.hands] == [10] * 5
    assert len(s.discard_pile) == 1 and len(s.draw_pile) == 108 - 50 - 1
    for bad in (1, 7):
        with pytest.raises(InvalidState, match="P10-2"):
            RULES.options_from_json({"players": bad})


def test_P10_3_left_of_dealer_starts_and_deal_passes_left():
    s = new(players=4, first_dealer=1)
    assert (s.dealer == 1 and s.current == 2) or s.last_events[-1].kind in ("skipped", "first_skip")
    s = table([["G5"], JUNK, JUNK[:5], JUNK[5:]], laid=[SETS_1, None, None, None], dealer=2)
    before = s.shuffles
    s = act(s, {"type": "discard", "card": "G5"})
    assert s.round == 2 and s.dealer == 3 and s.shuffles == before + 1
    assert s.current == 0 or any(e.kind in ("first_skip", "skipped") for e in s.last_events)
    assert RULES.card_counts(s) == Counter(full_deck())


def test_P10_4_everybody_starts_on_phase_1_then_plays_their_own():
    s = new()
    assert {s.phase_of(p) for p in range(4)} == {1}
    s = table([["G5"], JUNK, JUNK], laid=[SETS_1, None, None])
    s = act(s, {"type": "discard", "card": "G5"})
    assert [s.phase_of(p) for p in range(3)] == [2, 1, 1]


def test_P10_5_starting_skip_skips_the_first_player():
    s = seed_with_start("S")
    first = (s.dealer + 1) % 3
    assert s.current == (first + 1) % 3
    assert any(e.kind == "first_skip" and e.seat == first for e in s.last_events)
    assert Draw("discard") not in RULES.legal_actions(s)


def test_P10_5_starting_wild_may_be_taken():
    s = seed_with_start("W")
    assert s.current == (s.dealer + 1) % 3
    s = act(s, {"type": "draw", "source": "discard"})
    assert s.hands[(s.dealer + 1) % 3].count("W") >= 1


# -- the phases ------------------------------------------------------------------


def test_P10_6_a_card_counts_in_one_group_only():
    s = table([["R1", "B1", "Y1", "R2", "B2", "W", "G9"], JUNK])
    doc = {
        "type": "lay",
        "groups": [
            {"kind": "set", "cards": ["R1", "B1", "Y1"]},
            {"kind": "set", "cards": ["R2", "B2", "R1"]},
        ],
    }
    assert rejected(s, doc).rule == "P10-6"


def test_P10_7_two_sets_of_the_same_value():
    hand = ["R7", "B7", "Y7", "G7", "R7", "B7", "G9"]
    s = table([hand, ["B8", "Y9", "G11", "G1"]])
    s = act(
        s,
        {
            "type": "lay",
            "groups": [
                {"kind": "set", "cards": ["R7", "B7", "Y7"]},
                {"kind": "set", "cards": ["G7", "R7", "B7"]},
            ],
        },
    )
    assert s.hands[0] == ("G9",) and len(s.laid[0]) == 2


def test_P10_8_set_of_two_only_in_phase_9():
    s = table([["R1", "B1", "Y1", "R2", "B2", "G9"], JUNK])
    doc = {
        "type": "lay",
        "groups": [
            {"kind": "set", "cards": ["R1", "B1", "Y1"]},
            {"kind": "set", "cards": ["R2", "B2"]},
        ],
    }
    assert rejected(s, doc).rule == "P10-8"
    s9 = table([["R1", "B1", "Y1", "G1", "W", "R2", "B2", "G9"], JUNK], phases=[9, 1])
    s9 = act(
        s9,
        {
            "type": "lay",
            "groups": [
                {"kind": "set", "cards": ["R1", "B1", "Y1", "G1", "W=1"]},
                {"kind": "set", "cards": ["R2", "B2"]},
            ],
        },
    )
    assert s9.hands[0] == ("G9",)


def test_P10_9_runs_do_not_wrap():
    hand = ["R10", "B11", "Y12", "G1", "R2", "B3", "Y4", "G9"]
    s = table([hand, JUNK], phases=[4, 1])
    doc = {"type": "lay", "groups": [{"kind": "run", "cards": hand[:7]}]}
    assert rejected(s, doc).rule == "P10-9"
    run = [{"kind": "run", "cards": ["R6", "B7", "Y8", "G9", "R10", "B11", "Y12"]}]
    s = table([["G1", "G5"], JUNK], phases=[4, 1], laid=[run, None])
    assert rejected(s, {"type": "hit", "card": "G1", "player": 0, "group": 0}).rule == "P10-9"


# -- a turn -------------------------------------------------------------------------


def test_P10_10_draw_exactly_one_card_first():
    s = table(
        [["R1", "B1", "Y1", "R2", "B2", "Y2", "G9"], JUNK], stage="draw", discard=["G12", "S"]
    )
    assert rejected(s, {"type": "lay", "groups": SETS_1}).rule == "P10-10"
    assert rejected(s, {"type": "discard", "card": "G9"}).rule == "P10-10"
    assert rejected(s, {"type": "draw", "source": "discard"}).rule == "P10-10"  # a Skip on top
    s = act(s, {"type": "draw", "source": "deck"})
    assert len(s.hands[0]) == 8
    assert rejected(s, {"type": "draw", "source": "deck"}).rule == "P10-10"


def test_P10_11_only_the_complete_phase_once_per_round():
    s = table([["R2", "B2", "Y2", "R6", "B7", "Y9", "G4"], JUNK], phases=[2, 1])
    doc = {"type": "lay", "groups": [{"kind": "set", "cards": ["R2", "B2", "Y2"]}]}
    assert rejected(s, doc).rule == "P10-11"
    s = table([["R5", "G5"], JUNK], laid=[SETS_1, None])
    assert rejected(s, {"type": "lay", "groups": SETS_1}).rule == "P10-11"


def test_P10_11_a_run_of_9_on_phase_4_completes_phase_4_only():
    run = ["R1", "B2", "Y3", "G4", "R5", "B6", "Y7", "G8", "R9"]
    s = table([[*run, "G12"], JUNK], phases=[4, 1], discard=["G11"])
    s = act(s, {"type": "lay", "groups": [{"kind": "run", "cards": run}]})
    s = act(s, {"type": "discard", "card": "G12"})
    assert s.round == 2 and s.phase_of(0) == 5


def test_P10_12_extra_cards_extend_groups_but_no_extra_group():
    hand = ["R4", "B4", "Y4", "R9", "B9", "Y9", "G4", "R11", "B11", "Y11", "G2"]
    s = table([hand, JUNK])
    s2 = act(
        s,
        {
            "type": "lay",
            "groups": [
                {"kind": "set", "cards": ["R4", "B4", "Y4", "G4"]},
                {"kind": "set", "cards": ["R9", "B9", "Y9"]},
            ],
        },
    )
    assert len(s2.laid[0][0].cards) == 4
    doc = {
        "type": "lay",
        "groups": [
            {"kind": "set", "cards": ["R4", "B4", "Y4"]},
            {"kind": "set", "cards": ["R9", "B9", "Y9"]},
            {"kind": "set", "cards": ["R11", "B11", "Y11"]},
        ],
    }
    assert rejected(s, doc).rule == "P10-12"


def test_P10_13_hitting_needs_own_phase_down_and_fitting_cards():
    run = [
        {"kind": "run", "cards": ["R5", "B6", "Y7", "G8"]},
        {"kind": "set", "cards": ["R1", "B1", "Y1"]},
    ]
    s = table(
        [["G4", "B9", "R10", "Y3"], ["Y4", "R9", "G10", "G3"]], laid=[run, None], phases=[2, 1]
    )
    s_other = position(
        [{"hand": ["Y4", "R9", "G10", "G3"]}, {"hand": ["G4", "B9"], "laid": run, "phase": 2}],
        stage="play",
        current=0,
        discard_pile=["G12"],
    )
    assert (
        rejected(s_other, {"type": "hit", "card": "Y4", "player": 1, "group": 0}).rule == "P10-13"
    )
    assert rejected(s, {"type": "hit", "card": "R10", "player": 0, "group": 0}).rule == "P10-13"
    s4 = act(s, {"type": "hit", "card": "G4", "player": 0, "group": 0})
    assert [c.value for c in s4.laid[0][0].cards] == [4, 5, 6, 7, 8]
    s9 = act(s, {"type": "hit", "card": "B9", "player": 0, "group": 0})
    s10 = act(s9, {"type": "hit", "card": "R10", "player": 0, "group": 0})
    assert [c.value for c in s10.laid[0][0].cards] == [5, 6, 7, 8, 9, 10]


def test_P10_13_hit_on_another_players_group_in_the_laying_turn():
    theirs = [
        {"kind": "set", "cards": ["R8", "B8", "Y8"]},
        {"kind": "set", "cards": ["R3", "B3", "Y3"]},
    ]
    s = table(
        [["R1", "B1", "Y1", "R2", "B2", "Y2", "G8", "G5"], ["G11", "R12"]], laid=[None, theirs]
    )
    s = act(s, {"type": "lay", "groups": SETS_1})
    s = act(s, {"type": "hit", "card": "G8", "player": 1, "group": 0})
    assert len(s.laid[1][0].cards) == 4 and s.hands[0] == ("G5",)


def test_P10_14_discard_ends_the_turn():
    s = table([["G5", "G4"], JUNK[:5], JUNK[5:]])
    assert rejected(s, {"type": "discard", "card": "R1"}).rule == "P10-14"
    s = act(s, {"type": "discard", "card": "G5"})
    assert s.current == 1 and s.stage == "draw" and s.discard_pile[-1] == "G5"


def test_P10_15_going_out_by_a_hit_ends_the_round_at_once():
    s = table([["G1"], JUNK, JUNK], laid=[SETS_1, None, None])
    s = act(s, {"type": "hit", "card": "G1", "player": 0, "group": 0})
    assert s.round == 2 and s.history[0].went_out == 0
    assert [e.kind for e in s.last_events][:3] == ["hit", "went_out", "round_end"]
    assert s.history[0].penalties[0] == 0 and s.history[0].penalties[1] > 0


def test_P10_16_reshuffle_all_but_the_top_discard():
    rest = list((Counter(full_deck()) - Counter(["G5", "G6"])).elements())
    s = table([["G5"], ["G6"]], stage="draw", discard=rest, draw_pile=[])
    top = s.discard_pile[-1]
    s = act(s, {"type": "draw", "source": "deck"})
    assert s.discard_pile == (top,)
    assert s.last_events[0].kind == "reshuffle" and s.last_events[0].count == 105
    assert len(s.draw_pile) == 104 and RULES.card_counts(s) == Counter(full_deck())


def test_P10_16_a_player_who_can_draw_nothing_skips_the_draw():
    def colour(col):
        return [c for c in full_deck() if c[0] == col]

    s = position(
        [{"hand": [*colour("Y"), "W", "W", "W", "W", "S"], "phase": 8,
          "laid": [{"kind": "colour", "cards": colour("R")}]},
         {"hand": [*colour("G"), "W", "W", "W", "W", "S", "S", "S"], "phase": 8,
          "laid": [{"kind": "colour", "cards": colour("B")}]}],
        stage="play", current=0, discard_pile=[], draw_pile=[])
    s = act(s, {"type": "skip", "target": 1})
    assert [e.kind for e in s.last_events] == ["skip_played", "skipped", "draw_skipped"]
    assert s.current == 0 and s.stage == "play" and s.discard_pile == ("S",)
    assert Draw("deck") not in RULES.legal_actions(s)


# -- Wild and Skip ------------------------------------------------------------------


def test_P10_17_natural_card_rule_per_edition():
    hand = ["W"] * 6 + ["G9"]
    groups = [{"kind": "set", "cards": ["W=3"] * 3}, {"kind": "set", "cards": ["W=5"] * 3}]
    s = table([hand, JUNK])
    assert rejected(s, {"type": "lay", "groups": groups}).rule == "P10-17"
    s = table([hand, JUNK], options={"edition": "classic"})
    assert act(s, {"type": "lay", "groups": groups}).hands[0] == ("G9",)
    mixed = [{"kind": "set", "cards": ["R3", "W=3", "W=3"]}, {"kind": "set", "cards": ["W=5"] * 3}]
    s = table([["R3", *["W"] * 5, "G9"], JUNK], options={"natural_rule": "per_group"})
    assert rejected(s, {"type": "lay", "groups": mixed}).rule == "P10-17"
    s = table([["R3", *["W"] * 5, "G9"], JUNK])
    assert act(s, {"type": "lay", "groups": mixed}).laid[0]


def test_P10_18_a_wild_keeps_what_it_was_laid_as():
    laid = [
        {"kind": "set", "cards": ["R1", "B1", "W=1"]},
        {"kind": "set", "cards": ["R2", "B2", "Y2"]},
    ]
    s = table([["Y1", "G5"], JUNK], laid=[laid, None])
    s = act(s, {"type": "hit", "card": "Y1", "player": 0, "group": 0})
    assert [c.to_json() for c in s.laid[0][0].cards].count("W=1") == 1
    assert RULES.state_to_json(s)["players"][0]["laid"][0]["cards"].count("W=1") == 1
    bad = [{"kind": "set", "cards": ["R1", "B1", "W=2"]}, laid[1]]
    with pytest.raises(InvalidState, match=r"players\[0\]\.laid\[0\]"):
        table([["G5"], JUNK], laid=[bad, None])


def test_P10_19_skip_is_never_part_of_a_phase_or_hit():
    s = table([["R1", "B1", "S", "R2", "B2", "Y2", "G9"], JUNK])
    doc = {
        "type": "lay",
        "groups": [
            {"kind": "set", "cards": ["R1", "B1", "S"]},
            {"kind": "set", "cards": ["R2", "B2", "Y2"]},
        ],
    }
    assert rejected(s, doc).rule == "P10-19"
    s = table([["S", "G5"], JUNK], laid=[SETS_1, None])
    assert rejected(s, {"type": "hit", "card": "S", "player": 0, "group": 0}).rule == "P10-19"
    s = table([["W", "G5"], JUNK])  # a Wild can never act as a Skip
    assert rejected(s, {"type": "skip", "target": 1}).rule == "P10-20"


@pytest.mark.parametrize(("edition", "on_top"), [("2026", True), ("classic", False)])
def test_P10_20_skip_costs_the_target_its_next_turn(edition, on_top):
    s = table([["S", "G5"], JUNK, JUNK], options={"edition": edition})
    assert rejected(s, {"type": "discard", "card": "S"}).rule == "P10-20"
    assert rejected(s, {"type": "skip", "target": 0}).rule == "P10-20"
    s = act(s, {"type": "skip", "target": 2})
    assert s.skips == (False, False, True) and s.current == 1
    s = act(s, {"type": "draw", "source": "discard"})
    s = act(s, {"type": "discard", "card": "G12"})
    assert s.current == 0 and s.skips == (False, False, False)
    assert any(e.kind == "skipped" and e.seat == 2 for e in s.last_events)
    assert (s.discard_pile[-1] == "S") is on_top and (s.discard_pile[0] == "S") is not on_top


def test_P10_21_no_second_skip_in_front_of_a_player():
    s = table([["S", "G5"], JUNK, JUNK], skips=[False, True, False])
    assert rejected(s, {"type": "skip", "target": 1}).rule == "P10-21"
    s = table([["S", "G5"], JUNK], skips=[False, True])
    assert not [a for a in RULES.legal_actions(s) if isinstance(a, PlaySkip) or a == Discard("S")]


def test_P10_22_going_out_with_a_skip():
    s = table([["S"], JUNK, JUNK], laid=[SETS_1, None, None])
    assert rejected(s, {"type": "skip", "target": 1}).rule == "P10-22"
    s = act(s, {"type": "discard", "card": "S"})
    assert s.round == 2 and s.history[0].went_out == 0 and not any(s.skips)


# -- scoring, progress, end -----------------------------------------------------------


@pytest.mark.parametrize(("edition", "points"), [("2026", 40), ("classic", 35)])
def test_P10_23_penalty_example(edition, points):
    s = table(
        [["G5"], ["Y3", "R11", "W"], ["S"]], laid=[SETS_1, None, None], options={"edition": edition}
    )
    s = act(s, {"type": "discard", "card": "G5"})
    assert s.history[0].penalties == (0, points, 15)
    assert s.scores == (0, points, 15)


def test_P10_24_laying_advances_even_without_going_out():
    other = [
        {"kind": "set", "cards": ["R8", "B8", "Y8"]},
        {"kind": "set", "cards": ["R3", "B3", "Y3"]},
    ]
    s = table([["G5"], ["Y4", "R11"], ["R12"]], laid=[SETS_1, other, None], scores=[10, 20, 30])
    s = act(s, {"type": "discard", "card": "G5"})
    assert [s.phase_of(p) for p in range(3)] == [2, 2, 1]
    rec = s.history[0]
    assert rec.completed == (True, True, False) and rec.totals == (10, 35, 40)


def _final(scores, *, laid_by=(0, 3), edition="2026", out_hand=("G5",), hands=None):
    p10 = [
        {"kind": "set", "cards": ["R6", "B6", "Y6", "G6", "W=6"]},
        {"kind": "set", "cards": ["R7", "B7", "Y7"]},
    ]
    p10b = [
        {"kind": "set", "cards": ["R9", "B9", "Y9", "G9", "W=9"]},
        {"kind": "set", "cards": ["R2", "B2", "Y2"]},
    ]
    hands = hands or [list(out_hand), ["R12"], ["Y12"], ["R3"]]
    laid = [p10 if 0 in laid_by else None, None, None, p10b if 3 in laid_by else None]
    return table(
        hands, laid=laid, phases=[10, 9, 9, 10], scores=scores, options={"edition": edition}
    )


def test_P10_25_worked_example_lowest_total_among_finishers_wins():
    s = act(_final([110, 50, 60, 90]), {"type": "discard", "card": "G5"})
    assert RULES.is_terminal(s) and s.scores[0] == 110 and s.scores[3] == 95
    assert RULES.result(s).winners == (3,) and RULES.result(s).finished


def test_P10_25_worked_example_only_finisher_wins_whatever_the_points():
    s = act(_final([200, 0, 60, 90], laid_by=(0,)), {"type": "discard", "card": "G5"})
    assert RULES.result(s).winners == (0,) and s.scores[1] < s.scores[0]


def test_P10_25_laying_phase_10_does_not_stop_the_round():
    s = _final([0, 0, 0, 0], laid_by=(3,), hands=[["G5", "G4"], ["R12"], ["Y12"], ["R3"]])
    s = act(s, {"type": "discard", "card": "G5"})
    assert not RULES.is_terminal(s) and s.current == 1


def test_P10_25_classic_tie_on_points_is_shared():
    s = act(_final([95, 50, 60, 90], edition="classic"), {"type": "discard", "card": "G5"})
    assert RULES.result(s).winners == (0, 3) and RULES.result(s).reason == "shared"


def test_P10_25_2026_tie_on_points_replays_the_final_phase():
    s = act(_final([95, 50, 60, 90]), {"type": "discard", "card": "G5"})
    assert not RULES.is_terminal(s) and s.tiebreak and s.active == (True, False, False, True)
    assert s.hands[1] == () and s.hands[2] == () and s.phase_of(0) == 10 and s.phase_of(3) == 10
    assert s.current in (0, 3)
    doc = RULES.state_to_json(s)
    # let seat 3 go out at once in the tie-break round
    p10 = [
        {"kind": "set", "cards": ["R6", "B6", "Y6", "G6", "W=6"]},
        {"kind": "set", "cards": ["R7", "B7", "Y7"]},
    ]
    doc["players"][3].update(hand=["G5"], laid=p10)
    doc["players"][0].update(hand=["R1", "R2"])
    doc.update(current=3, stage="play", discard_pile=["G12"], last_events=[])
    del doc["draw_pile"]
    s = RULES.state_from_json(doc)
    s = act(s, {"type": "discard", "card": "G5"})
    assert RULES.result(s).winners == (3,) and RULES.result(s).reason == "tie-break"


# -- variants -------------------------------------------------------------------------


def test_P10_V1_exactly_ten_rounds_everybody_advances():
    s = table(
        [["G5"], ["R12"], ["Y12"]], laid=[SETS_1, None, None], options={"exact_ten_rounds": True}
    )
    s = act(s, {"type": "discard", "card": "G5"})
    assert [s.phase_of(p) for p in range(3)] == [2, 2, 2] and s.history[0].penalties[0] == 0
    doc = RULES.state_to_json(s)
    p10 = [
        {"kind": "set", "cards": ["R6", "B6", "Y6", "G6", "W=6"]},
        {"kind": "set", "cards": ["R7", "B7", "Y7"]},
    ]
    for p in doc["players"]:
        p["phase"] = 10
    doc["players"][1].update(hand=["G5"], laid=p10)
    doc.update(round=10, history=[], current=1, stage="play", discard_pile=["G12"], last_events=[])
    doc["players"][0].update(hand=["R1"], score=0)
    doc["players"][2].update(hand=["W"], score=0)
    doc["players"][1]["score"] = 50
    del doc["draw_pile"]
    s = act(RULES.state_from_json(doc), {"type": "discard", "card": "G5"})
    assert RULES.is_terminal(s) and RULES.result(s).winners == (0,)
    assert RULES.result(s).reason == "ten-rounds"


def test_P10_V2_last_chosen_phase_plays_the_role_of_phase_10():
    s = table([["G5"], ["R12"]], laid=[SETS_1, None], options={"phases": [1]})
    s = act(s, {"type": "discard", "card": "G5"})
    assert RULES.is_terminal(s) and RULES.result(s).winners == (0,)
    s = table([["G5"], ["R12"]], laid=[SETS_1, None], options={"phases": [1, 5, 8]})
    s = act(s, {"type": "discard", "card": "G5"})
    assert not RULES.is_terminal(s) and s.phase_of(0) == 5 and s.phase_of(1) == 1


def test_P10_V3_knock_window():
    s = table([["G5", "G6"], JUNK[:5], JUNK[5:], ["R1", "B2"]], options={"knock": True})
    assert rejected(s, {"type": "knock"}).rule == "P10-V3"
    s = act(s, {"type": "discard", "card": "G5"})
    # seat 1 plays next anyway; seats 2 and 3 are asked in clockwise order
    assert s.stage == "knock" and s.knock_queue == (2, 3) and s.current == 2
    assert rejected(s, {"type": "draw", "source": "deck"}).rule == "P10-V3"
    s = act(s, {"type": "pass"})
    assert s.current == 3
    s = act(s, {"type": "knock"})
    assert s.current == 3 and s.stage == "play" and "G5" in s.hands[3] and s.knocked[3]
    s = act(s, {"type": "discard", "card": "R1"})
    # play continues left of the knocker: seat 0; seat 3 may not knock again
    assert s.stage == "knock" and 3 not in s.knock_queue
    while s.stage == "knock":
        s = act(s, {"type": "pass"})
    assert s.current == 0 and s.stage == "draw"


def test_P10_V3_knock_off_by_default():
    s = table([["G5", "G4"], JUNK[:5], JUNK[5:]])
    s = act(s, {"type": "discard", "card": "G5"})
    assert s.stage == "draw" and s.current == 1
    assert rejected(s, {"type": "knock"}).rule == "P10-V3"


def test_apply_raises_on_an_illegal_action_and_never_substitutes():
    s = table([["G5", "G6"], JUNK])
    with pytest.raises(IllegalAction) as info:
        RULES.apply(s, Discard("R1"))
    assert info.value.rejection.rule == "P10-14"
    assert Lay(()) not in RULES.legal_actions(s)
