"""Subprocess of test_killed_write: records games in a loop until killed.

Usage: python -m tests.history.kill_writer DB. Prints "committed <id>" after
each commit; the test kills it with SIGKILL somewhere in the middle of a write.
"""

from __future__ import annotations

import sys
from dataclasses import replace

from cardtable.persistence.history import History
from cardtable.seats import Seat
from cardtable.stats.entry import finished_game
from tests.history.selfplay import quick_play


def main() -> None:
    history = History.open(sys.argv[1])
    played = quick_play("skipbo", 1, [Seat("Anna"), Seat("Bob"), Seat("C", "computer", "easy")])
    base = finished_game(played.rules, played.options, played.seed, played.seats, played.actions, played.state)
    number = 0
    while True:
        number += 1
        seats = (Seat(f"Anna {number}"), *base.seats[1:])
        game_id = history.record(replace(base, seats=seats))
        print("committed", game_id, flush=True)


if __name__ == "__main__":
    main()
