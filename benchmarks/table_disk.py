"""Disk per finished game at a server's table: the bytes of its files.

    .venv/bin/python benchmarks/table_disk.py [--level medium] [--games 5] [--seed 1]

Plays whole games at a network table the way the server keeps them (every
move through ``TableKeeper``: the journal appended, checkpoints at round ends,
every 200 moves and at the end, the seats file when seats change) with
computer players in every seat, for Phase 10 (all ten phases) and Skip-Bo
(default options) at 2 and 6 players, ``--games`` games each (seeds from
``--seed`` on); prints the mean moves and rounds, the mean and largest bytes
of the table's files when the game ended (what ``finished/`` keeps of it) and
the largest the files were during a game. Takes some seconds.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from cardtable.engine.registry import get_rules  # noqa: E402
from cardtable.net.host_saving import TableKeeper  # noqa: E402
from cardtable.net.lifecycle import FINISHED, move_to_finished, table_files  # noqa: E402
from cardtable.net.table import COMPUTER, SeatSlot, Table  # noqa: E402


def _bytes(folder: Path, code: str) -> int:
    return sum(path.stat().st_size for path in table_files(folder, code))


def play(game: str, players: int, level: str, seed: int) -> tuple[int, int, int, int]:
    """(moves, rounds, bytes when over, largest bytes during the game)."""
    rules = get_rules(game)
    seats = [SeatSlot(f"Player {i + 1}", COMPUTER, level) for i in range(players)]
    table = Table(rules, rules.options_from_json({"players": players}), seed, seats, code="DISK23", started=True)
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        keeper = TableKeeper(folder)
        keeper.keep(table)
        largest = 0
        while not table.over():
            if table.held is not None:
                table.mark_ready(0, table.seq)  # nobody is connected: the round end is dealt on
                continue
            seat = table.computer_to_move()
            assert seat is not None
            seq, action = table.think(seat)
            table.computer_move(seat, seq, action)
            keeper.keep(table)
            largest = max(largest, _bytes(folder, table.code))
        for store in keeper._stores.values():
            store.close()
        move_to_finished(folder, table.code)
        kept = _bytes(folder / FINISHED, table.code)
        return table.seq, len(table.rows), kept, max(largest, kept)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--level", default="medium")
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"{args.games} games each, level {args.level}, seeds {args.seed}-{args.seed + args.games - 1}")
    print(f"{'game':<8} {'players':>7} {'moves':>6} {'rounds':>6} {'finished bytes':>15} {'max finished':>13}"
          f" {'max during':>11} {'seconds':>8}")
    for game in ("phase10", "skipbo"):
        for players in (2, 6):
            start = time.perf_counter()
            runs = [play(game, players, args.level, seed) for seed in range(args.seed, args.seed + args.games)]
            n = len(runs)
            print(f"{game:<8} {players:>7} {sum(r[0] for r in runs) / n:>6.0f} {sum(r[1] for r in runs) / n:>6.1f}"
                  f" {sum(r[2] for r in runs) / n:>15,.0f} {max(r[2] for r in runs):>13,}"
                  f" {max(r[3] for r in runs):>11,} {time.perf_counter() - start:>8.1f}", flush=True)


if __name__ == "__main__":
    main()
