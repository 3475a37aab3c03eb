"""A Chinese name draws in an English or German window, not as empty boxes.

A player may type any name; the window must draw it in every interface
language on a computer without any CJK font (the bundled font is a fallback
everywhere, not only in zh-TW). Each language runs in a child process whose
fontconfig sees only DejaVu Sans, so nothing but the bundled font can draw
the name. A text is drawn when its picture differs from the picture of two
unassigned code points (Qt's missing-glyph boxes).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

DEJAVU = Path("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
NAMES = ["小美", "陳瑋婕", "阿嬤"]  # 瑋 婕: Big5 level 2, common in given names

CHILD = textwrap.dedent(
    """
    import json, sys
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QImage, QPainter
    from PySide6.QtWidgets import QApplication, QGraphicsScene, QLabel, QListWidget
    app = QApplication([])
    from cardtable.ui.i18n import Translations
    Translations(app).switch(sys.argv[1])
    from cardtable.ui.start.start_lists import GameList
    BOX = "\\u0378"  # unassigned: drawn as the missing-glyph box

    def listed(make, text):
        widget = make()
        widget.addItem(text)
        widget.resize(240, 60)
        return widget.grab().toImage()

    def label(text):
        widget = QLabel(text)
        widget.resize(240, 40)
        return widget.grab().toImage()

    def seat(text):
        from cardtable.ui.table.items import LabelItem
        from cardtable.ui.table.layout import TextSpec
        scene = QGraphicsScene(0, 0, 240, 40)
        scene.addItem(LabelItem(TextSpec("seat", {}, (0, 0, 240, 40), 22.0), text))
        image = QImage(240, 40, QImage.Format.Format_ARGB32)
        image.fill(QColor("#1f6b3f"))
        painter = QPainter(image)
        scene.render(painter, QRectF(0, 0, 240, 40), QRectF(0, 0, 240, 40))
        painter.end()
        return image

    places = {"start page entry": lambda t: listed(GameList, t),
              "waiting panel seat": lambda t: listed(QListWidget, t),
              "label": label, "table seat": seat}
    drawn = {}
    for place, draw in places.items():  # the table last: it loads the bundled font itself
        for name in json.loads(sys.argv[2]):
            picture = draw(name)
            drawn[f"{place}: {name}"] = picture != draw(BOX * len(name))
            if place == "start page entry" and name == "小美":
                picture.save(sys.argv[3])
    print(json.dumps(drawn))
    """
)


@pytest.mark.parametrize("lang", ["en", "de", "zh_TW"])
def test_a_chinese_name_draws_in_every_language_without_system_cjk_fonts(tmp_path, lang):
    font_dir = tmp_path / "fonts"
    font_dir.mkdir()
    (font_dir / DEJAVU.name).symlink_to(DEJAVU)
    conf = tmp_path / "fonts.conf"
    conf.write_text(
        '<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig>'
        f"<dir>{font_dir}</dir><cachedir>{tmp_path / 'cache'}</cachedir></fontconfig>",
        encoding="utf-8",
    )
    env = {**os.environ, "FONTCONFIG_FILE": str(conf), "QT_QPA_PLATFORM": "offscreen"}
    env.pop("FONTCONFIG_PATH", None)
    out = subprocess.run(
        [sys.executable, "-c", CHILD, lang, json.dumps(NAMES, ensure_ascii=False), str(tmp_path / "x.png")],
        env=env, check=True, timeout=120, capture_output=True, text=True,
        cwd=Path(__file__).resolve().parents[2],
    )
    drawn = json.loads(out.stdout.strip().splitlines()[-1])
    assert [where for where, ok in drawn.items() if not ok] == []
