"""A screen reader can name every control of every window and dialog, in
English, German and Traditional Chinese, and a keyboard reaches all of them.

The sweep builds each window and dialog once per language
(``accessible_sweep``): the main window with its start page, both games with
the score sheet and the move log, a lesson; the network panels; every
dialog and window of its own. Every widget a screen reader reads (Tab stops,
lists and tables, graphics views, charts) must have a name: a field from its
label (``QLabel.setBuddy``) or its own accessible name, a button from its
text (see ``accessible_sweep.unnamed``). In German and Chinese a name must not
be the English text of a translated string (a name set once in English and
never again after a language switch).

The keyboard test presses Tab in each dialog until the focus comes back
where it started: every enabled control is passed on the way (a table that
keeps Tab for its own cells, or a control left out of the focus chain,
fails), in a dialog in reading order (left to right, top to bottom, then from
the last control back to the first), Shift+Tab goes the same way back, and
Escape closes the dialog.
"""

from __future__ import annotations

import itertools
import re

import pytest
from accessible_sweep import (
    accessible_name as accessible_name_of,
)
from accessible_sweep import (
    describe,
    dialogs,
    english_sources,
    main_window_states,
    network_panels,
    read_widgets,
    tab_stops,
    unnamed,
    untranslated,
)
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QLabel,
    QLineEdit,
    QPushButton,
    QWidget,
)
from table_helpers import installed_language


@pytest.mark.parametrize("lang", ["en", "de", "zh_TW"])
def test_every_widget_of_every_window_has_a_name(lang, window, start_game, qtbot):
    sources = english_sources(lang) if lang != "en" else []
    problems, seen = [], 0
    with installed_language(lang):
        for title, w in itertools.chain(main_window_states(window, start_game, qtbot),
                                        network_panels(), dialogs(window, lang)):
            qtbot.addWidget(w) if w is not window else None
            w.show()
            QApplication.processEvents()
            seen += len(read_widgets(w))
            problems += [f"{title}: {p} has no name" for p in unnamed(w)]
            problems += [f"{title}: {p} is English" for p in untranslated(w, sources)]
            if w is not window:
                w.close()
    assert seen > 250  # the sweep reached the windows' controls
    assert problems == [], "\n".join(problems)


def test_the_sweep_sees_an_unnamed_field_and_an_english_name(qtbot):
    box = QWidget()
    qtbot.addWidget(box)
    named, _bare, labelled = QLineEdit(box), QLineEdit(box), QLineEdit(box)
    named.setAccessibleName("Preferences")
    label = QLabel("Seed:", box)
    label.setBuddy(labelled)
    QPushButton("OK", box)
    box.show()
    assert len(unnamed(box)) == 1 and unnamed(box)[0].endswith("QLineEdit")
    assert untranslated(box, [re.compile("Preferences")]) == ["QLineEdit: 'Preferences'"]
    named.setAccessibleName("Seat 3: name")
    patterns = english_sources("de")
    assert untranslated(box, patterns) == ["QLineEdit: 'Seat 3: name'"]
    named.setAccessibleName("Platz 3: Name")
    assert untranslated(box, patterns) == []


def test_the_sweep_sees_a_combo_box_named_by_its_value(qtbot):
    box = QWidget()
    qtbot.addWidget(box)
    by_value, by_label, bare = QComboBox(box), QComboBox(box), QComboBox(box)
    for combo in (by_value, by_label, bare):
        combo.addItems(["Medium", "Hard"])
    by_value.setAccessibleName("Medium")  # what a screen reader says when the value is the name
    by_value.setAccessibleDescription("Medium")
    label = QLabel("&Level:", box)
    label.setBuddy(by_label)
    box.show()
    assert len(unnamed(box)) == 2
    by_value.setAccessibleName("Level")
    by_value.setAccessibleDescription("Level")
    bare.setAccessibleName("Computer level")
    bare.setAccessibleDescription("Computer level")
    assert unnamed(box) == []


def test_the_order_check_sees_a_control_out_of_order(qtbot):
    from PySide6.QtWidgets import QHBoxLayout

    box = QWidget()
    qtbot.addWidget(box)
    row = QHBoxLayout(box)
    a, b, c = QPushButton("A"), QPushButton("B"), QPushButton("C")
    for button in (a, b, c):
        row.addWidget(button)
    box.show()
    QApplication.processEvents()
    assert _against_reading_order(box, [a, b, c, a]) == []
    assert _against_reading_order(box, [b, c, a, b]) == []  # the same round, begun elsewhere
    assert len(_against_reading_order(box, [a, c, b, a])) == 2  # C to B, and B back to A


def _against_reading_order(window, focused) -> list[str]:
    """Where Tab moved up a row, or left within a row, in one round of
    ``focused``, other than from the last control (bottom right) back to the
    first (top left)."""
    from PySide6.QtCore import QPoint

    def at(w):
        p = w.mapTo(window, QPoint(0, 0))
        return p.y(), p.x()

    first, last = min(focused, key=at), max(focused, key=at)
    out = []
    for a, b in itertools.pairwise(focused):
        (ya, xa), (yb, xb) = at(a), at(b)
        if (a, b) != (last, first) and (yb < ya - 12 or (abs(yb - ya) <= 12 and xb < xa)):
            out.append(f"{describe(a)} {at(a)} -> {describe(b)} {at(b)}")
    return out


def _reached(widget, focused) -> bool:
    """Tab passed ``widget``; in an exclusive group of buttons (radio buttons,
    the keeper's "Count cards") Tab stops at one and the arrows move on."""
    group = getattr(widget, "group", lambda: None)()
    if group is not None and group.exclusive():
        return any(b in focused for b in group.buttons())
    return widget in focused


@pytest.mark.parametrize("lang", ["en", "de"])
def test_tab_reaches_every_control_of_every_dialog(lang, window, qtbot):
    problems = []
    with installed_language(lang):
        for title, dialog in dialogs(window, lang):
            qtbot.addWidget(dialog)
            dialog.show()
            dialog.activateWindow()
            qtbot.waitUntil(lambda d=dialog: QApplication.activeWindow() is d, timeout=2000)
            stops = tab_stops(dialog)
            assert stops, title
            stops[0].setFocus(Qt.FocusReason.TabFocusReason)
            reached = []
            for _ in range(len(stops) + 2):
                QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
                reached.append(QApplication.focusWidget())
            missed = [w for w in stops if not _reached(w, reached)]
            if isinstance(dialog, QDialog):  # a window with docks has no one reading order
                backwards = _against_reading_order(dialog, [stops[0], *reached[:len(stops)]])
                problems += [f"{title}: Tab goes back: {move}" for move in backwards]
            problems += [f"{title}: Tab never reaches {type(w).__name__} {w.objectName()}" for w in missed]
            back = []
            for _ in range(len(stops) + 2):
                QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Backtab)
                back.append(QApplication.focusWidget())
            problems += [f"{title}: Shift+Tab never reaches {type(w).__name__}" for w in stops if not _reached(w, back)]
            if isinstance(dialog, QDialog):
                QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)
                if dialog.isVisible():
                    problems.append(f"{title}: Escape does not close it")
            dialog.close()
    assert problems == [], "\n".join(problems)


def test_an_unfinished_game_is_resumed_or_deleted_without_a_mouse(window, qtbot, monkeypatch):
    """The start page's list: Tab reaches it and its row's "Delete…" button
    (named after its game), Delete asks, and the Menu key opens the row's menu
    (Resume, Delete…) at the chosen row, not wherever the mouse is."""
    from PySide6.QtGui import QContextMenuEvent
    from PySide6.QtWidgets import QMenu
    from test_start_page import _autosaved_game

    from cardtable.ui.start import start_lists

    _autosaved_game("skipbo", 4)
    window.start_page.refresh()
    games = window.start_page.unfinished
    qtbot.waitUntil(lambda: games.isVisible() and games.delete_buttons()[0].isVisible())
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    (button,) = games.delete_buttons()
    assert accessible_name_of(button).startswith("Delete Skip-Bo: Ada, Bert")
    stops = tab_stops(window)
    assert games in stops and button in stops
    asked = []
    monkeypatch.setattr(window, "delete_unfinished", lambda entry: asked.append(entry) or False)
    games.delete_requested.disconnect()
    games.delete_requested.connect(window.delete_unfinished)
    games.setFocus()
    games.setCurrentRow(0)
    QTest.keyClick(games, Qt.Key.Key_Delete)
    assert len(asked) == 1
    shown = []

    class Menu(QMenu):  # records what it would show, and where
        def exec(self, at=None, *_args):
            shown.append(([x.text() for x in self.actions()], at))

    monkeypatch.setattr(start_lists, "QMenu", Menu)
    far = games.mapToGlobal(games.rect().bottomRight()) * 4  # the mouse is far away
    QApplication.sendEvent(games, QContextMenuEvent(QContextMenuEvent.Reason.Keyboard, games.rect().center(), far))
    assert shown and shown[0][0] == ["Resume", "Delete…"]
    row = games.visualItemRect(games.item(0))
    assert games.viewport().mapFromGlobal(shown[0][1]) == row.center()


def test_a_score_sheet_cell_says_its_round_and_player(window, play_state, qtbot):
    """A screen reader on the sheet's table reads "Round 2, P1: Phase 1
    completed. 5 penalty points this round, 25 in total.", not "1✓ 25"."""
    from PySide6.QtGui import QAccessible

    from testsupport.positions import position

    rules, state = position("phase10", 4)
    play_state(rules, state, ["human", "computer", "computer", "computer"])
    window.score_dock.show()
    view = window.score_dock.view
    qtbot.waitUntil(lambda: view.model().rowCount() > 2)
    assert accessible_name_of(view) == "Score sheet"
    face = QAccessible.queryAccessibleInterface(view)
    model = view.model()
    raw = model.data(model.index(1, 1), Qt.ItemDataRole.UserRole)
    said = model.data(model.index(1, 1), Qt.ItemDataRole.AccessibleTextRole)
    assert said.startswith("Round 2, P1: Phase ")
    assert f"{raw['total']} in total" in said
    cells = [face.child(i).text(QAccessible.Text.Name) for i in range(face.childCount())]
    assert said in cells  # what Qt hands the screen reader for that cell
    total_row = model.rowCount() - 2
    assert model.data(model.index(total_row, 0), Qt.ItemDataRole.AccessibleTextRole).startswith("Total, P0: ")


def test_a_chart_says_its_numbers(qtbot):
    from cardtable.ui.stats.charts import BarChart, LineChart, Series

    line = LineChart()
    qtbot.addWidget(line)
    line.title, line.x_title = "Points after each round", "Round"
    line.set_series([Series("Anna", ((1, 25), (2, 60))), Series("Ben", ((1, 0), (2, 10)))])
    assert accessible_name_of(line) == "Points after each round"
    assert line.accessibleDescription() == "Anna: Round 1: 25, Round 2: 60; Ben: Round 1: 0, Round 2: 10"
    bars = BarChart()
    qtbot.addWidget(bars)
    bars.percent = True
    bars.empty_text = "No games recorded yet."
    assert bars.accessibleDescription() == "No games recorded yet."
    bars.set_data(["Anna"], [(0.12, 0.1)], ["Dealt and drawn", "Chance predicts"])
    assert bars.accessibleDescription() == "Anna: Dealt and drawn 12 %, Chance predicts 10 %"
    assert bars.focusPolicy() & Qt.FocusPolicy.TabFocus  # Tab reaches it, the reader says it
