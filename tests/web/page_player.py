"""A robot that plays the page by taps, as a person would: it only looks at
what the page shows lit (the places the observation's legal moves light up)
and taps buttons. Used by the browser tests of whole games."""

from __future__ import annotations

import time
from typing import Any

LIT = """
const keys = (sel) => Array.from(document.querySelectorAll(sel)).map((b) => b.dataset.key);
const ready = document.querySelector('#ready');
return {
  over: !!document.querySelector('#over-title'),
  ready: ready && !ready.disabled ? true : false,
  lit: keys('#main .lit[data-key]'),
  selected: keys('#main .selected[data-key]'),
  status: document.querySelector('#status').textContent,
};
"""


def _tap(driver: Any, key: str) -> bool:
    """Tap ``key``'s element; False if the page was drawn anew without it since it was looked at."""
    return driver.execute_script("const e = document.querySelector(`#main [data-key='${arguments[0]}']`);"
                                 "if (e) e.click(); return !!e;", key)


def _pick(game: str, lit: list[str]) -> str | None:
    """The place or card to tap next among the lit ones (a simple preference)."""
    # "lay" opens the lay-down chooser with the engine's proposal; "lay-ok" lays it
    order = (["lay-ok", "deck", "discard", "lay", "knock", "pass", "group:", "seat:", "hand:"] if game == "phase10"
             else ["stock", "build:", "pile:", "hand:", "end"])
    for prefix in order:
        for key in lit:
            if key == prefix or (prefix.endswith(":") and key.startswith(prefix)):
                return key
    return None


def look(driver: Any) -> dict[str, Any]:
    """What the page shows: over, "ready" offered, the lit and the selected keys, the status line."""
    return driver.execute_script(LIT)


def next_tap(game: str, view: dict[str, Any]) -> str | None:
    """The key to tap next on what ``view`` (``look``) shows lit ("ready" at a
    held round end; None: nothing to do, not our turn). With a card selected:
    the place that takes it, or the card again (put back) if none does."""
    if view["over"]:
        return None
    if view["ready"]:
        return "ready"
    lit = view["lit"]
    if view["selected"]:
        targets = [k for k in lit if not k.startswith("hand:") and k not in ("stock",)]
        if game == "skipbo":
            targets = [k for k in lit if k.startswith(("build:", "pile:"))]
        pick = _pick(game, targets) if targets else None
        return view["selected"][0] if pick is None else pick
    return _pick(game, lit)


def tap_once(driver: Any, game: str, view: dict[str, Any], taps: list[int] | None = None) -> bool:
    """At most one tap (or "ready") on what ``view`` (``look``) shows lit;
    whether it tapped. ``taps`` counts the taps made on places and cards."""
    key = next_tap(game, view)
    if key is None:
        return False
    if key == "ready":
        driver.execute_script("document.querySelector('#ready').click();")
        return True
    if not _tap(driver, key):
        return False
    if taps is not None and key not in view["selected"]:
        taps[0] += 1
    return True


def play_by_taps(driver: Any, game: str, *, timeout: float = 240.0, taps: list[int] | None = None,
                 until: Any = None) -> dict[str, Any]:
    """Tap through the game until it is over (or ``until(view)`` is true);
    the last view. ``taps`` counts the taps made (a one-element list)."""
    end = time.monotonic() + timeout
    last: dict[str, Any] = {}
    while time.monotonic() < end:
        view = look(driver)
        last = view
        if view["over"] or (until is not None and until(view)):
            return view
        tap_once(driver, game, view, taps)
        time.sleep(0.05)
    raise AssertionError(f"the game did not end in time: {last}")
