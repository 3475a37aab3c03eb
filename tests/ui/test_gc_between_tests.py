"""Why the UI tests' cycle collector runs only between tests (tests/ui/conftest.py).

A window that is cyclic garbage but still shown (what a test's table is once
the test function returns: pytest-qt holds it by weak reference only) is
destroyed, with all its children, by a cycle collection. If that collection
starts inside a Python event handler of one of its children, the child is
deleted under the running handler: a segmentation fault, the signature of the
intermittent worker crashes in CI. The scenario runs in a child process.
"""

from __future__ import annotations

import gc
import subprocess
import sys

SCENARIO = """
import gc, os, sys
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QApplication, QWidget

app = QApplication([])
protect = sys.argv[1] == "protect"
gc.set_threshold(1, 1, 1)  # collect at every allocation, so the timing is certain

class Child(QWidget):
    def paintEvent(self, event):
        junk = [[] for _ in range(100)]  # allocations: an automatic collection starts here
        painter = QPainter(self)
        painter.fillRect(self.rect(), 0)
        painter.end()

def a_test():
    window = QWidget()
    window.me = window  # a cycle, as signal connections to bound methods make
    Child(window).resize(100, 100)
    window.resize(200, 200)
    window.show()

if protect:
    gc.disable()
a_test()
for _ in range(10):
    app.processEvents()  # what pytest-qt does right after a test's call
for widget in app.topLevelWidgets():
    widget.close()  # pytest-qt's teardown
app.processEvents()
gc.enable()
gc.collect()
print("survived")
"""


def run(mode: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", SCENARIO, mode], capture_output=True, text=True,
                          timeout=120, check=False)


def test_the_cycle_collector_is_off_while_a_ui_test_runs():
    assert not gc.isenabled()


def test_a_garbage_window_collected_inside_a_childs_handler_crashes():
    unprotected = run("plain")
    assert unprotected.returncode != 0 and "survived" not in unprotected.stdout
    protected = run("protect")
    assert protected.returncode == 0 and "survived" in protected.stdout
