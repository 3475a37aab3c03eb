"""Finding tables on the local network: the host's UDP beacon and the window's listener (no Qt).

Why: at home nobody should have to read an IP address aloud. A host that
opts in (``cardtable-server serve --beacon``, or the desktop host through
:func:`start_beacon`) sends one small JSON datagram every
``INTERVAL`` seconds (and at once when a table's seats change) to the IPv4
broadcast addresses on UDP port ``BEACON_PORT``; a window's ``Listener``
reads them and lists the tables it heard in the last ``EXPIRE`` seconds.

A plain UDP broadcast, not mDNS: it needs no extra library and no system
service, one datagram says everything (several tables, their seats), and a
home network passes broadcasts as well as multicast; docs/PROTOCOL.md says
more, with the measured sizes and times.

The table **code is never broadcast**: it is the invitation, told by the
host to the people they invite, and it is what lets a window take a seat.
The beacon names the table (its name, game, host, seats, whether it has
started) and gives an opaque ``id`` (a salted hash of the code, different
for every run of the beacon) so a listener can tell tables apart.

Every datagram is read strictly: at most ``MAX_DATAGRAM`` bytes, a JSON
object with the magic ``"cardtable": "beacon"`` and format ``FORMAT``, known
fields of the right types and sizes; anything else is ignored and counted,
never raised. The sender's address is the datagram's source, never a field
of its content. Addresses and ports are parameters, so tests run on
loopback or in network namespaces they create.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
import secrets
import select
import socket
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from cardtable import __version__
from cardtable.net.protocol import MAX_NAME, PROTOCOL, clean_name

BEACON_PORT = 8766  # UDP; the tables' WebSocket port is 8765
FORMAT = 1  # of the datagram (raised when its fields change meaning)
MAGIC = "beacon"  # the value of the "cardtable" field
MAX_DATAGRAM = 1400  # bytes: one Ethernet frame, no fragments
INTERVAL = 1.5  # seconds between beacons
TICK = 0.25  # how often the beacon looks for changed tables
EXPIRE = 5.0  # a table not heard for this long is no longer listed
MAX_TABLES = 32  # tables one host announces (the newest open ones)
MAX_SEATS = 6  # the games' most players
LIMITED_BROADCAST = "255.255.255.255"

TOP_FIELDS = {"cardtable", "format", "protocol", "app", "port", "tables"}
TABLE_FIELDS = {"id", "name", "game", "host", "seats", "started", "over"}
SEAT_FIELDS = {"name", "free", "computer"}


# -- what a host announces ---------------------------------------------------------------
def table_entry(table: Any, salt: bytes, admin: int | None = None) -> dict[str, Any]:
    """One table as the beacon announces it (never its code or a token)."""
    seats = table.seats
    host_seat = admin if admin is not None and 0 <= admin < len(seats) else None
    if host_seat is None:  # a server's table: the first person who sat down
        host_seat = next((i for i, s in enumerate(seats) if s.kind == "person" and s.joined), None)
    return {
        "id": table_id(table.code, salt),
        "name": table.name,
        "game": table.rules.game_id,
        "host": seats[host_seat].name if host_seat is not None else "",
        "seats": [{"name": s.name, "free": s.kind == "person" and not s.joined,
                   **({"computer": True} if s.kind == "computer" else {})} for s in seats],
        "started": table.started,
        "over": table.over(),
    }


def table_id(code: str, salt: bytes) -> str:
    """An opaque id of a table: the same during one beacon's life, and no way back to the code."""
    return hashlib.blake2s(code.encode(), key=salt, digest_size=6).hexdigest()


def datagrams(entries: Sequence[dict[str, Any]], port: int, *, app: str = __version__,
              protocol: int = PROTOCOL) -> list[bytes]:
    """The datagrams announcing ``entries``: as few as hold them within MAX_DATAGRAM
    bytes each (one when nothing is open: the host is there)."""
    def one(tables: list[dict[str, Any]]) -> bytes:
        doc = {"cardtable": MAGIC, "format": FORMAT, "protocol": protocol, "app": app, "port": port,
               "tables": tables}
        return json.dumps(doc, separators=(",", ":"), ensure_ascii=False).encode("utf-8")

    out: list[bytes] = []
    batch: list[dict[str, Any]] = []
    for entry in entries:
        if len(one([*batch, entry])) <= MAX_DATAGRAM:
            batch.append(entry)
            continue
        if batch:
            out.append(one(batch))
        batch = [entry] if len(one([entry])) <= MAX_DATAGRAM else []  # (names are short: never)
    if batch or not out:
        out.append(one(batch))
    return out


def interface_broadcasts() -> list[str]:
    """The broadcast address of every IPv4 interface that has one (Linux; elsewhere none:
    the limited broadcast 255.255.255.255 is sent anyway)."""
    if not sys.platform.startswith("linux"):
        return []
    import fcntl
    import struct

    found: list[str] = []
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        for _index, name in socket.if_nameindex():
            if name == "lo":
                continue
            try:
                request = struct.pack("256s", name.encode()[:15])
                flags = struct.unpack("H", fcntl.ioctl(probe.fileno(), 0x8913, request)[16:18])[0]  # SIOCGIFFLAGS
                if not flags & 0x1 or not flags & 0x2:  # IFF_UP, IFF_BROADCAST
                    continue
                address = socket.inet_ntoa(fcntl.ioctl(probe.fileno(), 0x8919, request)[20:24])  # SIOCGIFBRDADDR
            except OSError:  # no IPv4 address on it
                continue
            if address != "0.0.0.0" and address not in found:
                found.append(address)
    return found


class Beacon:
    """Announces a host's tables (see the module docstring). ``tables`` gives the
    announced tables' entries when asked; ``targets`` the (address, port) pairs
    (default: the limited broadcast and every interface's broadcast, on BEACON_PORT)."""

    def __init__(self, tables: Callable[[bytes], list[dict[str, Any]]], port: int, *,
                 targets: Iterable[tuple[str, int]] | None = None, interval: float = INTERVAL,
                 tick: float = TICK, app: str = __version__) -> None:
        self.tables, self.port, self.interval, self.tick, self.app = tables, port, interval, tick, app
        self.salt = secrets.token_bytes(16)
        self._targets = list(targets) if targets is not None else None
        self._sock: socket.socket | None = None
        self._task: asyncio.Task[None] | None = None
        self._last: list[bytes] = []
        self._sent_at = 0.0
        self.sent = 0  # datagrams sent
        self.failed = 0  # sends the network refused (no route, interface down)

    def targets(self) -> list[tuple[str, int]]:
        if self._targets is not None:
            return self._targets
        return [(address, BEACON_PORT) for address in [LIMITED_BROADCAST, *interface_broadcasts()]]

    def open(self) -> Beacon:
        """The sending socket (``send_now`` sends through it); ``start`` opens it too."""
        if self._sock is None:
            sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_BROADCAST, 1)
            sock.setblocking(False)
            self._sock = sock
        return self

    def start(self) -> None:
        """Start announcing on the running asyncio loop."""
        self.open()
        self._task = asyncio.get_running_loop().create_task(self._run())

    async def close(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None
        self.close_socket()

    def close_socket(self) -> None:
        if self._sock is not None:
            self._sock.close()
            self._sock = None

    def poke(self) -> None:
        """A table changed: announce at the next tick, not at the next interval."""
        self._last = []

    def send_now(self, now: float | None = None) -> bool:
        """Announce if a table changed or the interval passed; whether it sent."""
        now = time.monotonic() if now is None else now
        try:
            grams = datagrams(self.tables(self.salt), self.port, app=self.app)
        except Exception:  # a table half-way through a change: next tick
            return False
        if grams == self._last and now - self._sent_at < self.interval:
            return False
        self._last, self._sent_at = grams, now
        sock = self._sock
        if sock is None:
            return False
        targets = self.targets()
        for gram in grams:
            for target in targets:
                try:
                    sock.sendto(gram, target)
                    self.sent += 1
                except OSError:  # no route to this network now: the next interval tries again
                    self.failed += 1
        return True

    async def _run(self) -> None:
        while True:
            self.send_now()
            await asyncio.sleep(self.tick)


def host_tables(host: Any, limit: int = MAX_TABLES) -> Callable[[bytes], list[dict[str, Any]]]:
    """What ``Beacon`` announces of a ``net.host.Host``: its open tables (not over), newest last."""
    def entries(salt: bytes) -> list[dict[str, Any]]:
        open_tables = [t for t in list(host.tables.values()) if not t.over()][-limit:]
        return [table_entry(t, salt, t.admin) for t in open_tables]
    return entries


async def start_beacon(host: Any, port: int, *, targets: Iterable[tuple[str, int]] | None = None,
                       interval: float = INTERVAL) -> Beacon:
    """Announce ``host``'s tables, reachable on WebSocket ``port``; call on the host's loop,
    ``await beacon.close()`` to stop."""
    beacon = Beacon(host_tables(host), port, targets=targets, interval=interval)
    beacon.start()
    return beacon


# -- what a window hears -----------------------------------------------------------------
@dataclass(frozen=True)
class HeardSeat:
    name: str
    free: bool
    computer: bool = False


@dataclass(frozen=True)
class HeardTable:
    """One table heard on the network; ``address`` is where the datagram came from."""

    address: str
    port: int
    id: str
    name: str
    game: str
    host: str
    seats: tuple[HeardSeat, ...]
    started: bool
    over: bool
    app: str
    seen: float = field(compare=False, default=0.0)

    @property
    def url(self) -> str:
        return f"ws://{self.address}:{self.port}"

    @property
    def free(self) -> int:
        return sum(1 for s in self.seats if s.free)


class BadBeacon(ValueError):
    """A datagram that is not a beacon of this format (ignored, counted)."""


def _text(value: Any, most: int = MAX_NAME) -> str:
    if not isinstance(value, str) or len(value) > most:
        raise BadBeacon("a name")
    return clean_name(value, most)


def _flag(value: Any) -> bool:
    if not isinstance(value, bool):
        raise BadBeacon("a flag")
    return value


def read_datagram(data: bytes, address: str, now: float = 0.0,
                  games: Iterable[str] = ("phase10", "skipbo")) -> list[HeardTable]:
    """The tables a datagram from ``address`` announces; BadBeacon for anything else."""
    if not isinstance(data, bytes) or len(data) > MAX_DATAGRAM:
        raise BadBeacon("size")
    try:
        doc = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise BadBeacon("not JSON") from None
    if not isinstance(doc, dict) or doc.get("cardtable") != MAGIC or doc.get("format") != FORMAT:
        raise BadBeacon("not a beacon")
    if set(doc) != TOP_FIELDS:
        raise BadBeacon("fields")
    protocol, port, app, tables = doc["protocol"], doc["port"], doc["app"], doc["tables"]
    if type(protocol) is not int or protocol != PROTOCOL:
        raise BadBeacon("another protocol")
    if type(port) is not int or not 1 <= port <= 65535:
        raise BadBeacon("port")
    app = _text(app)
    if not isinstance(tables, list) or len(tables) > MAX_TABLES:
        raise BadBeacon("tables")
    known = set(games)
    heard = []
    for entry in tables:
        if not isinstance(entry, dict) or set(entry) != TABLE_FIELDS:
            raise BadBeacon("table fields")
        ident, game, seats = entry["id"], entry["game"], entry["seats"]
        if not isinstance(ident, str) or not 1 <= len(ident) <= 32 or not ident.isalnum() or not ident.isascii():
            raise BadBeacon("id")
        if game not in known:
            raise BadBeacon("game")
        if not isinstance(seats, list) or not 1 <= len(seats) <= MAX_SEATS:
            raise BadBeacon("seats")
        heard_seats = []
        for seat in seats:
            if not isinstance(seat, dict) or not {"name", "free"} <= set(seat) <= SEAT_FIELDS:
                raise BadBeacon("seat")
            heard_seats.append(HeardSeat(_text(seat["name"]), _flag(seat["free"]),
                                         _flag(seat.get("computer", False))))
        heard.append(HeardTable(address, port, ident, _text(entry["name"]), game, _text(entry["host"]),
                                tuple(heard_seats), _flag(entry["started"]), _flag(entry["over"]), app, now))
    return heard


class Listener:
    """Hears beacons on a UDP port and keeps the tables heard lately (no threads:
    ``poll`` reads whatever arrived; the window calls it from a timer)."""

    def __init__(self, port: int = BEACON_PORT, address: str = "", *, expire: float = EXPIRE,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.port, self.address, self.expire, self.clock = port, address, expire, clock
        self.heard: dict[tuple[str, int, str], HeardTable] = {}
        self.ignored = 0  # datagrams that were no beacon of this format
        self.received = 0
        self._sock: socket.socket | None = None

    def open(self) -> Listener:
        """Bind the port (shared with other windows on this computer); OSError if it cannot."""
        sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        if hasattr(socket, "SO_REUSEPORT"):
            with contextlib.suppress(OSError):
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
        try:
            sock.bind((self.address, self.port))
        except OSError:
            sock.close()
            raise
        sock.setblocking(False)
        self._sock = sock
        self.port = sock.getsockname()[1]
        return self

    def close(self) -> None:
        if self._sock is not None:
            self._sock.close()
            self._sock = None

    def feed(self, data: bytes, address: str, now: float | None = None) -> bool:
        """One datagram from ``address``: whether it was a beacon (its tables are then listed)."""
        now = self.clock() if now is None else now
        self.received += 1
        try:
            tables = read_datagram(data, address, now)
        except BadBeacon:
            self.ignored += 1
            return False
        for table in tables:
            self.heard[(address, table.port, table.id)] = table
        return True

    def poll(self, limit: int = 256) -> int:
        """Read the datagrams waiting (at most ``limit``); how many were beacons."""
        found = 0
        if self._sock is None:
            return 0
        for _ in range(limit):
            try:
                data, source = self._sock.recvfrom(MAX_DATAGRAM + 1)
            except (BlockingIOError, InterruptedError):
                break
            except OSError:  # an ICMP error reported on the socket: nothing to read
                break
            found += self.feed(data, str(source[0]))
        return found

    def wait(self, timeout: float) -> int:
        """Block up to ``timeout`` seconds for datagrams, then ``poll`` (tests, benchmarks)."""
        if self._sock is None:
            return 0
        ready, _w, _x = select.select([self._sock], [], [], max(0.0, timeout))
        return self.poll() if ready else 0

    def tables(self, now: float | None = None) -> list[HeardTable]:
        """The tables heard within ``expire`` seconds, by host then name (over ones left out)."""
        now = self.clock() if now is None else now
        for key in [k for k, t in self.heard.items() if now - t.seen > self.expire]:
            del self.heard[key]
        return sorted((t for t in self.heard.values() if not t.over),
                      key=lambda t: (t.host.casefold(), t.name.casefold(), t.address, t.port, t.id))


__all__ = ["BEACON_PORT", "EXPIRE", "FORMAT", "MAX_DATAGRAM", "BadBeacon", "Beacon", "HeardSeat", "HeardTable",
           "Listener", "datagrams", "host_tables", "interface_broadcasts", "read_datagram", "start_beacon",
           "table_entry", "table_id"]
