"""A real host serving on loopback, and headless Chromium driven by Selenium, for the page's tests and benchmarks.

Why here: the browser tests (tests/web) and the page's benchmark
(benchmarks/web_load.py) need the same two things: a ``Host`` with a table,
serving the page and the WebSocket on 127.0.0.1 from a thread of its own,
and Debian's ``chromium`` with ``chromium-driver`` started the same way
(headless, no network of its own: no sync, no component updates, no
background requests, no QUIC; a throwaway profile). Selenium's own driver
download is never used: the driver is the Debian one, found on the PATH.
``chromium_missing`` says in words what is missing, for a skip.
"""

from __future__ import annotations

import asyncio
import shutil
import tempfile
import threading
from collections.abc import Coroutine
from pathlib import Path
from typing import Any

from cardtable.net.host import Host
from cardtable.net.table import SeatSlot, Table

FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--disable-dev-shm-usage")
LANGUAGES = {"en": "en-US,en", "de": "de-DE,de", "zh_TW": "zh-TW,zh"}


def _chromium() -> str | None:
    return shutil.which("chromium") or shutil.which("chromium-browser")


def _driver() -> str | None:
    found = shutil.which("chromedriver")
    if found:
        return found
    debian = Path("/usr/lib/chromium/chromedriver")
    return str(debian) if debian.is_file() else None


def chromium_missing() -> str | None:
    """Why the browser tests cannot run here (None: they can)."""
    try:
        import selenium  # noqa: F401
    except ImportError:
        return "selenium is not installed (pip install -e '.[test]')"
    if _chromium() is None:
        return "Debian's chromium is not installed (.ci/run installs chromium and chromium-driver)"
    if _driver() is None:
        return "Debian's chromium-driver is not installed (.ci/run installs chromium and chromium-driver)"
    return None


def start_chromium(width: int = 1280, height: int = 800, lang: str = "en", *, touch: bool = False,
                   profile: Path | None = None, network_log: bool = True) -> Any:
    """A headless Chromium at ``width`` x ``height`` CSS pixels, asking for ``lang`` (en, de, zh_TW);
    ``touch``: a phone's touch screen (touch events, no mouse hover); ``network_log``: the driver
    keeps the devtools' network events (``get_log("performance")``; devtools then also keeps each
    response's data in the page's process, which a heap measurement would count). Quit it when done."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = _chromium() or "chromium"
    profile = profile or Path(tempfile.mkdtemp(prefix="cardtable-chromium-"))
    for flag in (*FLAGS, f"--user-data-dir={profile}", f"--window-size={width},{height}",
                 f"--lang={LANGUAGES[lang].split(',')[0]}"):
        options.add_argument(flag)
    options.add_experimental_option("prefs", {"intl.accept_languages": LANGUAGES[lang]})
    options.set_capability("goog:loggingPrefs", {"performance": "ALL", "browser": "ALL"} if network_log
                           else {"browser": "ALL"})
    driver = webdriver.Chrome(options=options, service=Service(executable_path=_driver()))
    driver.set_window_size(width, height)
    if touch:
        driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                               {"width": width, "height": height, "deviceScaleFactor": 2, "mobile": True})
    return driver


def document_response(driver: Any, url: str) -> dict[str, Any] | None:
    """The HTTP response (``status``, ``headers``) the browser got for ``url``, from its performance log."""
    import json

    found = None
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message.get("method") == "Network.responseReceived":
            response = message["params"]["response"]
            if response.get("url") == url:
                found = {"status": response["status"],
                         "headers": {k.lower(): v for k, v in response.get("headers", {}).items()}}
    return found


def family_table(game: str = "skipbo", code: str = "K7QM2X", kinds: tuple[str, ...] = ("person", "person")) -> Table:
    """A table waiting for its people (computers at ``computer`` seats)."""
    from cardtable.engine.registry import get_rules

    rules = get_rules(game)
    options = {"players": len(kinds), **({"stock_size": 5} if game == "skipbo" else {})}
    seats = [SeatSlot("" if kind == "person" else f"Computer {i + 1}", kind, "easy" if kind == "computer" else None)
             for i, kind in enumerate(kinds)]
    return Table(rules, rules.options_from_json(options), 7, seats, code=code, name="Family")


class ServedHost:
    """A ``Host`` with tables, serving on 127.0.0.1 (a free port) from a thread of its own."""

    def __init__(self, *tables: Table, origins: tuple[str, ...] = ()) -> None:
        self.loop = asyncio.new_event_loop()
        self.host = Host()
        self.host.origins = origins
        self.tables = tables or (family_table(),)
        self.thread = threading.Thread(target=self.loop.run_forever, name="cardtable-web-host", daemon=True)
        self.thread.start()

        async def start() -> int:
            for table in self.tables:
                self.host.add_table(table)
            return await self.host.start("127.0.0.1", 0)

        self.port = self.run(start())
        self.url = f"http://127.0.0.1:{self.port}"
        self.code = self.tables[0].code
        self.table_url = f"{self.url}/t/{self.code}"

    def run(self, coroutine: Coroutine[Any, Any, Any], timeout: float = 30.0) -> Any:
        """Run ``coroutine`` on the host's loop; its result."""
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop).result(timeout)

    def stop(self) -> None:
        if self.loop.is_closed():
            return
        self.run(self.host.close())
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(5)
        self.loop.close()


__all__ = ["FLAGS", "ServedHost", "chromium_missing", "document_response", "family_table", "start_chromium"]
