"""Every OS call of a save ends in SaveError, the old file intact.

A folder that cannot be searched (EACCES), a disk error (EIO) or a read-only
file system (EROFS) at any step of ``atomic_write_bytes`` must give
``SaveError("write-failed")`` with a reason, never a raw ``OSError``, and the
previous file stays byte-identical. A failure to close the folder handle
after the rename is not a failed save.
"""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from cardtable.persistence import SaveError, atomic
from cardtable.persistence.atomic import atomic_write_bytes

OLD = b"the previous good save\n"


def _raiser(code: int):
    def boom(*_args, **_kwargs):
        raise OSError(code, os.strerror(code))

    return boom


@pytest.fixture
def target(tmp_path):
    path = tmp_path / "game.cardtable"
    path.write_bytes(OLD)
    return path


@pytest.mark.parametrize("code", [errno.EACCES, errno.EIO])
def test_is_dir_failing_gives_save_error(target, monkeypatch, code):
    monkeypatch.setattr(Path, "is_dir", _raiser(code))
    with pytest.raises(SaveError) as info:
        atomic_write_bytes(target, b"new")
    assert info.value.code == "write-failed"
    assert os.strerror(code) in info.value.params["reason"]
    monkeypatch.undo()
    assert target.read_bytes() == OLD


@pytest.mark.parametrize("where", ["stat", "scandir", "mkstemp", "link", "replace", "open"])
@pytest.mark.parametrize("code", [errno.EACCES, errno.EIO, errno.EROFS])
def test_each_os_call_failing_gives_save_error(target, monkeypatch, where, code):
    boom = _raiser(code)
    if where == "stat":
        monkeypatch.setattr(Path, "stat", boom)
    elif where == "scandir":
        monkeypatch.setattr(atomic.os, "scandir", boom)
    elif where == "mkstemp":
        monkeypatch.setattr(atomic.tempfile, "mkstemp", boom)
    elif where == "link":
        monkeypatch.setattr(atomic.os, "link", boom)
        monkeypatch.setattr(atomic.shutil, "copyfile", boom)
    elif where == "replace":
        monkeypatch.setattr(atomic.os, "replace", boom)
    else:
        monkeypatch.setattr(atomic.os, "open", boom)
    try:
        atomic_write_bytes(target, b"new")
    except SaveError as exc:
        assert exc.code == "write-failed"
        monkeypatch.undo()
        assert target.read_bytes() == OLD
    else:  # a step that may fail without harm (e.g. cleaning up old temps)
        monkeypatch.undo()
        assert target.read_bytes() == b"new"
    leftovers = [p.name for p in target.parent.iterdir() if p.name.endswith(".tmp")]
    assert leftovers == []


def test_a_path_below_a_file_gives_save_error(tmp_path):
    (tmp_path / "afile").write_bytes(b"x")
    with pytest.raises(SaveError) as info:
        atomic_write_bytes(tmp_path / "afile" / "game.cardtable", b"new")
    assert info.value.code == "write-failed"


def test_closing_the_folder_after_the_rename_failing_is_still_a_save(target, monkeypatch):
    real_close = os.close
    folder_fds = set()
    real_open = os.open

    def tracking_open(path, flags, *args, **kwargs):
        fd = real_open(path, flags, *args, **kwargs)
        if Path(path).is_dir():
            folder_fds.add(fd)
        return fd

    def failing_close(fd):
        real_close(fd)
        if fd in folder_fds:
            raise OSError(errno.EIO, os.strerror(errno.EIO))

    monkeypatch.setattr(atomic.os, "open", tracking_open)
    monkeypatch.setattr(atomic.os, "close", failing_close)
    assert atomic_write_bytes(target, b"new content") == target
    monkeypatch.undo()
    assert folder_fds, "the folder was never opened for fsync"
    assert target.read_bytes() == b"new content"


def test_an_unusable_data_folder_is_a_save_error_not_an_os_error(tmp_path, monkeypatch):
    from cardtable.persistence.paths import data_dir

    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr(Path, "is_dir", _raiser(errno.EACCES))
    with pytest.raises(SaveError) as info:
        data_dir()
    assert info.value.code == "data-dir-unavailable"


def test_the_window_explains_a_refused_save(qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from cardtable import app as app_module
    from cardtable.engine.registry import get_rules
    from cardtable.seats import Seat

    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(tmp_path / "data"))
    _app, window = app_module.build(app_module.parse_args(["--lang", "en"]))
    qtbot.addWidget(window)
    rules = get_rules("skipbo")
    options = rules.default_options(2)
    window.set_game(rules, rules.new_game(options, 1), [Seat("Ada"), Seat("Bo")], seed=1, options=options)
    target = tmp_path / "game.cardtable"
    target.write_bytes(OLD)
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: warnings.append(a[1:]))
    real_mkstemp = atomic.tempfile.mkstemp
    monkeypatch.setattr(atomic.tempfile, "mkstemp", _raiser(errno.EACCES))
    assert not window.files.write(target)
    monkeypatch.setattr(atomic.tempfile, "mkstemp", real_mkstemp)
    monkeypatch.setattr(atomic.os, "replace", _raiser(errno.EIO))
    assert not window.files.write(target)
    assert [title for title, _text in warnings] == ["Cannot save the game"] * 2
    assert "Permission denied" in warnings[0][1] and "Input/output error" in warnings[1][1]
    assert target.read_bytes() == OLD
    window.close_game()
