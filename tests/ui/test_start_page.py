"""The start page through the real window: one-click starts that remember
their settings, resuming unfinished games (with thumbnails), recent saved
games, and "Play this deal again" on the game-over screen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtWidgets import QApplication

from cardtable.engine.registry import get_rules
from cardtable.seats import Seat
from cardtable.ui.settings import Settings
from cardtable.ui.start import quick_start
from cardtable.ui.window.main_window import MainWindow


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(tmp_path))
    w = MainWindow(Settings(tmp_path / "settings.ini"))
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.close_game()


def click(qtbot, widget, pos: QPoint | None = None):
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=pos or widget.rect().center())


def click_item(qtbot, games, row: int):
    item = games.item(row)
    click(qtbot, games.viewport(), games.visualItemRect(item).center())


def wait_lists(qtbot, window):
    page = window.start_page
    qtbot.waitUntil(lambda: page.unfinished is not None and page.unfinished.count() > 0)


def test_lists_are_made_and_filled_after_the_first_frame(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(tmp_path))
    window = MainWindow(Settings(tmp_path / "settings.ini"))
    qtbot.addWidget(window)
    page = window.start_page
    assert page.unfinished is None  # nothing read before the page is painted
    window.show()
    wait_lists(qtbot, window)
    assert page.unfinished.item(0).text() == "No unfinished games."
    assert page.recent.item(0).text() == "No saved games yet."
    assert page.unfinished.item(0).data(Qt.ItemDataRole.UserRole) is None


def test_one_click_phase10_against_the_computer(window, qtbot):
    tile = window.start_page.tiles[quick_start.PHASE10_COMPUTER]
    assert tile.summary.text() == "Players: Player 1, Computer 2 (Medium)"
    click(qtbot, tile.play)
    ctl = window.controller
    assert ctl is not None and ctl.game_id == "phase10"
    assert [(s.name, s.kind, s.level) for s in ctl.seats] == [
        ("Player 1", "human", None), ("Computer 2", "computer", "medium")]
    assert window.stack.currentWidget() is window.table
    qtbot.waitUntil(lambda: window.turn_label.text() != "")
    window.close_game()
    assert window.stack.currentWidget() is window.start_page
    assert window.turn_label.text() == ""  # no "Your turn" left on the start page


def test_change_remembers_the_settings_of_that_start_only(window, qtbot):
    from cardtable.ui.dialogs.new_game import NewGameDialog

    tile = window.start_page.tiles[quick_start.SKIPBO_COMPUTER]

    def fill_in():
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewGameDialog)
        assert dialog.game.currentIndex() == 1  # Skip-Bo, as the tile says
        assert dialog.seed.text() == ""
        dialog.players.setValue(3)
        dialog.rows[0].name.setText("Ada")
        dialog.rows[1].level.setCurrentIndex(2)  # hard
        dialog.rows[2].kind.setCurrentIndex(1)
        click(qtbot, dialog.buttons.button(dialog.buttons.StandardButton.Ok))

    QTimer.singleShot(0, fill_in)
    click(qtbot, tile.change)
    first = window.controller
    assert first is not None and first.game_id == "skipbo"
    assert [s.name for s in first.seats] == ["Ada", "Computer 2", "Computer 3"]
    window.close_game()
    assert tile.summary.text() == "Players: Ada, Computer 2 (Hard), Computer 3 (Medium)"
    # one click now deals with the same players again, with a new deal
    click(qtbot, tile.play)
    again = window.controller
    assert [(s.name, s.level) for s in again.seats] == [(s.name, s.level) for s in first.seats]
    assert again.seed != first.seed
    # the other starts kept their own settings
    settings = window.settings
    assert quick_start.kind_of(settings.quick_start_choices(quick_start.PHASE10_COMPUTER)) == \
        quick_start.PHASE10_COMPUTER
    assert settings.quick_start_choices(quick_start.PHASE10_COMPUTER)["players"] == 2


def test_pass_and_play_has_only_people_and_follows_the_new_game_dialog(window, qtbot):
    click(qtbot, window.start_page.tiles[quick_start.PASS_AND_PLAY].play)
    assert all(s.is_human for s in window.controller.seats)
    assert window.controller.game_id == "phase10"
    # a pass-and-play Skip-Bo game from the full dialog becomes this start's setting
    window.settings.set_new_game_choices({"game": "skipbo", "players": 3, "seats": [
        {"kind": "human", "name": "A"}, {"kind": "human", "name": "B"}, {"kind": "human", "name": "C"}]})
    window.close_game()
    summary = window.start_page.tiles[quick_start.PASS_AND_PLAY].summary
    qtbot.waitUntil(lambda: summary.text() == "Skip-Bo with A, B, C")
    click(qtbot, window.start_page.tiles[quick_start.PASS_AND_PLAY].play)
    assert window.controller.game_id == "skipbo" and len(window.controller.seats) == 3


def test_impossible_remembered_settings_open_the_dialog_instead(window, qtbot):
    from cardtable.ui.dialogs.new_game import NewGameDialog

    window.settings.set_new_game_choices({"game": "phase10", "players": 2, "seats": [
        {"kind": "human", "name": "Same"}, {"kind": "computer", "name": "same"}]})
    seen = []

    def cancel():
        dialog = QApplication.activeModalWidget()
        seen.append(isinstance(dialog, NewGameDialog))
        dialog.reject()

    QTimer.singleShot(0, cancel)
    click(qtbot, window.start_page.tiles[quick_start.PHASE10_COMPUTER].play)
    assert seen == [True]
    assert window.controller is None


def _autosaved_game(game: str, seed: int):
    from cardtable.persistence import SavedGame, write_autosave

    rules = get_rules(game)
    options = rules.default_options(2)
    state = rules.new_game(options, seed)
    action = rules.legal_actions(state)[0]
    state = rules.apply(state, action)
    seats = [Seat("Ada"), Seat("Bert", "computer", "easy")]
    saved = SavedGame.from_game(rules, options, seed, seats, [action], state)
    return write_autosave(saved), rules.state_to_json(state)


def test_unfinished_game_is_listed_with_its_picture_and_resumes_on_click(window, qtbot):
    from cardtable.ui.start.thumbnails import SIZE, card_back

    path, state_json = _autosaved_game("skipbo", 4)
    window.start_page.refresh()
    games = window.start_page.unfinished
    assert games.count() == 1
    text = games.item(0).text()
    assert text.startswith("Skip-Bo: Ada, Bert\nSaved ")
    # no thumbnail yet: the card back
    def picture():
        return window.start_page.unfinished.item(0).icon().pixmap(games.iconSize()).toImage()

    from PySide6.QtGui import QIcon

    back = QIcon(card_back()).pixmap(games.iconSize()).toImage()
    assert picture() == back
    click_item(qtbot, games, 0)
    ctl = window.controller
    assert ctl is not None and ctl.rules.state_to_json(ctl.state) == state_json
    # closing the game pictures its table beside the autosave, for the list
    window.close_game()
    thumb = path.with_suffix(".png")
    assert thumb.is_file()
    from PySide6.QtGui import QImage

    assert 0 < QImage(str(thumb)).width() <= SIZE.width() * 2
    window.start_page.refresh()
    assert window.start_page.unfinished.count() == 1
    assert picture() != back


def test_missing_or_damaged_thumbnail_shows_the_card_back(tmp_path, qtbot):
    from cardtable.ui.start.thumbnails import card_back, load_thumbnail

    autosave = tmp_path / "current.cardtable"
    back = card_back().toImage()
    assert not back.isNull()
    assert load_thumbnail(autosave).toImage() == back
    autosave.with_suffix(".png").write_bytes(b"\x89PNG not really")
    assert load_thumbnail(autosave).toImage() == back
    autosave.with_suffix(".png").write_bytes(b"")
    assert load_thumbnail(autosave).toImage() == back


def test_finished_games_are_not_listed(window, qtbot):
    from cardtable.persistence import SavedGame, write_autosave
    from cardtable.ui.start import start_lists

    rules = get_rules("skipbo")
    options = rules.options_from_json({"players": 2, "stock_size": 5})
    state, actions = rules.new_game(options, 3), []
    while not rules.is_terminal(state):
        actions.append(rules.legal_actions(state)[0])
        state = rules.apply(state, actions[-1])
    seats = [Seat("Ada"), Seat("Bert")]
    write_autosave(SavedGame.from_game(rules, options, 3, seats, actions, state))
    _autosaved_game("phase10", 5)
    listed = start_lists.unfinished_games()
    assert [game.loaded.saved.game for game in listed] == ["phase10"]


def test_recent_saved_game_opens_on_click(window, qtbot, tmp_path):
    from cardtable.persistence import SavedGame, add_recent_file, save

    rules = get_rules("phase10")
    options = rules.default_options(2)
    state = rules.new_game(options, 9)
    saved = SavedGame.from_game(rules, options, 9, [Seat("Ada"), Seat("Bo")], [], state)
    path = save(tmp_path / "family night.cardtable", saved)
    add_recent_file(path)
    window.start_page.refresh()
    games = window.start_page.recent
    assert games.item(0).text().startswith("family night\nSaved ")
    click_item(qtbot, games, 0)
    assert window.controller is not None
    assert window.windowTitle().startswith("family night.cardtable")


def test_play_this_deal_again_deals_the_same_cards(window, qtbot):
    """A real game to its end (two computers, short stock), then the button."""
    from cardtable.ui.dialogs.game_over import GameOverDialog

    rules = get_rules("skipbo")
    options = rules.options_from_json({"players": 2, "stock_size": 5})
    seats = [Seat("Ann", "computer", "easy"), Seat("Ben", "computer", "easy")]
    first_deal = rules.state_to_json(rules.new_game(options, 70))
    ctl = window.set_game(rules, rules.new_game(options, 70), seats, seed=70, options=options)
    ctl.set_speed(0)
    qtbot.waitUntil(lambda: window.findChild(GameOverDialog) is not None, timeout=60000)
    dialog = window.findChild(GameOverDialog)
    qtbot.waitExposed(dialog)
    assert dialog.same_deal_button.text() == "Play this deal again"
    played = len(ctl.history)
    assert played > 0
    click(qtbot, dialog.same_deal_button)
    again = window.controller
    assert again is not ctl
    assert again.game_id == "skipbo" and again.seed == 70
    assert again.seats == ctl.seats
    assert rules.options_to_json(again.options) == rules.options_to_json(options)
    assert rules.state_to_json(again.state) == first_deal
    assert again.history == ()


def test_a_game_another_window_plays_is_not_listed_nor_taken(window, qtbot):
    from cardtable.persistence.autosave import lock_path
    from cardtable.persistence.slot_lock import SlotLock

    _autosaved_game("skipbo", 6)
    other = SlotLock(lock_path("current"))  # as another running copy would hold it
    assert other.acquire()
    try:
        window.start_page.refresh()
        assert window.start_page.unfinished.item(0).data(Qt.ItemDataRole.UserRole) is None
        other.release()
        window.start_page.refresh()
        games = window.start_page.unfinished
        assert games.item(0).data(Qt.ItemDataRole.UserRole) is not None
        assert other.acquire()  # taken again after the list was read
        click_item(qtbot, games, 0)
        assert window.controller is None
        assert window.statusBar().currentMessage() == "This game is open in another window."
    finally:
        other.release()
    window.start_page.refresh()
    click_item(qtbot, window.start_page.unfinished, 0)
    assert window.controller is not None
    assert window.files.autosave_slot.name == "current"


def test_remembered_choices_survive_a_restart_and_bad_text(tmp_path):
    path = tmp_path / "settings.ini"
    settings = Settings(path)
    choices = {"game": "skipbo", "players": 3, "seats": [
        {"kind": "human", "name": "Zoë 陳", "level": "easy"}, {"kind": "computer", "level": "hard"},
        {"kind": "computer", "name": "", "level": "medium"}], "skipbo": {"stock_size": None, "match_scoring": True}}
    settings.set_new_game_choices(choices)
    settings.sync()
    again = Settings(path)
    assert again.new_game_choices() == choices
    assert again.quick_start_choices(quick_start.SKIPBO_COMPUTER) == choices
    for bad in ("{not json", "[1, 2]", "7", ""):
        again.qsettings.setValue("game/new_game_choices", bad)
        again.qsettings.setValue("quick_start/skipbo-computer", bad)
        assert again.new_game_choices() == {}
        assert again.quick_start_choices(quick_start.SKIPBO_COMPUTER) == quick_start.DEFAULTS[
            quick_start.SKIPBO_COMPUTER]


def test_unfinished_games_newest_first_and_at_most_eight(window, qtbot):
    import os

    from cardtable.persistence import SavedGame, write_autosave
    from cardtable.ui.start import start_lists

    rules = get_rules("phase10")
    options = rules.default_options(2)
    state = rules.new_game(options, 1)
    base = SavedGame.from_game(rules, options, 1, [Seat("Ada"), Seat("Bo")], [], state)
    for day in range(1, 11):
        saved = base.replace(modified=f"2026-11-{day:02d}T10:00:00Z",
                             seats=(Seat(f"Day{day}"), Seat("Bo")))
        path = write_autosave(saved, f"game-{day:02d}")
        os.utime(path, (1_700_000_000 + day, 1_700_000_000 + day))
    listed = start_lists.unfinished_games()
    assert [g.loaded.saved.seats[0].name for g in listed] == [f"Day{d}" for d in range(10, 2, -1)]
    window.start_page.refresh()
    assert window.start_page.unfinished.count() == 8
    assert window.start_page.unfinished.item(0).text().startswith("Phase 10: Day10, Bo\n")
