"""The tournament command of benchmarks/: its statistics and a short real run."""

from __future__ import annotations

import importlib.util
import json
import math
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def tournament():
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    spec = importlib.util.spec_from_file_location("tournament_under_test", ROOT / "benchmarks" / "tournament.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_wilson_interval_known_values(tournament):
    low, high = tournament.wilson(50, 100)
    assert math.isclose(low, 0.4038, abs_tol=1e-4) and math.isclose(high, 0.5962, abs_tol=1e-4)
    low, high = tournament.wilson(95, 100)
    assert math.isclose(low, 0.8883, abs_tol=1e-4) and math.isclose(high, 0.9785, abs_tol=1e-4)
    assert tournament.wilson(0, 10)[0] == 0.0 and math.isclose(tournament.wilson(10, 10)[1], 1.0)
    assert tournament.wilson(0, 0) == (0.0, 1.0)


def test_wilson_narrows_with_more_games(tournament):
    small = tournament.wilson(60, 100)
    large = tournament.wilson(600, 1000)
    assert large[1] - large[0] < small[1] - small[0]
    assert large[0] < 0.6 < large[1]


def test_percentile_nearest_rank(tournament):
    values = [float(v) for v in range(1, 101)]
    assert tournament.percentile(values, 50) == 50.0
    assert tournament.percentile(values, 99) == 99.0
    assert tournament.percentile(values, 100) == 100.0
    assert math.isnan(tournament.percentile([], 50))


def test_summary_counts_shared_wins_for_each_sharer(tournament):
    records = [
        {"seat_names": ["a", "b"], "finished": True, "winners": [0], "actions": 3, "turns": 2,
         "reason": "stock-empty", "times": {"a": [0.001], "b": [0.002]}, "illegal": [], "errors": []},
        {"seat_names": ["b", "a"], "finished": True, "winners": [0, 1], "actions": 3, "turns": 3,
         "reason": "blocked", "times": {"a": [0.003]}, "illegal": ["b: x"], "errors": []},
    ]
    s = tournament.summarize(["a", "b"], records)
    assert s["reasons"] == {"stock-empty": 1, "blocked": 1} and s["blocked"] == 1
    assert s["blocked_rate"] == 0.5 and s["blocked_ci95"] == list(tournament.wilson(1, 2))
    assert s["turns_per_player"] == {"p50": 1.0, "max": 1.5}
    assert s["bots"]["a"]["wins"] == 2 and s["bots"]["b"]["wins"] == 1
    assert s["bots"]["b"]["shared_wins"] == 1 and s["shared_games"] == 1
    assert s["illegal"] == 1
    assert s["bots"]["a"]["ms"]["max"] == 3.0


def test_smoke_run_swaps_seats_and_reports(tournament, capsys):
    code = tournament.main(["--game", "skipbo", "--seats", "easy,naive", "--games", "4", "--seed", "3",
                            "--procs", "1", "--set", "stock_size=5", "--json"])
    out = json.loads(capsys.readouterr().out)
    assert code == 0
    assert out["games"] == 4 and out["illegal"] == 0 and out["errors"] == 0
    bots = out["bots"]
    assert bots["easy"]["wins"] + bots["naive"]["wins"] - out["shared_games"] == 4
    assert bots["easy"]["decisions"] > 0 and bots["naive"]["decisions"] > 0
    assert set(bots["easy"]["ms"]) == {"p50", "p95", "p99", "max"}


def test_seats_rotate_between_games(tournament):
    jobs = [("skipbo", ("easy", "naive"), {"stock_size": 5}, 1, i) for i in range(2)]
    seatings = [tournament.play_game(job)["seat_names"] for job in jobs]
    assert seatings == [["easy", "naive"], ["naive", "easy"]]


def test_illegal_choices_are_counted_and_the_game_goes_on(tournament, monkeypatch):
    from cardtable.engine.skipbo import Discard

    class Cheater:
        level = "cheater"

        def observe(self, observation):
            pass

        def choose(self, observation):
            return Discard(12, 9)  # never legal: there is no discard pile 9

    real = tournament.make_bot
    monkeypatch.setattr(tournament, "make_bot",
                        lambda game, name, seat, seed: Cheater() if name == "easy" else real(game, name, seat, seed))
    record = tournament.play_game(("skipbo", ("easy", "naive"), {"stock_size": 5}, 1, 0))
    assert record["finished"] and record["illegal"]
    assert "easy" in record["illegal"][0]


def test_unknown_bot_is_refused(tournament):
    with pytest.raises(SystemExit):
        tournament.main(["--game", "skipbo", "--seats", "hard,nobody", "--games", "2"])


def test_phase10_levels_take_parameter_changes(tournament):
    assert tournament.split_bot("phase10", "hard+leftover=0+extras_below=0") == (
        "hard", {"leftover": 0, "extras_below": 0})
    bot = tournament.make_bot("phase10", "hard+leftover=0.5", 0, 1)
    assert bot.level == "hard" and bot.p["leftover"] == 0.5 and bot.p["feed"] == 1.0
    assert tournament.bot_exists("phase10", "medium+outs=1.3")
    for bad in ("hard+nonsense=1", "hard+leftover", "greedy+outs=1"):
        assert not tournament.bot_exists("phase10", bad), bad
    assert not tournament.bot_exists("skipbo", "hard+outs=1")
    with pytest.raises(SystemExit):
        tournament.main(["--game", "phase10", "--seats", "hard+bogus=1,medium", "--games", "2"])


def test_tables_play_the_pattern_at_each_table_size(tournament, capsys):
    assert tournament.parse_tables("2-4,6") == [2, 3, 4, 6]
    with pytest.raises(ValueError):
        tournament.parse_tables("1-3")
    code = tournament.main(["--game", "skipbo", "--seats", "easy", "--tables", "2,3", "--games", "2",
                            "--seed", "3", "--procs", "1", "--set", "stock_size=5", "--json"])
    out = json.loads(capsys.readouterr().out)
    assert code == 0
    assert sorted(out["tables"]) == ["2", "3"]
    three = out["tables"]["3"]
    assert three["games"] == 2 and three["bots"]["easy"]["seats"] == 3
    assert sum(three["reasons"].values()) == 2 and 0 <= three["blocked_rate"] <= 1
