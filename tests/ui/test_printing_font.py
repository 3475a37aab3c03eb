"""The bundled OFL font: present, small, licensed, registered, and covering
every character the printed sheets use (so zh-TW prints without any
system CJK font)."""

from __future__ import annotations

from PySide6.QtGui import QColor, QFont, QFontMetricsF

from cardtable.resources import asset
from cardtable.ui.printing.fonts import FAMILY, FONT_FILE, sheet_font_family
from cardtable.ui.printing.render import render_image
from cardtable.ui.printing.sheet_texts import PHASES, TEXTS
from cardtable.ui.scoresheet.sheet_data import blank_sheet


def test_font_file_is_small_and_licensed():
    font = asset("fonts", FONT_FILE)
    assert font.is_file() and font.stat().st_size < 4_200_000  # all of Big5, ~13,400 characters, about 3.8 MB
    license_text = asset("fonts", "OFL.txt").read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE Version 1.1" in license_text
    assert "tools/make_font_subset.py" in asset("fonts", "README.md").read_text(encoding="utf-8")


def test_font_registers_and_covers_all_sheet_texts(qapp):
    assert sheet_font_family() == FAMILY
    metrics = QFontMetricsF(QFont(FAMILY))
    used = set()
    for table in TEXTS.values():
        for value in table.values():
            used.update(value)
    for phases in PHASES.values():
        for value in phases:
            used.update(value)
    missing = sorted(ch for ch in used if not ch.isspace() and not metrics.inFontUcs4(ord(ch)))
    assert not missing, f"rebuild the font (tools/make_font_subset.py): {''.join(missing)}"


def test_zh_tw_sheet_paints_glyphs(qapp):
    image = render_image(blank_sheet("phase10", 4, "zh_TW"), dpi=60)
    # the title row ("Phase 10 計分表") holds dark pixels right of "Phase 10"
    dark = 0
    for x in range(image.width() // 4, image.width() // 2):
        for y in range(25, 60):
            if QColor(image.pixel(x, y)).lightness() < 128:
                dark += 1
    assert dark > 30
