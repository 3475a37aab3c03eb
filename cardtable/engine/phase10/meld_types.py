"""The laid cards and groups of Phase 10 as immutable values, with their notation.

A laid card says what it stands for, which matters for Wilds: P10-18 says a
Wild keeps the card it was laid as, so the choice is recorded when it is laid
(``W=7`` in a set or run, ``W=R`` in a colour group) and never guessed again.
The rules about groups are in ``melds``; this module only holds and parses.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from cardtable.engine.phase10.cards import COLOURS, SKIP, WILD, colour, is_number, value
from cardtable.engine.phase10.phases import KINDS


@dataclass(frozen=True, slots=True)
class Laid:
    """One laid card and what it stands for.

    A number card stands for itself (``value`` and ``colour`` are its own). A
    Wild in a set or run has the ``value`` it stands for and no colour; a Wild
    in a colour group has the ``colour`` and no value.
    """

    card: str
    value: int | None
    colour: str | None

    @staticmethod
    def natural(card: str) -> Laid:
        return Laid(card, value(card), colour(card))

    @staticmethod
    def wild(value: int | None = None, colour: str | None = None) -> Laid:
        return Laid(WILD, value, colour)

    @property
    def is_wild(self) -> bool:
        return self.card == WILD

    def to_json(self) -> str:
        """``"R7"``, ``"W=7"`` (Wild as a value), ``"W=R"`` (Wild as a colour)."""
        if self.card != WILD:
            return self.card
        if self.value is None and self.colour is None:
            return WILD
        if self.colour is None:
            return f"W={self.value}"
        if self.value is None:
            return f"W={self.colour}"
        return f"W={self.colour}{self.value}"

    @staticmethod
    def from_json(text: Any) -> Laid:
        """Parse the notation of :meth:`to_json`; ValueError with a clear message."""
        if not isinstance(text, str):
            raise ValueError(
                f"a laid card is text such as 'R7', 'W=7' or 'W=R', not {type(text).__name__}"
            )
        if is_number(text):
            return Laid.natural(text)
        if text in (WILD, SKIP):
            return Laid(text, None, None)
        if text.startswith("W="):
            stands = text[2:]
            if stands in COLOURS:
                return Laid(WILD, None, stands)
            if stands.isdigit() and str(int(stands)) == stands and 1 <= int(stands) <= 12:
                return Laid(WILD, int(stands), None)
            if is_number(stands):
                return Laid(WILD, value(stands), colour(stands))
            raise ValueError(
                f"{text!r}: a Wild stands for a value 1 to 12 ('W=7') "
                f"or a colour R, B, Y or G ('W=R')"
            )
        raise ValueError(
            f"{text!r} is not a laid card; expected a number card such as 'R7' or 'G12', "
            f"'W=7' or 'W=R' for a Wild, or 'S'"
        )


@dataclass(frozen=True)
class Group:
    """A laid group: a set, a run (stored ascending by value) or a colour group."""

    kind: str
    cards: tuple[Laid, ...]

    @cached_property
    def value(self) -> int | None:
        """The value of a set (None for other kinds)."""
        if self.kind != "set":
            return None
        return next((c.value for c in self.cards if c.value is not None), None)

    @cached_property
    def colour(self) -> str | None:
        """The colour of a colour group (None for other kinds)."""
        if self.kind != "colour":
            return None
        return next((c.colour for c in self.cards if c.colour is not None), None)

    @cached_property
    def low(self) -> int | None:
        """The lowest value of a run (None for other kinds)."""
        values = [c.value for c in self.cards if c.value is not None]
        return min(values) if self.kind == "run" and values else None

    @cached_property
    def high(self) -> int | None:
        """The highest value of a run (None for other kinds)."""
        values = [c.value for c in self.cards if c.value is not None]
        return max(values) if self.kind == "run" and values else None

    @cached_property
    def hit_cache(self) -> dict[str, tuple[Laid, ...]]:
        """Memo of ``melds.placements`` for this group (card -> placements).

        Not a field (equality, hashing and JSON ignore it); filled lazily so
        ``legal_actions`` asks each laid group about a card only once.
        """
        return {}

    @property
    def size(self) -> int:
        return len(self.cards)

    def card_names(self) -> tuple[str, ...]:
        """The physical cards of the group ("W" for every Wild), as in a hand."""
        return tuple(c.card for c in self.cards)

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "cards": [c.to_json() for c in self.cards]}

    @staticmethod
    def from_json(data: Any) -> Group:
        """Parse ``{"kind": ..., "cards": [...]}``; ValueError on a bad shape."""
        if not isinstance(data, Mapping):
            raise ValueError(
                f"a group is an object with 'kind' and 'cards', not {type(data).__name__}"
            )
        extra = set(data) - {"kind", "cards"}
        if extra:
            raise ValueError(f"a group has only 'kind' and 'cards', not {sorted(map(str, extra))}")
        kind = data.get("kind")
        if kind not in KINDS:
            raise ValueError(f"group kind {kind!r}: expected 'set', 'run' or 'colour'")
        cards = data.get("cards")
        if not isinstance(cards, list | tuple) or not cards:
            raise ValueError("a group's 'cards' is a non-empty list such as ['R7', 'W=7', 'B7']")
        laid = []
        for i, text in enumerate(cards):
            try:
                laid.append(Laid.from_json(text))
            except ValueError as exc:
                raise ValueError(f"cards[{i}]: {exc}") from None
        return make_group(kind, laid)


def _run_key(laid: Laid) -> tuple[bool, int]:
    return (laid.value is None, laid.value if isinstance(laid.value, int) else 0)


def make_group(kind: str, cards: Sequence[str | Laid]) -> Group:
    """A group from laid cards or their notation; runs are sorted. No validation."""
    laid = tuple(c if isinstance(c, Laid) else Laid.from_json(c) for c in cards)
    if kind == "run":
        laid = tuple(sorted(laid, key=_run_key))
    return Group(kind, laid)
