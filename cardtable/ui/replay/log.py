"""The move log of a replay: the whole game's rows, the current one marked.

Why: in a live game the log (``ui.docks.move_log``) grows move by move; in a replay
every row is there from the start and the log follows the position instead.
Each row remembers the position it belongs to (the deal is position 0, the
events of move ``k`` lead to position ``k``): the rows of the position shown
are selected (highlighted) and scrolled to, and clicking a row jumps there. The lines
are the live log's own (the adapters' ``describe_event``); a finished game's
log names every card, an unfinished one only what its viewer saw
(``Timeline.events``); a finished game's blind draws name their card.
"""

from __future__ import annotations

import bisect
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QCoreApplication,
    QItemSelection,
    QItemSelectionModel,
    QModelIndex,
    QPersistentModelIndex,
)
from PySide6.QtWidgets import QAbstractItemView, QWidget

from cardtable.ui.docks.move_log import MoveLogDock, MoveLogModel
from cardtable.ui.games import table_game, ui_for

if TYPE_CHECKING:
    from PySide6.QtCore import QObject

    from cardtable.ui.replay.controller import ReplayController

Index = QModelIndex | QPersistentModelIndex


class ReplayLogModel(MoveLogModel):
    """Rows of the whole game; ``positions[row]`` is the replay position of a row."""

    _controller: ReplayController | None

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.positions: list[int] = []
        self.current: tuple[int, int] = (0, 0)  # rows [first, last) of the position shown

    def set_controller(self, controller: Any) -> None:  # a ReplayController (or None)

        self.beginResetModel()
        self._controller = controller
        self._rows, self.positions = [], []
        if controller is not None:
            self._game = table_game(controller.game_id)
            timeline = controller.timeline
            for position in range(timeline.length + 1):
                before = len(self._rows)
                self._add(list(timeline.events(position)))
                self.positions += [position] * (len(self._rows) - before)
        self.endResetModel()
        self.current = (0, 0)
        if controller is not None:
            self.set_position(controller.position)

    def rows_of(self, position: int) -> tuple[int, int]:
        """The rows ``[first, last)`` that the move to ``position`` wrote (may be empty)."""
        return bisect.bisect_left(self.positions, position), bisect.bisect_right(self.positions, position)

    def current_row(self) -> int:
        """The last row written up to the position shown (-1 before any)."""
        return self.current[1] - 1

    def set_position(self, position: int) -> None:
        self.current = self.rows_of(position)

    def text(self, row: int) -> str:
        """The live log's line; a finished game also names the card drawn blind."""
        kind, event = self._rows[row]
        ctl = self._controller
        assert ctl is not None  # rows come from a controller only
        # a card drawn blind from the draw pile (Phase 10; Skip-Bo refills its hand instead)
        if (kind == "event" and ctl.timeline.finished and event.kind == "draw_deck"
                and event.card is not None):
            names = [seat.name for seat in ctl.seats]
            name = names[event.seat] if 0 <= (event.seat or 0) < len(names) else "?"
            return QCoreApplication.translate("Replay", "{name} drew {card} from the draw pile").format(
                name=name, card=ui_for(ctl.game_id).card_text(event.card))
        return super().text(row)


class ReplayLogDock(MoveLogDock):
    """The "Moves" dock (objectName ``moveLogDock``) following a replay."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.replay_model = ReplayLogModel(self)
        self.model = self.replay_model
        self.view.setModel(self.replay_model)
        self.view.clicked.connect(self._clicked)
        self.view.activated.connect(self._clicked)  # Enter on a row, too
        self._controller: Any = None

    def set_controller(self, controller: Any) -> None:
        self._controller = controller
        self.replay_model.set_controller(controller)
        if controller is not None:
            controller.position_changed.connect(self.follow)
            self.follow(controller.position)

    def follow(self, position: int) -> None:
        """Mark and show the rows of ``position``."""
        self.replay_model.set_position(position)
        row = self.replay_model.current_row()
        if row < 0:
            self.view.scrollToTop()
            self.view.selectionModel().clearSelection()
            return
        # the rows of the position are selected: a selection repaints them, while a
        # changed background role would lay the whole word-wrapped list out again
        first = min(self.replay_model.current[0], row)
        model, flags = self.replay_model, QItemSelectionModel.SelectionFlag
        selection = self.view.selectionModel()
        selection.select(QItemSelection(model.index(first), model.index(row)), flags.ClearAndSelect)
        selection.setCurrentIndex(model.index(row), flags.NoUpdate)
        self.view.scrollTo(model.index(row), QAbstractItemView.ScrollHint.PositionAtCenter)

    def _clicked(self, index: QModelIndex) -> None:
        if self._controller is not None and index.isValid():
            self._controller.go_to(self.replay_model.positions[index.row()])
