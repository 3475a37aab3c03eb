"""``ReplayTableView``: the card table of a live game, watching a replay.

Why a subclass: the scene, the adapters, the item diffing and the flights are
the table's own (a step forward replaces only the items that changed and lets
that move fly); only three things differ in a replay. Nobody plays, so mouse
and keys do not reach the table's input (the window's shortcuts step
instead); only a single step forward is animated (a jump renders once); and
the prompt says whose move comes next instead of asking the viewer to play.
"""

from __future__ import annotations

from PySide6.QtGui import QFocusEvent, QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QGraphicsView

from cardtable.ui.replay.controller import ReplayController
from cardtable.ui.table.layout import TableModel
from cardtable.ui.table.view import TableView

# labels that speak to the player at the table (nobody plays a replay)
PLAYER_ONLY_TEXTS = frozenset({"lay_here"})


class ReplayTableView(TableView):
    """The table of a ``ReplayController`` (see the module docstring)."""

    controller: ReplayController

    def refresh(self, animate: bool = True) -> None:
        super().refresh(animate and self.controller.animate_next)

    def build_model(self) -> TableModel:
        """The live table's model without what only a player needs (the sort
        button, "drop cards here", knock and pass)."""
        model = super().build_model()
        model.buttons.clear()
        model.texts[:] = [text for text in model.texts if text.kind not in PLAYER_ONLY_TEXTS]
        return model

    def prompt(self) -> str:
        ctl = self.controller
        if ctl.is_over():
            return self.tr("The game is over: every hand lies face up.")
        if ctl.round_held():
            return self.tr("The round is over: every hand lies face up. The next step deals.")
        seat = ctl.current_seat()
        if seat is None:
            return ""
        if ctl.timeline.finished:
            return self.tr("Replay: {name} plays next (every hand face up)").format(
                name=ctl.seats[seat].name)
        return self.tr("Replay: {name} plays next (only {viewer}'s cards are shown)").format(
            name=ctl.seats[seat].name, viewer=ctl.seats[ctl.viewing_seat()].name)

    # -- nobody plays in a replay ---------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        event.ignore()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        event.ignore()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        event.ignore()

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        event.ignore()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        event.ignore()  # the replay window's shortcuts step through the game

    def focusInEvent(self, event: QFocusEvent) -> None:
        QGraphicsView.focusInEvent(self, event)
