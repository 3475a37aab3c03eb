"""The page answers as the app does, by eye and by ear: a refused move is
said in plain words next to the hand, then its rule id, and goes to the
live region; "your turn" is said; the read keys (R, T, G, M, O, W) say the
hand, the piles, the groups, the own phase, every player and whose turn;
Tab/arrow keys reach every card and Enter plays; a card dragged onto a
place (pointer events) makes the move."""

from __future__ import annotations

from page_fixtures import browser, page_server  # noqa: F401  (fixtures)
from test_page_plays import sit_and_start, wait_for

LIVE = "return Array.from(document.querySelectorAll('#live-now p, #live p')).map((p) => p.textContent.trim())"


def _phase10(page_server, browser, code):  # noqa: F811
    page_server.add("phase10", {"phases": [1]}, ["person", "computer"], code, seed=2)
    sit_and_start(browser, page_server.url, code)
    wait_for(browser, "return !!document.querySelector('#main .lit[data-key=deck]')")


def test_a_refused_move_says_why_next_to_the_hand_then_the_rule(page_server, browser):  # noqa: F811
    _phase10(page_server, browser, "REF234")
    browser.execute_script("document.querySelector('[data-key=\"hand:0\"]').click()")
    browser.execute_script("document.querySelector('[data-key=\"discard\"]').click()")
    text = wait_for(browser, "const r = document.querySelector('.refusal'); return r && r.textContent")
    assert text == "Draw a card first: from the draw pile or the discard pile.Rule P10-10"
    assert browser.execute_script("return document.querySelector('.refusal').nextElementSibling.className") == "hand"
    said = browser.execute_script(LIVE)
    assert "Rule P10-10: Draw a card first: from the draw pile or the discard pile." in said


def test_your_turn_and_the_read_keys_are_said(page_server, browser):  # noqa: F811
    _phase10(page_server, browser, "KEY234")
    assert "Your turn, Oma" in browser.execute_script(LIVE)
    body = browser.find_element("tag name", "body")
    for key, start in (("r", "Your hand, 10 cards:"), ("t", "Discard pile, top"), ("g", "No groups are laid down."),
                       ("m", "Phase 1: 2 sets of 3, not laid down yet"), ("o", "Oma: 10 cards, phase 1, score 0"),
                       ("w", "Your turn: draw a card (D) or take the discard (Shift+D)")):
        body.send_keys(key)
        said = wait_for(browser, "const p = document.querySelector('#live-now p:last-child'); return p && p.textContent")
        assert said.startswith(start), (key, said)


def test_keys_reach_every_card_and_enter_plays(page_server, browser):  # noqa: F811
    _phase10(page_server, browser, "TAB234")
    browser.execute_script("document.querySelector('[data-key=\"deck\"]').focus()")
    browser.switch_to.active_element.send_keys("\ue007")  # Enter on the draw pile: draw
    wait_for(browser, "return document.querySelectorAll('#main .in-hand').length === 11")
    browser.execute_script("document.querySelector('[data-key=\"hand:0\"]').focus()")
    browser.switch_to.active_element.send_keys("\ue014")  # arrow right: the next card
    assert browser.execute_script("return document.activeElement.dataset.key") == "hand:1"
    browser.switch_to.active_element.send_keys("\ue007")  # Enter: take it
    assert browser.execute_script("return document.activeElement.getAttribute('aria-pressed')") == "true"
    assert browser.execute_script("return !!document.querySelector('[data-key=\"discard\"].lit')")
    browser.execute_script("document.querySelector('[data-key=\"discard\"]').focus()")
    browser.switch_to.active_element.send_keys("\ue007")  # Enter on the discard pile: discard it
    wait_for(browser, "return document.querySelectorAll('#main .in-hand').length === 10")


def test_a_card_dragged_onto_the_discard_pile_is_discarded(page_server, browser):  # noqa: F811
    from selenium.webdriver.common.action_chains import ActionChains

    _phase10(page_server, browser, "DRG234")
    browser.execute_script("document.querySelector('[data-key=\"deck\"]').click()")
    wait_for(browser, "return document.querySelectorAll('#main .in-hand').length === 11")
    browser.execute_script("document.querySelector('[data-key=\"discard\"]').scrollIntoView({block: 'center'})")
    card = browser.find_element("css selector", "[data-key='hand:0']")
    pile = browser.find_element("css selector", "[data-key='discard']")
    ActionChains(browser).click_and_hold(card).move_by_offset(5, -20).move_to_element(pile).release().perform()
    wait_for(browser, "return document.querySelectorAll('#main .in-hand').length === 10")
    assert "Oma discarded" in " ".join(browser.execute_script(LIVE))


def test_the_focused_card_keeps_the_focus_when_the_table_moves_on(page_server, browser):  # noqa: F811
    from page_fixtures import _browser

    page_server.add("phase10", {"phases": [1]}, ["person", "person"], "FOC234", seed=2)
    other = _browser(800, 700)
    try:
        sit_and_start(browser, page_server.url, "FOC234", start=False)
        sit_and_start(other, page_server.url, "FOC234", name="Ben", seat=1)
        first = browser if browser.execute_script("return !!document.querySelector('.lit[data-key=deck]')") else other
        second = other if first is browser else browser
        wait_for(first, "return !!document.querySelector('.lit[data-key=deck]')")
        first.execute_script("document.querySelector('[data-key=\"deck\"]').click()")
        wait_for(first, "return document.querySelectorAll('#main .in-hand').length === 11")
        first.execute_script("document.querySelector('[data-key=\"hand:0\"]').click()")
        first.execute_script("document.querySelector('[data-key=\"discard\"]').click()")
        wait_for(second, "return !!document.querySelector('.lit[data-key=deck]')")
        first.execute_script("document.querySelector('[data-key=\"hand:3\"]').focus()")
        second.execute_script("document.querySelector('[data-key=\"deck\"]').click()")  # the table moves on
        wait_for(first, "return document.querySelector('.seat.turn .fact').textContent.endsWith('11')")
        assert first.execute_script("return document.activeElement.dataset.key") == "hand:3"
    finally:
        other.quit()
