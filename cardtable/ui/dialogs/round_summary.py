"""The Phase 10 round summary: cards left and their points, phases, who went out.

Shown while the table stays frozen on the round's last position with every
hand face up; the next round is dealt only when the player presses "Deal next
round". Fed from the finished round's RecordRow (the engine's ``records``),
the cards left with their points (the engine's ``cards_left``) and the new
round's phases (its ``standings``), so it shows exactly what the score sheet
will hold and never computes a rule itself.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
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
from cardtable.ui.dialogs.fitting import grow_with_window, screen_area
from cardtable.ui.i18n import cjk_spacing
from cardtable.ui.seat_names import shown_name
from cardtable.ui.table.games.phase10_cards import card_name

if TYPE_CHECKING:
    from cardtable.engine.standings import RecordRow

CARDS_LEFT = 1  # the column of the cards left added up: it wraps, the others never do
WIDEST = 1600  # px: the widest the table grows on a large screen (then its lines wrap)


def field(record: Any, name: str, default: Any = None) -> Any:
    """A field of the engine's ``RecordRow`` (or of its JSON: a dict)."""
    values = record if isinstance(record, dict) else asdict(record)
    return values.get(name, default)


def points_sum(cards: Sequence[tuple[str, int]]) -> str:
    """"red 3 + blue 11 + Wild = 5 + 10 + 25 = 40" (the booklet's way, the
    cards named in the player's language); "0" for none."""
    if not cards:
        return "0"
    total = sum(p for _c, p in cards)
    faces = " + ".join(card_name(c) for c, _p in cards)
    if len(cards) == 1:
        return f"{faces} = {total}"
    return f"{faces} = {' + '.join(str(p) for _c, p in cards)} = {total}"


class RoundSummaryDialog(RetranslatingDialog):
    """"Round 3 finished": per player the cards left added up, the phase, totals."""

    def __init__(
        self,
        record: RecordRow,
        names: Sequence[str],
        next_phases: Sequence[int | None] = (),
        parent: QWidget | None = None,
        cards_left: Sequence[Sequence[tuple[str, int]]] = (),
    ) -> None:
        super().__init__(parent)
        self.setObjectName("roundSummary")
        self._record = record
        self._given = list(names)  # as saved; shown in the current language
        self._names = [shown_name(n) for n in self._given]
        self._next = list(next_phases)
        self._left = [list(c) for c in cards_left]
        layout = QVBoxLayout(self)
        self.heading = QLabel(self)
        self.heading.setWordWrap(True)
        layout.addWidget(self.heading)
        self.table = QTableWidget(len(self._names), 5, self)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setTabKeyNavigation(False)  # arrows move between cells, Tab on to the button
        self.table.verticalHeader().hide()
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setSectionResizeMode(CARDS_LEFT, QHeaderView.ResizeMode.Fixed)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.setWordWrap(True)
        layout.addWidget(self.table)
        self.buttons = QDialogButtonBox(self)
        self.deal_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.deal_button.setObjectName("dealNextRound")
        self.deal_button.setDefault(True)
        self.buttons.accepted.connect(self.accept)
        layout.addWidget(self.buttons)
        self.retranslate_ui()

    def _phase_text(self, seat: int) -> str:
        phases = field(self._record, "phases", ()) or ()
        done = field(self._record, "completed", ()) or ()
        phase = phases[seat] if seat < len(phases) else None
        if phase is None:
            return self.tr("sat out")
        nxt = self._next[seat] if seat < len(self._next) else None
        if seat < len(done) and done[seat]:
            if nxt and nxt != phase:
                return self.tr("Phase {n} completed: moves up to phase {next}").format(n=phase, next=nxt)
            return self.tr("Phase {n} completed").format(n=phase)
        if nxt and nxt != phase:
            return self.tr("Phase {n} not completed: moves on to phase {next}").format(n=phase, next=nxt)
        return self.tr("Phase {n} not completed: plays it again").format(n=phase)

    def rows(self) -> list[list[str]]:
        """The table's text, row by row (also what tests read)."""
        penalties = field(self._record, "points", ()) or ()
        totals = field(self._record, "totals", ()) or ()
        out = field(self._record, "went_out")
        phases = field(self._record, "phases", ()) or ()
        rows = []
        for seat, name in enumerate(self._names):
            if seat < len(phases) and phases[seat] is None:
                left = "-"  # sat out a tie-break round
            elif out == seat:
                left = self.tr("went out: no cards left")
            elif seat < len(self._left):
                left = points_sum(self._left[seat])
            else:
                left = ""
            points = penalties[seat] if seat < len(penalties) else None
            rows.append([
                name,
                left,
                "-" if points is None else str(points),
                self._phase_text(seat),
                str(totals[seat]) if seat < len(totals) else "",
            ])
        return rows

    def retranslate_ui(self) -> None:
        self._names = [shown_name(n) for n in self._given]  # "Computer 2" -> "電腦 2" after a switch
        number = field(self._record, "number", "?")
        self.setWindowTitle(self.tr("Round {n} finished").format(n=number))
        out = field(self._record, "went_out")
        if isinstance(out, int) and 0 <= out < len(self._names):
            self.heading.setText(cjk_spacing(self.tr("{name} went out. Every hand is shown face up on the "
                                                     "table.").format(name=self._names[out])))
        else:
            self.heading.setText(self.tr("The round is over."))
        self.table.setHorizontalHeaderLabels([
            self.tr("Player"), self.tr("Cards left"), self.tr("Points this round"),
            self.tr("Phase"), self.tr("Total"),
        ])
        for row, values in enumerate(self.rows()):
            for col, text in enumerate(values):
                self.table.setItem(row, col, QTableWidgetItem(text))
        self.deal_button.setText(self.tr("Deal next round"))
        # a screen reader names the table by the round and reads who went out first
        self.table.setAccessibleName(self.windowTitle())
        self.table.setAccessibleDescription(self.heading.text())
        self._fit()

    def _fit(self) -> None:
        """Every column readable and exactly as tall as its rows: no scroll
        bars, no empty area under the last player. The table is as wide as
        its lines up to the room the screen gives (at most ``WIDEST``); a
        longer list of cards left wraps in its cell, so the points, the
        phase and the total always show (ten cards of a 6-player round at
        1920x1080 pushed them out of the dialog)."""
        self.table.resizeColumnsToContents()
        header = self.table.horizontalHeader()
        frame = 2 * self.table.frameWidth()
        widths = [max(self.table.sizeHintForColumn(c), header.sectionSizeHint(c))
                  for c in range(self.table.columnCount())]
        widths[-1] = max(widths[-1], header.defaultSectionSize())  # the stretched last column is never narrower
        room = max(480, min(WIDEST, screen_area(self).width() - 120)) - frame - 4
        others = sum(widths) - widths[CARDS_LEFT]
        left = max(header.sectionSizeHint(CARDS_LEFT), min(widths[CARDS_LEFT], room - others))
        header.resizeSection(CARDS_LEFT, left)
        self.table.setMinimumWidth(others + left + frame + 4)
        self.table.resizeRowsToContents()
        rows = sum(self.table.rowHeight(r) for r in range(self.table.rowCount()))
        self.table.setFixedHeight(header.sizeHint().height() + rows + frame)
        self.adjustSize()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)

        grow_with_window(self)  # the app's 9 pt looked tiny beside a 1920x1080 table
        self._fit()
