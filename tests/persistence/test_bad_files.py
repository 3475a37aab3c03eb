"""Bad paths and bad bytes: each is a SaveError with its code, and nothing on disk changes."""

from __future__ import annotations

import json
import os

import pytest

from cardtable.persistence import SaveError, dumps, jsonio, load, loads, save

from .conftest import fake_saved
from .fakegame import resolver


def _code_of_file(path) -> str:
    with pytest.raises(SaveError) as info:
        load(path, resolver=resolver)
    return info.value.code


def _code_of_bytes(data: bytes) -> str:
    with pytest.raises(SaveError) as info:
        loads(data, resolver=resolver)
    return info.value.code


def test_missing_file(tmp_path):
    assert _code_of_file(tmp_path / "nope.cardtable") == "not-found"
    assert _code_of_file(tmp_path / "nofolder" / "x.cardtable") == "not-found"


def test_directory(tmp_path):
    folder = tmp_path / "a.cardtable"
    folder.mkdir()
    assert _code_of_file(folder) == "is-directory"
    with pytest.raises(SaveError) as info:
        save(folder, fake_saved(), resolver=resolver)
    assert info.value.code == "is-directory"
    assert folder.is_dir() and list(folder.iterdir()) == []


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes on this system")
def test_pipe_is_refused_without_blocking(tmp_path):
    fifo = tmp_path / "pipe.cardtable"
    os.mkfifo(fifo)
    assert _code_of_file(fifo) == "not-a-file"


@pytest.mark.skipif(
    not hasattr(os, "geteuid") or os.geteuid() == 0,
    reason="root reads files whatever their mode; test_unreadable_by_os_error covers it",
)
def test_unreadable_chmod_000(tmp_path):
    path = save(tmp_path / "g.cardtable", fake_saved(), resolver=resolver)
    path.chmod(0)
    try:
        assert _code_of_file(path) == "unreadable"
    finally:
        path.chmod(0o644)


def test_unreadable_by_os_error(tmp_path, monkeypatch):
    """Works as root too: the OS refusal is simulated at os.open."""
    path = save(tmp_path / "g.cardtable", fake_saved(), resolver=resolver)
    real_open = os.open

    def deny(p, flags, *args, **kwargs):
        if os.fspath(p) == os.fspath(path):
            raise PermissionError(13, "Permission denied")
        return real_open(p, flags, *args, **kwargs)

    monkeypatch.setattr(jsonio.os, "open", deny)
    with pytest.raises(SaveError) as info:
        load(path, resolver=resolver)
    assert info.value.code == "unreadable"
    assert "Permission denied" in info.value.message


def test_huge_file_is_refused_by_size_before_reading(tmp_path, monkeypatch):
    path = tmp_path / "huge.cardtable"
    with open(path, "wb") as handle:  # sparse: 17 MB without writing them
        handle.truncate(jsonio.MAX_FILE_BYTES + 1)
    reads = []
    real_read = os.read
    monkeypatch.setattr(jsonio.os, "read", lambda fd, n: reads.append(n) or real_read(fd, n))
    assert _code_of_file(path) == "too-large"
    assert reads == []


def test_growing_file_is_cut_by_the_bounded_read(tmp_path, monkeypatch):
    """If stat lies (the file grows after it), the read still stops at the limit."""
    path = tmp_path / "g.cardtable"
    path.write_bytes(b"[" + b" " * 5000 + b"]")
    monkeypatch.setattr(jsonio, "_check_kind", lambda info, name, limit: None)
    with pytest.raises(SaveError) as info:
        jsonio.read_bounded(path, limit=1000)
    assert info.value.code == "too-large" and info.value.params["size"] == 1001


@pytest.mark.parametrize(
    ("data", "code"),
    [
        (b"", "empty"),
        (b"  \n\t ", "empty"),
        (b"\xff\xfe{}", "not-utf8"),
        (b'{"a": "\xe4"}', "not-utf8"),
        (b'{"format": "cardtable-save", "schema_v', "truncated"),
        (b"{,}", "not-json"),
        (b"hello", "not-json"),
        (b'{"a": NaN}', "not-json"),
        (b'{"a": 1e999}', "not-json"),
        (b'{"a": ' + b"9" * 5000 + b"}", "not-json"),
        (b"[" * 100000 + b"]" * 100000, "too-deep"),
        (b'{"a":' * 70 + b"1" + b"}" * 70, "too-deep"),
        (b"[1, 2]", "not-an-object"),
        (b'"text"', "not-an-object"),
        (b'{"game": "phase10"}', "not-a-save"),
    ],
)
def test_bad_bytes(data, code):
    assert _code_of_bytes(data) == code


def test_bom_is_accepted():
    data = dumps(fake_saved())
    assert loads(b"\xef\xbb\xbf" + data, resolver=resolver).saved == fake_saved().replace(
        created=json.loads(data)["created"], modified=json.loads(data)["modified"]
    )


def test_loading_changes_nothing_on_disk(tmp_path):
    path = save(tmp_path / "g.cardtable", fake_saved(), resolver=resolver)
    (tmp_path / "bad.cardtable").write_bytes(b"{oops")
    before = {p.name: (p.read_bytes(), p.stat().st_mtime_ns) for p in tmp_path.iterdir()}
    load(path, resolver=resolver)
    with pytest.raises(SaveError):
        load(tmp_path / "bad.cardtable", resolver=resolver)
    after = {p.name: (p.read_bytes(), p.stat().st_mtime_ns) for p in tmp_path.iterdir()}
    assert after == before
