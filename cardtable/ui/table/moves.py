"""What a drop or a click means, as an engine action (no Qt, no rules).

The table never decides whether a move is legal: it only translates "these
cards were dropped there" into the engine action a player means, and the
controller asks the engine. Some drops need one more choice from the player
(which opponent a Skip goes to, how a phase is arranged); those come back as
a :class:`Choice`.

Sources: ``("hand", index, card)``, ``("deck",)``, ``("discard_top", card)``
(Phase 10), ``("stock",)``, ``("sdiscard", pile)`` (Skip-Bo).
Targets: ``("hand",)``, ``("deck",)``, ``("discard_pile",)``, ``("seat", s)``,
``("group", player, index)``, ``("phase_area", seat)`` (Phase 10),
``("building", spot)``, ``("own_discard", pile)`` (Skip-Bo).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from cardtable.engine.phase10 import actions as p10
from cardtable.engine.phase10.melds import Laid, hit_placements
from cardtable.engine.skipbo.state import DISCARD, HAND, STOCK
from cardtable.engine.skipbo.state import Discard as SbDiscard
from cardtable.engine.skipbo.state import Play as SbPlay


@dataclass(frozen=True)
class Choice:
    """A move that needs one more decision: ``kind`` "skip" (options: seats)
    or "lay" (options: the cards to arrange)."""

    kind: str
    options: tuple


def hand_cards(sources: Sequence[tuple]) -> list[Any] | None:
    """The cards of ``sources`` if all of them are hand cards, else None."""
    if not sources or any(s[0] != "hand" for s in sources):
        return None
    return [s[2] for s in sources]


def phase10_action(obs: Any, sources: Sequence[tuple], target: tuple,
                   side: float = 1.0) -> Any:
    """The Phase 10 action (or Choice) meaning ``sources`` dropped on ``target``.

    ``side`` (0..1) is where on a run the card was dropped: a Wild that fits
    both ends goes to the lower end when dropped on the left half."""
    kind = target[0]
    if len(sources) == 1 and sources[0][0] in ("deck", "discard_top"):
        if kind in ("hand", "phase_area") or (kind == "deck" and sources[0][0] == "deck"):
            return p10.DRAW_DECK if sources[0][0] == "deck" else p10.DRAW_DISCARD
        return None
    cards = hand_cards(sources)
    if cards is None:
        return None
    if kind == "phase_area":
        return Choice("lay", tuple(cards))
    if len(cards) != 1:
        return None
    card = cards[0]
    if kind == "discard_pile":
        if card == "S" and len(obs.hand) > 1:
            seats = tuple(s for s in range(obs.options.players) if s != obs.seat)
            return Choice("skip", seats)
        return p10.Discard(card)
    if kind == "seat":
        return p10.PlaySkip(target[1]) if card == "S" else None
    if kind == "group":
        player, index = target[1], target[2]
        try:
            group = obs.laid[player][index]
        except IndexError:
            return None
        placements = hit_placements(group, card)
        if not placements:
            laid = Laid.natural(card) if card not in ("W", "S") else Laid(card, None, None)
        elif len(placements) == 1:
            laid = placements[0]
        else:
            low, high = sorted(placements, key=lambda p: p.value or 0)[0::len(placements) - 1]
            laid = low if side < 0.5 else high
        return p10.Hit(laid, player, index)
    return None


def skipbo_action(obs: Any, sources: Sequence[tuple], target: tuple) -> Any:
    """The Skip-Bo action meaning ``sources`` dropped on ``target`` (or None)."""
    if len(sources) != 1:
        return None
    source, kind = sources[0], target[0]
    if kind == "building":
        spot = target[1]
        if source[0] == "hand":
            return SbPlay(HAND, spot, source[2])
        if source[0] == "stock":
            return SbPlay(STOCK, spot)
        if source[0] == "sdiscard":
            return SbPlay(DISCARD, spot, None, source[1])
        return None
    if kind == "own_discard" and source[0] == "hand":
        return SbDiscard(source[2], target[1])
    return None


def action_for(game: str, obs: Any, sources: Sequence[tuple], target: tuple,
               side: float = 1.0) -> Any:
    if game == "phase10":
        return phase10_action(obs, sources, target, side)
    return skipbo_action(obs, sources, target)


def click_action(game: str, obs: Any, source: tuple) -> Any:
    """What clicking ``source`` with nothing selected does (draw in Phase 10)."""
    if game != "phase10" or obs is None or obs.stage != "draw":
        return None
    if source[0] == "deck":
        return p10.DRAW_DECK
    if source[0] == "discard_top":
        return p10.DRAW_DISCARD
    return None


def sources_of_action(game: str, action: Any, hand: Sequence[Any]) -> tuple[list[tuple], tuple | None]:
    """For a hint: which sources and which target an engine action uses.

    ``hand`` is the hand in display order; the first matching card is used."""
    def hand_source(card: Any) -> list[tuple]:
        for i, c in enumerate(hand):
            if c == card:
                return [("hand", i, c)]
        return []

    if game == "phase10":
        if isinstance(action, p10.Draw):
            return ([("deck",)] if action.source == "deck" else [("discard_top", None)]), ("hand",)
        if isinstance(action, p10.Discard):
            return hand_source(action.card), ("discard_pile",)
        if isinstance(action, p10.PlaySkip):
            return hand_source("S"), ("seat", action.target)
        if isinstance(action, p10.Hit):
            return hand_source(action.card.card), ("group", action.player, action.group)
        if isinstance(action, p10.Lay):
            remaining = list(enumerate(hand))
            out = []
            for group in action.groups:
                for laid in group.cards:
                    for k, (i, c) in enumerate(remaining):
                        if c == laid.card:
                            out.append(("hand", i, c))
                            del remaining[k]
                            break
            return out, None
        return [], None
    if isinstance(action, SbPlay):
        if action.source == HAND:
            return hand_source(action.card), ("building", action.to)
        if action.source == STOCK:
            return [("stock",)], ("building", action.to)
        return [("sdiscard", action.pile)], ("building", action.to)
    if isinstance(action, SbDiscard):
        return hand_source(action.card), ("own_discard", action.pile)
    return [], None
