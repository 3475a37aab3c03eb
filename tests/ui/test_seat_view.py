"""Every game tells its window what it may do through one typed view (``SeatView``), never by being probed.

The menus, the chat box, the move log and the panels read capabilities from
``controller.seat_view()``; an object that merely has a ``send_chat`` or a
``remote`` attribute is not a network table, and the UI never asks the
controller's attributes what it is.
"""

from __future__ import annotations

import ast
from pathlib import Path
from types import SimpleNamespace

import pytest
from controller_fakes import FakeRules
from PySide6.QtCore import QObject, Qt, Signal

from cardtable.controller.game_controller import GameController
from cardtable.controller.seat_view import SeatView
from cardtable.seats import Seat
from cardtable.ui.docks.chat_box import ChatBox
from cardtable.ui.window.file_menu import save_refusal

UI = Path(__file__).resolve().parents[2] / "cardtable" / "ui"
#: what the UI calls the game it shows (and the window that holds it)
GAME_NAMES = {"ctl", "controller", "self.controller", "self._controller", "w", "w.controller", "source"}


class _Seat(QObject):
    """A network seat: what the chat box uses."""

    connection_changed = Signal(str)
    note_arrived = Signal(object)
    connection = "connected"

    def send_chat(self, text: str) -> bool:
        return True

    def send_reaction(self, reaction: str) -> bool:
        return True


@pytest.fixture
def local(qtbot):
    rules = FakeRules(3, 2)
    ctl = GameController(rules, rules.new_game({"players": 2}, 7), [Seat("Ann"), Seat("Cpu", "computer", "easy")],
                         seed=7, speed_ms=250, options={"players": 2})
    yield ctl
    ctl.shutdown()


def test_a_local_game_may_be_saved_paused_and_hinted_here(local):
    view = local.seat_view()
    assert (view.human_seats, view.speed_ms) == ((0,), 250)
    assert view.may_save and view.may_pause and view.may_hint and view.may_rematch_here
    assert not (view.remote or view.watching or view.lesson)
    assert view.network is None and view.events_seen is None and view.status == ""
    assert save_refusal(local) == ""


def test_a_game_without_its_options_cannot_be_saved(qtbot):
    rules = FakeRules(3, 2)
    ctl = GameController(rules, rules.new_game({"players": 2}, 7), [Seat("Ann"), Seat("Ben")], seed=7, speed_ms=0)
    try:
        assert not ctl.seat_view().may_save
        assert save_refusal(ctl) == "This game cannot be saved."
    finally:
        ctl.shutdown()


def test_save_refusal_reads_the_view_not_the_class():
    lesson = SimpleNamespace(seat_view=lambda: SeatView(lesson=True, may_save=False), options={"players": 2})
    remote = SimpleNamespace(seat_view=lambda: SeatView(remote=True, may_save=False), options={"players": 2})
    assert save_refusal(lesson).startswith("A lesson cannot be saved")
    assert save_refusal(remote).startswith("The host keeps")


def test_the_chat_box_shows_for_the_network_seat_of_the_view_only(qtbot):
    seat = _Seat()
    talking = SimpleNamespace(seat_view=lambda: SeatView(remote=True, network=seat))
    # an object with a send_chat of its own is not a network table
    pretending = SimpleNamespace(seat_view=lambda: SeatView(), send_chat=lambda text: True)
    box = ChatBox(None)
    qtbot.addWidget(box)
    box.set_controller(talking)
    assert box.controller is seat and not box.isHidden() and box.isEnabled()
    box.set_controller(pretending)
    assert box.controller is None and box.isHidden()


def _probes() -> list[str]:
    found = []
    for path in sorted(UI.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id in ("getattr", "hasattr") and node.args
                    and ast.unparse(node.args[0]) in GAME_NAMES):
                found.append(f"{path.relative_to(UI)}:{node.lineno}")
    return found


def test_the_ui_never_probes_the_game_or_its_window():
    assert _probes() == []


def test_a_network_seat_holds_no_state_only_the_view_the_host_sent(qtbot, make_window, host):
    from network_host import CODE

    from cardtable.ui.network import window_join
    from cardtable.ui.printing.sheets import current_sheet

    a, b = make_window(), make_window()
    ctl_a = window_join.join(a, host.url, CODE, "Anna")
    qtbot.waitUntil(lambda: ctl_a.seat is not None, timeout=5000)
    window_join.join(b, host.url, CODE, "Ben")
    qtbot.waitUntil(lambda: a.waiting_panel is not None and a.waiting_panel.start.isEnabled(), timeout=5000)
    qtbot.mouseClick(a.waiting_panel.start, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: a.table is not None and b.table is not None, timeout=5000)
    for w in (a, b):
        ctl = w.controller
        view = ctl.seat_view()
        assert ctl.state is None  # nothing but this seat's view of the game
        assert view.remote and view.network is ctl and not (view.may_save or view.may_pause or view.lesson)
        assert view.observation is not None and view.observation.seat == ctl.seat
        assert view.public is view.observation and view.held == ()
        assert len(view.standings) == len(ctl.seats) and view.events_seen
        assert current_sheet(ctl, "en") is not None  # the score sheet of what the host sent
    w = a if a.controller.legal_actions() else b
    assert w.controller.check(w.controller.legal_actions()[0]) is None  # a listed move lights up
