"""Helpers of the replay tests: recorded games, saved files and the replay window."""

from __future__ import annotations

from PySide6.QtCore import Qt

from cardtable.persistence import SavedGame, save
from cardtable.seats import Seat
from cardtable.ui.replay.window import ReplayWindow
from tests.history.selfplay import quick_play

SEATS = [Seat("Anna"), Seat("Bot", "computer", "easy"), Seat("Cleo", "computer", "medium")]


def finished_phase10():
    """A finished three-round Phase 10 game of a person against two computers."""
    return quick_play("phase10", 7, SEATS, phases=[1, 2, 3])


def save_file(path, played, moves=None):
    """``played`` (its first ``moves`` moves) as a save file."""
    actions = played.actions if moves is None else played.actions[:moves]
    state = played.state
    if moves is not None:
        from cardtable.persistence.savefile import replay

        state = replay(played.rules, played.options, played.seed, actions)
    save(path, SavedGame.from_game(played.rules, played.options, played.seed, played.seats, actions, state))
    return path


def replay_windows(window) -> list[ReplayWindow]:
    return [w for w in window.findChildren(ReplayWindow) if w.isVisible()]


def click(qtbot, button) -> None:
    assert button.isEnabled(), button.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def hand_faces(replay: ReplayWindow) -> dict[int, list]:
    """Per seat, the faces of its hand cards on the table (None = a back)."""
    faces: dict[int, list] = {}
    for item in replay.table.card_items:
        seat = item.spec.hand_of
        if seat is not None:
            faces.setdefault(seat, []).append(item.spec.face)
    return faces


def click_log_row(qtbot, replay: ReplayWindow, row: int) -> None:
    view = replay.move_log.view
    index = replay.move_log.model.index(row)
    view.scrollTo(index)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualRect(index).center())
