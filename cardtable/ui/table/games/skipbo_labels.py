"""The Skip-Bo table's labels and buttons in the player's language.

Skip-Bo names its piles with other words than Phase 10 (see GLOSSARY: draw
pile = Nachziehstapel / 抽牌堆), so its label kinds live here, translated in
the context "Table" shared with ``texts``.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication


def _tr(text: str) -> str:
    return QCoreApplication.translate("Table", text)


def label(kind: str, a: dict[str, Any]) -> str | None:
    """The sentence of one Skip-Bo label or button (None: not a Skip-Bo kind)."""
    if kind == "sb_draw_pile":  # Skip-Bo: Nachziehstapel / 抽牌堆 (another word, see GLOSSARY)
        return _tr("Draw pile")
    if kind == "sb_draw_count":
        return _tr("{count} cards").format(count=a["count"])
    if kind in ("stock_left", "stock_label"):
        # one wording on every seat, one's own or not: the glossary's short form
        # (Vorrat, 牌庫), as on the printed sheet, fits the narrow side seats at 11 px
        return _tr("Stock: {count}").format(count=a["count"])
    if kind == "discard_piles":
        return _tr("Discard piles")
    if kind == "empty_pile":
        return _tr("empty")
    if kind == "set_aside":
        return _tr("Set aside: {count}").format(count=a["count"])
    if kind == "building_name":  # two short lines: "Aufbaustapel 1" over "als Nächstes: 8"
        return _tr("Building pile {index}").format(index=a["index"])
    if kind == "building_value":  # the card the pile takes next (its top card is in view)
        value = int(a["value"])
        return _tr("empty") if value == 0 else _tr("next: {card}").format(card=value + 1)
    if kind == "hand_label":
        return _tr("Your hand")
    if kind == "end_turn":
        return _tr("End turn (E)")
    return None
