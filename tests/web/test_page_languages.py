"""The page speaks the reader's language with the app's own translations:
chosen from the browser's languages, switchable on the page, and in German
and Traditional Chinese no English is left on the waiting table, the table
in play (every label a screen reader reads too) or the game over."""

from __future__ import annotations

import re
from typing import Any

import pytest
from page_fixtures import browser, page_server  # noqa: F401  (fixtures)
from page_player import play_by_taps
from test_page_plays import sit_and_start, wait_for

TEXTS = """
const out = new Set();
for (const node of document.querySelectorAll('body *')) {
  if (node.closest('#live, #live-now, #log-lines, select')) continue;
  for (const c of node.childNodes) if (c.nodeType === 3 && c.textContent.trim()) out.add(c.textContent.trim());
  for (const a of ['aria-label', 'placeholder']) if (node.getAttribute(a)) out.add(node.getAttribute(a));
}
return Array.from(out);
"""
#: what is the same in every language: names, the code, the brand, card values
NEUTRAL = re.compile(r"^(cardtable|Oma|Computer 2|Computer 2 \(.*\)|LNG234|[0-9 –\-✓*#]+|SKIP-BO|Phase 10)$")
#: German says "Phase 3" as English does
SAME_IN = {"de": re.compile(r"^Phase [0-9]+( ✓)?$"), "zh_TW": re.compile(r"^$")}


def _english_left(driver: Any, english: set[str], lang: str) -> list[str]:
    texts = driver.execute_script(TEXTS)
    return sorted(t for t in texts if t in english and re.search(r"[A-Za-z]{3}", t) and not NEUTRAL.match(t)
                  and not SAME_IN[lang].match(t))


def _switch(driver: Any, lang: str) -> None:
    driver.execute_script("const s = document.querySelector('#lang'); s.value = arguments[0];"
                          "s.dispatchEvent(new Event('change'));", lang)
    wait_for(driver, "return document.documentElement.lang === arguments[0]", 30, lang.replace("_", "-"))
    wait_for(driver, "return document.querySelector('#lang').value === arguments[0]", 30, lang)


@pytest.mark.parametrize("lang", ["de", "zh_TW"])
def test_no_english_is_left_in_german_and_chinese(page_server, browser, lang):  # noqa: F811
    page_server.add("phase10", {"phases": [1]}, ["person", "computer"], "LNG234", seed=6)
    browser.get(f"{page_server.url}/t/LNG234")
    wait_for(browser, "return !!document.querySelector('#name')")
    english = set(browser.execute_script(TEXTS))
    _switch(browser, lang)
    assert _english_left(browser, english, lang) == []
    assert "Seats at the table" not in browser.execute_script("return document.body.textContent")
    _switch(browser, "en")
    sit_and_start(browser, page_server.url, "LNG234")
    play_by_taps(browser, "phase10", until=lambda v: "discard" in v["lit"] or "deck" in v["lit"])
    english = set(browser.execute_script(TEXTS))
    _switch(browser, lang)
    wait_for(browser, "return document.querySelectorAll('#main .in-hand').length > 0")
    left = _english_left(browser, english, lang)
    assert left == []
    play_by_taps(browser, "phase10")
    assert _english_left(browser, english | {"Game over", "Play again", "Another game with the same people?"}, lang) == []


def test_the_language_comes_from_the_browser(page_server, browser):  # noqa: F811
    page_server.add("skipbo", {"stock_size": 5}, ["person", "computer"], "LNG234")
    browser.execute_cdp_cmd("Emulation.setLocaleOverride", {"locale": "de-DE"})
    browser.execute_cdp_cmd("Network.setUserAgentOverride", {"userAgent": "Mozilla/5.0", "acceptLanguage": "de-DE,de"})
    browser.get(f"{page_server.url}/t/LNG234")
    wait_for(browser, "return !!document.querySelector('#name')")
    assert browser.execute_script("return navigator.languages[0]").startswith("de")
    assert browser.execute_script("return document.documentElement.lang") == "de"
    assert "Plätze am Tisch" in browser.execute_script("return document.body.textContent")
