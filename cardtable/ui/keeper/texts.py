"""The score keeper's refusals and card names in the player's language.

``cardtable.keeper`` refuses an impossible entry with a rule id and a
machine code (English only, for logs); players read these sentences instead.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def _t(text: str) -> str:
    return QCoreApplication.translate("KeeperTexts", text)


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
