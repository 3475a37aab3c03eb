"""The score sheet's legend explains exactly the short names its header shows.

Started while the sheet was a tab behind the Moves, a six-seat game at
1920x1080 wrote its legend from the narrow columns of the hidden sheet
("C2 = Computer 2") and kept it when the sheet came to the front with
columns wide enough for "Computer 2": the header now checks its short forms
whenever it is shown or resized. The window is built as the app builds it
(a child process with its own data folder), in English, German and Chinese.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

CHILD = textwrap.dedent(
    """
    import json, sys
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication
    app = QApplication([])
    from cardtable.app import build, parse_args
    _app, window = build(parse_args(["--lang", sys.argv[1]]), app)
    window.resize(1920, 1080)
    window.show()
    QTest.qWait(100)
    kind = "phase10-computer"
    choices = window.settings.quick_start_choices(kind)
    choices["players"] = 6
    choices["seats"] = [{"kind": "human"}] + [{"kind": "computer", "level": "easy"}] * 5
    window.settings.set_new_game_choices(choices)
    window.settings.set_ai_speed_ms(5000)  # no move refreshes the sheet meanwhile
    window.quick_start(kind)
    QTest.qWait(300)
    dock = window.score_dock
    window.move_log.show()
    window.move_log.raise_()
    QTest.qWait(100)
    dock.show()
    dock.raise_()
    QTest.qWait(200)
    header = dock.view.horizontalHeader()
    sheet = dock.model.sheet
    out = []
    legend = dock.summary.text()
    for column in range(dock.model.columnCount()):
        lines = header.section_lines(column)
        # the legend's entry for this column ("C2 = Computer 2"), with whatever short form
        explained = QCoreApplication.translate("ScoreSheetDock", "{short} = {name}").format(
            short="", name=sheet.players[column]).strip()
        out.append({"lines": lines, "short": column in header.shortened(),
                    "in_legend": any(part.strip().endswith(explained)
                                     for line in legend.splitlines() for part in line.split("·"))})
    print(json.dumps(out))
    window.close_game()
    """
)


@pytest.mark.parametrize("lang", ["en", "de", "zh_TW"])
def test_the_legend_follows_the_header_when_the_sheet_comes_to_the_front(tmp_path, lang):
    env = {**os.environ, "CARDTABLE_DATA_DIR": str(tmp_path), "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-c", CHILD, lang], env=env, check=True, timeout=120,
                          capture_output=True, text=True, cwd=Path(__file__).resolve().parents[2])
    columns = json.loads(done.stdout.strip().splitlines()[-1])
    assert len(columns) == 6
    wrong = [c for c in columns if c["in_legend"] != c["short"]]
    assert wrong == [], columns
