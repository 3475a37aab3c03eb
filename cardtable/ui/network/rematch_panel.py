"""Another game at a network table: what the proposal says, and the buttons to answer it.

Why: when a game at a network table is over, the people there usually want
to play again at once with the same seats. The host deals the new game once
every connected person accepted (``net/rematch.py``); each window must say
where the proposal stands ("Anna proposes another game: accepted by Anna,
Bo; waiting for Cy") and offer what this window's people may do: "Play
again" (propose), "Accept"/"Decline" when they are waited for, "Withdraw"
(the proposal, or their acceptance). The game-over dialog and the bar over
the table (``network_bar``) show the same ``RematchPanel``; a spectator's
sees the words and no button. Reads the ``RemoteController`` only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from cardtable.controller.remote_rematch import waits_for_me
from cardtable.ui.seat_names import shown_name

if TYPE_CHECKING:
    from cardtable.controller.seat_view import NetworkSeat


def _tr(text: str) -> str:
    return QCoreApplication.translate("Rematch", text)


def _names(ctl: NetworkSeat, seats: tuple[int, ...]) -> str:
    known = ctl.seats
    return _tr(", ").join(shown_name(known[s].name) for s in seats if 0 <= s < len(known))


def rematch_text(ctl: NetworkSeat) -> str:
    """Where the proposal of another game stands, in words ("" when there is nothing to say)."""
    offer = ctl.rematch_offer()
    if offer is None:
        return _tr("Another game with the same people?") if ctl.can_play_again() else ""
    who = _names(ctl, (offer.by,)) if offer.by is not None else ""
    if offer.open:
        text = _tr("{name} proposes another game: accepted by {accepted}").format(
            name=who, accepted=_names(ctl, offer.accepted))
        if offer.waiting:
            text = _tr("{proposal}; waiting for {waiting}").format(proposal=text, waiting=_names(ctl, offer.waiting))
        return text
    if offer.state == "declined":
        return _tr("{name} does not want another game now.").format(name=who)
    if offer.state == "withdrawn":
        return _tr("{name} withdrew the proposal of another game.").format(name=who)
    return _tr("Not everybody accepted another game in time.")


class RematchPanel(QWidget):
    """The proposal's words and this window's buttons (objectName ``rematchPanel``)."""

    def __init__(self, controller: NetworkSeat, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rematchPanel")
        self.controller = controller
        self.words = QLabel(self)
        self.words.setObjectName("rematchWords")
        self.words.setTextFormat(Qt.TextFormat.PlainText)  # the names other people typed are never markup
        self.words.setWordWrap(True)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.words, 1)
        self.play = self._button("playAgainButton", "propose", row)
        self.accept = self._button("acceptRematchButton", "accept", row)
        self.decline = self._button("declineRematchButton", "decline", row)
        self.withdraw = self._button("withdrawRematchButton", "withdraw", row)
        controller.rematch_changed.connect(self.refresh)
        controller.action_rejected.connect(lambda _rejection: self.refresh())  # (a refused answer: ask again)
        self.refresh()

    def _button(self, name: str, answer: str, row: QHBoxLayout) -> QPushButton:
        button = QPushButton(self)
        button.setObjectName(name)
        button.clicked.connect(lambda: self._answer(answer))
        row.addWidget(button)
        return button

    def _answer(self, answer: str) -> None:
        self.controller.answer_rematch(answer)
        for button in (self.play, self.accept, self.decline, self.withdraw):
            button.setEnabled(False)  # until the table answers (``rematch_changed``)

    def has_words(self) -> bool:
        return bool(self.words.text())

    def refresh(self) -> None:
        """The words and the buttons that fit the proposal now."""
        ctl = self.controller
        self.words.setText(rematch_text(ctl))
        offer, mine = ctl.rematch_offer(), ctl.my_seats()
        can = ctl.can_play_again()
        is_open = offer is not None and offer.open
        mine_in = offer is not None and offer.open and (offer.by in mine
                                                        or any(seat in offer.accepted for seat in mine))
        self.play.setText(_tr("Play again"))
        self.play.setToolTip(_tr("Propose another game with the same people at this table"))
        self.accept.setText(_tr("Accept"))
        self.decline.setText(_tr("Decline"))
        self.withdraw.setText(_tr("Withdraw"))
        self.play.setVisible(can and not is_open)
        self.accept.setVisible(can and waits_for_me(offer, mine))
        self.decline.setVisible(can and waits_for_me(offer, mine))
        self.withdraw.setVisible(can and bool(mine_in))
        for button in (self.play, self.accept, self.decline, self.withdraw):
            button.setEnabled(True)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        super().changeEvent(event)


__all__ = ["RematchPanel", "rematch_text"]
