"""The bundled font: registered with Qt on first use, then used for sheets.

Printed sheets use the bundled "Cardtable Sans TC" (a subset of Noto Sans CJK
TC, see assets/fonts/README.md) for every language, so a sheet looks the same
on every machine, German umlauts and Traditional Chinese glyphs included,
and the PDF always embeds a font we are allowed to embed (SIL OFL).

``sheet_font_family()`` also serves the interface: the main window may add
the family as a fallback for zh-TW (``QFont.setFamilies``).
"""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontDatabase

from cardtable.resources import asset

FONT_FILE = "CardtableSansTC-Regular.otf"
FAMILY = "Cardtable Sans TC"

_registered: list[str] = []


def sheet_font_family() -> str:
    """Register the bundled font once (needs a QGuiApplication); its family.

    Falls back to the default sans-serif family if the file is missing or
    unreadable (the sheet still prints, maybe without Chinese glyphs).
    """
    if not _registered:
        font_id = QFontDatabase.addApplicationFont(str(asset("fonts", FONT_FILE)))
        families = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
        _registered.append(families[0] if families else QFont().defaultFamily())
    return _registered[0]


def sheet_font(point_size: float, bold: bool = False) -> QFont:
    """A sheet font of ``point_size`` points (bold is drawn by Qt)."""
    font = QFont(sheet_font_family())
    font.setPointSizeF(point_size)
    font.setBold(bold)
    font.setStyleStrategy(QFont.StyleStrategy.PreferOutline)
    return font
