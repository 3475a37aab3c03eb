"""A network host's journal lines are written off the event loop, yet before anybody sees the move.

Every ``os.write`` of a journal line happens on another thread than the
loop's (a slow disk stalls no table but the one waiting for it), and when
an update of position N is queued for a window, the line of move N-1 is
already in the table's journal (a killed host loses no move anybody saw).
"""

from __future__ import annotations

import asyncio
import os
import threading
from pathlib import Path

import pytest

from cardtable.engine.registry import get_rules
from cardtable.net.host import Host, Sender, Session
from cardtable.net.protocol import PROTOCOL, encode
from cardtable.net.saving import journals
from cardtable.net.table import SeatSlot, Table


class Quiet(Sender):
    async def send(self, text: str) -> None:
        pass

    async def close(self, code: int, reason: str) -> None:
        pass

    def write_now(self, text: str) -> bool:
        return True


def _journal_text(folder: Path, code: str) -> str:
    return "".join(path.read_text() for _base, path in journals(folder, code))


def test_journal_lines_are_written_on_another_thread_before_the_move_is_shown(tmp_path, monkeypatch):
    writers: list[int] = []
    real_write = os.write

    def write(fd: int, data: bytes) -> int:
        if bytes(data).startswith(b'{"seq":'):
            writers.append(threading.get_ident())
        return real_write(fd, data)

    monkeypatch.setattr(os, "write", write)
    missing: list[int] = []

    def on_send(table: Table, seat: int | None, text: str) -> None:
        shown = text.startswith('{"type":"update"') and table.seq > 0
        if shown and f'"seq":{table.seq - 1},' not in _journal_text(tmp_path, table.code):
            missing.append(table.seq - 1)

    async def run() -> tuple[int, int]:
        rules = get_rules("skipbo")
        table = Table(rules, rules.options_from_json({"players": 2, "stock_size": 5}), 9,
                      [SeatSlot("A"), SeatSlot("B")], code="ABC234")
        host = Host(autosave_dir=tmp_path, on_send=on_send, rate=10_000, burst=10_000)
        host.add_table(table)
        host.keeper.start()
        seats = []
        for name in ("A", "B"):
            session = Session(Quiet(), "127.0.0.1", rate=10_000, burst=10_000, tokens=10_000)
            assert await host.opened(session)
            assert await host.received(session, encode("hello", protocol=PROTOCOL, app="t", code="ABC234",
                                                       name=name))
            seats.append(session)
        assert await host.received(seats[0], encode("start", fill=False))
        for _ in range(25):
            mover = seats[table.rules.current_player(table.state)]
            action = table.rules.legal_actions(table.state)[0]
            assert await host.received(mover, encode("act", seq=table.seq, action=table.rules.action_to_json(action)))
        await host.close()
        return threading.get_ident(), table.seq

    loop_thread, seq = asyncio.run(run())
    assert seq == 25
    assert len(writers) >= 20  # (moves appended together count once)
    assert loop_thread not in writers
    assert missing == []


def _open_journals(folder: Path) -> list[str]:
    found = []
    for fd in os.listdir("/proc/self/fd"):
        try:
            target = os.readlink(f"/proc/self/fd/{fd}")
        except OSError:
            continue
        if target.startswith(str(folder)) and target.endswith(".moves"):
            found.append(target)
    return found


@pytest.mark.skipif(not os.path.isdir("/proc/self/fd"), reason="needs /proc")
def test_a_forgotten_table_closes_its_journal(tmp_path):
    async def run() -> tuple[list[str], list[str], list[str]]:
        rules = get_rules("skipbo")
        table = Table(rules, rules.options_from_json({"players": 2, "stock_size": 5}), 9,
                      [SeatSlot("A", joined=True), SeatSlot("B", joined=True)], code="ABC234", started=True)
        host = Host(autosave_dir=tmp_path)
        host.add_table(table)
        for _ in range(5):
            table.act(table.rules.current_player(table.state), table.seq,
                      table.rules.action_to_json(table.rules.legal_actions(table.state)[0]))
            written = host.keeper.keep(table)
            assert written is not None
            await written
        before = _open_journals(tmp_path)
        host.keeper.forget("ABC234")
        await host.keeper.saved()
        after = _open_journals(tmp_path)
        await host.close()
        return before, after, [p.name for _b, p in journals(tmp_path, "ABC234")]

    before, after, kept = asyncio.run(run())
    assert len(before) == 1 and after == []
    assert kept  # the files stay on disk
