"""The seats taken at other computers' network tables, kept for later (``persistence.joined_tables``).

The file holds secret tokens: it is readable by its owner only from its very
first write. A damaged file is logged, reads as empty and is set aside
before the next write; a damaged entry is left out alone. A table whose host
has no such table is no longer listed but still found by its code.
"""

from __future__ import annotations

import json
import logging
import os
import stat
import sys

import pytest

from cardtable.persistence import joined_tables as jt


def _table(code="K7QM2X", token="t" * 32, seat=1, seen=1000.0, url="ws://192.168.1.20:8765") -> jt.JoinedTable:
    return jt.JoinedTable(url=url, code=code, seat=seat, token=token, name="Gita", game="skipbo",
                          table_name="Family", names=("Oma", "Gita", "Computer 3"), seen=seen)


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX permissions")
def test_the_file_is_readable_by_its_owner_only_from_the_first_write(data_dir, monkeypatch):
    modes = []
    real_replace = os.replace

    def watch(src, dst):  # the new file as it is put in place
        modes.append(stat.S_IMODE(os.stat(src).st_mode))
        return real_replace(src, dst)

    monkeypatch.setattr(os, "replace", watch)
    jt.remember(_table())
    path = data_dir / "joined-tables.json"
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert modes and all(mode == 0o600 for mode in modes)
    jt.remember(_table(code="ABC234", token="u" * 32))
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert {t.code for t in jt.joined_tables()} == {"K7QM2X", "ABC234"}


def test_remember_find_forget_and_newest_first():
    assert jt.joined_tables() == [] and jt.find("K7QM2X") is None
    jt.remember(_table(seen=1000.0))
    jt.remember(_table(code="ABC234", token="u" * 32, seen=2000.0))
    assert [t.code for t in jt.joined_tables()] == ["ABC234", "K7QM2X"]
    assert jt.find("k7qm-2x") == _table(seen=1000.0)  # typed in small letters, with a dash
    moved = _table(url="ws://192.168.1.20:8770", seen=3000.0)
    jt.remember(moved)  # the same token at a new port: replaced, not added
    assert jt.joined_tables() == [moved, _table(code="ABC234", token="u" * 32, seen=2000.0)]
    assert jt.forget("t" * 32) and not jt.forget("t" * 32)
    assert [t.code for t in jt.joined_tables()] == ["ABC234"]


def test_a_table_the_host_does_not_have_is_no_longer_listed_but_found_by_its_code():
    jt.remember(_table())
    assert jt.mark_gone("t" * 32)
    assert jt.joined_tables() == []
    found = jt.find("K7QM2X")
    assert found is not None and found.gone and found.token == "t" * 32
    assert [t.code for t in jt.joined_tables(listed=False)] == ["K7QM2X"]
    jt.remember(_table(url="ws://192.168.1.20:9000"))  # welcomed at its new address: listed again
    assert [t.url for t in jt.joined_tables()] == ["ws://192.168.1.20:9000"]


@pytest.mark.parametrize("content", [b"{not json", b"\xff\xfe", b"[]", b'{"format": 99, "tables": []}',
                                     b'{"format": 1, "tables": 7}', b""])
def test_a_damaged_file_is_logged_reads_as_empty_and_is_set_aside_before_the_next_write(data_dir, caplog, content):
    data_dir.mkdir(parents=True, exist_ok=True)
    path = data_dir / "joined-tables.json"
    path.write_bytes(content)
    with caplog.at_level(logging.WARNING, logger="cardtable.persistence.joined_tables"):
        assert jt.joined_tables() == [] and jt.find("K7QM2X") is None
    assert any("cannot be read" in r.message or "not in format" in r.message for r in caplog.records)
    jt.remember(_table())
    assert [t.code for t in jt.joined_tables()] == ["K7QM2X"]
    assert (data_dir / "joined-tables.json.damaged").read_bytes() == content  # nothing lost unseen


def test_a_damaged_entry_is_left_out_alone(data_dir, caplog):
    good = {"url": "ws://h:1", "code": "ABC234", "seat": 0, "token": "x" * 32, "name": "Ann", "game": "phase10",
            "table_name": "", "names": ["Ann", ""], "seen": 5, "gone": False}
    bad = [dict(good, seat="0"), dict(good, token=""), dict(good, url="h:1"), dict(good, names="Ann"),
           dict(good, seat=True), dict(good, name="x" * 500), "a row", None, dict(good, gone="no")]
    data_dir.mkdir(parents=True, exist_ok=True)
    doc = {"format": 1, "tables": [good, *bad]}
    (data_dir / "joined-tables.json").write_text(json.dumps(doc))
    with caplog.at_level(logging.WARNING, logger="cardtable.persistence.joined_tables"):
        tables = jt.joined_tables()
    assert [t.code for t in tables] == ["ABC234"] and tables[0].names == ("Ann", "")
    assert any("damaged and left out" in r.message for r in caplog.records)
