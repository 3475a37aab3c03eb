"""Fixtures of the browser tests: a real host serving the page on 127.0.0.1, and headless Chromium.

``served_host``: a ``ServedHost`` (testsupport/browser.py) with one Skip-Bo
table of two free seats (code ``K7QM2X``), serving on a free port of
127.0.0.1 from a background thread; ``.url`` is its base URL, ``.table_url``
the table's link, ``.run(coro)`` runs on its loop. ``browser``: headless
Chromium (Selenium, Debian's chromium and chromium-driver) at 1280x800;
``make_browser(width, height, lang=..., touch=...)`` makes more (a phone at
360x640 with touch, another language); all are quit after the test. The
tests skip, saying what is missing, where Chromium, its driver or Selenium
is not installed (.ci/run installs them).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from testsupport.browser import ServedHost, chromium_missing, start_chromium


@pytest.fixture()
def served_host() -> Iterator[ServedHost]:
    served = ServedHost()
    try:
        yield served
    finally:
        served.stop()


@pytest.fixture()
def make_browser(tmp_path: Path) -> Iterator[Callable[..., Any]]:
    missing = chromium_missing()
    if missing:
        pytest.skip(missing)
    drivers: list[Any] = []

    def make(width: int = 1280, height: int = 800, lang: str = "en", touch: bool = False) -> Any:
        profile = tmp_path / f"chromium-{len(drivers)}"
        driver = start_chromium(width, height, lang, touch=touch, profile=profile)
        drivers.append(driver)
        return driver

    try:
        yield make
    finally:
        for driver in drivers:
            driver.quit()


@pytest.fixture()
def browser(make_browser: Callable[..., Any]) -> Any:
    return make_browser()
