"""The figures per player and game, and ``python -m cardtable.stats --json``."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from cardtable.persistence.history import History
from cardtable.seats import Seat
from cardtable.stats.compute import statistics
from tests.history.selfplay import play, quick_play, record

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def filled(tmp_path_factory):
    """12 games of Anna: Phase 10 against easy (and Bob), Skip-Bo matches against hard."""
    path = tmp_path_factory.mktemp("stats") / "cardtable.sqlite3"
    history = History.open(path)
    games = []
    for seed in range(6):
        seats = [Seat("Anna"), Seat("C", "computer", "easy")] + ([Seat("Bob")] if seed % 2 else [])
        games.append(play("phase10", seed, seats, phases=[1, 2]))
        games.append(quick_play("skipbo", seed, [Seat("Anna"), Seat("C", "computer", "hard")],
                                match_scoring=True, match_target=50))
    for index, played in enumerate(games):
        record(history, played, finished=f"2026-01-01T10:{index:02d}:00Z")
    history.close()
    return path, games


def _anna(stats, game):
    return next(p for p in stats.players if p.name == "Anna" and p.game == game)


def test_wins_streaks_and_win_rates_agree_with_the_games(filled):
    path, games = filled
    history = History.open(path)
    stats = statistics(history)
    history.close()
    for game in ("phase10", "skipbo"):
        mine = [g for g in games if g.rules.game_id == game]
        won = [0 in g.rules.result(g.state).winners for g in mine]
        anna = _anna(stats, game)
        assert (anna.games, anna.wins) == (len(mine), sum(won))
        streak = best = 0
        for w in won:
            streak = streak + 1 if w else 0
            best = max(best, streak)
        assert (anna.current_streak, anna.best_streak) == (streak, best)
    p10 = _anna(stats, "phase10")
    with_bob = [g for g in games if g.rules.game_id == "phase10" and len(g.seats) == 3]
    assert p10.against["people"] == [len(with_bob), sum(0 in g.rules.result(g.state).winners for g in with_bob)]
    assert p10.against["easy"][0] == 6 and "hard" not in p10.against
    assert _anna(stats, "skipbo").against["hard"][0] == 6


def test_phase10_and_skipbo_figures_agree_with_the_score_sheets(filled):
    path, games = filled
    history = History.open(path)
    stats = statistics(history)
    history.close()
    p10 = [g for g in games if g.rules.game_id == "phase10"]
    records = [r for g in p10 for r in g.state.history]
    anna = _anna(stats, "phase10")
    assert anna.rounds == len(records)
    assert anna.phases_laid == sum(r.completed[0] for r in records)
    assert anna.penalty == sum(r.penalties[0] for r in records)
    assert anna.rounds_to_finish == pytest.approx(len(records) / len(p10))
    failed_1 = sum(1 for r in records if r.phases[0] == 1 and not r.completed[0])
    assert anna.phase_failures[1][1] == failed_1
    sb = [g for g in games if g.rules.game_id == "skipbo"]
    deals = [d for g in sb for d in g.state.history]
    lost = [d.stock_left[0] for d in deals if 0 not in d.winners]
    skipbo = _anna(stats, "skipbo")
    assert skipbo.stock_left_when_losing == pytest.approx(sum(lost) / len(lost) if lost else None)
    assert skipbo.games_to_target == pytest.approx(len(deals) / len(sb))


def test_the_command_line_prints_the_same_figures_as_json(filled):
    path, _games = filled
    out = subprocess.run([sys.executable, "-m", "cardtable.stats", "--json", "--db", str(path)],
                         capture_output=True, text=True, cwd=ROOT, check=True).stdout
    doc = json.loads(out)
    history = History.open(path)
    expected = json.loads(json.dumps(statistics(history).to_json()))
    history.close()
    assert doc == expected
    anna = next(p for p in doc["players"] if p["name"] == "Anna" and p["game"] == "skipbo")
    assert anna["games"] == 6 and anna["against"]["hard"]["games"] == 6
    text = subprocess.run([sys.executable, "-m", "cardtable.stats", "--db", str(path)],
                          capture_output=True, text=True, cwd=ROOT, check=True).stdout
    assert "12 finished games" in text and "Anna" in text


def test_the_command_line_reports_a_bad_database_path(tmp_path):
    proc = subprocess.run([sys.executable, "-m", "cardtable.stats", "--db", str(tmp_path)],
                          capture_output=True, text=True, cwd=ROOT)
    assert proc.returncode == 1 and "error:" in proc.stderr


def test_two_computers_of_one_level_play_one_game_and_never_against_themselves(tmp_path):
    from cardtable.persistence.profiles import profiles
    from cardtable.stats.compute import win_rate_over_time

    history = History.open(tmp_path / "cardtable.sqlite3")
    seats = [Seat("Anna"), Seat("C2", "computer", "easy"), Seat("C3", "computer", "easy")]
    games = [play("phase10", seed, seats, phases=[1]) for seed in (1, 2)]
    for index, played in enumerate(games):
        record(history, played, finished=f"2026-01-01T10:{index:02d}:00Z")
    stats = statistics(history)
    easy = next(p for p in stats.players if p.level == "easy" and p.game == "phase10")
    won = [bool({1, 2} & set(g.rules.result(g.state).winners)) for g in games]
    assert (easy.games, easy.wins) == (2, sum(won))
    assert "easy" not in easy.against  # it never plays against itself
    assert easy.against["people"] == [2, sum(won)]
    assert easy.rounds_to_finish == pytest.approx(sum(len(g.state.history) for g in games) / 2)
    assert easy.best_streak <= 2
    assert win_rate_over_time(history, easy.profile_id, "phase10") == [
        sum(won[:n]) / n for n in (1, 2)]  # one point per game played
    anna = _anna(stats, "phase10")
    assert anna.against["easy"][0] == 2
    assert next(p for p in profiles(history) if p.level == "easy").games == 2
    history.close()
