"""The page stays the same size over a long game: what it holds after 100 moves it holds after 300.

A real host on 127.0.0.1 and headless Chromium; the page plays Phase 10
against a computer by itself (``testsupport.page_robot``: a script in the
page taps what it lights up, so hundreds of moves take seconds and the
driver adds nothing to the page between them). After 100 and after 300
moves of the table, with the garbage collected, the page holds: at most 100
move-log lines and 20 lines in each live region, about as many elements as
before (the table changes, the page does not pile up), and no more event
listeners than before. Counts, not times or bytes: the same on any machine.
The heap itself is measured by benchmarks/web_heap.py.
"""

from __future__ import annotations

from typing import Any

from testsupport.browser import ServedHost, family_table
from testsupport.page_robot import counts, moves_seen, sit_and_start, start_robot


def test_the_page_holds_no_more_after_300_moves_than_after_100(make_browser: Any) -> None:
    driver = make_browser(1280, 800)
    served = ServedHost(family_table("phase10", "LNG234", ("person", "computer")))
    try:
        sit_and_start(driver, served.table_url)
        start_robot(driver, "phase10")
        assert moves_seen(driver, 100, 120) >= 100
        early = counts(driver)
        assert moves_seen(driver, 300, 240) >= 300
        late = counts(driver)
    finally:
        served.stop()
    assert early["log"] == late["log"] == 100  # the move log keeps its last 100 lines
    assert late["live"] <= 20 and late["live_now"] <= 20
    assert late["elements"] <= early["elements"] + 100, (early, late)  # one more per move would be 200 more
    assert late["listeners"] <= early["listeners"] + 3, (early, late)  # (a few: a draw's buttons not yet collected)
