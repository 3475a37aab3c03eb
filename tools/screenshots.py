"""Save screenshots of both games' tables with 4 and 6 seats (for the README).

    /work/venv/bin/python tools/screenshots.py [--out docs/screenshots] [--size 1400x875]

Renders offscreen (QT_QPA_PLATFORM=offscreen) with ``widget.grab()``:
phase10-4.png, phase10-6.png, skipbo-4.png, skipbo-6.png. The positions are
seeded mid-game tables (benchmarks/positions.py), so the pictures repeat.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # benchmarks/positions.py, run as a script
    sys.path.insert(0, str(ROOT))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", default="docs/screenshots")
    parser.add_argument("--size", default="1400x875")
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args(argv)
    width, height = (int(v) for v in args.size.lower().split("x"))

    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    from benchmarks.positions import position, seats
    from cardtable.controller.game_controller import GameController
    from cardtable.ui.card_art import CardArt
    from cardtable.ui.table import TableView

    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    art = CardArt()
    for game in ("phase10", "skipbo"):
        for players in (4, 6):
            rules, state = position(game, players, args.seed)
            ctl = GameController(rules, state, seats(players), seed=args.seed, speed_ms=0)
            view = TableView(ctl, art)
            view.resize(width, height)
            view.show()
            app.processEvents()
            view.fit()
            path = out / f"{game}-{players}.png"
            view.grab().save(str(path))
            print(path)
            ctl.shutdown()
            view.close()
            view.deleteLater()
            app.processEvents()
    return 0


if __name__ == "__main__":
    sys.exit(main())
