"""Save screenshots of the start page in English, German and Chinese (README).

    .venv/bin/python tools/start_screenshots.py [--out docs/screenshots] [--size 1280x800]

Renders offscreen in a temporary data folder holding one unfinished game
(a seeded Phase 10 game a few turns in, with the thumbnail the window
writes when a game is closed) and one saved game, so both lists show an
entry: start-en.png, start-de.png, start-zh_TW.png.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def _prepare(app, window) -> None:
    """An unfinished game with its thumbnail, and a saved file in the recent list."""
    from cardtable.engine.registry import get_rules
    from cardtable.persistence import SavedGame, add_recent_file, save, saves_dir
    from cardtable.seats import Seat

    rules = get_rules("skipbo")
    options = rules.default_options(3)
    seats = [Seat("Oma Grete"), Seat("Computer 2", "computer", "medium"), Seat("Computer 3", "computer", "easy")]
    state, actions = rules.new_game(options, 12), []
    for _ in range(40):
        actions.append(rules.legal_actions(state)[0])
        state = rules.apply(state, actions[-1])
    window.resize(1280, 800)
    window.show()
    ctl = window.set_game(rules, state, seats, seed=12, options=options, actions=actions)
    ctl.set_paused(True)
    for _ in range(20):
        app.processEvents()
    window.controller.autosave_now()
    window.close_game()
    p10 = get_rules("phase10")
    p10_options = p10.default_options(2)
    saved = SavedGame.from_game(p10, p10_options, 5, [Seat("Lena"), Seat("Jonas")], [],
                                p10.new_game(p10_options, 5))
    add_recent_file(save(saves_dir() / "Familienabend.cardtable", saved))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", default="docs/screenshots")
    parser.add_argument("--size", default="1280x800")
    args = parser.parse_args(argv)
    width, height = (int(v) for v in args.size.lower().split("x"))
    os.environ["CARDTABLE_DATA_DIR"] = tempfile.mkdtemp(prefix="cardtable-shots-")

    from cardtable import app as app_module

    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    prepared = False
    for lang in ("en", "de", "zh_TW"):
        app, window = app_module.build(app_module.parse_args(["--lang", lang]))
        if not prepared:
            _prepare(app, window)
            prepared = True
        window.resize(width, height)
        window.show()
        window.start_page.refresh()
        for _ in range(10):
            app.processEvents()
        path = out / f"start-{lang}.png"
        window.grab().save(str(path))
        print(path)
        window.close()
        window.deleteLater()
        app.processEvents()
    return 0


if __name__ == "__main__":
    sys.exit(main())
