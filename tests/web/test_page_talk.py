"""The table's talk and another game on the page: a chat line and a preset
reaction go to everybody (said in each reader's language), and after the
game over "Play again" deals a new game at the same table."""

from __future__ import annotations

from page_fixtures import browser, page_server  # noqa: F401  (fixtures)
from page_player import play_by_taps
from test_page_plays import sit_and_start, wait_for

LOG = "return Array.from(document.querySelectorAll('#log-lines li.chat')).map((li) => li.textContent)"


def test_a_chat_line_and_a_reaction_reach_the_log_and_the_live_region(page_server, browser):  # noqa: F811
    page_server.add("skipbo", {"stock_size": 5}, ["person", "computer"], "CHT234", seed=2)
    sit_and_start(browser, page_server.url, "CHT234")
    browser.find_element("id", "chat-text").send_keys("<b>Hallo</b> zusammen\n")
    wait_for(browser, f"{LOG}.length === 1")
    browser.execute_script("document.querySelector('[data-reaction=\"good_game\"]').click()")
    lines = wait_for(browser, f"const l = (() => {{ {LOG} }})(); return l.length === 2 && l")
    assert lines == ["» Oma: <b>Hallo</b> zusammen", "» Oma: Good game!"]  # text, never markup
    assert browser.execute_script("return document.querySelectorAll('#log-lines b').length") == 0
    said = browser.execute_script("return document.querySelector('#live').textContent")
    assert "» Oma: Good game!" in said


def test_play_again_deals_a_new_game_at_the_same_table(page_server, browser):  # noqa: F811
    table = page_server.add("skipbo", {"stock_size": 5}, ["person", "computer"], "AGN234", seed=2)
    sit_and_start(browser, page_server.url, "AGN234")
    play_by_taps(browser, "skipbo")
    browser.execute_script("document.querySelector('[data-rematch=\"propose\"]').click()")
    wait_for(browser, "return document.querySelector('#overlay').hidden")
    wait_for(browser, "return document.querySelectorAll('#main .in-hand').length > 0")
    assert table.game_number == 2 and not table.over()
