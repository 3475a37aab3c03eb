"""The bundled font ("Cardtable Sans TC"), registered with Qt once.

Why a module of its own: the interface registers the font so that a name
typed in Chinese draws in every language on a machine without a CJK font,
and the printed sheets use the same font; importing it from the printing
package would load Qt's print support at start-up.

The language switch (``i18n.Translations``) registers it before the first
frame in every language (about 1 ms): any window may show a name in Chinese,
whatever path opened it.
"""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontDatabase

from cardtable.resources import asset

FONT_FILE = "CardtableSansTC-Regular.otf"
FAMILY = "Cardtable Sans TC"

_registered: list[str] = []


def bundled_family() -> str:
    """Register the bundled font once (needs a QGuiApplication); its family.

    Falls back to the default sans-serif family if the file is missing or
    unreadable (names and sheets still draw, maybe without Chinese glyphs).
    """
    if not _registered:
        font_id = QFontDatabase.addApplicationFont(str(asset("fonts", FONT_FILE)))
        families = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
        _registered.append(families[0] if families else QFont().defaultFamily())
    return _registered[0]


__all__ = ["FAMILY", "FONT_FILE", "bundled_family"]
