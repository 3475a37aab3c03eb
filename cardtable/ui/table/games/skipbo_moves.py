"""What a Skip-Bo drop or hint means, as engine actions (no Qt, no rules).

Sources: ``("hand", index, card)``, ``("stock",)``, ``("sdiscard", pile)``.
Targets: ``("hand",)``, ``("building", spot)``, ``("own_discard", pile)``.
The controller asks the engine whether the action is legal.
"""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.engine.skipbo.cards import Card
from cardtable.engine.skipbo.observation import SkipBoObservation
from cardtable.engine.skipbo.state import DISCARD, HAND, STOCK, Action, Discard, EndTurn, Play
from cardtable.ui.table.games.base import hand_source


def drop_action(sources: Sequence[tuple], target: tuple, obs: SkipBoObservation | None = None) -> Action | None:
    """The action meaning ``sources`` dropped on ``target`` (or None). The
    stock top or a discard top dropped on a discard pile asks for a discard
    from there, which the engine refuses with its rule (``obs`` names the card)."""
    if len(sources) != 1:
        return None
    source, kind = sources[0], target[0]
    if kind == "building":
        spot = target[1]
        if source[0] == "hand":
            return Play(HAND, spot, source[2])
        if source[0] == "stock":
            return Play(STOCK, spot)
        if source[0] == "sdiscard":
            return Play(DISCARD, spot, None, source[1])
        return None
    if kind == "own_discard" and source[0] == "hand":
        return Discard(source[2], target[1])
    if kind == "own_discard" and obs is not None and source[0] in ("stock", "sdiscard"):
        mine = obs.seats[obs.seat]
        if source[0] == "stock":
            card = mine.stock_top
        else:
            pile = mine.discards[source[1]] if 0 <= source[1] < len(mine.discards) else ()
            card = pile[-1] if pile else None
        if card is not None:
            return Discard(card, target[1], STOCK if source[0] == "stock" else DISCARD)
    return None


def command_action(name: str) -> Action | None:
    """The "End turn" button and the E key."""
    return EndTurn() if name == "end" else None


def number_target(n: int) -> tuple | None:
    """Keys 1-4 pick a building pile, 5-8 one of the player's discard piles."""
    if n < 4:
        return ("building", n)
    if n < 8:
        return ("own_discard", n - 4)
    return None


def hint_sources(action: Action, hand: Sequence[Card]) -> tuple[list[tuple], tuple | None]:
    """For a hint: which sources and which target an engine action uses."""
    if isinstance(action, Play):
        if action.source == HAND:
            return hand_source(hand, action.card), ("building", action.to)
        if action.source == STOCK:
            return [("stock",)], ("building", action.to)
        return [("sdiscard", action.pile)], ("building", action.to)
    if isinstance(action, Discard):
        return hand_source(hand, action.card), ("own_discard", action.pile)
    return [], None
