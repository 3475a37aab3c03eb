"""benchmarks/phase10_decision_time.py times the decisions of the measured level only.

No timing is asserted (timing belongs in benchmarks/): the test checks that
the benchmark plays the same seeded games as the tournament and attributes
one CPU time to each decision of the measured level, none to its opponent.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]


def _load(name: str):
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    spec = importlib.util.spec_from_file_location(f"{name}_under_test", ROOT / "benchmarks" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_one_time_per_decision_of_the_measured_level():
    bench, tournament = _load("phase10_decision_time"), _load("tournament")
    times = bench.cpu_times("easy", 2, seed=3, opponent="medium")
    games = [tournament.play_game(("phase10", ("easy", "medium"), {}, 3, i)) for i in range(2)]
    assert len(times) == sum(len(g["times"]["easy"]) for g in games)
    assert all(t >= 0 for t in times)

