"""The links that seat somebody at a table in a browser: ``http://<address>:<port>/t/<CODE>``.

Why: a phone joins by opening a link (typed, sent in a message, or read
from a QR code), so the host says one for each address of this computer
the others may reach it at (the desktop app's waiting table, ``cardtable-
server new``), or, for a server behind a reverse proxy, the public address
it is reached at (``--public-url https://cards.example.org``). The page
reads the code from the path (``web_serve``). Listing the addresses sends
nothing (``background.lan_addresses``).
"""

from __future__ import annotations

import ipaddress
from urllib.parse import urlsplit

from cardtable.net.protocol import normal_code


def table_link(base: str, code: str) -> str:
    """The table's link under ``base`` (``http://192.168.1.20:8765`` or ``https://cards.example.org/``)."""
    return base.rstrip("/") + "/t/" + normal_code(code)


def address_link(address: str, port: int, code: str) -> str:
    """The link at one IP address of this computer (IPv6 in brackets)."""
    try:
        host = f"[{address}]" if ipaddress.ip_address(address).version == 6 else address
    except ValueError:
        host = address
    return table_link(f"http://{host}:{port}", code)


def public_base(url: str) -> str:
    """``--public-url`` checked: an http(s) address without query or fragment; ValueError otherwise."""
    parts = urlsplit(url.strip())
    if parts.scheme not in ("http", "https") or not parts.hostname or parts.query or parts.fragment:
        raise ValueError(f"{url!r} is not an address such as https://cards.example.org")
    return url.strip().rstrip("/")


def table_links(code: str, port: int, addresses: list[str] | None = None, public_url: str | None = None) -> list[str]:
    """Every link to the table: the public one if there is one, else one per address
    (None: this computer's addresses on the local network)."""
    if public_url:
        return [table_link(public_base(public_url), code)]
    if addresses is None:
        from cardtable.net.background import lan_addresses

        addresses = lan_addresses()
    return [address_link(address, port, code) for address in addresses]


__all__ = ["address_link", "public_base", "table_link", "table_links"]
