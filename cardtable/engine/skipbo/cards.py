"""Skip-Bo cards in their short notation (SB-1).

A card is the same in memory, in JSON and in a hand-written position: the
integers ``1`` .. ``12`` for number cards and the string ``"SB"`` for a
SKIP-BO wild card. Two cards with the same notation are interchangeable, so no
card needs an identity. On a building pile the value a card stands for is its
position (the pile always runs 1, 2, 3, ... from the bottom); the JSON writes a
SKIP-BO card there as ``"SB3"`` (SKIP-BO standing for 3) to make it explicit.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

WILD = "SB"
VALUES = tuple(range(1, 13))
ALL_KINDS: tuple[int | str, ...] = (*VALUES, WILD)
COPIES: dict[int | str, int] = {**{v: 12 for v in VALUES}, WILD: 18}
DECK_SIZE = 162
HAND_SIZE = 5
BUILDING_SPOTS = 4
DISCARD_PILES = 4
TOP_VALUE = 12

Card = int | str


def is_card(obj: Any) -> bool:
    """True for 1..12 (real ints, not bools) and "SB"."""
    if type(obj) is int:
        return 1 <= obj <= 12
    return obj == WILD


def sort_key(card: Card) -> int:
    """Number cards by value, SKIP-BO last (hands are kept in this order)."""
    return 13 if card == WILD else card  # type: ignore[return-value]


def sort_cards(cards: Iterable[Card]) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=sort_key))


def count_key(card: Card) -> str:
    """The key of a card in ``card_counts``: "1".."12" or "SB"."""
    return str(card)


def full_deck() -> list[Card]:
    """The 162 cards of SB-1 in a fixed order (shuffle the list)."""
    return [card for card in ALL_KINDS for _ in range(COPIES[card])]


def fits(card: Card, pile_len: int) -> bool:
    """Whether ``card`` may go onto a building pile holding ``pile_len`` cards
    (SB-14, SB-15): the next value, or a SKIP-BO card standing for it."""
    return card == WILD or card == pile_len + 1


def describe(card: Card) -> str:
    return "SKIP-BO" if card == WILD else str(card)


assert len(full_deck()) == DECK_SIZE
