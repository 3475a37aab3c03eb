"""Phase 10's page of the new-game dialog: edition, Wild rule, variants, phases.

Why: each game brings its own options page (``cardtable.ui.games``), so the
dialog holds only what every game has (seats, seed, take-back). Its texts
keep the dialog's translation context.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QWidget,
)

from cardtable.ui.speech.accessible import label_form

if TYPE_CHECKING:
    from cardtable.engine.api import JsonObject

EDITIONS = ("2026", "classic")
NATURAL_RULES = ("per_phase", "per_group", "none")


def _tr(text: str) -> str:
    return QCoreApplication.translate("NewGameDialog", text)


class Phase10Options(QWidget):
    """The options of a Phase 10 game (P10-V1 exactly ten rounds, P10-V2 fewer
    phases, P10-V3 knock, the edition and its Wild rule)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        form = QFormLayout(self)
        self.edition = QComboBox(self)
        self.edition.addItems(["", ""])
        self.natural = QComboBox(self)
        self.natural.addItems(["", "", ""])
        self.edition.currentIndexChanged.connect(lambda i: self.natural.setCurrentIndex(0 if i == 0 else 2))
        self.edition_label, self.natural_label = QLabel(self), QLabel(self)
        form.addRow(self.edition_label, self.edition)
        form.addRow(self.natural_label, self.natural)
        self.exact_ten = QCheckBox(self)
        self.knock = QCheckBox(self)
        form.addRow(self.exact_ten)
        form.addRow(self.knock)
        self.phases_box = QGroupBox(self)
        grid = QGridLayout(self.phases_box)
        self.phase_checks = []
        for i in range(10):
            box = QCheckBox(str(i + 1), self.phases_box)
            box.setChecked(True)
            grid.addWidget(box, i // 5, i % 5)
            self.phase_checks.append(box)
        quick = QHBoxLayout()
        self.first_five = QPushButton(self.phases_box)
        self.even = QPushButton(self.phases_box)
        self.odd = QPushButton(self.phases_box)
        self.all_phases = QPushButton(self.phases_box)
        for button, chosen in (
            (self.first_five, range(1, 6)), (self.even, range(2, 11, 2)),
            (self.odd, range(1, 11, 2)), (self.all_phases, range(1, 11)),
        ):
            button.setAutoDefault(False)
            button.clicked.connect(lambda _=False, c=tuple(chosen): self.set_phases(c))
            quick.addWidget(button)
        grid.addLayout(quick, 2, 0, 1, 5)
        form.addRow(self.phases_box)
        label_form(form)

    def retranslate_ui(self) -> None:
        self.edition_label.setText(_tr("Edition:"))
        self.edition.setItemText(0, _tr("Edition 2026"))
        self.edition.setItemText(1, _tr("Classic edition"))
        self.natural_label.setText(_tr("Number cards in a phase:"))
        self.natural.setItemText(0, _tr("At least one per phase"))
        self.natural.setItemText(1, _tr("At least one per group"))
        self.natural.setItemText(2, _tr("Not required (any number of Wilds)"))
        self.exact_ten.setText(_tr("Exactly 10 rounds"))
        self.knock.setText(_tr("Knock (claim a discard out of turn)"))
        self.phases_box.setTitle(_tr("Phases played"))
        self.first_five.setText(_tr("First five"))
        self.even.setText(_tr("Even"))
        self.odd.setText(_tr("Odd"))
        self.all_phases.setText(_tr("All"))

    def set_phases(self, phases: Any) -> None:
        chosen = set(phases)
        for i, box in enumerate(self.phase_checks):
            box.setChecked(i + 1 in chosen)

    def chosen_phases(self) -> list[int]:
        return [i + 1 for i, box in enumerate(self.phase_checks) if box.isChecked()]

    def widget(self) -> QWidget:
        return self

    def seats_changed(self, names: list[str]) -> None:
        """Phase 10's options name no seat."""

    def remembered(self) -> JsonObject:
        """The choices as the settings keep them."""
        return {
            "edition": EDITIONS[self.edition.currentIndex()],
            "natural_rule": NATURAL_RULES[self.natural.currentIndex()],
            "exact_ten_rounds": self.exact_ten.isChecked(),
            "phases": self.chosen_phases(),
            "knock": self.knock.isChecked(),
        }

    def set_remembered(self, raw: Any, first_human: int) -> None:
        """Fill the widgets from remembered choices; anything odd is skipped."""
        p10 = raw if isinstance(raw, dict) else {}
        self.edition.setCurrentIndex(_pick(EDITIONS, p10.get("edition")))
        self.natural.setCurrentIndex(_pick(NATURAL_RULES, p10.get("natural_rule"), self.natural.currentIndex()))
        self.exact_ten.setChecked(p10.get("exact_ten_rounds") is True)
        self.knock.setChecked(p10.get("knock") is True)
        phases = p10.get("phases")
        self.set_phases(phases if isinstance(phases, list) and phases else range(1, 11))

    def options_json(self, players: int) -> tuple[JsonObject | None, str]:
        """The engine options JSON (without take-back), or None and why not."""
        p10 = self.remembered()
        if not p10["phases"]:
            return None, _tr("Choose at least one phase to play.")
        return {"players": players, **p10}, ""


def _pick(seq: tuple[str, ...], value: Any, default: int = 0) -> int:
    return seq.index(value) if value in seq else default
