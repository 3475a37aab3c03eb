"""Start-up stays quick: the first frame needs no engine or save code.

The check runs in a fresh interpreter, because this test session has long
imported everything. Times belong in benchmarks/startup.py; this test only
guards what gets imported before the first frame.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import cardtable.persistence as persistence

ROOT = Path(__file__).resolve().parents[2]

CHILD = r"""
import enum, sys
made = []  # the enum classes PySide6 builds (it builds them on first use)
create = enum.EnumType._create_
def spy(cls, class_name, *args, **kwargs):
    made.append(class_name)
    return create(cls, class_name, *args, **kwargs)
enum.EnumType._create_ = spy
from cardtable import app
assert app.platform_problem() is None
qapp, window = app.build(app.parse_args(["--lang", "de"]))
window.show()
qapp.processEvents()
loaded = sorted(m for m in sys.modules
                if m.startswith(("cardtable", "PySide6.Qt", "json", "subprocess", "sqlite3")))
import json  # only now: the app must not need it
print(json.dumps({"modules": loaded, "enums": made}))
"""

# Modules the start page must not need before its first frame.
LATE = (
    "cardtable.engine",
    "cardtable.persistence.savefile",
    "cardtable.persistence.autosave",
    "cardtable.controller",
    "cardtable.ui.table",
    "cardtable.ui.card_art",
    "cardtable.ui.dialogs.new_game",
    "cardtable.ui.dialogs.privacy",
    "cardtable.ui.start.start_lists",
    "cardtable.ui.start.thumbnails",
    "cardtable.ui.window.game_starts",
    "cardtable.ui.window.file_actions",
    "cardtable.ui.window.window_commands",  # what the menus open beside the game
    "cardtable.ui.window.window_game",  # a game played here: its controller
    "json",
    "subprocess",
    "cardtable.ui.scoresheet",
    "cardtable.ui.stats",  # statistics and history windows
    "cardtable.stats",
    "cardtable.tutorial",
    "cardtable.ui.printing",
    "cardtable.ui.tutorial",
    "cardtable.ui.docks.move_log",
    "cardtable.ai",
    "cardtable.persistence.history",  # the history database opens after the first frame
    "sqlite3",
    "PySide6.QtSvg",
    "PySide6.QtPrintSupport",
)


def test_first_frame_imports_no_engine_save_or_table_code_nor_qt_enums(tmp_path):
    env = dict(os.environ, CARDTABLE_DATA_DIR=str(tmp_path), QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    out = subprocess.run([sys.executable, "-c", CHILD], env=env, capture_output=True, text=True,
                         check=True, cwd=tmp_path).stdout
    facts = json.loads(out.strip().splitlines()[-1])
    loaded = facts["modules"]
    assert "cardtable.ui.window.main_window" in loaded
    early = [m for m in loaded if m.startswith(LATE)]
    assert early == []
    # PySide6 builds every enum of the Qt namespace at its first use (about
    # 15% of a bare window's start): the first frame does without them
    assert "AlignmentFlag" not in facts["enums"]  # one of the Qt namespace's 100


# As ``cardtable`` starts without a file: the autosaves are looked at (which
# loads the save-file code and both engines) once the start page is on screen.
BEGIN = r"""
import sys
from PySide6.QtCore import QEvent, QObject
from cardtable import app
qapp, window = app.build(app.parse_args(["--lang", "de"]))
done = set()  # "painted", "checked": the run ends once both happened
class FirstFrame(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and "painted" not in done:
            self.loaded = sorted(sys.modules)
            done.add("painted")
            if "checked" in done:
                qapp.quit()
        return False
first = FirstFrame()
window.installEventFilter(first)
check = app.check_autosaves
def checked(window):
    check(window)
    done.add("checked")
    if "painted" in done:
        qapp.quit()
app.check_autosaves = checked
app.begin(window, app.parse_args([]))
window.show()
qapp.exec()
import json
print(json.dumps({"first_frame": first.loaded, "after": sorted(sys.modules)}))
"""


def test_the_autosaves_are_looked_at_after_the_first_frame(tmp_path):
    env = dict(os.environ, CARDTABLE_DATA_DIR=str(tmp_path), QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    out = subprocess.run([sys.executable, "-c", BEGIN], env=env, capture_output=True, text=True,
                         check=True, cwd=tmp_path).stdout
    facts = json.loads(out.strip().splitlines()[-1])
    assert [m for m in facts["first_frame"] if m.startswith(LATE)] == []
    assert "cardtable.ui.start.resume" not in facts["first_frame"]
    assert "cardtable.ui.start.resume" in facts["after"]  # and then they were


def test_persistence_names_load_on_first_use():
    assert sorted(persistence.__all__) == sorted(persistence._HOMES)
    for name in persistence.__all__:
        assert getattr(persistence, name) is not None


IDLE = r"""
import sys
from PySide6.QtWidgets import QApplication
qapp = QApplication([])
from cardtable.ui.start import start_lists
import json
print(json.dumps({"hosted": len(start_lists.hosted_tables()),
                  "loaded": sorted(m for m in sys.modules if m.startswith(("asyncio", "ssl", "cardtable.net")))}))
"""


def test_the_start_page_lists_no_network_table_without_loading_the_network_code(tmp_path):
    """With no hosted network table on disk (the usual case) the start page's
    lists load neither asyncio, ssl nor the network code."""
    env = dict(os.environ, CARDTABLE_DATA_DIR=str(tmp_path), QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    out = subprocess.run([sys.executable, "-c", IDLE], env=env, capture_output=True, text=True,
                         check=True, cwd=tmp_path).stdout
    facts = json.loads(out.strip().splitlines()[-1])
    assert facts == {"hosted": 0, "loaded": []}


def test_the_table_takes_the_sheet_words_without_loading_printing(tmp_path):
    """Phase 10's table labels its phases with the score sheet's words
    (``ui.printing.sheet_texts``); that loads neither the print dialogs nor
    Qt's print support: they wait for the first print."""
    child = ("import sys, json\n"
             "import cardtable.ui.table.games.phase10_labels\n"
             "print(json.dumps(sorted(m for m in sys.modules if m.endswith(('QtPrintSupport', 'printing.dialogs')))))")
    env = dict(os.environ, CARDTABLE_DATA_DIR=str(tmp_path), QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    out = subprocess.run([sys.executable, "-c", child], env=env, capture_output=True, text=True,
                         check=True, cwd=tmp_path).stdout
    assert json.loads(out.strip().splitlines()[-1]) == []
