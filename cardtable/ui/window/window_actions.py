"""The main window's actions and menus: built, named and enabled in one place.

Kept apart from ``main_window`` so the window holds the game's life cycle and
this module holds what the menu bar offers. Every action is an attribute of
the window (``window.act_new`` …), so tests and other parts find them there;
the side docks' View entries are made by ``window_docks``, the file entries
of the Game menu by ``file_menu``.
The texts keep the translation context ``MainWindow``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMenu

    from cardtable.ui.window.main_window import MainWindow


class MenuActions:
    """The window's menus and actions, made by ``create_actions`` and
    ``create_menus`` (``MainWindow`` has them; declared here beside their making)."""

    act_about: QAction
    act_blank: QAction
    act_close: QAction
    act_hint: QAction
    act_history: QAction
    act_join: QAction
    act_keep: QAction
    act_learn: QAction
    act_new: QAction
    act_pause: QAction
    act_pdf: QAction
    act_prefs: QAction
    act_preview: QAction
    act_print: QAction
    act_quit: QAction
    act_rules: QAction
    act_stats: QAction
    act_undo: QAction
    act_zoom_in: QAction
    act_zoom_out: QAction
    act_zoom_reset: QAction
    menu_edit: QMenu
    menu_game: QMenu
    menu_help: QMenu
    menu_play: QMenu
    menu_settings: QMenu
    menu_view: QMenu


def _tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


def _action(window: MainWindow, slot: Callable[[], object], shortcut: Any = None) -> QAction:
    action = QAction(window)
    if shortcut is not None:
        # setShortcuts takes a standard key or key texts without building
        # QKeySequence objects, which would load every Qt enum before the
        # first frame
        action.setShortcuts(shortcut if isinstance(shortcut, QKeySequence.StandardKey) else [shortcut])
    action.triggered.connect(lambda _checked=False: slot())
    return action


def create_actions(w: MainWindow) -> None:
    """The window's QActions, each wired to the window's slot or its menu
    command (``w.commands``, made at the first command)."""
    K = QKeySequence.StandardKey
    w.act_new = _action(w, w.new_game, K.New)
    w.act_print = _action(w, lambda: w.commands.print_score_sheet(), K.Print)
    w.act_preview = _action(w, lambda: w.commands.print_preview())
    w.act_pdf = _action(w, lambda: w.commands.export_pdf())
    w.act_blank = _action(w, lambda: w.commands.print_blank_sheet())
    w.act_keep = _action(w, w.keep_score)
    w.act_join = _action(w, w.join_table_dialog)
    w.act_stats = _action(w, lambda: w.commands.show_statistics())
    w.act_history = _action(w, lambda: w.commands.show_history())
    w.act_close = _action(w, w.close_to_start, "Ctrl+W")
    w.act_quit = _action(w, w.close, "Ctrl+Q")
    w.act_undo = _action(w, lambda: w.commands.take_back(), K.Undo)
    w.act_hint = _action(w, lambda: w.commands.show_hint(), "H")
    w.act_pause = _action(w, lambda: w.commands.toggle_pause(), "F8")
    w.act_pause.setCheckable(True)
    w.act_zoom_in = _action(w, lambda: w.commands.zoom("zoom_in"), "Ctrl+=")
    zoom_keys: list[Any] = ["Ctrl+=", "Ctrl++"]  # key texts (see _action)
    w.act_zoom_in.setShortcuts(zoom_keys)
    w.act_zoom_out = _action(w, lambda: w.commands.zoom("zoom_out"), "Ctrl+-")
    w.act_zoom_reset = _action(w, lambda: w.commands.zoom("zoom_reset"), "Ctrl+0")
    w.act_prefs = _action(w, lambda: w.commands.show_preferences())
    w.act_rules = _action(w, w.show_rules, "F1")
    w.act_about = _action(w, lambda: w.commands.show_about())
    w.act_learn = _action(w, w.learn_to_play)
    update_actions(w)


def create_menus(w: MainWindow) -> None:
    """The menu bar: Game, Edit, Play, View, Settings, Help."""
    bar = w.menuBar()
    w.menu_game = bar.addMenu("")
    files = w.file_menu  # the file entries are made and named by ``file_menu``
    for action in (w.act_new, w.act_join, w.act_keep, files.act_open, files.act_open_replay):
        w.menu_game.addAction(action)
    w.menu_game.addMenu(files.menu_recent)
    w.menu_game.addSeparator()
    for action in (w.act_stats, w.act_history):
        w.menu_game.addAction(action)
    w.menu_game.addSeparator()
    for action in (files.act_save, files.act_save_as):
        w.menu_game.addAction(action)
    w.menu_game.addSeparator()
    for action in (w.act_print, w.act_preview, w.act_pdf, w.act_blank):
        w.menu_game.addAction(action)
    w.menu_game.addSeparator()
    w.menu_game.addAction(w.act_close)
    w.menu_game.addAction(w.act_quit)
    w.menu_game.setToolTipsVisible(True)  # why Save is greyed out during a lesson
    w.menu_edit = bar.addMenu("")
    w.menu_edit.addAction(w.act_undo)
    w.menu_play = bar.addMenu("")
    w.menu_play.addAction(w.act_hint)
    w.menu_play.addAction(w.act_pause)
    w.menu_view = bar.addMenu("")
    w.menu_view.addAction(w.docks.act_score)  # the docks' own entries (``window_docks``)
    w.menu_view.addAction(w.docks.act_moves)
    w.menu_view.addSeparator()
    for action in (w.act_zoom_in, w.act_zoom_out, w.act_zoom_reset):
        w.menu_view.addAction(action)
    w.menu_settings = bar.addMenu("")
    w.menu_settings.addAction(w.act_prefs)
    w.menu_help = bar.addMenu("")
    w.menu_help.addAction(w.act_learn)
    w.menu_help.addAction(w.act_rules)
    w.menu_help.addAction(w.rule_help.act_explain)
    w.menu_help.addAction(w.act_about)


def retranslate_actions(w: MainWindow) -> None:
    """Every menu and action text in the current language."""
    w.menu_game.setTitle(_tr("&Game"))
    w.act_new.setText(_tr("&New game…"))
    w.act_join.setText(_tr("&Join a table…"))
    w.act_join.setToolTip(_tr("Play at another computer's table: its address and table code"))
    w.file_menu.retranslate_ui()
    w.act_print.setText(_tr("&Print score sheet…"))
    w.act_preview.setText(_tr("Print pre&view…"))
    w.act_pdf.setText(_tr("&Export score sheet as PDF…"))
    w.act_blank.setText(_tr("Print &blank score sheet…"))
    w.act_keep.setText(_tr("&Keep score…"))
    w.act_keep.setToolTip(_tr("Keep the score sheet of a game played with real cards"))
    w.act_stats.setText(_tr("S&tatistics…"))
    w.act_history.setText(_tr("&History…"))
    w.act_close.setText(_tr("&Close game"))
    w.act_close.setToolTip(_tr("Back to the start page (an unfinished game stays in its list)"))
    w.act_close.setStatusTip(w.act_close.toolTip())
    w.act_quit.setText(_tr("&Quit"))
    w.menu_edit.setTitle(_tr("&Edit"))
    w.act_undo.setText(_tr("&Undo"))
    w.menu_play.setTitle(_tr("&Play"))
    w.act_hint.setText(_tr("&Hint"))
    w.act_pause.setText(_tr("&Pause the computer players"))
    w.menu_view.setTitle(_tr("&View"))
    w.docks.retranslate_ui()
    w.act_zoom_in.setText(_tr("Zoom &in"))
    w.act_zoom_out.setText(_tr("Zoom &out"))
    w.act_zoom_reset.setText(_tr("&Reset zoom"))
    w.menu_settings.setTitle(_tr("&Settings"))
    w.act_prefs.setText(_tr("&Preferences…"))
    w.menu_help.setTitle(_tr("&Help"))
    w.act_rules.setText(_tr("&Rules"))
    w.act_about.setText(_tr("&About cardtable"))
    w.act_learn.setText(_tr("&Learn to play…"))


def update_actions(w: MainWindow) -> None:
    """Enable what makes sense with (or without) a game on the table."""
    ctl = w.controller
    has_game = ctl is not None
    for action in (w.act_hint, w.act_print, w.act_preview, w.act_pdf, w.act_pause, w.act_close):
        action.setEnabled(has_game)
    w.file_menu.update_actions(ctl)
    if not has_game:
        w.act_pause.setChecked(False)
    view = ctl.seat_view() if ctl is not None else None
    if view is not None and not view.may_pause:  # a network table's computers play at the host
        w.act_pause.setEnabled(False)
    if view is not None and not view.may_hint:  # a spectator: no hints
        w.act_hint.setEnabled(False)
    w.act_undo.setEnabled(view is not None and view.may_take_back)
    for action in (w.docks.act_score, w.docks.act_moves):  # no sheet or log of a lesson or of no game
        action.setEnabled(w.docks.attached)
