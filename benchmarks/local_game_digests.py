"""Digests of seeded games played at one screen, to compare two revisions.

    .venv/bin/python benchmarks/local_game_digests.py [--moves 400]

Plays twelve seeded games through the window's controller (``GameController``
at speed 0; a person at seat 0 who always makes the last legal move, the
other seats computers of the levels listed) for both games and prints one
line per game: game, seed, levels, moves played and a digest of the first
``--moves`` actions. Run it in two checkouts and compare the lines (``diff``):
the same seeds play the same games when nothing that decides a move changed.
Not a timing: it takes a minute or two, most of it the hard computers.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run as a script from a checkout
    sys.path.insert(0, str(ROOT))

GAMES = (("phase10", {"players": 4}), ("skipbo", {"players": 3, "stock_size": 10}))
LEVELS = (("easy", "medium", "hard", "medium"), ("hard", "hard", "hard", "hard"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--moves", type=int, default=400)
    args = parser.parse_args(argv)

    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    from cardtable.controller.game_controller import GameController
    from cardtable.engine.registry import get_rules
    from cardtable.seats import Seat

    for game, chosen in GAMES:
        rules = get_rules(game)
        options = rules.options_from_json(chosen)
        players = chosen["players"]
        for seed in (1, 2, 3):
            for levels in LEVELS:
                seats = [Seat("Ann")] + [Seat(f"C{i}", "computer", levels[i]) for i in range(1, players)]
                ctl = GameController(rules, rules.new_game(options, seed), seats, seed=seed, speed_ms=0,
                                     options=options)
                while len(ctl.history) < args.moves and not ctl.is_over():
                    app.processEvents()
                    if ctl.is_viewers_turn():
                        ctl.request(list(rules.legal_actions(ctl.state))[-1])
                ctl.shutdown()
                played = ctl.history[:args.moves]
                digest = hashlib.sha256(repr(played).encode()).hexdigest()[:16]
                print(game, seed, ",".join(levels[1:players]), len(played), digest, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
