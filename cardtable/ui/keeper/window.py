"""The score keeper's window: the score sheet of a game played with real cards.

No table: the sheet is the very dock of the card table (``ScoreSheetDock``),
fed by :class:`KeeperSource`, a stand-in for the game controller whose
``rules`` are :class:`cardtable.keeper.KeeperRules`. So the sheet looks the
same as beside a table and printing (``cardtable.ui.printing``) prints the
same paper sheet. Beside it: who plays which phase next, the round-entry
panel, undo of the last entry, print, preview and PDF. Every change is saved
at once to the keeper's file (``persistence.keeperfile``); a finished game is
recorded in the history (and taken out again if its last round is undone);
then "New sheet" starts a fresh sheet for the same players and options.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import UTC, datetime
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QMainWindow, QPushButton, QVBoxLayout, QWidget
from shiboken6 import isValid

from cardtable.controller.recording import recorder
from cardtable.controller.source import SheetFacts, SheetSource, facts_of
from cardtable.keeper import KeeperGame, KeeperRefusal, KeeperRules
from cardtable.persistence import keeperfile
from cardtable.persistence.errors import SaveError
from cardtable.ui.dialogs.fitting import fit_window
from cardtable.ui.error_texts import error_sentence
from cardtable.ui.games import ui_for
from cardtable.ui.keeper.entry import EntryPanel
from cardtable.ui.scoresheet.dock import ScoreSheetDock
from cardtable.ui.seat_names import name_list

if TYPE_CHECKING:
    from pathlib import Path

    from cardtable.keeper.game import Entry
    from cardtable.persistence.history import HistoryError

log = logging.getLogger(__name__)


def _uid(game: KeeperGame) -> str:
    # the history database (sqlite3) loads on first use
    from cardtable.stats.entry import kept_game

    return kept_game(game).uid


PANEL_WIDTH = 600  # the entry panel's widest; the sheet takes the rest of the window


def record_kept(game: KeeperGame, history_path: str | Path | None = None,
                done: Callable[[str | None, str], None] | None = None) -> None:
    """Record a finished kept game in the history, by the app's history
    writer (never on the window's thread); ``done(uid, problem)`` then says
    how it went: the game's uid (None if it could not be written) and a
    translated problem ("" if none). Recording the same game again writes
    nothing."""
    # the history database (sqlite3) loads on first use
    from cardtable.stats.entry import kept_game

    record = kept_game(game)

    def written(_game_id: object, error: HistoryError | None) -> None:
        if done is not None:
            done(None, error_sentence(error)) if error is not None else done(record.uid, "")

    recorder().change(lambda history: history.record(record), written, history_path)


def _not_recorded() -> str:
    return QCoreApplication.translate("KeeperWindow", "The finished sheet could not be put in the "
                                      "history, so it stays open.")


def _lines(first: Callable[[], str] | None, second: str) -> str:
    return "\n".join(text for text in (first() if first is not None else "", second) if text)


class KeeperSource(QObject):
    """What the score-sheet dock and printing read from a game controller:
    ``sheet_facts()`` (from the keeper's rules and game) and ``seats``, and ``state_changed``."""

    state_changed = Signal()

    def __init__(self, game: KeeperGame, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.rules = KeeperRules(game.game)
        self.state = game
        self.seats = game.names

    def set_game(self, game: KeeperGame) -> None:
        self.state = game
        self.state_changed.emit()

    def sheet_facts(self) -> SheetFacts:
        return facts_of(self.rules, self.state)


_CHECKED: type[SheetSource] = KeeperSource  # mypy: the sheet reads the keeper like a game


class KeeperWindow(QMainWindow):
    """``path``: where the game is saved (default: the keeper's own file);
    ``history_path``: the history database (default: the data folder's)."""

    #: the sheet changed and was saved (the start page's "Unfinished games" list shows it)
    sheet_changed = Signal()

    def __init__(self, game: KeeperGame, parent: QWidget | None = None, *, path: str | Path | None = None,
                 history_path: str | Path | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("KeeperWindow")
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.path = path
        self.history_path = history_path
        self.source = KeeperSource(game, self)
        self.recorded_uid: str | None = None
        self._save_problem: Callable[[], str] | None = None  # the last save's problem, to be said
        self._said: Callable[[], str] | None = None
        self.dock = ScoreSheetDock(self)
        self.dock.setFeatures(ScoreSheetDock.DockWidgetFeature.NoDockWidgetFeatures)
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.dock)
        self.dock.set_controller(self.source)
        self.dock.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys belong to the round entry

        body = QWidget(self)
        layout = QVBoxLayout(body)
        self.next_label = QLabel(body)
        self.next_label.setObjectName("nextPhases")
        self.next_label.setWordWrap(True)
        self.next_label.setTextFormat(Qt.TextFormat.PlainText)
        font = self.next_label.font()
        font.setBold(True)  # what the players ask first: who plays which phase now
        self.next_label.setFont(font)
        heading = QWidget(body)  # who plays next, or the winner and "New sheet"
        heading.setMaximumWidth(PANEL_WIDTH)
        top = QHBoxLayout(heading)
        top.setContentsMargins(0, 0, 0, 0)
        self.next_label.setParent(heading)
        top.addWidget(self.next_label, 1)
        self.new_button = QPushButton(heading)  # once the game is over: the next one
        self.new_button.setObjectName("newSheet")
        self.new_button.clicked.connect(self.new_sheet)
        self.new_button.setAutoDefault(False)
        top.addWidget(self.new_button, 0, Qt.AlignmentFlag.AlignTop)
        layout.addWidget(heading)
        self.panel = EntryPanel(game, body)
        self.panel.submitted.connect(self.enter)
        self.panel.setMaximumWidth(PANEL_WIDTH)
        layout.addWidget(self.panel, 1)
        self.status = QLabel(body)
        self.status.setObjectName("keeperStatus")
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        buttons = QHBoxLayout()
        self.undo_button = QPushButton(body)
        self.undo_button.setObjectName("undoRound")
        self.undo_button.clicked.connect(self.undo)
        self.print_button = QPushButton(body)
        self.print_button.clicked.connect(self.print_sheet)
        self.preview_button = QPushButton(body)
        self.preview_button.clicked.connect(self.preview)
        self.pdf_button = QPushButton(body)
        self.pdf_button.clicked.connect(self.export_pdf)
        for button in (self.undo_button, self.print_button, self.preview_button, self.pdf_button):
            button.setAutoDefault(False)
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        self.setCentralWidget(body)
        self.retranslate_ui()
        self.resize(1024, 700)
        self.resizeDocks([self.dock], [max(340, self.dock.preferred_width())], Qt.Orientation.Horizontal)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        fit_window(self)  # a laptop's or a 1024x700 screen's free area

    # the game ---------------------------------------------------------------------
    @property
    def game(self) -> KeeperGame:
        return self.source.state

    def enter(self, entry: Entry) -> bool:
        """Add the round the panel shows, if the rules allow it."""
        try:
            game = self.game.add(entry)
        except KeeperRefusal as exc:
            self.panel.show_error(partial(error_sentence, exc))
            return False
        self._set(game)
        return True

    def undo(self) -> None:
        """Take the last entered round back (a finished game leaves the history again)."""
        if self.game.entries:
            self._forget_recorded()
            self._set(self.game.undo())

    def new_sheet(self) -> bool:
        """A finished game: a fresh sheet for the same players and options,
        once the finished one is in the history (else it stays, and says why).
        True if the fresh sheet is there now; False if it waits for the
        history writer (or there is no finished game)."""
        game = self.game
        if not game.finished:
            return False
        if self.recorded_uid is None:  # a write that failed (or is under way): once it is in
            def then(uid: str | None, problem: str) -> None:
                self._recorded(uid, problem)
                if uid is None:
                    self.say(partial(_lines, _not_recorded, problem))
                elif self.game is game:
                    self._fresh_sheet(game)

            record_kept(game, self.history_path, then)
            return False
        self._fresh_sheet(game)
        return True

    def _fresh_sheet(self, game: KeeperGame) -> None:
        self.recorded_uid = None  # the new sheet's undo must not touch the finished one
        started = datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
        self._set(KeeperGame(game.game, game.names, game.options, (), started))

    def _set(self, game: KeeperGame) -> None:
        self.source.set_game(game)
        self.panel.set_game(game)
        self.say(None)
        saved = self.save_sheet()
        self.sheet_changed.emit()
        self._save_problem = saved
        if game.finished:  # the history writer answers later (``_recorded``)
            record_kept(game, self.history_path, self._recorded)
        if saved is not None:
            self.say(saved)
        self.retranslate_ui()

    def save_sheet(self) -> Callable[[], str] | None:
        """Save the sheet; what went wrong (to be said), or None."""
        try:
            keeperfile.save(self.path or keeperfile.current_path(), self.game)
        except SaveError as exc:
            return partial(error_sentence, exc)
        return None

    def _recorded(self, uid: str | None, problem: str) -> None:
        """The history writer's answer for the finished game on the sheet."""
        if not isValid(self):  # closed meanwhile
            return
        if uid is not None and self.game.finished and uid == _uid(self.game):
            self.recorded_uid = uid
        elif problem:  # both problems, the unsaved sheet first
            self.say(partial(_lines, self._save_problem, problem))

    def _forget_recorded(self) -> None:
        """The finished game's last round was undone: out of the history again
        (queued after its recording, so never before it)."""
        game = self.game
        if not game.finished:
            return

        uid = _uid(game)
        recorder().change(lambda history: history.forget_kept(uid), None, self.history_path)
        self.recorded_uid = None

    # printing ---------------------------------------------------------------------
    def print_sheet(self) -> None:
        # printing loads only when used
        from cardtable.ui.printing.sheets import print_sheet

        print_sheet(self, self.source)

    def preview(self) -> None:
        # printing loads only when used
        from cardtable.ui.printing.sheets import preview_sheet

        preview_sheet(self, self.source)

    def export_pdf(self) -> None:
        # printing loads only when used
        from cardtable.ui.printing.sheets import export_pdf

        export_pdf(self, self.source, self.notify)

    def notify(self, text: str, _ms: int = 0, again: Callable[[], str] | None = None) -> None:
        """Where printing reports the PDF's file name (``again()`` says it in a new language)."""
        self.say(again if callable(again) else (lambda: text))

    def say(self, text: Callable[[], str] | None) -> None:
        """The status line under the panel; ``text`` is called again after a language switch."""
        self._said = text
        self.status.setText(text() if text is not None else "")

    # language -----------------------------------------------------------------------
    def next_text(self) -> str:
        """Who plays which phase next, or who won."""
        game = self.game
        if game.finished:
            names = name_list(game.names[s] for s in game.progress.winners)
            return self.tr("Winner: {names}").format(names=names)
        if not ui_for(game.game).phases:
            return self.tr("Next: game {n}").format(n=len(game.entries) + 1)
        parts = [self.tr("{name}: phase {phase}").format(name=name, phase=game.phase_now(seat))
                 for seat, name in enumerate(game.names) if game.plays_next_round(seat)]
        return self.tr("Next round: {list}").format(list=" · ".join(parts))

    def retranslate_ui(self) -> None:
        game_name = ui_for(self.game.game).name()
        self.setWindowTitle(self.tr("Keep score: {game}").format(game=game_name))
        self.next_label.setText(self.next_text())
        self.undo_button.setText(self.tr("Undo last round") if ui_for(self.game.game).rounds
                                 else self.tr("Undo last game"))
        self.undo_button.setEnabled(bool(self.game.entries))
        self.new_button.setText(self.tr("New sheet"))
        self.new_button.setToolTip(self.tr("A new score sheet for the same players and options"))
        self.new_button.setVisible(self.game.finished)
        self.print_button.setText(self.tr("Print…"))
        self.preview_button.setText(self.tr("Print preview…"))
        self.pdf_button.setText(self.tr("Export as PDF…"))
        if self._said is not None:
            self.status.setText(self._said())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
