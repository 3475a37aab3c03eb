"""The main window's file handling: open, save, recent files and the autosave.

Moved out of ``main_window`` so every file operation the player can reach
sits in one place and is wrapped the same way: a ``SaveError`` (or a stray
``OSError``) becomes a translated sentence in a message box or the status
bar, never a traceback. It also owns the autosave slot of the open game
(``persistence.autosave.AutosaveSlot``): each game writes only its own slot
and holds its lock while it is open, so two windows never overwrite each
other. Problems that repeat every turn (an unusable data folder) are said
once.
"""

from __future__ import annotations

import contextlib
import functools
import logging
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import QFileDialog, QMessageBox

from cardtable.controller.background_ops import AUTOSAVE, background
from cardtable.controller.saving import saved_game_of
from cardtable.persistence import (
    SaveError,
    add_recent_file,
    load,
    recent_files,
    save,
    saves_dir,
    suggest_save_path,
)
from cardtable.persistence.autosave import AutosaveSlot
from cardtable.ui.error_texts import error_sentence
from cardtable.ui.window.file_menu import save_refusal

if TYPE_CHECKING:  # the dialogs and Qt's enums load on use, not before the first frame
    from PySide6.QtWidgets import QMenu

    from cardtable.controller.game_controller import AutosaveHook, GameController
    from cardtable.ui.window.host import WindowHost

log = logging.getLogger(__name__)
SAVE_SUFFIX = ".cardtable"


def _tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


def default_folder() -> str:
    """The saves folder, or the home folder when the data folder is unusable."""
    try:
        return str(saves_dir())
    except (SaveError, OSError):
        return str(Path.home())


class FileActions:
    """Open/save/recent/autosave of one window (``window.files``)."""

    def __init__(self, host: WindowHost) -> None:
        self.host = host
        self.file: Path | None = None
        self.notice: QMessageBox | None = None  # the start-up note about the data folder
        self._slot: AutosaveSlot | None = None
        self._told: set[str] = set()

    # -- the autosave of the open game -----------------------------------------------
    def begin_game(self, slot: AutosaveSlot | None = None) -> AutosaveHook:
        """A new or resumed game: its AutosaveSlot and the controller's hook."""
        self.end_game()
        self._slot = slot or AutosaveSlot()
        return functools.partial(self._autosave, self._slot)

    @property
    def autosave_slot(self) -> AutosaveSlot | None:
        """The ``AutosaveSlot`` of the open game (None when no game is open)."""
        return self._slot

    def end_game(self) -> None:
        """The game is closed: its slot is free for another window (or the
        next start) once its last autosave is written (in the same lane)."""
        if self._slot is not None:
            background().run(self._slot.close, lane=AUTOSAVE)
            self._slot = None

    def _autosave(self, slot: AutosaveSlot, controller: GameController) -> None:
        """The game as it is now, written on a worker (the autosaves' lane: in
        turn); a failure is said once in the status bar."""
        try:
            saved = saved_game_of(controller)  # the immutable game of this moment
        except ValueError as exc:
            self._autosave_failed(exc)
            return
        background().run(lambda: slot.write(saved), failed=self._autosave_failed, lane=AUTOSAVE)

    def _autosave_failed(self, exc: BaseException) -> None:
        if not isinstance(exc, SaveError | OSError | ValueError):
            log.error("autosave failed", exc_info=exc)  # a bug: the game goes on
            return
        log.warning("autosave failed: %s", exc)
        self.tell_once(_tr("The game could not be saved automatically: {reason}").format(
            reason=error_sentence(exc)))

    def tell_once(self, text: str) -> None:
        """Show ``text`` in the status bar unless it was said already."""
        if text not in self._told:
            self._told.add(text)
            self.host.notify(text, 15000)

    def report_data_problem(self, error: BaseException) -> None:
        """Start-up found no usable data folder: say so once, without blocking."""
        reason = error_sentence(error)
        self._told.add(_tr("The game could not be saved automatically: {reason}").format(reason=reason))
        box = QMessageBox(QMessageBox.Icon.Warning, _tr("Games cannot be saved automatically"),
                          _tr("{reason}\n\nGames will not be saved automatically. You can still "
                              "save a game with Save as… in another folder.").format(reason=reason),
                          QMessageBox.StandardButton.Ok, self.host.dialog_parent())
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.setWindowModality(Qt.WindowModality.NonModal)
        self.notice = box
        QTimer.singleShot(0, box, box.open)  # once the event loop runs: above the shown window

    def _warn(self, title: str, error: BaseException) -> None:
        QMessageBox.warning(self.host.dialog_parent(), title, error_sentence(error))

    # -- open ---------------------------------------------------------------------
    def _filter(self) -> str:
        return _tr("cardtable saved games (*.cardtable)")

    def default_folder(self) -> str:
        """The saves folder, or the home folder when the data folder is unusable."""
        return default_folder()

    def open_game(self, path: str | Path | None = None) -> bool:
        if not path:
            path, _ = QFileDialog.getOpenFileName(self.host.dialog_parent(), _tr("Open a saved game"),
                                                  self.default_folder(), self._filter())
            if not path:
                return False
        return self.load_file(Path(path))

    def load_file(self, path: Path) -> bool:
        try:
            loaded = load(path)
        except (SaveError, OSError) as exc:
            self._warn(_tr("Cannot open the game"), exc)
            return False
        self.host.set_game(loaded.rules, loaded.state, list(loaded.saved.seats),
                             seed=loaded.saved.seed, options=loaded.options, actions=loaded.actions)
        self.file = path
        self.host.update_title()
        self._remember(path)
        return True

    # -- save ---------------------------------------------------------------------
    def _refused(self) -> bool:
        """Say why the game on the table cannot be saved (a lesson); True if so."""
        controller = self.host.controller
        if controller is not None and save_refusal(controller):
            self.host.notify(save_refusal(controller), 8000, lambda: save_refusal(controller))
            return True
        return controller is None

    def save_game(self) -> bool:
        if self._refused():
            return False
        if self.file is None:
            return self.save_game_as()
        return self.write(self.file)

    def save_game_as(self) -> bool:
        if self._refused():
            return False

        ctl = self.host.controller
        if ctl is None:
            return False
        try:
            suggested = str(suggest_save_path(ctl.game_id))
        except (SaveError, OSError):  # no data folder: start in the home folder
            suggested = str(Path.home())

        path, _ = QFileDialog.getSaveFileName(self.host.dialog_parent(), _tr("Save the game"), suggested, self._filter())
        if not path:
            return False
        if not path.endswith(SAVE_SUFFIX):
            path += SAVE_SUFFIX
        return self.write(Path(path))

    def write(self, path: Path) -> bool:
        ctl = self.host.controller
        if ctl is None:
            return False
        try:
            save(path, ctl.saved_game())
        except (SaveError, OSError) as exc:
            self._warn(_tr("Cannot save the game"), exc)
            return False
        except ValueError:  # a game without its options (never one a player started)
            log.exception("the game cannot be saved")

            QMessageBox.warning(self.host.dialog_parent(), _tr("Cannot save the game"), _tr("This game cannot be saved."))
            return False
        self.file = path
        self.host.update_title()
        self.host.notify(_tr("Saved to {file}").format(file=str(path)), 5000,
                           lambda: _tr("Saved to {file}").format(file=str(path)))
        self._remember(path)
        return True

    # -- recent files -------------------------------------------------------------
    def _remember(self, path: Path) -> None:
        with contextlib.suppress(SaveError, OSError):  # only a convenience
            add_recent_file(path)

    def fill_recent(self, menu: QMenu) -> None:
        menu.clear()
        try:
            files = recent_files()
        except (SaveError, OSError):
            files = []
        if not files:
            empty = menu.addAction(_tr("(none)"))
            empty.setEnabled(False)
        for path in files:
            action = menu.addAction(path.name)
            action.setToolTip(str(path))
            action.triggered.connect(lambda _c=False, p=path: self.load_file(p))
