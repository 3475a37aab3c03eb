"""What the main window's first frame does not wait for, and that it still
comes right afterwards: the collector's passes, Qt's accessibility classes,
the Chinese spacing pattern; the bundled font is there in every language.

Each check runs in a fresh interpreter, as ``cardtable`` starts: this test
session has long imported and registered everything. Times belong in
benchmarks/startup.py; these tests only guard what happens when.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

CHILD = r"""
import enum, gc, json, sys
made = []  # the enum classes PySide6 builds (it builds them on first use)
create = enum.EnumType._create_
def spy(cls, class_name, *args, **kwargs):
    made.append(class_name)
    return create(cls, class_name, *args, **kwargs)
enum.EnumType._create_ = spy
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QFontDatabase
from cardtable import app
from cardtable.ui import i18n
from cardtable.ui.bundled_font import FAMILY
name = sys.argv[2]
if name:  # a player's name the start page shows under a one-click start
    from cardtable.ui.settings import Settings
    Settings().set_new_game_choices({"game": "phase10", "players": 2,
                                     "seats": [{"kind": "human", "name": name},
                                               {"kind": "computer", "level": "medium"}]})
qapp, window = app.build(app.parse_args(["--lang", sys.argv[1]]))
facts = {"collecting_when_built": gc.isenabled()}
class FirstFrame(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and "enums" not in facts:
            QTimer.singleShot(200, qapp.quit)  # the start page's work after its first frame
            facts["enums"] = list(made)
            facts["font_at_first_frame"] = FAMILY in QFontDatabase.families()
            facts["cjk_pattern"] = i18n._cjk_gap.cache_info().currsize
        return False
first = FirstFrame()
window.installEventFilter(first)
window.show()
qapp.exec()
facts["collecting_after"] = gc.isenabled()
facts["font_after"] = FAMILY in QFontDatabase.families()
print(json.dumps(facts))
"""


def _first_frame(tmp_path: Path, lang: str, name: str = "") -> dict[str, object]:
    env = dict(os.environ, CARDTABLE_DATA_DIR=str(tmp_path), QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    out = subprocess.run([sys.executable, "-c", CHILD, lang, name], env=env, capture_output=True,
                         text=True, check=True, cwd=tmp_path).stdout
    return json.loads(out.strip().splitlines()[-1])


def test_the_first_frame_waits_for_no_collection_accessibility_or_spacing_pattern(tmp_path):
    facts = _first_frame(tmp_path, "en")
    assert facts["collecting_when_built"] is False  # the collector rests while the window is built
    assert facts["collecting_after"] is True  # and collects again from the first frame on
    assert "AnnouncementPoliteness" not in facts["enums"]  # QAccessible is built at the first sentence
    assert facts["cjk_pattern"] == 0  # compiled at the first Chinese text, not at import
    assert facts["font_at_first_frame"] is True  # a name typed in Chinese draws in every language


def test_a_chinese_name_on_the_start_page_has_the_bundled_font_in_the_first_frame(tmp_path):
    facts = _first_frame(tmp_path, "en", "媽媽")
    assert facts["font_at_first_frame"] is True


def test_traditional_chinese_has_the_bundled_font_in_the_first_frame(tmp_path):
    facts = _first_frame(tmp_path, "zh_TW")
    assert facts["font_at_first_frame"] is True
