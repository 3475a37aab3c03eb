"""``python -m cardtable.stats [--json] [--db FILE]``: the statistics as text or JSON.

For people who want their own charts, and for tests: the same figures as the
statistics window, per player and game, read from the history database.
"""

from __future__ import annotations

import argparse
import json
import sys

from cardtable.persistence.history import History, HistoryError, history_path
from cardtable.stats.compute import OPPONENTS, Statistics, statistics
from cardtable.stats.games import STATS_GAMES, stats_game

GAMES = {game.info.id: game.name for game in STATS_GAMES}


def _pct(value: float | None) -> str:
    return "-" if value is None else f"{100 * value:.0f}%"


def as_text(stats: Statistics) -> str:
    lines = [f"{stats.games} finished games"]
    for p in stats.players:
        lines.append(f"\n{GAMES.get(p.game, p.game)} - {p.name}: {p.games} games, {p.wins} wins ({_pct(p.win_rate)}),"
                     f" best streak {p.best_streak}, current streak {p.current_streak}")
        against = [f"{o} {_pct(p.rate_against(o))} of {p.against[o][0]}" for o in OPPONENTS if o in p.against]
        if against:
            lines.append("  win rate against: " + ", ".join(against))
        if p.game in GAMES:
            lines += stats_game(p.game).text_lines(p)
    if stats.fair:
        lines.append("\nFair deal (cards dealt and drawn blind from a fresh deck):")
        for f in stats.fair:
            v = f.verdict
            lines.append(f"  {GAMES.get(f.game, f.game)} {f.name} {v.kind}: {v.count} of {v.cards},"
                         f" expected {v.expected:.1f} ({v.verdict})")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m cardtable.stats", description=__doc__.split("\n")[0])
    parser.add_argument("--json", action="store_true", help="print JSON instead of text")
    parser.add_argument("--db", help="the history database (default: the app's data folder)")
    args = parser.parse_args(argv)
    try:
        history = History.open(args.db or history_path())
    except (HistoryError, OSError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    if history.set_aside is not None:
        print(f"note: the damaged database was set aside as {history.set_aside}", file=sys.stderr)
    try:
        stats = statistics(history)
    finally:
        history.close()
    if args.json:
        json.dump(stats.to_json(), sys.stdout, indent=1, ensure_ascii=False)
        print()
    else:
        print(as_text(stats))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
