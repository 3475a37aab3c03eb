"""The New game dialog lies inside a 1366x768 and a 1024x700 screen.

Its size alone is not enough: the dialog is placed over the main window
before it shows and grows to its content while it shows, so OK/Cancel ran
below the bottom edge. Each screen size runs in a child process whose
offscreen screen has that size; the main window is built as the app builds
it, maximized, and the dialog opens over it in English, German and Chinese
with 2 and 6 players, and with 6 players remembered from the last game.
The frame the window really gets must lie inside the screen's free area.
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
    import json, os, sys, tempfile
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication
    app = QApplication([])
    from cardtable.app import build, parse_args
    from cardtable.ui.dialogs.new_game import NewGameDialog
    placed = {}
    for lang in ("en", "de", "zh_TW"):
        for players, remembered in ((2, False), (6, False), (6, True)):
            os.environ["CARDTABLE_DATA_DIR"] = tempfile.mkdtemp(dir=sys.argv[1])
            _app, window = build(parse_args(["--lang", lang]), app)
            window.showMaximized()
            app.processEvents()
            if remembered:
                window.settings.set_new_game_choices({"game": "phase10", "players": 6})
            dialog = NewGameDialog(window.settings, window)
            if not remembered:
                dialog.players.setValue(players)
            case = f"{lang}, {players} players{', remembered' if remembered else ''}"

            def look(dialog=dialog, case=case):
                app.processEvents()
                ok = dialog.buttons.mapToGlobal(dialog.buttons.rect().bottomRight())
                placed[case] = {"frame": dialog.frameGeometry().getRect(), "players": dialog.players.value(),
                                "buttons_bottom": ok.y()}
                dialog.reject()

            QTimer.singleShot(0, look)
            dialog.exec()
            window.close()
            window.deleteLater()
            app.processEvents()
    print(json.dumps({"area": app.primaryScreen().availableGeometry().getRect(), "placed": placed}))
    """
)


@pytest.mark.parametrize("size", [(1366, 768), (1024, 700)])
def test_new_game_dialog_lies_inside_the_screen(tmp_path, size):
    width, height = size
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [{"name": "screen", "x": 0, "y": 0, "width": width,
                                               "height": height, "logicalDpi": 96,
                                               "logicalBaseDpi": 96, "dpr": 1}]}))
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}"}
    out = subprocess.run([sys.executable, "-c", CHILD, str(tmp_path)], env=env, check=True,
                         timeout=300, capture_output=True, text=True,
                         cwd=Path(__file__).resolve().parents[2])
    result = json.loads(out.stdout.strip().splitlines()[-1])
    ax, ay, aw, ah = result["area"]
    assert (aw, ah) == (width, height)  # the child really had this screen
    outside = []
    for case, got in result["placed"].items():
        x, y, w, h = got["frame"]
        assert got["players"] == int(case.split(", ")[1].split()[0]), case
        if x < ax or y < ay or x + w > ax + aw or y + h > ay + ah or got["buttons_bottom"] >= ay + ah:
            outside.append(f"{case}: frame {got['frame']}, OK/Cancel end at y={got['buttons_bottom']}")
    assert outside == []
