"""The browser page plays whole games through a real host in a real
headless Chromium, by taps on what the page lights up: Phase 10 on a phone
(360×640) and Skip-Bo on a desktop screen (1920×1080), each against a
computer seat. The host's table ends over, and its record replays to the
same final position; every move's sentence reached the live region."""

from __future__ import annotations

import json
import time
from typing import Any

from page_fixtures import browser, page_server, wide_browser  # noqa: F401  (fixtures)
from page_player import play_by_taps

from cardtable.engine.replay import final_state


def sit_and_start(driver: Any, url: str, code: str, name: str = "Oma", seat: int = 0, start: bool = True) -> None:
    """Open the table's link, type a name, take the seat, start the game."""
    driver.get(f"{url}/t/{code}")
    wait_for(driver, "return !!document.querySelector('#name')")
    driver.find_element("id", "name").send_keys(name)
    driver.execute_script("document.querySelector(`[data-seat='${arguments[0]}']`).click()", seat)
    wait_for(driver, "return document.body.textContent.includes(' (you)')")  # seated
    if start:  # (by script: a lobby update may draw the button again between finding and clicking it)
        wait_for(driver, "return !!document.querySelector('#start')")
        driver.execute_script("document.querySelector('#start').click()")
        wait_for(driver, "return document.querySelectorAll('#main .in-hand').length > 0")


def wait_for(driver: Any, script: str, timeout: float = 40.0, *args: Any) -> Any:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        value = driver.execute_script(script, *args)
        if value:
            return value
        time.sleep(0.05)
    raise AssertionError(f"not within {timeout} s: {script}")


def _spoke_the_protocol(server: Any) -> None:
    """Every frame the page sent is a message of docs/PROTOCOL.md (the host's strict reader)."""
    from cardtable.net.protocol import read_client

    kinds = [read_client(frame).type for frame in server.frames]
    assert kinds[0] == "hello" and {"act", "start"} <= set(kinds), kinds[:5]


def _finished(table: Any) -> None:
    assert table.over()
    record = table.record()
    rules = table.rules
    actions = [rules.action_from_json(doc) for doc in record["actions"]]
    assert final_state(rules, rules.options_from_json(record["options"]), record["seed"], actions) == table.state


def test_a_whole_phase10_game_by_taps_on_a_phone(page_server, browser):  # noqa: F811
    table = page_server.add("phase10", {"phases": [1]}, ["person", "computer"], "PHZ234", seed=5)
    sit_and_start(browser, page_server.url, "PHZ234")
    taps = [0]
    view = play_by_taps(browser, "phase10", taps=taps)
    assert view["over"] and taps[0] > 5
    _finished(table)
    _spoke_the_protocol(page_server)
    said = browser.execute_script("return document.querySelector('#live').textContent")
    assert "drew a card from the draw pile" in said and "Oma" in said
    log = browser.execute_script("return document.querySelector('#log-lines').textContent")
    assert "discarded" in log


def test_a_knocking_phase10_game_with_three_by_taps(page_server, browser):  # noqa: F811
    table = page_server.add("phase10", {"phases": [1], "knock": True}, ["person", "computer", "computer"], "KNK234",
                            seed=8)
    sit_and_start(browser, page_server.url, "KNK234")
    play_by_taps(browser, "phase10")
    _finished(table)
    sent = [json.loads(frame) for frame in page_server.frames]
    kinds = {doc["action"]["type"] for doc in sent if doc["type"] == "act"}
    assert {"knock", "pass"} & kinds, kinds  # the page answered the knock window


def test_a_whole_skipbo_game_by_taps_on_a_desktop_screen(page_server, wide_browser):  # noqa: F811
    table = page_server.add("skipbo", {"stock_size": 5}, ["person", "computer"], "SKB234", seed=3)
    sit_and_start(wide_browser, page_server.url, "SKB234")
    taps = [0]
    view = play_by_taps(wide_browser, "skipbo", taps=taps)
    assert view["over"] and taps[0] > 5
    _finished(table)
    _spoke_the_protocol(page_server)
    said = wide_browser.execute_script("return document.querySelector('#live').textContent")
    assert "on building pile" in said


def test_the_round_end_is_held_face_up_until_ready(page_server, wide_browser):  # noqa: F811
    page_server.add("phase10", {"phases": [1, 2]}, ["person", "computer"], "RND234", seed=11)
    sit_and_start(wide_browser, page_server.url, "RND234")
    view = play_by_taps(wide_browser, "phase10", until=lambda v: v["ready"])
    assert view["ready"]
    summary = wide_browser.execute_script("return document.querySelector('#overlay').textContent")
    assert "Round 1 finished" in summary and "Deal next round" in summary
    assert wide_browser.execute_script("return document.querySelectorAll('#overlay .left-cards').length") == 2
    wide_browser.execute_script("document.querySelector('#ready').click()")
    wait_for(wide_browser, "return document.querySelector('#overlay').hidden")


def test_the_front_page_takes_a_typed_code_to_its_table(page_server, browser):  # noqa: F811
    page_server.add("skipbo", {"stock_size": 5}, ["person", "computer"], "FRN234")
    browser.get(page_server.url + "/")
    wait_for(browser, "return !!document.querySelector('#code-input')")
    browser.find_element("id", "code-input").send_keys("frn-234\n")
    wait_for(browser, "return location.pathname === '/t/FRN234' && !!document.querySelector('#name')")
    browser.get(page_server.url + "/t/NOT234")
    text = wait_for(browser, "const p = document.querySelector('.closed'); return p && p.textContent")
    assert text == "There is no table with this code at this address."
