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


def _tap(driver: Any, key: str) -> None:
    driver.execute_script("document.querySelector(`#main [data-key='${arguments[0]}']`).click();", key)


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


def play_by_taps(driver: Any, game: str, *, timeout: float = 240.0, taps: list[int] | None = None,
                 until: Any = None) -> dict[str, Any]:
    """Tap through the game until it is over (or ``until(view)`` is true);
    the last view. ``taps`` counts the taps made (a one-element list)."""
    end = time.monotonic() + timeout
    last: dict[str, Any] = {}
    while time.monotonic() < end:
        view = driver.execute_script(LIT)
        last = view
        if view["over"] or (until is not None and until(view)):
            return view
        if view["ready"]:
            driver.execute_script("document.querySelector('#ready').click();")
            time.sleep(0.05)
            continue
        lit = view["lit"]
        if view["selected"]:
            targets = [k for k in lit if not k.startswith("hand:") and k not in ("stock",)]
            if game == "skipbo":
                targets = [k for k in lit if k.startswith(("build:", "pile:"))]
            pick = _pick(game, targets) if targets else None
            if pick is None:  # nothing takes it: put it back
                _tap(driver, view["selected"][0])
            else:
                _tap(driver, pick)
                if taps is not None:
                    taps[0] += 1
                time.sleep(0.05)
            continue
        pick = _pick(game, lit)
        if pick is None:
            time.sleep(0.05)  # not our turn
            continue
        _tap(driver, pick)
        if taps is not None:
            taps[0] += 1
        time.sleep(0.02)
    raise AssertionError(f"the game did not end in time: {last}")
