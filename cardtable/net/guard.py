"""Failed joins counted where guessing happens: per network, and per table.

Why: a table code is 6 characters (31^6, about 9×10^8 codes); with a
thousand tables open, one guess in a million hits. Counting failed joins
per exact address is no limit with IPv6, where one household holds a
whole /64 (2^64 addresses to rotate through). So failures are counted per
*network*: an IPv4 address is its own, an IPv6 address counts for its /64,
and an IPv4-mapped IPv6 address (``::ffff:192.0.2.7``) as the IPv4 address
it is (``address_key``). And per table: after ``CODE_FAILURES`` wrong
tokens on one code within ``CODE_WINDOW`` seconds (somebody holds the code
and tries to get a seat), the table takes no new joins and no spectators
for ``CODE_LOCK`` seconds; a person holding a seat's valid token still
comes back at once. The counters are pruned as time passes, so they hold
only the recent failures, however long the host runs. Behind a reverse
proxy on the same machine, the address counted is the one the proxy
forwards (``forwarded_address``).
"""

from __future__ import annotations

import ipaddress
import time
from collections import deque
from collections.abc import Callable
from typing import Any

FAILED_JOINS = 20  # wrong codes or tokens per network per WINDOW
WINDOW = 60.0
CODE_FAILURES = 10  # wrong tokens on one table's code per CODE_WINDOW ...
CODE_WINDOW = 600.0
CODE_LOCK = 600.0  # ... lock that table for new joins for this long


LOOPBACK = frozenset({"127.0.0.1", "::1", "::ffff:127.0.0.1"})


def forwarded_address(headers: Any) -> str | None:
    """The client's address a reverse proxy put in the request: the last entry
    of ``X-Forwarded-For`` (the one the proxy itself added; the earlier ones
    are whatever the client claimed), else ``X-Real-IP``; None if neither is
    a valid IP address."""
    value = headers.get("X-Forwarded-For")
    candidate = value.split(",")[-1].strip() if value else (headers.get("X-Real-IP") or "").strip()
    try:
        return str(ipaddress.ip_address(candidate)) if candidate else None
    except ValueError:
        return None


def address_key(address: str) -> str:
    """What the limits per address count: an IPv4 address, an IPv6 address's
    /64 network (``2001:db8:1:2::/64``), an IPv4-mapped IPv6 address as its
    IPv4 address; anything else (a name, "?") as it is."""
    try:
        ip = ipaddress.ip_address(address.split("%", 1)[0])
    except ValueError:
        return address
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.IPv6Network((int(ip) >> 64 << 64, 64)))
    return str(ip)


class JoinGuard:
    """The recent failed joins per network and per table code, and the locked codes."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._by_address: dict[str, deque[float]] = {}  # network -> times of its failures
        self._by_code: dict[str, deque[float]] = {}  # code -> times of wrong tokens
        self._locked: dict[str, float] = {}  # code -> when it takes new joins again
        self._pruned = clock()

    def __len__(self) -> int:
        """How many counters are held (the tests watch that it does not grow)."""
        return len(self._by_address) + len(self._by_code) + len(self._locked)

    def address_allowed(self, address: str) -> bool:
        """Whether ``address``'s network may try another join."""
        now = self._clock()
        self._prune(now)
        times = self._by_address.get(address_key(address))
        if times is None:
            return True
        _expire(times, now - WINDOW)
        return len(times) < FAILED_JOINS

    def code_locked(self, code: str) -> bool:
        """Whether the table takes only joins with a valid seat's token now."""
        until = self._locked.get(code)
        if until is None:
            return False
        if self._clock() >= until:
            del self._locked[code]
            return False
        return True

    def failed(self, address: str, code: str | None = None) -> None:
        """A failed join from ``address``; ``code``: a wrong token at that table."""
        now = self._clock()
        self._prune(now)
        self._by_address.setdefault(address_key(address), deque()).append(now)
        if code is None:
            return
        times = self._by_code.setdefault(code, deque())
        times.append(now)
        _expire(times, now - CODE_WINDOW)
        if len(times) >= CODE_FAILURES:
            self._locked[code] = now + CODE_LOCK
            times.clear()

    def _prune(self, now: float) -> None:
        """Drop what is too old to count (at most once per WINDOW: a host meets many addresses)."""
        if now - self._pruned < WINDOW:
            return
        self._pruned = now
        for counters, window in ((self._by_address, WINDOW), (self._by_code, CODE_WINDOW)):
            for key, times in list(counters.items()):
                _expire(times, now - window)
                if not times:
                    del counters[key]
        for code, until in list(self._locked.items()):
            if now >= until:
                del self._locked[code]


def _expire(times: deque[float], before: float) -> None:
    while times and times[0] <= before:
        times.popleft()


__all__ = ["CODE_FAILURES", "CODE_LOCK", "FAILED_JOINS", "LOOPBACK", "JoinGuard", "address_key", "forwarded_address"]
