"""A modal dialog that rebuilds its rows when one of its combo boxes changes
(the Phase 10 lay-down panel: a card moved to the other group) never deletes
that combo box while its key press is still being handled: the old rows go
once the event is done (``deleteLater``). Deleting it at once crashed the app
now and then (a segmentation fault in QComboBox's key press), so the key
presses run in a child process: a crash fails the test instead of ending the run."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

CHILD = r"""
import json
from types import SimpleNamespace

from PySide6.QtCore import QEvent, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

app = QApplication([])
from cardtable.engine.phase10.melds import find_phase
from cardtable.ui.card_art import CardArt
from cardtable.ui.table.games.phase10_laydown import LayDialog

hand = ["R3", "G3", "B3", "Y4", "R5", "G6", "B7", "W", "Y9", "R10"]
dialog = LayDialog(SimpleNamespace(check=lambda action: None), CardArt(), 2, find_phase(hand, 2, "per_phase"))
dialog.setModal(True)
dialog.show()
app.processEvents()
report = {"presses": 0, "deleted_inside": 0, "rebuilt": 0}
for key in [Qt.Key.Key_Down, Qt.Key.Key_Up, Qt.Key.Key_End, Qt.Key.Key_Home, Qt.Key.Key_PageDown] * 4:
    combo = dialog.combos[0][0]
    inside = [True]
    combo.destroyed.connect(lambda *_a, inside=inside: report.__setitem__(
        "deleted_inside", report["deleted_inside"] + inside[0]))
    combo.setFocus()
    QTest.keyClick(combo, key)
    inside[0] = False
    report["presses"] += 1
    report["rebuilt"] += dialog.combos[0][0] is not combo
    app.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    app.processEvents()
print(json.dumps(report))
"""


def test_keys_on_a_combo_box_that_rebuilds_its_dialog_crash_nothing():
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=os.pathsep.join(p for p in (str(ROOT), os.environ.get("PYTHONPATH", "")) if p))
    done = subprocess.run([sys.executable, "-X", "faulthandler", "-c", CHILD], capture_output=True, text=True,
                          env=env, cwd=ROOT, timeout=120, check=False)
    assert done.returncode == 0, done.stderr[-3000:]
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["presses"] == 20 and report["rebuilt"] >= 5  # the keys moved cards: the rows were rebuilt
    assert report["deleted_inside"] == 0  # never inside its own key press
