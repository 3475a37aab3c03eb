"""The host's HTTP side: the page's paths, their types and caching, and no path outside its folders.

``WebServe.respond`` is driven directly (no socket) for the many odd paths,
and through a real host on 127.0.0.1 for what a browser gets on the wire.
"""

from __future__ import annotations

import asyncio
import gzip
import json
import logging
import socket
from pathlib import Path

import pytest
from websockets.datastructures import Headers

from cardtable.net import web_serve
from cardtable.net.host import Host
from cardtable.net.web_origin import OriginPolicy
from cardtable.net.web_serve import WebServe

HOST_HEADER = "127.0.0.1:8765"


def _get(web: WebServe, target: str, **headers: str) -> tuple[int, dict[str, str], bytes]:
    sent = Headers({"Host": HOST_HEADER, **{k.replace("_", "-"): v for k, v in headers.items()}})
    reply = web.respond("GET", target, sent)
    assert reply is not None, target
    return reply.status, {k.lower(): v for k, v in reply.headers}, reply.body


@pytest.fixture()
def site(tmp_path: Path) -> tuple[WebServe, Path]:
    """A page folder of its own beside a secret file, with a symbolic link out of it."""
    static = tmp_path / "static"
    (static / "js").mkdir(parents=True)
    (static / "index.html").write_text("<!doctype html><title>t</title>", encoding="utf-8")
    (static / "js" / "main.js").write_text("export const x = 1;\n" * 200, encoding="utf-8")
    (static / "style.css").write_text("body{}", encoding="utf-8")
    (static / ".hidden.js").write_text("secret", encoding="utf-8")
    (static / "notes.py").write_text("secret", encoding="utf-8")
    (tmp_path / "secret.js").write_text("secret", encoding="utf-8")
    (static / "link.js").symlink_to(tmp_path / "secret.js")
    (static / "inner").symlink_to(tmp_path, target_is_directory=True)
    return WebServe(static=static, generated={"schema.json": lambda: b"{}", "i18n/de": lambda: b"{}"}), tmp_path


def test_the_page_paths_are_the_index_page(site: tuple[WebServe, Path]) -> None:
    web, _ = site
    for target in ("/", "/t/K7QM2X", "/t/k7qm-2x/", "/?lang=de"):
        status, headers, body = _get(web, target)
        assert status == 200, target
        assert body.startswith(b"<!doctype html>")
        assert headers["content-type"] == "text/html; charset=utf-8"
        assert headers["cache-control"] == "no-cache"


def test_every_answer_carries_the_safety_headers(site: tuple[WebServe, Path]) -> None:
    web, _ = site
    for target in ("/", "/static/js/main.js", "/nowhere"):
        _status, headers, _body = _get(web, target)
        policy = headers["content-security-policy"]
        assert "script-src 'self';" in policy and "unsafe-inline" not in policy
        assert "connect-src 'self' ws://127.0.0.1:8765 wss://127.0.0.1:8765;" in policy
        assert "frame-ancestors 'none'" in policy
        assert headers["x-content-type-options"] == "nosniff"


def test_types_of_the_served_files() -> None:
    web = WebServe()
    assert _get(web, "/static/index.html")[1]["content-type"] == "text/html; charset=utf-8"
    status, headers, body = _get(web, "/cards/phase10/R7.svg")
    assert (status, headers["content-type"]) == (200, "image/svg+xml")
    assert body.startswith(b"<svg") and headers["cache-control"] == "public, max-age=604800"
    status, headers, _body = _get(web, "/fonts/CardtableSansTC-Regular.otf")
    assert (status, headers["content-type"]) == (200, "font/otf")
    status, headers, body = _get(web, "/schema.json")
    assert (status, headers["content-type"]) == (200, "application/json")
    assert json.loads(body)["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert _get(web, "/i18n/fr.json")[0] == 404


def test_javascript_is_text_javascript_and_kept_for_a_year_with_a_version(site: tuple[WebServe, Path]) -> None:
    web, _ = site
    status, headers, _body = _get(web, "/static/js/main.js")
    assert (status, headers["content-type"]) == (200, "text/javascript; charset=utf-8")
    assert headers["cache-control"] == "no-cache"
    assert _get(web, "/static/js/main.js?v=0.1.0")[1]["cache-control"] == "public, max-age=31536000, immutable"
    assert _get(web, "/static/style.css")[1]["content-type"] == "text/css; charset=utf-8"
    assert _get(web, "/static/js/main.js?nav=1")[1]["cache-control"] == "no-cache"


def test_the_page_names_its_files_at_the_folders_version_kept_a_year(site: tuple[WebServe, Path],
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    web, tmp = site
    monkeypatch.setattr(web_serve, "VERSION_SECONDS", 0.0)  # (the folder is looked at again every time)
    (tmp / "static" / "index.html").write_text('<!doctype html><script type="module" src="/static/js/main.js">'
                                               "</script><link rel='stylesheet' href='/static/style.css'>")
    version = web.version()
    page = _get(web, "/t/K7QM2X")[2].decode()
    assert f'src="/static/v-{version}/js/main.js"' in page and f"href='/static/v-{version}/style.css'" in page
    status, headers, body = _get(web, f"/static/v-{version}/js/main.js")
    assert status == 200 and body.startswith(b"export const x")
    assert headers["cache-control"] == "public, max-age=31536000, immutable"
    (tmp / "static" / "js" / "main.js").write_text("export const x = 2;\n", encoding="utf-8")
    assert web.version() != version  # a new copy of the page: new addresses
    assert f"/static/v-{web.version()}/js/main.js" in _get(web, "/")[2].decode()
    status, headers, body = _get(web, f"/static/v-{version}/js/main.js")  # an old page's address
    assert (status, headers["cache-control"], body) == (200, "no-cache", b"export const x = 2;\n")
    assert _get(web, "/static/v-0123456789ab/../secret.js")[0] == 404


def test_a_known_etag_is_answered_with_304_and_no_body(site: tuple[WebServe, Path]) -> None:
    web, _ = site
    _status, headers, _body = _get(web, "/static/js/main.js")
    status, again, body = _get(web, "/static/js/main.js", If_None_Match=headers["etag"])
    assert (status, body, again["etag"]) == (304, b"", headers["etag"])


def test_text_is_gzipped_when_the_browser_takes_it(site: tuple[WebServe, Path]) -> None:
    web, _ = site
    _status, plain, raw = _get(web, "/static/js/main.js")
    status, headers, body = _get(web, "/static/js/main.js", Accept_Encoding="gzip, deflate, br")
    assert status == 200 and headers["content-encoding"] == "gzip" and "content-encoding" not in plain
    assert gzip.decompress(body) == raw and len(body) < len(raw) / 5
    assert headers["etag"] != plain["etag"] and headers["vary"] == "Accept-Encoding"
    assert "content-encoding" not in _get(web, "/static/js/main.js", Accept_Encoding="gzip;q=0")[1]


def test_an_edited_file_is_served_anew(site: tuple[WebServe, Path]) -> None:
    web, tmp = site
    assert _get(web, "/static/style.css")[2] == b"body{}"
    (tmp / "static" / "style.css").write_text("body{color:red}", encoding="utf-8")
    assert _get(web, "/static/style.css")[2] == b"body{color:red}"


ODD_PATHS = [
    "/static/../secret.js", "/static/js/../../secret.js", "/static/%2e%2e/secret.js", "/static/%2E%2E/secret.js",
    "/static/js%2fmain.js", "/static/js%2Fmain.js", "/static%2fjs/main.js", "/static/js%5cmain.js",
    "/static/js\\main.js", "/static/..%5csecret.js", "/static/js/main.js%00", "/static/js/main.js%00.png",
    "/static//etc/passwd", "/static/%2fetc%2fpasswd", "//etc/passwd", "/static/" + "a/" * 40 + "x.js",
    "/static/" + "a" * 600 + ".js", "/static/.hidden.js", "/static/notes.py", "/static/link.js",
    "/static/inner/secret.js", "/static/%252e%252e/secret.js", "/static/%c0%ae%c0%ae/secret.js",
    "/static/", "/static", "/static/js", "/cards/../pyproject.toml", "/cards/phase10/../../../pyproject.toml",
    "/fonts/README.md", "/i18n/../schema.json", "/t/K7QM2X/extra", "/t/", "http://example.org/static/index.html",
    "/%2e%2e/%2e%2e/etc/passwd", "/static/js/main.js/", "/static/js/./main.js",
]


@pytest.mark.parametrize("target", ODD_PATHS)
def test_no_path_outside_the_folders(site: tuple[WebServe, Path], target: str) -> None:
    web, _ = site
    status, headers, body = _get(web, target)
    assert status == 404, target
    assert b"secret" not in body and headers["content-type"] == "text/plain; charset=utf-8"


def test_only_get_and_head(site: tuple[WebServe, Path]) -> None:
    web, _ = site
    reply = web.respond("POST", "/static/js/main.js", Headers({"Host": HOST_HEADER}))
    assert reply is not None and reply.status == 405 and reply.header("Allow") == "GET, HEAD"
    head = web.respond("HEAD", "/static/js/main.js", Headers({"Host": HOST_HEADER}))
    assert head is not None and head.status == 200 and head.body == b""
    assert int(head.header("Content-Length") or 0) > 0


def test_a_handshake_at_another_path_is_not_found(site: tuple[WebServe, Path]) -> None:
    web, _ = site
    upgrade = {"Host": HOST_HEADER, "Upgrade": "websocket", "Connection": "Upgrade"}
    assert web.respond("GET", "/ws", Headers(upgrade)) is None
    assert web.respond("GET", "/", Headers(upgrade)) is None
    reply = web.respond("GET", "/static/js/main.js", Headers(upgrade))
    assert reply is not None and reply.status == 404


def test_the_csp_names_the_reverse_proxy_socket() -> None:
    web = WebServe(OriginPolicy(["https://cards.example.org"]), generated={})
    policy = _get(web, "/nowhere")[1]["content-security-policy"]
    assert "wss://cards.example.org" in policy
    web = WebServe(generated={})
    reply = web.respond("GET", "/", Headers({"Host": "evil.org; script-src *"}))
    assert reply is not None and "evil" not in (reply.header("Content-Security-Policy") or "")


def _raw_get(port: int, target: str) -> bytes:
    with socket.create_connection(("127.0.0.1", port), timeout=5) as conn:
        conn.sendall(f"GET {target} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nAccept-Encoding: gzip\r\n\r\n".encode())
        data = b""
        while chunk := conn.recv(65536):
            data += chunk
    return data


def _unpacked(response: bytes) -> bytes:
    """A raw response's body, unzipped when it came gzipped (the page is over a kilobyte)."""
    head, _sep, body = response.partition(b"\r\n\r\n")
    return gzip.decompress(body) if b"\r\nContent-Encoding: gzip" in head else body


def test_a_real_host_serves_the_page_and_its_translations() -> None:
    async def run() -> list[bytes]:
        host = Host()
        port = await host.start("127.0.0.1", 0)
        try:
            loop = asyncio.get_running_loop()
            return [await loop.run_in_executor(None, _raw_get, port, target)
                    for target in ("/t/K7QM2X", "/i18n/de.json", "/static/%2e%2e/__init__.py")]
        finally:
            await host.close()

    page, german, outside = asyncio.run(run())
    assert page.startswith(b"HTTP/1.1 200 OK\r\n") and b"\r\nContent-Security-Policy: " in page
    assert b"\r\nServer: cardtable/" in page and b"<!doctype html>" in _unpacked(page).lower()
    head, _sep, body = german.partition(b"\r\n\r\n")
    assert b"\r\nContent-Encoding: gzip" in head
    assert json.loads(gzip.decompress(body))[""]["language"] == "de"
    assert outside.startswith(b"HTTP/1.1 404 ")


def test_the_log_keeps_refusals_and_leaves_out_each_page_file(caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO, logger="websockets.server")

    async def run() -> None:
        host = Host()
        port = await host.start("127.0.0.1", 0)
        try:
            loop = asyncio.get_running_loop()
            for target in ("/t/K7QM2X", "/schema.json", "/static/%2e%2e/x.js"):
                await loop.run_in_executor(None, _raw_get, port, target)
            await asyncio.sleep(0.1)
        finally:
            await host.close()

    asyncio.run(run())
    sent = [record.getMessage() for record in caplog.records if record.getMessage().startswith("HTTP response")]
    assert sent == ["HTTP response sent (404 Not Found)"]


def test_the_figures_and_the_page_share_the_port() -> None:
    async def run() -> list[bytes]:
        host = Host()
        host.serve_metrics = True
        port = await host.start("127.0.0.1", 0)
        try:
            loop = asyncio.get_running_loop()
            return [await loop.run_in_executor(None, _raw_get, port, target) for target in ("/metrics", "/t/ABC234")]
        finally:
            await host.close()

    figures, page = asyncio.run(run())
    assert figures.startswith(b"HTTP/1.1 200 OK") and b"Content-Type: text/plain; version=0.0.4" in figures
    assert page.startswith(b"HTTP/1.1 200 OK") and b"<!doctype html>" in _unpacked(page).lower()


def test_a_server_started_around_the_host_still_serves_the_page() -> None:
    """Tests that open their own ``websockets`` server around ``Host._serve`` hand requests to ``_http`` too."""
    from websockets.http11 import Request

    host = Host()
    response = host._http(None, Request("/t/ABC234", Headers({"Host": "127.0.0.1:8765"})))
    assert response is not None and response.status_code == 200 and b"<!doctype html>" in response.body.lower()
    refused = host._http(None, Request("/ws", Headers({"Host": "127.0.0.1:8765", "Upgrade": "websocket",
                                                       "Origin": "https://evil.example"})))
    assert refused is not None and refused.status_code == 403
