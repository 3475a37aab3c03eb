"""Which web pages may open a WebSocket to the host: its own page, and origins the operator names.

Why: a browser lets any web site open a WebSocket to any address, the
family's host on the home network included, and says which site it is in
the ``Origin`` header. The host admits

- no ``Origin`` at all: the desktop app, robots and tests (not a browser);
- the page this very host served: ``Origin`` equal to ``http://`` (or
  ``https://``) and the request's own ``Host`` header, when that host name
  is an IP address, ``localhost`` or this computer's own name (the links the
  host shows are IP addresses). A name the host does not know is not taken
  on trust: a foreign site whose name is made to point at the host's
  address (DNS rebinding) sends its own name in both headers;
- the origins named with ``--origin`` (a reverse proxy's public address,
  ``https://cards.example.org``),

and refuses every other origin (403, before any WebSocket is opened).
"""

from __future__ import annotations

import ipaddress
import re
import socket
from collections.abc import Iterable
from urllib.parse import urlsplit

_HOST_HEADER = re.compile(r"^(?:[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?|\[[0-9A-Fa-f:.]{2,45}\])"
                          r"(?::[0-9]{1,5})?$")


def normal_origin(text: str) -> str:
    """An origin as a browser sends it (``scheme://host[:port]``, lower case,
    no path); ValueError for anything else (``--origin`` is checked so)."""
    parts = urlsplit(text.strip())
    if parts.scheme not in ("http", "https") or not parts.hostname or parts.path not in ("", "/") \
            or parts.query or parts.fragment or parts.username or parts.password:
        raise ValueError(f"{text!r} is not an origin such as https://cards.example.org")
    try:
        port = parts.port
    except ValueError:
        raise ValueError(f"{text!r}: not a port") from None
    host = parts.hostname.lower()
    if ":" in host:
        host = f"[{host}]"
    default = 443 if parts.scheme == "https" else 80
    return f"{parts.scheme}://{host}" + (f":{port}" if port is not None and port != default else "")


def clean_host_header(value: str | None) -> str | None:
    """The request's ``Host`` header if it is a plain host name or address with
    an optional port (it goes into an answer's headers), else None."""
    if value is None or not _HOST_HEADER.match(value):
        return None
    return value.lower()


def _own_names() -> frozenset[str]:
    try:
        name = socket.gethostname().lower()
    except OSError:
        return frozenset({"localhost"})
    return frozenset({"localhost", name, f"{name}.local"}) if name else frozenset({"localhost"})


def known_host(host_header: str) -> bool:
    """``host_header`` (cleaned) names this computer without DNS's word for
    it: an IP address, ``localhost``, or this computer's own name."""
    name = host_header.rsplit(":", 1)[0] if not host_header.startswith("[") else host_header[1:].split("]")[0]
    try:
        ipaddress.ip_address(name)
        return True
    except ValueError:
        return name in _own_names()


class OriginPolicy:
    """The origins the host admits (see the module docstring)."""

    def __init__(self, named: Iterable[str] = ()) -> None:
        self.named = frozenset(normal_origin(origin) for origin in named)

    def admits(self, origin: str | None, host_header: str | None) -> bool:
        """May a handshake with this ``Origin`` (None: none sent) and ``Host`` open a WebSocket?"""
        if origin is None:
            return True
        try:
            origin = normal_origin(origin)
        except ValueError:  # "null" (a file, a sandboxed frame), garbage
            return False
        if origin in self.named:
            return True
        host = clean_host_header(host_header)
        if host is None or not known_host(host):
            return False
        return origin in (normal_origin(f"http://{host}"), normal_origin(f"https://{host}"))

    def sockets(self, host_header: str | None) -> list[str]:
        """The WebSocket addresses the page may connect to (its CSP's ``connect-src``)."""
        host = clean_host_header(host_header)
        found = [f"ws://{host}", f"wss://{host}"] if host is not None else []
        for origin in sorted(self.named):
            found.append(origin.replace("https://", "wss://", 1).replace("http://", "ws://", 1))
        return found


__all__ = ["OriginPolicy", "clean_host_header", "known_host", "normal_origin"]
