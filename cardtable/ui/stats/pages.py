"""The pages of the statistics window that are tables: players, Phase 10, Skip-Bo.

Each page takes a ``cardtable.stats.compute.Statistics`` and fills itself;
texts are translated here (context of the page class).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from cardtable.games import PHASE10, SKIPBO
from cardtable.stats.compute import OPPONENTS
from cardtable.ui.stats.charts import BarChart
from cardtable.ui.stats.tables import StatsTable
from cardtable.ui.stats.texts import game_name, number, opponent_name, percent, player_name

if TYPE_CHECKING:
    from cardtable.stats.compute import PlayerStats, Statistics
    from cardtable.ui.stats.tables import SortKey


def who(stats: PlayerStats) -> str:
    return player_name(stats.name, stats.kind, stats.level)


class PlayersPage(QWidget):
    """Games, wins, win rates against each computer level and people, streaks."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.table = StatsTable(self)
        layout.addWidget(self.table)
        self.stats: Statistics | None = None

    def show_stats(self, stats: Statistics) -> None:
        self.stats = stats
        headers = [self.tr("Player"), self.tr("Game"), self.tr("Games"), self.tr("Wins"), self.tr("Win rate")]
        headers += [self.tr("Against {who}").format(who=opponent_name(o)) for o in OPPONENTS]
        headers += [self.tr("Best streak"), self.tr("Current streak")]
        rows: list[list[tuple[str, SortKey]]] = []
        for p in stats.players:
            row: list[tuple[str, SortKey]] = [(who(p), who(p)), (game_name(p.game), p.game), (str(p.games), p.games),
                   (str(p.wins), p.wins), (percent(p.win_rate), p.win_rate)]
            for o in OPPONENTS:
                games = p.against.get(o, (0, 0))[0]
                text = self.tr("{rate} of {games}").format(rate=percent(p.rate_against(o)), games=games) \
                    if games else "–"
                row.append((text, p.rate_against(o)))
            row += [(str(p.best_streak), p.best_streak), (str(p.current_streak), p.current_streak)]
            rows.append(row)
        self.table.fill(headers, rows)


class Phase10Page(QWidget):
    """Phases per round, rounds to finish, penalty points, and which phases fail.

    The ten "phase n not laid" columns are a table of their own under the
    figures, so that both fit the window's width (1024 px screens, German
    titles) without scrolling sideways."""

    game_id = PHASE10.id  # the page's game: its players' rows only

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.table = StatsTable(self)
        layout.addWidget(self.table, 1)
        self.failed_label = QLabel(self)
        self.failed_label.setWordWrap(True)
        layout.addWidget(self.failed_label)
        self.failed = StatsTable(self)
        self.failed_label.setBuddy(self.failed)
        layout.addWidget(self.failed, 1)
        pick = QHBoxLayout()
        self.pick_label = QLabel(self)
        self.player = QComboBox(self)
        self.player.currentIndexChanged.connect(self._show_failures)
        pick.addWidget(self.pick_label)
        pick.addWidget(self.player, 1)
        self.pick_label.setBuddy(self.player)
        layout.addLayout(pick)
        self.failures = BarChart(self)
        self.failures.percent = True
        layout.addWidget(self.failures, 1)
        self.players: list[PlayerStats] = []

    def show_stats(self, stats: Statistics) -> None:
        self.players = [p for p in stats.players if p.game == self.game_id and p.rounds]
        headers = [self.tr("Player"), self.tr("Games"), self.tr("Phases per round"),
                   self.tr("Rounds per game"), self.tr("Penalty points per round")]
        rows: list[list[tuple[str, SortKey]]] = []
        failed: list[list[tuple[str, SortKey]]] = []
        for p in self.players:
            rows.append([(who(p), who(p)), (str(p.games), p.games),
                         (number(p.phases_per_round, 2), p.phases_per_round),
                         (number(p.rounds_to_finish), p.rounds_to_finish),
                         (number(p.penalty_per_round), p.penalty_per_round)])
            row: list[tuple[str, SortKey]] = [(who(p), who(p))]
            for n in range(1, 11):
                tries, not_laid = p.phase_failures.get(n, (0, 0))
                row.append((f"{not_laid}/{tries}" if tries else "–", not_laid / tries if tries else None))
            failed.append(row)
        self.table.fill(headers, rows)
        self.failed_label.setText(self.tr("Rounds in which each phase was not laid, of the rounds it was played:"))
        self.failed.fill([self.tr("Player")] + [self.tr("Phase {n}").format(n=n) for n in range(1, 11)], failed)
        self.pick_label.setText(self.tr("How often each phase failed for:"))
        self.failures.title = self.tr("Share of rounds in which the phase was not laid")
        self.failures.empty_text = self.tr("No Phase 10 rounds recorded yet.")
        current = self.player.currentIndex()
        self.player.blockSignals(True)
        self.player.clear()
        self.player.addItems([who(p) for p in self.players])
        self.player.setCurrentIndex(min(max(current, 0), len(self.players) - 1))
        self.player.blockSignals(False)
        self._show_failures()

    def _show_failures(self) -> None:
        index = self.player.currentIndex()
        if not 0 <= index < len(self.players):
            self.failures.set_data([], [], [])
            return
        failures = self.players[index].phase_failures
        phases = sorted(failures)
        self.failures.set_data([str(n) for n in phases],
                               [(failures[n][1] / failures[n][0],) for n in phases],
                               [self.tr("Phase failed")])


class SkipBoPage(QWidget):
    """Stock cards left when losing and games needed to reach the match target."""

    game_id = SKIPBO.id

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.table = StatsTable(self)
        layout.addWidget(self.table)

    def show_stats(self, stats: Statistics) -> None:
        players = [p for p in stats.players if p.game == self.game_id]
        headers = [self.tr("Player"), self.tr("Games"), self.tr("Wins"), self.tr("Stock cards left when losing"),
                   self.tr("Match games"), self.tr("Games to reach the match target")]
        rows: list[list[tuple[str, SortKey]]] = [[(who(p), who(p)), (str(p.games), p.games), (str(p.wins), p.wins),
                 (number(p.stock_left_when_losing), p.stock_left_when_losing),
                 (str(p.matches), p.matches), (number(p.games_to_target), p.games_to_target)] for p in players]
        self.table.fill(headers, rows)
