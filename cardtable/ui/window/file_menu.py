"""The Game menu's file entries: Open, Open as replay, Open recent, Save, Save as.

Made, named and enabled here (the main window only puts them in its Game
menu); what they do is ``file_actions`` (and ``replay.opening``), loaded on
the first click so the start page shows quickly. While the game on the
table cannot be saved (a lesson) Save and Save as are greyed out and say
why in their tooltip, and their keys say it in the status bar instead of
doing nothing. The texts keep the translation context ``MainWindow``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QMenu

if TYPE_CHECKING:
    from cardtable.controller.source import GameControl
    from cardtable.ui.replay.window import ReplayWindow
    from cardtable.ui.window.host import WindowHost


def _tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


def save_refusal(controller: GameControl | None) -> str:
    """Why this game cannot be saved ("" if it can)."""
    if controller is None:
        return _tr("There is no game to save.")
    view = controller.seat_view()
    if view.lesson:
        return _tr("A lesson cannot be saved; start it again from Help > Learn to play.")
    if view.remote:
        return _tr("The host keeps a network table's game; it is in your history once it is over.")
    if not view.may_save:
        return _tr("This game cannot be saved.")
    return ""


class FileMenu:
    """The file entries of one window's Game menu (``window.file_menu``)."""

    def __init__(self, host: WindowHost) -> None:
        self.host = host
        window = host.dialog_parent()
        keys = QKeySequence.StandardKey
        self.act_open = QAction(window)
        self.act_open.setShortcuts(keys.Open)
        self.act_open.triggered.connect(lambda _c=False: host.files.open_game())
        self.act_open_replay = QAction(window)
        self.act_open_replay.triggered.connect(lambda _c=False: self.open_replay())
        self.menu_recent = QMenu(window)
        self.menu_recent.aboutToShow.connect(lambda: host.files.fill_recent(self.menu_recent))
        self.act_save = QAction(window)
        self.act_save.setShortcuts(keys.Save)
        self.act_save.triggered.connect(lambda _c=False: host.files.save_game())
        self.act_save_as = QAction(window)
        save_as_keys: list[Any] = ["Ctrl+Shift+S"]  # key texts: no Qt enums before the first frame
        self.act_save_as.setShortcuts(save_as_keys)
        self.act_save_as.triggered.connect(lambda _c=False: host.files.save_game_as())
        # while Save is greyed out (a lesson) its keys say why instead of nothing
        self.save_refused_keys = [QShortcut(keys.Save, window), QShortcut("Ctrl+Shift+S", window)]
        for shortcut in self.save_refused_keys:
            shortcut.activated.connect(lambda: host.files.save_game())

    def open_replay(self) -> ReplayWindow | None:
        """Game > Open as replay…: asks for a file (``replay.opening``)."""
        # the replay viewer loads when first opened: start-up stays fast
        from cardtable.ui.replay.opening import open_replay_file

        return open_replay_file(self.host.dialog_parent(), folder=self.host.files.default_folder())

    def retranslate_ui(self) -> None:
        self.act_open.setText(_tr("&Open…"))
        self.act_open_replay.setText(_tr("Open as rep&lay…"))
        self.menu_recent.setTitle(_tr("Open &recent"))
        self.act_save.setText(_tr("&Save"))
        self.act_save_as.setText(_tr("Save &as…"))

    def update_actions(self, controller: GameControl | None) -> None:
        """Save and Save as: enabled for a game that can be saved, else why not."""
        refusal = save_refusal(controller) if controller is not None else ""
        for action, tip in ((self.act_save, _tr("Save the game")),
                            (self.act_save_as, _tr("Save the game in a new file"))):
            action.setEnabled(controller is not None and not refusal)
            action.setToolTip(refusal or tip)
            action.setStatusTip(refusal)
        for shortcut in self.save_refused_keys:
            shortcut.setEnabled(bool(refusal))
