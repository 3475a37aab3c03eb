"""Start-up of the desktop app: parse the command line, create the window.

Kept small and quick: Qt modules are imported only once we know a window is
wanted, so ``cardtable --version`` answers at once.
"""

from __future__ import annotations

import argparse
import sys

from cardtable import __version__


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="cardtable", description="Phase 10 and Skip-Bo")
    parser.add_argument("--version", action="version", version=f"cardtable {__version__}")
    parser.add_argument("--lang", help="language of the interface: en, de or zh_TW")
    parser.add_argument("file", nargs="?", help="a saved game to open")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    from PySide6.QtWidgets import QApplication, QMainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("cardtable")
    window = QMainWindow()
    window.setWindowTitle(app.translate("MainWindow", "cardtable"))
    window.resize(1200, 800)
    window.show()
    del args
    return app.exec()
