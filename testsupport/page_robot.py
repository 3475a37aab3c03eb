"""A robot inside the browser's page that plays its seat for long games, and what the page holds.

Why here, and why inside the page: the long-game checks of the page (the
heap benchmark, benchmarks/web_heap.py, and the test that the page stays the
same size, tests/web/test_page_long_game.py) need hundreds of moves quickly
and without the driver in between: every WebDriver call leaves its answer's
text in the page's heap for a while (heap snapshots showed hundreds of
``{"status":0,"value":…}`` strings after a few hundred moves played from
Python), which is not the page's. So ``start_robot`` puts a small script into
the page that looks and taps (``click()``) every 10 ms, choosing as the page
tests' tap robot does (tests/web/page_player.py: the same preference order
of lit places), never while its last move or "ready" waits for the host's
answer, and "Play again" when a game is over; ``moves_seen`` waits inside
the page, in one call, until it has been sent so many positions (both, and
``counts``, through the devtools protocol's ``Runtime.evaluate``, which adds
no helper script of the driver's to the page).
``counts`` reads what the page holds after a garbage collection.
"""

from __future__ import annotations

import time
from typing import Any

# The positions the page was sent (a listener on its socket, added at its next
# frame): each new seq is a move. ``waiting``: when an act or ready went out.
HOOK = """
if (!window.__robot) {
  const robot = window.__robot = {seq: -1, moves: -1, waiting: 0, games: 1, againAt: null};
  const send = WebSocket.prototype.send;
  WebSocket.prototype.send = function (data) {
    if (!this.__robot) {
      this.__robot = true;
      this.addEventListener('message', (e) => {
        let doc = null;
        try { doc = JSON.parse(e.data); } catch (err) { return; }
        if (doc.type === 'update' && doc.seq !== robot.seq) {
          robot.seq = doc.seq;
          robot.moves += 1;
        }
        if (doc.type === 'update' || doc.type === 'rejected') robot.waiting = 0;
      });
    }
    if (/"type":"(act|ready)"/.test(data)) robot.waiting = performance.now();
    return send.call(this, data);
  };
}
"""
ROBOT = """
const robot = window.__robot;
const game = arguments[0];
const order = game === 'phase10' ? ['lay-ok', 'deck', 'discard', 'lay', 'knock', 'pass', 'group:', 'seat:', 'hand:']
  : ['stock', 'build:', 'pile:', 'hand:', 'end'];
const pick = (lit) => {
  for (const prefix of order) {
    for (const key of lit) if (key === prefix || (prefix.endsWith(':') && key.startsWith(prefix))) return key;
  }
  return null;
};
const keys = (sel) => Array.from(document.querySelectorAll(sel)).map((b) => b.dataset.key);
setInterval(() => {
  if (robot.waiting && performance.now() - robot.waiting < 2000) return;
  if (document.querySelector('#over-title')) {
    const again = Array.from(document.querySelectorAll('#overlay button')).find((b) => !b.disabled);
    if (again && robot.againAt !== robot.seq) {
      robot.againAt = robot.seq;
      robot.games += 1;
      again.click();
    }
    return;
  }
  const ready = document.querySelector('#ready');
  if (ready && !ready.disabled) {
    ready.click();
    return;
  }
  const lit = keys('#main .lit[data-key]');
  const selected = keys('#main .selected[data-key]');
  let key = null;
  if (selected.length) {
    const targets = lit.filter((k) => game === 'skipbo' ? k.startsWith('build:') || k.startsWith('pile:')
      : !k.startsWith('hand:') && k !== 'stock');
    key = pick(targets) || selected[0];
  } else {
    key = pick(lit);
  }
  const el = key && document.querySelector(`#main [data-key='${key}']`);
  if (el) el.click();
}, 10);
"""
UNTIL = """
new Promise((done) => {
  const end = performance.now() + 1000 * SECONDS;
  const look = () => (window.__robot.moves >= WANT || performance.now() > end ? done(window.__robot.moves)
    : setTimeout(look, 20));
  look();
})
"""
COUNTS = """
(() => {
  const count = (sel) => document.querySelectorAll(sel).length;
  return {elements: document.getElementsByTagName('*').length, log: count('#log-lines li'),
          live: count('#live p'), live_now: count('#live-now p'), games: window.__robot.games};
})()
"""


def wait(driver: Any, script: str, timeout: float = 30.0) -> Any:
    """``script``'s value once it is true (RuntimeError after ``timeout`` s)."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        value = driver.execute_script(script)
        if value:
            return value
        time.sleep(0.02)
    raise RuntimeError(f"not within {timeout} s: {script}")


def sit_and_start(driver: Any, table_url: str, name: str = "Oma") -> None:
    """Open the table's link, take seat 0 under ``name``, start the game; the hook is in the page."""
    driver.get(table_url)
    wait(driver, "return !!document.querySelector('#name')")
    driver.execute_script(HOOK)
    driver.find_element("id", "name").send_keys(name)
    driver.execute_script("document.querySelector(`[data-seat='0']`).click()")
    wait(driver, "return !!document.querySelector('#start')")
    driver.execute_script("document.querySelector('#start').click()")
    wait(driver, "return window.__robot.moves >= 0 && !!document.querySelector('#main .seats')")


def start_robot(driver: Any, game: str) -> None:
    """From now on the page plays its seat by itself (``game``: phase10 or skipbo)."""
    driver.execute_script(ROBOT, game)


def evaluate(driver: Any, expression: str) -> Any:
    """``expression``'s value in the page (a promise: awaited), through the devtools protocol:
    WebDriver's ``execute_script`` puts a 16 KB helper of its own into the page with every call,
    and the page's heap keeps each copy for a while (heap snapshots show them)."""
    answer = driver.execute_cdp_cmd("Runtime.evaluate", {"expression": expression, "returnByValue": True,
                                                         "awaitPromise": True})
    if "exceptionDetails" in answer:
        raise RuntimeError(f"the page: {answer['exceptionDetails']}")
    return answer["result"].get("value")


def moves_seen(driver: Any, want: int, seconds: float = 60.0) -> int:
    """Wait inside the page until it was sent ``want`` moves (or ``seconds`` passed); how many it was sent."""
    return int(evaluate(driver, UNTIL.replace("WANT", str(int(want))).replace("SECONDS", str(float(seconds)))))


def counts(driver: Any) -> dict[str, float]:
    """After a garbage collection: the JavaScript heap (``used_mb``; Blink's own heap ``blink_mb``),
    the page's elements, its move-log and live-region lines, the renderer's DOM nodes
    (card art's SVG documents included), documents and event listeners, and the games played."""
    driver.execute_cdp_cmd("HeapProfiler.collectGarbage", {})
    heap = driver.execute_cdp_cmd("Runtime.getHeapUsage", {})
    dom = driver.execute_cdp_cmd("Memory.getDOMCounters", {})
    page = evaluate(driver, COUNTS)
    return {"used_mb": heap["usedSize"] / 2**20, "total_mb": heap["totalSize"] / 2**20,
            "blink_mb": heap.get("embedderHeapUsedSize", 0) / 2**20, **page,
            "nodes": dom["nodes"], "documents": dom["documents"], "listeners": dom["jsEventListeners"]}


__all__ = ["counts", "evaluate", "moves_seen", "sit_and_start", "start_robot", "wait"]
