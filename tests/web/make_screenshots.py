"""The page's screenshots in docs/screenshots (web-*.png), made in headless
Chromium against the tests' page server: a phone joining (German), a
Phase 10 turn on a phone with a card taken, Skip-Bo on a desktop screen,
a Phase 10 lay-down being chosen on a phone.

Run from the repository: ``.venv/bin/python tests/web/make_screenshots.py``
(``… make_screenshots.py laydown``: only the lay-down chooser)."""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # this checkout's cardtable (its page)

from page_fixtures import _browser
from page_player import play_by_taps
from page_server import PageServer
from test_page_plays import sit_and_start, wait_for

OUT = Path(__file__).resolve().parents[2] / "docs" / "screenshots"


def _lang(driver, lang: str) -> None:
    driver.execute_script("const s = document.querySelector('#lang'); s.value = arguments[0];"
                          "s.dispatchEvent(new Event('change'));", lang)
    wait_for(driver, "return document.documentElement.lang === arguments[0]", 30, lang.replace("_", "-"))


def laydown(server: PageServer) -> None:
    """The lay-down chooser on a phone: phase 2 chosen card by card, a Wild in the set."""
    from test_page_lay import SEED, _choose, _to_the_chooser

    server.add("phase10", {"phases": [2, 5]}, ["person", "computer"], "LAY234", seed=SEED)
    phone = _browser(360, 640)
    try:
        _to_the_chooser(phone, server.url, "LAY234")
        _choose(phone, [["R6", "G6", "W"], ["G3", "B4"]])
        phone.execute_script("document.querySelector('.lay').scrollIntoView({block: 'start'})")
        time.sleep(0.3)
        phone.save_screenshot(str(OUT / "web-phone-laydown.png"))
    finally:
        phone.quit()


def main(only: str = "") -> None:
    server = PageServer()
    try:
        if only == "laydown":
            laydown(server)
            return
        server.add("phase10", {"phases": [1, 2, 3]}, ["person", "person", "computer", "computer"], "K7QM2X", seed=9)
        phone = _browser(360, 640)
        try:
            phone.get(f"{server.url}/t/K7QM2X")
            wait_for(phone, "return !!document.querySelector('#name')")
            _lang(phone, "de")
            phone.find_element("id", "name").send_keys("Oma")
            phone.save_screenshot(str(OUT / "web-phone-join-de.png"))
            _lang(phone, "en")
            sit_and_start(phone, server.url, "K7QM2X", start=False)
            wait_for(phone, "return !!document.querySelector('#start-fill')")
            phone.find_element("id", "start-fill").click()
            play_by_taps(phone, "phase10", until=lambda v: "deck" in v["lit"] and len(
                phone.execute_script("return Array.from(document.querySelectorAll('#log-lines li'))")) > 10)
            phone.execute_script("document.querySelector('[data-key=deck]').click()")
            wait_for(phone, "return !!document.querySelector('#main .in-hand.lit')")
            phone.execute_script("document.querySelector('#main .in-hand.lit').click(); window.scrollTo(0, 0)")
            time.sleep(0.3)
            phone.save_screenshot(str(OUT / "web-phone-phase10.png"))
        finally:
            phone.quit()
        server.add("skipbo", {"stock_size": 10}, ["person", "computer", "computer", "computer"], "P3XW7Z", seed=4)
        desk = _browser(1920, 1080)
        try:
            sit_and_start(desk, server.url, "P3XW7Z")
            play_by_taps(desk, "skipbo", until=lambda v: "stock" in v["lit"] or len(
                desk.execute_script("return Array.from(document.querySelectorAll('#log-lines li'))")) > 30)
            desk.execute_script("const b = document.querySelector('#main .lit[data-key^=hand]'); if (b) b.click();"
                                "document.querySelector('details').open = true")
            time.sleep(0.3)
            desk.save_screenshot(str(OUT / "web-desktop-skipbo.png"))
        finally:
            desk.quit()
        laydown(server)
    finally:
        server.close()


if __name__ == "__main__":
    main(*sys.argv[1:2])
