"""Game > Statistics: the figures per player and game, charts and the fair-deal check.

Opens its own connection to the history database (reads only) and computes
everything once when it opens or when "Refresh" is pressed. A damaged
database is set aside by ``History.open`` and the window says so.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import (
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from cardtable.persistence.history import History, HistoryError
from cardtable.stats.compute import Statistics, statistics
from cardtable.ui.dialogs.base import RetranslatingDialog
from cardtable.ui.error_texts import error_sentence
from cardtable.ui.stats.chart_page import ChartsPage
from cardtable.ui.stats.fair_page import FairDealPage
from cardtable.ui.stats.pages import Phase10Page, PlayersPage, SkipBoPage
from cardtable.ui.stats.tables import StatsTable

if TYPE_CHECKING:
    from pathlib import Path

    from cardtable.controller.source import GameControl


class StatisticsWindow(RetranslatingDialog):
    def __init__(self, parent: QWidget | None = None, *, live: GameControl | None = None, path: str | Path | None = None) -> None:
        super().__init__(parent)
        self.live = live  # the controller of the game on the table, for its chart
        self.path = path
        self.history: History | None = None
        self.stats: Statistics | None = None
        layout = QVBoxLayout(self)
        self.notice = QLabel(self)
        self.notice.setWordWrap(True)
        self.notice.hide()
        layout.addWidget(self.notice)
        self.summary = QLabel(self)
        layout.addWidget(self.summary)
        self.tabs = QTabWidget(self)
        self.players = PlayersPage(self)
        self.phase10 = Phase10Page(self)
        self.skipbo = SkipBoPage(self)
        self.charts = ChartsPage(self)
        self.fair = FairDealPage(self)
        for page in (self.players, self.phase10, self.skipbo, self.charts, self.fair):
            self.tabs.addTab(page, "")
        layout.addWidget(self.tabs, 1)
        self._stale: set[int] = set()  # pages to fill when they are first shown (a quick open)
        self.tabs.currentChanged.connect(self._fill_page)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.refresh_button = QPushButton(self)
        self.people_button = QPushButton(self)
        buttons.addButton(self.refresh_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.people_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        self.refresh_button.clicked.connect(self.reload)
        self.people_button.clicked.connect(self.edit_players)
        layout.addWidget(buttons)
        self.resize(980, 680)
        self.reload()

    def reload(self) -> None:
        if self.history is None:
            try:
                self.history = History.open(self.path)
            except HistoryError as exc:
                self._say(error_sentence(exc))
                self.retranslate_ui()
                return
            if self.history.set_aside is not None:
                self._say(error_sentence(HistoryError("damaged", path=str(self.history.path),
                                                          moved_to=str(self.history.set_aside))))
        self.stats = statistics(self.history)
        self.retranslate_ui()

    def _say(self, text: str) -> None:
        self.notice.setText(text)
        self.notice.show()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        for index, text in enumerate((self.tr("Players"), self.tr("Phase 10"), self.tr("Skip-Bo"),
                                      self.tr("Charts"), self.tr("Fair deal"))):
            self.tabs.setTabText(index, text)
            table = {0: self.players.table, 1: self.phase10.table, 2: self.skipbo.table,
                     4: self.fair.table}.get(index)  # (the charts have no table)
            if table is not None:  # a screen reader names each page's table by its tab
                table.setAccessibleName(self.tr("Statistics: {page}").format(page=text))
        self.refresh_button.setText(self.tr("Refresh"))
        self.people_button.setText(self.tr("Players…"))
        stats = self.stats or Statistics([], [], 0)
        empty = self.tr("No finished games yet. Play a game and it appears here.")
        if stats.games == 0:  # say what fills the window, not a blank table
            self.summary.setText(empty)
        elif stats.games == 1:
            self.summary.setText(self.tr("1 finished game in the history."))
        else:
            self.summary.setText(self.tr("{n} finished games in the history.").format(n=stats.games))
        for table in self.findChildren(StatsTable):
            table.empty_text = empty if stats.games == 0 else ""
        self._stale = set(range(self.tabs.count()))
        self._fill_page(self.tabs.currentIndex())

    def _fill_page(self, index: int) -> None:
        if index not in self._stale:
            return
        self._stale.discard(index)
        stats = self.stats or Statistics([], [], 0)
        page: Any = self.tabs.widget(index)  # one of the pages above: each has show_stats
        if page is self.charts:
            self.charts.show_stats(stats, self.history, self.live)
        else:
            page.show_stats(stats)

    def edit_players(self) -> None:
        # the dialog loads when first opened: start-up stays fast
        from cardtable.ui.stats.players_dialog import PlayersDialog

        if self.history is not None:
            PlayersDialog(self.history, self).exec()
            self.reload()

    def done(self, result: int) -> None:
        if self.history is not None:
            self.history.close()
            self.history = None
        super().done(result)
