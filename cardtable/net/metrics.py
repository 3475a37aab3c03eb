"""A server's health in numbers, and its events as ``key=value`` log lines.

Why: an operator running a table server for months must see how it is
doing without reading its code: how many tables are waiting, playing or
over, how many windows are connected or watching, how many moves it
makes and how quickly each reaches the windows, how many files it holds
open and how much memory it uses. ``Metrics`` counts the moves and keeps
the latest move latencies (from an ``act`` arriving to its update being
queued for every window) over a rolling window; ``render`` writes them with
the host's tables and the process's figures in Prometheus' text format,
served at ``/metrics`` on the host's own port by ``cardtable-server serve
--metrics`` (plain HTTP on the WebSocket port: no second server); ``read``
reads that text back for ``cardtable-server status``. ``event`` writes one
log line per connection event and per change of a table's state as
``key=value`` pairs, which journald and log files keep and tools can filter.
"""

from __future__ import annotations

import logging
import os
import time
from collections import deque
from collections.abc import Iterable
from typing import Any

log = logging.getLogger("cardtable.net.events")

WINDOW_SECONDS = 60.0  # the move latency's p95 and the moves per second are over the last minute
MOST_SAMPLES = 100_000  # latencies kept at most (a minute of a very busy server)
PATH = "/metrics"
CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8"


class Metrics:
    """The moves a host made and how long each took to go out."""

    def __init__(self, clock: Any = time.monotonic) -> None:
        self._clock = clock
        self.moves = 0  # every move since the start (people's and computers')
        self._recent: deque[tuple[float, float]] = deque(maxlen=MOST_SAMPLES)  # (when, seconds) per person's move

    def moved(self, latency: float | None = None) -> None:
        """A move was made; ``latency``: a person's, from its ``act`` to its update queued."""
        self.moves += 1
        if latency is not None:
            self._recent.append((self._clock(), latency))

    def _prune(self) -> None:
        since = self._clock() - WINDOW_SECONDS
        while self._recent and self._recent[0][0] < since:
            self._recent.popleft()

    def moves_per_second(self) -> float:
        """People's moves per second over the last minute."""
        self._prune()
        return len(self._recent) / WINDOW_SECONDS

    def p95(self) -> float | None:
        """The 95th percentile of the last minute's move latencies (seconds), None without moves."""
        self._prune()
        if not self._recent:
            return None
        ordered = sorted(latency for _when, latency in self._recent)
        return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]


def open_files() -> int | None:
    """File descriptors the process holds (None where /proc cannot tell)."""
    try:
        return len(os.listdir("/proc/self/fd"))
    except OSError:
        return None


def rss_bytes() -> int | None:
    """Resident memory of the process (None where /proc cannot tell)."""
    try:
        with open("/proc/self/statm", encoding="ascii") as statm:
            return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return None


def render(tables: dict[str, int], connections: int, seated: int, spectators: int, metrics: Metrics) -> str:
    """The Prometheus text: ``tables`` counts the tables per state (lobby, playing, over)."""
    rows: list[tuple[str, str, str, Iterable[tuple[str, float]]]] = [
        ("cardtable_tables", "gauge", "Tables held, by state.",
         [(f'{{state="{state}"}}', count) for state, count in tables.items()]),
        ("cardtable_connections", "gauge", "Open connections.", [("", connections)]),
        ("cardtable_seated", "gauge", "Connections seated at a table.", [("", seated)]),
        ("cardtable_spectators", "gauge", "Connections watching a table.", [("", spectators)]),
        ("cardtable_moves_total", "counter", "Moves made since the start.", [("", metrics.moves)]),
        ("cardtable_moves_per_second", "gauge", "People's moves per second over the last minute.",
         [("", round(metrics.moves_per_second(), 3))]),
    ]
    p95 = metrics.p95()
    if p95 is not None:
        rows.append(("cardtable_move_latency_p95_seconds", "gauge",
                     "95th percentile over the last minute of the time from a move arriving to its update queued.",
                     [("", round(p95, 6))]))
    for name, value, text in (("process_open_fds", open_files(), "Open file descriptors."),
                              ("process_resident_memory_bytes", rss_bytes(), "Resident memory in bytes.")):
        if value is not None:
            rows.append((name, "gauge", text, [("", value)]))
    lines = []
    for name, kind, text, samples in rows:
        lines += [f"# HELP {name} {text}", f"# TYPE {name} {kind}"]
        lines += [f"{name}{labels} {value}" for labels, value in samples]
    return "\n".join(lines) + "\n"


def read(text: str) -> dict[str, float]:
    """The samples of a Prometheus text (name with its labels -> value)."""
    out: dict[str, float] = {}
    for line in text.splitlines():
        if not line or line.startswith("#"):
            continue
        name, _sep, value = line.rpartition(" ")
        try:
            out[name] = float(value)
        except ValueError:
            continue
    return out


def table_state(started: bool, over: bool) -> str:
    """A table's state as the figures and the log lines name it."""
    return "over" if over else "playing" if started else "lobby"


def http_response(connection: Any, request: Any, text: Any) -> Any:
    """The answer to a plain HTTP request on the WebSocket port (websockets'
    ``process_request``): the figures (``text()``) for ``GET /metrics``
    asked directly (no ``Origin``: a web page in a browser; no forwarding
    header: a request through a reverse proxy from outside), 403 for those,
    None for anything else (the WebSocket handshake goes on)."""
    from http import HTTPStatus

    if request.path.split("?", 1)[0] != PATH:
        return None
    headers = request.headers
    if any(name in headers for name in ("Origin", "X-Forwarded-For", "X-Real-IP", "Forwarded")):
        return connection.respond(HTTPStatus.FORBIDDEN, "The figures are only for a direct request.\n")
    response = connection.respond(HTTPStatus.OK, text())
    del response.headers["Content-Type"]
    response.headers["Content-Type"] = CONTENT_TYPE
    return response


def event(kind: str, **fields: Any) -> None:
    """One log line ``event=KIND key=value …`` (values with spaces or quotes quoted)."""
    if not log.isEnabledFor(logging.INFO):
        return
    log.info("event=%s %s", kind, " ".join(f"{key}={_value(value)}" for key, value in fields.items()
                                            if value is not None))


def _value(value: Any) -> str:
    text = str(value)
    if not text or any(ch.isspace() or ch in '"=\\' for ch in text):
        return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'
    return text


__all__ = ["CONTENT_TYPE", "PATH", "Metrics", "event", "http_response", "open_files", "read", "render", "rss_bytes",
           "table_state"]
