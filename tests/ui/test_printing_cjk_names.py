"""Chinese player names print in the bundled Traditional Chinese face.

The bundled "Cardtable Sans TC" must hold Taiwan's common characters, so a
name such as 陳美玲 prints with Traditional glyphs on a machine without any
CJK font (no tofu boxes) and on one that has only a Japanese font (no
Japanese glyph forms). Each case runs in a child process whose fontconfig
sees only the fonts we give it, then the PDF's fonts and text are read back.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from pypdf import PdfReader

DEJAVU = Path("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
JAPANESE = Path("/usr/share/fonts/opentype/ipafont-gothic/ipag.ttf")
KNOWN = ["陳美玲", "林志豪", "王雅婷", "李爸爸", "阿嬤", "黃媽媽"]


def common_characters() -> list[str]:
    """Big5 level 1 (0xA440-0xC67E), Taiwan's common characters."""
    found = []
    for code in range(0xA440, 0xC67F):
        try:
            found.append(bytes((code >> 8, code & 0xFF)).decode("big5"))
        except UnicodeDecodeError:
            continue
    return found


def names() -> list[str]:
    rng = random.Random(14)
    pool = common_characters()
    return KNOWN + ["".join(rng.choice(pool) for _ in range(3)) for _ in range(24)]


CHILD = textwrap.dedent(
    """
    import json, sys, dataclasses
    from PySide6.QtGui import QGuiApplication
    app = QGuiApplication([])
    from cardtable.ui.printing.render import write_pdf
    from cardtable.ui.scoresheet.sheet_data import blank_sheet
    names = json.loads(sys.argv[2])
    for i in range(0, len(names), 6):
        sheet = dataclasses.replace(blank_sheet("phase10", 6, "zh_TW"), players=tuple(names[i:i + 6]))
        write_pdf(f"{sys.argv[1]}/names{i // 6}.pdf", sheet)
    """
)


def print_names(tmp_path: Path, fonts: list[Path]) -> list[Path]:
    font_dir = tmp_path / "fonts"
    font_dir.mkdir()
    for font in fonts:
        (font_dir / font.name).symlink_to(font)
    conf = tmp_path / "fonts.conf"
    conf.write_text(
        '<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig>'
        f"<dir>{font_dir}</dir><cachedir>{tmp_path / 'cache'}</cachedir></fontconfig>",
        encoding="utf-8",
    )
    env = {**os.environ, "FONTCONFIG_FILE": str(conf), "QT_QPA_PLATFORM": "offscreen"}
    env.pop("FONTCONFIG_PATH", None)
    import json

    subprocess.run(
        [sys.executable, "-c", CHILD, str(tmp_path), json.dumps(names(), ensure_ascii=False)],
        env=env, check=True, timeout=120, cwd=Path(__file__).resolve().parents[2],
    )
    return sorted(tmp_path.glob("names*.pdf"))


def check_pdfs(pdfs: list[Path]) -> None:
    assert pdfs
    text = ""
    for pdf in pdfs:
        reader = PdfReader(pdf)
        for page in reader.pages:
            fonts = page["/Resources"]["/Font"]
            base_fonts = {str(fonts[key].get_object()["/BaseFont"]) for key in fonts}
            # Only the bundled face: a missing glyph would pull in another font.
            assert base_fonts and all("CardtableSansTC" in name for name in base_fonts), base_fonts
            text += page.extract_text()
    for name in names():
        assert name in text, f"{name} did not print"


def test_bundled_face_covers_common_characters(qapp):
    from PySide6.QtGui import QFont, QFontMetricsF

    from cardtable.ui.printing.fonts import FAMILY, sheet_font_family

    assert sheet_font_family() == FAMILY
    metrics = QFontMetricsF(QFont(FAMILY))
    pool = common_characters()
    assert len(pool) >= 4808
    missing = [ch for ch in pool if not metrics.inFontUcs4(ord(ch))]
    assert not missing, "".join(missing[:40])
    for ch in "，。：；！？「」（）、":
        assert metrics.inFontUcs4(ord(ch)), ch


@pytest.mark.skipif(not DEJAVU.is_file(), reason="needs DejaVu Sans as the only system font")
def test_names_print_without_any_cjk_font(tmp_path):
    check_pdfs(print_names(tmp_path, [DEJAVU]))


@pytest.mark.skipif(not (DEJAVU.is_file() and JAPANESE.is_file()),
                    reason="needs a Japanese-only font (Debian fonts-ipafont-gothic)")
def test_names_print_in_the_tc_face_beside_a_japanese_font(tmp_path):
    check_pdfs(print_names(tmp_path, [DEJAVU, JAPANESE]))
