"""A real browser at a real host: the page loads with its security headers, and only the page's own
origin may open the WebSocket (a foreign site's page is refused).

Headless Chromium on 127.0.0.1; the foreign site is a second tiny web
server on another port of 127.0.0.1 (another origin to the browser).
"""

from __future__ import annotations

import http.server
import threading
from collections.abc import Iterator
from typing import Any

import pytest

from testsupport.browser import ServedHost, document_response

# a hello as the page sends it (a spectator: it takes no seat), then the first answer's type or the close code
OPEN_SOCKET = """
const [url, code, done] = arguments;
const socket = new WebSocket(url);
socket.onopen = () => socket.send(JSON.stringify({type: "hello", protocol: 2, app: "web", code, spectator: true}));
socket.onmessage = (event) => { done(JSON.parse(event.data).type); socket.close(); };
socket.onclose = (event) => done("closed " + event.code);
"""


@pytest.fixture()
def foreign_site() -> Iterator[str]:
    """Another web site (another origin) with an empty page."""

    class Blank(http.server.BaseHTTPRequestHandler):
        def do_GET(self) -> None:  # (the standard library names it so)
            body = b"<!doctype html><title>elsewhere</title>"
            self.send_response(200)
            self.send_header("Content-Type", "text/html")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *_args: Any) -> None:
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Blank)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


def test_the_table_page_loads_with_its_security_headers(browser: Any, served_host: ServedHost) -> None:
    browser.get(served_host.table_url)
    response = document_response(browser, served_host.table_url)
    assert response is not None and response["status"] == 200
    policy = response["headers"]["content-security-policy"]
    assert "script-src 'self';" in policy and "unsafe-inline" not in policy
    assert f"ws://127.0.0.1:{served_host.port}" in policy
    assert response["headers"]["x-content-type-options"] == "nosniff"
    assert response["headers"]["content-type"] == "text/html; charset=utf-8"
    assert browser.execute_script("return location.pathname") == f"/t/{served_host.code}"


def test_the_pages_own_origin_opens_the_socket_and_a_foreign_one_cannot(
        browser: Any, served_host: ServedHost, foreign_site: str) -> None:
    browser.set_script_timeout(10)
    socket_url = f"ws://127.0.0.1:{served_host.port}/ws"
    browser.get(served_host.table_url)
    assert browser.execute_async_script(OPEN_SOCKET, socket_url, served_host.code) == "welcome"
    browser.get(foreign_site)
    assert browser.execute_async_script(OPEN_SOCKET, socket_url, served_host.code) == "closed 1006"
    assert not served_host.host.watchers.get(served_host.code)  # (the first one went; nobody else sat down)
