"""How fast a table's link opens in a browser, and how many bytes it costs (loopback, headless Chromium).

    python benchmarks/web_load.py [--loads 20] [--size 360x640] [--static DIR]

A real host (``testsupport.browser.ServedHost``: a Skip-Bo table of two
free seats, serving the page and the WebSocket on 127.0.0.1) and Debian's
headless Chromium through Selenium. Each load opens the table's link
(``/t/CODE``) and waits for the waiting table to be drawn: the first seat
of the page's seat list (``.lobby .seat-list li``); a page without modules
that draw one (the placeholder ``index.html``) counts until its ``load``
event instead, and the output says which. The time is the page's own
``performance.now()`` at that moment: from the start of the navigation,
so it holds the page's requests, its modules, its translations and the
WebSocket's welcome. ``--loads`` loads with the browser's cache emptied
first (a first visit), then as many with the cache kept (the link opened
again); the goal: p95 <= 1.0 s. Bytes: what
crossed the wire for the first load and for an opening with a warm cache,
summed from the devtools protocol's ``Network.loadingFinished``
(``encodedDataLength``: headers and bodies as sent, gzip included; the
WebSocket's frames not counted); goal <= 300 KB first, later loads from the
cache. ``--static DIR``: serve the page from another folder (another copy of
``cardtable/web/static``). ``--latency MS``: the browser adds that much to
every request (devtools' network emulation), as a phone on Wi-Fi would see.
Everything stays on 127.0.0.1.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

SHOWN = ".lobby .seat-list li"
WAIT_SHOWN = """
const [selector, done] = arguments;
const deadline = performance.now() + 10000;
function look() {
  if (document.querySelector(selector)) return done({shown: performance.now(), how: "seat list"});
  if (!document.querySelector('script[type="module"]') && document.readyState === "complete") {
    const nav = performance.getEntriesByType("navigation")[0];
    return done({shown: nav.loadEventEnd, how: "load event (no page modules)"});
  }
  if (performance.now() > deadline) return done({shown: null, how: "not shown within 10 s"});
  requestAnimationFrame(look);
}
look();
"""


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def transferred(driver: Any) -> tuple[int, int, int]:
    """Bytes on the wire, requests made and requests answered from the cache since the log was last read."""
    size = requests = cached = 0
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        method, params = message.get("method"), message.get("params", {})
        if method == "Network.loadingFinished":
            size += int(params.get("encodedDataLength", 0))
        elif method == "Network.responseReceived":
            requests += 1
            response = params.get("response", {})
            cached += bool(response.get("fromDiskCache") or response.get("fromPrefetchCache"))
        elif method == "Network.requestServedFromCache":  # (the memory cache)
            cached += 1
    return size, requests, cached


def load(driver: Any, url: str) -> dict[str, Any]:
    driver.get("about:blank")
    driver.get_log("performance")  # (forget what came before)
    driver.get(url)
    result = driver.execute_async_script(WAIT_SHOWN, SHOWN)
    time.sleep(0.2)  # the last answers logged
    size, requests, cached = transferred(driver)
    return {**result, "bytes": size, "requests": requests, "cached": cached}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--loads", type=int, default=20)
    parser.add_argument("--size", default="360x640", help="the window's CSS pixels (default: a phone, 360x640)")
    parser.add_argument("--static", type=Path, default=None, help="serve the page from this folder")
    parser.add_argument("--latency", type=float, default=0.0,
                        help="milliseconds the browser adds to each request (devtools' network emulation: a "
                             "phone on Wi-Fi is 20-50)")
    args = parser.parse_args()
    from testsupport.browser import ServedHost, chromium_missing, start_chromium

    missing = chromium_missing()
    if missing:
        print(f"cannot measure: {missing}")
        return 1
    width, height = (int(part) for part in args.size.split("x"))
    served = ServedHost()
    if args.static is not None:
        served.host.web.folders["static"] = args.static.resolve()
    driver = start_chromium(width, height)
    try:
        driver.set_script_timeout(15)
        driver.execute_cdp_cmd("Network.enable", {})
        if args.latency:
            driver.execute_cdp_cmd("Network.emulateNetworkConditions", {
                "offline": False, "latency": args.latency, "downloadThroughput": -1, "uploadThroughput": -1})
        runs: dict[str, list[dict[str, Any]]] = {"first visit (cache emptied)": [], "opened again (cache kept)": []}
        load(driver, served.table_url)  # (the browser's own start-up is not the page's)
        for _ in range(args.loads):
            driver.execute_cdp_cmd("Network.clearBrowserCache", {})
            runs["first visit (cache emptied)"].append(load(driver, served.table_url))
        for _ in range(args.loads):
            runs["opened again (cache kept)"].append(load(driver, served.table_url))
    finally:
        driver.quit()
        served.stop()
    print(f"page: {args.static or 'cardtable/web/static'}; window {width}x{height}; {args.loads} loads each; "
          f"loopback{f' + {args.latency:g} ms a request' if args.latency else ''}, headless Chromium")
    for name, results in runs.items():
        times = [r["shown"] for r in results if r["shown"] is not None]
        hows = sorted({r["how"] for r in results})
        if not times:
            print(f"{name}: {', '.join(hows)}")
            continue
        sizes = [r["bytes"] for r in results]
        print(f"{name}: until {' / '.join(hows)}: p50 {statistics.median(times):.0f} ms, "
              f"p95 {percentile(times, 0.95):.0f} ms, max {max(times):.0f} ms; "
              f"{statistics.median(sizes) / 1024:.1f} KB on the wire (median, max {max(sizes) / 1024:.1f} KB), "
              f"{statistics.median([r['requests'] for r in results]):.0f} requests, "
              f"{statistics.median([r['cached'] for r in results]):.0f} from the cache")
    return 0


if __name__ == "__main__":
    sys.exit(main())
