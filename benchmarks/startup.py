"""Time from process start to the main window's first frame, and peak RSS.

Runs the app in a fresh interpreter (offscreen unless a display is given),
stops at the first paint of the main window, and prints JSON. Each run is
paired with a bare PySide6 ``QMainWindow`` started the same way (the floor
Qt itself sets on this machine), alternating app and bare runs so a busy
machine slows both alike. Goals: first frame <= 0.6 s
and <= 1.3 x the bare window's, peak RSS <= 150 MB. The CPU seconds each
process used until its first frame are printed too: on a machine shared
with other work they vary far less than the wall-clock times.

Both start with compiled bytecode, as an installed app does (pip writes the
``.pyc`` files at install time): the children get a private bytecode cache
(``PYTHONPYCACHEPREFIX``) that the warm-up runs fill, even where the shell
sets ``PYTHONDONTWRITEBYTECODE`` (this project's shared machine does; then
every start of a checkout compiled ~70 ms of the app's own source, which the
bare window, whose PySide6 files are compiled, never paid). ``--no-bytecode``
measures that old way.

    python benchmarks/startup.py [--runs 5] [--no-bytecode]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile

PROBE = r"""
import time
from PySide6.QtCore import QEvent, QObject, QTimer

class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and not hasattr(self, "t"):
            self.t = time.time()
            self.cpu = time.process_time()
            QTimer.singleShot(0, qapp.quit)
        return False

def measure(t0):
    probe = FirstPaint()
    window.installEventFilter(probe)
    window.show()
    qapp.exec()
    import resource
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"{probe.t - t0:.4f} {probe.cpu:.4f} {rss:.1f}")
"""

APP = r"""
import time, sys
t0 = float(sys.argv[1])
from cardtable import app
args = app.parse_args(["--lang", "en"])
assert app.platform_problem() is None  # what app.main() asks first
qapp, window = app.build(args)
""" + PROBE + "\nmeasure(t0)\n"

BARE = r"""
import time, sys
t0 = float(sys.argv[1])
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
qapp = QApplication(sys.argv[:1])
window = QMainWindow()
window.setCentralWidget(QLabel("cardtable"))
window.resize(1200, 800)
""" + PROBE + "\nmeasure(t0)\n"


def run_once(code: str, env: dict[str, str]) -> tuple[float, float, float]:
    """(wall seconds to the first frame, CPU seconds of the process by then, peak RSS MB)."""
    import time

    start = time.time()
    out = subprocess.run(
        [sys.executable, "-c", code, repr(start)], env=env, capture_output=True, text=True, check=True
    ).stdout.split()
    return float(out[-3]), float(out[-2]), float(out[-1])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--no-bytecode", action="store_true",
                        help="compile every module at every start (PYTHONDONTWRITEBYTECODE)")
    args = parser.parse_args()
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env["CARDTABLE_DATA_DIR"] = tempfile.mkdtemp(prefix="cardtable-bench-")
    if args.no_bytecode:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        env.pop("PYTHONPYCACHEPREFIX", None)
    else:  # as installed: compiled once, in a cache of this run
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = tempfile.mkdtemp(prefix="cardtable-pyc-")
    run_once(BARE, env)  # warm the file cache (and the bytecode cache) for both
    run_once(APP, env)
    app_runs, bare_runs = [], []
    for _ in range(args.runs):
        app_runs.append(run_once(APP, env))
        bare_runs.append(run_once(BARE, env))
    times = [run[0] for run in app_runs]
    bare = [run[0] for run in bare_runs]
    ratios = [a / b for a, b in zip(times, bare, strict=True)]
    cpu = [run[1] for run in app_runs]
    bare_cpu = [run[1] for run in bare_runs]
    report = {
        "platform": env["QT_QPA_PLATFORM"],
        "bytecode": not args.no_bytecode,
        "first_frame_s_median": round(statistics.median(times), 3),
        "first_frame_s_min": round(min(times), 3),
        "bare_window_s_median": round(statistics.median(bare), 3),
        "bare_window_s_min": round(min(bare), 3),
        "ratio_of_medians": round(statistics.median(times) / statistics.median(bare), 2),
        "ratio_median_of_pairs": round(statistics.median(ratios), 2),
        "cpu_s_median": round(statistics.median(cpu), 3),
        "bare_cpu_s_median": round(statistics.median(bare_cpu), 3),
        "cpu_ratio_of_medians": round(statistics.median(cpu) / statistics.median(bare_cpu), 2),
        "peak_rss_mb_max": round(max(run[2] for run in app_runs), 1),
        "runs": args.runs,
        "goal_first_frame_s": 0.6,
        "goal_ratio": 1.3,
        "goal_peak_rss_mb": 150,
    }
    print(json.dumps(report, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
