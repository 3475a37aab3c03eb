"""The score sheet as a Qt table: one column per player, one row per round.

Phase 10: a row per finished round (with P10-V1 always rounds 1-10), each
cell "phase ✓  points (total)", then the rows "Total" and "Current phase".
Skip-Bo: a row per finished game (stock cards left; with SB-V1 also points
and the match total), then "Stock cards left" now and, with SB-V1, "Total".
The leader's column is shaded (its name bold; bold cells would not fit
the compact columns). ``Qt.UserRole`` gives the raw
numbers as a dict, so tests compare with the engine without parsing text.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont

from cardtable.ui.scoresheet.sheet_data import Sheet

if TYPE_CHECKING:
    from PySide6.QtCore import QObject

RAW_ROLE = Qt.ItemDataRole.UserRole
LEADER_BRUSH = QBrush(QColor(255, 236, 170))
_Index = QModelIndex | QPersistentModelIndex


class ScoreSheetModel(QAbstractTableModel):
    """Read-only view of a :class:`Sheet`; ``set_sheet`` replaces it."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._sheet: Sheet | None = None
        self._rows: list[tuple[str, Any]] = []

    # content --------------------------------------------------------------
    @property
    def sheet(self) -> Sheet | None:
        return self._sheet

    def set_sheet(self, sheet: Sheet | None) -> None:
        self.beginResetModel()
        self._sheet = sheet
        self._rows = self._plan_rows(sheet)
        self.endResetModel()

    def retranslate(self) -> None:
        if self._rows:
            self.headerDataChanged.emit(Qt.Orientation.Vertical, 0, len(self._rows) - 1)
            self.dataChanged.emit(self.index(0, 0),
                                  self.index(len(self._rows) - 1, self.columnCount() - 1))

    @staticmethod
    def _plan_rows(sheet: Sheet | None) -> list[tuple[str, Any]]:
        if sheet is None:
            return []
        if sheet.ui.phases:
            rows: list[tuple[str, Any]] = [("round", r) for r in sheet.rounds]
            if sheet.exact_ten_rounds:
                rows += [("future", n) for n in range(len(sheet.rounds) + 1, 11)]
            rows.append(("total", None))
            if not sheet.finished:
                rows.append(("current", None))
            return rows
        rows = [("game", g) for g in sheet.games]
        rows.append(("stock", None))
        if sheet.match_scoring:
            rows.append(("match", None))
        return rows

    # Qt model API -----------------------------------------------------------
    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        if parent.isValid() or self._sheet is None:
            return 0
        return self._sheet.num_players

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        sheet = self._sheet
        if sheet is None:
            return None
        if orientation == Qt.Orientation.Horizontal:
            if not 0 <= section < sheet.num_players:
                return None
            leader = section in sheet.leaders
            if role == Qt.ItemDataRole.DisplayRole:
                return sheet.players[section] + (" ★" if leader else "")
            if role == Qt.ItemDataRole.FontRole and leader:
                font = QFont()
                font.setBold(True)
                return font
            if role == Qt.ItemDataRole.ToolTipRole:  # the whole name (the header may elide it)
                if not leader:
                    return sheet.players[section]
                state = self.tr("Winner") if sheet.winners else self.tr("In the lead")
                return self.tr("{name}: {state}").format(name=sheet.players[section], state=state)
            return None
        if role != Qt.ItemDataRole.DisplayRole or not 0 <= section < len(self._rows):
            return None
        kind, item = self._rows[section]
        if kind == "round":
            label = self.tr("Round {n}").format(n=item.number)
            return label + (" " + self.tr("(tie-break)") if item.tiebreak else "")
        if kind == "future":
            return self.tr("Round {n}").format(n=item)
        if kind == "game":
            return self.tr("Game {n}").format(n=item.number)
        if kind == "total":
            return self.tr("Total")
        if kind == "current":
            return self.tr("Current phase")
        if kind == "stock":
            return self.tr("Stock cards left")
        return self.tr("Total (to {target})").format(target=sheet.target)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        sheet = self._sheet
        if sheet is None or not index.isValid():
            return None
        seat, (kind, item) = index.column(), self._rows[index.row()]
        if role == Qt.ItemDataRole.BackgroundRole:
            return LEADER_BRUSH if seat in sheet.leaders else None
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        raw = self._raw(kind, item, seat)
        if role == RAW_ROLE:
            return raw
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(kind, raw)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(kind, raw)
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return self.spoken(index.row(), seat)
        return None

    def spoken(self, row: int, seat: int) -> str:
        """A cell as a screen reader says it, with its row and column: "Round 3,
        Mama: Phase 2 completed. 25 penalty points this round, 40 in total."."""
        sheet = self._sheet
        if sheet is None or not 0 <= row < len(self._rows) or not 0 <= seat < sheet.num_players:
            return ""
        kind, item = self._rows[row]
        raw = self._raw(kind, item, seat)
        if raw is None:
            value = self.tr("not played yet")
        elif kind == "round" and raw["phase"] is None:
            value = self.tr("sat out")
        else:
            value = self._tooltip(kind, raw) or self._display(kind, raw)
        label = self.headerData(row, Qt.Orientation.Vertical) or ""
        return self.tr("{row}, {player}: {value}").format(row=label, player=sheet.players[seat], value=value)

    # cells ------------------------------------------------------------------
    def _raw(self, kind: str, item: Any, seat: int) -> dict[str, Any] | None:
        sheet = self._sheet
        assert sheet is not None
        if kind == "round":
            return {"phase": item.phases[seat], "completed": item.completed[seat],
                    "points": item.points[seat], "total": item.totals[seat],
                    "went_out": item.went_out == seat}
        if kind == "future":
            return None
        if kind == "total":
            return {"total": sheet.totals[seat] if seat < len(sheet.totals) else None}
        if kind == "current":
            phase = sheet.current_phase[seat] if seat < len(sheet.current_phase) else None
            return {"phase": phase}
        if kind == "game":
            out = {"stock_left": item.stock_left[seat]}
            if sheet.match_scoring:
                out.update(points=item.points[seat], total=item.totals[seat])
            return out
        if kind == "stock":
            return {"stock_left": sheet.stock_now[seat] if seat < len(sheet.stock_now) else None}
        return {"total": sheet.totals[seat] if seat < len(sheet.totals) else 0}

    def _display(self, kind: str, raw: dict[str, Any] | None) -> str:
        if raw is None:
            return ""
        if kind == "round":
            if raw["phase"] is None:
                return "–"
            mark = "✓" if raw["completed"] else ""
            out = "*" if raw["went_out"] else ""
            # compact, two short lines; the round's points are in the tooltip
            return f"{raw['phase']}{mark}{out}\n{raw['total']}"
        if kind == "game" and "points" in raw:  # the running total is in the tooltip
            return f"{raw['stock_left']}\n+{raw['points']}"
        value = next(iter(raw.values()))
        return "" if value is None else str(value)

    def _tooltip(self, kind: str, raw: dict[str, Any] | None) -> str | None:
        if raw is not None and kind == "game" and "points" in raw:
            return self.tr("{stock} stock cards left, {points} points, {total} in total.").format(
                stock=raw["stock_left"], points=raw["points"], total=raw["total"])
        if raw is None or kind != "round" or raw["phase"] is None:
            return None
        if raw["completed"]:
            first = self.tr("Phase {phase} completed.").format(phase=raw["phase"])
        else:
            first = self.tr("Phase {phase} not completed.").format(phase=raw["phase"])
        second = self.tr("{points} penalty points this round, {total} in total.").format(
            points=raw["points"], total=raw["total"])
        third = " " + self.tr("Went out.") if raw["went_out"] else ""
        return f"{first} {second}{third}"
