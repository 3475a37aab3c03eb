"""The "Fair deal" page: the cards chance gave each player, against what it predicts.

Answers "the computer gets better cards" with the evidence of every recorded
game: per player (each person, each computer level), how many Wild / Skip /
SKIP-BO and number cards were dealt and drawn blind from a fresh deck, the
count chance alone predicts, and a verdict in plain words
(``cardtable.stats.fairdeal`` explains what is counted).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from cardtable.stats.fairdeal import CHANCE
from cardtable.ui.stats.charts import BarChart
from cardtable.ui.stats.tables import StatsTable
from cardtable.ui.stats.texts import (
    card_name,
    game_name,
    number,
    percent,
    player_name,
    verdict_text,
)

if TYPE_CHECKING:
    from cardtable.stats.compute import FairRow, Statistics
    from cardtable.ui.stats.tables import SortKey


class FairDealPage(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        self.table = StatsTable(self)
        layout.addWidget(self.table, 1)
        pick = QHBoxLayout()
        self.pick_label = QLabel(self)
        self.card = QComboBox(self)
        self.card.currentIndexChanged.connect(self._show_chart)
        pick.addWidget(self.pick_label)
        pick.addWidget(self.card, 1)
        self.pick_label.setBuddy(self.card)
        layout.addLayout(pick)
        self.chart = BarChart(self)
        self.chart.percent = True
        layout.addWidget(self.chart, 1)
        self.rows: list[FairRow] = []

    def show_stats(self, stats: Statistics) -> None:
        self.rows = list(stats.fair)
        self.intro.setText(self.tr(
            "Every deal comes from the game's seed. Counted here: the cards each player was dealt and "
            "drew blind from a freshly shuffled deck, in every recorded game. Cards taken from the discard "
            "pile are choices, not luck, and are not counted."))
        headers = [self.tr("Player"), self.tr("Game"), self.tr("Cards"), self.tr("Dealt"), self.tr("Drawn"),
                   self.tr("Count"), self.tr("Of all cards"), self.tr("Chance predicts"), self.tr("Verdict")]
        table: list[list[tuple[str, SortKey]]] = []
        for row in self.rows:
            v = row.verdict
            share = v.count / v.cards if v.cards else None
            table.append([
                (player_name(row.name, row.kind, row.level), row.name), (game_name(row.game), row.game),
                (card_name(v.kind), v.kind), (str(row.dealt), row.dealt), (str(row.drawn), row.drawn),
                (self.tr("{count} of {cards}").format(count=v.count, cards=v.cards), v.count),
                (percent(share), share), (number(v.expected), v.expected), (verdict_text(v), v.verdict)])
        self.table.fill(headers, table)
        self.table.setAccessibleDescription(self.intro.text())
        self.pick_label.setText(self.tr("Chart of:"))
        self.chart.title = self.tr("Share of the cards dealt and drawn, next to what chance predicts")
        self.chart.empty_text = self.tr("No games recorded yet.")
        kinds = [(game, kind) for game in CHANCE for kind in CHANCE[game] if kind != "number"]
        current = self.card.currentIndex()
        self.card.blockSignals(True)
        self.card.clear()
        for game, kind in kinds:
            self.card.addItem(f"{game_name(game)} · {card_name(kind)}", (game, kind))
        self.card.setCurrentIndex(max(current, 0))
        self.card.blockSignals(False)
        self._show_chart()

    def _show_chart(self) -> None:
        choice = self.card.currentData()
        if choice is None:
            self.chart.set_data([], [], [])
            return
        game, kind = choice
        rows = [r for r in self.rows if r.game == game and r.verdict.kind == kind and r.verdict.cards]
        self.chart.set_data(
            [player_name(r.name, r.kind, r.level) for r in rows],
            [(r.verdict.count / r.verdict.cards, CHANCE[game][kind]) for r in rows],
            [self.tr("Dealt and drawn"), self.tr("Chance predicts")])
