"""Taking back a move within one's own turn: the app's convenience rule APP-UNDO.

Why here: the printed rules of both games know no "undo", so this is the
app's own rule, and like every rule it is decided by the engine, not by the
table. With the option ``take_back`` a state carries in its field ``undo``
the state a take-back restores: the state before the last move of the
player to act, if that move revealed nothing new and kept the turn (Phase 10:
a lay or a hit that did not empty the hand, or the choice of a Skip's
target before the Skip is given; Skip-Bo: a play from the hand or
a discard pile that did not refill the hand or reshuffle). Several such
moves in a row form a chain (each restored state carries its own ``undo``).
A draw, a stock card that turned up the next one, a discard that passed the
turn, or anything that ended a round is never taken back: it clears
``undo``. The action ``TakeBack`` (JSON ``{"type": "take_back"}``) restores
the state and records one event ``take_back`` for the move log. It is never
among ``legal_actions`` (computer players do not use it).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Collection
from dataclasses import dataclass
from typing import Any, final

from cardtable.engine.api import Rejection

#: The rule id of docs/RULES.md for everything about taking back a move.
RULE = "APP-UNDO"
#: How many moves of one turn a state remembers at most (bounds the JSON too).
MAX_CHAIN = 64


@final  # lets mypy narrow ``type(action) is TakeBack`` in both branches
@dataclass(frozen=True, slots=True)
class TakeBack:
    """Take back the last move of the current turn (rule APP-UNDO)."""


TAKE_BACK = TakeBack()
JSON = {"type": "take_back"}


def refusal(state: Any) -> Rejection | None:
    """None if ``state`` can take back a move, else the APP-UNDO rejection."""
    if not state.options.take_back:
        return Rejection.of(RULE, "this table does not allow taking back moves", reason="off")
    if state.undo is None:
        return Rejection.of(RULE, "there is no move of this turn that can be taken back",
                            reason="nothing")
    return None


def remember(before: Any, after: Any, undoable: bool,
             revealing: Collection[str]) -> Any:
    """``after`` carrying what a take-back would restore: ``before`` if the
    move was ``undoable``, the option is on, the same seat is still to act and
    no event of a ``revealing`` kind happened; else nothing."""
    keep = (undoable and before.options.take_back
            and before.current is not None and after.current == before.current
            and chain_length(before) < MAX_CHAIN
            and not any(e.kind in revealing for e in after.last_events))
    target = before if keep else None
    if after.undo is target:
        return after
    return dataclasses.replace(after, undo=target)


def restore(state: Any, make_event: Callable[[int], Any]) -> Any:
    """The state a take-back returns to, with one ``take_back`` event."""
    previous = state.undo
    return dataclasses.replace(previous, last_events=(make_event(state.current),))


def chain_length(state: Any) -> int:
    n = 0
    while state.undo is not None:
        n, state = n + 1, state.undo
    return n


def check_nested(outer: Any, inner: Any) -> str | None:
    """Why a read ``undo`` state cannot belong to ``outer`` (None if it can)."""
    if inner.options != outer.options or inner.seed != outer.seed:
        return "must have the same options and seed as the state"
    if inner.current != outer.current:
        return "must have the same player to act (a take-back stays within one turn)"
    return None
