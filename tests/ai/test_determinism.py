"""The same seed gives the same game, however busy the machine.

Computer players budget their thinking in counted work (search positions,
sampled deals), not in wall-clock time; the clock is only an emergency
stop (``cardtable.ai.emergency``) that logs when it fires. These tests play
seeded 4-player games twice, once on a machine loaded by other processes and
once with a clock that runs far too fast (a machine stalled at every look),
and compare the action logs.
"""

from __future__ import annotations

import json
import logging
import os
import subprocess
import sys
import time
from contextlib import contextmanager

import pytest

from cardtable.ai import selfplay
from cardtable.ai.base import make_policy
from cardtable.ai.emergency import EMERGENCY_SECONDS, EmergencyStop
from cardtable.engine.registry import get_rules

SEATS = ["hard", "medium", "easy", "hard"]


def play(game: str, seed: int, levels=SEATS, options=None, policy=make_policy) -> list:
    """One seeded game with a computer player in every seat: its action log."""
    rules = get_rules(game)
    opts = rules.options_from_json({**(options or {}), "players": len(levels)})
    bots = [policy(game, level, s, seed * 10 + s) for s, level in enumerate(levels)]
    return [rules.action_to_json(a) for a in selfplay.play(rules, opts, seed, bots).actions]


@contextmanager
def busy_machine():
    """Twice as many CPU-burning processes as there are cores, for the duration."""
    burners = [subprocess.Popen([sys.executable, "-c", "while True: pass"])
               for _ in range(2 * (os.cpu_count() or 2))]
    try:
        time.sleep(0.2)  # let them start burning
        yield
    finally:
        for proc in burners:
            proc.kill()
        for proc in burners:
            proc.wait()


class RacingClock:
    """A clock that jumps ``step`` seconds at every look: to a policy that
    watches the clock, every decision seems to run on a hopelessly slow machine."""

    def __init__(self, step: float) -> None:
        self.now = 1000.0
        self.step = step

    def __call__(self) -> float:
        self.now += self.step
        return self.now


# medium Skip-Bo seats at seed 2046: the game the old 35 ms time limit played
# differently under this load from action 85 on
@pytest.mark.parametrize("game,seed,levels", [("skipbo", 2046, ["medium"] * 4), ("phase10", 2026, SEATS)])
def test_same_seed_same_game_on_a_loaded_machine(game, seed, levels):
    idle = play(game, seed, levels)
    with busy_machine():
        loaded = play(game, seed, levels)
    assert len(idle) > 100
    assert loaded == idle


@pytest.mark.parametrize("game,options", [("skipbo", {"stock_size": 20}), ("phase10", {})])
def test_same_seed_same_game_when_every_look_at_the_clock_takes_long(game, options, monkeypatch):
    calm = play(game, 7, options=options)
    # 20 ms per look: a search that looks every 64 positions would think it used
    # 35 ms after 2 looks and 450 ms after 23; the emergency stop (20 s) is
    # 1,000 looks (64,000 positions) away, eight times the largest budget
    for name in ("perf_counter", "monotonic"):
        monkeypatch.setattr(time, name, RacingClock(0.02))
    assert play(game, 7, options=options) == calm


def test_emergency_stop_fires_only_after_its_seconds_and_logs(caplog):
    clock = RacingClock(0.0)
    stop = EmergencyStop("test seat", clock=clock)
    clock.now += EMERGENCY_SECONDS - 0.01
    assert not stop.fired()
    assert not caplog.records
    clock.now += 0.02
    with caplog.at_level(logging.WARNING, logger="cardtable.ai.emergency"):
        assert stop.fired()
        assert stop.fired()  # stays fired, logged once
    assert len(caplog.records) == 1 and "test seat" in caplog.records[0].getMessage()


def test_skipbo_hard_reply_deals_do_not_depend_on_the_process():
    # hard's look past its turn (2 players) samples deals from a generator seeded
    # by the position: another interpreter with another hash seed plays the same game
    code = ("import json, sys; sys.path.insert(0, 'tests/ai'); from test_determinism import play; "
            "print(json.dumps(play('skipbo', 11, ['hard', 'medium'], {'stock_size': 8})))")
    here = play("skipbo", 11, ["hard", "medium"], {"stock_size": 8})
    for hash_seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env,
                             check=True, cwd=os.path.dirname(os.path.dirname(os.path.dirname(__file__))))
        assert json.loads(out.stdout) == here
    assert len(here) > 20
