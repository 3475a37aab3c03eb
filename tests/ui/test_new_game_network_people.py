"""The New game dialog of a network table with two players at this computer,
an invited seat and a computer: "Player at this computer" may be chosen for
more than one seat (the second person first becomes invited when the network
box is ticked, and can be set back), the choice keeps both here, and the
dialog fits a 1024x700 and a 1366x768 screen in English, German and
Traditional Chinese without cutting a text."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QRect
from PySide6.QtWidgets import QWidget
from table_helpers import installed_language
from test_dialog_text_fit import clipped_texts
from test_every_window_fits import TITLE_BAR, _Screen, cut_wrapped_labels

from cardtable.ui.dialogs.new_game import HUMAN_KIND, INVITED_KIND, NewGameDialog

SCREENS = {"1366x768": QRect(0, 0, 1366, 768 - 40), "1024x700": QRect(0, 0, 1024, 700 - 40)}
HERE = {"en": "Player at this computer", "de": "Spieler an diesem Computer", "zh_TW": "在這台電腦上的玩家"}


def _family(dialog: NewGameDialog) -> None:
    dialog.set_choices({"game": "phase10", "players": 4,
                        "seats": [{"kind": "human", "name": "Großmutter Hildegard"},
                                  {"kind": "human", "name": "陳美玲"}, {"kind": "human"},
                                  {"kind": "computer", "level": "hard"}]})
    dialog.network.click()
    assert [r.kind.currentIndex() for r in dialog.rows[:4]] == [HUMAN_KIND, INVITED_KIND, INVITED_KIND, 1]
    dialog.rows[1].kind.setCurrentIndex(HUMAN_KIND)  # grandpa sits at this computer too


@pytest.mark.parametrize("language", ["en", "de", "zh_TW"])
def test_two_players_at_this_computer_fit_both_screens(qtbot, language, monkeypatch):
    with installed_language(language):
        dialog = NewGameDialog(None)
        qtbot.addWidget(dialog)
        _family(dialog)
        assert dialog.rows[0].kind.currentText() == dialog.rows[1].kind.currentText() == HERE[language]
        choice, problem = dialog.build_choice()
        assert choice is not None, problem
        assert choice.network and choice.invited == (2,)
        assert [s.name for s in choice.seats[:2]] == ["Großmutter Hildegard", "陳美玲"]
        problems = []
        for screen, area in SCREENS.items():
            monkeypatch.setattr(QWidget, "screen", lambda self, a=area: _Screen(a))
            dialog.hide()
            dialog.show()
            QCoreApplication.processEvents()
            if dialog.width() > area.width() or dialog.height() > area.height() - TITLE_BAR:
                problems.append(f"{screen}: {dialog.width()}x{dialog.height()} does not fit")
            problems += [f"{screen}: {p}" for p in clipped_texts(dialog) + cut_wrapped_labels(dialog)]
            assert dialog.rect().contains(dialog.buttons.geometry()), "OK and Cancel are on the screen"
            dialog.grab().save(f"/tmp/local-dialog-{language}-{screen}.png")
        assert problems == [], "\n".join(problems)


def test_a_network_table_needs_a_player_at_this_computer(qtbot):
    dialog = NewGameDialog(None)
    qtbot.addWidget(dialog)
    _family(dialog)
    for row in dialog.rows[:2]:
        row.kind.setCurrentIndex(INVITED_KIND)
    choice, problem = dialog.build_choice()
    assert choice is None and problem == "At a network table at least one player sits at this computer."
