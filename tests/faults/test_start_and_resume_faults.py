"""Through the real window: start without a data
folder, a refused delete of an unfinished game, an unreadable autosave
kept for the bug report, and two windows that never share an autosave."""

from __future__ import annotations

import errno
import os

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from cardtable import app as app_module
from cardtable.controller.background_ops import autosaves_written
from cardtable.engine.registry import get_rules
from cardtable.persistence import SavedGame, load, save
from cardtable.persistence import autosave as autosave_module
from cardtable.persistence.autosave import autosave_slots
from cardtable.persistence.paths import autosave_dir
from cardtable.seats import Seat

SEATS = [Seat("Ada"), Seat("Bot", "computer", "easy")]


def _window(qtbot, *argv):
    _app, window = app_module.build(app_module.parse_args(["--lang", "en", *argv]))
    qtbot.addWidget(window)
    return window


def _start(window, seed: int, game: str = "skipbo"):
    rules = get_rules(game)
    options = rules.default_options(2)
    ctl = window.set_game(rules, rules.new_game(options, seed), SEATS, seed=seed, options=options)
    ctl.set_speed(0)
    assert autosaves_written()  # its first autosave (written on a worker)
    return ctl


def _play_turns(qtbot, ctl, turns: int) -> None:
    for _ in range(turns):
        qtbot.waitUntil(lambda: ctl.is_viewers_turn() or ctl.is_over(), timeout=10000)
        if ctl.is_over():
            return
        actor = ctl.current_seat()
        while ctl.current_seat() == actor and ctl.is_viewers_turn():
            assert ctl.request(ctl.legal_actions()[0]) is None
    qtbot.waitUntil(lambda: ctl.is_viewers_turn() or ctl.is_over(), timeout=10000)
    assert autosaves_written()  # the turns' autosaves are written on a worker


def _saved_file(path, seed: int = 5):
    rules = get_rules("skipbo")
    options = rules.default_options(2)
    state = rules.new_game(options, seed)
    save(path, SavedGame.from_game(rules, options, seed, SEATS, [], state))
    return path


def _listed(window) -> list:
    """The unfinished games the window's start page lists (read now)."""
    from PySide6.QtCore import Qt

    window.start_page.refresh()
    games = window.start_page.unfinished
    return [games.item(r).data(Qt.ItemDataRole.UserRole) for r in range(games.count())
            if games.item(r).data(Qt.ItemDataRole.UserRole) is not None]


def _refuse(code: int):
    def refuse(*_a, **_k):
        raise OSError(code, os.strerror(code))

    return refuse


# -- point 3 -----------------------------------------------------------------------
def test_the_app_starts_without_a_data_folder_and_says_so_once(qtbot, tmp_path, monkeypatch):
    (tmp_path / "afile").write_text("not a folder")
    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(tmp_path / "afile" / "data"))
    game_file = _saved_file(tmp_path / "given.cardtable")
    window = _window(qtbot, str(game_file))  # `cardtable FILE`
    notice = window.files.notice
    assert notice is not None and str(tmp_path / "afile" / "data") in notice.text()
    assert "saved automatically" in notice.text()
    qtbot.waitUntil(notice.isVisible)
    notice.close()
    app_module.check_autosaves(window)  # nothing to look at, nothing raised
    assert window.open_game(str(game_file))
    ctl = window.controller
    ctl.set_speed(0)
    _play_turns(qtbot, ctl, 2)  # each turn's autosave fails: not said again
    assert "could not be saved automatically" not in window.statusBar().currentMessage()

    asked_folders = []

    def pick_open(_parent, _title, folder, _filter):
        asked_folders.append(folder)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", pick_open)
    assert not window.open_game()
    assert asked_folders and os.path.isdir(asked_folders[0])
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a: (str(elsewhere / "mine"), ""))
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: warnings.append(a[1:]))
    assert window.save_game_as()
    assert (elsewhere / "mine.cardtable").is_file() and warnings == []
    window.close_game()


# -- point 4 -----------------------------------------------------------------------
def test_deleting_on_a_read_only_data_folder_explains_and_keeps_the_game(qtbot, tmp_path, monkeypatch):
    from cardtable.ui.start import resume

    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(tmp_path))
    window = _window(qtbot)
    _play_turns(qtbot, _start(window, 3), 1)
    window.close_game()
    before = {p.name: p.read_bytes() for p in autosave_dir().glob("*.cardtable")}
    assert before
    monkeypatch.setattr(autosave_module.os, "unlink", _refuse(errno.EROFS))
    monkeypatch.setattr(resume, "_confirm", lambda *a: True)  # "Delete" in the confirmation
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: warnings.append(a[1:]))
    window2 = _window(qtbot)
    app_module.check_autosaves(window2)
    [entry] = _listed(window2)
    assert not window2.delete_unfinished(entry)
    assert window2.controller is None
    assert len(warnings) == 1 and "Read-only file system" in warnings[0][1]
    assert {p.name: p.read_bytes() for p in autosave_dir().glob("*.cardtable")} == before


# -- point 5 -----------------------------------------------------------------------
def test_an_unreadable_autosave_is_reported_and_kept(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(tmp_path))
    window = _window(qtbot)
    _play_turns(qtbot, _start(window, 4), 2)
    window.close_game()
    [current] = autosave_dir().glob("*.cardtable")
    damaged = b'{"format": "cardtable-save", "schema_vers'
    current.write_bytes(damaged)
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: warnings.append(a[1:]))
    window2 = _window(qtbot)
    app_module.check_autosaves(window2)
    assert len(warnings) == 1 and "recovered" in warnings[0][1]
    [entry] = _listed(window2)
    window2.resume_unfinished(entry)
    ctl = window2.controller
    assert ctl is not None  # the one-turn-older backup was resumed
    _play_turns(qtbot, ctl, 2)  # two more autosaves
    kept = list((tmp_path / "recovered").iterdir())
    assert [p.read_bytes() for p in kept] == [damaged]
    window2.close_game()


# -- point 6 -----------------------------------------------------------------------
def test_two_windows_keep_their_own_autosaves(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(tmp_path))
    first, second = _window(qtbot), _window(qtbot)
    ctl_a = _start(first, 21)
    _play_turns(qtbot, ctl_a, 1)
    [slot_a] = autosave_slots()
    bytes_a = (autosave_dir() / f"{slot_a}.cardtable").read_bytes()
    ctl_b = _start(second, 22)
    _play_turns(qtbot, ctl_b, 2)
    assert len(autosave_slots()) == 2
    assert (autosave_dir() / f"{slot_a}.cardtable").read_bytes() == bytes_a
    backup_a = autosave_dir() / f"{slot_a}.cardtable.bak"
    assert not backup_a.exists() or load(backup_a).saved.seed == 21  # never the other game

    third = _window(qtbot)
    app_module.check_autosaves(third)
    assert _listed(third) == [] and len(autosave_slots()) == 2  # both are open elsewhere
    first.close_game()
    second.close_game()
    fourth = _window(qtbot)
    app_module.check_autosaves(fourth)
    assert len(_listed(fourth)) == 2  # each unfinished game is listed, none deleted
    assert len(autosave_slots()) == 2


@pytest.mark.parametrize("answer", ["resume", "later"])
def test_a_resumed_game_keeps_writing_its_own_slot(qtbot, tmp_path, monkeypatch, answer):
    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(tmp_path))
    window = _window(qtbot)
    _play_turns(qtbot, _start(window, 8), 1)
    window.close_game()
    [slot] = autosave_slots()
    window2 = _window(qtbot)
    app_module.check_autosaves(window2)
    if answer == "resume":
        window2.resume_unfinished(_listed(window2)[0])
        _play_turns(qtbot, window2.controller, 1)
        assert autosave_slots() == [slot]
        window2.close_game()
    else:  # not now: the game stays for later
        assert window2.controller is None and autosave_slots() == [slot]
