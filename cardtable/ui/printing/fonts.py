"""The bundled font: registered with Qt on first use, then used for sheets.

Printed sheets use the bundled "Cardtable Sans TC" (a subset of Noto Sans CJK
TC, see assets/fonts/README.md) for every language, so a sheet looks the same
on every machine, German umlauts and Traditional Chinese glyphs included,
and the PDF always embeds a font we are allowed to embed (SIL OFL).

The font itself is registered by ``ui.bundled_font`` (the interface needs it
before its first frame, without the printing modules).
"""

from __future__ import annotations

from PySide6.QtGui import QFont

from cardtable.ui.bundled_font import FAMILY, FONT_FILE, bundled_family

sheet_font_family = bundled_family  # the family every printed sheet uses


def sheet_font(point_size: float, bold: bool = False) -> QFont:
    """A sheet font of ``point_size`` points (bold is drawn by Qt)."""
    font = QFont(sheet_font_family())
    font.setPointSizeF(point_size)
    font.setBold(bold)
    font.setStyleStrategy(QFont.StyleStrategy.PreferOutline)
    return font


__all__ = ["FAMILY", "FONT_FILE", "sheet_font", "sheet_font_family"]
