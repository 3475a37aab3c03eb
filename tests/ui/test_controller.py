"""GameController: turn flow, computer turns off the UI thread, privacy, autosave."""

from __future__ import annotations

import threading
import time

import pytest
from controller_fakes import FakeRules
from PySide6.QtCore import QTimer

from cardtable.controller.game_controller import NOT_YOUR_TURN, GameController
from cardtable.seats import Seat

H = Seat("Ann")
H2 = Seat("Ben")
C = Seat("Cpu", "computer", "easy")


_LIVE: list[GameController] = []


@pytest.fixture(autouse=True)
def _shutdown_controllers():
    yield
    while _LIVE:
        _LIVE.pop().shutdown()


def make(qtbot, seats, *, rounds=2, hand=3, **kw):
    rules = FakeRules(hand, rounds)
    state = rules.new_game({"players": len(seats)}, 7)
    ctl = GameController(rules, state, seats, seed=7, speed_ms=0, **kw)
    _LIVE.append(ctl)
    return ctl


def test_computer_only_game_plays_to_the_end(qtbot):
    ctl = make(qtbot, [C, Seat("Cpu2", "computer", "hard"), Seat("Cpu3", "computer", "medium")])
    rounds = []
    ctl.round_finished.connect(rounds.append)
    with qtbot.waitSignal(ctl.game_finished, timeout=30000) as blocker:
        pass
    assert blocker.args[0].finished
    assert ctl.is_over()
    assert len(ctl.history) == 2 * 3 * 3  # rounds * players * hand
    assert [r.number for r in rounds] == [1, 2]
    assert not ctl.busy
    assert ctl.viewing_seat() is None and ctl.display_seat() == 0


def test_human_request_accepted_and_rejected(qtbot):
    ctl = make(qtbot, [H, C])
    ctl.start()
    assert ctl.viewing_seat() == 0
    hand = ctl.observation().hand
    assert ctl.legal_actions() == sorted(set(hand))
    rejected = []
    ctl.action_rejected.connect(rejected.append)
    bad = 13  # never dealt
    rejection = ctl.request(bad)
    assert rejection is not None and rejection.rule == "P10-10"
    assert rejected == [rejection]
    assert ctl.history == ()
    with qtbot.waitSignal(ctl.state_changed, timeout=30000):
        assert ctl.request(hand[0]) is None
    assert ctl.history == (hand[0],)
    # now the computer is on turn: the human may not move
    assert ctl.legal_actions() == []
    assert ctl.check(hand[1]).rule == NOT_YOUR_TURN
    qtbot.waitUntil(lambda: ctl.current_seat() == 0, timeout=30000)
    assert ctl.viewing_seat() == 0


def test_hint_is_a_legal_action_of_the_viewing_seat(qtbot):
    ctl = make(qtbot, [H, C])
    ctl.start()
    hint = ctl.hint()
    assert hint in ctl.legal_actions()


def test_pass_and_play_never_exposes_a_hand_before_acknowledge(qtbot):
    ctl = make(qtbot, [H, C, H2], rounds=1)
    seen = []

    def on_change():
        seat = ctl.viewing_seat()
        current = ctl.current_seat()
        if ctl.privacy_pending() is not None:
            assert seat is None and ctl.observation() is None
        if seat is not None and current in ctl.human_seats:
            assert seat == current
        seen.append((current, seat))

    ctl.state_changed.connect(on_change)
    privacy = []
    ctl.privacy_required.connect(privacy.append)
    ctl.start()
    assert privacy == [0]
    assert ctl.viewing_seat() is None and ctl.observation() is None
    assert ctl.legal_actions() == []
    assert ctl.hint() is None
    assert ctl.check(1).rule == NOT_YOUR_TURN
    ctl.acknowledge_privacy()
    assert ctl.viewing_seat() == 0
    while not ctl.is_over():
        seat = ctl.current_seat()
        if seat == 1:
            qtbot.waitUntil(lambda: ctl.current_seat() != 1 or ctl.is_over(), timeout=30000)
            continue
        if ctl.privacy_pending() is not None:
            assert ctl.viewing_seat() is None
            assert ctl.request(ctl.rules.legal_actions(ctl.state)[0]).rule == NOT_YOUR_TURN
            ctl.acknowledge_privacy()
        assert ctl.viewing_seat() == seat
        assert ctl.request(ctl.legal_actions()[0]) is None
    assert privacy[:3] == [0, 2, 0]
    assert len(seen) > 5


def test_single_human_is_always_the_viewing_seat(qtbot):
    ctl = make(qtbot, [C, H, C])
    views = []
    ctl.state_changed.connect(lambda: views.append(ctl.viewing_seat()))
    privacy = []
    ctl.privacy_required.connect(privacy.append)
    qtbot.waitUntil(lambda: ctl.current_seat() == 1, timeout=30000)
    assert set(views) == {1} and privacy == []


def test_autosave_after_every_completed_turn(qtbot):
    saved = []
    ctl = make(qtbot, [C, C], rounds=1, autosave=lambda c: saved.append(len(c.history)))
    qtbot.waitSignal(ctl.game_finished, timeout=30000).wait()
    assert saved == list(range(1, 7))


def test_failed_autosave_is_reported_and_the_game_goes_on(qtbot):
    def broken(_ctl):
        raise OSError("disk full")

    ctl = make(qtbot, [C, C], rounds=1, autosave=broken)
    errors = []
    ctl.autosave_failed.connect(errors.append)
    qtbot.waitSignal(ctl.game_finished, timeout=30000).wait()
    assert errors and "disk full" in errors[0]


class SlowPolicy:
    """Burns CPU in Python for a while, so a decision is under way for long."""

    level = "hard"

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds

    def observe(self, observation):
        pass

    def choose(self, observation):
        end = time.perf_counter() + self.seconds
        while time.perf_counter() < end:
            pass
        return observation.legal_actions[0]


class WaitingPolicy:
    """Thinks until the UI thread says so: only possible off the UI thread."""

    level = "hard"

    def __init__(self) -> None:
        self.released = threading.Event()
        self.threads: set[int] = set()
        self.released_in_time: list[bool] = []

    def observe(self, observation):
        pass

    def choose(self, observation):
        self.threads.add(threading.get_ident())
        self.released.clear()  # only a timer tick from now on releases it
        self.released_in_time.append(self.released.wait(10))
        return observation.legal_actions[0]


def test_computer_players_think_while_the_event_loop_runs(qtbot):
    # the event loop's timer releases every decision: were choose() on the UI
    # thread, no timer could fire and each wait would time out (a timing
    # measurement of the stalls is benchmarks/event_loop.py)
    policy = WaitingPolicy()
    ctl = make(qtbot, [C, C], rounds=1, hand=3, policy_factory=lambda g, lvl, seat, seed: policy)
    timer = QTimer()
    timer.setInterval(1)
    timer.timeout.connect(policy.released.set)
    timer.start()
    with qtbot.waitSignal(ctl.game_finished, timeout=60000):
        pass
    timer.stop()
    assert len(ctl.history) == 6
    assert policy.released_in_time == [True] * 6
    assert threading.get_ident() not in policy.threads


class _StillClock:
    """A move clock that says how long ago the last move was (no wall clock)."""

    def __init__(self, ago: int) -> None:
        self.ago = ago

    def start(self) -> None:
        pass

    def restart(self) -> int:
        return self.ago

    def elapsed(self) -> int:
        return self.ago


@pytest.mark.parametrize(("ago", "wait"), [(0, 60), (25, 35), (90, 0)])
def test_speed_spaces_computer_moves(qtbot, ago, wait):
    """A computer's move waits for the speed's interval minus the time since
    the last move (its thinking counts), never less than nothing."""
    ctl = make(qtbot, [C, C], rounds=1, hand=2)
    ctl.set_speed(60)
    ctl._pace._move_clock = _StillClock(ago)
    waits: list[int] = []
    start = ctl._pace._move_timer.start
    ctl._pace._move_timer.start = lambda ms: (waits.append(ms), start(ms))
    with qtbot.waitSignal(ctl.game_finished, timeout=30000):
        pass
    assert len(waits) >= 4 and set(waits) == {wait}


def test_broken_policy_is_replaced_by_a_legal_move(qtbot):
    class Broken:
        level = "easy"

        def observe(self, o):
            pass

        def choose(self, o):
            raise RuntimeError("bug")

    ctl = make(qtbot, [C, C], rounds=1, policy_factory=lambda *a: Broken())
    qtbot.waitSignal(ctl.game_finished, timeout=30000).wait()
    assert len(ctl.history) == 6


def test_a_computer_player_that_cannot_be_made_still_moves_legally(qtbot):
    def factory(*_args):
        raise ImportError("no such AI")

    ctl = make(qtbot, [C, C], rounds=1, policy_factory=factory)
    qtbot.waitSignal(ctl.game_finished, timeout=30000).wait()
    assert len(ctl.history) == 6


def test_shutdown_while_thinking_is_clean(qtbot):
    ctl = make(qtbot, [C, C], policy_factory=lambda *a: SlowPolicy(0.05))
    qtbot.waitUntil(lambda: ctl.busy, timeout=30000)
    ctl.shutdown()
    moves = len(ctl.history)
    qtbot.wait(120)
    assert len(ctl.history) == moves and not ctl.busy


def test_pause_holds_computer_moves(qtbot):
    ctl = make(qtbot, [C, C], rounds=1)
    ctl.set_paused(True)
    qtbot.wait(100)
    assert ctl.history == ()
    ctl.set_paused(False)
    qtbot.waitSignal(ctl.game_finished, timeout=30000).wait()


def test_seat_count_must_match_the_game():
    rules = FakeRules()
    with pytest.raises(ValueError):
        GameController(rules, rules.new_game({"players": 3}, 1), [H, C], seed=1)
