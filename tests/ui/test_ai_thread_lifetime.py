"""The computer's moves run as the app's worker jobs and never outlive, or die under, their game.

A controller dropped without ``shutdown`` (garbage-collected in a later
test), or closed while a computer still thinks, once aborted the whole
process (a QThread destroyed while running). The computer now thinks in a
job of the app's one pool: those orderings run in a child process here, so
an abort fails one test instead of killing the run; and an answer that
arrives after the game was closed changes nothing.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import threading
from pathlib import Path

from controller_fakes import FakeRules

from cardtable.controller.background_ops import background
from cardtable.controller.game_controller import GameController
from cardtable.seats import Seat

ROOT = Path(__file__).resolve().parents[2]

PRELUDE = """
import gc, sys, threading, time
from PySide6.QtWidgets import QApplication
from controller_fakes import FakeRules
from cardtable.controller.background_ops import background
from cardtable.controller.game_controller import GameController
from cardtable.seats import Seat
app = QApplication([])

class FirstLegal:
    def observe(self, obs):
        pass

    def choose(self, obs):
        return obs.legal_actions[0]

def settle():
    if not background().wait(60):
        sys.exit("a worker job is still running")
    for _ in range(2000):  # until every answer is delivered
        app.processEvents()
        if not background().busy:
            return
        time.sleep(0.005)
    sys.exit("an answer was never delivered")
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
    """A computer has moved; nobody calls shutdown; GC runs."""
    done = run_child("""
        rules = FakeRules(3, 1)
        cpu = Seat("Cpu", "computer", "easy")
        ctl = GameController(rules, rules.new_game({"players": 2}, 7), [cpu, cpu],
                             seed=7, speed_ms=0, policy_factory=lambda *a: FirstLegal())
        ctl.start()
        for _ in range(50):
            app.processEvents()
        del ctl
        gc.collect()
        settle()
    """)
    assert_survived(done)


def test_closing_while_a_computer_thinks_does_not_abort_and_the_answer_is_dropped():
    """The game is shut down and deleted while the policy still thinks; the
    decision ends later, nothing is destroyed under it and nothing is applied."""
    done = run_child("""
        entered, release = threading.Event(), threading.Event()

        class SlowPolicy:
            def observe(self, obs):
                pass

            def choose(self, obs):
                entered.set()
                release.wait(30)
                return obs.legal_actions[0]

        rules = FakeRules(3, 1)
        cpu = Seat("Cpu", "computer", "easy")
        ctl = GameController(rules, rules.new_game({"players": 2}, 7), [cpu, cpu],
                             seed=7, speed_ms=0, policy_factory=lambda *a: SlowPolicy())
        ctl.start()
        assert entered.wait(30)
        moved = []
        ctl.state_changed.connect(lambda: moved.append(1))
        ctl.shutdown()  # returns at once: the policy is still thinking
        assert background().busy
        ctl.deleteLater()
        app.processEvents()
        del ctl
        gc.collect()
        release.set()
        settle()
        assert moved == []
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
            answered.set()  # set before the answer is even handed back
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
    assert background().wait(30)  # the answer is now on its way to the UI thread
    ctl.shutdown()
    qtbot.waitUntil(lambda: not background().busy, timeout=10000)  # deliver it
    assert ctl.state is state and ctl.history == () and changes == []
    assert not ctl.busy


def test_a_computer_never_makes_the_ui_thread_wait(qtbot):
    """A policy that answers only after the UI thread handled a timer: the
    game still moves, so the UI thread went on turning while it thought."""
    from PySide6.QtCore import QTimer

    ticked = threading.Event()

    class Patient:
        def observe(self, obs):
            pass

        def choose(self, obs):
            assert ticked.wait(30)
            return obs.legal_actions[0]

    rules = FakeRules(3, 1)
    cpu = Seat("Cpu", "computer", "easy")
    ctl = GameController(rules, rules.new_game({"players": 2}, 7), [cpu, cpu], seed=7,
                         speed_ms=0, policy_factory=lambda *args: Patient())
    QTimer.singleShot(0, ticked.set)
    ctl.start()
    qtbot.waitUntil(lambda: len(ctl.history) >= 1, timeout=10000)
    ctl.shutdown()
