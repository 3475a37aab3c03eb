"""Skip-Bo match scoring (SB-V1): the summary between two games of a match.

After each game of a match the player sees who emptied their stock pile, the
points every player won in that game, the match totals and the target (500),
and that the next game is dealt. Fed from the finished game's record
(the engine's RecordRow: stock_left, points, winners) and the match totals.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from cardtable.ui.dialogs.base import RetranslatingDialog
from cardtable.ui.dialogs.fitting import grow_with_window
from cardtable.ui.dialogs.round_summary import field
from cardtable.ui.i18n import cjk_spacing
from cardtable.ui.seat_names import name_list, shown_name

if TYPE_CHECKING:
    from cardtable.engine.standings import RecordRow


class MatchGameDialog(RetranslatingDialog):
    """"Game 3 of the match finished": points per player, totals, target."""

    def __init__(self, record: RecordRow, names: Sequence[str], game_number: int,
                 totals: Sequence[int], target: int = 500, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("roundSummary")
        self._record = record
        self._given = list(names)  # as saved; shown in the current language
        self._names = [shown_name(n) for n in self._given]
        self._number = game_number
        self._totals = list(totals)
        self._target = target
        layout = QVBoxLayout(self)
        self.heading = QLabel(self)
        self.heading.setWordWrap(True)
        layout.addWidget(self.heading)
        self.table = QTableWidget(len(self._names), 4, self)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setTabKeyNavigation(False)  # arrows move between cells, Tab on to the button
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        layout.addWidget(self.table)
        self.next_label = QLabel(self)
        self.next_label.setWordWrap(True)
        layout.addWidget(self.next_label)
        buttons = QDialogButtonBox(self)
        self.deal_button = buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.deal_button.setObjectName("dealNextRound")
        self.deal_button.setDefault(True)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        self.retranslate_ui()

    def rows(self) -> list[list[str]]:
        """Player, stock cards left, points this game, match total (what tests read)."""
        stock = field(self._record, "stock_left", ()) or ()
        points = field(self._record, "points", ()) or ()
        rows = []
        for seat, name in enumerate(self._names):
            rows.append([
                name,
                str(stock[seat]) if seat < len(stock) else "",
                self._points_text(seat, points, stock),
                str(self._totals[seat]) if seat < len(self._totals) else "",
            ])
        return rows

    def _points_text(self, seat: int, points: Sequence[int], stock: Sequence[int]) -> str:
        """SB-V1: the winner's "25 + 5 × 7 = 60" (7 stock cards left with the others)."""
        if seat >= len(points):
            return ""
        won = points[seat]
        others = sum(c for s, c in enumerate(stock) if s != seat)
        if won and won == 25 + 5 * others:
            return f"25 + 5 × {others} = {won}"
        return str(won)

    def heading_text(self) -> str:
        winners = [self._names[w] for w in field(self._record, "winners", ()) or ()
                   if isinstance(w, int) and 0 <= w < len(self._names)]
        points = field(self._record, "points", ()) or ()
        won = max(points) if points else 0
        if len(winners) == 1:
            return self.tr("{name} emptied the stock pile first and scores {points} points.").format(
                name=winners[0], points=won)
        if winners:
            return self.tr("Shared win of this game: {names}").format(names=name_list(winners))
        return self.tr("This game ended without a winner.")

    def retranslate_ui(self) -> None:
        self._names = [shown_name(n) for n in self._given]  # "Computer 2" -> "電腦 2" after a switch
        self.setWindowTitle(self.tr("Game {n} of the match finished").format(n=self._number))
        self.heading.setText(cjk_spacing(self.heading_text()))
        self.table.setHorizontalHeaderLabels([
            self.tr("Player"), self.tr("Stock cards left"), self.tr("Points this game"),
            self.tr("Match total"),
        ])
        for row, values in enumerate(self.rows()):
            for col, text in enumerate(values):
                self.table.setItem(row, col, QTableWidgetItem(text))
        self.next_label.setText(
            self.tr("The match goes on until a player reaches {target} points. "
                    "Game {n} is dealt next.").format(target=self._target, n=self._number + 1))
        self.deal_button.setText(self.tr("Deal next game"))
        self.table.setAccessibleName(self.windowTitle())
        self.table.setAccessibleDescription(self.heading.text())

    def showEvent(self, event: QShowEvent) -> None:
        """Its words grow with a big window, as the round summary's do."""
        scale = grow_with_window(self)
        self.resize(round(560 * scale), round((170 + 32 * len(self._names)) * scale))
        super().showEvent(event)
