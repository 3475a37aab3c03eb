"""Ways around the window: back to the start page from a game, a lesson or
the game-over screen (an unfinished game stays listed, with its picture,
and resumes at once), Save during a lesson (greyed out with the reason,
never an exception), and the View menu's side docks (show, raise, hide; none
on the start page; back as they were with the next game)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from cardtable.engine.registry import get_rules
from cardtable.persistence.autosave import autosave_path, autosave_slots
from cardtable.tutorial.lessons import load_lessons
from cardtable.ui.dialogs.game_over import GameOverDialog


def _press(qtbot, window, key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.keyClick(window.focusWidget() or window, key, modifier)


def _listed(window) -> list:
    window.start_page.refresh()
    games = window.start_page.unfinished
    return [games.item(r).data(Qt.ItemDataRole.UserRole) for r in range(games.count())
            if games.item(r).data(Qt.ItemDataRole.UserRole) is not None]


def _one_turn(qtbot, ctl) -> None:
    qtbot.waitUntil(ctl.is_viewers_turn, timeout=10000)
    actor = ctl.current_seat()
    while ctl.current_seat() == actor and ctl.is_viewers_turn():
        assert ctl.request(ctl.legal_actions()[0]) is None
    qtbot.waitUntil(lambda: ctl.is_viewers_turn() or ctl.is_over(), timeout=10000)


def test_close_game_ctrl_w_goes_back_and_the_game_resumes_from_the_list(window, start_game, qtbot):
    window.resize(1280, 800)
    window.start_page.refresh()  # the lists exist (empty) before the game
    ctl = start_game("skipbo", ["human", "computer"])
    _one_turn(qtbot, ctl)
    [slot] = autosave_slots()
    assert window.act_close.isEnabled()
    _press(qtbot, window, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)
    assert window.controller is None and window.stack.currentWidget() is window.start_page
    assert not window.act_close.isEnabled()
    assert autosave_path(slot).exists() and autosave_path(slot).with_suffix(".png").exists()
    games = window.start_page.unfinished  # the page lists it by itself, with its picture
    qtbot.waitUntil(lambda: games is not None and games.count() == 1
                    and games.item(0).data(Qt.ItemDataRole.UserRole) is not None, timeout=5000)
    assert window.windowTitle() == "cardtable"
    [entry] = _listed(window)
    assert entry.slot == slot
    window.resume_unfinished(entry)  # its slot was let go: resumable at once
    assert window.controller is not None and len(window.controller.history) == len(ctl.history)


def test_game_over_back_to_the_start_page(window, play_state, qtbot):
    rules = get_rules("skipbo")
    options = rules.options_from_json({"players": 2, "stock_size": 5})
    ctl = play_state(rules, rules.new_game(options, 5), ["computer", "computer"])  # plays itself out
    qtbot.waitUntil(ctl.is_over, timeout=60000)
    qtbot.waitUntil(lambda: any(d.isVisible() for d in window.findChildren(GameOverDialog)), timeout=10000)
    dialog = [d for d in window.findChildren(GameOverDialog) if d.isVisible()][-1]
    button = dialog.start_page_button
    assert button.isVisible() and button.text() == "Back to the start page"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert window.controller is None and window.stack.currentWidget() is window.start_page
    assert not window.score_dock.isVisible() and not window.move_log.isVisible()


def test_a_lesson_cannot_be_saved_and_says_why(window, qtbot, monkeypatch):
    lesson = load_lessons()[0]
    window.tutorial.start(lesson)
    assert not window.act_save.isEnabled() and not window.act_save_as.isEnabled()
    assert "lesson cannot be saved" in window.act_save.toolTip()
    assert window.menu_game.toolTipsVisible()
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: warnings.append(a[2]))
    window.statusBar().clearMessage()
    _press(qtbot, window, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)  # Ctrl+S says why
    assert "lesson cannot be saved" in window.statusBar().currentMessage()
    window.statusBar().clearMessage()
    assert not window.save_game() and not window.save_game_as()  # any way in: said, never raised
    assert "lesson cannot be saved" in window.statusBar().currentMessage()
    assert not window.files.write(window.files.default_folder() + "/lesson.cardtable")
    assert warnings == ["This game cannot be saved."]


def test_closing_a_lesson_leaves_no_dock_on_the_start_page(window, start_game, qtbot):
    window.resize(1280, 800)
    start_game("phase10", ["human", "computer"])
    window.act_moves.trigger()  # View > Moves
    assert window.move_log.isVisible()
    window.tutorial.start(load_lessons()[0])
    assert not window.move_log.isVisible() and not window.score_dock.isVisible()
    assert not window.act_score.isEnabled() and not window.act_moves.isEnabled()
    window.act_close.trigger()
    assert window.controller is None and window.stack.currentWidget() is window.start_page
    assert not window.move_log.isVisible() and not window.score_dock.isVisible()
    assert not window.tutorial.panel.isVisible()


def test_view_menu_shows_raises_and_hides_each_dock(window, start_game, qtbot):
    window.resize(1280, 800)
    start_game("phase10", ["human", "computer"])
    sheet, moves = window.score_dock, window.move_log
    assert window.docks.in_front(sheet) and not window.docks.in_front(moves)  # tabbed: the sheet in front
    assert window.act_score.isChecked() and window.act_moves.isChecked()
    window.act_moves.trigger()  # behind its tab: comes to the front
    assert window.docks.in_front(moves) and not window.docks.in_front(sheet)
    assert window.act_score.isChecked()  # still open, behind the Moves tab
    window.act_score.trigger()  # the reported case: it must show, not only flip its mark
    assert window.docks.in_front(sheet) and window.act_score.isChecked()
    window.act_score.trigger()  # in front: closes
    assert sheet.isHidden() and not window.act_score.isChecked()
    moves.close()  # its own ×
    assert not window.act_moves.isChecked()
    window.act_moves.trigger()  # and it comes back from the menu
    assert window.docks.in_front(moves) and window.act_moves.isChecked()
    window.close_game()  # the start page: no game docks, no entries for them
    assert not moves.isVisible() and not sheet.isVisible()
    assert not window.act_moves.isEnabled()
    start_game("skipbo", ["human", "computer"])  # back as the player left them
    assert moves.isVisible() and sheet.isHidden()
