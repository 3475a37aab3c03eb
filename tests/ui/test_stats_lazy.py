"""The history and statistics cost nothing at start-up (first frame <= 0.6 s)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_window_loads_no_statistics_history_or_sqlite_code():
    code = (
        "import sys\n"
        "from cardtable import app\n"
        "qapp, window = app.build(app.parse_args(['--lang', 'en']))\n"
        "window.show(); qapp.processEvents()\n"
        "assert window.act_stats.text() and window.act_history.text()\n"
        "bad = [m for m in sys.modules if m.startswith(('cardtable.stats', 'cardtable.ui.stats',"
        " 'cardtable.persistence.history', 'cardtable.controller.recording')) or m in ('sqlite3', '_sqlite3')]\n"
        "print(bad); sys.exit(1 if bad else 0)\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT,
                          env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"})
    assert proc.returncode == 0, proc.stdout + proc.stderr
