"""Mid-game positions for screenshots, the repaint benchmark and tests (no Qt).

Kept out of the shipped package: ``benchmarks/repaint.py``,
``tools/screenshots.py`` and the table tests use it.

A game is dealt from a seed and played on with seeded random legal moves
(laying and hitting preferred, so the table shows laid groups) until the
human seat 0 is to act with a full-looking table. Same seed, same picture.
"""

from __future__ import annotations

import random
from typing import Any

from cardtable.engine.registry import get_rules
from cardtable.seats import Seat

NAMES = ("You", "Anna", "Ben", "Chen 陳", "Dora", "Emil")
LEVELS = ("easy", "medium", "hard")


def seats(players: int) -> list[Seat]:
    out = [Seat(NAMES[0])]
    for i in range(1, players):
        out.append(Seat(NAMES[i], "computer", LEVELS[i % 3]))
    return out


def _p10_score(action: Any) -> int:
    name = type(action).__name__
    return {"Lay": 5, "Hit": 4, "PlaySkip": 3}.get(name, 0)


def position(game: str, players: int, seed: int = 3, moves: int | None = None) -> tuple[Any, Any]:
    """``(rules, state)``: a game of ``players`` seats after some play, seat 0 to act."""
    rules = get_rules(game)
    options = rules.default_options(players)
    state = rules.new_game(options, seed)
    rng = random.Random(seed)
    goal = moves if moves is not None else (70 * players if game == "phase10" else 34 * players)
    done = 0
    while not rules.is_terminal(state):
        legal = list(rules.legal_actions(state))
        if not legal:
            break
        if done >= goal and rules.current_player(state) == 0 and _ready(game, state):
            break
        if game == "phase10":
            best = max(_p10_score(a) for a in legal)
            pool = [a for a in legal if _p10_score(a) == best]
            if best == 0 or rng.random() < 0.3:
                pool = legal
        else:
            plays = [a for a in legal if type(a).__name__ == "Play"]
            pool = plays if plays and rng.random() < 0.8 else legal
        state = rules.apply(state, rng.choice(pool))
        done += 1
    return rules, state


def _ready(game: str, state: Any) -> bool:
    if game == "phase10":
        others_laid = sum(1 for groups in state.laid[1:] if groups)
        return (state.stage == "play" and not state.laid[0] and not state.skips[0]
                and others_laid >= min(2, state.options.players - 1))
    return True
