"""A score sheet sized at the start of a game keeps the leader's name whole:
at 1920x1080 with six players the sheet opened as narrow as the names
allowed, and the first player to lead (bold, with " ★") got a short form
("C6 ★") beside "Computer 2"… in the other columns. The sheet's width now
leaves room for any player's name as the leader's, in three languages."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QObject, Signal
from scoresheet_play import phase10_state
from table_helpers import installed_language

from cardtable.engine.phase10 import RULES as P10
from cardtable.seats import Seat
from cardtable.ui.scoresheet.dock import ScoreSheetDock

COMPUTER = {"en": "Computer {n}", "de": "Computer {n}", "zh_TW": "電腦 {n}"}


class FakeController(QObject):
    """The part of GameController the dock uses."""

    state_changed = Signal()

    def __init__(self, state, seats) -> None:
        super().__init__()
        self.rules, self.state, self.seats = P10, state, seats

    def sheet_facts(self):
        from cardtable.controller.source import facts_of

        return facts_of(self.rules, self.state)


@pytest.mark.parametrize("lang", ["en", "de", "zh_TW"])
def test_the_first_leader_keeps_a_whole_name_in_a_sheet_sized_at_the_start(qtbot, lang):
    with installed_language(lang):
        seats = tuple(Seat(COMPUTER[lang].format(n=n), "computer", "easy") for n in range(1, 7))
        controller = FakeController(phase10_state(players=6, rounds=0), seats)
        dock = ScoreSheetDock()
        qtbot.addWidget(dock)
        dock.set_controller(controller)
        assert dock.sheet.leaders == ()
        dock.show()
        qtbot.waitExposed(dock)
        dock.resize(dock.preferred_width(), 700)  # as the window opens it: as narrow as the names allow
        QCoreApplication.processEvents()
        header = dock.view.horizontalHeader()
        assert header.shortened() == {}
        controller.state = phase10_state(players=6, rounds=1)  # a round played: somebody leads
        controller.state_changed.emit()
        QCoreApplication.processEvents()
        assert dock.sheet.leaders
        assert header.shortened() == {}, [header.section_lines(c) for c in range(6)]
