"""The cost of drawing the statistics charts: our QPainter charts against QtCharts / QtGraphs.

    python benchmarks/charts.py [--runs 5] [--addons DIR]

Each run is a fresh interpreter: it starts a QApplication and loads the
QtGui painting classes the running app has loaded anyway, then times the
import of the chart code and the first chart drawn offscreen (a line
chart with one series). QtCharts and QtGraphs live in PySide6-Addons, which
cardtable does not depend on; to measure them, unpack that wheel
(``pip download PySide6-Addons==<your PySide6 version> --no-deps`` and unzip
it) and give its folder with ``--addons`` (its ``PySide6`` folder is added to
the package path; the Qt libraries it needs come from PySide6-Essentials).
The sizes of the Addons wheel and of its unpacked folder are printed too.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

CHILD = r"""
import sys, time
import PySide6
from PySide6 import QtWidgets
app = QtWidgets.QApplication([])
# what the running app has loaded anyway (the table paints with these)
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPainterPath, QPen  # noqa: F401
from PySide6.QtWidgets import QSizePolicy  # noqa: F401
from PySide6.QtCore import QPointF, QRectF, QSize, Qt  # noqa: F401
Qt.AlignmentFlag.AlignCenter  # Qt's enums are made on first use; the app uses them from its start


class Warm(QtWidgets.QWidget):  # the app has made its own widget classes long before
    pass


which, addons = sys.argv[1], sys.argv[2]
t0 = time.perf_counter()
if which == "painter":
    from cardtable.ui.stats.charts import LineChart, Series
    t1 = time.perf_counter()
    chart = LineChart(); chart.resize(400, 300)
    chart.set_series([Series("a", tuple((i, i * i) for i in range(20)))])
    chart.grab()
else:
    PySide6.__path__.append(addons + "/PySide6")
    import importlib
    mod = importlib.import_module("PySide6." + which)
    t1 = time.perf_counter()
    if which == "QtCharts":
        series = mod.QLineSeries()
        for i in range(20):
            series.append(i, i * i)
        view = mod.QChartView(); view.chart().addSeries(series); view.chart().createDefaultAxes()
        view.resize(400, 300); view.grab()
    else:
        importlib.import_module("PySide6.QtGraphsWidgets")
t2 = time.perf_counter()
print(f"{(t1 - t0) * 1000:.1f} {(t2 - t1) * 1000:.1f}")
"""


def du(path: Path) -> int:
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--addons", help="an unpacked PySide6-Addons wheel")
    args = parser.parse_args()
    root = Path(__file__).resolve().parents[1]
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(root))
    import PySide6

    qt_lib = Path(PySide6.__file__).parent / "Qt" / "lib"
    env["LD_LIBRARY_PATH"] = str(qt_lib) + os.pathsep + env.get("LD_LIBRARY_PATH", "")
    out: dict[str, object] = {}
    kinds = ["painter"] + (["QtCharts", "QtGraphs"] if args.addons else [])
    for kind in kinds:
        imports, firsts = [], []
        for _ in range(args.runs):
            text = subprocess.run([sys.executable, "-c", CHILD, kind, args.addons or ""], env=env,
                                  capture_output=True, text=True, check=True).stdout.split()
            imports.append(float(text[-2]))
            firsts.append(float(text[-1]))
        out[kind] = {"import_ms": statistics.median(imports), "first_chart_ms": statistics.median(firsts)}
    if args.addons:
        folder = Path(args.addons)
        wheels = list(folder.parent.glob("pyside6_addons-*.whl")) + list(folder.glob("*.whl"))
        out["addons_unpacked_mb"] = round(du(folder) / 2**20, 1)
        if wheels:
            out["addons_wheel_mb"] = round(wheels[0].stat().st_size / 2**20, 1)
    out["painter_source_kb"] = round((root / "cardtable/ui/stats/charts.py").stat().st_size / 1024, 1)
    print(json.dumps(out, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
