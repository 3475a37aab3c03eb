"""The game-over dialog and a Skip-Bo match's game summary grow with a big
window, as the round summary does: at 1920x1080 they were 9 pt beside a
table drawn for that size (the round summary before them already grown),
and stay the app's size in a 1024x700 window; in three languages."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QApplication, QWidget
from table_helpers import installed_language

from cardtable.engine.skipbo.state import GameRecord
from cardtable.engine.standings import RecordRow, Standing
from cardtable.ui.dialogs.game_over import GameOverDialog
from cardtable.ui.dialogs.match_summary import MatchGameDialog

NAMES = ["Anna", "陳美玲", "Computer 3"]


def _game_over(owner):
    last = RecordRow(2, points=(75, 0, 5), totals=(125, 0, 40), phases=(1, 2, 2),
                     completed=(False, True, True), went_out=1)
    standings = (Standing(2, 1, "won", 40, None, 2), Standing(1, 2, "points", 50, None, 2),
                 Standing(0, 3, "phases", 125, None, 1))
    return GameOverDialog(standings, NAMES, "phase10", owner, last, "phase-complete")


def _match_game(owner):
    record = GameRecord(stock_left=(0, 3, 5), points=(65, 0, 0), winners=(0,), reason="stock-empty")
    return MatchGameDialog(record, NAMES, 1, (65, 0, 0), 500, owner)


@pytest.mark.parametrize("lang", ["en", "de", "zh_TW"])
@pytest.mark.parametrize("make", [_game_over, _match_game])
def test_end_dialogs_grow_with_a_big_window(qtbot, lang, make):
    base = QFontInfo(QApplication.font()).pixelSize()
    with installed_language(lang):
        for size, at_least, at_most in (((1920, 1050), base * 1.3, base * 1.6), ((1024, 670), base, base)):
            owner = QWidget()
            qtbot.addWidget(owner)
            owner.resize(*size)
            dialog = make(owner)
            dialog.show()
            qtbot.waitExposed(dialog)
            shown = QFontInfo(dialog.font()).pixelSize()
            assert at_least <= shown <= at_most, (size, shown, base)
            assert QFontInfo(dialog.heading.font()).pixelSize() >= shown
            assert dialog.width() >= dialog.minimumSizeHint().width()  # nothing cut by the growth
            dialog.close()
