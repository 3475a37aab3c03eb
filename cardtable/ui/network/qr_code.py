"""A QR code of a table's link, drawn by Qt from ``segno``'s module matrix.

Why: a phone joins a table by pointing its camera at the hosting screen;
typing ``http://192.168.1.20:8765/t/K7QM2X`` on a phone is where a family
gives up. ``segno`` (pure Python, no dependencies) makes the symbol; Qt
paints its modules black on white with the quiet zone around them, sharp
at any size and in the dark theme too (a camera needs the contrast).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

QUIET_ZONE = 4  # modules of white around the symbol (ISO/IEC 18004)
MODULE_PX = 4  # the size hint: 37 modules with the quiet zone for a table link, 148 px


def qr_matrix(text: str) -> list[list[bool]]:
    """The dark (True) and light modules of ``text``'s QR code, quiet zone included."""
    # segno (QR codes) loads only when a code is shown
    import segno

    symbol = segno.make(text, error="m", micro=False)
    return [[bool(module) for module in row] for row in symbol.matrix_iter(scale=1, border=QUIET_ZONE)]


class QrCode(QWidget):
    """A square QR code of one text (a link); empty until ``set_text``."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("qrCode")
        self._text = ""
        self._matrix: list[list[bool]] = []
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def text(self) -> str:
        return self._text

    def matrix(self) -> list[list[bool]]:
        return self._matrix

    def set_text(self, text: str) -> None:
        self._text = text
        self._matrix = qr_matrix(text) if text else []
        self.setFixedSize(self.sizeHint())
        self.update()

    def sizeHint(self) -> QSize:
        side = len(self._matrix) * MODULE_PX
        return QSize(side, side)

    def paintEvent(self, _event: QPaintEvent) -> None:
        if not self._matrix:
            return
        painter = QPainter(self)
        count = len(self._matrix)
        module = max(1, min(self.width(), self.height()) // count)  # whole pixels: no blurred edges
        side = module * count
        left, top = (self.width() - side) // 2, (self.height() - side) // 2
        painter.fillRect(QRectF(left, top, side, side), QColor("white"))
        dark = QColor("black")
        for y, row in enumerate(self._matrix):
            for x, on in enumerate(row):
                if on:
                    painter.fillRect(left + x * module, top + y * module, module, module, dark)
        painter.end()


__all__ = ["QrCode", "qr_matrix"]
