"""The desktop app's own host: one network table served from the app's network thread.

Why: a family at one computer opens a table from the New game dialog and the
others join it from their computers; no server is needed. ``BackgroundHost``
runs the same ``Host`` as the headless server on the app's network loop
(``network_loop``: the window's event loop never waits for a socket), listens on
every interface (the others reach it at this computer's LAN address; port
8765, or a free one if that is taken) and holds exactly one table, whose
``admin`` is the hosting person's seat (the one who may start the game):
the first of the seats of the people at this computer (``local_seats``,
kept for the hosting window: grandma and grandpa at one laptop). The
table is saved after every change into the app's "network tables" folder (``saving``: the game as a
save file, the seats and their tokens in a 0600 file), so :meth:`stop`
(closing the game, quitting) loses nothing and :func:`reopen` starts the
same table again with the same code and tokens: every window reconnects by
itself. The hosting window itself plays through ordinary connections to
``local_url``, one per local seat with that seat's token, so each
connection only ever sees one seat. No Qt here.
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import logging
import socket
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from cardtable.net.network_loop import NETWORK, THREAD_NAME
from cardtable.net.table import Table

log = logging.getLogger(__name__)

DEFAULT_PORT = 8765
ALL_INTERFACES = "0.0.0.0"

_running: dict[str, BackgroundHost] = {}  # table code -> its running host in this process
_running_lock = threading.Lock()


def hosted_here(code: str) -> bool:
    """A table of this code is being hosted by this app right now."""
    with _running_lock:
        return code in _running


def hosted_elsewhere(folder: Path, code: str) -> bool:
    """Another running copy of the app (or window) hosts this table now (its lock is held)."""
    from cardtable.persistence import SaveError
    from cardtable.persistence.slot_lock import SlotLock

    if hosted_here(code):
        return True
    lock = SlotLock(lock_path(folder, code))
    try:
        return not lock.acquire()
    except (SaveError, OSError):
        return False  # nobody can hold it either
    finally:
        lock.release()


class BackgroundHost:
    """One table served from a background thread (see the module docstring)."""

    def __init__(self, table: Table, admin: int, folder: Path, *, address: str = ALL_INTERFACES,
                 port: int = DEFAULT_PORT, rate: float | None = None,
                 beacon_to: list[tuple[str, int]] | None = None) -> None:
        """``beacon_to``: where the table is announced (None: on the local
        network when listening on every interface, else nowhere; tests give
        a loopback listener)."""
        self.table, self.admin, self.folder = table, admin, Path(folder)
        self.beacon_to = beacon_to
        self._beacon: Any = None
        if not any(slot.local for slot in table.seats):  # (a table saved when only the admin sat here)
            table.seats[admin].local = True
        for slot in table.seats:
            if slot.local:
                slot.joined = True  # kept for the hosting window: no invited person takes it
        self.address, self.wanted_port = address, port
        self.port: int | None = None
        self._rate = rate
        self._host: Any = None
        self._lock: Any = None  # the table's file lock while it is hosted (one host per table)
        self._loop: asyncio.AbstractEventLoop | None = None  # the network loop while this host uses it

    @property
    def code(self) -> str:
        return self.table.code

    def token(self, seat: int) -> str:
        """The token of ``seat`` (the hosting window connects with each local seat's)."""
        return self.table.seats[seat].token

    @property
    def local_seats(self) -> tuple[int, ...]:
        """The seats of the people at this computer, the admin first: the
        hosting window connects once for each (one connection, one seat's view)."""
        others = [i for i, slot in enumerate(self.table.seats) if slot.local and i != self.admin]
        return (self.admin, *others)

    @property
    def local_url(self) -> str:
        """Where the hosting window connects (this computer)."""
        return f"ws://127.0.0.1:{self.port}"

    def addresses(self) -> list[str]:
        """The addresses the others type: ``ws://<LAN address>:port``, best first."""
        if self.address not in (ALL_INTERFACES, "", "::"):
            return [f"ws://{self.address}:{self.port}"]
        return [f"ws://{ip}:{self.port}" for ip in lan_addresses()]

    def links(self) -> list[str]:
        """The table's links for a browser (``http://<LAN address>:port/t/CODE``), best first."""
        from cardtable.net.links import address_link, table_links

        if self.port is None:
            return []
        if self.address not in (ALL_INTERFACES, "", "::"):
            return [address_link(self.address, self.port, self.code)]
        return table_links(self.code, self.port, lan_addresses())

    @property
    def running(self) -> bool:
        return self._loop is not None

    # -- start and stop (a worker of the app: they wait for the network loop) -------------------------
    def start(self, timeout: float = 10.0) -> int:
        """Start the loop, open the table, listen; the port. OSError if it cannot listen."""
        with _running_lock:
            if self.code in _running:
                raise OSError(f"table {self.code} is hosted already")
            _running[self.code] = self
        self._take_lock()
        loop = NETWORK.acquire()
        self._loop = loop
        try:
            self.port = asyncio.run_coroutine_threadsafe(self._open(), loop).result(timeout)
        except BaseException:
            self.stop()
            raise
        with contextlib.suppress(OSError):  # reopened, it listens here again: the others' address still works
            port_path(self.folder, self.code).write_text(str(self.port), encoding="ascii")
        return self.port

    def _take_lock(self) -> None:
        """Hold the table's lock file, so that no second copy of the app hosts
        it too (OSError if one does; the OS drops the lock of a crashed app)."""
        from cardtable.persistence import SaveError
        from cardtable.persistence.slot_lock import SlotLock

        lock = SlotLock(lock_path(self.folder, self.code))
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            taken = lock.acquire()
        except (SaveError, OSError) as exc:
            self.stop()
            raise OSError(str(exc)) from exc
        if not taken:
            self.stop()
            raise OSError(f"table {self.code} is hosted by another window")
        self._lock = lock

    async def _open(self) -> int:
        from cardtable.net.host import Host

        extra: dict[str, Any] = {} if self._rate is None else {"rate": self._rate, "burst": int(self._rate)}
        host = Host(autosave_dir=self.folder, **extra)
        self._host = host
        host.add_table(self.table, self.admin)
        await host.saved()  # on disk before anybody is told the code
        try:
            port = await host.start(self.address, self.wanted_port)
        except OSError:
            if self.wanted_port == 0:
                raise
            log.info("port %s is taken; listening on a free one", self.wanted_port)
            port = await host.start(self.address, 0)
        if self.beacon_to is not None or self.address == ALL_INTERFACES:
            from cardtable.net.beacon import start_beacon

            try:  # the others find the table in their Join dialog (the code stays with the host)
                self._beacon = await start_beacon(host, port, targets=self.beacon_to)
            except OSError:
                log.warning("the table cannot be announced on this network; joining by address still works")
        return port

    def stop(self, timeout: float = 10.0) -> None:
        """Close every connection, wait until the table is saved, end the thread.
        A finished table's files go (its record is in each player's history)."""
        loop, self._loop = self._loop, None
        try:
            if loop is not None:
                if self._host is not None:
                    try:
                        asyncio.run_coroutine_threadsafe(self._close(), loop).result(timeout)
                    except Exception:
                        log.exception("the network table %s did not stop cleanly", self.code)
                NETWORK.release(timeout)
        finally:
            lock, self._lock = self._lock, None
            if lock is not None:
                lock.release()
            with _running_lock:
                if _running.get(self.code) is self:
                    del _running[self.code]
        if self.table.over() and self.port is not None:  # played to its end here
            with contextlib.suppress(OSError):
                forget(self.folder, self.code)

    async def _close(self) -> None:
        if self._beacon is not None:
            await self._beacon.close()
            self._beacon = None
        await self._host.close()

    def run(self, coroutine: Any, timeout: float = 10.0) -> Any:
        """Run ``coroutine`` on the host's loop and wait for it (tests)."""
        assert self._loop is not None
        return asyncio.run_coroutine_threadsafe(coroutine, self._loop).result(timeout)

    @property
    def host(self) -> Any:
        """The ``Host`` (tests look at its sessions)."""
        return self._host


def new_table(rules: Any, options: Any, seed: int, seats: Sequence[Any], *, name: str = "",
              taken: Any = None) -> Table:
    """A new table of ``seats`` (``table.SeatSlot``) with a fresh code."""
    from cardtable.net.new_tables import new_code

    return Table(rules, options, seed, seats, code=new_code(taken or (lambda _c: False)), name=name)


def reopen(folder: Path, code: str, **kwargs: Any) -> BackgroundHost:
    """The host of the table ``code`` saved in ``folder`` (not started). The
    same code and tokens, and the port it listened on last time (else
    ``port``), so every window gets back to its seat. ValueError (and
    SaveError, OSError) when its files cannot be read or it has no host seat."""
    from cardtable.net.saving import load_table

    table, admin = load_table(folder, code)
    if admin is None or not 0 <= admin < len(table.seats):
        raise ValueError("this table has no host's seat")
    try:
        last = int(port_path(folder, code).read_text(encoding="ascii").strip())
    except (OSError, ValueError):
        last = 0
    if 0 < last < 65536:
        kwargs["port"] = last
    return BackgroundHost(table, admin, folder, **kwargs)


def lock_path(folder: Path, code: str) -> Path:
    """The lock file held while a window of any running copy of the app hosts the table."""
    return Path(folder) / f"table-{code}.lock"


def port_path(folder: Path, code: str) -> Path:
    """The file of the port a hosted table listened on (beside its save and seats)."""
    return Path(folder) / f"table-{code}.port"


def forget(folder: Path, code: str) -> None:
    """Remove a hosted table's files: its game, seats, port and lock (OSError if one stays)."""
    from cardtable.net.saving import delete_table

    delete_table(folder, code)
    port_path(folder, code).unlink(missing_ok=True)
    lock_path(folder, code).unlink(missing_ok=True)


def lan_addresses() -> list[str]:
    """This computer's IPv4 addresses others on the network can reach (never
    127.x), the one of the default route first. Nothing is sent: a UDP
    socket's ``connect`` only picks the route."""
    found: list[str] = []
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.connect(("10.255.255.255", 1))  # any private address: no packet leaves
        found.append(probe.getsockname()[0])
    with contextlib.suppress(OSError):
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            found.append(str(info[4][0]))
    useful = []
    for text in found:
        try:
            ip = ipaddress.ip_address(text)
        except ValueError:
            continue
        if ip.is_loopback or ip.is_unspecified or ip.is_link_local or ip.is_multicast or text in useful:
            continue
        useful.append(text)
    return useful


__all__ = ["DEFAULT_PORT", "THREAD_NAME", "BackgroundHost", "forget", "hosted_elsewhere", "hosted_here", "lan_addresses",
           "lock_path", "new_table", "port_path", "reopen"]
