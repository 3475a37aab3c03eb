"""Fixtures of the UI tests: one main window and one way to start a game in it.

``make_window(translations=None)``: a MainWindow (for a test that brings its
own translations); ``window``: a MainWindow with its settings and data in a temporary folder,
shown, closed after the test. ``start_game(game, kinds, **extra)``: starts a
game the way the New game dialog does (seed 5, seats "P0", "P1", ...; kinds
"human"/"computer"; ``extra`` adds dialog choices such as ``phase10={...}``)
with computer moves at once, and returns its controller. ``play_state``
starts a game at a given state through the window's public ``set_game``
(no test sets a controller's private fields).

Every UI test must leave no computer-player thread running (shut its
controller down): a leaked thread once aborted a later test's worker.

Python's cycle collector is off while a UI test runs and after it until its
widgets are closed, then it runs once. A test's table or window often lives
in reference cycles (signal connections to bound methods and lambdas), and
pytest-qt holds its widgets only weakly: when the test function returns, such
a widget is still shown but is garbage, and an automatic collection that
happened to start inside a Python event handler of one of its children (a
paint, a timer) during pytest-qt's event processing after the call deleted
that child under the running handler. That is the signature of the intermittent worker
segfaults seen in CI (always in ``_process_events`` right after a UI test's
call, a different test each time, more often on a loaded machine).
``test_gc_between_tests.py`` shows the crash in a child process.
"""

from __future__ import annotations

import gc

import pytest

from cardtable.seats import Seat
from cardtable.ui.settings import Settings
from cardtable.ui.window.main_window import MainWindow


@pytest.fixture(autouse=True)
def _collect_garbage_only_between_tests():
    enabled = gc.isenabled()
    gc.disable()
    yield
    if enabled:
        gc.enable()
    gc.collect()


@pytest.fixture
def host():
    """A network table's host on 127.0.0.1 (``network_host.HostThread``), stopped after the test."""
    from network_host import HostThread

    made = HostThread()
    yield made
    made.stop()


@pytest.fixture(autouse=True)
def _no_network_thread_left():
    yield
    from network_host import network_threads

    assert not network_threads(), "a network thread was left running"


@pytest.fixture(autouse=True)
def _fresh_announcer():
    """The announcer is one per application: each test starts with nothing said or
    waiting, and unpaced (an earlier test's game speed set its pace)."""
    import sys

    module = sys.modules.get("cardtable.ui.speech.announce")
    if module is not None and module._announcer is not None:
        module._announcer.clear()
        module._announcer.pace_ms = 0
    yield


@pytest.fixture(autouse=True)
def _no_background_job_left():
    """No computer's move or save of one test runs on into the next."""
    yield
    import sys

    module = sys.modules.get("cardtable.controller.background_ops")
    if module is not None and module._ops is not None:
        assert module._ops.wait(30), "a background job (a computer's move, a save) is still running"


@pytest.fixture
def make_window(qtbot, tmp_path, monkeypatch):
    """``make_window(translations=None)``: a shown MainWindow, closed after the test."""
    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(tmp_path))
    made: list[MainWindow] = []

    def make(translations=None) -> MainWindow:
        w = MainWindow(Settings(tmp_path / "settings.ini"), translations)
        qtbot.addWidget(w)
        w.show()
        made.append(w)
        return w

    yield make
    for w in made:
        w.close_game()
    import sys

    if "cardtable.controller.background_ops" in sys.modules:  # a hosted table stops on a worker
        from cardtable.controller.background_ops import background

        assert background().wait(30)  # (its answer is dropped: the window is gone by then)


@pytest.fixture
def window(make_window):
    return make_window()


@pytest.fixture
def start_game(window):
    from cardtable.ui.dialogs.new_game import NewGameDialog

    def start(game: str, kinds: list[str], **extra):
        dialog = NewGameDialog(None, window)
        data = {"game": game, "players": len(kinds), "seed": "5",
                "seats": [{"kind": k, "name": f"P{i}", "level": "easy"}
                          for i, k in enumerate(kinds)]}
        data.update(extra)
        dialog.set_choices(data)
        dialog.seed.setText(str(data["seed"]))  # typed, as a player would: never remembered
        choice, problem = dialog.build_choice()
        assert choice is not None, problem
        window.settings.set_ai_speed_ms(0)
        window.start_game(choice)
        return window.controller

    return start


@pytest.fixture
def play_state(window):
    """``play_state(rules, state, kinds)``: the window plays ``state`` (seed 5)."""

    def play(rules, state, kinds: list[str]):
        seats = [Seat(f"P{i}") if k == "human" else Seat(f"P{i}", "computer", "easy")
                 for i, k in enumerate(kinds)]
        window.settings.set_ai_speed_ms(0)
        return window.set_game(rules, state, seats, seed=5, options=state.options)

    return play


@pytest.fixture
def recorded_games(monkeypatch):
    """Every finished game handed to the history's recorder during the test (recorded as usual too)."""
    from cardtable.controller.recording import Recorder

    submitted: list = []
    original = Recorder.submit

    def submit(self, game, after=None):
        submitted.append(game)
        return original(self, game, after)

    monkeypatch.setattr(Recorder, "submit", submit)
    return submitted


@pytest.fixture
def hosting_on_loopback(monkeypatch):
    """A window that hosts a network table listens on 127.0.0.1 only, on a free port."""
    from cardtable.ui.network import window_hosting

    monkeypatch.setattr(window_hosting, "LISTEN", {"address": "127.0.0.1", "port": 0})
