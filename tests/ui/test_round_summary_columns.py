"""The round summary shows every column whatever the cards left: six players
with ten cards each at 1920x1080 (the words grown with the window) pushed
"Points this round", "Phase" and "Total" out of the dialog, the sums cut.
The list of cards left now wraps in its cell within the room the screen
gives; every column lies inside the table and the dialog inside the screen,
in English, German and Traditional Chinese, on a real 1920x1080 and a
1024x700 offscreen screen (a child process each: the screen is chosen when
the application starts)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CHILD = textwrap.dedent(
    """
    import json, sys
    sys.path.insert(0, "tests/ui")
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QWidget
    app = QApplication([])
    from table_helpers import installed_language
    from cardtable.ui.dialogs.fitting import screen_area
    from cardtable.ui.dialogs.round_summary import RoundSummaryDialog

    TEN = [("r1", 5), ("b7", 5), ("g4", 5), ("b7", 5), ("b3", 5), ("r7", 5), ("g7", 5), ("r5", 5),
           ("b4", 5), ("W", 25)]
    area = screen_area(QWidget())
    out = {}
    for lang in ("en", "de", "zh_TW"):
        with installed_language(lang):
            owner = QWidget()
            owner.resize(area.width(), area.height())
            record = {"number": 1, "points": [70] * 5 + [0], "totals": [70] * 5 + [0], "went_out": 5,
                      "phases": [1] * 6, "completed": [False] * 5 + [True]}
            dialog = RoundSummaryDialog(record, [f"Computer {n}" for n in range(1, 7)], [1] * 5 + [2], owner,
                                        [TEN] * 5 + [[]])
            dialog.show()
            QTest.qWaitForWindowExposed(dialog)
            table, header = dialog.table, dialog.table.horizontalHeader()
            out[lang] = {
                "sections": [header.sectionSize(c) for c in range(table.columnCount())],
                "needed": [header.sectionSizeFromContents(c).width() for c in range(table.columnCount())],
                "viewport": table.viewport().width(), "one_line": table.sizeHintForColumn(1),
                "rows": [table.rowHeight(r) for r in range(table.rowCount())],
                "dialog": dialog.width(), "screen": area.width(), "first": dialog.rows()[0],
            }
            dialog.close()
    print(json.dumps(out))
    """)


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 700)])
def test_six_long_hands_leave_every_column_in_view(tmp_path, size):
    width, height = size
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [{"name": "screen", "x": 0, "y": 0, "width": width,
                                               "height": height, "logicalDpi": 96,
                                               "logicalBaseDpi": 96, "dpr": 1}]}))
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}"}
    run = subprocess.run([sys.executable, "-c", CHILD], env=env, check=True, timeout=300,
                         capture_output=True, text=True, cwd=ROOT)
    for lang, seen in json.loads(run.stdout.strip().splitlines()[-1]).items():
        sections = seen["sections"]
        assert sum(sections) <= seen["viewport"], (lang, sections, seen["viewport"])
        assert all(need <= got for need, got in zip(seen["needed"], sections, strict=True)), (lang, seen)  # no header cut
        if seen["one_line"] > sections[1]:  # longer than its column: on more lines, all of it shown
            assert seen["rows"][0] > seen["rows"][5], (lang, "the long list wraps onto more lines")
        assert seen["dialog"] <= seen["screen"], (lang, seen["dialog"], seen["screen"])
        assert seen["first"][1].endswith("= 70") and seen["first"][4] == "70", (lang, seen["first"])
