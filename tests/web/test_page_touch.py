"""A phone's whole turn by touch: real touch taps (and a touch drag) at
360×640 through the browser's own touch input, not script clicks: draw
from the draw pile, take a card, drop it on the discard pile."""

from __future__ import annotations

from typing import Any

from page_fixtures import browser, page_server  # noqa: F401  (fixtures)
from test_page_plays import sit_and_start, wait_for


def _finger(driver: Any) -> Any:
    from selenium.webdriver.common.actions import interaction
    from selenium.webdriver.common.actions.action_builder import ActionBuilder
    from selenium.webdriver.common.actions.pointer_input import PointerInput

    return ActionBuilder(driver, mouse=PointerInput(interaction.POINTER_TOUCH, "finger"))


def _at(driver: Any, key: str) -> tuple[int, int]:
    return tuple(driver.execute_script(
        "const b = document.querySelector(`[data-key='${arguments[0]}']`); b.scrollIntoView({block: 'center'});"
        "const r = b.getBoundingClientRect(); return [Math.round(r.x + r.width / 2), Math.round(r.y + r.height / 2)];",
        key))


def tap(driver: Any, key: str) -> None:
    x, y = _at(driver, key)
    finger = _finger(driver)
    finger.pointer_action.move_to_location(x, y).pointer_down().pointer_up()
    finger.perform()


def test_a_whole_turn_and_a_drag_by_touch_on_a_phone(page_server, browser):  # noqa: F811
    page_server.add("phase10", {"phases": [1]}, ["person", "computer"], "TCH234", seed=2)
    sit_and_start(browser, page_server.url, "TCH234")
    wait_for(browser, "return !!document.querySelector('.lit[data-key=deck]')")
    tap(browser, "deck")
    wait_for(browser, "return document.querySelectorAll('#main .in-hand').length === 11")
    tap(browser, "hand:0")
    assert browser.execute_script("return document.querySelector('[data-key=\"hand:0\"]').getAttribute('aria-pressed')") == "true"
    tap(browser, "discard")
    wait_for(browser, "return document.querySelectorAll('#main .in-hand').length === 10")
    wait_for(browser, "return !!document.querySelector('.lit[data-key=deck]')", 60)  # the computer played
    tap(browser, "deck")
    wait_for(browser, "return document.querySelectorAll('#main .in-hand').length === 11")
    browser.execute_script("window.scrollTo(0, 0)")
    x, y = _at(browser, "hand:2")
    tx, ty = browser.execute_script(
        "const r = document.querySelector('[data-key=discard]').getBoundingClientRect();"
        "return [Math.round(r.x + r.width / 2), Math.round(r.y + r.height / 2)];")
    finger = _finger(browser)
    finger.pointer_action.move_to_location(x, y).pointer_down().move_to_location(x, y - 30) \
        .move_to_location(tx, ty).pointer_up()
    finger.perform()
    wait_for(browser, "return document.querySelectorAll('#main .in-hand').length === 10")
