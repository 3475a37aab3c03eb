"""Game over > "Watch the replay" opens the game just played in the replay viewer.

A seeded all-computer Skip-Bo game plays itself out on the main table; a real
click on the game-over dialog's button must show that very game in the replay
viewer at its last move, with the same final state and every hand face up.
"""

from __future__ import annotations

from PySide6.QtCore import Qt

from cardtable.engine.registry import get_rules
from cardtable.ui.dialogs.game_over import GameOverDialog
from tests.ui.replay_helpers import hand_faces, replay_windows


def test_watch_the_replay_starts_at_the_deal_and_ends_where_the_game_ended(window, play_state, qtbot):
    rules = get_rules("skipbo")
    options = rules.options_from_json({"players": 2, "stock_size": 5})
    ctl = play_state(rules, rules.new_game(options, 5), ["computer", "computer"])  # seed 5: plays itself out
    qtbot.waitUntil(ctl.is_over, timeout=60000)
    qtbot.waitUntil(lambda: any(d.isVisible() for d in window.findChildren(GameOverDialog)), timeout=10000)
    dialog = [d for d in window.findChildren(GameOverDialog) if d.isVisible()][-1]
    assert replay_windows(window) == []
    button = dialog.replay_button
    assert button.isVisible() and button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(replay_windows(window)) == 1, timeout=10000)
    [replay] = replay_windows(window)
    total = len(ctl.history)
    assert total > 0
    assert replay.controller.position == 0  # watched from the first deal
    assert replay.position_label.text() != f"Move {total} of {total}"
    qtbot.mouseClick(replay.end_button, Qt.MouseButton.LeftButton)
    assert replay.position_label.text() == f"Move {total} of {total}"
    assert replay.controller.position == total and replay.controller.is_over()
    assert replay.controller.state == ctl.state
    faces = hand_faces(replay)
    assert faces and all(None not in cards for cards in faces.values())  # every hand face up
    assert not dialog.isVisible()


def test_the_game_over_button_is_translated_with_a_mnemonic(qtbot):
    dialog = GameOverDialog([], ["Ann", "Bo"], "skipbo")
    qtbot.addWidget(dialog)
    assert dialog.replay_button.text() == "&Watch the replay"
