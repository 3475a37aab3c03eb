"""Save a screenshot of the statistics window for the README.

    .venv/bin/python tools/stats_screenshot.py [--out docs/screenshots/statistics.png] [--page fair]

Plays 80 short seeded games (Anna and Bob against the three computer
levels, everyone played by the computer players) into a temporary history
database, opens the statistics window offscreen on the chosen page and saves
``widget.grab()`` as a small PNG.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

PAGES = ("players", "phase10", "skipbo", "charts", "fair")


def fill(path: Path, games: int) -> None:
    from cardtable.ai.base import make_policy
    from cardtable.engine.registry import get_rules
    from cardtable.persistence.history import History
    from cardtable.seats import Seat
    from cardtable.stats.entry import finished_game

    history = History.open(path)
    levels = ("easy", "medium", "hard")
    for index in range(games):
        game = ("phase10", "skipbo")[index % 2]
        seats = [Seat(("Anna", "Bob")[index % 4 // 2]), Seat("Computer", "computer", levels[index % 3])]
        rules = get_rules(game)
        extra = {"phases": [1, 2, 3]} if game == "phase10" else {"stock_size": 10}
        options = rules.options_from_json({"players": 2, **extra})
        state = rules.new_game(options, index)
        policies = [make_policy(game, s.level or "medium", i, index * 7 + i) for i, s in enumerate(seats)]
        actions = []
        while not rules.is_terminal(state):
            seat = rules.current_player(state)
            observation = rules.observation(state, seat)
            policies[seat].observe(observation)
            actions.append(policies[seat].choose(observation))
            state = rules.apply(state, actions[-1])
        history.record(finished_game(rules, options, index, seats, actions, state,
                                     finished=f"2026-11-{1 + index // 4:02d}T{10 + index % 4}:00:00Z"))
    history.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", default="docs/screenshots/statistics.png")
    parser.add_argument("--page", choices=PAGES, default="fair")
    parser.add_argument("--games", type=int, default=80)
    parser.add_argument("--size", default="960x640")
    args = parser.parse_args(argv)
    width, height = (int(v) for v in args.size.lower().split("x"))
    path = Path(tempfile.mkdtemp(prefix="cardtable-shot-")) / "cardtable.sqlite3"
    fill(path, args.games)

    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    from cardtable.ui.stats.window import StatisticsWindow

    window = StatisticsWindow(path=path)
    window.tabs.setCurrentIndex(PAGES.index(args.page))
    window.resize(width, height)
    window.show()
    app.processEvents()
    image = window.grab().toImage()
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    image.save(str(out), "PNG", 9)
    print(out, out.stat().st_size, "bytes")
    window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
