"""The browser's page, served over HTTP by the host on its WebSocket's own port.

Why: a phone or a tablet sits at a table with a link and nothing to
install, and the family's host needs no second server or web framework for
it: the ``websockets`` server hands every request to ``process_request``
before the handshake (``Host.start``), and :meth:`WebServe.respond` answers
the page's paths (a ``Reply``) or lets the WebSocket handshake go on (None).

Paths: ``/`` (the front page: type a code) and ``/t/CODE`` (a table) are
the page's ``index.html``; ``/static/…`` its files (``cardtable/web/static``,
found with ``importlib.resources``); ``/cards/…``, ``/fonts/…`` and
``/icons/…`` the app's own card art, fonts and icons; ``/i18n/<lang>.json``
the app's translations (``web_i18n``); ``/schema.json`` the protocol's
JSON Schema (``schema``). The WebSocket is at ``/ws`` (the page) and ``/``
(the desktop app, which has always connected there); a handshake anywhere
else is not found, and one from an origin the host does not admit is
refused with 403 (``web_origin``). Only GET (and HEAD); every file from a
known folder, by a strict name (letters, digits, ``_ . -``, no leading dot,
no symbolic link, nothing encoded that is a separator): anything else is
404. Answers say their type, ``nosniff``, a Content-Security-Policy without
inline script, and how long to cache: html asks every time; the page's
``index.html`` names its files at ``/static/v-<version>/…`` (the version: a
hash of the folder, so a new copy gets new addresses and the old ones are
never mixed in), kept for a year, as is any file asked with ``?v=``; card
art and fonts a week; the rest asks every time, answered by its ETag with
304. Text is sent gzipped when the browser takes it.
"""

from __future__ import annotations

import gzip
import hashlib
import logging
import re
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol
from urllib.parse import unquote

from cardtable.net.web_origin import OriginPolicy

VERSION_SECONDS = 2.0  # how long the page folder's version is taken as known
MAX_TARGET = 512  # characters of a request's path and query
SOCKET_PATHS = ("/ws", "/")  # where the WebSocket handshake is answered (the page's, the app's)
_SEGMENT = re.compile(r"^[A-Za-z0-9_][A-Za-z0-9_.-]{0,99}$")
_TABLE_PATH = re.compile(r"^/t/[A-Za-z0-9-]{1,32}/?$")
_VERSIONED = re.compile(r"^/static/v-([0-9a-f]{12})/(.+)$")
_I18N_PATH = re.compile(r"^/i18n/([A-Za-z_]{2,8})\.json$")
YEAR, WEEK = 365 * 24 * 3600, 7 * 24 * 3600
TYPES = {
    ".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8",
    ".json": "application/json", ".svg": "image/svg+xml", ".png": "image/png",
    ".ico": "image/x-icon", ".webmanifest": "application/manifest+json", ".txt": "text/plain; charset=utf-8",
    ".woff2": "font/woff2", ".woff": "font/woff", ".otf": "font/otf", ".ttf": "font/ttf",
}
_COMPRESSIBLE = ("text/", "application/json", "application/manifest+json", "image/svg+xml")
_LONG_KEPT = (".svg", ".png", ".woff2", ".woff", ".otf", ".ttf")  # card art, icons and fonts: a week


def _not_a_page_answer(record: logging.LogRecord) -> bool:
    """Leave out the server's line for each page file it sent (a page asks for thirty);
    refusals (403, 404) and WebSocket connections are still logged."""
    return not (record.msg == "HTTP response sent (%d %s)" and isinstance(record.args, tuple)
                and record.args and isinstance(record.args[0], int) and record.args[0] < 400)


#: the ``websockets`` server's log (``Host.start``): its own lines less one per page file
SERVER_LOG = logging.getLogger("websockets.server.cardtable")
SERVER_LOG.addFilter(_not_a_page_answer)


class HeaderReader(Protocol):
    """What the server needs of a request's headers (``websockets.datastructures.Headers``)."""

    def get_all(self, key: str) -> list[str]: ...


@dataclass(frozen=True)
class Reply:
    """An HTTP answer: status, headers, body (the host turns it into the server's response)."""

    status: int
    headers: list[tuple[str, str]]
    body: bytes

    def header(self, name: str) -> str | None:
        return next((value for key, value in self.headers if key.lower() == name.lower()), None)


@dataclass(frozen=True)
class _File:
    body: bytes
    gz: bytes | None  # the body gzipped, when that is worth it
    etag: str
    kind: str


def one(headers: HeaderReader, name: str) -> str | None:
    """The value of a header sent once (None: absent, or sent several times)."""
    values = headers.get_all(name)
    return values[0] if len(values) == 1 else None


def _static_dir() -> Path | None:
    import sys
    from importlib import resources

    frozen = getattr(sys, "_MEIPASS", None)  # a bundle (packaging/cardtable.spec puts the page there)
    if frozen:
        return Path(frozen) / "cardtable" / "web" / "static"
    try:
        return Path(str(resources.files("cardtable.web").joinpath("static")))
    except (ModuleNotFoundError, TypeError):
        return None


class WebServe:
    """The page's paths (see the module docstring); one per host, files kept in memory."""

    def __init__(self, origins: OriginPolicy | None = None, *, static: Path | None = None,
                 assets: Path | None = None, generated: dict[str, Callable[[], bytes]] | None = None) -> None:
        from cardtable.resources import assets_dir

        self.origins = origins or OriginPolicy()
        base = assets or assets_dir()
        self.folders: dict[str, Path | None] = {"static": static or _static_dir(), "cards": base / "cards",
                                                "fonts": base / "fonts", "icons": base / "icons"}
        self._generated = generated if generated is not None else _generated_documents()
        self._files: dict[tuple[str, int, int], _File] = {}  # (path, size, mtime) -> a file as read
        self._version: tuple[str, float] | None = None  # the page folder's version, and when it was looked at

    # -- the request ----------------------------------------------------------------------
    def respond(self, method: str, target: str, headers: HeaderReader) -> Reply | None:
        """The answer to one request; None: a WebSocket handshake the server goes on with."""
        path, _sep, query = target.partition("?")
        wants_socket = any("websocket" in value.lower() for value in headers.get_all("Upgrade"))
        if wants_socket or path == "/ws":
            if path not in SOCKET_PATHS or len(target) > MAX_TARGET:
                return _text(404, "Not found")
            origins = headers.get_all("Origin")
            if len(origins) > 1 or not self.origins.admits(origins[0] if origins else None, one(headers, "Host")):
                return _text(403, "This page may not open a connection to this table.")
            return None
        if method not in ("GET", "HEAD"):
            reply = _text(405, "Only GET")
            reply.headers.append(("Allow", "GET, HEAD"))
            return reply
        found = self._route(path, query, headers) if len(target) <= MAX_TARGET else None
        reply = found or _text(404, "Not found")
        reply.headers.extend(self._safety(headers))
        if method == "HEAD":
            return Reply(reply.status, reply.headers, b"")
        return reply

    def _route(self, path: str, query: str, headers: HeaderReader) -> Reply | None:
        if path == "/" or _TABLE_PATH.match(path):
            return self._file("static", "index.html", query, headers)
        versioned = _VERSIONED.match(path)
        if versioned:  # the page's files under the version of the folder: kept a year, if it is this one
            current = versioned.group(1) == self.version()
            return self._file("static", versioned.group(2), "v=" if current else "", headers)
        match = _I18N_PATH.match(path)
        name = f"i18n/{match.group(1)}" if match else path.lstrip("/")
        if name in self._generated:
            return self._document(name, headers)
        folder, _sep, rest = path[1:].partition("/")
        if folder in self.folders and rest:
            return self._file(folder, rest, query, headers)
        return None

    def _safety(self, headers: HeaderReader) -> list[tuple[str, str]]:
        sockets = " ".join(self.origins.sockets(one(headers, "Host")))
        policy = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
                  f"font-src 'self'; connect-src 'self' {sockets}".rstrip() + "; manifest-src 'self'; "
                  "base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
        return [("Content-Security-Policy", policy), ("X-Content-Type-Options", "nosniff"),
                ("Referrer-Policy", "no-referrer"), ("X-Frame-Options", "DENY"),
                ("Cross-Origin-Opener-Policy", "same-origin"), ("Cross-Origin-Resource-Policy", "same-origin")]

    # -- files ------------------------------------------------------------------------------
    def version(self) -> str:
        """A short hash of the page's folder as it is now (names, sizes, times): its files' addresses
        change with it, so a browser keeps them for a year and still never mixes two versions.
        Looked at again at most every ``VERSION_SECONDS`` (a page asks for thirty files at once)."""
        now = time.monotonic()
        if self._version is not None and now - self._version[1] < VERSION_SECONDS:
            return self._version[0]
        version = self._folder_version()
        self._version = (version, now)
        return version

    def _folder_version(self) -> str:
        root = self.folders["static"]
        if root is None:
            return "none"
        marks = hashlib.sha256()
        try:
            for path in sorted(root.rglob("*")):
                if path.is_file():
                    stat = path.stat()
                    marks.update(f"{path.relative_to(root).as_posix()}:{stat.st_size}:{stat.st_mtime_ns};".encode())
        except OSError:
            return "none"
        return marks.hexdigest()[:12]

    def _file(self, folder: str, relative: str, query: str, headers: HeaderReader) -> Reply | None:
        found = self._find(folder, relative)
        if found is None:
            return None
        page = folder == "static" and relative == "index.html"
        try:
            stat = found.stat()
            version = self.version() if page else ""
            key = (f"{found}#{version}", stat.st_size, stat.st_mtime_ns)
            entry = self._files.get(key)
            if entry is None:
                body = found.read_bytes()
                if page:  # its files at the folder's version (their relative imports follow)
                    for quote in (b'"', b"'"):
                        body = body.replace(quote + b"/static/", quote + f"/static/v-{version}/".encode())
                entry = _entry(body, TYPES[found.suffix.lower()])
                self._files = {k: v for k, v in self._files.items() if k[0].split("#")[0] != str(found)}
                self._files[key] = entry
        except OSError:
            return None
        if entry.kind.startswith("text/html"):
            cache = "no-cache"
        elif any(part.startswith("v=") for part in query.split("&")):  # a versioned address: a new one on a change
            cache = f"public, max-age={YEAR}, immutable"
        elif found.suffix.lower() in _LONG_KEPT and folder != "static":
            cache = f"public, max-age={WEEK}"
        else:
            cache = "no-cache"
        return _answer(entry, cache, headers)

    def _find(self, folder: str, relative: str) -> Path | None:
        """The file ``relative`` in ``folder``, or None for anything not plainly in it."""
        root = self.folders.get(folder)
        if root is None:
            return None
        parts = relative.split("/")
        if len(parts) > 6:
            return None
        path = root
        for raw in parts:
            try:
                segment = unquote(raw, errors="strict") if "%" in raw else raw
            except UnicodeDecodeError:
                return None
            if not _SEGMENT.match(segment) or ".." in segment:
                return None
            path = path / segment
            if path.is_symlink():
                return None
        if path.suffix.lower() not in TYPES or not path.is_file():
            return None
        try:
            if not path.resolve().is_relative_to(root.resolve()):
                return None
        except OSError:
            return None
        return path

    def _document(self, name: str, headers: HeaderReader) -> Reply:
        entry = self._files.get((name, 0, 0))
        if entry is None:
            entry = _entry(self._generated[name](), "application/json")
            self._files[(name, 0, 0)] = entry
        return _answer(entry, "no-cache", headers)


def _entry(body: bytes, kind: str) -> _File:
    gz = None
    if kind.startswith(_COMPRESSIBLE) and len(body) > 1024:
        packed = gzip.compress(body, compresslevel=9, mtime=0)
        gz = packed if len(packed) < len(body) * 0.9 else None
    return _File(body, gz, '"' + hashlib.sha256(body).hexdigest()[:20] + '"', kind)


def _takes_gzip(headers: HeaderReader) -> bool:
    for value in headers.get_all("Accept-Encoding"):
        for item in value.split(","):
            coding, _sep, params = item.strip().partition(";")
            if coding.strip().lower() == "gzip":
                return params.replace(" ", "").lower() not in ("q=0", "q=0.0", "q=0.00", "q=0.000")
    return False


def _answer(entry: _File, cache: str, headers: HeaderReader) -> Reply:
    zipped = entry.gz is not None and _takes_gzip(headers)
    etag = entry.etag[:-1] + '-gz"' if zipped else entry.etag
    common = [("Cache-Control", cache), ("ETag", etag)]
    if entry.gz is not None:
        common.append(("Vary", "Accept-Encoding"))
    wanted = [tag.strip().removeprefix("W/") for value in headers.get_all("If-None-Match")
              for tag in value.split(",")]
    if etag in wanted or "*" in wanted:
        return Reply(304, [*common, ("Connection", "close")], b"")
    body = entry.gz if zipped and entry.gz is not None else entry.body
    answer = [("Content-Type", entry.kind), ("Content-Length", str(len(body))), *common, ("Connection", "close")]
    if zipped:
        answer.append(("Content-Encoding", "gzip"))
    return Reply(200, answer, body)


def _text(status: int, text: str) -> Reply:
    body = (text + "\n").encode("utf-8")
    return Reply(status, [("Content-Type", "text/plain; charset=utf-8"), ("Content-Length", str(len(body))),
                          ("Cache-Control", "no-store"), ("Connection", "close")], body)


def _generated_documents() -> dict[str, Callable[[], bytes]]:
    """The documents made at run time: the translations and the schema."""
    from functools import partial

    from cardtable.net import schema, web_i18n

    documents: dict[str, Callable[[], bytes]] = {"schema.json": schema.schema_bytes}
    for lang in web_i18n.LANGUAGES:
        documents[f"i18n/{lang}"] = partial(web_i18n.page_strings, lang)
    return documents


def to_response(reply: Reply) -> object:
    """``reply`` as the ``websockets`` server's response."""
    from http import HTTPStatus

    from websockets.datastructures import Headers
    from websockets.http11 import Response

    return Response(reply.status, HTTPStatus(reply.status).phrase, Headers(reply.headers), reply.body)


__all__ = ["SERVER_LOG", "SOCKET_PATHS", "TYPES", "HeaderReader", "Reply", "WebServe", "one", "to_response"]
