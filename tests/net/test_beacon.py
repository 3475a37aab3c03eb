"""The LAN beacon and its listener: what a host announces (never a code),
how strictly a window reads datagrams, expiry, and real broadcast between two
network namespaces. Nothing here sends to any address but loopback or the
namespaces a test creates."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from cardtable.engine.registry import get_rules
from cardtable.net.beacon import (
    MAX_DATAGRAM,
    Beacon,
    Listener,
    datagrams,
    host_tables,
    read_datagram,
    table_entry,
)
from cardtable.net.host import Host
from cardtable.net.protocol import PROTOCOL
from cardtable.net.table import COMPUTER, SeatSlot, Table

ROOT = Path(__file__).resolve().parents[2]


def _table(code="K7QM2X", name="Family", game="phase10", joined=1):
    rules = get_rules(game)
    seats = [SeatSlot("Oma", joined=True), SeatSlot(""), SeatSlot(""), SeatSlot("Computer 4", COMPUTER, "easy")]
    for seat in seats[1:joined]:
        seat.name, seat.joined = "Ben", True
    return Table(rules, rules.default_options(4), 5, seats, code=code, name=name)


def _host(*tables):
    host = Host()
    for i, table in enumerate(tables):
        host.add_table(table, admin=0 if i == 0 else None)
    return host


def _gram(**change):
    doc = {"cardtable": "beacon", "format": 1, "protocol": PROTOCOL, "app": "0.1.0", "port": 8765,
           "tables": [{"id": "ab12", "name": "Family", "game": "skipbo", "host": "Oma",
                       "seats": [{"name": "Oma", "free": False}, {"name": "", "free": True}],
                       "started": False, "over": False}]}
    doc.update(change)
    return json.dumps(doc).encode()


def test_a_beacon_on_loopback_is_heard_with_its_tables_but_never_their_codes():
    listener = Listener(port=0, address="127.0.0.1").open()
    try:
        host = _host(_table(), _table("ZZZ234", "Kitchen", "skipbo", joined=2))
        beacon = Beacon(host_tables(host), 8765, targets=[("127.0.0.1", listener.port)]).open()
        assert beacon.send_now()
        assert listener.wait(2.0) == 1
        heard = listener.tables()
        assert [(t.name, t.game, t.host, t.free) for t in heard] == [("Family", "phase10", "Oma", 2),
                                                                     ("Kitchen", "skipbo", "Oma", 1)]
        family = heard[0]
        assert family.url == "ws://127.0.0.1:8765"
        assert [(s.name, s.free, s.computer) for s in family.seats] == [
            ("Oma", False, False), ("", True, False), ("", True, False), ("Computer 4", False, True)]
        raw = datagrams(host_tables(host)(beacon.salt), 8765)
        assert all(b"K7QM2X" not in gram and b"ZZZ234" not in gram for gram in raw)
        assert all(b"token" not in gram for gram in raw)
    finally:
        listener.close()
        beacon.close_socket()


def test_a_changed_table_is_announced_at_once_and_a_quiet_one_only_each_interval():
    table = _table()
    beacon = Beacon(host_tables(_host(table)), 8765, targets=[("127.0.0.1", 9)], interval=1.5).open()
    try:
        assert beacon.send_now(now=100.0)
        assert not beacon.send_now(now=100.5)  # nothing changed, the interval has not passed
        table.join("Ben")
        assert beacon.send_now(now=100.6)  # a seat was taken: at once
        assert beacon.send_now(now=102.2)  # the interval passed
    finally:
        beacon.close_socket()


def test_many_tables_are_split_over_datagrams_that_each_fit_one_frame():
    tables = [_table(f"AB{i:04d}", "W" * 40) for i in range(10)]
    for table in tables:
        for seat in table.seats:
            seat.name = "N" * 40
    entries = [table_entry(t, b"salt") for t in tables]
    one = datagrams(entries[:1], 8765)
    grams = datagrams(entries, 8765)
    assert len(one) == 1 and len(grams) > 1 and all(len(g) <= MAX_DATAGRAM for g in grams)
    listener = Listener(port=0)
    for gram in grams:
        assert listener.feed(gram, "127.0.0.20", now=1.0)
    assert len(listener.tables(now=1.0)) == 10


@pytest.mark.parametrize("data", [
    b"", b"not json", b"[]", b"{}", b"\xff\xfe", b"{" * 1000, b"x" * (MAX_DATAGRAM + 1),
    _gram(cardtable="other"), _gram(format=2), _gram(protocol=PROTOCOL + 1), _gram(port=0), _gram(port="8765"),
    _gram(port=True), _gram(extra=1), _gram(address="127.0.0.66"), _gram(tables={}),
    _gram(tables=[{"id": "ab12"}]), _gram(tables=[{"id": "a b", "name": "x", "game": "skipbo", "host": "",
                                                   "seats": [{"name": "", "free": True}], "started": False,
                                                   "over": False}]),
    _gram(tables=[{"id": "ab", "name": "x", "game": "chess", "host": "", "seats": [{"name": "", "free": True}],
                   "started": False, "over": False}]),
    _gram(tables=[{"id": "ab", "name": "x" * 41, "game": "skipbo", "host": "",
                   "seats": [{"name": "", "free": True}], "started": False, "over": False}]),
    _gram(tables=[{"id": "ab", "name": "x", "game": "skipbo", "host": "", "seats": [{"name": "", "free": 1}],
                   "started": False, "over": False}]),
    _gram(tables=[{"id": "ab", "name": "x", "game": "skipbo", "host": "", "seats": [{"name": ""}] * 7,
                   "started": False, "over": False}]),
    _gram(tables=[{"id": "ab", "name": "x", "game": "skipbo", "host": "", "seats": [],
                   "started": False, "over": "no"}]),
])
def test_anything_but_a_beacon_of_this_format_is_ignored_and_counted(data):
    listener = Listener(port=0)
    assert not listener.feed(data, "127.0.0.20", now=1.0)
    assert listener.ignored == 1 and listener.tables(now=1.0) == []


def test_the_address_is_the_datagrams_source_and_tables_expire():
    now = [10.0]
    listener = Listener(port=0, expire=5.0, clock=lambda: now[0])
    assert listener.feed(_gram(), "127.0.0.20")
    (table,) = listener.tables()
    assert table.url == "ws://127.0.0.20:8765" and table.free == 1
    now[0] = 14.0
    assert listener.tables() == [table]
    now[0] = 15.5
    assert listener.tables() == []
    over = json.loads(_gram())
    over["tables"][0]["over"] = True
    assert listener.feed(json.dumps(over).encode(), "127.0.0.20")
    assert listener.tables() == []  # a finished table is not offered


def test_names_are_cleaned_as_the_table_shows_them():
    tables = read_datagram(_gram(tables=[{"id": "ab", "name": "Fa\u0000mily \n here", "game": "skipbo",
                                          "host": "Oma\u202e", "seats": [{"name": "A\tB", "free": True}],
                                          "started": False, "over": False}]), "127.0.0.5")
    assert (tables[0].name, tables[0].host, tables[0].seats[0].name) == ("Family here", "Oma", "AB")


def test_the_server_announces_its_tables_with_beacon(tmp_path):
    listener = Listener(port=0, address="127.0.0.1").open()
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    subprocess.run([sys.executable, "-m", "cardtable.net", "new", "--data", str(tmp_path), "--game", "skipbo",
                    "--seats", "person,computer:easy", "--name", "Kitchen"], check=True, cwd=ROOT, env=env,
                   capture_output=True)
    proc = subprocess.Popen([sys.executable, "-m", "cardtable.net", "serve", "--port", "0", "--data",
                             str(tmp_path), "--log-level", "WARNING", "--beacon", "--beacon-to",
                             f"127.0.0.1:{listener.port}"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT, env=env)
    try:
        line = proc.stdout.readline()
        port = int(line.rsplit(":", 1)[1])
        for _ in range(40):  # bounded looks, not a clock
            if listener.wait(0.25) and listener.tables():
                break
        (table,) = listener.tables()
        assert (table.name, table.game, table.port, table.free) == ("Kitchen", "skipbo", port, 1)
    finally:
        proc.terminate()
        proc.wait(10)
        listener.close()


# -- real broadcast between two network namespaces ------------------------------------------
BEACON_SCRIPT = textwrap.dedent("""
    import time
    from cardtable.net.beacon import Beacon
    entry = {"id": "ab12cd", "name": "Family", "game": "phase10", "host": "Oma",
             "seats": [{"name": "Oma", "free": False}, {"name": "", "free": True}], "started": False, "over": False}
    beacon = Beacon(lambda salt: [entry], 8765, interval=0.05).open()  # the default targets: broadcast
    print(beacon.targets(), flush=True)
    while True:  # until the test has heard it and ends this process (however late the listener came)
        beacon.send_now()
        time.sleep(0.05)
""")
LISTEN_SCRIPT = textwrap.dedent("""
    import json
    from cardtable.net.beacon import Listener
    listener = Listener().open()  # the default port on every address
    for _ in range(240):  # at most a minute
        if listener.wait(0.25) and listener.tables():
            break
    print(json.dumps([[t.address, t.port, t.name, t.free] for t in listener.tables()]), flush=True)
""")


def _namespaces_or_skip() -> tuple[str, str]:
    if sys.platform != "linux" or os.geteuid() != 0 or shutil.which("ip") is None:
        pytest.skip("network namespaces need Linux, root and the ip command")
    tag = f"ct{os.getpid() % 100000}"
    a, b = f"{tag}a", f"{tag}b"
    commands = [
        ["ip", "netns", "add", a], ["ip", "netns", "add", b],
        ["ip", "link", "add", f"{tag}x", "type", "veth", "peer", "name", f"{tag}y"],
        ["ip", "link", "set", f"{tag}x", "netns", a], ["ip", "link", "set", f"{tag}y", "netns", b],
        ["ip", "-n", a, "addr", "add", "10.77.1.1/24", "brd", "+", "dev", f"{tag}x"],
        ["ip", "-n", b, "addr", "add", "10.77.1.2/24", "brd", "+", "dev", f"{tag}y"],
        ["ip", "-n", a, "link", "set", f"{tag}x", "up"], ["ip", "-n", b, "link", "set", f"{tag}y", "up"],
        ["ip", "-n", a, "link", "set", "lo", "up"], ["ip", "-n", b, "link", "set", "lo", "up"],
    ]
    for command in commands:
        done = subprocess.run(command, capture_output=True, text=True)
        if done.returncode != 0:
            _drop(a, b)
            pytest.skip(f"network namespaces are not available here: {' '.join(command)}: {done.stderr.strip()}")
    return a, b


def _drop(*names: str) -> None:
    for name in names:  # deleting a namespace deletes its end of the veth pair, and so the pair
        subprocess.run(["ip", "netns", "del", name], capture_output=True)


def test_a_beacon_is_heard_in_another_namespace_through_real_broadcast():
    a, b = _namespaces_or_skip()
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    started: list[subprocess.Popen] = []
    try:
        listen = subprocess.Popen(["ip", "netns", "exec", b, sys.executable, "-c", LISTEN_SCRIPT],
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT, env=env)
        started.append(listen)
        send = subprocess.Popen(["ip", "netns", "exec", a, sys.executable, "-c", BEACON_SCRIPT],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT, env=env)
        started.append(send)
        out, err = listen.communicate(timeout=120)
        send.kill()
        targets = send.communicate(timeout=30)[0]
        assert "10.77.1.255" in targets, targets  # the interface's own broadcast address was found
        assert json.loads(out) == [["10.77.1.1", 8765, "Family", 1]], err
    finally:
        for proc in started:  # the beacon sends until it is ended
            if proc.poll() is None:
                proc.kill()
                proc.wait(30)
        _drop(a, b)
