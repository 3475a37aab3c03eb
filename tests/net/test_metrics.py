"""An operator sees the server's figures and reads its events in the log.

``serve --metrics`` answers ``GET /metrics`` on the WebSocket port with the
tables by state, the connections, the moves and their latency, open files
and memory (Prometheus text), refuses it to a web page (an ``Origin``) and
to a request through a proxy, and ``cardtable-server status`` prints it;
without ``--metrics`` the port answers only WebSocket. Every connection
event and every change of a table's state is one ``key=value`` log line.
"""

from __future__ import annotations

import asyncio
import json
import logging
import urllib.error
import urllib.request

import pytest

from cardtable.engine.registry import get_rules
from cardtable.net.__main__ import status_text
from cardtable.net.host import Host, Sender, Session
from cardtable.net.metrics import Metrics, read
from cardtable.net.protocol import PROTOCOL, encode
from cardtable.net.table import SeatSlot, Table


class Fake(Sender):
    async def send(self, text: str) -> None:
        pass

    async def close(self, code: int, reason: str) -> None:
        pass

    def write_now(self, text: str) -> bool:
        return True


def _table(code: str) -> Table:
    rules = get_rules("skipbo")
    return Table(rules, rules.options_from_json({"players": 2, "stock_size": 5}), 4,
                 [SeatSlot("A"), SeatSlot("B")], code=code)


def _get(port: int, headers: dict[str, str] | None = None) -> tuple[int, str]:
    request = urllib.request.Request(f"http://127.0.0.1:{port}/metrics", headers=headers or {})
    try:
        with urllib.request.urlopen(request, timeout=5) as answer:
            return answer.status, answer.read().decode()
    except urllib.error.HTTPError as exc:
        return exc.code, ""


async def _scenario(metrics: bool) -> dict:
    host = Host(rate=10_000, burst=10_000)
    host.serve_metrics = metrics
    playing = host.add_table(_table("ABC234"))
    host.add_table(_table("XYZ789"))  # nobody came: waiting
    port = await host.start("127.0.0.1", 0)
    loop = asyncio.get_running_loop()
    out: dict = {}
    try:
        seats = []
        for name in ("A", "B"):
            session = Session(Fake(), "127.0.0.1", rate=10_000, burst=10_000, tokens=10_000)
            assert await host.opened(session)
            assert await host.received(session, encode("hello", protocol=PROTOCOL, app="t", code="ABC234",
                                                       name=name))
            seats.append(session)
        watcher = Session(Fake(), "127.0.0.1", rate=10_000, burst=10_000, tokens=10_000)
        assert await host.opened(watcher)
        assert await host.received(watcher, encode("hello", protocol=PROTOCOL, app="t", code="ABC234",
                                                   spectator=True))
        assert await host.received(seats[0], encode("start", fill=False))
        for _ in range(3):
            mover = seats[playing.rules.current_player(playing.state)]
            action = playing.rules.legal_actions(playing.state)[0]
            assert await host.received(mover, encode("act", seq=playing.seq,
                                                     action=playing.rules.action_to_json(action)))
        out["plain"] = await loop.run_in_executor(None, _get, port)
        out["page"] = await loop.run_in_executor(None, _get, port, {"Origin": "http://evil.example"})
        out["proxied"] = await loop.run_in_executor(None, _get, port, {"X-Forwarded-For": "203.0.113.9"})
        try:
            out["status"] = await loop.run_in_executor(None, status_text, "127.0.0.1", port)
        except OSError as exc:
            out["status_error"] = str(exc)
    finally:
        await host.close()
    return out


def test_the_figures_are_served_and_printed(caplog):
    caplog.set_level(logging.INFO, logger="cardtable.net.events")
    out = asyncio.run(_scenario(metrics=True))
    status, text = out["plain"]
    assert status == 200
    figures = read(text)
    assert figures['cardtable_tables{state="playing"}'] == 1 and figures['cardtable_tables{state="lobby"}'] == 1
    assert figures['cardtable_tables{state="over"}'] == 0
    assert figures["cardtable_connections"] == 3
    assert figures["cardtable_seated"] == 2 and figures["cardtable_spectators"] == 1
    assert figures["cardtable_moves_total"] == 3
    assert figures["cardtable_move_latency_p95_seconds"] >= 0
    assert figures["process_open_fds"] > 0 and figures["process_resident_memory_bytes"] > 0
    assert out["page"][0] == out["proxied"][0] == 403
    lines = out["status"].splitlines()
    assert lines[1].split() == ["tables:", "1", "waiting,", "1", "playing,", "0", "over"]
    assert lines[2] == "connections: 3 (2 seated, 1 watching)"
    assert lines[3].startswith("moves:       3 in all")
    events = [r.getMessage() for r in caplog.records if r.name == "cardtable.net.events"]
    assert "event=table table=ABC234 state=lobby game=skipbo seq=0" in events
    assert "event=table table=ABC234 state=playing game=skipbo seq=0" in events
    assert "event=connection action=seat address=127.0.0.1 table=ABC234 seat=1" in events
    assert "event=connection action=watch address=127.0.0.1 table=ABC234" in events
    assert sum(e.startswith("event=connection action=open ") for e in events) == 3


def test_without_metrics_the_port_gives_no_figures():
    out = asyncio.run(_scenario(metrics=False))
    assert out["plain"][0] != 200
    assert "start it with --metrics" in out["status_error"]


def test_the_latency_is_the_95th_percentile_of_the_last_minute():
    now = [0.0]
    metrics = Metrics(clock=lambda: now[0])
    assert metrics.p95() is None
    for i in range(100):
        metrics.moved((i + 1) / 1000)  # 1 ms ... 100 ms
    metrics.moved()  # a computer's move: counted, no latency
    assert metrics.moves == 101
    assert metrics.p95() == pytest.approx(0.096)
    assert metrics.moves_per_second() == pytest.approx(100 / 60)
    now[0] = 61.0
    assert metrics.p95() is None and metrics.moves_per_second() == 0  # a minute later: nothing recent


def test_an_event_line_quotes_what_has_spaces(caplog):
    from cardtable.net.metrics import event

    caplog.set_level(logging.INFO, logger="cardtable.net.events")
    event("table", table="ABC234", name='Oma "Ilse" Berg', note=None)
    assert caplog.records[-1].getMessage() == 'event=table table=ABC234 name="Oma \\"Ilse\\" Berg"'
    assert json.loads('"Oma \\"Ilse\\" Berg"') == 'Oma "Ilse" Berg'
