"""Read-only tables of the statistics window: a QTableWidget filled from rows.

Numbers sort as numbers (a number role), text as text; the columns are the
ones each page names.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)


class SortItem(QTableWidgetItem):
    """Sorts by ``key`` (a number or None) instead of the shown text."""

    def __init__(self, text: str, key: Any = None) -> None:
        super().__init__(text)
        self.key = key
        if key is not None and not isinstance(key, str):
            self.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)

    def __lt__(self, other: QTableWidgetItem) -> bool:
        mine, theirs = self.key, getattr(other, "key", None)
        if isinstance(mine, int | float) and isinstance(theirs, int | float):
            return mine < theirs
        if mine is None or theirs is None:
            return (mine is None) and (theirs is not None)
        return self.text().casefold() < other.text().casefold()


class StatsTable(QTableWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setTabKeyNavigation(False)  # arrows move between cells, Tab to the next control
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setAlternatingRowColors(True)
        self.verticalHeader().setVisible(False)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)

    def fill(self, headers: Sequence[str], rows: Sequence[Sequence[tuple[str, Any]]]) -> None:
        """``rows``: per row, per column ``(text, sort key)``."""
        self.setSortingEnabled(False)
        self.clear()
        self.setColumnCount(len(headers))
        self.setHorizontalHeaderLabels(list(headers))
        self.setRowCount(len(rows))
        for r, row in enumerate(rows):
            for c, (text, key) in enumerate(row):
                self.setItem(r, c, SortItem(text, key))
        self.setSortingEnabled(True)

    def cell_text(self, row: int, column: int) -> str:
        item = self.item(row, column)
        return item.text() if item is not None else ""
