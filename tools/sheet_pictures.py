"""Print score sheets to PDF and turn their first page into PNGs (for the README).

    .venv/bin/python tools/sheet_pictures.py [--out docs/screenshots] [--dpi 70]

Writes sheet-phase10-en.pdf/.png (a seeded Phase 10 game after 6 rounds)
and sheet-skipbo-blank-zh_TW.pdf/.png (a blank Skip-Bo sheet, 4 players),
using the same ``write_pdf`` as Game > Export as PDF; the PNG is the PDF
page as a printer would see it, rendered by ``pdftoppm`` (poppler-utils).
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import subprocess
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def _phase10_state(rounds: int, seed: int):
    from cardtable.engine.phase10 import RULES
    from cardtable.engine.phase10.actions import Hit, Lay

    state = RULES.new_game(RULES.default_options(3), seed)
    rng = random.Random(seed)
    while len(state.history) < rounds and not RULES.is_terminal(state):
        actions = RULES.legal_actions(state)
        lays = [a for a in actions if isinstance(a, Lay)] or [a for a in actions if isinstance(a, Hit)]
        state = RULES.apply(state, rng.choice(lays or list(actions)))
    return state


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", default="docs/screenshots")
    parser.add_argument("--dpi", type=int, default=70)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args(argv)
    if shutil.which("pdftoppm") is None:
        print("pdftoppm is missing: apt-get install -y poppler-utils", file=sys.stderr)
        return 1
    from PySide6.QtWidgets import QApplication

    from cardtable.seats import Seat
    from cardtable.ui.printing.render import write_pdf
    from cardtable.ui.scoresheet.sheet_data import blank_sheet, phase10_sheet

    _app = QApplication.instance() or QApplication([])
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    seats = (Seat("Ann"), Seat("Bo"), Seat("Cy"))
    sheets = {
        "sheet-phase10-en": phase10_sheet(_phase10_state(6, args.seed), seats, "en", "2026-05-09"),
        "sheet-skipbo-blank-zh_TW": blank_sheet("skipbo", 4, "zh_TW"),
    }
    for name, sheet in sheets.items():
        pdf = out / f"{name}.pdf"
        write_pdf(pdf, sheet)
        subprocess.run(["pdftoppm", "-png", "-r", str(args.dpi), "-singlefile", str(pdf),
                        str(out / name)], check=True)
        pdf.unlink()  # the PNG is what the README shows
        print(out / f"{name}.png")
    return 0


if __name__ == "__main__":
    sys.exit(main())
