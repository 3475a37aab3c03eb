""""Deck order…" of a finished replay: every deal and reshuffle, card by card.

Why: anyone who doubts the computer's luck can see the
whole deck as it lay after each shuffle and every hand, straight from the
engine states of the replayed log (``stats.deck_order``); this dialog only
writes it down. One entry per shuffle (double-click: the replay jumps
there), with the hands, stock piles, draw pile and discard pile under it,
piles from the top card down.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (
    QDialogButtonBox,
    QLabel,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from cardtable.stats.deck_order import Shuffle, shuffles
from cardtable.ui.dialogs.base import RetranslatingDialog
from cardtable.ui.docks.move_log import header_text
from cardtable.ui.games import ui_for
from cardtable.ui.i18n import english_plural

if TYPE_CHECKING:
    from cardtable.persistence.timeline import Timeline

# cards per line of a long pile (the draw pile of a deal holds up to 140)
ROW_CARDS = 20


def card_text(game: str, card: Any) -> str:
    """A card as the move log writes it ("R7", "W", "SKIP-BO", "12")."""
    return ui_for(game).card_text(card)


class DeckOrderDialog(RetranslatingDialog):
    """The shuffles of ``timeline``; ``jump(position)`` on a double-click."""

    jump = Signal(int)

    def __init__(self, timeline: Timeline, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.timeline = timeline
        self.shuffles: list[Shuffle] = shuffles(timeline)
        layout = QVBoxLayout(self)
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        self.tree = QTreeWidget(self)
        self.tree.setColumnCount(2)
        self.tree.setWordWrap(True)
        # a double-click or Enter (activated: both, never twice)
        self.tree.itemActivated.connect(self._double_clicked)
        layout.addWidget(self.tree, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(900, 620)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Deck order"))
        self.intro.setText(self.tr(
            "Every card comes from the game's seed: replaying the recorded moves gives back each "
            "shuffle. Piles are listed from the top card down. Double-click a shuffle to see the "
            "table at that moment."))
        self.tree.setHeaderLabels([self.tr("Where"), self.tr("Cards")])
        self.tree.setAccessibleName(self.windowTitle())
        self.tree.setAccessibleDescription(self.intro.text())
        self._fill()

    def _title(self, shuffle: Shuffle) -> str:
        header = header_text(self.timeline.rules.game_id, shuffle.number)
        if shuffle.kind == "deal":
            text = self.tr("{header}: dealt (move {n})")
        elif shuffle.kind == "recycle":
            text = self.tr("{header}: building and discard piles shuffled into a new draw pile (move {n})")
        else:
            text = self.tr("{header}: discarded cards shuffled into a new draw pile (move {n})")
        return text.format(header=header, n=shuffle.position)

    def _fill(self) -> None:
        game = self.timeline.rules.game_id
        described = ui_for(game)
        names = [seat.name for seat in self.timeline.seats]

        def cards(pile: Any) -> str:
            separator = QCoreApplication.translate("Cards", ", ")  # "red 7, blue 8"; zh: "紅 7、藍 8"
            return separator.join(card_text(game, card) for card in pile) or self.tr("(none)")

        self.tree.clear()
        for shuffle in self.shuffles:
            top = QTreeWidgetItem(self.tree, [self._title(shuffle),
                                              english_plural(self.tr("%n card(s)", "", shuffle.cards), shuffle.cards)])
            top.setData(0, 256, shuffle.position)
            for seat, hand in enumerate(shuffle.hands):
                QTreeWidgetItem(top, [self.tr("Hand of {name}").format(name=names[seat]), cards(hand)])
            for seat, stock in enumerate(shuffle.stocks):
                QTreeWidgetItem(top, [self.tr("Stock pile of {name}").format(name=names[seat]), cards(stock)])
            for seat, card in shuffle.drawn:
                QTreeWidgetItem(top, [self.tr("Drawn from it at once by {name}").format(name=names[seat]),
                                      cards((card,))])
            # the games name their draw pile differently (glossary): one text each
            pile, more = described.draw_pile_texts()
            for start in range(0, max(1, len(shuffle.draw)), ROW_CARDS):
                where = pile if start == 0 else more.format(n=start + 1)
                QTreeWidgetItem(top, [where, cards(shuffle.draw[start:start + ROW_CARDS])])
            if described.shared_discard:
                QTreeWidgetItem(top, [self.tr("Discard pile"), cards(shuffle.discard)])
        first = self.tree.topLevelItem(0)
        if first is not None:
            first.setExpanded(True)
        self.tree.resizeColumnToContents(0)

    def _double_clicked(self, item: QTreeWidgetItem, _column: int) -> None:
        parent = item.parent()
        while parent is not None:
            item, parent = parent, parent.parent()
        position = item.data(0, 256)
        if isinstance(position, int):
            self.jump.emit(position)
