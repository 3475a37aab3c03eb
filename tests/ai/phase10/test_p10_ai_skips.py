"""Whom the Phase 10 levels skip at a table of three or more (P10-20, P10-21).

A player about to go out ends the round for everybody. A seat that has not
laid its phase wants the round to last, so it skips that player; hard, once
its own phase is down, wants the round to end and skips the most advanced
player who has not laid yet instead (their lost turn is a lost chance to
complete their phase), unless a laid player is on the last phase (then
points between the laid players decide and going out first counts).
"""

from __future__ import annotations

import pytest

from cardtable.ai.base import make_policy
from cardtable.engine.phase10 import RULES
from cardtable.engine.phase10.actions import PlaySkip

SET_OF_3 = [{"kind": "set", "cards": ["R5", "B5", "G5"]}, {"kind": "set", "cards": ["R8", "B8", "G8"]}]
RUN_OF_7 = [{"kind": "run", "cards": ["R2", "B3", "G4", "Y5", "R6", "B7", "G8"]}]


def _table(own_laid: bool, leader_phase: int = 6, last_phase_laid: bool = False):
    """Seat 0 holds a Skip; seat 1 has laid and holds one card; seat 2 (the
    furthest ahead) and seat 3 have not laid."""
    me = {"hand": ["S", "R11", "Y12"], "phase": 4, **({"laid": RUN_OF_7} if own_laid else {})}
    if not own_laid:
        me["hand"] += ["R1", "B9", "G11", "Y1", "G12"]
    laid_one = {"hand": ["Y9"], "phase": 10 if last_phase_laid else 1,
                "laid": ([{"kind": "set", "cards": ["R7", "B7", "G7", "Y7", "W=7"]},
                          {"kind": "set", "cards": ["R3", "B3", "G3"]}] if last_phase_laid else SET_OF_3)}
    return RULES.state_from_json({
        "players": [
            me,
            laid_one,
            {"hand": ["R4", "B6", "G9", "Y12", "R10", "B1", "G10", "Y11", "Y2", "G2"], "phase": leader_phase},
            {"hand": ["R3", "B4", "G6", "Y10", "R12", "B12", "G1", "Y4", "Y6", "G4"], "phase": 2},
        ],
        "discard_pile": ["R12"],
        "current": 0,
        "stage": "play",
    })


def _skip_of(level: str, state) -> int:
    bot = make_policy("phase10", level, 0, 5)
    action = bot.choose(RULES.observation(state, 0))
    assert isinstance(action, PlaySkip), action
    assert RULES.check(state, action) is None
    return action.target


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_P10_20_before_laying_skip_the_player_about_to_go_out(level):
    assert _skip_of(level, _table(own_laid=False)) == 1


def test_P10_20_hard_with_its_phase_down_skips_the_leader_who_has_not_laid():
    state = _table(own_laid=True)
    assert _skip_of("hard", state) == 2
    assert _skip_of("medium", state) == 1  # medium keeps skipping whoever is closest to going out


def test_P10_20_hard_skips_the_most_advanced_of_those_who_have_not_laid():
    assert _skip_of("hard", _table(own_laid=True, leader_phase=1)) == 3


def test_P10_25_hard_races_a_laid_player_on_the_last_phase():
    assert _skip_of("hard", _table(own_laid=True, last_phase_laid=True)) == 1
