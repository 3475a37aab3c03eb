"""Save screenshots of the replay viewer for the README.

    .venv/bin/python tools/replay_screenshot.py [--lang en] [--out docs/screenshots/replay.png]

Plays one seeded Phase 10 game (Anna, played by the medium computer, against
an easy and a hard computer), opens it offscreen in the replay viewer at a
move in the middle of the second round and saves ``widget.grab()``; with
``--deck FILE`` also the deck-order dialog of that game.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def play(seed: int):
    from cardtable.ai import selfplay
    from cardtable.ai.base import make_policy
    from cardtable.engine.registry import get_rules
    from cardtable.persistence.timeline import Timeline
    from cardtable.seats import Seat

    seats = [Seat("Anna"), Seat("Ben", "computer", "easy"), Seat("Cleo", "computer", "hard")]
    rules = get_rules("phase10")
    options = rules.options_from_json({"players": 3, "phases": [1, 2, 3, 4]})
    policies = [make_policy("phase10", s.level or "medium", i, seed * 7 + i) for i, s in enumerate(seats)]
    actions = selfplay.play(rules, options, seed, policies).actions
    return Timeline.build(rules, options, seed, seats, actions)


def save(widget, out: str) -> None:
    image = widget.grab().toImage()
    path = Path(out)
    path.parent.mkdir(parents=True, exist_ok=True)
    image.save(str(path), "PNG", 9)
    print(path, path.stat().st_size, "bytes")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", default="docs/screenshots/replay.png")
    parser.add_argument("--deck", default="", help="also save the deck-order dialog to this file")
    parser.add_argument("--lang", default="en", choices=("en", "de", "zh_TW"))
    parser.add_argument("--seed", type=int, default=12)
    parser.add_argument("--size", default="1280x800")
    args = parser.parse_args(argv)
    width, height = (int(v) for v in args.size.lower().split("x"))

    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    from cardtable.ui.card_art import CardArt
    from cardtable.ui.i18n import Translations
    from cardtable.ui.replay.window import ReplayWindow

    Translations(app).switch(args.lang)
    timeline = play(args.seed)
    window = ReplayWindow(timeline, CardArt(), "Phase 10, 2026-11-28 20:15")
    window.resize(width, height)
    window.show()
    app.processEvents()
    starts = timeline.round_starts
    middle = (starts[1] + starts[2]) // 2 if len(starts) > 2 else timeline.length // 2
    window.controller.go_to(middle)
    app.processEvents()
    save(window, args.out)
    if args.deck:
        dialog = window.show_deck_order()
        dialog.resize(900, 520)
        app.processEvents()
        save(dialog, args.deck)
        dialog.close()
    window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
