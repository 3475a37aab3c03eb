"""The new-game dialog builds engine options for both games and remembers choices."""

from __future__ import annotations

from cardtable.ui.dialogs.new_game import NewGameDialog
from cardtable.ui.settings import Settings


def test_phase10_options_with_variants(qtbot, tmp_path):
    dialog = NewGameDialog(Settings(tmp_path / "s.ini"))
    qtbot.addWidget(dialog)
    dialog.game.setCurrentIndex(0)
    dialog.players.setValue(4)
    dialog.page_of("phase10").edition.setCurrentIndex(1)
    assert dialog.page_of("phase10").natural.currentIndex() == 2  # classic: any number of Wilds
    dialog.page_of("phase10").even.click()
    dialog.page_of("phase10").knock.setChecked(True)
    dialog.seed.setText("42")
    choice, problem = dialog.build_choice()
    assert problem == ""
    assert choice.game_id == "phase10" and choice.seed == 42 and len(choice.seats) == 4
    assert choice.options_json["phases"] == [2, 4, 6, 8, 10]
    assert choice.options.edition == "classic" and choice.options.knock
    assert choice.seats[0].is_human and not choice.seats[1].is_human


def test_skipbo_options_and_remembered_choices(qtbot, tmp_path):
    settings = Settings(tmp_path / "s.ini")
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.game.setCurrentIndex(1)
    dialog.players.setValue(5)
    dialog.page_of("skipbo").stock.setValue(10)
    dialog.page_of("skipbo").start.setCurrentIndex(0)
    dialog.page_of("skipbo").start_seat.setCurrentIndex(3)
    dialog.rows[2].name.setText("Mia")
    dialog.accept()
    choice = dialog.choice()
    assert choice is not None
    assert choice.options_json == {"players": 5, "start": "youngest", "match_scoring": False,
                                   "stock_size": 10, "youngest_seat": 3, "take_back": True}
    assert choice.options.stock_count() == 10
    again = NewGameDialog(Settings(tmp_path / "s.ini"))
    qtbot.addWidget(again)
    assert again.game.currentIndex() == 1 and again.players.value() == 5
    assert again.rows[2].name.text() == "Mia" and again.page_of("skipbo").stock.value() == 10
    assert again.page_of("skipbo").start_seat.currentIndex() == 3


def test_APP_UNDO_take_back_is_on_by_default_and_remembered_when_off(qtbot, tmp_path):
    settings = Settings(tmp_path / "s.ini")
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    assert dialog.take_back.isChecked()
    assert dialog.build_choice()[0].options.take_back
    dialog.take_back.setChecked(False)
    dialog.accept()
    assert not dialog.choice().options.take_back
    assert "take_back" not in dialog.choice().options_json
    again = NewGameDialog(Settings(tmp_path / "s.ini"))
    qtbot.addWidget(again)
    assert not again.take_back.isChecked()


def test_validation_messages_keep_the_dialog_open(qtbot):
    dialog = NewGameDialog(None)
    qtbot.addWidget(dialog)
    dialog.page_of("phase10").set_phases([])
    choice, problem = dialog.build_choice()
    assert choice is None and "phase" in problem
    dialog.page_of("phase10").set_phases([1])
    dialog.seed.setText("abc")
    assert "seed" in dialog.build_choice()[1].lower()
    dialog.seed.setText("")
    dialog.rows[1].name.setText(dialog.rows[0].name.text())
    assert "different" in dialog.build_choice()[1]
    dialog.rows[1].name.setText("  ")
    dialog.accept()
    assert dialog.result() == 0 and "name" in dialog.error.text()


def test_default_names_follow_kind(qtbot):
    dialog = NewGameDialog(None)
    qtbot.addWidget(dialog)
    assert dialog.rows[0].name.text() == "Player 1"
    assert dialog.rows[1].name.text() == "Computer 2"
    dialog.rows[1].kind.setCurrentIndex(0)
    assert dialog.rows[1].name.text() == "Player 2"


def test_seed_is_not_remembered(qtbot, tmp_path):
    """After a game with seed 70 the next dialog starts empty."""
    dialog = NewGameDialog(Settings(tmp_path / "s.ini"))
    qtbot.addWidget(dialog)
    dialog.seed.setText("70")
    dialog.accept()
    assert dialog.choice().seed == 70
    again = NewGameDialog(Settings(tmp_path / "s.ini"))
    qtbot.addWidget(again)
    assert again.seed.text() == ""
    # an old settings file that still holds a seed is ignored too
    again.set_choices({"game": "skipbo", "seed": "70"})
    assert again.seed.text() == ""


def test_each_level_is_described_for_the_chosen_game(qtbot):
    """One line per level saying how that computer player plays."""
    from cardtable.seats import LEVELS
    from cardtable.ui.dialogs.level_texts import level_description

    dialog = NewGameDialog(None)
    qtbot.addWidget(dialog)
    for index, game in enumerate(("phase10", "skipbo")):
        dialog.game.setCurrentIndex(index)
        text = dialog.levels_help.text()
        for i, level in enumerate(LEVELS):
            line = level_description(game, level)
            assert line and line in text.replace("&#x27;", "'")
            assert dialog.rows[1].level.itemData(i, 3) == line  # 3 = ToolTipRole
        assert text.count("<br>") == len(LEVELS) - 1
    assert level_description("phase10", "hard") != level_description("skipbo", "hard")


def test_skipbo_defaults_to_the_youngest_player_starting(qtbot, tmp_path):
    """Edition 42050-0925 by default; the first human is 'youngest'."""
    dialog = NewGameDialog(Settings(tmp_path / "s.ini"))
    qtbot.addWidget(dialog)
    dialog.game.setCurrentIndex(1)
    dialog.players.setValue(3)
    dialog.rows[0].kind.setCurrentIndex(1)  # seat 1 a computer, seat 2 the first human
    dialog.rows[1].kind.setCurrentIndex(0)
    dialog.set_choices({**dialog.choices(), "skipbo": {}})
    assert dialog.page_of("skipbo").start.currentIndex() == 0
    assert dialog.page_of("skipbo").start_seat_label.text() == "Who is youngest?"
    assert dialog.page_of("skipbo").start_seat.currentIndex() == 1
    choice, problem = dialog.build_choice()
    assert problem == "" and choice.options_json["start"] == "youngest"
    assert choice.options_json["youngest_seat"] == 1
    dialog.page_of("skipbo").start.setCurrentIndex(1)  # 42050-0922 stays selectable
    assert dialog.page_of("skipbo").start_seat_label.text() == "Starting player:"
    dialog.accept()
    again = NewGameDialog(Settings(tmp_path / "s.ini"))
    qtbot.addWidget(again)
    assert again.page_of("skipbo").start.currentIndex() == 1  # the choice is remembered


def test_only_the_chosen_games_options_take_room(qtbot):
    # Skip-Bo has four options, Phase 10 ten phase boxes and more: the dialog
    # fits the chosen game's page instead of keeping Phase 10's height as a gap
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.game.setCurrentIndex(0)
    p10_height = dialog.height()
    p10_page = dialog.pages.widget(0)
    assert dialog.pages.height() >= p10_page.minimumSizeHint().height()
    dialog.game.setCurrentIndex(1)
    sb_page = dialog.pages.widget(1)
    assert dialog.pages.height() <= sb_page.sizeHint().height() + 4
    assert dialog.height() < p10_height - 40
    dialog.game.setCurrentIndex(0)  # back: Phase 10's options are whole again
    assert dialog.pages.height() >= p10_page.minimumSizeHint().height()
    assert dialog.height() >= p10_height - 2
