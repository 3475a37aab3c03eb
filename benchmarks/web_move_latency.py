"""How long a move made in the browser takes to reach another window (loopback, headless Chromium).

    python benchmarks/web_move_latency.py [--moves 200] [--game phase10] [--size 1280x800] [--touch]
                                          [--in-process]

The headless server in a process of its own (``python -m cardtable.net
serve`` on 127.0.0.1, a temporary data folder, one table of two people made by
``cardtable-server new``), as deployed and as benchmarks/net_latency.py runs
it (``--in-process``: a host on a thread of the benchmark's process instead,
``testsupport.browser.ServedHost``); Debian's headless Chromium (Selenium) at
seat 0; and another window at seat 1: the app's own network client
(``TableClient``, what a desktop window runs) on an event loop of its own
thread, playing its turns with the easy computer player (Skip-Bo: legal
moves at random, so that the game lasts) and noting the moment each
position's ``update`` has been read and its observation rebuilt. The browser plays by real input: each tap is a
mouse press and release at the middle of the lit card or place (devtools'
``Input.dispatchMouseEvent``; ``--touch``: a phone's touch start and end,
``Input.dispatchTouchEvent``, the window at 360x640 unless ``--size`` says
otherwise), the place chosen as the page tests' tap robot chooses
(tests/web/page_player.py). A move is the tap that sends ``act``; its
latency runs from that tap's ``click`` event in the page (the event's own
time stamp: when the finger or the button came up) to the other window
having read the new position. Page and benchmark share this computer's
clock (``performance.timeOrigin`` is wall time); the clock check prints how
long after the benchmark dispatched the release the page saw the click (it
must never be negative). Also printed: from the page handing the frame to
its WebSocket to the other window (the host's share); to the acting page's
socket getting its own update back (the message event's time stamp) and to
the page having handled it (its handler draws the table anew: the time
between the two is the page's own work per move). Goal: p95 <= 30 ms, as for the desktop windows
(benchmarks/net_latency.py). One game of all
ten phases (Phase 10) or stocks of 30 (Skip-Bo); if it ends first, fewer
moves are measured and the output says so. Everything stays on 127.0.0.1.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
for path in (ROOT, ROOT / "tests" / "web"):
    if str(path) not in sys.path:
        sys.path.insert(0, str(path))

# In the page: each act frame with its seq, the time it went to the socket and
# the time stamp of the click that made it; each update's seq and arrival.
HOOK = """
if (!window.__bench) {
  const bench = window.__bench = {acts: [], click: null, seen: -1, updates: {}};
  window.addEventListener('click', (e) => {
    bench.click = performance.timeOrigin + e.timeStamp;
    bench.handled = performance.timeOrigin + performance.now();
  }, {capture: true});
  const listen = (socket) => {
    if (socket.__bench) return;
    socket.__bench = true;
    socket.addEventListener('message', (e) => {
      const now = performance.timeOrigin + performance.now();
      try {
        const doc = JSON.parse(e.data);
        if (doc.type === 'update') {
          if (!(doc.seq in bench.updates)) bench.updates[doc.seq] = [performance.timeOrigin + e.timeStamp, now];
          bench.seen = Math.max(bench.seen, doc.seq);
        }
      } catch (err) { /* not ours */ }
    });
  };
  const send = WebSocket.prototype.send;
  WebSocket.prototype.send = function (data) {
    listen(this);
    try {
      const doc = JSON.parse(data);
      if (doc.type === 'act') bench.acts.push({seq: doc.seq, sent: performance.timeOrigin + performance.now(),
                                               click: bench.click, handled: bench.handled});
    } catch (err) { /* not ours */ }
    return send.call(this, data);
  };
}
"""
WHERE = """
const el = arguments[0] === 'ready' ? document.querySelector('#ready')
  : document.querySelector(`#main [data-key='${arguments[0]}']`);
if (!el) return null;
el.scrollIntoView({block: 'center', inline: 'center'});
const r = el.getBoundingClientRect();
const x = r.left + r.width / 2, y = r.top + r.height / 2;
const hit = document.elementFromPoint(x, y);
return [x, y, !!hit && (hit === el || el.contains(hit))];
"""
SINCE = "return window.__bench.acts.slice(arguments[0]);"
UPDATES = "return window.__bench.updates;"


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


class OtherWindow:
    """Seat 1: the app's network client on a loop of its own thread, playing by
    the easy computer player; ``arrived[seq]``: when that position was read."""

    def __init__(self, url: str, code: str, game: str) -> None:
        self.url, self.code, self.game = url, code, game
        self.arrived: dict[int, float] = {}
        self.changed = threading.Condition()
        self.over = False
        self.error: BaseException | None = None
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self._run, name="bench-other-window", daemon=True)
        self.thread.start()

    def _run(self) -> None:
        try:
            self.loop.run_until_complete(self._play())
        except BaseException as exc:  # said by the benchmark
            self.error = exc
        finally:
            with self.changed:
                self.over = True
                self.changed.notify_all()

    async def _play(self) -> None:
        from cardtable.ai.base import make_policy
        from cardtable.net.client import TableClient

        client = TableClient(self.url.replace("http://", "ws://"), self.code, "Ben", seat=1)
        self.client = client
        await client.connect()
        await client.send("start", fill=False)
        policy = make_policy(self.game, "easy", 1, 3)
        chance = random.Random(3)
        view = client.view
        acted: tuple[int, bool] | None = None
        try:
            while view.record is None:
                message = await client.receive(120)
                if message.type == "update":
                    now = time.time()
                    with self.changed:
                        self.arrived.setdefault(view.seq, now)
                        self.changed.notify_all()
                    policy.observe(view.observation)
                if message.type == "rejected":
                    acted = None
                here = (view.seq, view.held is not None)
                obs = view.observation
                if obs is None or here == acted:
                    continue
                if view.held is not None:
                    acted = here
                    await client.send("ready", seq=view.seq)
                elif obs.legal_actions:
                    acted = here
                    # (Skip-Bo: at random, or the easy player ends the game before the browser made enough moves)
                    action = chance.choice(obs.legal_actions) if self.game == "skipbo" else policy.choose(obs)
                    await client.act(action)
        finally:
            await client.close()

    def wait_for(self, seq: int, timeout: float) -> float | None:
        """When position ``seq`` arrived (None: not within ``timeout`` s)."""
        end = time.monotonic() + timeout
        with self.changed:
            while seq not in self.arrived and not self.over and time.monotonic() < end:
                self.changed.wait(end - time.monotonic())
            return self.arrived.get(seq)


def real_tap(driver: Any, key: str, touch: bool) -> float | None:
    """Press and release at the middle of ``key``'s element; the wall time
    just before the release was dispatched (None: not found or covered)."""
    where = driver.execute_script(WHERE, key)
    if not where or not where[2]:
        return None
    x, y = where[0], where[1]
    if touch:
        driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
        released = time.time()
        driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    else:
        common = {"x": x, "y": y, "button": "left", "clickCount": 1}
        driver.execute_cdp_cmd("Input.dispatchMouseEvent", {"type": "mousePressed", **common})
        released = time.time()
        driver.execute_cdp_cmd("Input.dispatchMouseEvent", {"type": "mouseReleased", **common})
    return released


def sit_down(driver: Any, url: str) -> None:
    """Open the table's link, type a name, take seat 0 (the other window starts the game)."""
    driver.get(url)
    wait(driver, "return !!document.querySelector('#name')")
    driver.find_element("id", "name").send_keys("Oma")
    driver.execute_script("document.querySelector(`[data-seat='0']`).click()")
    wait(driver, "return document.body.textContent.includes(' (you)')")
    driver.execute_script(HOOK)


def wait(driver: Any, script: str, timeout: float = 30.0, *args: Any) -> Any:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        value = driver.execute_script(script, *args)
        if value:
            return value
        time.sleep(0.02)
    raise RuntimeError(f"not within {timeout} s: {script}")


def play(driver: Any, other: OtherWindow, game: str, moves: int, touch: bool) -> dict[str, Any]:
    """Tap until ``moves`` moves of the browser reached the other window (or the game ended)."""
    from page_player import look, next_tap

    samples: list[dict[str, float]] = []
    acts_seen = 0
    misses = covered = 0
    end = time.monotonic() + 170
    while len(samples) < moves and time.monotonic() < end and not other.over:
        view = look(driver)
        if view["over"]:
            break
        key = next_tap(game, view)
        if key is None:
            time.sleep(0.005)
            continue
        released = real_tap(driver, key, touch)
        if released is None:
            covered += 1
            time.sleep(0.02)
            continue
        new: list[dict[str, Any]] = []
        poll_end = time.monotonic() + 0.1
        while True:  # (a tap on a card only selects it: no act)
            new = driver.execute_script(SINCE, acts_seen)
            if new or time.monotonic() > poll_end:
                break
            time.sleep(0.002)
        acts_seen += len(new)
        for act in new:
            arrived = other.wait_for(act["seq"] + 1, 5.0)
            if arrived is None:
                misses += 1
                continue
            samples.append({"seq": act["seq"], "click": act["click"] / 1000, "sent": act["sent"] / 1000,
                            "handled": act["handled"] / 1000,
                            "released": released, "arrived": arrived})
            wait(driver, "return window.__bench.seen > arguments[0]", 10, act["seq"])  # the page has its update
    back = driver.execute_script(UPDATES)
    for sample in samples:
        came, handled = back.get(str(int(sample["seq"]) + 1)) or (float("nan"), float("nan"))
        sample["came"], sample["back"] = came / 1000, handled / 1000
    return {"samples": samples, "misses": misses, "covered": covered, "over": bool(look(driver)["over"])}


def line(name: str, values: list[float]) -> str:
    ms = [1000 * v for v in values]
    return (f"{name}: p50 {statistics.median(ms):.1f} ms, p95 {percentile(ms, 0.95):.1f} ms, "
            f"max {max(ms):.1f} ms ({len(ms)} moves)")


class ServerProcess:
    """The headless server (``python -m cardtable.net serve``) in a process of its own, as deployed,
    with one table of two people made by ``cardtable-server new`` in ``data``; ``url`` and ``code``."""

    def __init__(self, data: Path, game: str) -> None:
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        options = json.dumps({"stock_size": 30} if game == "skipbo" else {})
        made = subprocess.run([sys.executable, "-m", "cardtable.net", "new", "--data", str(data), "--game", game,
                               "--seats", "person,person", "--options", options, "--name", "Family",
                               "--log-level", "WARNING"], capture_output=True, text=True, cwd=ROOT, env=env,
                              check=True)
        self.code = made.stdout.split()[0]
        self.process = subprocess.Popen([sys.executable, "-m", "cardtable.net", "serve", "--port", "0", "--data",
                                         str(data), "--log-level", "WARNING"], stdout=subprocess.PIPE, text=True,
                                        cwd=ROOT, env=env)
        assert self.process.stdout is not None
        port = int(self.process.stdout.readline().rsplit(":", 1)[1])
        self.url = f"http://127.0.0.1:{port}"

    def stop(self) -> None:
        self.process.terminate()
        self.process.wait(10)


def in_process_host(game: str) -> Any:
    """The host on a thread of this process instead (``testsupport.browser.ServedHost``)."""
    from cardtable.engine.registry import get_rules
    from cardtable.net.table import PERSON, SeatSlot, Table
    from testsupport.browser import ServedHost

    rules = get_rules(game)
    options = rules.options_from_json({"players": 2, **({"stock_size": 30} if game == "skipbo" else {})})
    return ServedHost(Table(rules, options, 7, [SeatSlot("", PERSON), SeatSlot("", PERSON)], code="LAT234",
                            name="Family"))


def measure(url: str, code: str, args: Any, width: int, height: int) -> dict[str, Any]:
    """The browser sits down at ``code``, the other window joins and starts; the samples."""
    from testsupport.browser import start_chromium

    driver = start_chromium(width, height, touch=args.touch)
    other: OtherWindow | None = None
    try:
        sit_down(driver, f"{url}/t/{code}")
        other = OtherWindow(url, code, args.game)
        wait(driver, "return !!document.querySelector('#main .seats')")
        result = play(driver, other, args.game, args.moves, args.touch)
        result["stopped"] = other.error if other.over else None  # (before the end of the measuring)
    finally:
        driver.quit()  # (the other window's thread ends when the host closes its connection)
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=200)
    parser.add_argument("--game", default="phase10", choices=("phase10", "skipbo"))
    parser.add_argument("--size", default=None, help="the window's CSS pixels (default 1280x800; 360x640 with --touch)")
    parser.add_argument("--touch", action="store_true", help="a phone: touch emulation and taps by touch events")
    parser.add_argument("--in-process", action="store_true",
                        help="the host on a thread of the benchmark's process (default: the server's own process)")
    args = parser.parse_args()
    from testsupport.browser import chromium_missing

    missing = chromium_missing()
    if missing:
        print(f"cannot measure: {missing}")
        return 1
    width, height = (int(part) for part in (args.size or ("360x640" if args.touch else "1280x800")).split("x"))
    with tempfile.TemporaryDirectory(prefix="cardtable-latency-") as data:
        server = ServerProcess(Path(data), args.game) if not args.in_process else None
        served = server or in_process_host(args.game)
        try:
            result = measure(served.url, served.code, args, width, height)
        finally:
            served.stop()
    if result["stopped"] is not None:
        print(f"the other window stopped: {result['stopped']!r}")
    samples = result["samples"]
    where = "a thread of the benchmark" if args.in_process else "its own process"
    print(f"{args.game}, 2 seats, the host in {where}; browser {width}x{height} by {'touch' if args.touch else 'mouse'}; loopback, "
          f"headless Chromium; {len(samples)} moves of the browser measured"
          f"{' (the game ended first)' if result['over'] and len(samples) < args.moves else ''}; "
          f"{result['misses']} moves not seen within 5 s, {result['covered']} taps on a covered place")
    if not samples:
        return 1
    print(line("tap (click event) -> other window has the position", [s["arrived"] - s["click"] for s in samples]))
    print(line("page hands the act to its socket -> other window", [s["arrived"] - s["sent"] for s in samples]))
    print(line("the click's time stamp -> the page's first click listener runs", [s["handled"] - s["click"] for s in samples]))
    print(line("the click's first listener -> the act on the socket", [s["sent"] - s["handled"] for s in samples]))
    own = [s for s in samples if s["back"] == s["back"]]
    if own:
        print(line("tap -> the acting page's socket has its own update", [s["came"] - s["click"] for s in own]))
        print(line("tap -> the acting page has handled it (drawn the table anew)", [s["back"] - s["click"] for s in own]))
        print(line("the page's handling of its update (the draw)", [s["back"] - s["came"] for s in own]))
    print(line("clock check: release dispatched by the benchmark -> click event in the page",
               [s["click"] - s["released"] for s in samples]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
