"""After a language switch the round summary and the score sheet's columns
show the app's own names in the new language ("Computer 2" -> "電腦 2", as the
seats do), and a Chinese name stands closed up to its verb ("媽媽出清了")."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from cardtable.engine.registry import get_rules
from cardtable.engine.standings import RecordRow
from cardtable.seats import Seat
from cardtable.ui.dialogs.round_summary import RoundSummaryDialog
from cardtable.ui.i18n import Translations

WANT = {  # the heading's start, and the app's names as the language makes them
    "en": ("媽媽 went out.", "Computer 2", "Player 3"),
    "de": ("媽媽 hat die letzte Karte abgelegt", "Computer 2", "Spieler 3"),
    "zh_TW": ("媽媽出清了。", "電腦 2", "玩家 3"),
}


@pytest.fixture
def translations(qapp):
    translations = Translations(QCoreApplication.instance())
    yield translations
    translations.switch("en")


@pytest.mark.parametrize("lang", sorted(WANT))
def test_the_round_summary_follows_a_language_switch(qtbot, translations, lang):
    record = RecordRow(2, phases=(1, 1, 2), completed=(True, False, True), points=(0, 25, 10),
                       totals=(0, 40, 15), went_out=0)
    dialog = RoundSummaryDialog(record, ["媽媽", "Computer 2", "Player 3"], [2, 1, 3])
    qtbot.addWidget(dialog)
    dialog.show()
    assert [row[0] for row in dialog.rows()] == ["媽媽", "Computer 2", "Player 3"]
    translations.switch(lang)
    heading, computer, player = WANT[lang]
    qtbot.waitUntil(lambda: dialog.heading.text().startswith(heading), timeout=2000)
    assert [row[0] for row in dialog.rows()] == ["媽媽", computer, player]
    assert [dialog.table.item(r, 0).text() for r in range(3)] == ["媽媽", computer, player]


@pytest.mark.parametrize("lang", sorted(WANT))
def test_the_score_sheet_columns_follow_a_language_switch(qtbot, window, translations, lang):
    rules = get_rules("phase10")
    options = rules.options_from_json({"players": 3, "phases": [1]})
    seats = [Seat("媽媽"), Seat("Computer 2", "computer", "easy"), Seat("Player 3")]
    window.settings.set_ai_speed_ms(0)
    window.set_game(rules, rules.new_game(options, 4), seats, seed=4, options=options)
    dock = window.docks.ensure()
    model = dock.model
    assert [model.sheet.players[i] for i in range(3)] == ["媽媽", "Computer 2", "Player 3"]
    translations.switch(lang)
    _heading, computer, player = WANT[lang]
    qtbot.waitUntil(lambda: model.sheet.players[2] == player, timeout=2000)
    assert list(model.sheet.players) == ["媽媽", computer, player]
    window.close_game()
