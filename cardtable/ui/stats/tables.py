"""Read-only tables of the statistics window: a QTableWidget filled from rows.

Numbers sort as numbers (a number role), text as text; the columns are the
ones each page names. A long column title ("Gegen Computer (leicht)") is
broken between words onto up to three lines where its column's figures
are narrower than it, so the players' table fits the window without
scrolling sideways (the whole title is also the column's tooltip). An
empty table says why it is empty (``empty_text``) instead of staying blank.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeAlias

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetrics, QPainter
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

#: what a cell sorts by: a number, a text, or None (no value)
SortKey: TypeAlias = "float | str | None"


class SortItem(QTableWidgetItem):
    """Sorts by ``key`` (a number or None) instead of the shown text."""

    def __init__(self, text: str, key: SortKey = None) -> None:
        super().__init__(text)
        self.key = key
        if key is not None and not isinstance(key, str):
            self.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)

    def __lt__(self, other: QTableWidgetItem) -> bool:
        mine, theirs = self.key, other.key if isinstance(other, SortItem) else None
        if isinstance(mine, int | float) and isinstance(theirs, int | float):
            return mine < theirs
        if mine is None or theirs is None:
            return (mine is None) and (theirs is not None)
        return self.text().casefold() < other.text().casefold()


#: a column title takes at most this many lines
TITLE_LINES = 3


def _splits(words: list[str], lines: int) -> list[list[str]]:
    """Every way to put ``words`` on exactly ``lines`` lines, in order."""
    if lines == 1:
        return [[" ".join(words)]]
    out = []
    for cut in range(1, len(words) - lines + 2):
        for rest in _splits(words[cut:], lines - 1):
            out.append([" ".join(words[:cut]), *rest])
    return out


def wrap_title(title: str, metrics: QFontMetrics, room: int) -> str:
    """``title`` on as few lines as make it no wider than ``room`` (the
    column's widest figure), broken only between words; if no break makes
    it that narrow, the narrowest break with at most ``TITLE_LINES`` lines."""
    words = title.split()
    best = title
    best_width = metrics.horizontalAdvance(title)
    for lines in range(2, min(TITLE_LINES, len(words)) + 1):
        if best_width <= room:
            break
        for split in _splits(words, lines):
            width = max(metrics.horizontalAdvance(line) for line in split)
            if width < best_width:
                best, best_width = "\n".join(split), width
    return best


class StatsTable(QTableWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.empty_text = ""  # said in the empty table (why it is empty)
        self._titles: list[str] = []
        self._sorted: tuple[int, Qt.SortOrder] | None = None
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setTabKeyNavigation(False)  # arrows move between cells, Tab to the next control
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setAlternatingRowColors(True)
        self.verticalHeader().setVisible(False)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # the style's sort arrow would widen every column by its room (about
        # 48 px in Fusion): a click sorts, and only the sorted column's title
        # gets an arrow
        header.setSortIndicatorShown(False)
        header.setSectionsClickable(True)
        header.sectionClicked.connect(self._clicked)
    def fill(self, headers: Sequence[str], rows: Sequence[Sequence[tuple[str, SortKey]]]) -> None:
        """``rows``: per row, per column ``(text, sort key)``."""
        self.clear()
        self.setColumnCount(len(headers))
        self.setRowCount(len(rows))
        cells = self.fontMetrics()
        titles = self.horizontalHeader().fontMetrics()
        self._titles = []
        for c, title in enumerate(headers):
            widest = max((cells.horizontalAdvance(row[c][0]) for row in rows if c < len(row)),
                         default=cells.horizontalAdvance("0" * 8))  # no rows: a figure's room
            self._titles.append(wrap_title(title, titles, widest))
            item = QTableWidgetItem()
            item.setToolTip(title)
            self.setHorizontalHeaderItem(c, item)
        for r, row in enumerate(rows):
            for c, (text, key) in enumerate(row):
                self.setItem(r, c, SortItem(text, key))
        if self._sorted is not None and self._sorted[0] < len(headers):
            self.sortItems(*self._sorted)
        else:
            self._sorted = None
        self._show_titles()
        self.viewport().update()

    def _clicked(self, column: int) -> None:
        """Sort by ``column`` (a second click reverses the order)."""
        ascending = Qt.SortOrder.AscendingOrder
        order = Qt.SortOrder.DescendingOrder \
            if self._sorted == (column, ascending) else ascending
        self._sorted = (column, order)
        self.sortItems(column, order)
        self._show_titles()

    def _show_titles(self) -> None:
        for c, title in enumerate(self._titles):
            item = self.horizontalHeaderItem(c)
            if item is None:
                continue
            if self._sorted is not None and self._sorted[0] == c:
                title += " ▲" if self._sorted[1] == Qt.SortOrder.AscendingOrder else " ▼"
            item.setText(title)

    def header_title(self, column: int) -> str:
        """The whole title of ``column`` (its header may show it on several lines)."""
        item = self.horizontalHeaderItem(column)
        return item.toolTip() if item is not None else ""

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        if self.rowCount() == 0 and self.empty_text:
            painter = QPainter(self.viewport())
            painter.setPen(self.palette().placeholderText().color())
            area = self.viewport().rect().adjusted(24, 24, -24, -24)
            painter.drawText(QRect(area), int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap),
                             self.empty_text)
            painter.end()

    def cell_text(self, row: int, column: int) -> str:
        item = self.item(row, column)
        return item.text() if item is not None else ""
