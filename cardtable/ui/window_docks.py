"""The side docks of the main window: the score sheet and the move log.

They are made with the first game (quick start-up), share one place as tabs
(the table keeps its width, issue 13), open the first time as narrow as the
sheet allows, stay closed on narrow windows until the player asks, and come
back where the player left them (``saveState``/``restoreState``).
"""

from __future__ import annotations

from typing import Any

#: Narrower windows start a game without the score-sheet dock: beside it the
#: table would be drawn too small (text below 11 px at 1024x700, issue 13).
ROOMY_WIDTH = 1200


class SideDocks:
    """Owns the window's ``score_dock`` and ``move_log`` (both also set on the window)."""

    def __init__(self, window: Any) -> None:
        self.window = window
        self.shown_once = False  # shown with the first game; later the user decides
        self.restored = False  # place and size came from the settings

    def ensure(self) -> Any:
        """The score-sheet dock, created with the first game."""
        w = self.window
        if w.score_dock is None:
            from PySide6.QtCore import Qt

            from cardtable.ui.move_log import MoveLogDock
            from cardtable.ui.scoresheet.dock import ScoreSheetDock

            w.score_dock = ScoreSheetDock(w)
            w.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, w.score_dock)
            w.move_log = MoveLogDock(w)  # a tab beside the score sheet
            w.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, w.move_log)
            self.tab()
            # where the user left it last time (side, floating, size): saveState on close
            state = w.settings.window_state() if w.settings is not None else None
            self.restored = state is not None and w.restoreState(state)
            w.score_dock.visibilityChanged.connect(w.act_score.setChecked)
        return w.score_dock

    def tab(self) -> None:
        """The move log (objectName ``moveLogDock``) shares the score sheet's
        place as a tab rather than taking more of the table's width."""
        from PySide6.QtWidgets import QDockWidget

        w = self.window
        log = w.findChild(QDockWidget, "moveLogDock")
        if w.score_dock is None or log is None or log.isFloating() or w.tabifiedDockWidgets(log):
            return
        w.addDockWidget(w.dockWidgetArea(w.score_dock), log)
        w.tabifyDockWidget(w.score_dock, log)
        w.score_dock.raise_()

    def attach(self, controller: Any) -> None:
        """Show this game's sheet and log; the first time decide whether the
        window has room for them."""
        w = self.window
        dock = self.ensure()
        dock.set_controller(controller)
        w.move_log.set_controller(controller)
        if not self.shown_once and not self.restored and w.width() < ROOMY_WIDTH:
            # too narrow to spare the table's room: closed until View > Score sheet
            dock.hide()  # (a dock added to a shown window shows itself)
            w.move_log.hide()  # its tab neighbour: the same place
        elif not self.shown_once:
            self.shown_once = True
            dock.show()
            if not self.restored:
                # the first time: as narrow as the sheet allows, at most WIDTH_SHARE
                from PySide6.QtCore import Qt

                from cardtable.ui.scoresheet.dock import WIDTH_SHARE

                width = min(round(w.width() * WIDTH_SHARE), dock.preferred_width())
                w.resizeDocks([dock], [width], Qt.Orientation.Horizontal)

    def detach(self) -> None:
        w = self.window
        if w.score_dock is not None:
            w.score_dock.set_controller(None)
            w.move_log.set_controller(None)

    def toggle(self, visible: bool) -> None:
        self.shown_once = True  # from now on the player decides
        self.ensure().setVisible(visible)
