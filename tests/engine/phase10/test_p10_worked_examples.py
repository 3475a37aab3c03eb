"""The worked examples of the zh-TW Phase 10 seed that concern whole turns and
rounds (section 5: four players, three rounds; P10-4, P10-15, P10-24)."""

from __future__ import annotations

from p10_helpers import rig, turn

from cardtable.engine.phase10 import RULES

A, B, C, D = range(4)


def _sets(*groups):
    return [("set", g) for g in groups]


def test_P10_24_zh_TW_four_players_three_rounds_progression():
    s = RULES.new_game(RULES.options_from_json({"players": 4}), 11)
    assert s.dealer == D
    # Round 1: everybody on phase 1; A, B, D lay; A goes out.
    s = rig(s, [
        ["R1", "B1", "Y1", "R2", "B2", "Y2", "G1", "G2", "B1", "Y2"],
        ["R4", "B4", "Y4", "R5", "B5", "Y5", "R6", "B7", "Y8", "G9"],
        ["R7", "B8", "Y9", "R12", "B11", "G7", "Y8", "R9", "Y12", "G4"],
        ["R10", "B10", "Y10", "R11", "G11", "Y11", "W", "S", "G5", "B9"],
    ], ["G12"])
    assert s.current == A
    s = turn(s, lay=_sets(["R1", "B1", "Y1"], ["R2", "B2", "Y2"]))
    s = turn(s, lay=_sets(["R4", "B4", "Y4"], ["R5", "B5", "Y5"]))
    s = turn(s)
    s = turn(s, lay=_sets(["R10", "B10", "Y10"], ["R11", "G11", "Y11"]))
    s = turn(s, hits=[("G1", A, 0), ("B1", A, 0), ("G2", A, 1), ("Y2", A, 1)])
    assert s.round == 2 and s.history[0].went_out == A
    assert [s.phase_of(p) for p in range(4)] == [2, 2, 1, 2]

    # Round 2: A2 B2 C1 D2; A and C lay; C goes out. Dealer A, so B starts.
    assert s.dealer == A
    s = rig(s, [
        ["R5", "B5", "Y5", "R6", "B7", "Y8", "G9", "G6", "R8", "Y10"],
        ["R1", "B2", "Y3", "G5", "R6", "B8", "Y9", "G10", "R11", "B12"],
        ["R3", "B3", "Y3", "R4", "B4", "Y4", "G3", "G4", "W", "W"],
        ["R7", "B7", "Y8", "G9", "R10", "B11", "Y12", "G1", "R2", "B5"],
    ], ["G12"])
    assert s.current == B
    s = turn(s)
    s = turn(s, lay=_sets(["R3", "B3", "Y3"], ["R4", "B4", "Y4"]), hits=[("G3", C, 0)])
    s = turn(s)
    s = turn(s, lay=[("set", ["R5", "B5", "Y5"]), ("run", ["R6", "B7", "Y8", "G9"])])
    s = turn(s)
    s = turn(s, hits=[("G4", C, 1), ("W=3", C, 0), ("W=4", C, 1)])
    assert s.round == 3 and s.history[1].went_out == C
    assert [s.phase_of(p) for p in range(4)] == [3, 2, 2, 2]

    # Round 3: A3 B2 C2 D2; B and D lay; D goes out. Dealer B, so C starts.
    s = rig(s, [
        ["R7", "B7", "Y8", "G9", "R10", "B11", "Y12", "G2", "R3", "B4"],
        ["R9", "B9", "Y9", "R2", "B3", "Y4", "G5", "R10", "Y11", "G6"],
        ["R1", "B2", "Y3", "G5", "R6", "B8", "Y9", "G10", "R11", "B12"],
        ["R1", "B1", "Y1", "R5", "B6", "Y7", "G8", "W", "W", "G1"],
    ], ["G12"])
    assert s.current == C
    s = turn(s)
    s = turn(s, lay=[("set", ["R1", "B1", "Y1"]), ("run", ["R5", "B6", "Y7", "G8"])])
    s = turn(s)
    s = turn(s, lay=[("set", ["R9", "B9", "Y9"]), ("run", ["R2", "B3", "Y4", "G5"])])
    s = turn(s)
    s = turn(s, hits=[("G1", D, 0), ("W=1", D, 0), ("W=9", D, 1)])
    assert s.round == 4 and s.history[2].went_out == D
    # "after round 3 the phases are A3 B3 C2 D3"
    assert [s.phase_of(p) for p in range(4)] == [3, 3, 2, 3]
    assert [r.completed for r in s.history] == [
        (True, True, False, True), (True, False, True, False), (False, True, False, True)]
    assert all(r.penalties[r.went_out] == 0 for r in s.history)
    assert s.scores == s.history[-1].totals
