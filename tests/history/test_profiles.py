"""Players the app remembers: profiles per person and per computer level."""

from __future__ import annotations

import pytest

from cardtable.persistence.history import History
from cardtable.persistence.profiles import ProfileError, human_names, merge, profiles, rename
from cardtable.seats import Seat
from tests.history.selfplay import quick_play, record


@pytest.fixture
def db(tmp_path):
    history = History.open(tmp_path / "h.sqlite3")
    yield history
    history.close()


def _ids(db):
    return {(p.kind, p.name): p.id for p in profiles(db)}


def test_names_become_profiles_and_computers_one_per_level(db):
    record(db, quick_play("skipbo", 1, [Seat("Anna"), Seat("Computer 1", "computer", "hard")]))
    record(db, quick_play("skipbo", 2, [Seat("  anna "), Seat("Robot", "computer", "hard"),
                                        Seat("Computer 3", "computer", "easy")]))
    found = {(p.kind, p.name, p.level): p.games for p in profiles(db)}
    assert found == {("human", "Anna", None): 2, ("computer", "Computer (hard)", "hard"): 2,
                     ("computer", "Computer (easy)", "easy"): 1}
    assert human_names(db) == ["Anna"]


def test_rename_and_its_refusals(db):
    record(db, quick_play("skipbo", 1, [Seat("Anna"), Seat("Bob"), Seat("C", "computer", "easy")]))
    ids = _ids(db)
    rename(db, ids["human", "Anna"], "Anna Maria")
    assert ("human", "Anna Maria") in _ids(db)
    with pytest.raises(ProfileError) as taken:
        rename(db, ids["human", "Bob"], " anna  MARIA ")
    assert taken.value.code == "name-taken"
    with pytest.raises(ProfileError) as computer:
        rename(db, ids["computer", "Computer (easy)"], "Hal")
    assert computer.value.code == "computer-profile"
    with pytest.raises(ProfileError) as bad:
        rename(db, ids["human", "Bob"], "   ")
    assert bad.value.code == "bad-name"


def test_merge_moves_the_games_and_refuses_two_people_of_one_game(db):
    record(db, quick_play("skipbo", 1, [Seat("Anna"), Seat("C", "computer", "easy")]))
    record(db, quick_play("skipbo", 2, [Seat("Annie"), Seat("C", "computer", "easy")]))
    record(db, quick_play("skipbo", 3, [Seat("Bob"), Seat("Annie")]))
    ids = _ids(db)
    with pytest.raises(ProfileError) as same:
        merge(db, ids["human", "Bob"], ids["human", "Annie"])
    assert same.value.code == "same-game"
    merge(db, ids["human", "Annie"], ids["human", "Anna"])
    games = {p.name: p.games for p in profiles(db)}
    assert games["Anna"] == 3 and "Annie" not in games
