"""Phase 10 cards in their short notation (P10-1).

A card is a short string, the same in memory, in JSON and in a hand-written
position: ``R7`` (red 7), ``B12``, ``Y1``, ``G5`` for number cards (colour
letter R/B/Y/G + value 1-12), ``W`` for a Wild and ``S`` for a Skip. Two cards
with the same notation are interchangeable, so no card needs an identity.
"""

from __future__ import annotations

from collections import Counter

COLOURS = ("R", "B", "Y", "G")
VALUES = tuple(range(1, 13))
WILD = "W"
SKIP = "S"
NUMBER_CARDS = tuple(f"{c}{v}" for c in COLOURS for v in VALUES)
ALL_KINDS = (*NUMBER_CARDS, WILD, SKIP)
COPIES = {**{card: 2 for card in NUMBER_CARDS}, WILD: 8, SKIP: 4}
DECK_SIZE = 108

_VALUE = {card: int(card[1:]) for card in NUMBER_CARDS}
_COLOUR = {card: card[0] for card in NUMBER_CARDS}


def number_colour(card: str) -> str:
    """The colour letter of a card known to be a number card; KeyError for Wild and Skip."""
    return _COLOUR[card]


def is_card(text: object) -> bool:
    return isinstance(text, str) and text in COPIES


def is_wild(card: str) -> bool:
    return card == WILD


def is_number(card: str) -> bool:
    return card in _VALUE


def value(card: str) -> int | None:
    """The value of a number card, None for Wild and Skip."""
    return _VALUE.get(card)


def number_value(card: str) -> int:
    """The value of a card known to be a number card; KeyError for Wild and Skip."""
    return _VALUE[card]


def colour(card: str) -> str | None:
    """The colour letter of a number card, None for Wild and Skip."""
    return _COLOUR.get(card)


def full_deck() -> tuple[str, ...]:
    """The 108 cards of P10-1 in a fixed order (shuffle a copy)."""
    return tuple(card for card in ALL_KINDS for _ in range(COPIES[card]))


def over_supply(cards: Counter[str]) -> dict[str, int]:
    """Kinds present more often than the deck holds them: {card: count}."""
    return {card: n for card, n in cards.items() if n > COPIES.get(card, 0)}


assert len(full_deck()) == DECK_SIZE
