"""The answer form of a lesson's question: one row of choices per player.

Why: a lesson may ask something about the table ("who is on which phase
now?") with one answer per player; the coach panel shows this form for such
a step. Each row is a player's name and a radio button per choice (an
exclusive group). It works with the keyboard alone: the arrow keys move
within a row, Tab to the next row, a digit key k picks a row's k-th choice and
goes on to the next row, Enter or the Check button submits the answers.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QGridLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

WRONG_STYLE = "color: #9a3412; font-weight: bold;"


class QuestionForm(QWidget):
    """See the module docstring. ``answered(list)`` carries one value per row
    (None where nothing is chosen)."""

    answered = Signal(list)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lessonQuestion")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.grid = QGridLayout()
        layout.addLayout(self.grid)
        self.check = QPushButton(self)
        self.check.setObjectName("lessonCheck")
        self.check.clicked.connect(self.submit)
        layout.addWidget(self.check)
        self.names: list[QLabel] = []
        self.groups: list[QButtonGroup] = []
        self.choices: tuple[Any, ...] = ()
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.check.setText(self.tr("Chec&k answer"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def set_question(self, players: Sequence[str], choices: Sequence[Any]) -> None:
        """Rows for ``players`` with ``choices`` each, nothing chosen yet."""
        while self.grid.count():
            item = self.grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        for group in self.groups:
            group.deleteLater()
        self.names, self.groups, self.choices = [], [], tuple(choices)
        previous: QWidget | None = None
        for row, name in enumerate(players):
            label = QLabel(name, self)
            self.grid.addWidget(label, row, 0)
            self.names.append(label)
            group = QButtonGroup(self)
            group.setExclusive(True)
            for col, choice in enumerate(choices):
                button = QRadioButton(str(choice), self)
                button.setObjectName(f"answer_{row}_{col}")
                button.setAccessibleName(self.tr("{player}: {choice}").format(player=name, choice=choice))
                group.addButton(button, col)
                self.grid.addWidget(button, row, col + 1)
                if previous is not None:
                    QWidget.setTabOrder(previous, button)
                previous = button
            self.groups.append(group)
        if previous is not None:
            QWidget.setTabOrder(previous, self.check)

    def values(self) -> list[Any]:
        return [self.choices[g.checkedId()] if g.checkedId() >= 0 else None for g in self.groups]

    def set_values(self, values: Sequence[Any]) -> None:
        """Choose ``values`` (Show me fills in the answer before giving it)."""
        for group, value in zip(self.groups, values, strict=False):
            if value in self.choices:
                group.button(self.choices.index(value)).setChecked(True)

    def mark(self, wrong_rows: Sequence[int]) -> None:
        """Show which rows are not right yet (the name in the warning colour)."""
        for row, label in enumerate(self.names):
            label.setStyleSheet(WRONG_STYLE if row in wrong_rows else "")

    def focus_first(self) -> None:
        """Keyboard focus on the first row (its chosen button, else the first)."""
        self._focus_row(0)

    def submit(self) -> None:
        self.answered.emit(self.values())

    # -- keyboard ------------------------------------------------------------------------
    def _row_of(self, widget: QWidget | None) -> int | None:
        for row, group in enumerate(self.groups):
            if widget in group.buttons():
                return row
        return None

    def _focus_row(self, row: int) -> None:
        if not 0 <= row < len(self.groups):
            self.check.setFocus(Qt.FocusReason.TabFocusReason)
            return
        group = self.groups[row]
        button = group.checkedButton() or group.buttons()[0]
        button.setFocus(Qt.FocusReason.TabFocusReason)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Keys the radio buttons leave to their parent: digits and Enter."""
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.submit()
            return
        row = self._row_of(self.focusWidget())
        digit = event.text()
        if row is not None and digit.isdigit() and 1 <= int(digit) <= len(self.choices):
            self.groups[row].button(int(digit) - 1).setChecked(True)
            self._focus_row(row + 1)
            return
        super().keyPressEvent(event)
