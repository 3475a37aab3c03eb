"""Scripted, seeded play of the real engines for the score-sheet tests.

Not a test module itself (no ``test_`` prefix): the dock and printing tests
import it. Lays and hits are preferred so rounds end quickly.
"""

from __future__ import annotations

import random

from cardtable.engine.phase10 import RULES as P10
from cardtable.engine.phase10.actions import Hit, Lay
from cardtable.engine.skipbo import RULES as SB
from cardtable.engine.skipbo.state import Play


def phase10_state(players: int = 3, rounds: int = 3, seed: int = 7, **options):
    opts = P10.options_from_json({**P10.options_to_json(P10.default_options(players)), **options})
    state = P10.new_game(opts, seed)
    rng = random.Random(seed)
    for _ in range(20000):
        if len(state.history) >= rounds or P10.is_terminal(state):
            break
        acts = P10.legal_actions(state)
        pref = [a for a in acts if isinstance(a, Lay)] or [a for a in acts if isinstance(a, Hit)]
        state = P10.apply(state, rng.choice(pref or list(acts)))
    assert len(state.history) >= rounds or P10.is_terminal(state)
    return state


def skipbo_state(players: int = 3, games: int = 2, seed: int = 3, **options):
    opts = SB.options_from_json({**SB.options_to_json(SB.default_options(players)), **options})
    state = SB.new_game(opts, seed)
    rng = random.Random(seed)
    for _ in range(20000):
        if len(state.history) >= games or SB.is_terminal(state):
            break
        acts = SB.legal_actions(state)
        pref = [a for a in acts if isinstance(a, Play) and a.source == "stock"]
        pref = pref or [a for a in acts if isinstance(a, Play)]
        state = SB.apply(state, rng.choice(pref or list(acts)))
    return state
