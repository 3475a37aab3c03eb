"""Finished score-keeper games go into the history (schema 2: games.source)."""

from __future__ import annotations

import sqlite3

import pytest

from cardtable.engine.phase10.options import Options
from cardtable.engine.skipbo.options import SkipBoOptions
from cardtable.keeper import KeeperGame, Phase10Entry, SkipBoEntry
from cardtable.persistence import history as history_module
from cardtable.persistence.history import History, HistoryError
from cardtable.persistence.history_list import history_rows
from cardtable.seats import Seat
from cardtable.stats.compute import statistics
from cardtable.stats.entry import kept_game
from tests.history.selfplay import play, record


def finished_phase10() -> KeeperGame:
    game = KeeperGame("phase10", ("Anna", "Ben"), Options(players=2, first_dealer=1, phases=(9, 10)),
                      started="2026-12-01T19:00:00Z")
    game = game.add(Phase10Entry((True, False), (0, 35), 0))
    game = game.add(Phase10Entry((True, True), (20, 0), 1))
    assert game.finished and game.progress.winners == (0,)
    return game


def test_a_kept_game_is_recorded_with_its_rounds(tmp_path):
    history = History.open(tmp_path / "h.sqlite3")
    game_id = history.record(kept_game(finished_phase10(), finished="2026-12-01T20:00:00Z"))
    assert game_id is not None
    assert history.record(kept_game(finished_phase10())) is None  # written once
    conn = history.conn
    row = conn.execute("SELECT game, source, moves, rounds, reason, seed FROM games").fetchone()
    assert row == ("phase10", "keeper", 0, 2, "phase-complete", "0")
    seats = conn.execute("SELECT name, kind, place, won, score, laid, penalty FROM seats ORDER BY seat").fetchall()
    assert seats == [("Anna", "human", 1, 1, 20, 2, 20), ("Ben", "human", 2, 0, 35, 1, 35)]
    rounds = conn.execute("SELECT round, seat, won, phase, completed, penalty, total FROM rounds"
                          " ORDER BY round, seat").fetchall()
    assert rounds == [(1, 0, 1, 9, 1, 0, 0), (1, 1, 0, 9, 0, 35, 35), (2, 0, 0, 10, 1, 20, 20),
                      (2, 1, 1, 9, 1, 0, 35)]
    assert conn.execute("SELECT COUNT(*) FROM deals").fetchone()[0] == 0  # not in Fair deal
    [listed] = history_rows(history)
    assert listed.source == "keeper"
    with pytest.raises(HistoryError) as info:
        history.replay_source(game_id)
    assert info.value.code == "kept-score"
    stats = statistics(history)
    anna = next(p for p in stats.players if p.name == "Anna")
    assert (anna.games, anna.wins) == (1, 1)
    assert stats.fair == []
    history.close()


def test_a_kept_skipbo_match_is_recorded(tmp_path):
    game = KeeperGame("skipbo", ("A", "B"), SkipBoOptions(players=2, match_scoring=True, match_target=200))
    game = game.add(SkipBoEntry(0, (0, 30))).add(SkipBoEntry(0, (0, 20)))
    assert game.finished
    history = History.open(tmp_path / "h.sqlite3")
    history.record(kept_game(game))
    assert history.conn.execute("SELECT match, rounds, reason FROM games").fetchone() == (1, 2, "match")
    assert history.conn.execute("SELECT score FROM seats ORDER BY seat").fetchall() == [(300,), (0,)]
    history.close()


def test_a_table_game_still_replays_and_keeps_source_table(tmp_path):
    history = History.open(tmp_path / "h.sqlite3")
    game_id = record(history, play("phase10", 3, [Seat("A"), Seat("B")]))
    assert history.conn.execute("SELECT source FROM games").fetchone() == ("table",)
    assert history.replay_source(game_id).game == "phase10"
    history.close()


def test_a_version_1_database_is_migrated_keeping_its_games(tmp_path):
    path = tmp_path / "old.sqlite3"
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("BEGIN")
    history_module.MIGRATIONS[0](conn)  # exactly the tables of schema 1
    conn.execute("PRAGMA user_version = 1")
    conn.execute("COMMIT")
    assert "source" not in [c[1] for c in conn.execute("PRAGMA table_info(games)")]
    conn.execute("INSERT INTO games (uid, game, finished, seed, options, players, moves, rounds, reason,"
                 " app_version, actions) VALUES ('u', 'skipbo', 'f', '1', '{}', 2, 10, 1, 'stock-empty', '0', x'')")
    conn.close()
    history = History.open(path)
    assert history.conn.execute("PRAGMA user_version").fetchone()[0] == 2
    assert history.conn.execute("SELECT uid, source FROM games").fetchall() == [("u", "table")]
    history.record(kept_game(finished_phase10()))
    assert history.count() == 2
    history.close()
