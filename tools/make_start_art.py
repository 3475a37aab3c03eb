"""Render the start page's pictures from the card SVGs into small PNGs.

    .venv/bin/python tools/make_start_art.py

Why PNGs: the start page is the first frame, and loading QtSvg and parsing
five card SVGs there cost more than the whole page may. A PNG
of the fan loads in about a millisecond. Writes, at twice the logical size
(sharp on high-DPI screens):

* ``assets/start/fan@2x.png`` and ``fan.png``: a fan of Phase 10 and Skip-Bo
  cards, for high-DPI and ordinary screens (the smaller one decodes in a
  third of the time);
* ``assets/start/back.png``: a card back, the picture of an unfinished game
  whose table thumbnail is missing or unreadable.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "start"
SCALE = 2  # physical pixels per logical pixel
FAN = (("phase10", "W"), ("phase10", "R7"), ("skipbo", "SB"), ("phase10", "B9"), ("skipbo", "12"))
CARD_WIDTH = 78  # logical pixels
FAN_SIZE = (300, 164)  # logical pixels
BACK_WIDTH = 56


def render_fan(art) -> None:
    from PySide6.QtCore import QPointF, QRectF, Qt
    from PySide6.QtGui import QImage, QPainter

    from cardtable.ui.card_art import card_height

    width, height = FAN_SIZE
    image = QImage(width * SCALE, height * SCALE, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
    painter.scale(SCALE, SCALE)
    pivot = QPointF(width / 2, height + 66)  # the cards turn around a point below the fan
    card = QRectF(-CARD_WIDTH / 2, -(height + 66) + 6, CARD_WIDTH, card_height(CARD_WIDTH))
    step = 15.0
    for index, (game, name) in enumerate(FAN):
        painter.save()
        painter.translate(pivot)
        painter.rotate((index - (len(FAN) - 1) / 2) * step)
        shadow = card.translated(2.5, 3.0)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(Qt.GlobalColor.black)
        painter.setOpacity(0.25)
        painter.drawRoundedRect(shadow, 6, 6)
        painter.setOpacity(1.0)
        art.paint(painter, card, game, name)
        painter.restore()
    painter.end()
    image.save(str(OUT / "fan@2x.png"))
    image.scaled(width, height, Qt.AspectRatioMode.IgnoreAspectRatio,
                 Qt.TransformationMode.SmoothTransformation).save(str(OUT / "fan.png"))


def render_back(art) -> None:
    pixmap = art.pixmap("phase10", "back", BACK_WIDTH, SCALE)
    pixmap.save(str(OUT / "back.png"))


def main() -> int:
    from PySide6.QtWidgets import QApplication

    from cardtable.ui.card_art import CardArt

    _app = QApplication.instance() or QApplication(sys.argv[:1])
    OUT.mkdir(parents=True, exist_ok=True)
    art = CardArt()
    render_fan(art)
    render_back(art)
    for path in sorted(OUT.glob("*.png")):
        print(path.relative_to(ROOT), path.stat().st_size, "bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
