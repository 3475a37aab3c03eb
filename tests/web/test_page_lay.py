"""A Phase 10 lay-down chosen card by card on a phone, and a Wild put at the
end of a run the player chose: real touch taps at 360×640 in headless
Chromium against a real host. A wrong arrangement is refused by the host
with its words and rule id and the chooser stays open; the right one (not
the engine's own proposal) is laid as chosen; the Wild asks which end and
goes there; dragged, it goes to the end it is let go at. D, L and Enter
alone lay down. axe-core finds nothing on the chooser, its refusal or the
question (skipped with the reason without ``npm install``); nothing scrolls
sideways, no text is under 11 px; in German and Chinese no English is left;
the page's own sentences are the app's (``ui/web_words.py``).

Seed 227 deals seat 0 (who plays first) B4 B5 B6 G3 G6 G11 R1 R6 W Y10 and
draws Y6: phase 2 is a set of 3 and a run of 4. The engine proposes R6 B6
Y6 + G3 B4 B5 G6; the player lays R6 G6 Y6 + G3 B4 B5 B6 and keeps the
Wild for the run 3-6, which it joins as 2 (low end) or 7 (high end)."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
from page_fixtures import browser, page_server  # noqa: F401  (fixtures)
from test_page_axe import axe_ready, violations  # noqa: F401  (axe_ready: a fixture)
from test_page_languages import TEXTS, _english_left, _switch
from test_page_plays import sit_and_start, wait_for
from test_page_seat import SIDEWAYS, SMALLEST
from test_page_touch import tap

from cardtable.engine.phase10.melds import Laid
from cardtable.engine.registry import get_rules

STATIC = Path(__file__).resolve().parents[2] / "cardtable" / "web" / "static"
SEED = 227
OPTIONS = {"phases": [2, 5]}

#: the data-key of the first button under `arguments[0]` showing card `arguments[1]`
KEY_OF = """
for (const b of document.querySelectorAll(arguments[0] + ' [data-key]')) {
  const img = b.querySelector('img');
  if (img && img.getAttribute('src').endsWith('/' + arguments[1] + '.svg')) return b.dataset.key;
}
return null;
"""
BOXES = """
return Array.from(document.querySelectorAll('.lay-box')).map((box) =>
  Array.from(box.querySelectorAll('.lay-cards img')).map((i) => i.getAttribute('src').split('/').pop().slice(0, -4)));
"""


def _tap_card(driver: Any, where: str, card: str) -> None:
    key = wait_for(driver, KEY_OF.replace("arguments[0]", repr(where)).replace("arguments[1]", repr(card)))
    tap(driver, key)


def _choose(driver: Any, groups: list[list[str]]) -> None:
    """Empty the boxes, then fill them card by card by touch (a box fills in turn)."""
    tap(driver, "lay-clear")
    wait_for(driver, "return document.querySelectorAll('.lay-cards .place').length === 0")
    for g, cards in enumerate(groups):
        tap(driver, f"lay-group:{g}")
        for n, card in enumerate(cards, 1):
            _tap_card(driver, ".lay .hand", card)
            wait_for(driver, f"return document.querySelectorAll('.lay-box')[{g}].querySelectorAll('.place').length"
                             f" === {n}")


def _to_the_chooser(driver: Any, url: str, code: str) -> None:
    sit_and_start(driver, url, code)
    wait_for(driver, "return !!document.querySelector('.lit[data-key=deck]')")
    tap(driver, "deck")
    wait_for(driver, "return document.querySelectorAll('#main .in-hand').length === 11")
    wait_for(driver, "return !!document.querySelector('.act.lit[data-key=lay]')")
    tap(driver, "lay")
    wait_for(driver, "return !!document.querySelector('[data-key=lay-ok]')")


def _laid(table: Any) -> list[list[str]]:
    return [[c.to_json() for c in g.cards] for g in table.state.laid[0]]


def test_a_lay_down_chosen_card_by_card_and_a_wild_at_the_chosen_end(page_server, browser):  # noqa: F811
    table = page_server.add("phase10", OPTIONS, ["person", "computer"], "LAY234", seed=SEED)
    _to_the_chooser(browser, page_server.url, "LAY234")
    # the chooser opens with the engine's proposal, the keyboard on "Lay down"
    assert browser.execute_script(BOXES) == [["R6", "B6", "Y6"], ["G3", "B4", "B5", "G6"]]
    assert browser.execute_script("return document.activeElement.dataset.key") == "lay-ok"
    # a wrong choice: the run's cards in the set's box; the host refuses, the chooser stays
    _choose(browser, [["G3", "B4", "B5"], ["R6", "G6", "Y6", "B6"]])
    tap(browser, "lay-ok")
    rule = wait_for(browser, "const r = document.querySelector('.lay .refusal .rule'); return r && r.textContent")
    assert rule == "Rule P10-11"
    said = "Group 1 is a set: its cards must have one value, these have 3 / 4 / 5."
    assert browser.execute_script("return document.querySelector('.lay .refusal span').textContent") == said
    assert said in browser.execute_script("return document.querySelector('#live-now').textContent")
    assert _laid(table) == []
    assert browser.execute_script(BOXES) == [["G3", "B4", "B5"], ["R6", "G6", "Y6", "B6"]]
    # the player's own lay-down (not the engine's): laid exactly so
    _choose(browser, [["R6", "G6", "Y6"], ["G3", "B4", "B5", "B6"]])
    assert browser.execute_script(SIDEWAYS) <= 0
    assert browser.execute_script(SMALLEST) >= 11
    tap(browser, "lay-ok")
    wait_for(browser, "return !document.querySelector('.lay') && !!document.querySelector('[data-key=\"group:0:1\"]')")
    assert _laid(table) == [["R6", "G6", "Y6"], ["G3", "B4", "B5", "B6"]]
    live = browser.execute_script("return document.querySelector('#live').textContent")
    assert "laid" in live.lower() or "lays" in live.lower(), live
    # the Wild on the run 3-6: the page asks which end, the player says the low one
    _tap_card(browser, "#main .hand", "W")
    tap(browser, "group:0:1")
    wait_for(browser, "return !!document.querySelector('[data-key=\"wild-end:0\"]')")
    answers = browser.execute_script("return Array.from(document.querySelectorAll('.wild-ends [data-key^=wild-end]'))"
                                     ".map((b) => b.textContent)")
    assert answers == ["At the low end, as 2", "At the high end, as 7"]
    assert browser.execute_script("return document.activeElement.dataset.key") == "wild-end:0"
    assert browser.execute_script(SIDEWAYS) <= 0
    tap(browser, "wild-end:0")
    wait_for(browser, "return !document.querySelector('.wild-ends') && "
                      "document.querySelectorAll('#main .in-hand').length === 3")
    assert table.state.laid[0][1].cards[0] == Laid("W", 2, None)


def test_no_axe_violations_on_the_chooser_and_the_wilds_question(axe_ready, page_server, browser):  # noqa: F811
    page_server.add("phase10", OPTIONS, ["person", "computer"], "LAX234", seed=SEED)
    _to_the_chooser(browser, page_server.url, "LAX234")
    _choose(browser, [["R6", "G6", "W"], ["G3", "B4", "B5"]])  # a Wild's "counts as" list, a box to fill
    assert violations(browser) == []
    tap(browser, "lay-ok")
    wait_for(browser, "return !!document.querySelector('.lay .refusal')")
    assert violations(browser) == []
    _choose(browser, [["R6", "G6", "Y6"], ["G3", "B4", "B5", "B6"]])
    tap(browser, "lay-ok")
    wait_for(browser, "return !document.querySelector('.lay') && !!document.querySelector('[data-key=\"group:0:1\"]')")
    _tap_card(browser, "#main .hand", "W")
    tap(browser, "group:0:1")
    wait_for(browser, "return !!document.querySelector('.wild-ends')")
    assert violations(browser) == []


def test_a_wild_dragged_onto_a_run_goes_to_the_end_it_is_let_go_at(page_server, browser):  # noqa: F811
    """Seed 61: seat 0 lays R11 Y11 G11 + G3 R4 R5 R6 (the engine's proposal,
    laid as offered) and keeps two Wilds; one dragged by touch onto the right
    half of the run joins it at the high end (7), without a question."""
    from test_page_touch import _at, _finger

    table = page_server.add("phase10", OPTIONS, ["person", "computer"], "LAD234", seed=61)
    _to_the_chooser(browser, page_server.url, "LAD234")
    tap(browser, "lay-ok")
    wait_for(browser, "return !document.querySelector('.lay') && !!document.querySelector('[data-key=\"group:0:1\"]')")
    assert _laid(table) == [["R11", "Y11", "G11"], ["G3", "R4", "R5", "R6"]]
    key = wait_for(browser, KEY_OF.replace("arguments[0]", repr("#main .hand")).replace("arguments[1]", repr("W")))
    x, y = _at(browser, key)
    left, top, width, height = browser.execute_script(
        "const r = document.querySelector('[data-key=\"group:0:1\"]').getBoundingClientRect();"
        "return [r.x, r.y, r.width, r.height];")
    finger = _finger(browser)
    finger.pointer_action.move_to_location(x, y).pointer_down().move_to_location(x, y - 30) \
        .move_to_location(round(left + width * 0.85), round(top + height / 2)).pointer_up()
    finger.perform()
    wait_for(browser, "return document.querySelectorAll('#main .in-hand').length === 3")
    assert not browser.execute_script("return !!document.querySelector('.wild-ends')")
    assert table.state.laid[0][1].cards[-1] == Laid("W", 7, None)


def test_by_keys_alone_d_draws_l_opens_the_chooser_escape_cancels_and_enter_lays(page_server, browser):  # noqa: F811
    from selenium.webdriver.common.keys import Keys

    table = page_server.add("phase10", OPTIONS, ["person", "computer"], "LAK234", seed=SEED)
    sit_and_start(browser, page_server.url, "LAK234")
    wait_for(browser, "return !!document.querySelector('.lit[data-key=deck]')")
    body = browser.find_element("tag name", "body")
    body.send_keys("d")
    wait_for(browser, "return document.querySelectorAll('#main .in-hand').length === 11")
    body.send_keys("l")
    wait_for(browser, "return document.activeElement && document.activeElement.dataset.key === 'lay-ok'")
    browser.switch_to.active_element.send_keys(Keys.ESCAPE)  # Cancel: nothing is laid, nothing is lost
    wait_for(browser, "return !document.querySelector('.lay') && document.querySelectorAll('#main .in-hand').length === 11")
    assert _laid(table) == []
    body.send_keys("l")
    wait_for(browser, "return document.activeElement && document.activeElement.dataset.key === 'lay-ok'")
    browser.switch_to.active_element.send_keys(Keys.ENTER)
    wait_for(browser, "return !document.querySelector('.lay') && !!document.querySelector('[data-key=\"group:0:1\"]')")
    assert _laid(table) == [["R6", "B6", "Y6"], ["G3", "B4", "B5", "G6"]]  # the engine's proposal, as offered


@pytest.mark.parametrize("lang", ["de", "zh_TW"])
def test_the_chooser_and_the_question_speak_german_and_chinese(page_server, browser, lang):  # noqa: F811
    page_server.add("phase10", OPTIONS, ["person", "computer"], "LNG234", seed=SEED)
    _to_the_chooser(browser, page_server.url, "LNG234")
    _choose(browser, [["R6", "W"]])  # a Wild in a box: its "counts as" choice shows
    english = set(browser.execute_script(TEXTS)) | set(browser.execute_script(
        "return Array.from(document.querySelectorAll('.lay-as option')).map((o) => o.textContent)"))
    _switch(browser, lang)
    wait_for(browser, "return !!document.querySelector('.lay-as')")
    assert _english_left(browser, english, lang) == []
    options = browser.execute_script("return Array.from(document.querySelectorAll('.lay-as option')).map((o) => o.textContent)")
    assert not set(options) & english, options
    assert browser.execute_script("return document.querySelector('.lay-as').value") == "6"  # the set's number
    assert browser.execute_script(SIDEWAYS) <= 0  # the longer German words still fit a phone
    assert browser.execute_script(SMALLEST) >= 11


def test_the_pages_own_sentences_are_the_apps():
    """Every ``translate("WebPage", …)`` of the page is in ``ui/web_words.py``
    (so lupdate keeps it in the .ts files) and the reverse."""
    from cardtable.ui import web_words
    from cardtable.ui.web_words import SOURCES

    literal = re.findall(r'translate\("WebPage", "((?:[^"\\]|\\.)*)"\)', Path(web_words.__file__).read_text(encoding="utf-8"))
    assert literal == list(SOURCES)  # the literal calls lupdate reads are those sentences

    used = set()
    for script in STATIC.glob("*.js"):
        used |= set(re.findall(r'translate\("WebPage", "((?:[^"\\]|\\.)*)"\)', script.read_text(encoding="utf-8")))
    assert used == set(SOURCES)


@pytest.mark.skipif(shutil.which("node") is None, reason="Node.js is not installed (node runs the page's modules)")
def test_a_wilds_first_meaning_and_the_move_the_chooser_sends():
    """Until the player says otherwise a Wild counts as its set's number, its
    colour group's colour, or fills its run's gap, then above, then below;
    the chooser's move is a ``lay`` the engine reads; duplicates stay apart."""
    script = """
import { openLay, wildMeanings, layAction, cardsLeft } from './cardtable/web/static/phase10_lay.js';
const g = (kind, cards) => ({ kind, size: 3, cards: cards.map((c) => typeof c === 'string' ? { card: c, as: null } : c) });
const laying = openLay(2, { type: 'lay', groups: [{ kind: 'set', cards: ['R7', 'W=7', 'B7'] },
                                                  { kind: 'run', cards: ['G3', 'R4', 'R5', 'R6'] }] });
process.stdout.write(JSON.stringify({
  meanings: [wildMeanings(g('run', ['R3', 'W', 'R5'])), wildMeanings(g('run', ['R3', 'R4', 'W', 'W'])),
             wildMeanings(g('run', ['W', 'R11', 'R12'])), wildMeanings(g('set', ['R7', 'W', 'B7'])),
             wildMeanings(g('colour', ['G1', 'W'])), wildMeanings(g('run', [{ card: 'W', as: '5' }, 'R3', 'W']))],
  opened: laying,
  move: layAction(laying),
  left: cardsLeft(['R7', 'R7', 'B7', 'W', 'W'], { groups: [g('set', ['R7', 'W'])], active: 0 }),
}));
"""
    run = subprocess.run(["node", "--input-type=module", "-e", script], capture_output=True, text=True, check=False,
                         encoding="utf-8", cwd=STATIC.parents[2])
    assert run.returncode == 0, run.stderr
    out = json.loads(run.stdout)
    assert out["meanings"] == [["", "4", ""], ["", "", "5", "6"], ["10", "", ""], ["", "7", ""], ["", "G"],
                               ["5", "", "4"]]
    assert out["opened"]["active"] == 1  # both boxes filled: the last one is lit
    assert [len(group["cards"]) for group in out["opened"]["groups"]] == [3, 4]
    move = get_rules("phase10").action_from_json(out["move"])
    assert [[c.to_json() for c in group.cards] for group in move.groups] == [["R7", "W=7", "B7"],
                                                                             ["G3", "R4", "R5", "R6"]]
    assert out["left"] == ["R7", "B7", "W"]
