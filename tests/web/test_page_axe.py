"""axe-core finds no accessibility violation on the page: the waiting table,
a Phase 10 turn with a card taken, a Skip-Bo turn, the round end and the
game over. axe-core comes from ``npm install`` (package.json; only the
tests use it); without it the check is skipped with the reason."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from page_fixtures import page_server, wide_browser  # noqa: F401  (fixtures)
from page_player import play_by_taps
from test_page_plays import sit_and_start, wait_for

AXE = Path(__file__).resolve().parents[2] / "node_modules" / "axe-core" / "axe.min.js"


def violations(driver: Any) -> list[str]:
    """axe's violations on the page as it is now ("rule: element" lines)."""
    if not driver.execute_script("return !!window.axe"):
        driver.execute_script(AXE.read_text(encoding="utf-8"))
    result = driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "axe.run(document, {resultTypes: ['violations']}).then((r) => done(r.violations.map("
        "(v) => v.id + ': ' + v.nodes.map((n) => n.target.join(' ')).join(', '))));")
    return list(result)


@pytest.fixture
def axe_ready() -> None:
    if not AXE.exists():
        pytest.skip("axe-core is not installed here: run `npm install` in the repository")


def test_no_violations_on_the_waiting_table_a_phase10_turn_and_the_round_end(
        axe_ready, page_server, wide_browser):  # noqa: F811
    page_server.add("phase10", {"phases": [1, 2]}, ["person", "computer"], "AXE234", seed=11)
    wide_browser.get(f"{page_server.url}/t/AXE234")
    wait_for(wide_browser, "return !!document.querySelector('#name')")
    assert violations(wide_browser) == []
    sit_and_start(wide_browser, page_server.url, "AXE234")
    wide_browser.execute_script("document.querySelector('[data-key=\"deck\"]').click()")
    wait_for(wide_browser, "return document.querySelectorAll('#main .in-hand.lit').length > 0")
    wide_browser.execute_script("document.querySelector('#main .in-hand.lit').click()")
    assert violations(wide_browser) == []
    play_by_taps(wide_browser, "phase10", until=lambda v: v["ready"])
    assert violations(wide_browser) == []


def test_no_violations_on_a_skipbo_turn_and_the_game_over(axe_ready, page_server, wide_browser):  # noqa: F811
    page_server.add("skipbo", {"stock_size": 5}, ["person", "computer"], "AXS234", seed=3)
    sit_and_start(wide_browser, page_server.url, "AXS234")
    assert violations(wide_browser) == []
    play_by_taps(wide_browser, "skipbo")
    assert violations(wide_browser) == []
