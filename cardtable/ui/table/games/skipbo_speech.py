"""The Skip-Bo table in words: what the read keys say and what the table's
accessible tree names (``ui/table/accessible.py``).

Why: a player who cannot see the table plays by ear: the hand ("hand: 3, 7,
7, Skip-Bo, 12"), the building piles with the card each needs next, the
stock top and the discard piles of every seat (all of them lie face up).
Another seat's hand is a count, never its cards.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from cardtable.engine.skipbo.cards import Card
from cardtable.engine.skipbo.observation import SeatView, SkipBoObservation
from cardtable.engine.skipbo.state import Event
from cardtable.ui.i18n import english_plural
from cardtable.ui.table.games.skipbo_model import WILD, face


def _tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("SkipBoSpeech", text, None, n)


def _sep() -> str:
    return _tr(", ")


def cards_count(n: int) -> str:
    return english_plural(_tr("%n card(s)", n), n)


def card(card: Card | None) -> str:
    """"7", or the wild card's name: the glossary's (SKIP-BO card, SKIP-BO-Joker,
    萬用牌), the same in the move log, the read keys and the focused card."""
    text = face(card)
    return _tr("SKIP-BO card") if text == WILD else text


def hand(obs: SkipBoObservation) -> str:
    if not obs.hand:
        return _tr("Your hand is empty")
    return _tr("Your hand: {cards}").format(cards=_sep().join(card(c) for c in obs.hand))


def building_words(obs: SkipBoObservation, spot: int) -> str:
    """"Building pile 2, top 5, next 6" (a pile holds its value in cards)."""
    pile = obs.building[spot] if 0 <= spot < len(obs.building) else ()
    if not pile:
        return _tr("Building pile {n}, empty, next 1").format(n=spot + 1)
    value = len(pile)
    if value >= 12:
        return _tr("Building pile {n}, complete").format(n=spot + 1)
    return _tr("Building pile {n}, top {top}, next {next}").format(n=spot + 1, top=value,
                                                                    next=value + 1)


def groups(obs: SkipBoObservation, _names: Sequence[str] = ()) -> str:
    """The building piles (Skip-Bo's shared groups)."""
    return _tr(". ").join(building_words(obs, s) for s in range(len(obs.building)))


def draw_pile(obs: SkipBoObservation) -> str:
    return _tr("Draw pile, {count}").format(count=cards_count(obs.draw_count))


def centre(obs: SkipBoObservation) -> str:
    return _tr("{building}. {draw}.").format(building=groups(obs), draw=draw_pile(obs))


def stock_words(view: SeatView) -> str:
    if view.stock_top is None or view.stock_count <= 0:
        return _tr("stock pile empty")
    return _tr("stock pile top {card}, {count}").format(card=card(view.stock_top),
                                                        count=cards_count(view.stock_count))


def discard_words(pile: Sequence[Card]) -> str:
    if not pile:
        return _tr("empty")
    return _tr("{cards} (top {top})").format(cards=_sep().join(card(c) for c in pile),
                                              top=card(pile[-1]))


def discard_pile_words(view: SeatView, p: int) -> str:
    return _tr("discard pile {n}: {cards}").format(n=p + 1, cards=discard_words(view.discards[p]))


def mine(obs: SkipBoObservation) -> str:
    """My stock top and count, my discard piles."""
    view = obs.seats[obs.seat]
    piles = _tr("; ").join(discard_pile_words(view, p) for p in range(len(view.discards)))
    return _tr("Your {stock}. Your {piles}.").format(stock=stock_words(view), piles=piles)


def seat_words(obs: SkipBoObservation, seat: int, names: Sequence[str]) -> str:
    """"Mama: 5 cards in hand, stock pile top 7, 12 cards, discard tops 5, empty"."""
    view = obs.seats[seat]
    tops = _sep().join(card(p[-1]) if p else _tr("empty") for p in view.discards)
    text = _tr("{name}: {count} in hand, {stock}, discard tops {tops}").format(
        name=names[seat], count=cards_count(obs.hand_counts[seat]), stock=stock_words(view), tops=tops)
    if obs.options.match_scoring and seat < len(obs.match_points):
        text = _tr("{text}, {points} points").format(text=text, points=obs.match_points[seat])
    return text


def players(obs: SkipBoObservation, names: Sequence[str]) -> str:
    return _tr(". ").join(seat_words(obs, s, names) for s in range(len(obs.seats)))


def source_name(obs: SkipBoObservation, source: tuple) -> str | None:
    view = obs.seats[obs.seat]
    if source[0] == "stock":
        return _tr("Your {stock}").format(stock=stock_words(view))
    if source[0] == "sdiscard" and 0 <= source[1] < len(view.discards):
        return _tr("Your {pile}").format(pile=discard_pile_words(view, source[1]))
    return None


def zone_name(obs: SkipBoObservation, target: tuple, names: Sequence[str]) -> str | None:
    kind = target[0]
    if kind == "building":
        return building_words(obs, target[1])
    if kind == "own_discard":
        return _tr("Your {pile}").format(pile=discard_pile_words(obs.seats[obs.seat], target[1]))
    if kind == "hand":
        return _tr("Your hand")
    return None


def own_event(event: Event) -> str | None:
    """The viewing player's own move in words, when the move log's line is
    not enough: never in Skip-Bo (a refill names no cards; R reads the hand)."""
    return None
