"""The main window: menus, the table (or a start page), status bar and game flow.

It owns at most one ``GameController`` at a time and wires it to the table,
the score-sheet dock, the dialogs, the privacy screen and the autosave. The
table, the dock and printing are imported on first use, so the window shows
quickly.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QLabel, QMainWindow, QStackedWidget, QWidget

from cardtable.ui.rule_help import RuleHelp
from cardtable.ui.start_page import StartPage
from cardtable.ui.status_line import StatusLine

log = logging.getLogger(__name__)

#: Narrower windows start a game without the score-sheet dock: beside it the
#: table would be drawn too small (text below 11 px at 1024x700, issue 13).
ROOMY_WIDTH = 1200


class MainWindow(QMainWindow):
    def __init__(self, settings: Any, translations: Any = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.translations = translations
        self.controller: Any = None
        self.round_summary: Any = None  # the open round summary (its "Deal next round")
        self.table: QWidget | None = None
        self.score_dock: Any = None
        self.move_log: Any = None  # the move-log dock, created with the score sheet
        self._dock_shown_once = False  # shown with the first game; later the user decides
        self._dock_restored = False  # its place and size came from the settings
        self._card_art: Any = None
        self._files: Any = None  # FileActions, made on first use (quick start-up)
        self._listening_to_history = False
        self.stack = QStackedWidget(self)
        self._starts: Any = None  # GameStarts, made on first use
        self.start_page = StartPage(self)
        self.stack.addWidget(self.start_page)
        self.setCentralWidget(self.stack)
        self._privacy: Any = None  # made when a pass-and-play game first needs it
        self._tutorial: Any = None  # lessons (cardtable.ui.tutorial), made on first use
        self.turn_label = QLabel(self)
        self.statusBar().addPermanentWidget(self.turn_label)
        self.status_line = StatusLine(self.statusBar())
        self.rule_help = RuleHelp(self, self.language, lambda: getattr(self.controller, "game_id", None))
        self._create_actions()
        self._create_menus()
        self.retranslate_ui()
        self.resize(1200, 800)
        geometry = settings.window_geometry() if settings is not None else None
        if geometry is not None:
            self.restoreGeometry(geometry)

    # -- actions and menus ------------------------------------------------------
    def _action(self, slot: Any, shortcut: Any = None) -> QAction:
        action = QAction(self)
        if shortcut is not None:
            # setShortcuts takes a standard key or key texts without building
            # QKeySequence objects, which would load every Qt enum before the
            # first frame (issue 13.8)
            action.setShortcuts(shortcut if isinstance(shortcut, QKeySequence.StandardKey) else [shortcut])
        action.triggered.connect(lambda _checked=False: slot())
        return action

    def _create_actions(self) -> None:
        K = QKeySequence.StandardKey
        self.act_new = self._action(self.new_game, K.New)
        self.act_open = self._action(self.open_game, K.Open)
        self.act_save = self._action(self.save_game, K.Save)
        self.act_save_as = self._action(self.save_game_as, "Ctrl+Shift+S")
        self.act_print = self._action(self.print_score_sheet, K.Print)
        self.act_preview = self._action(self.print_preview)
        self.act_pdf = self._action(self.export_pdf)
        self.act_blank = self._action(self.print_blank_sheet)
        self.act_stats = self._action(self.show_statistics)
        self.act_history = self._action(self.show_history)
        self.act_quit = self._action(self.close, "Ctrl+Q")
        self.act_undo = self._action(self.take_back, K.Undo)
        self.act_hint = self._action(self.show_hint, "H")
        self.act_pause = self._action(self.toggle_pause, "F8")
        self.act_pause.setCheckable(True)
        self.act_score = self._action(self.toggle_score_sheet)
        self.act_score.setCheckable(True)
        self.act_zoom_in = self._action(lambda: self._zoom("zoom_in"), "Ctrl+=")
        self.act_zoom_in.setShortcuts(["Ctrl+=", "Ctrl++"])
        self.act_zoom_out = self._action(lambda: self._zoom("zoom_out"), "Ctrl+-")
        self.act_zoom_reset = self._action(lambda: self._zoom("zoom_reset"), "Ctrl+0")
        self.act_prefs = self._action(self.show_preferences)
        self.act_rules = self._action(self.show_rules, "F1")
        self.act_about = self._action(self.show_about)
        self.act_learn = self._action(self.learn_to_play)
        self._update_actions()

    def _create_menus(self) -> None:
        bar = self.menuBar()
        self.menu_game = bar.addMenu("")
        for action in (self.act_new, self.act_open):
            self.menu_game.addAction(action)
        self.menu_recent = self.menu_game.addMenu("")
        self.menu_recent.aboutToShow.connect(self._fill_recent)
        self.menu_game.addSeparator()
        for action in (self.act_stats, self.act_history):
            self.menu_game.addAction(action)
        self.menu_game.addSeparator()
        for action in (self.act_save, self.act_save_as):
            self.menu_game.addAction(action)
        self.menu_game.addSeparator()
        for action in (self.act_print, self.act_preview, self.act_pdf, self.act_blank):
            self.menu_game.addAction(action)
        self.menu_game.addSeparator()
        self.menu_game.addAction(self.act_quit)
        self.menu_edit = bar.addMenu("")
        self.menu_edit.addAction(self.act_undo)
        self.menu_play = bar.addMenu("")
        self.menu_play.addAction(self.act_hint)
        self.menu_play.addAction(self.act_pause)
        self.menu_view = bar.addMenu("")
        self.menu_view.addAction(self.act_score)
        self.menu_view.addSeparator()
        for action in (self.act_zoom_in, self.act_zoom_out, self.act_zoom_reset):
            self.menu_view.addAction(action)
        self.menu_settings = bar.addMenu("")
        self.menu_settings.addAction(self.act_prefs)
        self.menu_help = bar.addMenu("")
        self.menu_help.addAction(self.act_learn)
        self.menu_help.addAction(self.act_rules)
        self.menu_help.addAction(self.rule_help.act_explain)
        self.menu_help.addAction(self.act_about)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self._title())
        self.menu_game.setTitle(self.tr("&Game"))
        self.act_new.setText(self.tr("&New game…"))
        self.act_open.setText(self.tr("&Open…"))
        self.menu_recent.setTitle(self.tr("Open &recent"))
        self.act_save.setText(self.tr("&Save"))
        self.act_save_as.setText(self.tr("Save &as…"))
        self.act_print.setText(self.tr("&Print score sheet…"))
        self.act_preview.setText(self.tr("Print pre&view…"))
        self.act_pdf.setText(self.tr("&Export score sheet as PDF…"))
        self.act_blank.setText(self.tr("Print &blank score sheet…"))
        self.act_stats.setText(self.tr("S&tatistics…"))
        self.act_history.setText(self.tr("&History…"))
        self.act_quit.setText(self.tr("&Quit"))
        self.menu_edit.setTitle(self.tr("&Edit"))
        self.act_undo.setText(self.tr("&Undo"))
        self.menu_play.setTitle(self.tr("&Play"))
        self.act_hint.setText(self.tr("&Hint"))
        self.act_pause.setText(self.tr("&Pause the computer players"))
        self.menu_view.setTitle(self.tr("&View"))
        self.act_score.setText(self.tr("&Score sheet"))
        self.act_zoom_in.setText(self.tr("Zoom &in"))
        self.act_zoom_out.setText(self.tr("Zoom &out"))
        self.act_zoom_reset.setText(self.tr("&Reset zoom"))
        self.menu_settings.setTitle(self.tr("&Settings"))
        self.act_prefs.setText(self.tr("&Preferences…"))
        self.menu_help.setTitle(self.tr("&Help"))
        self.act_rules.setText(self.tr("&Rules"))
        self.act_about.setText(self.tr("&About cardtable"))
        self.act_learn.setText(self.tr("&Learn to play…"))
        self.rule_help.retranslate_ui()
        self._update_turn()
        self.status_line.retranslate()  # a refusal or note in the old language is said anew

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    @property
    def files(self) -> Any:
        """Open, save, recent files and the autosave (``ui.file_actions``)."""
        if self._files is None:
            from cardtable.ui.file_actions import FileActions

            self._files = FileActions(self)
        return self._files

    @property
    def starts(self) -> Any:
        """One-click starts, resume, the same deal again (``ui.game_starts``)."""
        if self._starts is None:
            from cardtable.ui.game_starts import GameStarts

            self._starts = GameStarts(self)
        return self._starts

    @property
    def _file(self) -> Path | None:
        return self._files.file if self._files is not None else None

    @_file.setter
    def _file(self, path: Path | None) -> None:
        self.files.file = path

    def _title(self) -> str:
        if self._file is not None:
            return self.tr("{file} - cardtable").format(file=self._file.name)
        return self.tr("cardtable")

    def _update_actions(self) -> None:
        has_game = self.controller is not None
        for action in (self.act_save, self.act_save_as, self.act_hint, self.act_print,
                       self.act_preview, self.act_pdf, self.act_pause):
            action.setEnabled(has_game)
        if not has_game:
            self.act_pause.setChecked(False)
        self.act_undo.setEnabled(has_game and self.controller.can_take_back())

    # -- game life cycle ---------------------------------------------------------
    def new_game(self) -> None:
        from cardtable.ui.dialogs.new_game import NewGameDialog

        dialog = NewGameDialog(self.settings, self)
        try:
            choice = dialog.choice() if dialog.exec() else None
        finally:
            dialog.deleteLater()  # owned by the window: it would live as long (issue 9.7)
        if choice is not None:
            self.start_game(choice)

    def quick_start(self, kind: str) -> bool:
        """A one-click start of the start page (``GameStarts.quick_start``)."""
        return self.starts.quick_start(kind)

    def change_quick_start(self, kind: str) -> bool:
        return self.starts.change(kind)

    def resume_unfinished(self, entry: Any) -> None:
        self.starts.resume(entry)

    def replay_deal(self) -> Any:
        """"Play this deal again": the same game, options, seats and seed."""
        return self.starts.replay_deal()

    def start_game(self, choice: Any) -> None:
        """Start a game from a ``NewGameChoice``."""
        from cardtable.engine.registry import get_rules

        rules = get_rules(choice.game_id)
        state = rules.new_game(choice.options, choice.seed)
        self._file = None
        self.set_game(rules, state, choice.seats, seed=choice.seed, options=choice.options)

    def rematch(self) -> None:
        """The same seats and options with a new seed."""
        import time

        if self.controller is None:
            return
        ctl = self.controller
        seed = time.time_ns() % (2**62)
        self._file = None
        self.set_game(ctl.rules, ctl.rules.new_game(ctl.options, seed), ctl.seats, seed=seed,
                      options=ctl.options)

    def set_game(self, rules: Any, state: Any, seats: Any, *, seed: int, options: Any,
                 actions: Any = (), autosave_slot: Any = None) -> Any:
        """Replace the current game (if any) by a controller of this one.

        ``autosave_slot`` is the slot of a resumed game; a new game gets its own.
        """
        from cardtable.controller.game_controller import GameController
        from cardtable.controller.recording import record_finished, recorder

        self.close_game()
        self.rule_help.forget()
        speed = self.settings.ai_speed_ms() if self.settings is not None else 0
        hook = self.files.begin_game(autosave_slot)
        ctl = GameController(rules, state, seats, seed=seed, actions=actions, parent=self,
                             speed_ms=speed, options=options, autosave=hook,
                             finished_hook=record_finished)
        ctl.hold_round_end = True  # the round summary releases it ("Deal next round")
        self.act_pause.setChecked(False)
        self.controller = ctl
        if not self._listening_to_history:
            self._listening_to_history = True
            recorder().written.connect(self._history_written)
        ctl.state_changed.connect(self._update_turn)
        ctl.busy_changed.connect(lambda _busy: self._update_actions())
        ctl.action_rejected.connect(self.show_rejection)
        ctl.privacy_required.connect(self._privacy_required)
        ctl.round_finished.connect(self._round_finished)
        ctl.game_finished.connect(self._game_finished)
        ctl.autosave_failed.connect(self._autosave_failed)
        self._show_table(ctl)
        self.starts.watch(ctl)
        dock = self._ensure_score_dock()
        dock.set_controller(ctl)
        self.move_log.set_controller(ctl)
        if not self._dock_shown_once and not self._dock_restored and self.width() < ROOMY_WIDTH:
            # too narrow to spare the table's room: closed until View > Score sheet
            dock.hide()  # (a dock added to a shown window shows itself)
            self.move_log.hide()  # its tab neighbour: the same place
        elif not self._dock_shown_once:
            # shown with the first game; later the player decides
            self._dock_shown_once = True
            dock.show()
            if not self._dock_restored:
                # the first time: as narrow as the sheet allows, at most WIDTH_SHARE
                from PySide6.QtCore import Qt

                from cardtable.ui.scoresheet.dock import WIDTH_SHARE

                width = min(round(self.width() * WIDTH_SHARE), dock.preferred_width())
                self.resizeDocks([dock], [width], Qt.Orientation.Horizontal)
        self._update_actions()
        self.setWindowTitle(self._title())
        return ctl

    def close_game(self) -> None:
        if self._tutorial is not None:
            self._tutorial.game_closing()
        if self._starts is not None:
            self._starts.game_closing()
        else:
            self.start_page.mark_stale()
        if self.controller is not None:
            self.controller.shutdown()
            self.controller.deleteLater()
            self.controller = None
        if self._files is not None:
            self._files.end_game()
        if self.table is not None:
            self.stack.removeWidget(self.table)
            self.table.deleteLater()
            self.table = None
        if self.score_dock is not None:
            self.score_dock.set_controller(None)
            self.move_log.set_controller(None)
        if self._privacy is not None:
            self._privacy.hide()
        self.stack.setCurrentWidget(self.start_page)
        self._update_actions()
        self._update_turn()  # no "Your turn" left on the start page

    def _show_table(self, controller: Any) -> None:
        """The card table of this game (imported on first use: quick start-up)."""
        from cardtable.ui.card_art import CardArt
        from cardtable.ui.table import TableView

        if self._card_art is None:
            self._card_art = CardArt()
        self.table = TableView(controller, self._card_art, self)
        self.table.status_message.connect(
            lambda text, table=self.table: self.notify(text, render=table.message_render(text)))
        self.table.refused.connect(self.show_rejection)  # refusals the controller never saw
        self.stack.addWidget(self.table)
        self.stack.setCurrentWidget(self.table)

    # -- notifications: one path to the status bar ------------------------------------
    def notify(self, text: str, timeout_ms: int = 8000, render: Any = None) -> None:
        """Show a prompt or note of the game in the status bar; ``render()``
        says it again after a language switch (without it the note is cleared)."""
        self.status_line.show(text, timeout_ms, render)

    def show_rejection(self, rejection: Any) -> None:
        """A refused move, from the controller's ``action_rejected`` (or a
        refusal the table found alone): shown once, with its rule for "Why?"."""
        from cardtable.ui.rule_messages import rejection_text

        text = rejection_text(rejection)
        rule = str(getattr(rejection, "rule", ""))
        self.status_line.show(text, 8000, lambda: rejection_text(rejection),
                              lambda new: self.rule_help.note(rule, new))
        self.rule_help.note(rule, text)

    # -- controller signals ---------------------------------------------------------

    def take_back(self) -> None:
        """Edit > Undo: the engine takes back the last move of this turn (APP-UNDO)."""
        if self.controller is not None:
            self.controller.take_back()

    def _update_turn(self) -> None:
        if self.table is not None:  # a hint belongs to the position it was given in
            from cardtable.ui.table.input import hint_text

            if self.statusBar().currentMessage() == hint_text():
                self.statusBar().clearMessage()
        ctl = self.controller
        self._update_actions()
        if ctl is None:
            self.turn_label.setText("")
            return
        seat = ctl.current_seat()
        if seat is None:
            self.turn_label.setText(self.tr("Game over"))
        elif ctl.round_held():
            self.turn_label.setText(self.tr("Round over: deal the next round when you are ready"))
        elif ctl.paused:
            self.turn_label.setText(self.tr("Paused: {name} plays next").format(name=ctl.seats[seat].name))
        elif seat == ctl.viewing_seat():
            self.turn_label.setText(self.tr("Your turn, {name}").format(name=ctl.seats[seat].name))
        else:
            self.turn_label.setText(self.tr("{name} is playing").format(name=ctl.seats[seat].name))

    @property
    def privacy(self) -> Any:
        """The pass-and-play screen (made on first use: quick start-up)."""
        if self._privacy is None:
            from cardtable.ui.dialogs.privacy import PrivacyScreen

            self._privacy = PrivacyScreen(self)
            self._privacy.ready.connect(self._privacy_ready)
        return self._privacy

    def _privacy_required(self, seat: int) -> None:
        self.privacy.show_for(self.controller.seats[seat].name)

    def _privacy_ready(self) -> None:
        if self.controller is not None:
            self.controller.acknowledge_privacy()

    def _round_finished(self, record: Any) -> None:
        ctl = self.controller
        if ctl is None or ctl.is_over():
            return  # the game-over dialog follows
        from PySide6.QtCore import Qt

        from cardtable.ui.dialogs.summaries import round_end_dialog

        # the table stays on the round's last position (every hand face up)
        # until "Deal next round"; then the new deal, the privacy screen, play
        dialog = round_end_dialog(ctl, record, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.finished.connect(lambda _r, c=ctl: c.continue_round())
        self.round_summary = dialog
        dialog.open()

    def _game_finished(self, result: Any) -> None:
        from PySide6.QtCore import Qt

        from cardtable.ui.dialogs.game_over import NEW_GAME, REMATCH, SAME_DEAL
        from cardtable.ui.dialogs.summaries import game_over_dialog

        dialog = game_over_dialog(self.controller, result, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

        def done(_r: int) -> None:
            if dialog.choice == REMATCH:
                self.rematch()
            elif dialog.choice == SAME_DEAL:
                self.replay_deal()
            elif dialog.choice == NEW_GAME:
                self.new_game()

        dialog.finished.connect(done)
        dialog.open()

    def _history_written(self, result: Any) -> None:
        """The recorder's answer: say so if the history was set aside or failed."""
        from PySide6.QtWidgets import QMessageBox

        from cardtable.persistence.history import HistoryError
        from cardtable.ui.stats.texts import history_error_text

        if result.set_aside is not None:
            error = HistoryError("damaged", path="", moved_to=str(result.set_aside))
            QMessageBox.warning(self, self.tr("History"), history_error_text(error))
        if result.error is not None:
            self.notify(history_error_text(result.error), 10000, lambda: history_error_text(result.error))

    def show_statistics(self) -> Any:
        """Game > Statistics (the statistics code loads only now)."""
        from PySide6.QtCore import Qt

        from cardtable.ui.stats.window import StatisticsWindow

        window = StatisticsWindow(self, live=self.controller)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.show()
        return window

    def show_history(self) -> Any:
        """Game > History: the list of finished games."""
        from PySide6.QtCore import Qt

        from cardtable.ui.stats.history_window import HistoryWindow

        window = HistoryWindow(self)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.show()
        return window

    def _autosave_failed(self, detail: str) -> None:
        def text() -> str:
            return self.tr("The game could not be saved automatically: {reason}").format(reason=detail)

        self.notify(text(), 10000, text)

    # -- files (cardtable.ui.file_actions) ------------------------------------------
    def open_game(self, path: str | Path | None = None) -> bool:
        return self.files.open_game(path)

    def load_file(self, path: Path) -> bool:
        return self.files.load_file(path)

    def save_game(self) -> bool:
        return self.files.save_game()

    def save_game_as(self) -> bool:
        return self.files.save_game_as()

    def _write(self, path: Path) -> bool:
        return self.files.write(path)

    def _fill_recent(self) -> None:
        self.files.fill_recent(self.menu_recent)

    # -- score sheet and printing (imported on first use) -------------------------
    def print_score_sheet(self) -> None:
        from cardtable.ui.printing import print_sheet

        print_sheet(self, self.controller)

    def print_preview(self) -> None:
        from cardtable.ui.printing import preview_sheet

        preview_sheet(self, self.controller)

    def export_pdf(self) -> None:
        from cardtable.ui.printing import export_pdf

        export_pdf(self, self.controller)

    def _ensure_score_dock(self) -> Any:
        """The score-sheet dock, created with the first game (keeps start-up quick)."""
        if self.score_dock is None:
            from PySide6.QtCore import Qt

            from cardtable.ui.move_log import MoveLogDock
            from cardtable.ui.scoresheet.dock import ScoreSheetDock

            self.score_dock = ScoreSheetDock(self)
            self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.score_dock)
            self.move_log = MoveLogDock(self)  # a tab beside the score sheet
            self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.move_log)
            self.tab_side_docks()
            # where the user left it last time (side, floating, size): saveState on close
            state = self.settings.window_state() if self.settings is not None else None
            self._dock_restored = state is not None and self.restoreState(state)
            self.score_dock.visibilityChanged.connect(self.act_score.setChecked)
        return self.score_dock

    def tab_side_docks(self) -> None:
        """The move log (objectName ``moveLogDock``) shares the score sheet's
        place as a tab rather than taking more of the table's width."""
        from PySide6.QtWidgets import QDockWidget

        log = self.findChild(QDockWidget, "moveLogDock")
        if self.score_dock is None or log is None or log.isFloating() or self.tabifiedDockWidgets(log):
            return
        self.addDockWidget(self.dockWidgetArea(self.score_dock), log)
        self.tabifyDockWidget(self.score_dock, log)
        self.score_dock.raise_()

    def toggle_score_sheet(self) -> None:
        self._dock_shown_once = True  # from now on the player decides
        self._ensure_score_dock().setVisible(self.act_score.isChecked())

    def print_blank_sheet(self) -> None:
        from cardtable.ui.printing import blank_sheet_dialog

        blank_sheet_dialog(self)

    def _zoom(self, name: str) -> None:
        method = getattr(self.table, name, None)
        if callable(method):
            method()

    def toggle_pause(self) -> None:
        """Play > Pause: computer moves wait (watch mode: learn by watching)."""
        if self.controller is not None:
            self.controller.set_paused(self.act_pause.isChecked())
            self._update_turn()

    def show_hint(self) -> None:
        if self.controller is None or self.table is None:
            return
        action = self.controller.hint()
        if action is None:
            self.notify(self.tr("No move to suggest right now."), 4000,
                        lambda: self.tr("No move to suggest right now."))
        else:
            self.table.show_hint(action)

    # -- settings and help ----------------------------------------------------------
    def language(self) -> str:
        return getattr(self.translations, "language", "en")

    def show_preferences(self) -> None:
        from cardtable.ui.dialogs.settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.language(), self.settings.ai_speed_ms(), self)
        try:
            chosen = (dialog.chosen_language(), dialog.chosen_speed_ms()) if dialog.exec() else None
        finally:
            dialog.deleteLater()
        if chosen is not None:
            self.apply_preferences(*chosen)

    def apply_preferences(self, language: str, speed_ms: int) -> None:
        self.settings.set_ai_speed_ms(speed_ms)
        if self.controller is not None:
            self.controller.set_speed(speed_ms)
        if language != self.language():
            self.settings.set_language(language)
            if self.translations is not None:
                self.translations.switch(language)
            self.rule_help.set_language(language)

    def show_rules(self, anchor: str = "") -> Any:
        """Help > Rules: the current game's rules in the current language."""
        return self.rule_help.show_rules(None, anchor)

    @property
    def tutorial(self) -> Any:
        """Learn to play (``cardtable.ui.tutorial.host``), made on first use."""
        if self._tutorial is None:
            from cardtable.ui.tutorial.host import Tutorial

            self._tutorial = Tutorial(self)
        return self._tutorial

    def learn_to_play(self, game: str | None = None) -> Any:
        """Help > Learn to play and the start page: choose a lesson; with
        ``game`` (``cardtable --tutorial GAME``) start that game's next lesson."""
        return self.tutorial.start_game(game) if game else self.tutorial.choose()

    def show_about(self) -> None:
        from cardtable.ui.dialogs.about import AboutDialog

        dialog = AboutDialog(self)
        dialog.exec()
        dialog.deleteLater()

    def closeEvent(self, event: Any) -> None:
        if self.settings is not None:
            self.settings.set_window_geometry(self.saveGeometry())
            if self.score_dock is not None:  # else keep the place saved before
                self.settings.set_window_state(self.saveState())
            self.settings.sync()
        self.close_game()
        from cardtable.controller.recording import flush_pending

        flush_pending(5.0)  # a game that just ended is written before we go
        super().closeEvent(event)
