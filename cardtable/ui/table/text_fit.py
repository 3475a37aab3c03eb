"""How a table label fits its box: the font size it is drawn at, never clipped.

Why: the table is drawn in three languages whose words differ in length by a
factor of two ("Skip" / "Aussetzen-Karte"), so a label may need a little less
than its nominal size. ``fit_text`` shrinks it step by step down to
``MIN_SHRINK`` of that size, and never below ``MIN_SIZE`` scene units (at the
smallest window, 1024x700, the table is drawn at about 0.64 px per unit, so
18 units stay above 11 px); only a text that still does not fit is elided
(and the layout test in tests/ui/test_table_text_fit.py fails). Labels and
buttons of the scene and the layout test all measure with this function.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetricsF

from cardtable.ui.bundled_font import bundled_family as sheet_font_family

_FAMILIES: list[str] = []


def table_font(pixel_size: float, bold: bool = False) -> QFont:
    """The label font: the interface font with CJK fallbacks for zh-TW."""
    if not _FAMILIES:
        base = QFont().family()
        fams = [base, "Noto Sans CJK TC"]
        with contextlib.suppress(Exception):  # the bundled font is optional for the table
            fams.append(sheet_font_family())
        _FAMILIES.extend(fams)
    font = QFont()
    font.setFamilies(_FAMILIES)
    font.setPixelSize(max(1, round(pixel_size)))
    font.setBold(bold)
    return font

MIN_SHRINK = 0.85  # a label may get this much smaller than its nominal size
MIN_SIZE = 18.0  # scene units: 11.5 px at the smallest window


@dataclass
class FittedText:
    """A text as drawn: its font, the (possibly elided) text and its size."""

    font: QFont
    text: str
    width: float
    height: float
    elided: bool

    @property
    def pixel_size(self) -> float:
        return float(self.font.pixelSize())


def fit_text(text: str, size: float, bold: bool, width: float, height: float,
             least: float = 0.0) -> FittedText:
    """The largest font from ``size`` down to its floor that shows ``text``
    whole in ``width`` x ``height`` scene units (elided only if none does);
    ``least``: a grown label's usual size, whose floor is its floor too."""
    floor = min(size, max(MIN_SIZE, (least or size) * MIN_SHRINK))
    px = round(size)
    while True:
        font = table_font(px, bold)
        metrics = QFontMetricsF(font)
        tw = metrics.horizontalAdvance(text)
        th = metrics.height()
        if (tw <= width and th <= height + 1) or px - 1 < floor:
            break
        px -= 1
    if tw <= width:
        return FittedText(font, text, tw, th, False)
    cut = metrics.elidedText(text, Qt.TextElideMode.ElideRight, width)
    return FittedText(font, cut, metrics.horizontalAdvance(cut), th, True)
