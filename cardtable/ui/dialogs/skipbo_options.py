"""Skip-Bo's page of the new-game dialog: stock pile, who starts, match scoring.

Why: each game brings its own options page (``cardtable.ui.games``), so the
dialog holds only what every game has (seats, seed, take-back). Its texts
keep the dialog's translation context.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QLabel, QSpinBox, QWidget

from cardtable.ui.speech.accessible import label_form

if TYPE_CHECKING:
    from cardtable.engine.api import JsonObject

STARTS = ("youngest", "left_of_dealer", "seat")


def _tr(text: str) -> str:
    return QCoreApplication.translate("NewGameDialog", text)


class SkipBoOptions(QWidget):
    """The options of a Skip-Bo game (stock size, the edition's starting
    player, SB-V1 match scoring)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        sform = QFormLayout(self)
        self.stock = QSpinBox(self)
        self.stock.setRange(4, 30)  # 4 shows "standard"
        self.start = QComboBox(self)
        self.start.addItems(["", "", ""])
        self.start_seat = QComboBox(self)
        self.match = QCheckBox(self)
        self.stock_label, self.start_label, self.start_seat_label = QLabel(self), QLabel(self), QLabel(self)
        sform.addRow(self.stock_label, self.stock)
        sform.addRow(self.start_label, self.start)
        sform.addRow(self.start_seat_label, self.start_seat)
        sform.addRow(self.match)
        label_form(sform)
        self.start.currentIndexChanged.connect(lambda i: self.start_seat.setEnabled(i != 1))
        self.start.currentIndexChanged.connect(lambda _i: self._label_start_seat())

    def retranslate_ui(self) -> None:
        self.stock_label.setText(_tr("Stock pile size:"))
        self.stock.setSpecialValueText(_tr("Standard (30, or 20 with 5-6 players)"))
        self.start_label.setText(_tr("Who starts:"))
        self.start.setItemText(0, _tr("The youngest player"))
        self.start.setItemText(1, _tr("The player left of the dealer"))
        self.start.setItemText(2, _tr("A chosen player"))
        self._label_start_seat()
        self.match.setText(_tr("Match scoring: first to 500 points"))

    def _label_start_seat(self) -> None:
        """ "Who is youngest?" for edition 0925, "Starting player:" otherwise."""
        if self.start.currentIndex() == 0:
            self.start_seat_label.setText(_tr("Who is youngest?"))
        else:
            self.start_seat_label.setText(_tr("Starting player:"))

    def widget(self) -> QWidget:
        return self

    def seats_changed(self, names: list[str]) -> None:
        """The seats' names (as many as play) for "who is youngest"/"starting player"."""
        current = self.start_seat.currentIndex()
        self.start_seat.clear()
        for name in names:
            self.start_seat.addItem(name)
        self.start_seat.setCurrentIndex(max(0, min(current, len(names) - 1)))

    def remembered(self) -> JsonObject:
        """The choices as the settings keep them."""
        return {
            "stock_size": self.stock.value() if self.stock.value() > self.stock.minimum() else None,
            "start": STARTS[self.start.currentIndex()],
            "start_seat": self.start_seat.currentIndex(),
            "match_scoring": self.match.isChecked(),
        }

    def set_remembered(self, raw: Any, first_human: int) -> None:
        """Fill the widgets from remembered choices; anything odd is skipped
        (the seats are already filled, see ``seats_changed``)."""
        sb = raw if isinstance(raw, dict) else {}
        stock = sb.get("stock_size")
        self.stock.setValue(stock if isinstance(stock, int) else self.stock.minimum())
        # Edition 42050-0925 (the youngest starts) unless another was chosen.
        start = sb.get("start")
        self.start.setCurrentIndex(STARTS.index(start) if start in STARTS else 0)
        start_seat = sb.get("start_seat")
        if not isinstance(start_seat, int) or not 0 <= start_seat < self.start_seat.count():
            start_seat = first_human
        self.start_seat.setCurrentIndex(start_seat)
        self.match.setChecked(sb.get("match_scoring") is True)

    def options_json(self, players: int) -> tuple[JsonObject | None, str]:
        """The engine options JSON (without take-back), or None and why not."""
        sb = self.remembered()
        options_json: JsonObject = {"players": players, "start": sb["start"],
                                        "match_scoring": sb["match_scoring"]}
        if sb["stock_size"] is not None:
            limit = 30 if players <= 4 else 20
            if sb["stock_size"] > limit:
                return None, _tr("With {n} players the stock pile holds at most {limit} cards.").format(
                    n=players, limit=limit
                )
            options_json["stock_size"] = sb["stock_size"]
        if sb["start"] == "youngest":
            options_json["youngest_seat"] = sb["start_seat"]
        elif sb["start"] == "seat":
            options_json["start_seat"] = sb["start_seat"]
        return options_json, ""
