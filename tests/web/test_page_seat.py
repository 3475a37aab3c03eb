"""The browser keeps its seat: a reload mid-game sits down at the same seat
with the same hand (the seat token kept per table code); a second tab with
the same seat takes over and the first says so (4007); a spectator's page
shows no hand; and a phone's page never scrolls sideways."""

from __future__ import annotations

from typing import Any

from page_fixtures import _browser, browser, page_server, resize  # noqa: F401  (fixtures)
from page_player import play_by_taps
from test_page_plays import sit_and_start, wait_for

HAND = "return Array.from(document.querySelectorAll('#main .in-hand')).map((b) => b.getAttribute('aria-label'))"


def test_a_reload_mid_game_takes_the_seat_back_with_the_same_hand(page_server, browser):  # noqa: F811
    table = page_server.add("phase10", {"phases": [1, 2]}, ["person", "computer"], "RLD234", seed=4)
    sit_and_start(browser, page_server.url, "RLD234")
    play_by_taps(browser, "phase10", until=lambda v: v["ready"] or _moves(browser) >= 6)
    before = browser.execute_script(HAND)
    seat_token = table.seats[0].token
    browser.refresh()
    wait_for(browser, "return document.querySelectorAll('#main .in-hand').length > 0")
    assert browser.execute_script(HAND) == before
    assert browser.execute_script("return !document.querySelector('#name')")  # no seat chooser again
    assert table.seats[0].connected and table.seats[0].token == seat_token
    assert browser.execute_script("return document.querySelector('.seat.me .seat-name').textContent").startswith("Oma")


def _moves(driver: Any) -> int:
    return driver.execute_script("return document.querySelectorAll('#log-lines li').length")


def test_a_second_tab_with_the_same_seat_takes_over_and_the_first_says_so(page_server, browser):  # noqa: F811
    page_server.add("skipbo", {"stock_size": 5}, ["person", "computer"], "TAB234", seed=4)
    sit_and_start(browser, page_server.url, "TAB234")
    first = browser.current_window_handle
    browser.switch_to.new_window("tab")
    browser.get(f"{page_server.url}/t/TAB234")  # the same browser: the same kept token
    wait_for(browser, "return document.querySelectorAll('#main .in-hand').length > 0")
    browser.switch_to.window(first)
    text = wait_for(browser, "const p = document.querySelector('.closed'); return p && p.textContent")
    assert text == "This seat was taken over by another window."


def test_a_spectator_sees_the_table_and_no_hand(page_server, browser):  # noqa: F811
    page_server.add("phase10", {"phases": [1]}, ["person", "computer"], "SPC234", seed=4)
    player = _browser(360, 640)
    try:
        sit_and_start(player, page_server.url, "SPC234")
        browser.get(f"{page_server.url}/t/SPC234")
        wait_for(browser, "return !!document.querySelector('#watch')")
        browser.find_element("id", "watch").click()
        wait_for(browser, "return document.querySelectorAll('#main .seat').length === 2")
        assert browser.execute_script("return document.querySelectorAll('#main .in-hand, #main .hand').length") == 0
        assert browser.execute_script("return document.querySelector('#status').textContent") == "Watching"
        assert browser.execute_script("return document.querySelectorAll('#main .lit').length") == 0
    finally:
        player.quit()


SIDEWAYS = "return document.documentElement.scrollWidth - window.innerWidth"
SMALLEST = """
let least = 99;
for (const node of document.querySelectorAll('body *')) {
  if (!node.offsetParent && node.tagName !== 'BODY') continue;
  const own = Array.from(node.childNodes).some((c) => c.nodeType === 3 && c.textContent.trim());
  if (own) least = Math.min(least, parseFloat(getComputedStyle(node).fontSize));
}
return least;
"""


def test_a_phone_never_scrolls_sideways_and_no_text_is_under_11px(page_server, browser):  # noqa: F811
    page_server.add("skipbo", {"stock_size": 5}, ["person", "computer", "computer", "computer", "computer",
                                                  "computer"], "WID234", seed=4)
    browser.get(f"{page_server.url}/t/WID234")
    wait_for(browser, "return !!document.querySelector('#name')")
    assert browser.execute_script(SIDEWAYS) <= 0
    browser.find_element("id", "name").send_keys("Großmutter Wilhelmine von Hohenzollern")
    browser.find_element("css selector", "[data-seat='0']").click()
    wait_for(browser, "return !!document.querySelector('#start')")
    browser.find_element("id", "start").click()
    wait_for(browser, "return document.querySelectorAll('#main .in-hand').length > 0")
    for width, height in ((360, 640), (640, 360)):
        resize(browser, width, height)
        wait_for(browser, "return window.innerWidth === arguments[0] && window.innerHeight === arguments[1]", 30,
                 width, height)
        assert browser.execute_script(SIDEWAYS) <= 0, (width, height)
        assert browser.execute_script(SMALLEST) >= 11
    play_by_taps(browser, "skipbo", timeout=300)
    assert browser.execute_script(SIDEWAYS) <= 0
    assert browser.execute_script(SMALLEST) >= 11


def test_a_lost_connection_comes_back_to_the_same_seat_by_itself(page_server, browser):  # noqa: F811
    from page_server import drop

    table = page_server.add("skipbo", {"stock_size": 5}, ["person", "computer"], "LST234", seed=4)
    sit_and_start(browser, page_server.url, "LST234")
    before = browser.execute_script(HAND)
    drop(page_server, "LST234", 0)
    wait_for(browser, "return document.querySelector('#status').textContent.startsWith('Waiting for the host')")
    wait_for(browser, "return !document.querySelector('#status').textContent.startsWith('Waiting for the host')")
    wait_for(browser, "return document.querySelectorAll('#main .in-hand').length > 0")
    assert browser.execute_script(HAND) == before
    assert table.seats[0].connected
    browser.execute_script("document.dispatchEvent(new Event('visibilitychange'))")  # awake: nothing to do
    assert table.seats[0].connected and not browser.execute_script("return !!document.querySelector('.closed')")


def test_a_name_being_typed_survives_another_person_sitting_down(page_server, browser):  # noqa: F811
    page_server.add("skipbo", {"stock_size": 5}, ["person", "person", "computer"], "TYP234", seed=4)
    browser.get(f"{page_server.url}/t/TYP234")
    wait_for(browser, "return !!document.querySelector('#name')")
    browser.find_element("id", "name").send_keys("Großm")
    other = _browser(360, 640)
    try:
        sit_and_start(other, page_server.url, "TYP234", name="Ben", seat=1, start=False)
        wait_for(browser, "return !document.querySelector('[data-seat=\"1\"]')")  # the page was drawn again
        browser.switch_to.active_element.send_keys("utter")
        assert browser.execute_script("return document.querySelector('#name').value") == "Großmutter"
    finally:
        other.quit()
