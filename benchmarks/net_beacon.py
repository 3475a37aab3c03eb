"""The LAN beacon: how big its datagrams are, and how soon a listener lists a table (loopback).

    python benchmarks/net_beacon.py [--samples 500]

Sizes: the datagrams announcing 1 and 10 open Phase 10 tables of four seats,
with everyday names ("Family", "Oma") and with every name at its longest (40
characters): bytes of each datagram (at most 1,400) and how many datagrams
the tables need. Time: ``--samples`` times, a ``Beacon`` sends the datagram
of one table to a ``Listener`` on 127.0.0.1 and the listener reads it,
checks it and lists the table; the time from just before the send to the
table being listed (median, p95, max). The Join dialog reads its listener
every 250 ms and a host's beacon looks for changed tables every 250 ms, so a
person sees a new or changed table within about half a second more than this.
Nothing leaves 127.0.0.1.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def _tables(count: int, long_names: bool) -> list:
    from cardtable.engine.registry import get_rules
    from cardtable.net.table import COMPUTER, SeatSlot, Table

    rules = get_rules("phase10")
    tables = []
    for i in range(count):
        name = ("T" * 38 + f"{i:02d}") if long_names else f"Family {i + 1}"
        seats = [SeatSlot("N" * 40 if long_names else "Oma", joined=True),
                 SeatSlot("M" * 40 if long_names else "Ben", joined=True), SeatSlot(""),
                 SeatSlot("C" * 40 if long_names else "Computer 4", COMPUTER, "easy")]
        tables.append(Table(rules, rules.default_options(4), i, seats, code=f"AB{i:04d}", name=name))
    return tables


def sizes() -> list[tuple[str, int, list[int]]]:
    from cardtable.net.beacon import datagrams, table_entry

    rows = []
    for count in (1, 10):
        for long_names in (False, True):
            entries = [table_entry(t, b"0123456789abcdef", 0) for t in _tables(count, long_names)]
            grams = datagrams(entries, 8765)
            rows.append((f"{count} table{'s' if count > 1 else ''}, {'longest' if long_names else 'everyday'} names",
                         count, [len(g) for g in grams]))
    return rows


def latency(samples: int) -> list[float]:
    from cardtable.net.beacon import Beacon, Listener, table_entry

    (table,) = _tables(1, False)
    listener = Listener(port=0, address="127.0.0.1").open()
    beacon = Beacon(lambda salt: [table_entry(table, salt, 0)], 8765,
                    targets=[("127.0.0.1", listener.port)]).open()
    times = []
    try:
        for _ in range(samples):
            listener.heard.clear()
            beacon.poke()
            start = time.perf_counter()
            beacon.send_now()
            while not listener.tables():
                listener.wait(1.0)
            times.append((time.perf_counter() - start) * 1000)
    finally:
        beacon.close_socket()
        listener.close()
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--samples", type=int, default=500)
    args = parser.parse_args(argv)
    print("datagram sizes (bytes; at most 1400 each):")
    for label, _count, grams in sizes():
        print(f"  {label}: {len(grams)} datagram(s): {', '.join(map(str, grams))}")
    times = latency(args.samples)
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    print(f"send -> listed on loopback, {len(times)} samples: median {statistics.median(times):.3f} ms, "
          f"p95 {p95:.3f} ms, max {max(times):.3f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
