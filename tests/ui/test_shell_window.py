"""The main window: starts, has its menus and shortcuts, starts and saves games."""

from __future__ import annotations

from PySide6.QtGui import QKeySequence


def test_window_starts_with_the_start_page(window, qtbot):
    window.show()
    qtbot.waitExposed(window)
    assert window.stack.currentWidget() is window.start_page
    assert window.windowTitle() == "cardtable"
    assert not window.act_save.isEnabled()


def test_menus_and_shortcuts(window):
    titles = [a.text() for a in window.menuBar().actions()]
    assert titles == ["&Game", "&Edit", "&Play", "&View", "&Settings", "&Help"]
    expected = {
        "act_new": QKeySequence.StandardKey.New, "act_open": QKeySequence.StandardKey.Open,
        "act_save": QKeySequence.StandardKey.Save, "act_print": QKeySequence.StandardKey.Print,
    }
    for name, key in expected.items():
        assert getattr(window, name).shortcut() == QKeySequence(key)
    assert window.act_save_as.shortcut() == QKeySequence("Ctrl+Shift+S")
    assert window.act_quit.shortcut() == QKeySequence("Ctrl+Q")
    assert window.act_hint.shortcut() == QKeySequence("H")
    assert window.act_rules.shortcut() == QKeySequence("F1")
    assert window.act_zoom_in.shortcut() == QKeySequence("Ctrl+=")
    assert window.act_zoom_out.shortcut() == QKeySequence("Ctrl+-")
    assert window.act_zoom_reset.shortcut() == QKeySequence("Ctrl+0")
    game_items = [a.text() for a in window.menu_game.actions() if a.text()]
    for text in ("&New game…", "&Open…", "&Save", "Save &as…", "&Print score sheet…",
                 "Print pre&view…", "&Export score sheet as PDF…", "&Quit"):
        assert text in game_items


def test_new_game_starts_a_controller_and_save_round_trips(window, start_game, qtbot, tmp_path):
    ctl = start_game("skipbo", ["human", "computer"])
    assert window.act_save.isEnabled()
    qtbot.waitUntil(lambda: ctl.viewing_seat() == 0 and not ctl.busy, timeout=5000)
    assert window.files.write(tmp_path / "g.cardtable")
    state = ctl.state
    assert window.load_file(tmp_path / "g.cardtable")
    assert window.controller is not ctl
    assert window.controller.rules.state_to_json(window.controller.state) == ctl.rules.state_to_json(state)


def test_rejection_is_shown_with_rule_id(window):
    from cardtable.engine.api import Rejection

    window.show_rejection(Rejection.of("SB-14", "x"))
    assert window.statusBar().currentMessage().startswith("Rule SB-14:")


def test_pass_and_play_overlay_hides_until_ready(window, start_game, qtbot):
    window.show()
    ctl = start_game("phase10", ["human", "human"])
    qtbot.waitUntil(window.privacy.isVisible, timeout=3000)
    assert ctl.viewing_seat() is None and "P" in window.privacy.message.text()
    window.privacy.button.click()
    assert not window.privacy.isVisible()
    assert ctl.viewing_seat() == ctl.current_seat()


def test_broken_save_file_gets_a_message_and_changes_nothing(window, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: shown.append(a[2]))
    bad = tmp_path / "bad.cardtable"
    bad.write_bytes(b"{not json")
    assert not window.load_file(bad)
    assert shown and window.controller is None
    assert bad.read_bytes() == b"{not json"


def test_score_sheet_dock_follows_the_game_and_the_view_menu(window, start_game, qtbot):
    window.show()
    ctl = start_game("phase10", ["human", "computer"])
    dock = window.score_dock
    assert dock is not None and dock.isVisible()
    assert window.act_score.isChecked()
    assert dock.model.rowCount() >= 1
    dock.close()
    assert not window.act_score.isChecked()
    window.act_score.trigger()  # View > Score sheet brings it back
    assert dock.isVisible()
    window.close_game()
    assert ctl is not window.controller


def test_score_sheet_dock_place_and_size_are_remembered(make_window, qtbot):
    from PySide6.QtCore import Qt

    from cardtable.engine.registry import get_rules
    from cardtable.seats import Seat

    rules = get_rules("phase10")
    options = rules.default_options(2)
    seats = [Seat("Ann"), Seat("Bot", "computer", "easy")]
    window = make_window()
    window.set_game(rules, rules.new_game(options, 3), seats, seed=3, options=options)
    dock = window.score_dock
    window.move_log.close()  # only the sheet beside the table (the Moves tab stays right)
    window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, dock)
    window.resizeDocks([dock], [333], Qt.Orientation.Horizontal)
    qtbot.waitUntil(lambda: dock.width() == 333, timeout=2000)
    size = window.size()
    window.close()  # saves the window's state in the settings
    again = make_window()  # same settings file
    again.resize(size)  # (the offscreen platform does not keep the saved geometry)
    qtbot.waitUntil(lambda: again.size() == size, timeout=2000)
    again.set_game(rules, rules.new_game(options, 4), seats, seed=4, options=options)
    qtbot.waitUntil(lambda: again.score_dock.isVisible(), timeout=2000)
    assert again.dockWidgetArea(again.score_dock) == Qt.DockWidgetArea.LeftDockWidgetArea
    qtbot.waitUntil(lambda: again.score_dock.width() == 333, timeout=2000)
