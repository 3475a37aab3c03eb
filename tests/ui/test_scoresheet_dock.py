"""The dock shows what the engine recorded, refreshes on state_changed only,
and retranslates on a language change."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from scoresheet_play import phase10_state, skipbo_state

from cardtable.engine.phase10 import RULES as P10
from cardtable.engine.skipbo import RULES as SB
from cardtable.seats import Seat
from cardtable.ui.scoresheet.dock import ScoreSheetDock
from cardtable.ui.scoresheet.model import RAW_ROLE

SEATS = (Seat("Ann"), Seat("Bo"), Seat("Cy"))


class FakeController(QObject):
    """The part of GameController the dock uses."""

    state_changed = Signal()

    def __init__(self, rules, state, seats=SEATS):
        super().__init__()
        self.rules, self.state, self.seats = rules, state, seats

    def sheet_facts(self):
        from cardtable.controller.source import facts_of

        return facts_of(self.rules, self.state)


def _cells(dock, row):
    model = dock.model
    return [model.data(model.index(row, c), RAW_ROLE) for c in range(model.columnCount())]


def _row_of(dock, label):
    model = dock.model
    for r in range(model.rowCount()):
        if model.headerData(r, Qt.Orientation.Vertical) == label:
            return r
    raise AssertionError(f"no row {label!r}")


def test_P10_23_P10_24_dock_equals_engine_after_scripted_rounds(qtbot):
    dock = ScoreSheetDock()
    qtbot.addWidget(dock)
    controller = FakeController(P10, phase10_state(rounds=2))
    dock.set_controller(controller)
    assert dock.model.rowCount() == 2 + 2  # two rounds, Total, Current phase
    # more rounds are played; the dock follows only after state_changed
    controller.state = phase10_state(rounds=4)
    assert dock.model.rowCount() == 4
    controller.state_changed.emit()
    state = controller.state
    assert dock.model.rowCount() == len(state.history) + 2
    for r, rec in enumerate(state.history):
        for seat, cell in enumerate(_cells(dock, r)):
            assert cell == {"phase": rec.phases[seat], "completed": rec.completed[seat],
                            "points": rec.penalties[seat], "total": rec.totals[seat],
                            "went_out": rec.went_out == seat}
    totals = [c["total"] for c in _cells(dock, _row_of(dock, "Total"))]
    assert totals == list(state.scores)
    current = [c["phase"] for c in _cells(dock, _row_of(dock, "Current phase"))]
    assert current == [state.phase_of(s) for s in range(3)]
    # the mark and numbers are visible in the text too
    rec = state.history[0]
    text = dock.model.data(dock.model.index(0, 0))
    assert text.startswith(str(rec.phases[0])) and text.split("\n")[1] == str(rec.totals[0])
    assert ("✓" in text) == rec.completed[0]


def test_P10_25_leader_highlighted(qtbot):
    dock = ScoreSheetDock()
    qtbot.addWidget(dock)
    dock.set_controller(FakeController(P10, phase10_state(rounds=3)))
    leaders = dock.sheet.leaders
    assert leaders
    model = dock.model
    for seat in range(3):
        header = model.headerData(seat, Qt.Orientation.Horizontal)
        brush = model.data(model.index(0, seat), Qt.ItemDataRole.BackgroundRole)
        assert header.endswith("★") == (seat in leaders)
        assert (brush is not None) == (seat in leaders)


def test_P10_V1_shows_rounds_one_to_ten(qtbot):
    dock = ScoreSheetDock()
    qtbot.addWidget(dock)
    dock.set_controller(FakeController(P10, phase10_state(rounds=2, exact_ten_rounds=True)))
    labels = [dock.model.headerData(r, Qt.Orientation.Vertical) for r in range(10)]
    assert labels == [f"Round {n}" for n in range(1, 11)]


def test_SB_V1_dock_shows_stock_points_and_total(qtbot):
    dock = ScoreSheetDock()
    qtbot.addWidget(dock)
    state = skipbo_state(games=2, match_scoring=True, stock_size=5)
    dock.set_controller(FakeController(SB, state))
    for r, rec in enumerate(state.history):
        assert [c["stock_left"] for c in _cells(dock, r)] == list(rec.stock_left)
        assert [c["points"] for c in _cells(dock, r)] == list(rec.points)
    now = [c["stock_left"] for c in _cells(dock, _row_of(dock, "Stock cards left"))]
    assert now == [len(p.stock) for p in state.players]
    total = [c["total"] for c in _cells(dock, _row_of(dock, "Total (to 500)"))]
    assert total == list(state.match_points)


def test_set_controller_none_clears_and_disconnects(qtbot):
    dock = ScoreSheetDock()
    qtbot.addWidget(dock)
    controller = FakeController(P10, phase10_state(rounds=1))
    dock.set_controller(controller)
    dock.set_controller(None)
    assert dock.model.rowCount() == 0
    controller.state_changed.emit()  # no longer followed
    assert dock.model.rowCount() == 0


def test_language_change_retranslates(qtbot, monkeypatch):
    dock = ScoreSheetDock()
    qtbot.addWidget(dock)
    calls = []
    monkeypatch.setattr(dock, "retranslate_ui", lambda: calls.append(1))
    QCoreApplication.sendEvent(dock, QEvent(QEvent.Type.LanguageChange))
    assert calls == [1]


def test_P10_25_nobody_leads_before_anything_is_decided(qtbot):
    dock = ScoreSheetDock()
    qtbot.addWidget(dock)
    dock.set_controller(FakeController(P10, phase10_state(rounds=0)))
    assert dock.sheet.leaders == ()
    for seat in range(3):
        assert not dock.model.headerData(seat, Qt.Orientation.Horizontal).endswith("★")
    legend = dock.summary.text().split("\n")
    assert legend[-1] == "✓ = phase completed, * = went out; below: the total"


def test_SB_nobody_leads_while_all_stocks_are_equal(qtbot):
    dock = ScoreSheetDock()
    qtbot.addWidget(dock)
    dock.set_controller(FakeController(SB, skipbo_state(games=0, stock_size=5)))
    assert dock.sheet.leaders == ()


@pytest.mark.parametrize("language", ["en", "de", "zh_TW"])
@pytest.mark.parametrize("game", ["phase10", "skipbo", "skipbo-match"])
def test_the_table_starts_right_under_the_title_when_the_summary_is_empty(qtbot, language, game):
    """A plain Skip-Bo game has no summary line: the label used to stay as an
    empty band between the dock's title and the table."""
    from PySide6.QtWidgets import QMainWindow, QWidget
    from table_helpers import installed_language

    with installed_language(language):
        window = QMainWindow()
        qtbot.addWidget(window)
        window.setCentralWidget(QWidget())
        window.resize(900, 500)
        dock = ScoreSheetDock(window)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        if game == "phase10":
            state, rules = phase10_state(rounds=1), P10
        else:
            state, rules = skipbo_state(games=0, match_scoring=game == "skipbo-match"), SB
        dock.set_controller(FakeController(rules, state))
        window.show()
        qtbot.waitExposed(window)
        layout = dock.widget().layout()
        top = layout.contentsMargins().top()
        if game == "skipbo":
            assert dock.summary.text() == ""
            assert not dock.summary.isVisible()
            assert dock.view.y() == top  # right under the title
        else:
            assert dock.summary.text().strip() != "" and dock.summary.isVisible()
            assert dock.summary.y() == top
            assert dock.view.y() == dock.summary.geometry().bottom() + 1 + layout.spacing()
        # no game: the summary says so and shows again
        dock.set_controller(None)
        assert dock.summary.isVisible() and dock.summary.text() != ""
