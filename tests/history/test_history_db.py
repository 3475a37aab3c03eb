"""The history database: schema, versions, WAL, one record per game, damaged files."""

from __future__ import annotations

import sqlite3

import pytest

from cardtable.persistence.history import SCHEMA_VERSION, History, HistoryError
from cardtable.seats import Seat
from tests.history.selfplay import play, record

ANNA_VS_HARD = [Seat("Anna"), Seat("Computer 1", "computer", "hard")]


@pytest.fixture
def db(tmp_path):
    history = History.open(tmp_path / "cardtable.sqlite3")
    yield history
    history.close()


def test_new_database_has_the_current_schema_in_wal_mode(db):
    conn = db.conn
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    tables = {name for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert {"profiles", "games", "seats", "rounds", "deals"} <= tables


@pytest.mark.parametrize("game", ["phase10", "skipbo"])
def test_a_recorded_game_replays_to_its_final_state(db, game):
    played = play(game, 7, ANNA_VS_HARD)
    game_id = record(db, played)
    source = db.replay_source(game_id)
    assert (source.game, source.seed, source.seats) == (game, 7, played.seats)
    rules = played.rules
    state = rules.new_game(rules.options_from_json(source.options), source.seed)
    for doc in source.actions:
        state = rules.apply(state, rules.action_from_json(doc))
    assert state == played.state
    won = [w for (w,) in db.conn.execute("SELECT won FROM seats WHERE game_id = ? ORDER BY seat", (game_id,))]
    assert won == [int(s in rules.result(played.state).winners) for s in range(2)]


def test_the_same_game_is_recorded_once(db):
    played = play("skipbo", 3, ANNA_VS_HARD)
    assert record(db, played) is not None
    assert record(db, played) is None
    assert db.count() == 1


def test_every_table_size_and_match_scoring_is_kept(db):
    for players in range(2, 7):
        seats = [Seat(f"P{i}") for i in range(players - 1)] + [Seat("C", "computer", "easy")]
        record(db, play("phase10", players, seats))
        record(db, play("skipbo", players, seats, match_scoring=True, match_target=40))
    rows = db.conn.execute("SELECT game, players, match, rounds FROM games ORDER BY id").fetchall()
    assert [r[1] for r in rows] == [p for p in range(2, 7) for _ in range(2)]
    assert all(r[2] == 1 and r[3] >= 1 for r in rows if r[0] == "skipbo")
    seat_rows = db.conn.execute("SELECT COUNT(*) FROM seats").fetchone()[0]
    assert seat_rows == 2 * sum(range(2, 7))


def test_a_database_of_a_newer_app_is_left_alone(tmp_path):
    path = tmp_path / "cardtable.sqlite3"
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.close()
    with pytest.raises(HistoryError) as info:
        History.open(path)
    assert info.value.code == "future-version"
    assert path.exists() and not list(tmp_path.glob("*.damaged-*"))


def test_an_old_database_is_migrated(tmp_path):
    path = tmp_path / "cardtable.sqlite3"
    sqlite3.connect(path).close()  # version 0: an empty file made by an older app
    history = History.open(path)
    assert history.conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    history.close()


@pytest.mark.parametrize("damage", ["garbage", "truncated"])
def test_a_damaged_database_is_set_aside_and_a_new_one_started(tmp_path, damage):
    path = tmp_path / "cardtable.sqlite3"
    history = History.open(path)
    for seed in range(3):
        record(history, play("skipbo", seed, ANNA_VS_HARD))
    history.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    history.close()
    data = path.read_bytes()
    if damage == "garbage":
        path.write_bytes(b"this is not a database at all" * 200)
    else:
        path.write_bytes(data[:100] + b"\x00" * (len(data) - 100))
    fresh = History.open(path)
    assert fresh.set_aside is not None and fresh.set_aside.exists()
    assert fresh.set_aside.name.startswith("cardtable.sqlite3.damaged-")
    assert fresh.count() == 0
    assert record(fresh, play("skipbo", 9, ANNA_VS_HARD)) is not None
    fresh.close()


@pytest.mark.parametrize("game", ["phase10", "skipbo"])
def test_places_and_round_rows_come_from_the_engine_contract(db, game):
    played = play(game, 5, [Seat("Anna"), Seat("Bob"), Seat("C", "computer", "medium")],
                  **({"match_scoring": True, "match_target": 40} if game == "skipbo" else {}))
    game_id = record(db, played)
    places = dict(db.conn.execute("SELECT seat, place FROM seats WHERE game_id = ?", (game_id,)).fetchall())
    assert places == {s.seat: s.place for s in played.rules.standings(played.state)}
    records = played.rules.records(played.state)
    rows = db.conn.execute("SELECT round, seat, total FROM rounds WHERE game_id = ? ORDER BY round, seat",
                           (game_id,)).fetchall()
    assert rows == [(r.number, seat, total) for r in records for seat, total in enumerate(r.totals)]


def test_a_crafted_log_cannot_unpack_without_bound() -> None:
    """A history row's log is unpacked to at most MAX_LOG_BYTES (hostile
    database): a zlib bomb, a cut-off stream and garbage are refused."""
    import zlib

    import pytest

    from cardtable.persistence.history import inflate_log

    small = zlib.compress(b"[1, 2, 3]")
    assert inflate_log(small) == b"[1, 2, 3]"
    bomb = zlib.compress(b"[" + b" " * (2 * 1024 * 1024) + b"]", 9)
    assert len(bomb) < 10_000
    with pytest.raises(ValueError, match="more than"):
        inflate_log(bomb, limit=1024 * 1024)
    with pytest.raises(ValueError, match="cut off"):
        inflate_log(small[:-3])
    with pytest.raises(zlib.error):
        inflate_log(b"not zlib at all")
