"""The charts page: points and phases over the rounds of a game, win rate over time.

The game list starts with the game on the table (if any, read live from its
controller) followed by the latest recorded games.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QDateTime, QLocale, Qt
from PySide6.QtWidgets import QComboBox, QGridLayout, QLabel, QVBoxLayout, QWidget

from cardtable.persistence.history_queries import game_rounds, recent_games, seat_names
from cardtable.stats.compute import win_rate_over_time
from cardtable.stats.games import stats_game
from cardtable.ui.dialogs.fitting import FittingScroll
from cardtable.ui.stats.charts import LineChart, Series
from cardtable.ui.stats.texts import game_name, player_name

if TYPE_CHECKING:
    from cardtable.controller.source import GameSource
    from cardtable.persistence.history import History
    from cardtable.stats.compute import PlayerStats, Statistics


GAMES_TRIED = 10  # recent games looked at for one with rounds to draw


def when(stamp: str) -> str:
    moment = QDateTime.fromString(stamp, Qt.DateFormat.ISODate).toLocalTime()
    return QLocale().toString(moment, QLocale.FormatType.ShortFormat)


class ChartsPage(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # three charts one under the other: on a small screen the page scrolls
        # (the window must fit a 1024x700 screen)
        inner = QWidget(self)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(FittingScroll(inner, self))
        grid = QGridLayout(inner)
        self.game_label = QLabel(self)
        self.game = QComboBox(self)
        self.points = LineChart(self)
        self.phases = LineChart(self)
        self.phases.whole_y = True  # phase 1, 2, …: never "phase 1.5"
        self.player_label = QLabel(self)
        self.player = QComboBox(self)
        self.rate = LineChart(self)
        self.rate.percent = True
        grid.addWidget(self.game_label, 0, 0)
        grid.addWidget(self.game, 0, 1)
        grid.addWidget(self.points, 1, 0, 1, 2)
        grid.addWidget(self.phases, 2, 0, 1, 2)
        grid.addWidget(self.player_label, 3, 0)
        grid.addWidget(self.player, 3, 1)
        grid.addWidget(self.rate, 4, 0, 1, 2)
        grid.setColumnStretch(1, 1)
        self.game_label.setBuddy(self.game)
        self.player_label.setBuddy(self.player)
        self.game.currentIndexChanged.connect(self._show_game)
        self.player.currentIndexChanged.connect(self._show_rate)
        self.history: History | None = None
        self.live: GameSource | None = None
        self.players: list[PlayerStats] = []

    def show_stats(self, stats: Statistics, history: History | None, live: GameSource | None = None) -> None:
        """``live``: the controller of the game on the table, or None."""
        self.history, self.live = history, live
        self.game_label.setText(self.tr("Game:"))
        self.player_label.setText(self.tr("Win rate over time of:"))
        self.points.title = self.tr("Points after each round")
        self.phases.title = self.tr("Phase played in each round")
        self.rate.title = self.tr("Win rate after each game")
        self.points.x_title = self.phases.x_title = self.tr("Round")
        self.rate.x_title = self.tr("Games played")
        for chart in (self.points, self.phases, self.rate):
            chart.empty_text = self.tr("Nothing to show yet.")
        self.game.blockSignals(True)
        self.game.clear()
        if live is not None:
            self.game.addItem(self.tr("The game on the table"), None)
        for game_id, game, finished in (recent_games(history) if history is not None else []):
            self.game.addItem(f"{when(finished)} · {game_name(game)}", game_id)
        self.game.blockSignals(False)
        self.players = [p for p in stats.players if p.games]
        self.player.blockSignals(True)
        self.player.clear()
        self.player.addItems([f"{player_name(p.name, p.kind, p.level)} · {game_name(p.game)}" for p in self.players])
        # a person with the most games first (a computer's win rate is rarely
        # what the family opens the charts for)
        people = [i for i, p in enumerate(self.players) if p.kind == "human"]
        if people:
            self.player.setCurrentIndex(max(people, key=lambda i: self.players[i].games))
        self.player.blockSignals(False)
        self._choose_game()
        self._show_game()
        self._show_rate()

    def _choose_game(self) -> None:
        """The first game in the list that has rounds to draw (a Skip-Bo game
        has no phases, an unread one nothing): not two empty charts."""
        self.game.blockSignals(True)
        try:
            best, best_charts = 0 if self.game.count() else -1, 0
            for index in range(min(self.game.count(), GAMES_TRIED)):
                self.game.setCurrentIndex(index)
                _names, series = self._game_series()
                rows = [row for seat_rows in series.values() for row in seat_rows]
                charts = (any(t is not None for _r, t, _p in rows)
                          + any(p is not None for _r, _t, p in rows))
                if charts > best_charts:
                    best, best_charts = index, charts
                if charts == 2:
                    break
            self.game.setCurrentIndex(best)
        finally:
            self.game.blockSignals(False)

    def _game_series(self) -> tuple[list[str], dict[int, list[tuple[int, int | None, int | None]]]]:
        data = self.game.currentData()
        if self.game.currentIndex() < 0:
            return [], {}
        if data is None and self.live is not None:
            view = self.live.seat_view()  # (a network seat holds no state: its view has the records)
            _rounds, _match, rows = stats_game(self.live.game_id).outcome_rows(self.live.options, view.standings,
                                                                                view.records)
            series: dict[int, list[tuple[int, int | None, int | None]]] = {}
            for row in rows:
                series.setdefault(row.seat, []).append((row.round, row.total, row.phase))
            return [seat.name for seat in self.live.seats], series
        if self.history is None:
            return [], {}
        return seat_names(self.history, data), game_rounds(self.history, data)

    def _show_game(self) -> None:
        names, series = self._game_series()
        points, phases = [], []
        for seat, rows in sorted(series.items()):
            label = names[seat] if seat < len(names) else str(seat + 1)
            points.append(Series(label, tuple((r, t) for r, t, _p in rows if t is not None)))
            phases.append(Series(label, tuple((r, p) for r, _t, p in rows if p is not None)))
        self.points.set_series(points)
        self.phases.set_series(phases)

    def _show_rate(self) -> None:
        index = self.player.currentIndex()
        if self.history is None or not 0 <= index < len(self.players):
            self.rate.set_series([])
            return
        p = self.players[index]
        rates = win_rate_over_time(self.history, p.profile_id, p.game)
        step = max(1, len(rates) // 400)  # at most ~400 points to draw
        points = tuple((i + 1, r) for i, r in enumerate(rates) if i % step == 0 or i == len(rates) - 1)
        self.rate.set_series([Series(player_name(p.name, p.kind, p.level), points)])
