"""Zoomed in, a resize never recurses (the table's ``fit`` and its scroll bars).

Zoomed in, ``fit`` once turned the scroll bars on "as needed": a scale that
made a bar appear shrank the viewport, which called ``resizeEvent`` and
``fit`` again, whose smaller scale hid the bar, and so on until the C stack
overflowed (a segmentation fault) at some window sizes. The sizes seen and a
scan of many sizes run in a child process, so a crash fails the test instead
of killing the test run; in-process, the depth of nested ``resizeEvent`` calls
is counted (and cut, so the test itself cannot crash).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from cardtable.ui.table.view import TableView

ROOT = Path(__file__).resolve().parents[2]

SCENARIO = """
import os, sys, tempfile
from pathlib import Path
os.environ["QT_QPA_PLATFORM"] = "offscreen"
os.environ["CARDTABLE_DATA_DIR"] = tempfile.mkdtemp(prefix="cardtable-zoom-")
from PySide6.QtWidgets import QApplication
app = QApplication([])
from cardtable.ui.dialogs.new_game import NewGameDialog
from cardtable.ui.window.main_window import MainWindow
from cardtable.ui.settings import Settings

window = MainWindow(Settings(Path(os.environ["CARDTABLE_DATA_DIR"]) / "s.ini"))
window.show()

def start(game, players):
    dialog = NewGameDialog(None, window)
    dialog.set_choices({"game": game, "players": players, "seed": "5", "seats": [
        {"kind": "human" if i == 0 else "computer", "name": f"P{i}", "level": "easy"}
        for i in range(players)]})
    dialog.seed.setText("5")
    choice, problem = dialog.build_choice()
    dialog.deleteLater()
    window.settings.set_ai_speed_ms(0)
    window.start_game(choice)
    window.controller.set_paused(True)  # only the window's size changes
    app.processEvents()

def size(w, h):
    print("size", w, h, flush=True)
    window.resize(w, h)
    app.processEvents()

def zoom(times):
    window.act_zoom_reset.trigger()
    for _ in range(times):
        window.act_zoom_in.trigger()
    app.processEvents()

# seen: Phase 10, 4 players, 800x800, zoom in once, 912x800
start("phase10", 4)
size(800, 800); zoom(1); size(912, 800)
# seen: Skip-Bo, 2 players, height 600, 7 px wider at a time (crashed near 1276x600)
start("skipbo", 2)
size(800, 600); zoom(1)
for w in range(800, 1400, 7):
    size(w, 600)
# a scan: both games, 2-6 players, one and two zoom steps, widths and heights
for game, players in (("phase10", 3), ("phase10", 6), ("skipbo", 4), ("skipbo", 5)):
    start(game, players)
    for times in (1, 2):
        size(900, 700); zoom(times)
        for w in range(880, 1000, 5):
            size(w, 700)
        for h in range(600, 720, 5):
            size(950, h)
print("survived", flush=True)
"""


def test_resizes_zoomed_in_never_crash_in_a_child_process():
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]))
    done = subprocess.run([sys.executable, "-X", "faulthandler", "-c", SCENARIO], capture_output=True,
                          text=True, timeout=300, check=False, env=env, cwd=ROOT)
    last = [line for line in done.stdout.splitlines() if line.startswith("size")][-1:]
    assert done.returncode == 0 and "survived" in done.stdout, (
        f"exit code {done.returncode} after {last}: {done.stderr[-2000:]}")


@pytest.fixture
def resize_depth(monkeypatch):
    """The deepest nesting of ``TableView.resizeEvent`` calls seen (a nesting
    deeper than 8 is cut: the test fails instead of crashing)."""
    seen = {"depth": 0, "max": 0}
    plain = TableView.resizeEvent

    def counted(self, event):
        seen["depth"] += 1
        seen["max"] = max(seen["max"], seen["depth"])
        try:
            if seen["depth"] <= 8:
                plain(self, event)
        finally:
            seen["depth"] -= 1

    monkeypatch.setattr(TableView, "resizeEvent", counted)
    return seen


@pytest.mark.parametrize(("game", "players", "sizes"), [
    ("phase10", 4, [(800, 800), "zoom", (912, 800)]),
    ("skipbo", 2, [(800, 600), "zoom", *[(w, 600) for w in range(1248, 1300, 7)]]),
])
def test_a_zoomed_resize_fits_once(window, start_game, resize_depth, game, players, sizes):
    start_game(game, ["human"] + ["computer"] * (players - 1))
    window.controller.set_paused(True)
    for step in sizes:
        if step == "zoom":
            window.act_zoom_in.trigger()
        else:
            window.resize(*step)
        QApplication.processEvents()
    table = window.table
    assert resize_depth["max"] <= 2, f"resizeEvent nested {resize_depth['max']} deep"
    assert table.zoom > 1.0 and table.verticalScrollBar().isVisible()  # still zoomed, and it scrolls
    assert table.horizontalScrollBar().maximum() > 0


def test_the_card_sizes_of_old_window_shapes_are_dropped(window, start_game, monkeypatch):
    """Each window shape and zoom draws the cards at other sizes; only the
    sizes of the last two scales stay in the card-art cache."""
    start_game("phase10", ["human", "computer", "computer"])
    window.controller.set_paused(True)
    art = window.table.art
    asked: list[set] = []
    plain = art.pixmap

    def pixmap(game, card, width, ratio=1.0):
        asked[-1].add((width, float(ratio)))
        return plain(game, card, width, ratio)

    monkeypatch.setattr(art, "pixmap", pixmap)
    for w, h, zoom in ((900, 700, 0), (1300, 900, 1), (1000, 800, 2), (1500, 1000, 0), (800, 640, 1)):
        asked.append(set())
        window.act_zoom_reset.trigger()
        for _ in range(zoom):
            window.act_zoom_in.trigger()
        window.resize(w, h)
        QApplication.processEvents()
        window.table.viewport().repaint()
    recent = asked[-2] | asked[-1]
    assert asked[0] - recent, "the first shape should have drawn the cards at other sizes"
    assert art.cached_sizes() <= recent
