"""The app's one way to run work off the UI thread: results and errors come
back on the UI thread, a cancelled job's result is dropped, a lane keeps its
order, and the UI thread never waits for a job."""

from __future__ import annotations

import threading

import pytest

from cardtable.controller.background_ops import BackgroundOps


@pytest.fixture
def ops(qtbot):
    made = BackgroundOps()
    yield made
    assert made.wait(10)
    qtbot.waitUntil(lambda: not made.busy, timeout=10000)


def test_the_result_comes_back_on_the_ui_thread_and_the_work_ran_on_a_worker(qtbot, ops):
    ran_on, told = [], []
    ops.run(lambda: ran_on.append(threading.current_thread()) or 42,
            done=lambda value: told.append((value, threading.current_thread())))
    qtbot.waitUntil(lambda: bool(told), timeout=10000)
    assert told == [(42, threading.main_thread())]
    assert ran_on and ran_on[0] is not threading.main_thread()


def test_an_exception_goes_to_the_failure_callback_on_the_ui_thread(qtbot, ops):
    failures, results = [], []

    def broken() -> int:
        raise ValueError("no disk")

    ops.run(broken, done=results.append, failed=lambda exc: failures.append((exc, threading.current_thread())))
    qtbot.waitUntil(lambda: bool(failures), timeout=10000)
    [(error, thread)] = failures
    assert isinstance(error, ValueError) and str(error) == "no disk"
    assert thread is threading.main_thread() and results == []


def test_a_cancelled_job_delivers_nothing_and_one_not_begun_never_runs(qtbot, ops):
    entered, release = threading.Event(), threading.Event()
    ran, told = [], []

    def slow() -> str:
        entered.set()
        release.wait(30)
        return "late"

    running = ops.run(slow, done=told.append, lane="one")
    waiting = ops.run(lambda: ran.append("second") or "second", done=told.append, lane="one")
    assert entered.wait(30)
    running.cancel()
    waiting.cancel()
    release.set()
    assert ops.wait(10)
    qtbot.waitUntil(lambda: not ops.busy, timeout=10000)
    assert told == [] and ran == []
    assert running.cancelled and waiting.cancelled


def test_the_jobs_of_one_lane_run_in_order_one_at_a_time(qtbot, ops):
    order, inside, overlaps = [], [], []

    def job(i: int):
        def work() -> int:
            inside.append(i)
            if len(inside) > 1:
                overlaps.append(tuple(inside))
            order.append(i)
            inside.remove(i)
            return i
        return work

    told: list[int] = []
    for i in range(20):
        ops.run(job(i), done=told.append, lane="history")
    qtbot.waitUntil(lambda: len(told) == 20, timeout=10000)
    assert order == told == list(range(20)) and overlaps == []


def test_the_ui_thread_keeps_turning_while_a_job_is_slow_and_is_told_when_it_is_idle(qtbot, ops):
    """A job blocked until the UI thread has handled a timer: had the UI
    thread waited for the job, the timer could never have fired."""
    from PySide6.QtCore import QTimer

    ticked = threading.Event()
    busy: list[bool] = []
    idle: list[str] = []
    ops.busy_changed.connect(busy.append)
    ops.run(lambda: ticked.wait(30), lane="hosting")
    ops.when_idle(lambda: idle.append("hosting"), ["hosting"])
    ops.when_idle(lambda: idle.append("other"), ["autosave"])
    QTimer.singleShot(0, ticked.set)
    qtbot.waitUntil(lambda: "hosting" in idle, timeout=10000)
    assert ticked.is_set() and busy == [True, False]
    assert idle == ["other", "hosting"]  # a lane with nothing in it is idle at once


def test_deliver_hands_over_the_results_of_jobs_that_have_run_at_once(qtbot, ops):
    told: list[int] = []
    ops.run(lambda: 7, done=told.append, lane="autosave")
    assert ops.wait(10, ["autosave"])
    assert told == [] and ops.lane_busy("autosave")  # run, not yet delivered
    ops.deliver()
    assert told == [7] and not ops.lane_busy("autosave") and not ops.busy
