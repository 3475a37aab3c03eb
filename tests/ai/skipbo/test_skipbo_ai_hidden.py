"""The Skip-Bo AI decides from what its seat may see, nothing else.

A position is changed in every part the seat cannot see (other hands, the
cards under each stock top, the order of the draw pile), consistently with
what it does see; every level must then make the same decisions.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from sb_ai_helpers import R, play_game

from cardtable.ai.base import LEVELS, make_policy
from cardtable.engine.skipbo import Play, PlayerState
from cardtable.engine.skipbo.cards import sort_cards


def _midgame(seed: int, players: int):
    """A position some turns into a game, with the seat to act."""
    options = R.options_from_json({"players": players, "stock_size": 12})
    state = R.new_game(options, seed)
    bots = [make_policy("skipbo", "medium", s, seed) for s in range(players)]
    for _ in range(40 + seed % 17):
        seat = R.current_player(state)
        state = R.apply(state, bots[seat].choose(R.observation(state, seat)))
    return state


def _reshuffle_hidden(state, seat: int, rng: random.Random):
    """Swap hidden cards among the hidden places; keep every visible card."""
    hidden = list(state.draw)
    for i, p in enumerate(state.players):
        hidden += p.stock[:-1]
        if i != seat:
            hidden += p.hand
    rng.shuffle(hidden)
    players = []
    k = 0
    for i, p in enumerate(state.players):
        down = len(p.stock) - 1 if p.stock else 0
        stock = tuple(hidden[k:k + down]) + p.stock[-1:]
        k += down
        hand = p.hand
        if i != seat:
            hand = sort_cards(hidden[k:k + len(p.hand)])
            k += len(p.hand)
        players.append(PlayerState(stock, hand, p.discards))
    draw = tuple(hidden[k:])
    assert len(draw) == len(state.draw)
    return replace(state, players=tuple(players), draw=draw)


def _turn(level: str, state, seat: int, seed: int):
    """The actions a fresh policy takes until its turn ends or a hidden card shows."""
    bot = make_policy("skipbo", level, seat, seed)
    out = []
    while R.current_player(state) == seat and not R.is_terminal(state):
        action = bot.choose(R.observation(state, seat))
        out.append(action)
        before = R.observation(state, seat)
        state = R.apply(state, action)
        if type(action) is Play and (action.source == "stock" or len(before.hand) == 1):
            break  # a new stock card or a refill reveals hidden cards
    return out


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed,players", [(1, 2), (2, 3), (3, 4), (4, 2), (5, 6), (6, 2)])
def test_SB_4_hidden_cards_do_not_change_decisions(level, seed, players):
    state = _midgame(seed, players)
    seat = R.current_player(state)
    rng = random.Random(seed)
    variant = _reshuffle_hidden(state, seat, rng)
    assert variant != state
    assert R.card_counts(variant) == R.card_counts(state)
    assert R.observation(variant, seat) == R.observation(state, seat)
    assert _turn(level, variant, seat, 9) == _turn(level, state, seat, 9)


def test_policy_reads_only_the_observation():
    # the policy's whole input is the observation: it holds no state object
    state = _midgame(8, 2)
    seat = R.current_player(state)
    bot = make_policy("skipbo", "hard", seat, 1)
    obs = R.observation(state, seat)
    assert not hasattr(obs, "draw") and not hasattr(obs, "seed")
    assert bot.choose(obs) in obs.legal_actions


def test_SB_17_long_game_with_reshuffles_plays_out():
    final, _actions = play_game(["hard", "easy", "medium", "hard", "easy", "medium"], 3, stock_size=20)
    assert R.is_terminal(final) and final.shuffles > 1
