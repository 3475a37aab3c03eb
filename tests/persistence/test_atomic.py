"""Atomic writes: the target is always the old or the new complete file."""

from __future__ import annotations

import os

import pytest

from cardtable.persistence import SaveError, atomic
from cardtable.persistence.atomic import atomic_write_bytes
from cardtable.persistence.paths import backup_path


def test_write_new_and_replace(tmp_path):
    path = tmp_path / "a.cardtable"
    atomic_write_bytes(path, b"one")
    assert path.read_bytes() == b"one"
    atomic_write_bytes(path, b"two")
    assert path.read_bytes() == b"two"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.cardtable"]  # no temp, no backup left


def test_keep_backup_holds_the_previous_file(tmp_path):
    path = tmp_path / "a.cardtable"
    atomic_write_bytes(path, b"one", keep_backup=True)
    assert not backup_path(path).exists()
    atomic_write_bytes(path, b"two", keep_backup=True)
    assert backup_path(path).read_bytes() == b"one"
    atomic_write_bytes(path, b"three", keep_backup=True)
    assert backup_path(path).read_bytes() == b"two"
    assert path.read_bytes() == b"three"


def test_existing_mode_is_kept(tmp_path):
    path = tmp_path / "a.cardtable"
    path.write_bytes(b"old")
    path.chmod(0o640)
    atomic_write_bytes(path, b"new")
    assert path.stat().st_mode & 0o777 == 0o640


@pytest.mark.parametrize("failing", ["fsync", "replace", "write"])
def test_failure_leaves_old_file_and_no_temp(tmp_path, monkeypatch, failing):
    path = tmp_path / "a.cardtable"
    atomic_write_bytes(path, b"old good content")

    def boom(*args, **kwargs):
        raise OSError(28, "No space left on device")

    if failing == "write":
        real_fdopen = os.fdopen

        class Full:
            def __init__(self, handle):
                self.handle = handle

            def __enter__(self):
                return self

            def __exit__(self, *exc):
                self.handle.close()

            def write(self, data):
                self.handle.write(data[: len(data) // 2])
                boom()

        monkeypatch.setattr(atomic.os, "fdopen", lambda fd, mode: Full(real_fdopen(fd, mode)))
    else:
        monkeypatch.setattr(atomic.os, failing, boom)
    with pytest.raises(SaveError) as info:
        atomic_write_bytes(path, b"new content that never lands")
    monkeypatch.undo()
    assert info.value.code == "write-failed"
    assert "No space left" in info.value.message
    assert path.read_bytes() == b"old good content"
    leftovers = [p.name for p in tmp_path.iterdir() if p.name != "a.cardtable"]
    assert all(name.endswith(".bak") for name in leftovers)  # a backup may stay; no temp file


def test_unwritable_folder_is_write_failed(tmp_path):
    with pytest.raises(SaveError) as info:
        atomic_write_bytes(tmp_path / "missing" / "a.cardtable", b"x")
    assert info.value.code == "write-failed"


def test_stale_temp_files_are_cleaned(tmp_path):
    path = tmp_path / "a.cardtable"
    stale = tmp_path / ".a.cardtable.abc123.tmp"
    fresh = tmp_path / ".a.cardtable.def456.tmp"
    other = tmp_path / ".b.cardtable.abc.tmp"
    for p in (stale, fresh, other):
        p.write_bytes(b"half")
    os.utime(stale, (1, 1))
    os.utime(other, (1, 1))
    atomic_write_bytes(path, b"x")
    assert not stale.exists()
    assert fresh.exists()  # may belong to a writer that is still running
    assert other.exists()  # another file's


def _counting_scandir(monkeypatch):
    """Record each folder ``atomic`` lists (``os.scandir``)."""
    listed = []
    real_scandir = os.scandir

    def scandir(path):
        listed.append(os.path.abspath(path))
        return real_scandir(path)

    monkeypatch.setattr(atomic.os, "scandir", scandir)
    return listed


def test_many_writes_into_one_folder_list_it_once(tmp_path, monkeypatch):
    stale_a = tmp_path / ".a.cardtable.abc123.tmp"
    stale_b = tmp_path / ".b.cardtable.xyz789.tmp"
    for p in (stale_a, stale_b):
        p.write_bytes(b"half")
        os.utime(p, (1, 1))
    fresh_a = tmp_path / ".a.cardtable.def456.tmp"
    fresh_a.write_bytes(b"half")
    listed = _counting_scandir(monkeypatch)
    atomic_write_bytes(tmp_path / "a.cardtable", b"first")
    assert not stale_a.exists()  # the first write still clears a crash's leftover
    assert stale_b.exists()  # another file's: only that file's writes remove it
    assert fresh_a.exists()  # may belong to a writer that is still running
    os.utime(fresh_a, (1, 1))  # ... that never finished: stale by the next write
    for k in range(20):
        atomic_write_bytes(tmp_path / f"{'ab'[k % 2]}.cardtable", b"again %d" % k)
    assert listed == [str(tmp_path)]
    assert not stale_b.exists()  # seen at the first listing, removed at b's first write
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.cardtable", "b.cardtable"]


def test_the_folders_remembered_as_swept_are_bounded(tmp_path, monkeypatch):
    monkeypatch.setattr(atomic, "SWEPT_FOLDERS_KEPT", 2)
    folders = [tmp_path / name for name in ("one", "two", "three")]
    for folder in folders:
        folder.mkdir()
    listed = _counting_scandir(monkeypatch)
    for folder in (*folders, folders[2], folders[0]):
        atomic_write_bytes(folder / "a.cardtable", b"x")
    # "one" was forgotten when "three" came (the oldest past two): listed again
    assert listed == [str(f) for f in (*folders, folders[0])]
