"""Saving and loading with the fake engine: round trips, tampering, migration."""

from __future__ import annotations

import json

import pytest

from cardtable.persistence import (
    SCHEMA_VERSION,
    SavedGame,
    SaveError,
    Seat,
    dumps,
    load,
    loads,
    migrations,
    save,
)
from cardtable.persistence.errors import CODES, MESSAGES

from .conftest import SEATS, fake_saved, play_fake
from .fakegame import RULES, resolver


def _doc(saved: SavedGame) -> dict:
    return json.loads(dumps(saved))


def _load_doc(doc) -> object:
    return loads(json.dumps(doc).encode(), resolver=resolver)


def _code(doc) -> str:
    with pytest.raises(SaveError) as info:
        _load_doc(doc)
    return info.value.code


@pytest.mark.parametrize("moves", [0, 1, 5, 17, 200])
def test_every_fake_state_round_trips(tmp_path, moves):
    options, actions, state = play_fake(seed=moves + 3, moves=moves)
    saved = SavedGame.from_game(RULES, options, moves + 3, SEATS, actions, state, title="Evening")
    path = save(tmp_path / "g.cardtable", saved, resolver=resolver)
    loaded = load(path, resolver=resolver)
    assert loaded.state == state
    assert list(loaded.actions) == actions
    assert loaded.options == options
    assert loaded.saved == saved
    assert loaded.saved.seats == SEATS
    assert loaded.saved.title == "Evening"
    assert loaded.finished == RULES.is_terminal(state)


def test_file_is_versioned_json_with_all_fields(tmp_path):
    path = save(tmp_path / "g.cardtable", fake_saved(), resolver=resolver)
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert doc["schema_version"] == SCHEMA_VERSION
    assert doc["format"] == "cardtable-save"
    for key in ("app_version", "game", "options", "seed", "seats", "actions", "state", "created", "modified"):
        assert key in doc
    assert doc["seats"][1] == {"name": "Bob", "kind": "computer", "level": "hard"}


def test_changed_snapshot_is_a_replay_mismatch():
    doc = _doc(fake_saved(moves=12))
    doc["state"]["turn"] = (doc["state"]["turn"] + 1) % 3
    assert _code(doc) == "replay-mismatch"


def test_changed_seed_is_a_replay_mismatch():
    doc = _doc(fake_saved(moves=12))
    doc["seed"] += 1
    assert _code(doc) in ("replay-mismatch", "illegal-action")


def test_dropped_action_is_detected():
    doc = _doc(fake_saved(moves=12))
    del doc["actions"][-1]
    assert _code(doc) == "replay-mismatch"


def test_illegal_action_in_log_names_index_and_rule():
    doc = _doc(fake_saved(moves=0))
    doc["actions"] = [{"type": "stay"}]  # nobody may stay with a total of 0
    with pytest.raises(SaveError) as info:
        _load_doc(doc)
    assert info.value.code == "illegal-action"
    assert info.value.params["index"] == 0 and info.value.params["rule"] == "FAKE-1"


def test_malformed_action():
    doc = _doc(fake_saved(moves=3))
    doc["actions"][1] = {"type": "cheat"}
    assert _code(doc) == "bad-action"


def test_impossible_state():
    doc = _doc(fake_saved(moves=3))
    doc["state"]["totals"][0] += 100
    assert _code(doc) == "impossible-state"


def test_unknown_game_and_bad_options():
    doc = _doc(fake_saved())
    doc["game"] = "chess"
    assert _code(doc) == "unknown-game"
    doc = _doc(fake_saved())
    doc["options"]["players"] = 9
    assert _code(doc) == "bad-options"


@pytest.mark.parametrize(
    ("change", "code"),
    [
        (lambda d: d.pop("schema_version"), "no-version"),
        (lambda d: d.update(schema_version="1"), "bad-version"),
        (lambda d: d.update(schema_version=True), "bad-version"),
        (lambda d: d.update(schema_version=SCHEMA_VERSION + 1), "future-version"),
        (lambda d: d.update(schema_version=0), "old-version"),
        (lambda d: d.pop("format"), "not-a-save"),
        (lambda d: d.update(seed=2**80), "bad-seed"),
        (lambda d: d.update(seed=1.5), "bad-seed"),
        (lambda d: d.update(seats=[]), "bad-seats"),
        (lambda d: d["seats"].pop(), "bad-seats"),
        (lambda d: d["seats"][0].update(kind="robot"), "bad-seats"),
        (lambda d: d["seats"][0].update(level="hard"), "bad-seats"),
        (lambda d: d["seats"][1].update(level=None), "bad-seats"),
        (lambda d: d["seats"][1].update(level="impossible"), "bad-seats"),
        (lambda d: d["seats"][0].update(name=""), "bad-seats"),
        (lambda d: d["seats"][0].update(name="x" * 65), "bad-seats"),
        (lambda d: d["seats"][0].update(name="a\nb"), "bad-seats"),
        (lambda d: d.update(actions={}), "bad-field"),
        (lambda d: d.update(state=[]), "bad-field"),
        (lambda d: d.update(options=None), "bad-field"),
        (lambda d: d.update(created="yesterday"), "bad-field"),
        (lambda d: d.update(title=5), "bad-field"),
        (lambda d: d.update(game=None), "bad-field"),
    ],
)
def test_wrong_fields_have_their_codes(change, code):
    doc = _doc(fake_saved(moves=4))
    change(doc)
    assert _code(doc) == code


def test_every_code_has_a_message_and_the_docstring_lists_it():
    from cardtable.persistence import errors

    for code in CODES:
        assert f"``{code}``" in errors.__doc__
        error = SaveError(code)  # params missing: still a message, no crash
        assert error.message
    assert set(MESSAGES) == set(CODES)
    with pytest.raises(ValueError):
        SaveError("no-such-code")


def test_saving_refuses_a_record_that_would_not_load(tmp_path):
    good = fake_saved(moves=5)
    path = save(tmp_path / "g.cardtable", good, resolver=resolver)
    before = path.read_bytes()
    broken = good.replace(actions=good.actions[:-1])
    with pytest.raises(SaveError) as info:
        save(path, broken, resolver=resolver)
    assert info.value.code == "replay-mismatch"
    assert path.read_bytes() == before


def test_seat_rejects_bad_values():
    with pytest.raises(ValueError):
        Seat("Ann", "computer", None)
    with pytest.raises(ValueError):
        Seat("   ", "human")
    assert Seat("Ann").to_json() == {"name": "Ann", "kind": "human", "level": None}


def test_migration_hook_upgrades_an_older_file(monkeypatch):
    """A fake version-0 file called the title "name" and had no app_version."""
    doc = _doc(fake_saved(moves=6, title=None))
    doc["schema_version"] = 0
    doc["name"] = "Old evening"
    del doc["title"], doc["app_version"]

    calls = []

    def v0_to_v1(old):
        calls.append(old["schema_version"])
        old["title"] = old.pop("name")
        old["app_version"] = "0.0"
        return old

    monkeypatch.setitem(migrations.MIGRATIONS, 0, v0_to_v1)
    raw = json.dumps(doc).encode()
    loaded = loads(raw, resolver=resolver)
    assert calls == [0]
    assert loaded.saved.title == "Old evening"
    assert loaded.saved.schema_version == SCHEMA_VERSION
    assert json.loads(raw) == doc  # the input document was not changed


def test_migrations_run_in_order_and_failures_are_reported(monkeypatch):
    doc = _doc(fake_saved(moves=2))
    doc["schema_version"] = 1
    monkeypatch.setattr(migrations, "SCHEMA_VERSION", 3)
    order = []
    monkeypatch.setitem(migrations.MIGRATIONS, 1, lambda d: order.append(1) or d)
    monkeypatch.setitem(migrations.MIGRATIONS, 2, lambda d: order.append(2) or d)
    assert migrations.migrate(doc)["schema_version"] == 3
    assert order == [1, 2]
    assert doc["schema_version"] == 1

    def broken(_doc):
        raise KeyError("seats")

    monkeypatch.setitem(migrations.MIGRATIONS, 2, broken)
    with pytest.raises(SaveError) as info:
        migrations.migrate(doc)
    assert info.value.code == "migration-failed" and info.value.params["version"] == 2
    monkeypatch.delitem(migrations.MIGRATIONS, 2)
    with pytest.raises(SaveError) as info:
        migrations.migrate(doc)
    assert info.value.code == "old-version"


def test_engine_bug_becomes_engine_error(monkeypatch):
    doc = _doc(fake_saved(moves=3))

    def explode(_state, _action):
        raise ZeroDivisionError("bug")

    monkeypatch.setattr(RULES, "apply", explode)
    assert _code(doc) == "engine-error"
