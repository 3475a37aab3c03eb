"""A network host's journal: a move is on disk before anybody sees it, and a forgotten table's journal is closed.

When an update of position N is queued for a window, the line of move N-1
is already in the table's journal (a killed host loses no move anybody
saw); ``TableKeeper.forget`` closes a table's open journal (a server that
retires its tables holds no file of them) and leaves its files on disk.
"""

from __future__ import annotations

import asyncio
import os
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


def test_a_move_is_in_its_journal_before_anybody_is_shown_it(tmp_path):
    missing: list[int] = []
    shown: list[int] = []

    def on_send(table: Table, seat: int | None, text: str) -> None:
        if text.startswith('{"type":"update"') and table.seq > 0:
            shown.append(table.seq)
            if f'"seq":{table.seq - 1},' not in _journal_text(tmp_path, table.code):
                missing.append(table.seq - 1)

    async def run() -> int:
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
        return table.seq

    assert asyncio.run(run()) == 25
    assert len(shown) >= 25 and missing == []


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
            host.keeper.keep(table)
        before = _open_journals(tmp_path)
        await host.keeper.forget(table)
        await host.keeper.saved()
        after = _open_journals(tmp_path)
        await host.close()
        return before, after, [p.name for _b, p in journals(tmp_path, "ABC234")]

    before, after, kept = asyncio.run(run())
    assert len(before) == 1 and after == []
    assert kept  # the files stay on disk
