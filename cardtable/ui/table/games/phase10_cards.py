"""Phase 10 cards named the way each language's players say them.

Why: the files and the command line write cards in a compact notation (R7,
G11, W, S, a laid Wild as W=9 or W=R), but in German "G11" reads as *gelb*
and means green, and no Chinese player says "Y2". The move log, the round
summary and the deck order name every card in the player's language:
"green 11", "grüne 11", "綠 11"; "Wild (as 9)", "Joker (als 9)", "百搭牌（當 9）".
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication


def _tr(text: str) -> str:
    return QCoreApplication.translate("Cards", text)


def _colour_card(letter: str, value: str) -> str | None:
    texts = {"R": _tr("red {value}"), "B": _tr("blue {value}"), "G": _tr("green {value}"),
             "Y": _tr("yellow {value}")}
    template = texts.get(letter)
    return template.format(value=value) if template is not None else None


def _colour(letter: str) -> str | None:
    return {"R": _tr("red"), "B": _tr("blue"), "G": _tr("green"), "Y": _tr("yellow")}.get(letter)


def card_name(card: object) -> str:
    """The card ``card`` (notation: "R7", "W", "S", a laid Wild "W=9" / "W=R")
    in the player's language; anything else as it was written."""
    text = str(card or "")
    if text == "W":
        return _tr("Wild")
    if text == "S":
        return _tr("Skip")
    if text.startswith("W="):
        stands = text[2:]
        colour = _colour(stands)
        if colour is not None:
            return _tr("Wild (as {colour})").format(colour=colour)
        return _tr("Wild (as {value})").format(value=stands)
    if len(text) >= 2 and text[1:].isdigit():
        named = _colour_card(text[0], text[1:])
        if named is not None:
            return named
    return text


def colour_word(letter: str) -> str | None:
    """"blue" for "B" (None for a letter that is no colour)."""
    return _colour(letter)


def colour_card(letter: str, value: str) -> str | None:
    """"blue {value}" with ``value`` filled in ("blue 2 to 5"); None if no colour."""
    return _colour_card(letter, value)


def card_list(cards: Iterable[object]) -> str:
    """Several cards in a row, separated the language's way ("red 7, blue 8")."""
    return _tr(", ").join(card_name(card) for card in cards)


__all__ = ["card_list", "card_name", "colour_card", "colour_word"]
