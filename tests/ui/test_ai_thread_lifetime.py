"""The computer's worker thread never outlives, or dies under, its owner.

Qt aborts the whole process ("QThread: Destroyed while thread is still
running") when a running QThread is destroyed. That is what killed xdist
workers in CI: a controller dropped without ``shutdown`` was
garbage-collected in a later test. A player closing a game while a computer
thinks past ``stop``'s wait hit the same abort. Those orderings run in a child
process here, so the old abort fails one test instead of killing the run.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import threading
from pathlib import Path

from controller_fakes import FakeRules

from cardtable.controller.ai_worker import live_threads
from cardtable.controller.game_controller import GameController
from cardtable.seats import Seat

ROOT = Path(__file__).resolve().parents[2]

PRELUDE = """
import gc, sys, threading, time
from PySide6.QtWidgets import QApplication
from controller_fakes import FakeRules
from cardtable.controller import ai_worker
from cardtable.controller.game_controller import GameController
from cardtable.seats import Seat
app = QApplication([])

class FirstLegal:
    def observe(self, obs):
        pass

    def choose(self, obs):
        return obs.legal_actions[0]

def settle():
    for _ in range(2000):  # until the thread has ended and been released
        app.processEvents()
        if ai_worker.live_threads() == 0:
            return
        time.sleep(0.005)
    sys.exit("a worker thread is still alive")
"""


def run_child(body: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONFAULTHANDLER="1",
               PYTHONPATH=os.pathsep.join([str(ROOT), str(ROOT / "tests" / "ui")]))
    script = PRELUDE + textwrap.dedent(body) + "\nprint('survived')\n"
    return subprocess.run([sys.executable, "-c", script], env=env, cwd=ROOT,
                          capture_output=True, text=True, timeout=120)


def assert_survived(done: subprocess.CompletedProcess) -> None:
    assert done.returncode == 0 and "survived" in done.stdout, done.stderr[-2000:]
    assert "Destroyed while thread" not in done.stderr


def test_a_controller_dropped_without_shutdown_does_not_abort_the_process():
    """A computer has moved (its thread runs); nobody calls shutdown; GC runs."""
    done = run_child("""
        rules = FakeRules(3, 1)
        cpu = Seat("Cpu", "computer", "easy")
        ctl = GameController(rules, rules.new_game({"players": 2}, 7), [cpu, cpu],
                             seed=7, speed_ms=0, policy_factory=lambda *a: FirstLegal())
        ctl.start()
        for _ in range(50):
            app.processEvents()
        assert ai_worker.live_threads() == 1
        del ctl
        gc.collect()
        settle()
    """)
    assert_survived(done)


def test_closing_while_a_computer_thinks_past_the_wait_does_not_abort():
    """``stop`` gives up waiting while the policy still thinks; then the
    owner is deleted; the decision ends later and nothing is destroyed under it."""
    done = run_child("""
        entered, release = threading.Event(), threading.Event()
        answered = []

        class SlowPolicy:
            def observe(self, obs):
                pass

            def choose(self, obs):
                entered.set()
                release.wait(30)
                return 0

        ai = ai_worker.AiThread()
        ai.worker.chosen.connect(lambda token, action: answered.append(token))
        ai.request(1, SlowPolicy(), [], None)
        assert entered.wait(30)
        ai.stop(timeout_ms=0)  # the wait runs out: the policy is still thinking
        del ai
        gc.collect()
        release.set()
        settle()
    """)
    assert_survived(done)


def test_an_answer_arriving_after_shutdown_changes_nothing(qtbot):
    """The worker has answered, the answer is queued, then the game is closed:
    the move is not applied and no signal fires from the dead controller."""
    answered = threading.Event()

    class Policy:
        def observe(self, obs):
            pass

        def choose(self, obs):
            action = obs.legal_actions[0]
            answered.set()  # set before the queued answer is even emitted
            return action

    rules = FakeRules(3, 1)
    cpu = Seat("Cpu", "computer", "easy")
    ctl = GameController(rules, rules.new_game({"players": 2}, 7), [cpu, cpu], seed=7,
                         speed_ms=0, policy_factory=lambda *args: Policy())
    changes: list[object] = []
    ctl.state_changed.connect(lambda: changes.append("state"))
    ctl.start()  # asks the worker; no event-loop turn from here to shutdown
    changes.clear()
    state = ctl.state
    assert answered.wait(30)
    ctl.shutdown()  # waits for the thread: the answer is now queued to us
    qtbot.wait(50)  # deliver it
    assert ctl.state is state and ctl.history == () and changes == []
    assert not ctl.busy and live_threads() == 0
