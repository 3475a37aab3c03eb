"""Deal a game again and apply its action log: the one way a recorded game comes back.

Why: nothing of a game is stored but its options, seed and actions, and
every part that needs a past position (loading a saved file, the replay
viewer's timeline, the move log, the fair-deal count, a resumed computer
player's memory) gets it the same way: ``new_game(options, seed)``, then
the engine's own ``apply`` for each action. Doing that in one place means
one notion of "the position after action i" and of who made each action.

Errors are the engine's own and are not caught here: ``new_game`` raises
``EngineError`` for options it cannot deal, ``apply`` raises
``IllegalAction`` (with the rule) or ``EngineError`` for a move it refuses.
Callers that read untrusted files map them to their messages
(``persistence.savefile.checked_steps``).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from cardtable.engine.api import AnyRules


@dataclass(frozen=True, slots=True)
class Step:
    """One position of a replayed game.

    ``index`` actions have been applied (0: the deal); ``action`` is the last
    of them, made by ``actor`` from ``before`` (all None for the deal), and
    ``state`` is the position after it."""

    index: int
    state: Any
    action: Any = None
    actor: int | None = None
    before: Any = None


def steps(rules: AnyRules, options: Any, seed: int, actions: Iterable[Any]) -> Iterator[Step]:
    """Every position of the game: the deal, then one after each action."""
    return steps_from(rules, rules.new_game(options, seed), actions)


def steps_from(rules: AnyRules, state: Any, actions: Iterable[Any]) -> Iterator[Step]:
    """Every position from ``state`` (a deal not made from a seed: a lesson's),
    then one after each action."""
    yield Step(0, state)
    for index, action in enumerate(actions, start=1):
        actor = rules.current_player(state)
        before, state = state, rules.apply(state, action)
        yield Step(index, state, action, actor, before)


def final_state(rules: AnyRules, options: Any, seed: int, actions: Iterable[Any]) -> Any:
    """The position after every action of the log."""
    state = None
    for step in steps(rules, options, seed, actions):
        state = step.state
    return state


__all__ = ["Step", "final_state", "steps", "steps_from"]
