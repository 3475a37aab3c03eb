"""The headless table server: ``python -m cardtable.net serve`` (also ``cardtable-server``).

Why: families in different homes need a host that is always there and never
leaves in the middle of a game. This runs the same host as the desktop app
(``host.Host``), without Qt or a display, for many tables at once; any
window may open a table on it (``create``) and share its code. Every table
is saved after every move in ``--data`` (default ``./cardtable-server``):
a server that is stopped or killed re-opens its unfinished tables when it
starts again, and the windows reconnect with their seats' tokens. Tables
retire when they are done with (``lifecycle``: over, or abandoned for
``--abandon-days``) into the folder's ``finished/``; ``list``, ``close CODE``
and ``gc`` let the operator look and act (``operate``), beside a running
server too.

It listens on 127.0.0.1:8765 unless told otherwise; put it behind a TLS
reverse proxy for ``wss://`` (docs/SERVER.md, packaging/server/). The same
port serves the page a browser sits at a table with (``web_serve``);
``--origin`` names the proxy's public address so its page may connect, and
``new`` prints the table's links after its code. ``schema`` prints the
protocol's JSON Schema.
"""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import logging
import signal
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from cardtable import __version__

if TYPE_CHECKING:
    from cardtable.net.host import Host
    from cardtable.net.lifecycle import Lifetimes


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="cardtable-server", description="The cardtable table server")
    parser.add_argument("--version", action="version", version=f"cardtable {__version__}")
    sub = parser.add_subparsers(dest="command", required=True)
    serve = sub.add_parser("serve", help="serve tables until stopped")
    serve.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    serve.add_argument("--port", type=int, default=8765, help="port (default 8765; 0: any free port)")
    serve.add_argument("--data", type=Path, default=Path("cardtable-server"),
                       help="folder of the tables' saves (default ./cardtable-server)")
    serve.add_argument("--log-level", default="INFO", choices=("DEBUG", "INFO", "WARNING", "ERROR"))
    serve.add_argument("--rate", type=float, default=20.0,
                       help="messages per second a connection may send (default 20; robots need more)")
    serve.add_argument("--per-address", type=int, default=64,
                       help="open connections from one address (default 64; load tests need more)")
    serve.add_argument("--behind-proxy", action="store_true",
                       help="a reverse proxy on this machine forwards the connections: count the limits per "
                            "address by the address it forwards (X-Forwarded-For), not by its own")
    serve.add_argument("--origin", action="append", default=None, metavar="ORIGIN",
                       help="a web address the browser's page is reached at besides this server's own, e.g. "
                            "https://cards.example.org behind a reverse proxy: its page may connect (repeatable; "
                            "every other site is refused)")
    serve.add_argument("--beacon", action="store_true",
                       help="announce the open tables on the local network (UDP broadcast to port 8766; "
                            "never their codes): windows list them under Game > Join a table; "
                            "use with --host 0.0.0.0")
    serve.add_argument("--beacon-to", action="append", default=None, metavar="ADDRESS:PORT",
                       help="send the beacon here instead of the broadcast addresses (repeatable)")
    _lifetimes_args(serve)
    serve.add_argument("--sweep-seconds", type=float, default=30.0,
                       help="how often the server looks for tables to retire and for the operator's "
                            "requests (default 30)")
    serve.add_argument("--metrics", action="store_true",
                       help="answer GET /metrics on the same port with the server's figures (Prometheus text "
                            "format; only to requests without an Origin or a proxy's forwarding header)")
    status = sub.add_parser("status", help="print the figures of a server started with --metrics")
    status.add_argument("--host", default="127.0.0.1", help="the server's address (default 127.0.0.1)")
    status.add_argument("--port", type=int, default=8765, help="its port (default 8765)")
    status.add_argument("--log-level", default="WARNING", choices=("DEBUG", "INFO", "WARNING", "ERROR"))
    listing = sub.add_parser("list", help="the tables in the data folder: code, game, state, last activity, seats")
    _data_arg(listing)
    listing.add_argument("--no-finished", action="store_true", help="leave out the retired (finished) tables")
    close = sub.add_parser("close", help="retire one table now (a running server closes it within 30 seconds)")
    _data_arg(close)
    close.add_argument("code", help="the table's code")
    collect = sub.add_parser("gc", help="retire the tables that are due; delete finished tables past their time")
    _data_arg(collect)
    _lifetimes_args(collect)
    new = sub.add_parser("new", help="open a table (a running server takes it up within seconds)")
    new.add_argument("--data", type=Path, default=Path("cardtable-server"),
                     help="the server's folder (default ./cardtable-server)")
    new.add_argument("--game", required=True, choices=("phase10", "skipbo"))
    new.add_argument("--seats", required=True,
                     help="one entry per seat: person, or computer:easy|medium|hard (e.g. person,person,computer:hard)")
    new.add_argument("--options", default="{}", help='the game\'s options as JSON, e.g. {"phases": [1, 2, 3]}')
    new.add_argument("--name", default="", help="the table's name")
    new.add_argument("--port", type=int, default=8765,
                     help="the server's port, for the links printed after the code (default 8765)")
    new.add_argument("--public-url", default=None, metavar="URL",
                     help="the address the server is reached at behind a reverse proxy "
                          "(e.g. https://cards.example.org): the link printed is under it")
    new.add_argument("--log-level", default="WARNING", choices=("DEBUG", "INFO", "WARNING", "ERROR"))
    schema = sub.add_parser("schema", help="print the protocol's messages as JSON Schema (what /schema.json serves)")
    schema.add_argument("--log-level", default="WARNING", choices=("DEBUG", "INFO", "WARNING", "ERROR"))
    return parser.parse_args(argv)


def _data_arg(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--data", type=Path, default=Path("cardtable-server"),
                        help="the server's folder (default ./cardtable-server)")
    parser.add_argument("--log-level", default="WARNING", choices=("DEBUG", "INFO", "WARNING", "ERROR"))


def _lifetimes_args(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--abandon-days", type=float, default=30.0,
                        help="retire an unstarted or unfinished table nobody was at for this long (default 30)")
    parser.add_argument("--over-grace-minutes", type=float, default=10.0,
                        help="retire a table this long after its game ended, when nobody started another "
                             "(default 10; 2 once nobody is connected)")
    parser.add_argument("--keep-finished-days", type=float, default=30.0,
                        help="delete a retired table's files from finished/ after this long (default 30)")


def lifetimes(args: argparse.Namespace) -> Lifetimes:
    """The tables' lifetimes the flags ask for."""
    from cardtable.net.lifecycle import DAY, Lifetimes

    grace = 60.0 * args.over_grace_minutes
    return Lifetimes(abandon=DAY * args.abandon_days, over_grace=grace, over_empty_grace=min(grace, 120.0),
                     keep_finished=DAY * args.keep_finished_days)


def new_table(data: Path, game: str, seats: str, options: str, name: str) -> str:
    """Write a new table into ``data``; its code."""
    import json

    from cardtable.net.lifecycle import FINISHED
    from cardtable.net.new_tables import table_from_request
    from cardtable.net.saving import save_table

    entries = []
    for entry in seats.split(","):
        kind, _sep, level = entry.strip().partition(":")
        entries.append({"kind": kind, **({"level": level or "medium"} if kind == "computer" else {})})
    taken = {p.name[len("table-"):-len(".seats.json")]  # in play or finished: never the same code again
             for folder in (data, data / FINISHED) for p in folder.glob("table-*.seats.json")}
    table = table_from_request(game, json.loads(options), entries, name=name, taken=lambda code: code in taken)
    save_table(data, table, None)
    return table.code


def beacon_targets(entries: list[str] | None) -> list[tuple[str, int]] | None:
    """``--beacon-to`` values as (address, port) pairs (None: the broadcast addresses)."""
    if not entries:
        return None
    targets = []
    for entry in entries:
        address, _sep, port = entry.rpartition(":")
        if not address or not port.isdigit() or not 0 < int(port) < 65536:
            raise ValueError(f"--beacon-to {entry!r}: ADDRESS:PORT")
        targets.append((address, int(port)))
    return targets


async def serve(host_address: str, port: int, data: Path, rate: float = 20.0, per_address: int = 64,
                beacon: bool = False, beacon_to: list[tuple[str, int]] | None = None,
                behind_proxy: bool = False, life: Lifetimes | None = None, metrics: bool = False,
                origins: tuple[str, ...] = ()) -> None:
    from cardtable.net.operate import server_lock

    with server_lock(data):  # one server per data folder; the operator's commands see it
        await _serve(host_address, port, data, rate, per_address, beacon, beacon_to, behind_proxy, life, metrics,
                     origins)


async def _serve(host_address: str, port: int, data: Path, rate: float, per_address: int, beacon: bool,
                 beacon_to: list[tuple[str, int]] | None, behind_proxy: bool, life: Lifetimes | None,
                 metrics: bool = False, origins: tuple[str, ...] = ()) -> None:
    from cardtable.net.host import Host
    from cardtable.net.lifecycle import last_activity, move_to_finished
    from cardtable.net.saving import load_tables

    host = Host(autosave_dir=data, rate=rate, burst=max(40, int(2 * rate)), per_address=per_address, lifetimes=life)
    host.allow_create = True
    host.retiring = True
    host.trust_proxy = behind_proxy
    host.serve_metrics = metrics
    host.origins = origins  # a reverse proxy's address: its page may connect
    data.mkdir(parents=True, exist_ok=True)
    for table, admin in load_tables(data, over=True):
        if table.over():  # over when the last server stopped: nobody is at it any more
            move_to_finished(data, table.code)
            logging.info("retired table %s: its game was over", table.code)
            continue
        host.add_table(table, admin)
        host.life.added(table.code, last_activity(data, table.code))  # abandonment counts from its last change
        logging.info("re-opened table %s (%s, move %d)", table.code, table.rules.game_id, table.seq)
    _quiet_collector()
    bound = await host.start(host_address, port)
    print(f"cardtable server {__version__} listening on ws://{host_address}:{bound}", flush=True)
    announcing = None
    if beacon:
        from cardtable.net.beacon import start_beacon

        announcing = await start_beacon(host, bound, targets=beacon_to)
        logging.info("announcing the open tables on UDP %s", beacon_to or "broadcast port 8766")
    stop = asyncio.Event()
    seen: dict[str, float | None] = dict.fromkeys(host.tables)
    watcher = asyncio.create_task(_take_up_new_tables(host, data, stop, seen))
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(signum, stop.set)
    await stop.wait()
    watcher.cancel()
    if announcing is not None:
        await announcing.close()
    await host.close()


def _quiet_collector() -> None:
    """A server holds many long-lived objects (every table's game); the cyclic
    garbage collector need not scan those loaded at the start again and again
    (``gc.freeze``), and its full passes come less often (a move makes no
    reference cycles). Measured with benchmarks/net_server_load.py."""
    import gc

    gc.collect()
    gc.freeze()
    gc.set_threshold(10_000, 20, 50)


async def _take_up_new_tables(host: Host, data: Path, stop: asyncio.Event,
                              seen: dict[str, float | None] | None = None) -> None:
    """Tables ``cardtable-server new`` wrote while serving: open within two
    seconds. ``seen``: every code looked at already (those the server opened,
    finished ones too), never read again; one that could not be read (half
    written, damaged) is tried again only once its files changed. The files
    are read on a worker thread: the loop goes on serving."""
    seen = dict.fromkeys(host.tables) if seen is None else seen
    while not stop.is_set():
        await asyncio.sleep(2.0)
        await _take_up_once(host, data, seen)


async def _take_up_once(host: Host, data: Path, seen: dict[str, float | None]) -> None:
    from cardtable.net.lifecycle import last_activity
    from cardtable.net.saving import load_table

    def new_codes() -> list[tuple[str, float | None]]:
        found = []
        for seats in data.glob("table-*.seats.json"):
            code = seats.name[len("table-"):-len(".seats.json")]
            if code in host.tables:
                continue
            if code in seen and seen[code] is None:
                continue  # read already
            changed = last_activity(data, code)
            if code not in seen or seen[code] != changed:
                found.append((code, changed))
        return found

    for code, changed in await host.keeper.off_loop(new_codes):
        try:
            table, admin = await host.keeper.off_loop(load_table, data, code)
        except Exception as exc:  # a half-written or damaged table: said, and tried again once it changes
            logging.warning("table %s cannot be opened yet: %s", code, exc)
            seen[code] = changed
            continue
        seen[code] = None
        if not table.over() and code not in host.tables:
            host.add_table(table, admin)
            logging.info("opened new table %s", code)


def status_text(host: str, port: int, timeout: float = 5.0) -> str:
    """A running server's figures (``GET /metrics``) as lines for a person;
    OSError with what went wrong."""
    import urllib.error
    import urllib.request

    from cardtable.net.metrics import PATH, read

    where = f"[{host}]:{port}" if ":" in host else f"{host}:{port}"
    try:
        with urllib.request.urlopen(f"http://{where}{PATH}", timeout=timeout) as answer:
            figures = read(answer.read().decode("utf-8"))
    except urllib.error.HTTPError as exc:
        if exc.code == 403:
            raise OSError(f"the server at {where} refused (ask it directly, not through a proxy)") from None
        raise OSError(f"the server at {where} does not give its figures: start it with --metrics") from None
    except urllib.error.URLError as exc:
        raise OSError(f"no server answers at {where}: {exc.reason}") from None

    def number(name: str) -> int:
        return int(figures.get(name, 0))

    lines = [f"cardtable server at {where}",
             "tables:      {} waiting, {} playing, {} over".format(
                 *(number(f'cardtable_tables{{state="{s}"}}') for s in ("lobby", "playing", "over"))),
             f"connections: {number('cardtable_connections')} ({number('cardtable_seated')} seated, "
             f"{number('cardtable_spectators')} watching)",
             f"moves:       {number('cardtable_moves_total')} in all, "
             f"{figures.get('cardtable_moves_per_second', 0.0):.1f} per second (the last minute)"]
    p95 = figures.get("cardtable_move_latency_p95_seconds")
    lines.append(f"latency:     {1000 * p95:.1f} ms for 95 % of the moves (the last minute)" if p95 is not None
                 else "latency:     no moves in the last minute")
    if "process_open_fds" in figures:
        lines.append(f"open files:  {number('process_open_fds')}")
    if "process_resident_memory_bytes" in figures:
        lines.append(f"memory:      {figures['process_resident_memory_bytes'] / 2**20:.1f} MB")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    logging.basicConfig(level=args.log_level, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    try:
        if args.command == "new":
            from cardtable.net.links import table_links

            code = new_table(args.data, args.game, args.seats, args.options, args.name)
            print(code)  # the first line: the code alone (scripts read it)
            for link in table_links(code, args.port, public_url=args.public_url):
                print(link)
            return 0
        if args.command == "schema":
            from cardtable.net.schema import schema_bytes

            sys.stdout.write(schema_bytes().decode("utf-8") + "\n")
            return 0
        if args.command in ("list", "close", "gc"):
            return _operate(args)
        if args.command == "status":
            print(status_text(args.host, args.port))
            return 0
        life = dataclasses.replace(lifetimes(args), sweep_every=args.sweep_seconds)
        asyncio.run(serve(args.host, args.port, args.data, args.rate, args.per_address, args.beacon,
                          beacon_targets(args.beacon_to), args.behind_proxy, life, args.metrics,
                          _origins(args.origin)))
    except (OSError, ValueError) as exc:  # the port is taken, the folder cannot be made, bad seats
        print(f"cardtable-server: {exc}", file=sys.stderr)
        return 1
    return 0


def _origins(entries: list[str] | None) -> tuple[str, ...]:
    """``--origin`` values, each checked (ValueError names a bad one)."""
    from cardtable.net.web_origin import normal_origin

    return tuple(normal_origin(entry) for entry in entries or ())


def _operate(args: argparse.Namespace) -> int:
    """``list``, ``close CODE``, ``gc`` (``operate``)."""
    from cardtable.net.operate import close_table, collect, list_tables

    if not args.data.is_dir():
        raise ValueError(f"no data folder {args.data}")
    if args.command == "list":
        for listed in list_tables(args.data, finished=not args.no_finished):
            print(listed.line())
    elif args.command == "close":
        print(close_table(args.data, args.code))
    else:
        for line in collect(args.data, lifetimes(args)) or ["nothing is due"]:
            print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
