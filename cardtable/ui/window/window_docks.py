"""The side docks of the main window: the score sheet and the move log.

They are made with the first game (quick start-up), share one place as tabs
(the table keeps its width), open the first time as narrow as the
sheet allows, stay closed on narrow windows until the player asks, and come
back where the player left them (``saveState``/``restoreState``).

Each has a View menu entry (``act_score``, ``act_moves``, made, named and
checked here; the window only puts them in its View menu) that shows and
raises it: a closed dock opens in front, one behind its neighbour's tab
comes to the front, one in front closes; the check mark says it is open.
The start page shows no game docks: closing a game stows them (and the
layout is remembered), the next game brings back those that were open.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDockWidget, QMainWindow

    from cardtable.controller.source import GameSource
    from cardtable.ui.scoresheet.dock import ScoreSheetDock
    from cardtable.ui.settings import Settings

#: Narrower windows start a game without the score-sheet dock: beside it the
#: table would be drawn too small (text below 11 px at 1024x700).
ROOMY_WIDTH = 1200


class SideDocks:
    """Owns the window's ``score_dock`` and ``move_log`` and their View entries."""

    def __init__(self, window: QMainWindow, settings: Settings | None) -> None:
        self.window = window
        self.settings = settings
        self.score_dock: ScoreSheetDock | None = None  # made with the first game
        self.move_log: Any = None  # MoveLogDock, made with the score sheet (set together: read after ``ensure``)
        self.act_score = QAction(window)
        self.act_score.setCheckable(True)
        self.act_score.triggered.connect(lambda _checked=False: self.trigger(self.ensure()))
        self.act_moves = QAction(window)
        self.act_moves.setCheckable(True)
        self.act_moves.triggered.connect(lambda _checked=False: self.trigger_moves())
        self.shown_once = False  # shown with the first game; later the user decides
        self.restored = False  # place and size came from the settings
        self.attached = False  # a game (not a lesson) feeds them now
        self.stowed = False  # hidden for the start page (or a lesson)
        self._reopen: list[QDockWidget] = []  # the docks open when they were stowed
        self._front: list[QDockWidget] = []  # ... and those of them in front

    def retranslate_ui(self) -> None:
        """The View entries' texts (the translation context of the window's menus)."""
        self.act_score.setText(QCoreApplication.translate("MainWindow", "&Score sheet"))
        self.act_moves.setText(QCoreApplication.translate("MainWindow", "&Moves"))

    def trigger_moves(self) -> None:
        """View > Moves: open and raise the move log, or close it when it is in front."""
        self.ensure()
        self.trigger(self.move_log)

    def ensure(self) -> ScoreSheetDock:
        """The score-sheet dock, created with the first game."""
        w = self.window
        if self.score_dock is None:
            # the Qt namespace builds its enums on first use: the first frame does without them
            from PySide6.QtCore import Qt

            # the docks load with the first game: start-up stays fast
            from cardtable.ui.docks.move_log import MoveLogDock
            from cardtable.ui.scoresheet.dock import ScoreSheetDock

            self.score_dock = ScoreSheetDock(w)
            w.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.score_dock)
            self.move_log = MoveLogDock(w)  # a tab beside the score sheet
            w.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.move_log)
            self.tab()
            # where the user left it last time (side, floating, size): saveState on close
            state = self.settings.window_state() if self.settings is not None else None
            self.restored = state is not None and w.restoreState(state)
            for dock in self.docks():
                dock.visibilityChanged.connect(lambda _visible: self.sync_checks())
        return self.score_dock

    def docks(self) -> list[QDockWidget]:
        return [dock for dock in (self.score_dock, self.move_log) if dock is not None]

    def sync_checks(self) -> None:
        """The View entries' check marks: the dock is open (in front or behind a tab)."""
        for action, dock in ((self.act_score, self.score_dock), (self.act_moves, self.move_log)):
            action.setChecked(dock is not None and not dock.isHidden())

    def in_front(self, dock: QDockWidget) -> bool:
        """Open and not behind another dock's tab."""
        # a tab behind its neighbour still counts as visible: its visible region is empty
        return not dock.isHidden() and (not dock.visibleRegion().isEmpty() or not self.window.isVisible())

    def trigger(self, dock: Any) -> None:
        """A View entry: closed: open and raise; behind a tab: raise; in front: close."""
        self.shown_once = True  # from now on the player decides
        if dock.isHidden():
            dock.show()
            dock.raise_()
        elif not self.in_front(dock):
            dock.raise_()
        else:
            dock.hide()
        self.sync_checks()

    def stow(self) -> None:
        """Hide the docks for the start page; remember which were open and in front."""
        if self.stowed or self.score_dock is None:
            return
        if self.settings is not None:  # the layout as the player left it, for the next start
            self.settings.set_window_state(self.window.saveState())
        self._reopen = [dock for dock in self.docks() if not dock.isHidden()]
        self._front = [dock for dock in self._reopen if self.in_front(dock)]
        self.stowed = True
        for dock in self.docks():
            dock.hide()
        self.sync_checks()

    def unstow(self) -> None:
        """Bring back the docks that were open when the last game closed."""
        if not self.stowed:
            return
        self.stowed = False
        for dock in self._reopen:
            dock.show()
        for dock in self._front:
            dock.raise_()
        self.forget_tab_bar_selection()
        self.sync_checks()

    def forget_tab_bar_selection(self) -> None:
        """The docks' tab bar got its tabs back (hidden docks have none): its
        first tab became the current one, and Qt told the screen reader so
        ("selection changed"), on which Orca moves its attention there and
        says "Score sheet page tab." before the focused card. The tab bars'
        accessible objects made so far are let go at once (the next question
        makes new ones), so that word names an object that is gone and a
        screen reader passes over it; the keyboard focus never moved."""
        # the Qt namespace builds its enums on first use: the first frame does without them
        from PySide6.QtCore import Qt

        # PySide6 makes the classes on first use: the first frame does without them
        from PySide6.QtGui import QAccessible
        from PySide6.QtWidgets import QTabBar

        if not QAccessible.isActive():
            return
        for bar in self.window.findChildren(QTabBar, options=Qt.FindChildOption.FindDirectChildrenOnly):
            iface = QAccessible.queryAccessibleInterface(bar)
            if iface is None:
                continue
            known = QAccessible.uniqueId(iface)
            del iface  # (no Python object left pointing at it)
            QAccessible.deleteAccessibleInterface(known)

    def tab(self) -> None:
        """The move log (objectName ``moveLogDock``) shares the score sheet's
        place as a tab rather than taking more of the table's width."""
        # PySide6 makes the class on first use: the first frame does without it
        from PySide6.QtWidgets import QDockWidget

        w = self.window
        log = w.findChild(QDockWidget, "moveLogDock")
        if self.score_dock is None or log is None or log.isFloating() or w.tabifiedDockWidgets(log):
            return
        w.addDockWidget(w.dockWidgetArea(self.score_dock), log)
        w.tabifyDockWidget(self.score_dock, log)
        self.score_dock.raise_()

    def attach(self, controller: GameSource) -> None:
        """Show this game's sheet and log; the first time decide whether the
        window has room for them."""
        w = self.window
        dock = self.ensure()
        dock.set_controller(controller)
        self.move_log.set_controller(controller)
        self.attached = True
        self.unstow()
        if not self.shown_once and not self.restored and w.width() < ROOMY_WIDTH:
            # too narrow to spare the table's room: closed until View > Score sheet
            dock.hide()  # (a dock added to a shown window shows itself)
            self.move_log.hide()  # its tab neighbour: the same place
        elif not self.shown_once:
            self.shown_once = True
            dock.show()
            if not self.restored:
                self.move_log.show()  # the Moves tab beside it, the sheet in front
                dock.raise_()
                # the first time: as narrow as the sheet allows, at most WIDTH_SHARE
                from PySide6.QtCore import Qt

                # the docks load with the first game: start-up stays fast
                from cardtable.ui.scoresheet.dock import WIDTH_SHARE

                width = min(round(w.width() * WIDTH_SHARE), dock.preferred_width())
                w.resizeDocks([dock], [width], Qt.Orientation.Horizontal)
        self.sync_checks()

    def detach(self) -> None:
        """The game is closed: the docks let it go and leave the start page."""
        self.attached = False
        if self.score_dock is not None:
            self.score_dock.set_controller(None)
            self.move_log.set_controller(None)
        self.stow()
