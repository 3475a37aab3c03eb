"""Autosave after each turn, resume on start, and the recent files list."""

from __future__ import annotations

import json

import pytest

from cardtable.persistence import (
    SavedGame,
    add_recent_file,
    autosave_path,
    data_dir,
    discard_autosave,
    find_unfinished_autosave,
    recent_files,
    remove_recent_file,
    save,
    suggest_save_path,
    write_autosave,
)
from cardtable.persistence.autosave import autosave_slots
from cardtable.persistence.paths import SAVE_SUFFIX, backup_path, recent_file, saves_dir
from cardtable.persistence.recent import MAX_RECENT

from .conftest import SEATS, fake_saved, play_fake
from .fakegame import RULES, resolver


def test_data_dir_follows_env_and_is_made_on_demand(data_dir):
    assert not data_dir.exists()
    assert saves_dir() == data_dir / "saves" and saves_dir().is_dir()
    assert autosave_path().parent.is_dir()
    assert autosave_path().suffix == SAVE_SUFFIX == ".cardtable"


def test_data_dir_default_is_platformdirs(monkeypatch):
    import platformdirs

    monkeypatch.delenv("CARDTABLE_DATA_DIR")
    assert data_dir(create=False) == platformdirs.user_data_path("cardtable", appauthor=False)


def test_data_dir_unusable(tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(blocker / "sub"))
    from cardtable.persistence import SaveError

    with pytest.raises(SaveError) as info:
        data_dir()
    assert info.value.code == "data-dir-unavailable"


def test_suggested_names_do_not_collide():
    first = suggest_save_path("phase10")
    first.write_text("x")
    second = suggest_save_path("phase10")
    assert first != second and second.suffix == SAVE_SUFFIX and first.parent == saves_dir()


def test_autosave_every_turn_and_resume_the_last():
    options, actions, _ = play_fake(seed=11, moves=30)
    for turn in range(1, 8):
        saved = SavedGame.from_game(RULES, options, 11, SEATS, actions[:turn], _state_after(actions[:turn], options))
        write_autosave(saved, resolver=resolver)
    resumed = find_unfinished_autosave(resolver=resolver)
    assert resumed is not None and len(resumed.actions) == 7
    assert resumed.state == _state_after(actions[:7], options)
    assert backup_path(autosave_path()).exists()  # the turn before, kept
    discard_autosave()
    assert find_unfinished_autosave(resolver=resolver) is None
    assert not autosave_path().exists() and not backup_path(autosave_path()).exists()


def _state_after(actions, options):
    state = RULES.new_game(options, 11)
    for action in actions:
        state = RULES.apply(state, action)
    return state


def test_finished_game_is_not_offered():
    saved = fake_saved(seed=5, moves=500)
    assert RULES.is_terminal(RULES.state_from_json(saved.state))
    write_autosave(fake_saved(seed=5, moves=3), resolver=resolver)
    write_autosave(saved, resolver=resolver)
    assert find_unfinished_autosave(resolver=resolver) is None  # not the older backup either


def test_damaged_autosave_falls_back_to_backup_and_is_not_deleted():
    write_autosave(fake_saved(moves=3), resolver=resolver)
    write_autosave(fake_saved(moves=4), resolver=resolver)
    autosave_path().write_bytes(b'{"format": "cardtable-save", "sche')
    resumed = find_unfinished_autosave(resolver=resolver)
    assert resumed is not None and len(resumed.actions) == 3
    assert autosave_path().read_bytes().startswith(b'{"format"')


def test_no_autosave_at_all():
    assert find_unfinished_autosave(resolver=resolver) is None
    discard_autosave()  # nothing to delete: no error


def test_slots():
    write_autosave(fake_saved(moves=2), "table-2", resolver=resolver)
    write_autosave(fake_saved(moves=3), resolver=resolver)
    assert autosave_slots() == ["current", "table-2"]
    assert len(find_unfinished_autosave("table-2", resolver=resolver).actions) == 2
    with pytest.raises(ValueError):
        autosave_path("../evil")


def test_recent_files_order_limit_and_pruning(tmp_path):
    files = []
    for i in range(MAX_RECENT + 3):
        path = save(tmp_path / f"g{i}.cardtable", fake_saved(moves=i), resolver=resolver)
        files.append(path)
        add_recent_file(path)
    assert recent_files() == list(reversed(files))[:MAX_RECENT]
    add_recent_file(files[5])
    assert recent_files()[0] == files[5] and len(recent_files()) == MAX_RECENT
    assert recent_files().count(files[5]) == 1
    files[12].unlink()
    assert files[12] not in recent_files()
    remove_recent_file(files[11])
    assert files[11] not in recent_files()
    stored = json.loads(recent_file().read_text())
    assert str(files[12]) not in stored["files"]  # pruned on disk at the change


@pytest.mark.parametrize("content", [b"", b"garbage", b"[]", b'{"files": 3}', b'{"files": [1, "rel/path", null]}'])
def test_damaged_recent_list_counts_as_empty(content, tmp_path):
    recent_file().write_bytes(content)
    assert recent_files() == []
    path = tmp_path / "g.cardtable"
    path.write_text("x")
    assert add_recent_file(path) == [path]
