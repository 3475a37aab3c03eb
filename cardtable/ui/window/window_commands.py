"""The menu commands beside the game's life cycle: other windows, printing, the table's tools.

Why a module of its own: the main window holds the game on the table (made,
wired, closed); what the menus open next to it (statistics, history, the
score keeper, replays, About, Preferences), printing the score sheet, and
the table's hint, pause, zoom and undo need none of that. The window makes
``MenuCommands`` at the first command (``window.commands``), so this module
and the ones it opens load only then. It sees the window as a
``CommandHost``: the ``WindowHost`` with the pause action and the table's
own type.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, TypeVar

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QWidget

from cardtable.ui.window import window_preferences
from cardtable.ui.window.host import WindowHost
from cardtable.ui.window.window_geometry import remember_geometry

if TYPE_CHECKING:
    from pathlib import Path

    from PySide6.QtGui import QAction

    from cardtable.ui.keeper.window import KeeperWindow
    from cardtable.ui.replay.window import ReplayWindow
    from cardtable.ui.stats.history_window import HistoryWindow
    from cardtable.ui.stats.window import StatisticsWindow
    from cardtable.ui.table.view import TableView

_Shown = TypeVar("_Shown", bound=QWidget)


def _tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


class CommandHost(WindowHost, Protocol):
    """The main window as the menu commands see it."""

    #: Play > Pause the computer players (checkable).
    act_pause: QAction

    @property
    def table(self) -> TableView | None:
        """The card table of the open game, None on the start page."""
        ...


class MenuCommands:
    """The commands of the Game, Edit, Play, View, Settings and Help menus
    that open something beside the game or act on its table (``window.commands``)."""

    def __init__(self, host: CommandHost) -> None:
        self.host = host

    # -- other windows --------------------------------------------------------------
    def show_statistics(self) -> StatisticsWindow:
        """Game > Statistics (the statistics code loads only now)."""
        from cardtable.ui.stats.window import StatisticsWindow  # loaded on first use

        return self._show_window(StatisticsWindow(self.host.dialog_parent(), live=self.host.controller),
                                 "statistics")

    def show_history(self) -> HistoryWindow:
        """Game > History: the list of finished games."""
        from cardtable.ui.stats.history_window import HistoryWindow  # loaded on first use

        return self._show_window(HistoryWindow(self.host.dialog_parent()), "history")

    def _show_window(self, window: _Shown, name: str) -> _Shown:
        """An extra window: deleted when closed, where it was left last time."""
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        remember_geometry(window, self.host.settings, name)
        window.show()
        return window

    def keep_score(self) -> KeeperWindow | None:
        """Game > Keep score…: the score sheet of a game played with real cards."""
        from cardtable.ui.keeper.opening import open_keeper  # loaded on first use

        host = self.host
        return open_keeper(host.dialog_parent(), host.settings, host)

    def open_replay(self, path: str | Path | None = None) -> ReplayWindow | None:
        """Game > Open as replay… and ``--replay FILE``: the replay viewer (``ui.replay``)."""
        from cardtable.ui.replay.opening import open_replay_file  # loaded on first use

        return open_replay_file(self.host.dialog_parent(), path, folder=self.host.files.default_folder())

    def show_about(self) -> None:
        """Help > About cardtable."""
        from cardtable.ui.dialogs.about import AboutDialog  # loaded on first use

        dialog = AboutDialog(self.host.dialog_parent())
        dialog.exec()
        dialog.deleteLater()

    def show_preferences(self) -> None:
        """Settings > Preferences (``window_preferences``)."""
        window_preferences.ask(self.host)

    # -- printing the score sheet ------------------------------------------------------
    def print_score_sheet(self) -> None:
        from cardtable.ui.printing.sheets import print_sheet  # loaded on first use

        print_sheet(self.host.dialog_parent(), self.host.controller)

    def print_preview(self) -> None:
        from cardtable.ui.printing.sheets import preview_sheet  # loaded on first use

        preview_sheet(self.host.dialog_parent(), self.host.controller)

    def export_pdf(self) -> None:
        from cardtable.ui.printing.sheets import export_pdf  # loaded on first use

        export_pdf(self.host.dialog_parent(), self.host.controller, self.host.notify)

    def print_blank_sheet(self) -> None:
        from cardtable.ui.printing.sheets import blank_sheet_dialog  # loaded on first use

        blank_sheet_dialog(self.host.dialog_parent(), self.host.notify)

    # -- the table's tools ---------------------------------------------------------
    def take_back(self) -> None:
        """Edit > Undo: the engine takes back the last move of this turn (APP-UNDO)."""
        if self.host.controller is not None:
            self.host.controller.take_back()

    def show_hint(self) -> None:
        """Play > Hint: the suggested move lit on the table (or why there is none)."""
        host = self.host
        if host.controller is None or host.table is None:
            return
        action = host.controller.hint()
        if action is None:
            host.notify(_tr("No move to suggest right now."), 4000,
                        lambda: _tr("No move to suggest right now."))
        else:
            host.table.show_hint(action)

    def toggle_pause(self) -> None:
        """Play > Pause: computer moves wait (watch mode: learn by watching)."""
        host = self.host
        if host.controller is not None:
            host.controller.set_paused(host.act_pause.isChecked())
            host.update_turn()
            if host.table is not None:  # its prompt: who plays, or all wait
                host.table.refresh(animate=False)

    def zoom(self, name: str) -> None:
        """View > Zoom in ("zoom_in"), out ("zoom_out") or back ("zoom_reset")."""
        table = self.host.table
        if table is not None:
            {"zoom_in": table.zoom_in, "zoom_out": table.zoom_out, "zoom_reset": table.zoom_reset}[name]()
