"""Score keeper files: round trip, versions and migrations, hostile content."""

from __future__ import annotations

import json

import pytest

from cardtable.engine.phase10.options import Options
from cardtable.engine.skipbo.options import SkipBoOptions
from cardtable.keeper import KeeperGame, Phase10Entry, SkipBoEntry
from cardtable.persistence import keeperfile
from cardtable.persistence.errors import SaveError


def phase10_game() -> KeeperGame:
    game = KeeperGame("phase10", ("陳美玲", "Ben", "Chris"), Options(players=3, first_dealer=2),
                      started="2026-12-01T19:30:00Z")
    game = game.add(Phase10Entry((True, False, True), (0, 35, 10), 0))
    return game.add(Phase10Entry((True, True, False), (15, 0, 80), 1))


def skipbo_game() -> KeeperGame:
    game = KeeperGame("skipbo", ("A", "B"), SkipBoOptions(players=2, match_scoring=True, stock_size=10))
    return game.add(SkipBoEntry(1, (4, 0)))


def code_of(data: bytes | dict) -> SaveError:
    if isinstance(data, dict):
        data = json.dumps(data).encode()
    with pytest.raises(SaveError) as info:
        keeperfile.loads(data)
    return info.value


@pytest.mark.parametrize("make", [phase10_game, skipbo_game])
def test_round_trip(tmp_path, make):
    game = make()
    path = keeperfile.save(tmp_path / "k.json", game)
    back = keeperfile.load(path)
    assert back == game
    assert back.progress == game.progress
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert doc["format"] == "cardtable-scorekeeper" and doc["schema_version"] == keeperfile.SCHEMA_VERSION


def test_current_path_is_in_the_data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(tmp_path))
    assert keeperfile.current_path() == tmp_path / "keeper" / "current.json"
    assert (tmp_path / "keeper").is_dir()


def doc() -> dict:
    return keeperfile.to_json(phase10_game())


@pytest.mark.parametrize(("data", "code"), [
    (b"", "empty"),
    (b'{"format": "cardtable-scorekeeper", "schema_ver', "truncated"),
    (b"\xff\xfe", "not-utf8"),
    (b"[1, 2]", "not-an-object"),
    (b'{"format": "cardtable-save", "schema_version": 2}', "not-a-save"),
    (b"[" * 100 + b"]" * 100, "too-deep"),
])
def test_bad_bytes(data, code):
    assert code_of(data).code == code


def test_versions():
    assert code_of({**doc(), "schema_version": 99}).code == "future-version"
    assert code_of({k: v for k, v in doc().items() if k != "schema_version"}).code == "no-version"
    assert code_of({**doc(), "schema_version": "1"}).code == "bad-version"
    assert code_of({**doc(), "schema_version": 0}).code == "old-version"


def test_migration_step_runs_on_older_files(monkeypatch):
    """A later schema 2 renames "players" to "names": the step turns a version 1 file into it."""
    def v1_to_v2(old):
        old["names"] = old.pop("players")
        return old

    version1 = doc()
    monkeypatch.setattr(keeperfile, "SCHEMA_VERSION", 2)
    monkeypatch.setattr(keeperfile, "MIGRATIONS", {1: v1_to_v2})
    original = keeperfile.from_json
    monkeypatch.setattr(keeperfile, "from_json",
                        lambda d: original({**{k: v for k, v in d.items() if k != "names"}, "players": d["names"]}))
    game = keeperfile.loads(json.dumps(version1).encode())
    assert game.names == phase10_game().names
    monkeypatch.setattr(keeperfile, "MIGRATIONS", {1: lambda d: 1 / 0})
    assert code_of(version1).code == "migration-failed"


@pytest.mark.parametrize(("change", "code"), [
    ({"game": "chess"}, "unknown-game"),
    ({"players": ["A"]}, "bad-seats"),
    ({"players": ["A", "a ", "B"]}, "bad-seats"),
    ({"players": ["A", "B\x00", "C"]}, "bad-seats"),
    ({"options": {"players": 3, "edition": "1999"}}, "bad-options"),
    ({"options": {"players": 4}}, "bad-options"),
    ({"rounds": {}}, "bad-field"),
    ({"rounds": [{"completed": [True], "points": [0], "went_out": 0}]}, "bad-field"),
    ({"rounds": [{"completed": [1, 0, 0], "points": [0, 5, 5], "went_out": 0}]}, "bad-field"),
    ({"rounds": [{"completed": [True, False, False], "points": [0, 5.5, 5], "went_out": 0}]}, "bad-field"),
    ({"rounds": [{"completed": [True, False, False], "points": [0, 10**30, 5], "went_out": 0}]}, "bad-field"),
    ({"extra": 1}, "bad-field"),
    ({"started": ["x"]}, "bad-field"),
])
def test_hostile_content(change, code):
    assert code_of({**doc(), **change}).code == code


def test_an_impossible_round_is_refused_with_its_rule():
    bad = doc()
    bad["rounds"][1] = {"completed": [True, True, False], "points": [0, 0, 80], "went_out": 1}
    error = code_of(bad)
    assert error.code == "bad-round" and error.params["rule"] == "P10-15" and error.params["index"] == 2
    sb = keeperfile.to_json(skipbo_game())
    sb["rounds"][0]["stock_left"] = [11, 0]
    assert code_of(sb).params["rule"] == "SB-2"


def test_a_refused_save_leaves_the_old_file(tmp_path, monkeypatch):
    path = keeperfile.save(tmp_path / "k.json", phase10_game())
    before = path.read_bytes()
    bad = {**doc(), "game": "chess"}
    monkeypatch.setattr(keeperfile, "to_json", lambda g: bad)
    with pytest.raises(SaveError):
        keeperfile.save(path, phase10_game())
    assert path.read_bytes() == before
