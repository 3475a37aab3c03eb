"""The card counter: tap the cards left in a hand, get the booklet's sum.

One pad serves every player (six rows of fourteen buttons would not fit):
the entry panel points it at a player, each tap adds a card face, and the
line above the buttons adds them up the way the booklet does, "3 + 11 +
Wild = 5 + 10 + 25 = 40". The values come from the engine's ``card_points``
for the game's edition (Wild 25 or 20), through ``cardtable.keeper``.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from cardtable.keeper import tap_points
from cardtable.keeper.entries import MAX_HAND, TAPS
from cardtable.ui.keeper.texts import card_name, hand_sum_text


class CardPad(QWidget):
    """``changed(seat, points)`` after every tap, take-back or clear."""

    changed = Signal(int, int)

    def __init__(self, edition: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.edition = edition
        self.seat = -1
        self.name = ""
        self.taps: dict[int, list[str]] = {}
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.title = QLabel(self)
        self.title.setWordWrap(True)
        self.sum = QLabel(self)
        self.sum.setObjectName("handSum")
        self.sum.setWordWrap(True)
        layout.addWidget(self.title)
        layout.addWidget(self.sum)
        grid = QGridLayout()
        grid.setSpacing(3)
        self.buttons: dict[str, QPushButton] = {}
        for index, tap in enumerate(TAPS):
            button = QPushButton(self)
            button.setObjectName(f"tap_{tap}")
            button.setAutoDefault(False)
            button.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
            button.setMinimumSize(40, 30)  # big enough to tap
            button.clicked.connect(lambda _=False, t=tap: self.tap(t))
            if index < 12:  # 1-6 and 7-12 in two rows, then Skip and Wild side by side
                grid.addWidget(button, index // 6, index % 6)
            else:
                grid.addWidget(button, 2, 3 * (index - 12), 1, 3)
            self.buttons[tap] = button
        self.back = QPushButton(self)
        self.back.setAutoDefault(False)
        self.back.clicked.connect(self.take_back)
        self.clear = QPushButton(self)
        self.clear.setAutoDefault(False)
        self.clear.clicked.connect(self.clear_hand)
        grid.addWidget(self.back, 3, 0, 1, 3)
        grid.addWidget(self.clear, 3, 3, 1, 3)
        layout.addLayout(grid)
        self.retranslate_ui()
        self.point_at(-1, "")

    def point_at(self, seat: int, name: str) -> None:
        """Count the hand of ``seat`` (-1: nobody; the buttons are off)."""
        self.seat, self.name = seat, name
        for widget in (*self.buttons.values(), self.back, self.clear):
            widget.setEnabled(seat >= 0)
        self._show()

    def hand(self, seat: int) -> list[str]:
        return list(self.taps.get(seat, []))

    def tap(self, face: str) -> None:
        if self.seat < 0:
            return
        hand = self.taps.setdefault(self.seat, [])
        if len(hand) < MAX_HAND:
            hand.append(face)
        self._changed()

    def take_back(self) -> None:
        if self.taps.get(self.seat):
            self.taps[self.seat].pop()
        self._changed()

    def clear_hand(self) -> None:
        self.taps.pop(self.seat, None)
        self._changed()

    def forget(self, seat: int | None = None) -> None:
        """Drop the tapped cards of ``seat`` (None: of everybody)."""
        if seat is None:
            self.taps.clear()
        else:
            self.taps.pop(seat, None)
        self._show()

    def total(self, seat: int) -> int:
        return sum(tap_points(t, self.edition) for t in self.taps.get(seat, []))

    def _changed(self) -> None:
        self._show()
        if self.seat >= 0:
            self.changed.emit(self.seat, self.total(self.seat))

    def _show(self) -> None:
        if self.seat < 0:
            self.title.setText(self.tr("Count the cards left: choose a player's “Count cards”."))
            self.sum.setText("")
            return
        self.title.setText(self.tr("Cards left in {name}'s hand:").format(name=self.name))
        hand = self.taps.get(self.seat, [])
        self.sum.setText(hand_sum_text(hand, [tap_points(t, self.edition) for t in hand]))

    def retranslate_ui(self) -> None:
        for tap, button in self.buttons.items():
            button.setText(card_name(tap))
            button.setToolTip(self.tr("{card}: {points} points").format(
                card=card_name(tap), points=tap_points(tap, self.edition)))
        self.back.setText(self.tr("Take back a card"))
        self.clear.setText(self.tr("Clear"))
        self._show()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
