"""A replay of a game of computers only: "Continue from here" lets the user
pick the seat to take over (the others stay computers), and says so in its
tooltip; Cancel starts nothing. Through the real window and replay window."""

from __future__ import annotations

from cardtable.persistence.savefile import replay
from cardtable.seats import Seat
from cardtable.ui.replay.opening import open_replay_file
from tests.history.selfplay import quick_play
from tests.ui.replay_helpers import click, save_file

ROBOTS = [Seat("Ada", "computer", "easy"), Seat("Bo", "computer", "easy"),
          Seat("Cy", "computer", "medium")]


def _viewer(window, tmp_path):
    played = quick_play("phase10", 7, ROBOTS, phases=[1, 2])
    viewer = open_replay_file(window, save_file(tmp_path / "robots.cardtable", played, moves=30))
    return played, viewer


def test_all_computer_replay_continues_with_a_seat_taken_over(window, qtbot, tmp_path):
    window.settings.set_ai_speed_ms(0)
    played, viewer = _viewer(window, tmp_path)
    click(qtbot, viewer.end_button)
    click(qtbot, viewer.back_button)
    position = viewer.controller.position
    assert viewer.continue_button.isEnabled()
    assert "take over" in viewer.continue_button.toolTip()
    click(qtbot, viewer.continue_button)
    dialog = viewer.seat_dialog
    assert dialog is not None and dialog.isVisible()
    dialog.setTextValue("Bo")
    dialog.accept()
    ctl = window.controller
    assert ctl is not None
    assert [s.is_human for s in ctl.seats] == [False, True, False]
    assert [s.name for s in ctl.seats] == ["Ada", "Bo", "Cy"]
    assert ctl.state == replay(played.rules, played.options, played.seed, played.actions[:position])
    qtbot.waitUntil(lambda: ctl.is_viewers_turn() or ctl.round_held() or ctl.is_over(),
                    timeout=30000)
    viewer.close()


def test_cancel_starts_nothing(window, qtbot, tmp_path):
    _played, viewer = _viewer(window, tmp_path)
    click(qtbot, viewer.end_button)
    click(qtbot, viewer.back_button)
    click(qtbot, viewer.continue_button)
    viewer.seat_dialog.reject()
    assert window.controller is None
    viewer.close()
