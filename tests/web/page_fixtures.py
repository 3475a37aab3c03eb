"""Fixtures of the page's browser tests: a real headless Chromium (Debian's
``chromium`` + ``chromium-driver`` through Selenium) and the tests' own
page server (``page_server.PageServer``). Skips with the reason when the
browser or Selenium is missing."""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Iterator
from typing import Any

import pytest
from page_server import PageServer

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
DRIVER = shutil.which("chromedriver")


def _browser(width: int, height: int) -> Any:
    try:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
    except ImportError:
        pytest.skip("selenium is not installed (pip install selenium==4.51.0)")
    if CHROMIUM is None or DRIVER is None:
        pytest.skip("Debian's chromium and chromium-driver are not installed")
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    profile = tempfile.mkdtemp(prefix="cardtable-chromium-")
    for flag in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync",
                 "--disable-dev-shm-usage", f"--user-data-dir={profile}", f"--window-size={width},{height}",
                 "--lang=en-US"):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service(DRIVER), options=options)
    driver.profile_dir = profile
    resize(driver, width, height)
    return driver


def resize(driver: Any, width: int, height: int) -> None:
    """The page's viewport exactly ``width``×``height`` CSS pixels; under 800
    wide a phone (mobile viewport, touch), as the device tools emulate one."""
    phone = width < 800
    driver.set_window_size(max(width, 500), height + 200)
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": height, "deviceScaleFactor": 1, "mobile": phone})
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": phone, "maxTouchPoints": 5})


@pytest.fixture
def page_server() -> Iterator[PageServer]:
    server = PageServer()
    try:
        yield server
    finally:
        server.close()


@pytest.fixture
def browser() -> Iterator[Any]:
    """A phone-size browser (360×640)."""
    driver = _browser(360, 640)
    try:
        yield driver
    finally:
        driver.quit()
        shutil.rmtree(driver.profile_dir, ignore_errors=True)


@pytest.fixture
def wide_browser() -> Iterator[Any]:
    """A desktop-size browser (1920×1080)."""
    driver = _browser(1920, 1080)
    try:
        yield driver
    finally:
        driver.quit()
        shutil.rmtree(driver.profile_dir, ignore_errors=True)
