"""The Phase 10 round summary: who laid what, who went out, points, next phases.

Fed from the finished round's RecordRow (the engine's ``records``) and the
new round's phases (its ``standings``), so it shows exactly what the score
sheet will hold.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialogButtonBox,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from cardtable.ui.dialogs.base import RetranslatingDialog


def field(record: Any, name: str, default: Any = None) -> Any:
    if isinstance(record, dict):
        return record.get(name, default)
    return getattr(record, name, default)


class RoundSummaryDialog(RetranslatingDialog):
    def __init__(
        self,
        record: Any,
        names: Sequence[str],
        next_phases: Sequence[int | None] = (),
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._record = record
        self._names = list(names)
        self._next = list(next_phases)
        layout = QVBoxLayout(self)
        self.heading = QLabel(self)
        layout.addWidget(self.heading)
        self.table = QTableWidget(len(self._names), 6, self)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setStretchLastSection(True)
        layout.addWidget(self.table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok, self)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        self.resize(640, 120 + 32 * len(self._names))
        self.retranslate_ui()

    def rows(self) -> list[list[str]]:
        """The table's text, row by row (also what tests read)."""
        r = self._record
        phases = field(r, "phases", ()) or ()
        done = field(r, "completed", ()) or ()
        penalties = field(r, "points", ()) or ()
        totals = field(r, "totals", ()) or ()
        out = field(r, "went_out")
        rows = []
        for seat, name in enumerate(self._names):
            phase = phases[seat] if seat < len(phases) else None
            if phase is None:
                phase_text = "-"
            elif seat < len(done) and done[seat]:
                phase_text = self.tr("Phase {n} laid").format(n=phase)
            else:
                phase_text = self.tr("Phase {n} not laid").format(n=phase)
            rows.append([
                name + (" " + self.tr("(went out)") if out == seat else ""),
                phase_text,
                ("-" if penalties[seat] is None else str(penalties[seat])) if seat < len(penalties) else "",
                str(totals[seat]) if seat < len(totals) else "",
                str(self._next[seat]) if seat < len(self._next) and self._next[seat] else "-",
                "",
            ])
        return rows

    def retranslate_ui(self) -> None:
        number = field(self._record, "number", "?")
        self.setWindowTitle(self.tr("Round {n} finished").format(n=number))
        out = field(self._record, "went_out")
        if isinstance(out, int) and 0 <= out < len(self._names):
            self.heading.setText(self.tr("{name} went out.").format(name=self._names[out]))
        else:
            self.heading.setText(self.tr("The round is over."))
        self.table.setColumnCount(5)
        self.table.setHorizontalHeaderLabels([
            self.tr("Player"), self.tr("Phase this round"), self.tr("Points this round"),
            self.tr("Total"), self.tr("Next phase"),
        ])
        for row, values in enumerate(self.rows()):
            for col, text in enumerate(values[:5]):
                self.table.setItem(row, col, QTableWidgetItem(text))
        self.table.resizeColumnsToContents()
        # Wide enough for the longest translation (German headers) without scrolling.
        header = self.table.horizontalHeader()
        self.table.setMinimumWidth(min(1000, header.length() + 2 * self.table.frameWidth() + 4))
