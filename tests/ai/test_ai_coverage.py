"""The shipped computer players hold only code a level runs: seeded self-play
of every level at 2, 3 and 6 players covers at least 90% of ``cardtable/ai``
and at least 75% of each file (``benchmarks/ai_coverage.py``, quick games)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("coverage")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from benchmarks import ai_coverage


def test_self_play_of_every_level_runs_nearly_all_of_the_ai():
    # a fresh interpreter: the modules' own lines count only if imported under coverage
    root = Path(__file__).resolve().parents[2]
    done = subprocess.run([sys.executable, str(root / "benchmarks" / "ai_coverage.py"), "--quick", "--json"],
                          capture_output=True, text=True, cwd=root, timeout=300,
                          env={**os.environ, "PYTHONPATH": str(root)})
    result = json.loads(done.stdout)
    assert ai_coverage.failures(result) == [], done.stderr
    assert done.returncode == 0
    assert result["files"]["skipbo/reply.py"]["percent"] >= 75.0  # hard's reply is played


def test_the_goals_catch_a_file_no_level_runs():
    result = {"problems": [], "total": 95.0,
              "files": {"skipbo/experiment.py": {"percent": 10.0, "missing": [3, 4]},
                        "emergency.py": {"percent": 10.0, "missing": [5]}}}
    assert ai_coverage.failures(result) == ["skipbo/experiment.py: 10.0% < 75.0% (lines [3, 4])"]
