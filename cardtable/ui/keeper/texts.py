"""The score keeper's refusals and card names in the player's language.

``cardtable.keeper`` refuses an impossible entry with a rule id and a
machine code (English only, for logs); players read these sentences instead.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication


def _t(text: str) -> str:
    return QCoreApplication.translate("KeeperTexts", text)


def refusal_text(error: Any) -> str:
    """"Rule P10-15: …" for a ``KeeperRefusal``."""
    texts = {
        "game-over": _t("The game is over; no more rounds can be entered."),
        "seats": _t("The entry does not match the number of players."),
        "went-out": _t("Choose who went out: exactly one player ends the round."),
        "sits-out": _t("{name} does not play this tie-break round."),
        "plays": _t("{name} plays this tie-break round; enter their points."),
        "out-not-completed": _t("{name} went out, so must have completed the phase: a hand can only "
                                "be emptied after laying it down."),
        "out-has-points": _t("{name} went out and has no cards left, so scores 0 points."),
        "two-out": _t("{name} has 0 points, but only one player can go out in a round."),
        "not-multiple": _t("{name}: {points} points is not possible; every card scores 5, 10, 15, 20 or 25."),
        "too-many": _t("{name}: {points} points is more than the {limit} that {cards} cards can score."),
        "winner": _t("Choose the player who emptied their stock pile."),
        "winner-stock": _t("{name} emptied the stock pile, so has no stock cards left."),
        "stock-empty": _t("{name} has no stock cards left, but the game ends as soon as the first "
                          "player empties the stock pile."),
        "stock-size": _t("{name}: {count} stock cards is more than the stock pile of {size} cards."),
        "bad-number": _t("{name}: enter a whole number from 0 up."),
        "stock-missing": _t("Enter how many stock cards {name} has left."),
    }
    code = getattr(error, "code", "")
    params = dict(getattr(error, "params", {}) or {})
    template = texts.get(code)
    try:
        sentence = template.format(**params) if template else str(error)
    except (KeyError, IndexError, ValueError):
        sentence = str(error)
    return _t("Rule {rule}: {sentence}").format(rule=getattr(error, "rule", "?"), sentence=sentence)


def card_name(tap: str) -> str:
    """A tapped card face as the booklet writes it: "7", "Skip", "Wild"."""
    if tap == "W":
        return _t("Wild")
    if tap == "S":
        return _t("Skip")
    return tap


def hand_sum_text(taps: list[str], values: list[int]) -> str:
    """The booklet's way of adding up a hand: "3 + 11 + Wild = 5 + 10 + 25 = 40"."""
    if not taps:
        return _t("No cards tapped.")
    faces = " + ".join(card_name(t) for t in taps)
    return f"{faces} = {' + '.join(str(v) for v in values)} = {sum(values)}"
