"""The page's JavaScript heap and DOM over long games in headless Chromium (loopback).

    python benchmarks/web_heap.py [--moves 500] [--every 100] [--game phase10] [--snapshots]

A real host (``testsupport.browser.ServedHost``) with one table: the browser
at seat 0, a computer at seat 1 (the host plays it at once). The page plays
its seat by itself (``testsupport.page_robot``: a small script in the page
taps what it lights up, says "ready" at round ends and "Play again" at the
end of a game), so the driver makes no call per move (its answers would
stay in the page's heap for a while and be counted as the page's). A move is
a position of the table (each new ``seq`` the page was sent): the page draws
every one, its own and the computer's.

At the start and every ``--every`` moves the benchmark asks the browser
through the devtools protocol (selenium's ``execute_cdp_cmd``) to collect
garbage (``HeapProfiler.collectGarbage``), then reads the JavaScript heap
(``Runtime.getHeapUsage``: V8's used and total bytes, and Blink's own heap of
DOM objects and browser buffers), the page's elements and its move-log lines,
and the renderer's counters (``Memory.getDOMCounters``: documents and DOM
nodes, card art's SVG documents included, and JavaScript event listeners).
Printed: each sample, and the slope of a least-squares line per 100 moves
through the heap, the elements and the listeners, from the first sample after
the start on (the first draws make what later ones reuse). Goal: below 50 MB after 500 moves, and no growth with the
number of moves. ``--snapshots``: also a heap snapshot at the first sample
after the start and at the end (through the browser's own devtools
WebSocket, which chromedriver names), and the object kinds that grew most
between them, in bytes and objects: where a growth goes. The driver's
network log is off (``--network-log`` turns it on: devtools then keeps every
response's data in the page's process, which the Blink heap counts).
Everything stays on 127.0.0.1.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import urllib.request
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def slope(xs: list[float], ys: list[float]) -> float:
    """Least squares: the change of y per unit of x."""
    if len(xs) < 2:
        return 0.0
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    den = sum((x - mx) ** 2 for x in xs)
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True)) / den if den else 0.0


def snapshot(driver: Any) -> tuple[Counter[tuple[str, str]], Counter[tuple[str, str]]]:
    """A heap snapshot of the page (garbage collected first): bytes and objects by (kind, name)."""
    import websockets.sync.client

    address = driver.capabilities["goog:chromeOptions"]["debuggerAddress"]
    with urllib.request.urlopen(f"http://{address}/json") as answer:  # (127.0.0.1: the browser's own port)
        page = next(t for t in json.load(answer) if t["type"] == "page")["webSocketDebuggerUrl"]
    chunks: list[str] = []
    with websockets.sync.client.connect(page, max_size=None) as ws:
        for number, method in enumerate(("HeapProfiler.enable", "HeapProfiler.collectGarbage",
                                          "HeapProfiler.takeHeapSnapshot"), 1):
            ws.send(json.dumps({"id": number, "method": method, "params": {}}))
        while True:
            message = json.loads(ws.recv())
            if message.get("method") == "HeapProfiler.addHeapSnapshotChunk":
                chunks.append(message["params"]["chunk"])
            elif message.get("id") == 3:
                break
    heap = json.loads("".join(chunks))
    meta = heap["snapshot"]["meta"]
    fields, kinds, strings, nodes = meta["node_fields"], meta["node_types"][0], heap["strings"], heap["nodes"]
    width, kind, name, size = len(fields), fields.index("type"), fields.index("name"), fields.index("self_size")
    sizes: Counter[tuple[str, str]] = Counter()
    objects: Counter[tuple[str, str]] = Counter()
    for i in range(0, len(nodes), width):
        key = (kinds[nodes[i + kind]], strings[nodes[i + name]][:70].replace("\n", " "))
        sizes[key] += nodes[i + size]
        objects[key] += 1
    return sizes, objects


def grown(first: Any, last: Any, top: int = 15) -> list[str]:
    """The object kinds that grew most in bytes between two snapshots."""
    (size_a, count_a), (size_b, count_b) = first, last
    keys = sorted(set(size_a) | set(size_b), key=lambda k: size_b[k] - size_a[k], reverse=True)[:top]
    return [f"  {size_b[k] - size_a[k]:+9,d} bytes {count_b[k] - count_a[k]:+6d} objects  {k[0]}: {k[1]}" for k in keys]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=500)
    parser.add_argument("--every", type=int, default=100)
    parser.add_argument("--game", default="phase10", choices=("phase10", "skipbo"))
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--snapshots", action="store_true", help="heap snapshots: what grew between them")
    parser.add_argument("--network-log", action="store_true",
                        help="the driver's network log on, as the page tests run")
    args = parser.parse_args()
    from cardtable.engine.registry import get_rules
    from cardtable.net.table import COMPUTER, PERSON, SeatSlot, Table
    from testsupport.browser import ServedHost, chromium_missing, start_chromium
    from testsupport.page_robot import counts, moves_seen, sit_and_start, start_robot

    missing = chromium_missing()
    if missing:
        print(f"cannot measure: {missing}")
        return 1
    width, height = (int(part) for part in args.size.split("x"))
    rules = get_rules(args.game)
    options = rules.options_from_json({"players": 2, **({"stock_size": 30} if args.game == "skipbo" else {})})
    seats = [SeatSlot("", PERSON), SeatSlot("Computer", COMPUTER, "easy")]
    served = ServedHost(Table(rules, options, 7, seats, code="HEA234", name="Family"))
    driver = start_chromium(width, height, network_log=args.network_log)
    samples: list[tuple[int, dict[str, float]]] = []
    snapshots: list[Any] = []
    started = time.monotonic()
    moved = 0
    try:
        sit_and_start(driver, served.table_url)
        samples.append((0, counts(driver)))
        start_robot(driver, args.game)
        end = time.monotonic() + 170
        while moved < args.moves and time.monotonic() < end:
            seen = moves_seen(driver, moved + args.every, max(1.0, min(60.0, end - time.monotonic())))
            if seen < moved + args.every:
                moved = seen
                break  # stuck or out of time: said below with the count
            moved = seen
            samples.append((moved, counts(driver)))
            if args.snapshots and len(samples) == 2:
                snapshots.append(snapshot(driver))
        if args.snapshots:
            snapshots.append(snapshot(driver))
    finally:
        driver.quit()
        served.stop()
    seconds = time.monotonic() - started
    games = samples[-1][1]["games"]
    print(f"{args.game}, the page against a computer; window {width}x{height}; loopback, headless Chromium; "
          f"{moved} moves in {games:.0f} game(s), {seconds:.0f} s")
    for at, s in samples:
        print(f"after {at:4d} moves: JS heap {s['used_mb']:.2f} MB used (of {s['total_mb']:.2f}), Blink heap "
              f"{s['blink_mb']:.2f} MB; {s['elements']:.0f} elements ({s['log']:.0f} log lines); {s['nodes']:.0f} "
              f"DOM nodes in {s['documents']:.0f} documents; {s['listeners']:.0f} listeners")
    warm = samples[1:]
    if len(warm) >= 2:
        xs = [at / 100 for at, _s in warm]

        def per100(field: str) -> float:
            return slope(xs, [s[field] for _a, s in warm])

        print(f"slope from {warm[0][0]} moves on, per 100 moves: JS heap {1024 * per100('used_mb'):+.1f} KB, "
              f"Blink heap {1024 * per100('blink_mb'):+.1f} KB, elements {per100('elements'):+.1f}, "
              f"DOM nodes {per100('nodes'):+.1f}, listeners {per100('listeners'):+.2f}")
    print(f"largest JS heap used: {max(s['used_mb'] for _a, s in samples):.2f} MB (goal: below 50 MB)")
    if len(snapshots) == 2:
        print(f"grown most between the snapshots at {warm[0][0]} and {moved} moves:")
        print("\n".join(grown(*snapshots)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
