"""Random simulation of whole Skip-Bo games (in the spirit of OpenSpiel):
after every action the 162 cards are all there, JSON round-trips exactly,
``check`` agrees with ``legal``, no hidden card leaks, and every game ends."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import pytest
from skipbo_helpers import R, greedy_policy, play_out, uniform_policy

from cardtable.engine.skipbo import Discard, EndTurn, Play, SkipBoOptions
from cardtable.engine.skipbo.cards import ALL_KINDS

FULL = Counter({**{str(v): 12 for v in range(1, 13)}, "SB": 18})
RANDOM_ACTIONS = [Play(src, to, card, pile) for src in ("hand", "stock", "discard")
                  for to in range(-1, 5) for card in (None, 1, 5, 12, "SB") for pile in (-1, 0, 3, 4)]
RANDOM_ACTIONS += [Discard(c, p) for c in ALL_KINDS for p in range(-1, 5)] + [EndTurn()]


def permute_hidden(state, rng: random.Random):
    """The same position as ``state`` for every seat except in what nobody
    (or only another seat) may see: other hands, face-down stock cards, the
    draw pile order, the seed."""
    viewer = state.current
    pool = list(state.draw)
    for i, p in enumerate(state.players):
        pool += p.stock[:-1]
        if i != viewer:
            pool += p.hand
    rng.shuffle(pool)
    it = iter(pool)
    players = []
    for i, p in enumerate(state.players):
        stock = tuple(next(it) for _ in p.stock[:-1]) + p.stock[-1:]
        hand = p.hand if i == viewer else tuple(sorted((next(it) for _ in p.hand), key=lambda c: 13 if c == "SB" else c))
        players.append(replace(p, stock=stock, hand=hand))
    draw = tuple(it)
    return replace(state, players=tuple(players), draw=draw, seed=state.seed + 1, shuffles=state.shuffles)


def is_listed(state, action, legal) -> bool:
    """Whether ``legal`` holds ``action``; a stock or discard play may name
    its card, which must then be that pile's top."""
    if type(action) is Play and action.card is not None and action.source != "hand":
        p = state.players[state.current]
        pile = p.stock if action.source == "stock" else p.discards[action.pile] if 0 <= action.pile < 4 else ()
        if not pile or pile[-1] != action.card:
            return False
        action = replace(action, card=None)
    return action in legal


def check_step(before, action, after, rng, deep: bool) -> None:
    assert R.check(before, action) is None
    assert R.card_counts(after) == FULL
    legal = R.legal_actions(after)
    assert bool(legal) != R.is_terminal(after)
    assert len(legal) == len(set(legal))
    if deep:
        assert R.state_from_json(R.state_to_json(after)) == after
        for a in legal:
            assert R.check(after, a) is None
        for a in rng.sample(RANDOM_ACTIONS, 12):
            assert (R.check(after, a) is None) == is_listed(after, a, legal), a
        if not R.is_terminal(after):
            seat = after.current
            view = R.observation(after, seat)
            assert R.observation(permute_hidden(after, rng), seat) == view
            other = (seat + 1) % len(after.players)
            assert R.observation(after, other).legal_actions == ()


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_SB_conformance_random_games(players):
    rng = random.Random(players)
    reasons = Counter()
    for game in range(16):
        options = SkipBoOptions(players=players, stock_size=rng.choice([None, 5, 12]),
                                match_scoring=game % 8 == 7, match_target=150).validate()
        policy = uniform_policy if game % 4 == 2 else greedy_policy
        state = R.new_game(options, 100 * players + game)
        assert R.card_counts(state) == FULL
        for steps, (before, action, after) in enumerate(play_out(state, game, policy)):
            check_step(before, action, after, rng, deep=steps % 2 == 0)
        assert R.is_terminal(after) and R.result(after).finished
        assert R.state_from_json(R.state_to_json(after)) == after
        reasons[after.reason] += 1
    assert set(reasons) == {"stock-empty", "blocked", "match"}


def test_SB_conformance_every_game_ends_and_games_are_reproducible():
    reasons = Counter()
    for seed in range(40):
        options = SkipBoOptions(players=2 + seed % 5, stock_size=8).validate()
        first = R.new_game(options, seed)
        assert R.new_game(options, seed) == first
        a = b = first
        for (_, _, a), (_, _, b) in zip(play_out(first, seed), play_out(first, seed), strict=True):
            assert a == b
        result = R.result(a)
        reasons[result.reason] += 1
        assert result.finished and result.winners
    assert reasons["stock-empty"] > 30
