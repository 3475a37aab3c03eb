"""Skip-Bo engine events for the move log and the table's animations.

Every event kind of ``engine/skipbo/state.Event`` gets one translated line
(context "MoveLog") and, when a card visibly travels, a ``Flight`` from
where it left to where it landed.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from cardtable.engine.skipbo.cards import Card
from cardtable.engine.skipbo.state import Event
from cardtable.ui.i18n import english_plural
from cardtable.ui.seat_names import name_list
from cardtable.ui.table.games.base import Flight
from cardtable.ui.table.games.skipbo_model import face
from cardtable.ui.table.games.skipbo_speech import card as spoken_card


def _tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("MoveLog", text, None, n)


def _name(names: Sequence[str], seat: int | None) -> str:
    return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"


def card_name(card: Card | None) -> str:
    """"7", or the wild card's one name wherever it lies (as the read keys say it)."""
    return spoken_card(card)


def describe(event: Event, names: Sequence[str]) -> str:
    """One line saying what ``event`` was, in the player's language."""
    kind = event.kind
    name = _name(names, event.seat)
    if kind == "play":
        pile = event.to + 1
        card = card_name(event.card)
        if event.source == "stock":
            text = _tr("{name} played {card} from the stock pile on building pile {pile}")
        elif event.source == "discard":
            text = _tr("{name} played {card} from a discard pile on building pile {pile}")
        else:
            text = _tr("{name} played {card} on building pile {pile}")
        return text.format(name=name, card=card, pile=pile)
    if kind == "complete":
        return _tr("Building pile {pile} is complete and set aside").format(pile=event.to + 1)
    if kind == "refill":
        # SB-8/SB-11: always up to five cards (no plural form needed)
        return _tr("{name} filled the hand up to five cards").format(name=name)
    if kind == "reshuffle":
        return english_plural(_tr("A new draw pile was shuffled (%n card(s))", event.count), event.count)
    if kind == "recycle":  # SB-19
        return english_plural(_tr("The table was stuck: building and discard piles became a new draw pile "
                                  "(%n card(s))", event.count), event.count)
    if kind == "discard":
        return _tr("{name} discarded {card} on discard pile {pile}").format(
            name=name, card=card_name(event.card), pile=event.pile + 1)
    if kind == "end":
        return _tr("{name} ended the turn").format(name=name)
    if kind == "turn":
        return _tr("It is {name}'s turn").format(name=name)
    if kind == "take_back":
        return _tr("{name} took back the last move").format(name=name)
    if kind == "deal":
        return _tr("Game {game} is dealt, {name} starts").format(game=event.game, name=name)
    if kind == "game_over":
        winners = name_list(_name(names, w) for w in event.winners)
        if event.reason == "match":
            return _tr("{names} won the match").format(names=winners)
        return _tr("{names} won game {game}").format(names=winners, game=event.game)
    return kind


def flight(event: Event) -> Flight | None:
    """Where the card of ``event`` travels (None: nothing moves on the table)."""
    if event.seat < 0:
        return None
    seat = event.seat
    if event.kind == "play":
        origin: tuple = ("hand", seat)
        if event.source == "stock":
            origin = ("card", "stock", seat)
        elif event.source == "discard":
            origin = ("card", "pile", seat, event.pile)
        return Flight(face(event.card), origin, ("top", "building", event.to))
    if event.kind == "discard":
        return Flight(face(event.card), ("hand", seat), ("card", "pile", seat, event.pile))
    if event.kind == "refill":
        return Flight(None, ("card", "draw"), ("hand", seat))
    if event.kind == "complete":  # the full pile goes aside, beside the draw pile
        return Flight(None, ("zone", "building", event.to), ("card", "draw"))
    return None
