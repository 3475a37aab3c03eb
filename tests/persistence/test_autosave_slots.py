"""Per-game autosave slots with an OS
lock, unreadable autosaves kept aside instead of destroyed, and deletes that
fail with a SaveError instead of a raw OSError."""

from __future__ import annotations

import errno
import os
import subprocess
import sys

import pytest

from cardtable.persistence import SaveError, autosave_path, discard_autosave, write_autosave
from cardtable.persistence import autosave as autosave_module
from cardtable.persistence.autosave import AutosaveSlot, lock_path
from cardtable.persistence.paths import backup_path
from cardtable.persistence.resume import scan_autosaves
from cardtable.persistence.slot_lock import SlotLock

from .conftest import fake_saved
from .fakegame import resolver

DAMAGED = b'{"format": "cardtable-save", "sche'


def test_two_open_games_write_two_slots_and_never_each_other():
    first, second = AutosaveSlot(), AutosaveSlot()
    assert first.name != second.name
    first.write(fake_saved(seed=1, moves=3), resolver=resolver)
    second.write(fake_saved(seed=2, moves=5), resolver=resolver)
    second.write(fake_saved(seed=2, moves=6), resolver=resolver)
    mine = autosave_path(first.name).read_bytes()
    assert b'"seed": 1' in mine or b'"seed":1' in mine
    assert not backup_path(autosave_path(first.name)).exists()  # no .bak of the other game
    first.close()
    second.close()


def test_a_held_slot_is_neither_offered_nor_taken_over():
    owner = AutosaveSlot()
    owner.write(fake_saved(seed=1, moves=3), resolver=resolver)
    scan = scan_autosaves(resolver=resolver)  # a second window starting meanwhile
    assert [item.slot for item in scan.unfinished] == []
    intruder = AutosaveSlot(owner.name)  # even naming the slot does not replace the file
    intruder.write(fake_saved(seed=9, moves=2), resolver=resolver)
    assert intruder.name != owner.name
    assert len(scan_autosaves(resolver=resolver).unfinished) == 0
    owner.close()
    intruder.close()
    offered = scan_autosaves(resolver=resolver)
    assert sorted(item.slot for item in offered.unfinished) == sorted([owner.name, intruder.name])
    offered.release()


def test_the_lock_of_a_dead_process_does_not_block(tmp_path):
    path = tmp_path / "x.lock"
    code = (
        "import fcntl, os, sys; fd = os.open(sys.argv[1], os.O_RDWR | os.O_CREAT);"
        "fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB); os._exit(0)"
    )
    if sys.platform == "win32":
        pytest.skip("flock is POSIX")
    subprocess.run([sys.executable, "-c", code, str(path)], check=True)
    assert path.exists()
    lock = SlotLock(path)
    assert lock.acquire()
    assert not SlotLock(path).acquire()
    lock.release()
    assert SlotLock(path).acquire()


def test_unfinished_games_are_offered_newest_first():
    slots = []
    for seed, modified in ((1, "2026-01-01T10:00:00Z"), (2, "2026-03-01T10:00:00Z"), (3, "2026-02-01T10:00:00Z")):
        saved = fake_saved(seed=seed, moves=3)
        object.__setattr__(saved, "modified", modified)
        slot = AutosaveSlot()
        slot.write(saved, resolver=resolver)
        slot.close()
        slots.append(slot.name)
    scan = scan_autosaves(resolver=resolver)
    assert [item.loaded.saved.seed for item in scan.unfinished] == [2, 3, 1]
    assert all(item.lock.held for item in scan.unfinished)
    scan.release()


def test_an_unreadable_autosave_is_kept_aside_not_destroyed(data_dir):
    write_autosave(fake_saved(moves=3), resolver=resolver)
    write_autosave(fake_saved(moves=4), resolver=resolver)
    autosave_path().write_bytes(DAMAGED)
    scan = scan_autosaves(resolver=resolver)
    assert len(scan.unfinished) == 1 and len(scan.unfinished[0].loaded.actions) == 3  # the backup
    [bad] = scan.unreadable
    assert bad.original == autosave_path() and bad.error.code == "truncated"
    assert bad.kept.parent == data_dir / "recovered" and bad.kept.read_bytes() == DAMAGED
    assert not autosave_path().exists()
    scan.release()


def test_an_unreadable_autosave_that_cannot_be_moved_stays_and_is_not_offered(monkeypatch):
    write_autosave(fake_saved(moves=3), resolver=resolver)
    write_autosave(fake_saved(moves=4), resolver=resolver)
    autosave_path().write_bytes(DAMAGED)
    from cardtable.persistence import resume

    def refuse(*_a, **_k):
        raise OSError(errno.EROFS, os.strerror(errno.EROFS))

    monkeypatch.setattr(resume.os, "replace", refuse)
    scan = scan_autosaves(resolver=resolver)
    assert scan.unfinished == [] and scan.unreadable[0].kept is None
    assert autosave_path().read_bytes() == DAMAGED


def test_a_refused_delete_is_a_save_error_and_keeps_the_files(monkeypatch):
    write_autosave(fake_saved(moves=3), resolver=resolver)

    def refuse(*_a, **_k):
        raise OSError(errno.EROFS, os.strerror(errno.EROFS))

    monkeypatch.setattr(autosave_module.os, "unlink", refuse)
    with pytest.raises(SaveError) as info:
        discard_autosave()
    assert info.value.code == "delete-failed" and "Read-only" in info.value.params["reason"]
    assert autosave_path().exists()


def test_discarding_a_finished_slot_removes_its_lock_file():
    slot = AutosaveSlot()
    slot.write(fake_saved(moves=3), resolver=resolver)
    assert lock_path(slot.name).exists()
    slot.discard()
    slot.close()
    assert not autosave_path(slot.name).exists() and not lock_path(slot.name).exists()
