"""The port of PlayPalace11's Phase 10 bot (testsupport/bots/phase10_playpalace.py):
legal, deterministic, and deciding as the source (github.com/XGDevGroup/
PlayPalace11, server/games/phase10/bot.py) does."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from cardtable.ai.base import make_policy
from cardtable.engine.phase10 import RULES
from cardtable.engine.phase10.actions import DRAW_DECK, DRAW_DISCARD, Discard, Hit, Lay, PlaySkip
from cardtable.engine.phase10.melds import Laid

ROOT = Path(__file__).resolve().parents[3]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from testsupport.bots import phase10_playpalace  # noqa: E402


def _bot(name, seat, seed):
    if name == "playpalace":
        return phase10_playpalace.make_policy(seat, seed)
    return make_policy("phase10", name, seat, seed)


def _game(names, seed):
    """Every action of one game through the engine; an illegal one fails."""
    state = RULES.new_game(RULES.options_from_json({"players": len(names)}), seed)
    bots = [_bot(name, s, seed * 10 + s) for s, name in enumerate(names)]
    actions = []
    while not RULES.is_terminal(state):
        assert len(actions) < 20_000, "game did not end"
        seat = RULES.current_player(state)
        action = bots[seat].choose(RULES.observation(state, seat))
        rejection = RULES.check(state, action)
        assert rejection is None, f"{names[seat]} chose illegal {action!r}: {rejection}"
        actions.append(action)
        state = RULES.apply(state, action)
        for s, bot in enumerate(bots):
            bot.observe(RULES.observation(state, s))
    return actions


@pytest.mark.parametrize("names", [("playpalace", "playpalace"), ("easy", "playpalace")])
def test_port_plays_legal_games_the_same_way_for_a_seed(names):
    first = _game(names, 1)
    assert first == _game(names, 1)
    assert first != _game(names, 2)


def _choose(state, seed=1):
    return phase10_playpalace.make_policy(0, seed).choose(RULES.observation(state, 0))


def test_greedy_finder_misses_a_phase_2_the_hand_holds(position):
    # four 5s all go into the set, so 5-6-7-8 is never tried (source: _pick_set)
    state = position(["R5", "B5", "Y5", "G5", "R6", "B7", "G8", "Y11", "R12", "B2", "G3"], phase=2)
    assert any(isinstance(a, Lay) for a in RULES.observation(state, 0).legal_actions)
    assert isinstance(_choose(state), Discard)


def test_lays_the_found_phase_with_all_its_extras(position):
    state = position(["R7", "B7", "G7", "Y7", "R2", "B2", "W", "G11", "Y5", "R12", "B9"])
    action = _choose(state)
    assert isinstance(action, Lay)
    assert sorted(c.to_json() for g in action.groups for c in g.cards) == ["B2", "B7", "G7", "R2", "R7",
                                                                          "W=2", "Y7"]


@pytest.mark.parametrize(("hand", "draw"), [
    (["R7", "B7", "G7", "R2", "B2", "G2", "Y11", "R12", "B9", "G4"], DRAW_DECK),
    (["R7", "B7", "G7", "R2", "B2", "G3", "Y11", "R12", "B9", "G4"], DRAW_DISCARD),
])
def test_P10_10_takes_a_wild_only_when_the_phase_is_not_complete_without_it(position, hand, draw):
    assert _choose(position(hand, discard=("R3", "W"), stage="draw")) == draw


@pytest.mark.parametrize(("run", "stands"), [(["R3", "B4", "G5", "Y6", "R7", "B8", "G9"], 2),
                                             (["R1", "B2", "G3", "Y4", "R5", "B6", "G7"], 8)])
def test_P10_13_a_wild_is_hit_below_a_run_unless_it_starts_at_1(position, run, stands):
    state = position(["R12", "W"], phase=4, laid=[{"kind": "run", "cards": run}])
    assert _choose(state) == Hit(Laid.wild(value=stands), 0, 0)


def test_P10_20_a_dead_skip_goes_to_the_opponent(position):
    state = position(["R7", "B7", "R9", "G2", "Y11", "B12", "G4", "R5", "Y3", "S", "W"])
    assert _choose(state) == PlaySkip(1)


def test_discards_the_dearest_dead_card_and_keeps_pairs_and_wilds(position):
    hand = ["R7", "B7", "R9", "G2", "Y11", "B12", "G4", "R5", "Y3", "B6", "W"]
    for seed in (1, 2, 3):
        action = _choose(position(hand), seed)
        assert action in (Discard("Y11"), Discard("B12"))
