"""A data folder the app cannot write (a read-only share, a copied profile):
its unfinished game is listed, opens with a note that games cannot be saved
automatically, and Delete… is refused with the reason; never taken for a
game another window plays. In en/de/zh_TW.

The folder is made read-only for real (chmod 0o555). A test running as root
writes through that, so there the refusal a read-only folder gives is made
by the only call that meets it (``os.open`` of the lock file, which creates
it) raising PermissionError, exactly as the system does for other users."""

from __future__ import annotations

import errno
import os
import stat

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from cardtable import app as app_module
from cardtable.persistence import slot_lock
from cardtable.persistence.autosave import autosave_slots
from cardtable.persistence.paths import autosave_dir
from cardtable.seats import Seat
from tests.faults.test_start_and_resume_faults import _listed, _play_turns, _start

SEATS = [Seat("Ada"), Seat("Bot", "computer", "easy")]


@pytest.fixture
def window_in(qtbot):
    """``window_in(lang)``: the app's window as ``cardtable --lang LANG`` builds
    it; English again afterwards (the translators are the application's)."""
    made = []

    def build(lang):
        _app, window = app_module.build(app_module.parse_args(["--lang", lang]))
        qtbot.addWidget(window)
        made.append(window)
        return window

    yield build
    for window in reversed(made):  # the first one restores the font the application had
        window.translations.switch("en")


def _saves() -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in autosave_dir().glob("*.cardtable*")}


@pytest.fixture
def read_only(tmp_path, monkeypatch):
    """Make the autosave folder read-only (and, as root, refuse what it refuses)."""
    folders = []

    def make(folder):
        folders.append(folder)
        folder.chmod(stat.S_IRUSR | stat.S_IXUSR | stat.S_IRGRP | stat.S_IXGRP | stat.S_IROTH | stat.S_IXOTH)
        if os.geteuid() == 0:  # root writes anyway: refuse a new file there, as the folder does for others
            real_open = os.open

            def refusing_open(path, flags, *args, **kwargs):
                if os.path.dirname(os.fspath(path)) == str(folder) and flags & os.O_CREAT \
                        and not os.path.exists(path):
                    raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), os.fspath(path))
                return real_open(path, flags, *args, **kwargs)

            monkeypatch.setattr(slot_lock.os, "open", refusing_open)

    yield make
    for folder in folders:
        folder.chmod(0o755)


@pytest.mark.parametrize("lang", ["en", "de", "zh_TW"])
def test_an_unfinished_game_in_a_read_only_folder_is_listed_opened_and_kept(qtbot, tmp_path, monkeypatch,
                                                                            read_only, window_in, lang):
    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(tmp_path))
    window = window_in(lang)
    _play_turns(qtbot, _start(window, 3), 1)
    window.close_game()
    [slot] = autosave_slots()
    for lock_file in autosave_dir().glob("*.lock"):  # a copied folder has no lock files
        lock_file.unlink()
    before = _saves()
    read_only(autosave_dir())
    told, asked = [], []
    monkeypatch.setattr(QMessageBox, "information", lambda *a: told.append(a[1:]))
    from cardtable.ui.start import resume

    monkeypatch.setattr(resume, "_confirm", lambda *a: asked.append(a) or True)

    window2 = window_in(lang)
    app_module.check_autosaves(window2)
    [entry] = _listed(window2)  # listed, not taken for a game another window plays
    assert entry.slot == slot and not entry.saveable

    assert not window2.delete_unfinished(entry)  # refused with the reason, nothing asked
    refused = QCoreApplication.translate("MainWindow",
                                         "This game's folder cannot be written, so the game cannot be deleted.")
    assert asked == [] and len(told) == 1 and told[0][1].startswith(refused)
    assert lang == "en" or "folder cannot be written" not in refused  # translated

    window2.resume_unfinished(entry)
    ctl = window2.controller
    assert ctl is not None and ctl.seed == entry.loaded.saved.seed
    said = QCoreApplication.translate("GameStarts", "This game's folder cannot be written, so games cannot be "
                                                    "saved automatically. Save as… keeps it in another folder.")
    assert lang == "en" or "saved automatically" not in said
    assert window2.statusBar().currentMessage() == said
    window2.close_game()
    assert _saves() == before  # nothing lost, nothing written
