"""Players' names in the printed sheet's header: whole words, never broken.

A column of a six-player sheet is about 28 mm wide, narrower than
"Großmutter Hildegard ★" at the sheet's 10.5 pt. The name keeps its words
whole (``name_fit``): it gets a smaller size, then a second line broken
between words, and only a name too long even at the smallest size shows a
short form, which the "Players:" line explains ("Name (GH)").
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QFontMetricsF, QImage, QPaintDevice

from cardtable.ui.name_fit import header_lines, name_lines
from cardtable.ui.printing.fonts import sheet_font

#: the sizes a name may take, largest first (points)
NAME_POINTS = (10.5, 9.5, 8.5, 7.5, 6.5, 5.5)
#: a name takes at most this many lines
NAME_LINES = 2
REFERENCE_DPI = 1200


@dataclass(frozen=True)
class PaperName:
    """How one player's name is printed: size, lines, and whether it is a short form."""

    points: float
    lines: list[str]
    short: bool


def _reference() -> QImage:
    """A paint device of a printer's resolution, to measure without one."""
    image = QImage(4, 4, QImage.Format.Format_RGB32)
    dots = round(REFERENCE_DPI / 0.0254)
    image.setDotsPerMeterX(dots)
    image.setDotsPerMeterY(dots)
    return image


def fit_paper_name(names: list[str], index: int, suffix: str, width_mm: float, height_mm: float,
                   device: QPaintDevice | None = None) -> PaperName:
    """Player ``index``'s name with ``suffix`` (" ★") in a box of the given size."""
    device = device if device is not None else _reference()
    per_mm = device.logicalDpiX() / 25.4
    width = width_mm * per_mm
    max_lines = 1
    for points in NAME_POINTS:
        metrics = QFontMetricsF(sheet_font(points), device)
        max_lines = max(1, min(NAME_LINES, int(height_mm * device.logicalDpiY() / 25.4
                                               // metrics.lineSpacing())))
        lines = name_lines(names[index], suffix, metrics.horizontalAdvance, width, max_lines)
        if lines is not None:
            return PaperName(points, lines, False)
    metrics = QFontMetricsF(sheet_font(NAME_POINTS[-1]), device)
    lines, short = header_lines(names, index, suffix, metrics.horizontalAdvance, width, max_lines)
    return PaperName(NAME_POINTS[-1], lines, short)
