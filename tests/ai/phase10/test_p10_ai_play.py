"""The Phase 10 computer players: legal to the end, deterministic, blind to hidden cards."""

from __future__ import annotations

import copy
import random

import pytest
from p10_ai_helpers import redeal_hidden

from cardtable.ai import selfplay
from cardtable.ai.base import make_policy
from cardtable.engine.phase10 import RULES
from cardtable.engine.phase10.actions import DRAW_DISCARD, Discard, Lay

LEVELS = ("easy", "medium", "hard")

# (players, options): short games through P10-V2 phase subsets, both editions, all variants
SETUPS = [
    (2, {"phases": [1, 4]}),
    (3, {"phases": [2, 8], "edition": "classic"}),
    (4, {"phases": [3], "knock": True}),
    (2, {"phases": [5, 9], "exact_ten_rounds": True}),
    (5, {"phases": [7, 10], "edition": "classic", "knock": True}),
    (6, {"phases": [6]}),
    (3, {"phases": [1, 10], "natural_rule": "per_group"}),
    (2, {"phases": [8, 9], "edition": "classic", "exact_ten_rounds": True, "knock": True}),
]


def play(levels, options, seed, on_decision=None):
    """Play one game through the engine API; every choice must be legal
    (``selfplay.play`` fails on an illegal one). ``on_decision(state, bot, obs)``."""
    opts = RULES.options_from_json({**options, "players": len(levels)})
    bots = [make_policy("phase10", lv, s, seed * 10 + s) for s, lv in enumerate(levels)]
    hook = None if on_decision is None else (lambda state, seat, obs: on_decision(state, bots[seat], obs))
    played = selfplay.play(RULES, opts, seed, bots, on_decision=hook)
    return played.actions, played.state


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_seeded_games_to_the_end_legally(level):
    rng = random.Random(level)
    games = 0
    for i in range(100):
        players, options = SETUPS[i % len(SETUPS)]
        others = [rng.choice(LEVELS) for _ in range(players - 1)]
        seats = [level, *others]
        rng.shuffle(seats)
        _, state = play(seats, options, seed=1000 + i)
        assert RULES.result(state).winners
        games += 1
    assert games == 100


def test_same_seed_same_decisions():
    a, _ = play(["hard", "medium", "easy"], {"phases": [1, 2]}, seed=5)
    b, _ = play(["hard", "medium", "easy"], {"phases": [1, 2]}, seed=5)
    assert a == b


@pytest.mark.parametrize("level", LEVELS)
def test_hidden_cards_do_not_change_the_decision(level):
    rng = random.Random(7)
    checked = []

    def check(state, bot, obs):
        if state.current != 0:
            return
        other = redeal_hidden(state, 0, rng)
        other_obs = RULES.observation(other, 0)
        assert other_obs == obs  # only hidden cards moved
        twin = copy.deepcopy(bot)
        expected = copy.deepcopy(bot).choose(obs)
        assert twin.choose(other_obs) == expected
        checked.append(1)

    for seed in (1, 2, 3, 4, 5, 6):
        play([level, "medium", "hard"], {"phases": [2, 8]}, seed=seed, on_decision=check)
    assert len(checked) > 80


@pytest.mark.parametrize("level", LEVELS)
def test_P10_17_never_throws_away_a_wild_while_holding_junk(level, position):
    state = position(["W", "R1", "B1", "G5", "Y7", "R9", "B11", "G12", "Y3", "R6", "B8"])
    action = make_policy("phase10", level, 0, 1).choose(RULES.observation(state, 0))
    assert isinstance(action, Discard) and action.card != "W"


@pytest.mark.parametrize("level", LEVELS)
def test_always_takes_a_wild_from_the_discard_pile(level, position):
    state = position(["R1", "B1", "G5", "Y7", "R9", "B11", "G12", "Y3", "R6", "B8"],
                        discard=("R2", "W"), stage="draw")
    action = make_policy("phase10", level, 0, 1).choose(RULES.observation(state, 0))
    assert action == DRAW_DISCARD


@pytest.mark.parametrize("level", LEVELS)
def test_P10_11_lays_the_phase_with_its_extras_at_once(level, position):
    hand = ["R7", "B7", "G7", "Y7", "R2", "B2", "W", "G11", "Y5", "R12", "S"]
    state = position(hand)
    action = make_policy("phase10", level, 0, 1).choose(RULES.observation(state, 0))
    assert isinstance(action, Lay)
    assert RULES.check(state, action) is None
    assert sum(g.size for g in action.groups) == 7  # the fourth 7 goes down with its set


@pytest.mark.parametrize("level", LEVELS)
def test_never_takes_a_discard_only_to_throw_it_back(level):
    # Found in a benchmark: two players passed G10 back and forth forever.
    state = RULES.state_from_json({
        "players": [
            {"hand": ["R6", "W", "R12", "R4", "R8", "Y3", "G3", "Y2", "Y5", "B3"], "phase": 6},
            {"hand": ["G11", "R10"], "phase": 4,
             "laid": [{"kind": "run", "cards": ["B4", "B5", "B6", "B7", "B8", "W=9", "Y10", "B11"]}]},
        ],
        "discard_pile": ["R1", "G10"],
        "current": 0,
        "stage": "draw",
    })
    bot = make_policy("phase10", level, 0, 3)
    bot.observe(RULES.observation(state, 0))
    chosen = []
    for _ in range(5):
        action = bot.choose(RULES.observation(state, 0))
        chosen.append(action)
        assert RULES.check(state, action) is None
        state = RULES.apply(state, action)
        bot.observe(RULES.observation(state, 0))
        if isinstance(action, Discard):
            break
    assert isinstance(chosen[-1], Discard)
    assert not (chosen[0] == DRAW_DISCARD and chosen[-1] == Discard("G10")), chosen
