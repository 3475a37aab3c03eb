"""Game > Keep score…: a family enters rounds of a real-cards game with clicks.

In en/de/zh_TW with 2 and 6 players: the setup dialog (the new-game dialog
for real cards), rounds entered with real clicks on the ticks, the "went
out" choice and the card pad, a refused round with its rule id, undo, the
finished game's winner and its history row, the saved file, and every text
whole at 1024x700.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication
from table_helpers import installed_language
from test_dialog_text_fit import clipped_texts

from cardtable.persistence import keeperfile
from cardtable.persistence.history import History, HistoryError
from cardtable.ui.keeper.opening import KeeperSetupDialog
from cardtable.ui.keeper.window import KeeperWindow
from cardtable.ui.scoresheet.model import RAW_ROLE

NAMES = ["Anna", "陳美玲", "Chris", "Dora", "Emil", "Fritz"]


@pytest.fixture(params=["en", "de", "zh_TW"])
def language(request, qapp):
    with installed_language(request.param) as lang:
        yield lang


def click(qtbot, widget) -> None:
    assert widget.isEnabled() and widget.isVisible(), widget.objectName()
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def setup_game(qtbot, game: str, players: int, **extra):
    dialog = KeeperSetupDialog(None, {"game": game, "players": players,
                                      "seats": [{"name": n, "kind": "human"} for n in NAMES], **extra})
    qtbot.addWidget(dialog)
    dialog.show()
    QApplication.processEvents()
    assert clipped_texts(dialog) == []
    assert all(not row.kind.isVisibleTo(dialog) for row in dialog.rows)
    assert not dialog.seed.isVisibleTo(dialog)
    dialog.accept()
    made = dialog.keeper_game()
    assert made is not None and made.names == tuple(NAMES[:players])
    return made


def open_window(qtbot, tmp_path, game) -> KeeperWindow:
    window = KeeperWindow(game, path=tmp_path / "current.json", history_path=tmp_path / "h.sqlite3")
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    qtbot.waitExposed(window)
    return window


def tap_hand(qtbot, window, seat: int, faces: list[str]) -> None:
    panel = window.panel
    click(qtbot, panel.rows[seat].count)
    for face in faces:
        click(qtbot, panel.pad.buttons[face])


def assert_fits(window) -> None:
    QApplication.processEvents()
    assert window.width() <= 1024 and window.height() <= 700
    assert window.minimumSizeHint().width() <= 1024 and window.minimumSizeHint().height() <= 700
    assert clipped_texts(window) == []
    sheet = window.dock.view
    assert sheet.horizontalScrollBar().maximum() == 0


@pytest.mark.parametrize("players", [2, 6])
def test_phase10_rounds_with_clicks_to_the_end(language, qtbot, tmp_path, players):
    game = setup_game(qtbot, "phase10", players, phase10={"phases": [9, 10], "edition": "2026"})
    window = open_window(qtbot, tmp_path, game)
    panel = window.panel
    assert_fits(window)
    # nobody went out: refused with the rule id, nothing entered
    click(qtbot, panel.enter)
    rule = {"en": "Rule P10-15: ", "de": "Regel P10-15: ", "zh_TW": "規則 P10-15："}[language]
    assert panel.error.text().startswith(rule) and window.game.entries == ()
    # round 1: Anna goes out, 陳美玲 completes phase 9, the others count their cards
    click(qtbot, panel.rows[0].out)
    assert panel.rows[0].completed.isChecked() and panel.rows[0].points.value() == 0
    click(qtbot, panel.rows[1].completed)
    tap_hand(qtbot, window, 1, ["3", "11", "W"])
    assert panel.rows[1].points.value() == 40
    assert panel.pad.sum.text().endswith("= 5 + 10 + 25 = 40")
    for seat in range(2, players):
        tap_hand(qtbot, window, seat, ["S"])
    assert_fits(window)
    click(qtbot, panel.enter)
    assert len(window.game.entries) == 1 and panel.error.text() == ""
    assert [window.game.phase_now(s) for s in range(players)] == [10, 10] + [9] * (players - 2)
    assert NAMES[1] in window.next_label.text() and "10" in window.next_label.text()
    # a wrong round 2, taken back with Undo
    click(qtbot, panel.rows[1].out)
    tap_hand(qtbot, window, 0, ["12"])
    for seat in range(2, players):
        tap_hand(qtbot, window, seat, ["1"])
    click(qtbot, panel.enter)
    assert window.game.finished and window.game.progress.winners == (1,)
    with _open(tmp_path) as history:
        assert history.count() == 1
    click(qtbot, window.undo_button)
    assert len(window.game.entries) == 1 and not window.game.finished
    with _open(tmp_path) as history:
        assert history.count() == 0  # the undone end left the history again
    # round 2 again: Anna goes out with phase 10 and wins
    click(qtbot, panel.rows[0].out)
    tap_hand(qtbot, window, 1, ["W", "W"])
    for seat in range(2, players):
        tap_hand(qtbot, window, seat, ["10"])
    click(qtbot, panel.enter)
    assert window.game.progress.winners == (0,)
    assert NAMES[0] in window.next_label.text()
    assert not panel.enter.isEnabled()
    model = window.dock.model
    assert model.sheet.winners == (0,) and model.sheet.totals[:2] == (0, 90)
    assert model.data(model.index(1, 1), RAW_ROLE)["points"] == 50
    with _open(tmp_path) as history:
        row = history.conn.execute("SELECT source, rounds, reason FROM games").fetchone()
        assert row == ("keeper", 2, "phase-complete")
        assert history.conn.execute("SELECT name FROM seats WHERE won = 1").fetchall() == [(NAMES[0],)]
    assert keeperfile.load(tmp_path / "current.json") == window.game
    assert_fits(window)


@pytest.mark.parametrize("players", [2, 6])
def test_skipbo_match_to_500_with_clicks(language, qtbot, tmp_path, players):
    game = setup_game(qtbot, "skipbo", players, skipbo={"match_scoring": True})
    window = open_window(qtbot, tmp_path, game)
    panel = window.panel
    size = 30 if players <= 4 else 20
    assert panel.rows[1].points.maximum() == size
    click(qtbot, panel.rows[1].out)
    panel.rows[0].points.setValue(0)
    click(qtbot, panel.enter)
    assert "SB-18" in panel.error.text()
    games = 0
    while not window.game.finished:
        click(qtbot, panel.rows[1].out)
        for seat in range(players):
            if seat != 1:
                spin = panel.rows[seat].points
                spin.lineEdit().selectAll()
                qtbot.keyClicks(spin.lineEdit(), str(size))
        click(qtbot, panel.enter)
        games += 1
        assert panel.error.text() == ""
        assert games < 10
    assert games == (3 if players == 2 else 1)
    assert window.game.progress.winners == (1,)
    assert window.dock.model.sheet.totals[1] >= 500
    assert NAMES[1] in window.next_label.text()
    with _open(tmp_path) as history:
        assert history.conn.execute("SELECT match, rounds FROM games").fetchone() == (1, games)
    assert_fits(window)


def test_menu_and_start_page_open_the_keeper_and_resume(window, qtbot, monkeypatch, tmp_path):
    from cardtable.ui.keeper import opening

    def fill_and_accept():
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, KeeperSetupDialog)
        dialog.set_choices({"game": "phase10", "players": 3,
                            "seats": [{"name": n, "kind": "human"} for n in NAMES]})
        dialog.accept()

    QTimer.singleShot(0, fill_and_accept)
    window.act_keep.trigger()
    keeper = window.keeper_window
    assert keeper.isVisible() and keeper.game.names == tuple(NAMES[:3])
    click(qtbot, keeper.panel.rows[2].out)
    tap_hand(qtbot, keeper, 0, ["5"])
    tap_hand(qtbot, keeper, 1, ["9", "S"])
    click(qtbot, keeper.panel.enter)
    assert keeper.panel.error.text() == ""
    keeper.close()
    # the start page lists the unfinished sheet; a click on it opens it again
    window.start_page.refresh()
    games = window.start_page.unfinished
    [row] = [games.item(i) for i in range(games.count()) if NAMES[1] in games.item(i).text()]
    qtbot.mouseClick(games.viewport(), Qt.MouseButton.LeftButton, pos=games.visualItemRect(row).center())
    listed = window.keeper_window
    assert listed is not keeper and listed.isVisible() and len(listed.game.entries) == 1
    listed.close()
    # the start page's link offers to resume the unfinished sheet
    monkeypatch.setattr(opening, "ask_resume", lambda parent, game: "resume")
    click(qtbot, window.start_page.keep_button)
    resumed = window.keeper_window
    assert resumed is not listed and len(resumed.game.entries) == 1
    assert resumed.game.names == tuple(NAMES[:3])
    resumed.close()


def test_a_damaged_sheet_is_set_aside_and_said(window, qtbot, monkeypatch, tmp_path):
    from cardtable.ui.keeper import opening

    path = keeperfile.current_path()
    path.write_text('{"format": "cardtable-scorekeeper", "schema_version": 1, "game": "chess"}')
    said = []
    monkeypatch.setattr(opening.QMessageBox, "warning", lambda parent, title, text: said.append(text))
    monkeypatch.setattr(opening.KeeperSetupDialog, "exec", lambda self: 0)
    assert opening.open_keeper(window, None) is None
    [moved] = path.parent.glob("current.json.damaged-*")
    assert len(said) == 1 and str(moved) in said[0]
    assert not path.exists() and "chess" in moved.read_text()


def settle() -> None:
    """Wait for the app's history writer (the keeper records through it) and
    let its answers reach the window."""
    from PySide6.QtCore import QCoreApplication

    from cardtable.controller.recording import recorder

    assert recorder().flush(30)
    QCoreApplication.processEvents()


class _open:
    """``with _open(tmp_path) as history``: the test's history database, once
    every write queued for it is done."""

    def __init__(self, folder) -> None:
        settle()
        self.history = History.open(folder / "h.sqlite3")

    def __enter__(self) -> History:
        return self.history

    def __exit__(self, *exc) -> None:
        self.history.close()


def test_the_printed_sheet_is_the_tables_sheet(qtbot, tmp_path, monkeypatch):
    """Export as PDF prints the keeper's sheet through the printing code: the
    names, the totals and the winner are on the page, as for a table game."""
    import pypdf

    from cardtable.keeper import KeeperRules, Phase10Entry
    from cardtable.ui.printing import sheets as printing
    from cardtable.ui.scoresheet.sheet_data import sheet_from_state

    game = setup_game(qtbot, "phase10", 3, phase10={"phases": [10], "edition": "classic"})
    game = game.add(Phase10Entry((True, False, False), (0, 35, 125), 0))
    window = open_window(qtbot, tmp_path, game)
    assert printing.current_sheet(window.source, "en") == sheet_from_state(
        KeeperRules("phase10"), game, game.names, "en")
    target = tmp_path / "sheet.pdf"
    monkeypatch.setattr(printing, "ask_pdf_path", lambda parent, suggested: str(target))
    click(qtbot, window.pdf_button)
    text = "".join("".join(page.extract_text() for page in pypdf.PdfReader(str(target)).pages).split())
    for word in ("Anna", "陳美玲", "Chris", "125", "35"):
        assert word in text
    assert str(target) in window.status.text()


def test_the_history_list_marks_kept_games(qtbot, tmp_path):
    from cardtable.keeper import Phase10Entry
    from cardtable.ui.stats.history_window import HistoryWindow

    game = setup_game(qtbot, "phase10", 2, phase10={"phases": [10]})
    window = open_window(qtbot, tmp_path, game)
    window.enter(Phase10Entry((True, False), (0, 20), 0))
    assert window.game.finished
    settle()
    history = HistoryWindow(None, path=tmp_path / "h.sqlite3")
    qtbot.addWidget(history)
    model = history.model
    assert model.rowCount() == 1
    assert model.data(model.index(0, 4)) == "1 round, real cards, score kept"
    assert model.data(model.index(0, 3)) == "Anna"
    history.view.selectRow(0)
    with pytest.raises(HistoryError) as info:
        history.replay_source()
    assert info.value.code == "kept-score"


def test_a_refusal_is_said_again_after_a_language_switch(qtbot, tmp_path):
    """Like the status bar of the table: no German sentence stays after switching."""
    from PySide6.QtCore import QCoreApplication, QEvent

    game = setup_game(qtbot, "phase10", 2)
    window = open_window(qtbot, tmp_path, game)
    with installed_language("de"):
        QCoreApplication.sendEvent(window.panel, QEvent(QEvent.Type.LanguageChange))
        click(qtbot, window.panel.enter)
        assert window.panel.error.text().startswith("Regel P10-15: ")
    with installed_language("zh_TW"):
        QCoreApplication.sendEvent(window.panel, QEvent(QEvent.Type.LanguageChange))
        assert window.panel.error.text().startswith("規則 P10-15：")
        assert window.panel.enter.text() == "記下這一局"


def test_a_tie_on_phase_10_is_replayed_by_the_tied_players_only(qtbot, tmp_path):
    """P10-25 (2026): Anna and 陳美玲 both complete phase 10 with 20 points; Chris sits out the replay."""
    game = setup_game(qtbot, "phase10", 3, phase10={"phases": [9, 10], "edition": "2026"})
    window = open_window(qtbot, tmp_path, game)
    panel = window.panel
    for out, hands in ((0, {1: ["3", "7", "9", "1"], 2: ["W", "W"]}), (1, {0: ["10", "12"], 2: ["5"]})):
        click(qtbot, panel.rows[out].out)
        click(qtbot, panel.rows[1 - out].completed)
        for seat, faces in hands.items():
            tap_hand(qtbot, window, seat, faces)
        click(qtbot, panel.enter)
        assert panel.error.text() == ""
    assert window.game.progress.scores == (20, 20, 55) and not window.game.finished
    assert not panel.rows[2].points.isEnabled() and not panel.rows[2].out.isEnabled()
    assert panel.rows[2].completed.text() == "sits out (tie-break)"
    assert NAMES[2] not in window.next_label.text()
    click(qtbot, panel.rows[1].out)
    tap_hand(qtbot, window, 0, ["S"])
    click(qtbot, panel.enter)
    assert window.game.progress.winners == (1,) and window.game.progress.reason == "tie-break"
    model = window.dock.model
    assert model.headerData(2, Qt.Orientation.Vertical).endswith("(tie-break)")
    assert_fits(window)


def test_a_failed_save_or_history_write_is_said_and_the_sheet_goes_on(qtbot, tmp_path):
    from cardtable.keeper import Phase10Entry

    game = setup_game(qtbot, "phase10", 2, phase10={"phases": [10]})
    (tmp_path / "h.sqlite3").mkdir()  # the history database cannot be opened
    window = KeeperWindow(game, path=tmp_path / "missing" / "k.json", history_path=tmp_path / "h.sqlite3")
    qtbot.addWidget(window)
    window.show()
    assert window.enter(Phase10Entry((True, False), (0, 20), 0))
    assert window.game.finished  # the sheet itself is right
    settle()  # the history writer's answer
    lines = window.status.text().split("\n")
    assert len(lines) == 2 and "k.json" in lines[0] and "history" in lines[1]
    assert window.recorded_uid is None
    window.undo()
    assert window.game.entries == () and "k.json" in window.status.text()


@pytest.mark.parametrize("players", [2, 4])
def test_SB_18_skipbo_stock_fields_start_blank_and_a_missing_count_is_refused(language, qtbot, tmp_path, players):
    """A new Skip-Bo game starts with blank stock counts (it used to show 1, which a
    family could enter by accident); a loser's blank count is refused in words."""
    game = setup_game(qtbot, "skipbo", players)
    window = open_window(qtbot, tmp_path, game)
    panel = window.panel
    missing = {"en": "Enter how many stock cards", "de": "noch im Vorratsstapel", "zh_TW": "還剩幾張"}[language]
    for row in panel.rows:
        assert row.points.text().strip() == ""
    click(qtbot, panel.rows[1].out)
    assert panel.rows[1].points.value() == 0  # the winner has none left
    for seat in range(players - 1, -1, -1):  # fill the losers one by one, from the last
        if seat == 1:
            continue
        click(qtbot, panel.enter)
        assert window.game.entries == ()
        first_blank = min(s for s in range(players) if s != 1 and panel.rows[s].points.text().strip() == "")
        assert "SB-18" in panel.error.text() and missing in panel.error.text()
        assert NAMES[first_blank] in panel.error.text()
        spin = panel.rows[seat].points
        click(qtbot, spin.lineEdit())
        spin.lineEdit().selectAll()
        qtbot.keyClicks(spin.lineEdit(), str(seat + 3))
    click(qtbot, panel.enter)
    assert panel.error.text() == ""
    assert len(window.game.entries) == 1
    assert window.game.entries[0].stock_left == tuple(0 if s == 1 else s + 3 for s in range(players))
    assert all(row.points.text().strip() == "" for row in panel.rows)  # the next game starts blank again
