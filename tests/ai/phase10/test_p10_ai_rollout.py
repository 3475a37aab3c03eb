"""Hard's rollouts (cardtable/ai/phase10/rollout.py): counted look-ahead over
the seat's own coming turns, on the cards it has not seen."""

from __future__ import annotations

import copy
import random
from collections import Counter

from p10_ai_helpers import redeal_hidden

from cardtable.ai.phase10 import evaluate as ev
from cardtable.ai.phase10.policy import Phase10Policy
from cardtable.ai.phase10.rollout import (
    SKIP_SLOT,
    deck_slots,
    expected_turns,
    greedy_discard,
    play_out,
    streams,
)
from cardtable.engine.phase10 import RULES
from cardtable.engine.phase10.actions import Discard
from cardtable.engine.phase10.cards import COPIES

# Phase 8 (7 cards of one colour, P10-17: the Wilds count as that colour):
# four yellows and two Wilds lack one yellow; three reds are a second way to
# seven (a red and a Wild more, or two reds). Throwing a red away costs that.
TWO_WAYS = ["B3", "G5", "R12", "R6", "R7", "W", "W", "Y10", "Y11", "Y12", "Y5"]


def _unseen(hand: list[str]) -> Counter:
    left = Counter(COPIES)
    left.subtract(hand)
    return +left


def test_play_out_counts_turns_until_the_phase_is_complete():
    # phase 1, two sets of 3: 5 5 5 and 8 8 lack one 8
    prof = ev.profile(["R5", "B5", "G5", "R8", "B8", "G1", "Y3", "R10", "B11", "G12"], 1)
    assert play_out(1, prof, [2, SKIP_SLOT, 8, 4], "per_phase", 0.0) == 3
    assert play_out(1, prof, [8], "per_phase", 0.0) == 1
    assert play_out(1, prof, [2, 4], "per_phase", 0.0) == 2 + 2.0  # two turns, one card still missing
    assert play_out(1, ev.bump(prof, 8), [], "per_phase", 0.0) == 0


def test_the_quick_player_keeps_wilds_and_pairs():
    prof = ev.profile(["W", "R5", "B5", "G7", "R8", "B8", "G1", "Y3", "R10", "B11", "G12"], 1)
    assert greedy_discard(1, prof, "per_phase") == 12  # a single card, the most points
    assert greedy_discard(1, ev.profile(["W", "W"], 1), "per_phase") == 0


def test_common_draws_make_the_comparison_reproducible():
    deck = deck_slots((8, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2), 4)
    assert len(deck) == 36 and deck.count(SKIP_SLOT) == 4
    a = streams(random.Random(5), deck, 10, 12)
    assert a == streams(random.Random(5), deck, 10, 12)
    assert all(len(s) == 12 for s in a)


def test_a_second_colour_of_three_is_a_second_way_to_complete_phase_8(position):
    hand = list(TWO_WAYS)
    keep_reds = ev.profile([c for c in hand if c != "B3"], 8)
    drop_red = ev.profile([c for c in hand if c != "R12"], 8)
    deck = deck_slots(ev.unseen_profile(_unseen(hand), 8), 4)
    draws = streams(random.Random(1), deck, 2000, 12)
    faster, slower = expected_turns(8, [keep_reds, drop_red], draws, "per_phase", 0.0)
    assert faster < slower - 0.2  # a third of a turn sooner on average

    obs = RULES.observation(position(hand, phase=8, discard=("B6",)), 0)
    # the one-draw judgement sees the same outs (a yellow or a Wild) and
    # throws away the card with more points ...
    assert Phase10Policy("hard", 0, 1, rollouts=0).choose(obs) == Discard("R12")
    # ... the rollouts keep the reds
    for seed in (1, 2, 3):
        assert Phase10Policy("hard", 0, seed, rollouts=64).choose(obs) == Discard("B3")


def test_rollouts_are_seeded_work_not_time(position):
    obs = RULES.observation(position(TWO_WAYS, phase=8, discard=("B6",)), 0)
    picks = {Phase10Policy("hard", 0, 9, rollouts=8).choose(obs) for _ in range(3)}
    assert len(picks) == 1


def test_rollouts_see_only_the_seats_observation():
    rng = random.Random(3)
    checked = 0
    for seed in (1, 2):
        state = RULES.new_game(RULES.options_from_json({"players": 2, "phases": [2, 8]}), seed)
        bots = [Phase10Policy("hard", 0, seed, rollouts=8, roll_take=1), Phase10Policy("medium", 1, seed)]
        for s in range(2):
            bots[s].observe(RULES.observation(state, s))
        while not RULES.is_terminal(state):
            seat = state.current
            obs = RULES.observation(state, seat)
            if seat == 0:
                other = RULES.observation(redeal_hidden(state, 0, rng), 0)
                assert other == obs
                assert copy.deepcopy(bots[0]).choose(other) == copy.deepcopy(bots[0]).choose(obs)
                checked += 1
            action = bots[seat].choose(obs)
            assert RULES.check(state, action) is None
            state = RULES.apply(state, action)
            for s in range(2):
                bots[s].observe(RULES.observation(state, s))
    assert checked > 40
