"""The round-entry panel of the score keeper.

Phase 10: per player a "completed phase N" tick, a "went out" choice and the
penalty points, typed or counted with the card pad. Skip-Bo: who emptied the
stock pile and everyone's stock cards left (blank until typed: a forgotten
count is refused, never taken as 1). "Enter round" hands the entry to
the window, which asks the rules (``KeeperGame.add``); the panel itself
decides nothing beyond filling in the obvious (who went out has 0 points).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QGridLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from cardtable.keeper import KeeperGame, Phase10Entry, SkipBoEntry
from cardtable.keeper.entries import MAX_HAND, Entry, tap_points
from cardtable.ui.games import ui_for
from cardtable.ui.keeper.card_pad import CardPad

# Skip-Bo's stock count before anything is typed: below the range the rules
# allow, shown as BLANK (a spin box's special value text must not be empty),
# refused on "Enter game" (stock-missing) instead of a made-up 1.
UNSET, BLANK = -1, " "


class _Row:
    def __init__(self, parent: QWidget, seat: int, out_group: QButtonGroup, count_group: QButtonGroup) -> None:
        self.name = QLabel(parent)
        self.name.setTextFormat(Qt.TextFormat.PlainText)
        self.completed = QCheckBox(parent)
        self.completed.setObjectName(f"completed_{seat}")
        self.out = QRadioButton(parent)
        self.out.setObjectName(f"out_{seat}")
        out_group.addButton(self.out, seat)
        self.points = QSpinBox(parent)
        self.points.setObjectName(f"points_{seat}")
        self.points.setMinimumWidth(70)
        self.points.setMaximumWidth(90)
        self.count = QPushButton(parent)
        self.count.setObjectName(f"count_{seat}")
        self.count.setCheckable(True)
        self.count.setAutoDefault(False)
        count_group.addButton(self.count, seat)

    def widgets(self) -> tuple[QWidget, ...]:
        return (self.name, self.completed, self.out, self.points, self.count)


class EntryPanel(QWidget):
    """``submitted(entry)`` when the player presses "Enter round"."""

    submitted = Signal(object)

    def __init__(self, game: KeeperGame, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self._error: Callable[[], str] | None = None
        self.phase10 = ui_for(game.game).phases  # a phase column and the card pad
        edition = game.options.edition if self.phase10 else "2026"
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.heading = QLabel(self)
        self.heading.setObjectName("entryHeading")
        layout.addWidget(self.heading)
        grid = QGridLayout()
        grid.setHorizontalSpacing(8)
        grid.setVerticalSpacing(2)
        self.head_out, self.head_points = QLabel(self), QLabel(self)
        grid.addWidget(self.head_out, 0, 2, Qt.AlignmentFlag.AlignCenter)
        grid.addWidget(self.head_points, 0, 3)
        self.out_group = QButtonGroup(self)
        self.count_group = QButtonGroup(self)
        self.count_group.setExclusive(True)
        self.rows: list[_Row] = []
        for seat in range(len(game.names)):
            row = _Row(self, seat, self.out_group, self.count_group)
            for col, widget in enumerate(row.widgets()):
                if widget is row.out:  # only the round mark is clickable: keep it under its heading
                    grid.addWidget(widget, seat + 1, col, Qt.AlignmentFlag.AlignCenter)
                else:
                    grid.addWidget(widget, seat + 1, col)
            self.rows.append(row)
            if self.phase10:
                row.points.setRange(0, MAX_HAND * tap_points("W", edition))
                row.points.setSingleStep(5)
            else:  # starts blank (UNSET): a family must type every loser's count
                row.points.setRange(UNSET, game.stock_size)
                row.points.setSpecialValueText(BLANK)
                row.completed.hide()
                row.count.hide()
        grid.setColumnStretch(0, 1)
        layout.addLayout(grid)
        self.out_group.idToggled.connect(self._out_toggled)
        self.pad = CardPad(edition, self)
        self.pad.changed.connect(lambda seat, points: self.rows[seat].points.setValue(points))
        self.count_group.idToggled.connect(self._count_toggled)
        layout.addWidget(self.pad)
        self.pad.setVisible(self.phase10)
        self.error = QLabel(self)
        self.error.setObjectName("entryError")
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b00020")
        layout.addWidget(self.error)
        self.enter = QPushButton(self)
        self.enter.setObjectName("enterRound")
        self.enter.setDefault(True)
        self.enter.clicked.connect(self._submit)
        layout.addWidget(self.enter)
        layout.addStretch(1)
        self.set_game(game)

    # content ------------------------------------------------------------------
    def set_game(self, game: KeeperGame) -> None:
        """Show the next round of ``game`` and start a fresh entry."""
        self.game = game
        self.show_error(None)
        self.pad.forget()
        self.out_group.setExclusive(False)
        for seat, row in enumerate(self.rows):
            row.out.setChecked(False)
            row.completed.setChecked(False)
            row.points.setValue(0 if self.phase10 else UNSET)
            plays = game.plays_next_round(seat)
            for widget in (row.completed, row.out, row.points, row.count):
                widget.setEnabled(plays and not game.finished)
        self.out_group.setExclusive(True)
        self._uncheck_count()
        self.enter.setEnabled(not game.finished)
        self.retranslate_ui()

    def entry(self) -> Entry:
        """The entry as the widgets show it (not checked here)."""
        out = self.out_group.checkedId()
        if self.phase10:
            plays = [self.game.plays_next_round(s) for s in range(len(self.rows))]
            return Phase10Entry(tuple(r.completed.isChecked() and p for r, p in zip(self.rows, plays, strict=True)),
                                tuple(r.points.value() if p else None for r, p in zip(self.rows, plays, strict=True)),
                                out)
        return SkipBoEntry(out, tuple(None if r.points.value() == UNSET else r.points.value() for r in self.rows))

    def show_error(self, text: Callable[[], str] | None) -> None:
        """Show ``text()`` (a function, so a language switch says it again
        in the new language); None clears it."""
        self._error = text
        self.error.setText(text() if text is not None else "")

    def _submit(self) -> None:
        self.submitted.emit(self.entry())

    def _out_toggled(self, seat: int, checked: bool) -> None:
        if not checked:
            return
        row = self.rows[seat]
        row.points.setValue(0)  # went out / emptied the stock: nothing left
        if self.phase10:
            row.completed.setChecked(True)
            self.pad.forget(seat)
            if self.pad.seat == seat:
                self._uncheck_count()

    def _count_toggled(self, seat: int, checked: bool) -> None:
        if checked:
            self.pad.point_at(seat, self.game.names[seat])
        elif self.count_group.checkedId() < 0:
            self.pad.point_at(-1, "")

    def _uncheck_count(self) -> None:
        self.count_group.setExclusive(False)
        for row in self.rows:
            row.count.setChecked(False)
        self.count_group.setExclusive(True)
        self.pad.point_at(-1, "")

    # language -------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        game = self.game
        number = len(game.entries) + 1
        if game.finished:
            self.heading.setText(self.tr("The game is over."))
        elif self.phase10:
            self.heading.setText(self.tr("Round {n}: who completed their phase, who went out, "
                                         "penalty points").format(n=number))
        else:
            self.heading.setText(self.tr("Game {n}: who emptied the stock pile, stock cards left").format(n=number))
        self.head_out.setText(self.tr("Went out") if self.phase10 else self.tr("Emptied the stock"))
        self.head_points.setText(self.tr("Points") if self.phase10 else self.tr("Stock cards left"))
        for seat, row in enumerate(self.rows):
            row.name.setText(game.names[seat])
            phase = game.phase_now(seat)
            if not game.plays_next_round(seat):
                row.completed.setText(self.tr("sits out (tie-break)"))
            elif phase is not None:
                row.completed.setText(self.tr("Phase {phase} completed").format(phase=phase))
            else:
                row.completed.setText(self.tr("Phase completed"))
            row.out.setText("")
            row.out.setToolTip(self.head_out.text())
            row.points.setToolTip(self.head_points.text())
            # the mark has no text and the number no label: say whose they are
            row.out.setAccessibleName(self.tr("{name}: {column}").format(name=game.names[seat],
                                                                        column=self.head_out.text()))
            row.points.setAccessibleName(self.tr("{name}: {column}").format(name=game.names[seat],
                                                                           column=self.head_points.text()))
            row.count.setAccessibleName(self.tr("{name}: {column}").format(name=game.names[seat],
                                                                          column=self.tr("Count cards")))
            row.count.setText(self.tr("Count cards"))
        self.enter.setText(self.tr("Enter round") if self.phase10 else self.tr("Enter game"))
        self.pad.retranslate_ui()
        if self._error is not None:
            self.error.setText(self._error())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
