"""Save a screenshot of the score keeper (Game > Keep score…) for the README.

    .venv/bin/python tools/keeper_screenshot.py [--lang de] [--players 4]
        [--out docs/screenshots/keeper-phase10-de.png]

Enters three Phase 10 rounds of a game with real cards (fixed numbers, the
second round with the card pad), points the pad at a player with "3 + 11 +
Wild" tapped, and saves ``window.grab()`` at 1024x700. Nothing is written to
the real data folder (a temporary one is used).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

NAMES = ("Anna", "Ben", "陳美玲", "Dora", "Emil", "Fritz")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", default="de", choices=("en", "de", "zh_TW"))
    parser.add_argument("--players", type=int, default=4, choices=range(2, 7))
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()
    out = args.out or ROOT / "docs" / "screenshots" / f"keeper-phase10-{args.lang}.png"
    folder = Path(tempfile.mkdtemp(prefix="keeper-shot-"))
    os.environ["CARDTABLE_DATA_DIR"] = str(folder)

    from PySide6.QtWidgets import QApplication

    from cardtable.engine.phase10.options import Options
    from cardtable.keeper import KeeperGame, Phase10Entry
    from cardtable.ui.i18n import Translations
    from cardtable.ui.keeper.window import KeeperWindow

    app = QApplication([])
    Translations(app).switch(args.lang)
    n = args.players
    game = KeeperGame("phase10", NAMES[:n], Options(players=n, first_dealer=n - 1))
    game = game.add(Phase10Entry((True, True) + (False,) * (n - 2), (0, 25) + (45,) * (n - 2), 0))
    window = KeeperWindow(game, path=folder / "k.json", history_path=folder / "h.sqlite3")
    window.resize(1024, 700)
    window.show()
    panel = window.panel
    panel.rows[1].out.click()
    for seat in range(n):
        if seat != 1:
            panel.rows[seat].count.click()
            for face in (("3", "11", "W"), ("7", "S"), ("12",), ("2", "4"), ("W",), ("9",))[seat]:
                panel.pad.buttons[face].click()
    panel.enter.click()
    panel.rows[2].count.click()
    for face in ("3", "11", "W"):
        panel.pad.buttons[face].click()
    app.processEvents()
    out.parent.mkdir(parents=True, exist_ok=True)
    window.grab().save(str(out))
    print(out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
