"""The main window: the table (or a start page), status bar and game flow.

It holds at most one game at a time (a game played here or a seat at a
network table) and puts it on the table, the score-sheet dock, the privacy
screen and the status bar, and takes it down again. The table, the dock and
printing are imported on first use, so the window shows quickly. Menus and actions live in ``window_actions`` (the file entries in
``file_menu``), the side docks and their View entries in ``window_docks``,
the round and game endings in ``window_endings``, what the menus open beside
the game in ``window_commands``, how a game played here begins and its
controller in ``window_game``. The helpers see this window only as a
``WindowHost`` (``ui.window.host``): the few members they may use. An import
inside a method "loaded on first use" keeps that module out of start-up.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow, QStackedWidget, QWidget

from cardtable.ui.games import find_ui
from cardtable.ui.speech.announce import announce
from cardtable.ui.start.start_page import StartPage
from cardtable.ui.window import window_actions, window_endings, window_turn
from cardtable.ui.window.file_menu import FileMenu
from cardtable.ui.window.host import sign_in
from cardtable.ui.window.rule_help import RuleHelp
from cardtable.ui.window.status_line import StatusLine
from cardtable.ui.window.window_docks import SideDocks
from cardtable.ui.window.window_panes import Panes

if TYPE_CHECKING:
    from collections.abc import Sequence

    from PySide6.QtGui import QCloseEvent
    from PySide6.QtWidgets import QDialog, QMessageBox

    from cardtable.controller.game_controller import GameController
    from cardtable.controller.remote import RemoteController
    from cardtable.controller.source import GameControl
    from cardtable.engine.api import AnyRules, Rejection
    from cardtable.net.background import BackgroundHost
    from cardtable.persistence.autosave import AutosaveSlot
    from cardtable.persistence.history_writer import WriteResult
    from cardtable.persistence.joined_tables import JoinedTable
    from cardtable.seats import Seat
    from cardtable.tutorial.lessons import Lesson
    from cardtable.ui.card_art import CardArt
    from cardtable.ui.dialogs.new_game import NewGameChoice
    from cardtable.ui.dialogs.privacy import PrivacyScreen
    from cardtable.ui.dialogs.rules_help import RulesDialog
    from cardtable.ui.docks.move_log import MoveLogDock
    from cardtable.ui.i18n import Translations
    from cardtable.ui.keeper.window import KeeperWindow
    from cardtable.ui.network.waiting_panel import WaitingPanel
    from cardtable.ui.network.window_join import JoinDialog
    from cardtable.ui.replay.window import ReplayWindow
    from cardtable.ui.scoresheet.dock import ScoreSheetDock
    from cardtable.ui.settings import Settings
    from cardtable.ui.start.coming_back import ComingBackPanel
    from cardtable.ui.start.start_lists import HostedTable, KeptSheet, Unfinished
    from cardtable.ui.table.view import TableView
    from cardtable.ui.tutorial.host import Tutorial
    from cardtable.ui.window.file_actions import FileActions
    from cardtable.ui.window.game_starts import GameStarts
    from cardtable.ui.window.window_commands import MenuCommands
    from cardtable.ui.window.window_game import LocalGames

log = logging.getLogger(__name__)


class MainWindow(QMainWindow, window_actions.MenuActions):
    """The app's window (see the module docstring); its menus and actions: ``MenuActions``."""

    def __init__(self, settings: Settings | None, translations: Translations | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        sign_in(self)  # its helpers find it among the top-level widgets (``host_of``)
        self.settings = settings
        self.translations = translations
        self.controller: GameControl | None = None
        self.round_summary: QDialog | None = None  # the open round summary (its "Deal next round")
        self.table: TableView | None = None
        self.keeper_window: KeeperWindow | None = None  # the score keeper's window it opened (kept alive)
        self.docks = SideDocks(self, settings)  # the score sheet and the move log
        self.act_score = self.docks.act_score  # View > Score sheet
        self.act_moves = self.docks.act_moves  # View > Moves
        self.file_menu = FileMenu(self)  # Open, Open as replay, Open recent, Save, Save as
        self.act_open = self.file_menu.act_open
        self.act_open_replay = self.file_menu.act_open_replay
        self.menu_recent = self.file_menu.menu_recent
        self.act_save = self.file_menu.act_save
        self.act_save_as = self.file_menu.act_save_as
        self._card_art: CardArt | None = None
        self._files: FileActions | None = None  # made on first use (quick start-up)
        self._listening_to_history = False
        self.stack = QStackedWidget(self)
        self._starts: GameStarts | None = None  # made on first use
        self._commands: MenuCommands | None = None  # made at the first menu command
        self._local_games: LocalGames | None = None  # made with the first game
        self.start_page = StartPage(self)
        self.stack.addWidget(self.start_page)
        self.setCentralWidget(self.stack)
        self._privacy: PrivacyScreen | None = None  # made when a pass-and-play game first needs it
        self._tutorial: Tutorial | None = None  # lessons (cardtable.ui.tutorial), made on first use
        self.join_message: QMessageBox | None = None  # the last "cannot join" message (window_join)
        self.join_dialog: JoinDialog | None = None  # Game > Join a table… while it is open (window_join)
        self.waiting_panel: WaitingPanel | ComingBackPanel | None = None  # a network table's seats until its game starts (window_join)
        self.hosting: BackgroundHost | None = None  # the BackgroundHost of the network table this window hosts (window_hosting)
        self.turn_label = QLabel(self)
        self.statusBar().addPermanentWidget(self.turn_label)
        self.status_line = StatusLine(self.statusBar())
        self.rule_help = RuleHelp(self, self.language, lambda: self.controller.game_id if self.controller is not None else None)
        window_actions.create_actions(self)
        window_actions.create_menus(self)
        self.panes = Panes(self)  # F6 through the panes; comma and period review the moves
        if settings is not None and settings.system_speech():
            from cardtable.ui.window import window_preferences  # loaded on first use

            window_preferences.apply_speech(self)  # the system's voice, if the player chose it
        self.retranslate_ui()
        self.resize(1200, 800)
        geometry = settings.window_geometry() if settings is not None else None
        if geometry is not None:
            self.restoreGeometry(geometry)

    @property
    def score_dock(self) -> ScoreSheetDock | None:
        """The score-sheet dock (``window_docks``), None before the first game."""
        return self.docks.score_dock

    @property
    def move_log(self) -> MoveLogDock | None:
        """The move-log dock, made with the score sheet."""
        return self.docks.move_log

    def retranslate_ui(self) -> None:
        self.update_title()
        window_actions.retranslate_actions(self)
        self.rule_help.retranslate_ui()
        self._name_table()
        self.update_turn()
        self.status_line.retranslate()  # a refusal or note in the old language is said anew

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    @property
    def files(self) -> FileActions:
        """Open, save, recent files and the autosave (``ui.window.file_actions``)."""
        if self._files is None:
            from cardtable.ui.window.file_actions import FileActions  # loaded on first use

            self._files = FileActions(self)
        return self._files

    @property
    def commands(self) -> MenuCommands:
        """Other windows, printing, hint, pause, zoom (``ui.window.window_commands``)."""
        if self._commands is None:
            from cardtable.ui.window.window_commands import MenuCommands  # loaded on first use

            self._commands = MenuCommands(self)
        return self._commands

    @property
    def local_games(self) -> LocalGames:
        """New game, rematch and a game's controller (``ui.window.window_game``)."""
        if self._local_games is None:
            from cardtable.ui.window.window_game import LocalGames  # loaded with the first game

            self._local_games = LocalGames(self)
        return self._local_games

    @property
    def starts(self) -> GameStarts:
        """One-click starts, resume, the same deal again (``ui.window.game_starts``)."""
        if self._starts is None:
            from cardtable.ui.window.game_starts import GameStarts  # loaded with the first game

            self._starts = GameStarts(self)
        return self._starts

    def _title(self) -> str:
        file = self._files.file if self._files is not None else None
        if file is not None:
            return self.tr("{file} - cardtable").format(file=file.name)
        return self.tr("cardtable")

    def update_title(self) -> None:
        """The window title: the open file's name, or the app's (``WindowHost``)."""
        self.setWindowTitle(self._title())

    def update_actions(self) -> None:
        """Enable the actions that make sense now (``WindowHost``)."""
        window_actions.update_actions(self)

    def dialog_parent(self) -> QMainWindow:
        """The parent of the helpers' dialogs and docks (``WindowHost``)."""
        return self

    def card_art(self) -> CardArt:
        """The card pictures of the table and the replays, made on first use."""
        if self._card_art is None:
            from cardtable.ui.card_art import CardArt  # loaded with the first game

            self._card_art = CardArt()
            from cardtable.ui.window import window_preferences  # loaded on first use

            window_preferences.apply_look(self)
        return self._card_art

    # -- game life cycle ---------------------------------------------------------
    def new_game(self, host: bool = False) -> None:
        """The New game dialog, then its game (``host``: opened for a network table)."""
        self.local_games.new_game(host)

    def host_table(self) -> None:
        """The start page's "Play over the network…": the New game dialog for a network table."""
        self.new_game(host=True)

    def quick_start(self, kind: str) -> bool:
        """A one-click start of the start page (``GameStarts.quick_start``)."""
        return self.starts.quick_start(kind)

    def change_quick_start(self, kind: str) -> bool:
        return self.starts.change(kind)

    def resume_unfinished(self, entry: Unfinished | HostedTable | JoinedTable | KeptSheet) -> None:
        """Open an entry of the start page's unfinished games (``ui.start.resume``)."""
        from cardtable.ui.start.resume import open_unfinished  # loaded on first use

        open_unfinished(self, entry)

    def delete_unfinished(self, entry: Unfinished | HostedTable | JoinedTable) -> bool:
        """The start page's "Delete…" of an unfinished game: asked first (``ui.start.resume``)."""
        from cardtable.ui.start.resume import delete_unfinished  # loaded on first use

        return delete_unfinished(self, entry)

    def replay_deal(self) -> GameController | None:
        """"Play this deal again": the same game, options, seats and seed."""
        return self.starts.replay_deal()

    def start_game(self, choice: NewGameChoice) -> None:
        """Start a game from a ``NewGameChoice`` (one over the network: hosted here)."""
        if choice.network:  # a table the others join from their computers
            from cardtable.ui.network.window_hosting import host_new  # loaded on first use

            host_new(self, choice)
        else:
            self.local_games.deal(choice)

    def rematch(self) -> None:
        """The same seats and options with a new seed."""
        self.local_games.rematch()

    def set_game(self, rules: AnyRules, state: object, seats: Sequence[Seat], *,
                 seed: int, options: object, actions: Sequence[object] = (),
                 autosave_slot: AutosaveSlot | None = None) -> GameController:
        """Replace the current game (if any) by a controller of this one (``window_game``).

        ``autosave_slot`` is the slot of a resumed game; a new game gets its own.
        """
        self._leave_game()
        ctl = self.local_games.controller(rules, state, seats, seed=seed, options=options, actions=actions,
                                          autosave_slot=autosave_slot)
        self.controller = ctl
        if autosave_slot is None:  # written now: closed in its first turn, it is still listed
            ctl.autosave_now()
        self.show_table(ctl)
        self.starts.watch(ctl)
        self.docks.attach(ctl)
        self.update_actions()
        self.update_title()
        return ctl

    def join_table_dialog(self) -> RemoteController | None:
        """Game > Join a table…: address, code and name; the remote controller (or None)."""
        from cardtable.ui.network.window_join import ask_and_join  # loaded on first use

        return ask_and_join(self)

    def join_table(self, controller: RemoteController) -> None:
        """Play at a host's table through ``controller`` (a ``RemoteController``):
        the start page and the waiting seats until the first deal, then the table."""
        from cardtable.ui.network import window_join  # loaded on first use

        self._leave_game()
        self.controller = controller
        window_join.attach(self, controller)
        window_join.table_changed(self, controller)
        self.update_actions()
        self.update_title()

    def _leave_game(self) -> None:
        """Before another game takes the window: the old one closed, its rule
        notes and the pause gone, and the history writer's answers heard."""
        from cardtable.controller.recording import recorder  # loaded with the first game

        self.close_game()
        self.rule_help.forget()
        self.act_pause.setChecked(False)
        if not self._listening_to_history:
            self._listening_to_history = True
            recorder().written.connect(self._history_written)

    def drop_waiting_panel(self) -> None:
        """The network table's waiting panel goes (the game started, or the window left)."""
        if self.waiting_panel is not None:
            self.stack.removeWidget(self.waiting_panel)
            self.waiting_panel.deleteLater()
            self.waiting_panel = None

    def close_to_start(self) -> None:
        """Game > Close game and the game-over screen's "Back to the start page":
        an unfinished game keeps its autosave (its slot is free to resume at once)."""
        self.close_game()
        self.start_page.focus_first()

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
        from cardtable.ui.network.window_hosting import stop  # loaded on first use

        stop(self)  # a hosted table (or one still opening) is saved, its host stops
        if self._files is not None:
            self._files.end_game()
            self._files.file = None  # the title names no file of a closed game
        # the docks go first: beside the start page (shown as soon as the table
        # leaves the stack) they would widen the window past 1024 pixels
        self.docks.detach()
        if self.table is not None:
            self.stack.removeWidget(self.table)
            self.table.deleteLater()
            self.table = None
        if self._privacy is not None:
            self._privacy.hide()
        self.drop_waiting_panel()
        self.stack.setCurrentWidget(self.start_page)
        self.update_title()
        self.update_actions()
        self.update_turn()  # no "Your turn" left on the start page

    def show_table(self, controller: GameControl) -> None:
        """The card table of this game (imported on first use: quick start-up)."""
        from cardtable.ui.table.view import TableView  # loaded with the first game

        self.table = TableView(controller, self.card_art(), self)
        self.table.status_message.connect(
            lambda text, table=self.table: self.notify(text, render=table.message_render(text)))
        self.table.refused.connect(self.show_rejection)  # refusals the controller never saw
        self.stack.addWidget(self.table)
        # the start page's focused button lets go first: hidden while focused,
        # it would hand the focus to the next widget of the chain, a dock's
        # tab bar (a screen reader said "Score sheet page tab." then)
        focused = QApplication.focusWidget()
        if focused is not None and self.stack.isAncestorOf(focused):
            focused.clearFocus()
        self.stack.setCurrentWidget(self.table)
        self.table.setFocus()  # the keyboard (and a screen reader) goes to the table, not a dock's tab
        self._name_table()

    def _name_table(self) -> None:
        """The table's name for a screen reader: "Card table: Phase 10"."""
        if self.table is None:
            return
        game = find_ui(self.controller.game_id if self.controller is not None else None)
        self.table.setAccessibleName(self.tr("Card table: {game}").format(game=game.name()) if game is not None
                                     else self.tr("Card table"))

    # -- notifications: one path to the status bar ------------------------------------
    def notify(self, text: str, timeout_ms: int = 8000, render: Callable[[], str] | None = None) -> None:
        """Show a prompt or note of the game in the status bar; ``render()``
        says it again after a language switch (without it the note is cleared)."""
        self.status_line.show(text, timeout_ms, render)

    def show_rejection(self, rejection: Rejection) -> None:
        """A refused move, from the controller's ``action_rejected`` (or a
        refusal the table found alone): shown once, with its rule for "Why?"."""
        from cardtable.ui.rule_messages import rejection_text  # loaded on first use

        text = rejection_text(rejection)
        rule = rejection.rule
        self.status_line.show(text, 8000, lambda: rejection_text(rejection),
                              lambda new: self.rule_help.note(rule, new))
        self.rule_help.note(rule, text)
        announce(text, assertive=True)  # the rule's sentence, as the bubble shows it
        if self.table is not None:  # and next to the card, in plain words
            self.table.show_refusal(rejection, self.rule_help.explainer(rule))

    # -- the turn line and the pass-and-play screen ----------------------------------
    def update_turn(self) -> None:
        """Say whose turn it is (``WindowHost``; ``window_turn``)."""
        window_turn.update(self)

    @property
    def privacy(self) -> PrivacyScreen:
        """The pass-and-play screen (made on first use: quick start-up)."""
        if self._privacy is None:
            from cardtable.ui.dialogs.privacy import PrivacyScreen  # loaded on first use

            self._privacy = PrivacyScreen(self)
            self._privacy.ready.connect(self._privacy_ready)
        return self._privacy

    def show_privacy(self, seat: int) -> None:
        """The pass-and-play hand-over to ``seat`` (a local game, or several people at a network table)."""
        if self.controller is not None:
            self.privacy.show_for(self.controller.seats[seat].name)
            announce(self.privacy.message.text(), assertive=True)

    def _privacy_ready(self) -> None:
        if self.controller is not None:
            self.controller.acknowledge_privacy()

    def _history_written(self, result: WriteResult) -> None:
        window_endings.history_written(self, result)

    # -- files (cardtable.ui.window.file_actions) ------------------------------------------
    def open_game(self, path: str | Path | None = None) -> bool:
        return self.files.open_game(path)

    def open_replay(self, path: str | Path | None = None) -> ReplayWindow | None:
        """Game > Open as replay… and ``--replay FILE`` (``window_commands``)."""
        return self.commands.open_replay(path)

    def keep_score(self) -> KeeperWindow | None:
        """Game > Keep score… (``window_commands``)."""
        return self.commands.keep_score()

    def load_file(self, path: Path) -> bool:
        return self.files.load_file(path)

    def save_game(self) -> bool:
        return self.files.save_game()

    def save_game_as(self) -> bool:
        return self.files.save_game_as()

    # -- settings and help ----------------------------------------------------------
    def language(self) -> str:
        return self.translations.language if self.translations is not None else "en"

    def apply_preferences(self, language: str, speed_ms: int, contrast: bool | None = None,
                          large_cards: bool | None = None, system_speech: bool | None = None) -> None:
        """The preferences chosen (None: unchanged); the look at once, on the table too."""
        from cardtable.ui.window import window_preferences  # loaded on first use

        window_preferences.apply(self, language, speed_ms, contrast, large_cards, system_speech)

    def show_rules(self, anchor: str = "") -> RulesDialog:
        """Help > Rules: the current game's rules in the current language."""
        return self.rule_help.show_rules(None, anchor)

    @property
    def tutorial(self) -> Tutorial:
        """Learn to play (``cardtable.ui.tutorial.host``), made on first use."""
        if self._tutorial is None:
            from cardtable.ui.tutorial.host import Tutorial  # loaded on first use

            self._tutorial = Tutorial(self)
        return self._tutorial

    def learn_to_play(self, game: str | None = None) -> Lesson | None:
        """Help > Learn to play and the start page: choose a lesson; with
        ``game`` (``cardtable --tutorial GAME``) start that game's next lesson."""
        return self.tutorial.start_game(game) if game else self.tutorial.choose()

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.settings is not None:
            self.settings.set_window_geometry(self.saveGeometry())
            if self.score_dock is not None and not self.docks.stowed:  # else: saved when stowed
                self.settings.set_window_state(self.saveState())
            self.settings.sync()
        self.close_game()
        from cardtable.ui.network.window_hosting import closing_waits  # loaded on first use

        if closing_waits(self):  # a table or a finished game is still being saved: closes by itself after
            event.ignore()
            return
        super().closeEvent(event)
