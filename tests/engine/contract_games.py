"""What the shared engine contract suite (test_contract.py) must know of each
game, and nothing more: option sets worth playing, the full deck, how to
shuffle the cards a seat cannot see, a pool of arbitrary actions, and which
moves keep random games short. Everything else is checked the same way for
every game id of the registry.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from cardtable.engine.phase10 import actions as p10
from cardtable.engine.phase10.cards import ALL_KINDS as P10_KINDS
from cardtable.engine.phase10.cards import full_deck as p10_deck
from cardtable.engine.skipbo import Discard, EndTurn, Play
from cardtable.engine.skipbo.cards import ALL_KINDS as SB_KINDS
from cardtable.engine.skipbo.cards import WILD as SB_WILD


@dataclass(frozen=True)
class GameSpec:
    """One game's test adapter (see the module docstring)."""

    configs: tuple[tuple[int, dict[str, Any]], ...]
    deck_size: int
    permute_hidden: Callable[[Any, int, random.Random], Any]
    arbitrary_actions: Callable[[Any], list[Any]]
    eager: Callable[[Any], bool]
    normalise: Callable[[Any, Any], Any] = lambda state, action: action


# Phase 10 -------------------------------------------------------------------


def _p10_permute(state: Any, seat: int, rng: random.Random) -> Any:
    """Every card ``seat`` cannot see shuffled among the other hands, the
    draw pile and the discard pile below its top (sizes kept); the face of a
    card another seat drew from the draw pile changed too."""
    others = [s for s in range(state.players) if s != seat]
    pool = [c for s in others for c in state.hands[s]] + list(state.draw_pile) + list(state.discard_pile[:-1])
    rng.shuffle(pool)
    hands = list(state.hands)
    pos = 0
    for s in others:
        hands[s] = tuple(pool[pos : pos + len(state.hands[s])])
        pos += len(state.hands[s])
    draw = tuple(pool[pos : pos + len(state.draw_pile)])
    discard = tuple(pool[pos + len(draw) :]) + state.discard_pile[-1:]
    events = tuple(
        replace(e, card="R1") if e.kind == "draw_deck" and e.seat != seat else e for e in state.last_events
    )
    return replace(state, hands=tuple(hands), draw_pile=draw, discard_pile=discard, last_events=events)


def _p10_arbitrary(state: Any) -> list[Any]:
    """Draws, discards of any card kind, Skips at any seat, knock and pass.
    (Lays are left out: ``legal_actions`` offers one way to lay a phase, not
    every arrangement of it.)"""
    pool: list[Any] = [p10.DRAW_DECK, p10.DRAW_DISCARD, p10.KNOCK, p10.PASS]
    pool += [p10.Discard(card) for card in P10_KINDS]
    pool += [p10.PlaySkip(target) for target in range(-1, state.players + 1)]
    return pool


P10_CONFIGS = (
    (2, {}),
    (3, {"edition": "classic"}),
    (4, {"knock": True}),
    (5, {"exact_ten_rounds": True, "phases": [1, 4, 8]}),
    (6, {"phases": [2, 6, 9, 10], "natural_rule": "per_group"}),
    (3, {"edition": "classic", "knock": True, "phases": [7, 8]}),
    (2, {"exact_ten_rounds": True, "knock": True, "natural_rule": "none"}),
    (4, {"phases": [3, 5]}),
    (6, {"edition": "classic", "exact_ten_rounds": True, "phases": [9, 10]}),
    (5, {"knock": True, "phases": [1, 10]}),
)


# Skip-Bo --------------------------------------------------------------------


def _sb_sorted(cards: Any) -> tuple[Any, ...]:
    return tuple(sorted(cards, key=lambda c: 13 if c == SB_WILD else c))


def _sb_permute(state: Any, seat: int, rng: random.Random) -> Any:
    """Other hands, face-down stock cards, the draw pile order and the seed
    changed; what ``seat`` may see stays."""
    pool = list(state.draw)
    for i, p in enumerate(state.players):
        pool += p.stock[:-1]
        if i != seat:
            pool += p.hand
    rng.shuffle(pool)
    it = iter(pool)
    players = []
    for i, p in enumerate(state.players):
        stock = tuple(next(it) for _ in p.stock[:-1]) + p.stock[-1:]
        hand = p.hand if i == seat else _sb_sorted(next(it) for _ in p.hand)
        players.append(replace(p, stock=stock, hand=hand))
    return replace(state, players=tuple(players), draw=tuple(it), seed=state.seed + 1)


def _sb_arbitrary(state: Any) -> list[Any]:
    pool: list[Any] = [
        Play(src, to, card, pile)
        for src in ("hand", "stock", "discard")
        for to in range(-1, 5)
        for card in (None, 1, 5, 12, SB_WILD)
        for pile in (-1, 0, 3, 4)
    ]
    return pool + [Discard(c, p) for c in SB_KINDS for p in range(-1, 5)] + [EndTurn()]


def _sb_normalise(state: Any, action: Any) -> Any:
    """A stock or discard play may name its card, which must then be that
    pile's top: such a play is the listed play without the card."""
    if type(action) is Play and action.card is not None and action.source != "hand":
        p = state.players[state.current]
        pile = p.stock if action.source == "stock" else p.discards[action.pile] if 0 <= action.pile < 4 else ()
        if pile and pile[-1] == action.card:
            return replace(action, card=None)
    return action


SB_CONFIGS = (
    (2, {}),
    (3, {"stock_size": 5}),
    (4, {"stock_size": 12, "start": "youngest", "youngest_seat": 2}),
    (5, {"stock_size": 8}),
    (6, {"stock_size": 5, "match_scoring": True, "match_target": 100}),
    (2, {"stock_size": 5, "match_scoring": True, "match_target": 150}),
)

GAMES: dict[str, GameSpec] = {
    "phase10": GameSpec(
        P10_CONFIGS, len(p10_deck()), _p10_permute, _p10_arbitrary,
        lambda action: isinstance(action, p10.Lay | p10.Hit),
    ),
    "skipbo": GameSpec(
        SB_CONFIGS, 162, _sb_permute, _sb_arbitrary,
        lambda action: type(action) is Play, _sb_normalise,
    ),
}


def full_counts(rules: Any, options: Any) -> Counter:
    """The card counts of a fresh deal: every later state must keep them."""
    return Counter(rules.card_counts(rules.new_game(options, 0)))
