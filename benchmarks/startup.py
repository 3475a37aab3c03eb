"""Time from process start to the main window's first frame, and peak RSS.

Runs the app in a fresh interpreter (offscreen unless a display is given),
stops at the first paint of the main window, and prints JSON. Goal (issue
#4): first frame <= 0.6 s, peak RSS <= 150 MB.

    python benchmarks/startup.py [--runs 5]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile

CHILD = r"""
import time, sys, os
t0 = float(sys.argv[1])
from cardtable import app
from PySide6.QtCore import QEvent, QObject, QTimer
args = app.parse_args(["--lang", "en"])
qapp, window = app.build(args)

class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and not hasattr(self, "t"):
            self.t = time.time()
            QTimer.singleShot(0, qapp.quit)
        return False

probe = FirstPaint()
window.installEventFilter(probe)
window.show()
qapp.exec()
import resource
rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
print(f"{probe.t - t0:.4f} {rss:.1f}")
"""


def run_once(env: dict[str, str]) -> tuple[float, float]:
    import time

    start = time.time()
    out = subprocess.run(
        [sys.executable, "-c", CHILD, repr(start)], env=env, capture_output=True, text=True, check=True
    ).stdout.split()
    return float(out[-2]), float(out[-1])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env["CARDTABLE_DATA_DIR"] = tempfile.mkdtemp(prefix="cardtable-bench-")
    results = [run_once(env) for _ in range(args.runs)]
    times = [t for t, _ in results]
    report = {
        "first_frame_s_median": round(statistics.median(times), 3),
        "first_frame_s_min": round(min(times), 3),
        "peak_rss_mb_max": round(max(r for _, r in results), 1),
        "runs": args.runs,
        "goal_first_frame_s": 0.6,
        "goal_peak_rss_mb": 150,
    }
    print(json.dumps(report, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
