"""Game > Keep score…: choose game, players, edition and variants, or resume.

The setup is the new-game dialog itself (:class:`KeeperSetupDialog`), with
what a game played with real cards has no use for hidden: computer seats,
the seed and taking back moves. :func:`open_keeper` offers to resume an
unfinished kept game (saved in the keeper's own file), records a finished
one that the history may have missed (a write is never repeated), and opens
the window. A damaged file is set aside, never overwritten or deleted.
"""

from __future__ import annotations

import logging
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from cardtable.keeper import KeeperGame
from cardtable.persistence import keeperfile
from cardtable.persistence.errors import SaveError
from cardtable.ui.dialogs.new_game import NewGameDialog
from cardtable.ui.dialogs.skipbo_options import SkipBoOptions
from cardtable.ui.error_texts import error_sentence
from cardtable.ui.games import ui_for
from cardtable.ui.i18n import english_plural
from cardtable.ui.seat_names import name_list
from cardtable.ui.window.window_geometry import remember_geometry

if TYPE_CHECKING:
    from pathlib import Path

    from cardtable.engine.api import JsonObject
    from cardtable.ui.keeper.window import KeeperWindow
    from cardtable.ui.settings import Settings
    from cardtable.ui.window.host import WindowHost

log = logging.getLogger(__name__)
MIN_WIDTH = 520


def _t(text: str) -> str:
    return QCoreApplication.translate("KeeperOpening", text)


def _tn(text: str, n: int) -> str:
    return QCoreApplication.translate("KeeperOpening", text, None, n)


class KeeperSetupDialog(NewGameDialog):
    """The new-game dialog for a game with real cards: people only, no seed."""

    def __init__(self, parent: QWidget | None = None, choices: JsonObject | None = None) -> None:
        super().__init__(None, parent, choices or {})
        self.setObjectName("KeeperSetupDialog")
        for row in self.rows:
            row.kind.setCurrentIndex(0)
            row.kind.hide()
            row.level.hide()
        self._show_rows(self.players.value())
        self.network.setChecked(False)  # real cards are played at one table
        for widget in (self.levels_help, self.seed, self.seed_label, self.take_back, self.network):
            widget.hide()
        self.take_back.setChecked(False)
        # without the computer columns the seats no longer widen the dialog:
        # keep room for the longest option texts (a combo would be cut)
        self.setMinimumWidth(MIN_WIDTH)

    def _show_rows(self, n: int) -> None:
        super()._show_rows(n)
        for row in self.rows:
            row.kind.hide()
            row.level.hide()

    def _name_window(self) -> None:
        self.setWindowTitle(self.tr("Keep score for a game with real cards"))

    def retranslate_ui(self) -> None:
        super().retranslate_ui()
        for page in self.option_pages.values():  # Skip-Bo's match scoring (SB-V1)
            if isinstance(page, SkipBoOptions):
                page.match.setText(self.tr("Match scoring: first to 500 points"))

    def keeper_game(self) -> KeeperGame | None:
        """The new kept game once the dialog was accepted."""
        choice = self.choice()
        if choice is None:
            return None
        started = datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")  # for the history list only
        return KeeperGame(choice.game_id, tuple(s.name for s in choice.seats), choice.options, (), started)


def load_current() -> tuple[KeeperGame | None, str]:
    """The kept game in the keeper's file, or None and why not ("" if there is none)."""
    try:
        path = keeperfile.current_path()
    except SaveError as exc:
        return None, error_sentence(exc)
    if not path.exists():
        return None, ""
    try:
        return keeperfile.load(path), ""
    except SaveError as exc:
        moved = _set_aside(path)
        text = _t("The score sheet in progress could not be read: {reason}").format(reason=error_sentence(exc))
        if moved:
            text += "\n" + _t("It was kept as {file}.").format(file=moved)
        return None, text


def _set_aside(path: Path) -> str:
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.damaged-{stamp}")
    try:
        path.replace(target)
    except OSError:
        log.exception("could not set the damaged keeper file aside")
        return ""
    return str(target)


def ask_resume(parent: QWidget | None, game: KeeperGame) -> str:
    """"resume", "new" or "cancel" for an unfinished kept game."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(_t("Keep score"))
    rounds = len(game.entries)
    if ui_for(game.game).rounds:
        text = _tn("A score sheet is not finished: {names}, %n round(s) entered.", rounds)
    else:
        text = _tn("A score sheet is not finished: {names}, %n game(s) entered.", rounds)
    box.setText(english_plural(text, rounds).format(names=name_list(game.names)))
    resume = box.addButton(_t("Resume"), QMessageBox.ButtonRole.AcceptRole)
    new = box.addButton(_t("New sheet"), QMessageBox.ButtonRole.DestructiveRole)
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(resume)
    try:
        box.exec()
        clicked = box.clickedButton()
        return "resume" if clicked is resume else "new" if clicked is new else "cancel"
    finally:
        box.deleteLater()  # owned by the window: it would live as long


def open_keeper(parent: QWidget | None, settings: Settings | None = None, host: WindowHost | None = None) -> KeeperWindow | None:
    """Game > Keep score…: the keeper window (resumed or new), or None if
    cancelled; ``host`` (the main window) keeps it and shows its sheet."""
    # the score keeper loads when first opened: start-up stays fast
    from cardtable.ui.keeper.window import record_kept

    existing = live_keeper(host)
    if existing is not None and existing.isVisible():
        existing.raise_()
        existing.activateWindow()
        return existing
    game, problem = load_current()
    if problem:
        QMessageBox.warning(parent, _t("Keep score"), problem)
    if game is not None and not game.finished:
        answer = ask_resume(parent, game)
        if answer == "cancel":
            return None
        if answer == "new":
            game = None
    elif game is not None:
        record_kept(game)  # a write the app may have missed; never twice
        game = None
    if game is None:
        choices = settings.new_game_choices() if settings is not None else {}
        dialog = KeeperSetupDialog(parent, choices)
        try:
            game = dialog.keeper_game() if dialog.exec() else None
        finally:
            dialog.deleteLater()  # owned by the window: it would live as long
        if game is None:
            return None
    return show_keeper(parent, game, settings, host)


def live_keeper(host: WindowHost | None) -> KeeperWindow | None:
    """The keeper window the main window ``host`` opened last, unless it was closed (and deleted)."""
    existing = host.keeper_window if host is not None else None
    return existing if existing is not None and shiboken6.isValid(existing) else None


def show_keeper(parent: QWidget | None, game: KeeperGame, settings: Settings | None = None,
                host: WindowHost | None = None) -> Any:
    """Open the keeper window on ``game`` (new or resumed) and save it at once.
    A closed keeper window is deleted (its sheet is saved after every round);
    with ``settings`` it comes back where it was last time."""

    # the score keeper loads when first opened: start-up stays fast
    from cardtable.ui.keeper.window import KeeperWindow

    existing = live_keeper(host)
    if existing is not None and existing.isVisible():
        existing.close()  # one sheet at a time: it is saved after every round
    window = KeeperWindow(game, parent)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    remember_geometry(window, settings, "keeper")
    unsaved = window.save_sheet()
    if unsaved is not None:
        window.say(unsaved)
    if host is not None:
        host.keeper_window = window  # the main window keeps it alive
        window.sheet_changed.connect(host.start_page.mark_stale)  # its "Unfinished games" list shows the sheet
    window.show()
    return window
