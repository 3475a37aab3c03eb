"""The Phase 10 lay-down panel: confirm or adjust the engine's arrangement.

The engine proposes how the chosen cards form the phase
(``melds.propose`` / ``melds.find_phase``). The player sees the groups, may
move a card to the other group and set what a Wild stands for, and every
change is checked by the controller (so the rule of a refusal is shown at
once). "Lay down" is enabled only for an arrangement the engine accepts.
At a network table the window knows too little to judge an arrangement:
the host does. There the panel stays open after "Lay down", waiting for
the table's answer (``table.pending``): a refusal is shown in it with the
arrangement kept, so the player can put it right; it closes once the
groups are on the table, the connection is lost or the turn is over.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from cardtable.engine.phase10.actions import Lay
from cardtable.engine.phase10.cards import COLOURS
from cardtable.engine.phase10.meld_types import Group, Laid, make_group
from cardtable.ui.dialogs.fitting import FittingDialog
from cardtable.ui.rule_messages import rejection_text
from cardtable.ui.speech.accessible import set_name
from cardtable.ui.table.games.phase10_cards import card_name
from cardtable.ui.table.games.phase10_labels import group_kind, phase_text
from cardtable.ui.table.pending import PendingMove

if TYPE_CHECKING:
    from cardtable.controller.source import GameSource
    from cardtable.engine.api import Rejection
    from cardtable.ui.card_art import CardArt
    from cardtable.ui.table.pending import TableAnswers


class LayDialog(FittingDialog):
    """Shows ``groups`` (the engine's proposal); ``laid(action)`` on confirm.
    ``answers``: the network seat whose host judges the lay-down (the panel
    waits for its answer); None where the controller answers at once."""

    laid = Signal(object)

    def __init__(self, controller: GameSource, art: CardArt, phase: int, groups: tuple[Group, ...],
                 parent: QWidget | None = None, answers: TableAnswers | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Lay down your phase"))
        self._controller = controller
        self._answers = answers
        self.pending: PendingMove | None = None  # the lay-down sent, until the table answers
        self._art = art
        self._kinds = [g.kind for g in groups]
        # one entry per card: [laid card, group index]
        self._cards: list[list[Any]] = [[c, i] for i, g in enumerate(groups) for c in g.cards]
        layout = QVBoxLayout(self)
        title = QLabel(phase_text(phase), self)
        font = title.font()
        font.setBold(True)
        title.setFont(font)
        layout.addWidget(title)
        self._groups_box = QWidget(self)
        layout.addWidget(self._groups_box)
        self.message = QLabel(self)
        self.message.setWordWrap(True)
        layout.addWidget(self.message)
        self.buttons = QDialogButtonBox(self)
        self.ok = self.buttons.addButton(self.tr("Lay down"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self._confirm)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self._build()

    # -- the arrangement ------------------------------------------------------------
    def groups(self) -> tuple[Group, ...]:
        return tuple(
            make_group(kind, [c for c, g in self._cards if g == i])
            for i, kind in enumerate(self._kinds)
        )

    def action(self) -> Lay:
        return Lay(self.groups())

    def _build(self) -> None:
        grid = self._groups_box.layout()
        if grid is None:
            grid = QVBoxLayout(self._groups_box)
        while (item := grid.takeAt(0)) is not None:
            old = item.widget()
            if old is not None:
                # later, not now: this rebuild may run inside a key press or a
                # click on one of its combo boxes, which must outlive its event
                old.hide()
                old.deleteLater()
        self.combos: list[tuple[QComboBox, QComboBox | None]] = []
        sizes = [sum(1 for _c, g in self._cards if g == gi) for gi in range(len(self._kinds))]
        for gi, kind in enumerate(self._kinds):
            box = QGroupBox(self.tr("Group {n}: {kind}").format(n=gi + 1, kind=group_kind(kind, sizes[gi])),
                            self._groups_box)
            cells = QGridLayout(box)
            col = 0
            for ci, (laid, g) in enumerate(self._cards):
                if g != gi:
                    continue
                picture = QLabel(box)
                picture.setAccessibleName(card_name(laid.card))
                picture.setPixmap(self._art.pixmap("phase10", laid.card, 56,
                                                   self.devicePixelRatioF()))
                cells.addWidget(picture, 0, col, Qt.AlignmentFlag.AlignCenter)
                move = QComboBox(box)
                for k in range(len(self._kinds)):
                    move.addItem(self.tr("Group {n}").format(n=k + 1), k)
                move.setCurrentIndex(g)
                # the picture above says nothing to a screen reader: the combo names its card
                set_name(move, self.tr("{card}: group").format(card=card_name(laid.card)))
                move.currentIndexChanged.connect(lambda _i, ci=ci, m=move: self._move(ci, m))
                cells.addWidget(move, 1, col)
                stands = None
                if laid.card == "W":
                    stands = self._wild_combo(box, ci, laid, kind)
                    set_name(stands, self.tr("{card}: counts as").format(card=card_name("W")))
                    cells.addWidget(stands, 2, col)
                self.combos.append((move, stands))
                col += 1
            grid.addWidget(box)
        self._validate()

    def _wild_combo(self, parent: QWidget, ci: int, laid: Laid, kind: str) -> QComboBox:
        combo = QComboBox(parent)
        if kind == "colour":
            for c in COLOURS:
                combo.addItem(self._colour_name(c), ("colour", c))
            combo.setCurrentIndex(COLOURS.index(laid.colour) if laid.colour in COLOURS else 0)
        else:
            for v in range(1, 13):
                combo.addItem(self.tr("as {value}").format(value=v), ("value", v))
            combo.setCurrentIndex((laid.value or 1) - 1)
        combo.currentIndexChanged.connect(lambda _i, ci=ci, c=combo: self._stand(ci, c))
        return combo

    def _colour_name(self, c: str) -> str:
        return {"R": self.tr("as red"), "B": self.tr("as blue"), "Y": self.tr("as yellow"),
                "G": self.tr("as green")}[c]

    def _move(self, ci: int, combo: QComboBox) -> None:
        target = combo.currentData()
        laid, _ = self._cards[ci]
        if laid.card == "W":  # a Wild takes the meaning its new group needs
            kind = self._kinds[target]
            others = [c for c, g in self._cards if g == target and c.card != "W"]
            if kind == "colour":
                laid = Laid.wild(colour=others[0].colour if others else "R")
            else:
                laid = Laid.wild(value=(others[0].value if others else laid.value) or 1)
        self._cards[ci] = [laid, target]
        self._build()

    def _stand(self, ci: int, combo: QComboBox) -> None:
        what, data = combo.currentData()
        self._cards[ci][0] = Laid.wild(colour=data) if what == "colour" else Laid.wild(value=data)
        self._validate()

    def _validate(self) -> None:
        rejection = self._controller.check(self.action())
        self.ok.setEnabled(rejection is None)
        if rejection is None:
            self.message.setText(self.tr("This lays your phase: press \"Lay down\"."))
        else:
            self.message.setText(rejection_text(rejection))

    def _confirm(self) -> None:
        if self.pending is not None:
            return
        action = self.action()
        rejection = self._controller.check(action)
        if rejection is not None:
            self.message.setText(rejection_text(rejection))
            return
        if self._answers is None:  # the controller answers at once
            self.accept()
            self.laid.emit(action)
            return
        self._wait(action)
        self.laid.emit(action)

    # -- waiting for a network table's answer -----------------------------------------
    def _wait(self, action: Lay) -> None:
        """Nothing changes while the host judges this arrangement."""
        assert self._answers is not None
        self.pending = PendingMove(self._controller, self._answers, action, self)
        self.pending.refused.connect(self._refused)
        self.pending.settled.connect(self._settled)
        self._groups_box.setEnabled(False)
        self.buttons.setEnabled(False)
        self.message.setText(self.tr("Waiting for the table's answer…"))

    def _refused(self, rejection: Rejection) -> None:
        """The host refused: the arrangement stays, with the refusal, to put right."""
        self._stop_waiting()
        self._validate()
        self.message.setText(rejection_text(rejection))
        if self.combos:  # the keyboard where the arrangement is put right
            self.combos[0][0].setFocus()

    def _settled(self, made: bool) -> None:
        """The groups are on the table, or the move cannot be made any more
        (the window says why): the panel closes."""
        self._stop_waiting()
        self.done(QDialog.DialogCode.Accepted if made else QDialog.DialogCode.Rejected)

    def _stop_waiting(self) -> None:
        if self.pending is not None:
            self.pending.deleteLater()
            self.pending = None
        self._groups_box.setEnabled(True)
        self.buttons.setEnabled(True)

    def reject(self) -> None:
        """Cancel, Escape, the close button: not while the table judges the lay-down."""
        if self.pending is None:
            super().reject()
