"""Game > History: every finished game (date, game, players, winner, length).

Filter by player and game; the filter runs in SQL (``history_list``). A row
gives the replay viewer what it needs through :meth:`HistoryWindow.replay_source`
(game id, options, seats, seed and action log); "Replay…" or a double-click
opens it in the replay viewer (``ui.replay``).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from cardtable.persistence.history import History, HistoryError, ReplaySource
from cardtable.persistence.history_list import HistoryRow, PlayerCell, history_rows, players_of
from cardtable.persistence.profiles import profiles
from cardtable.ui.dialogs.base import RetranslatingDialog
from cardtable.ui.error_texts import error_sentence
from cardtable.ui.games import all_game_uis, find_ui
from cardtable.ui.seat_names import name_list
from cardtable.ui.stats.chart_page import when
from cardtable.ui.stats.texts import game_name, player_name

if TYPE_CHECKING:
    from pathlib import Path

    from PySide6.QtCore import QObject

    from cardtable.ui.replay.window import ReplayWindow

Index = QModelIndex | QPersistentModelIndex
log = logging.getLogger(__name__)


class HistoryModel(QAbstractTableModel):
    """The games of the filter; their players are read for the rows shown, a block at a time."""

    COLUMNS = 5
    BLOCK = 200

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.rows: list[HistoryRow] = []
        self.headers = [""] * self.COLUMNS
        self.history: History | None = None  # where the players of the shown rows are read
        self._players: dict[int, tuple[PlayerCell, ...]] = {}

    def set_rows(self, rows: list[HistoryRow], history: History | None = None) -> None:
        self.beginResetModel()
        self.rows = rows
        self.history = history
        self._players = {}
        self.endResetModel()

    def players(self, index: int) -> tuple[PlayerCell, ...]:
        row = self.rows[index]
        if row.id not in self._players and self.history is not None:
            first = index - index % self.BLOCK
            ids = [r.id for r in self.rows[first:first + self.BLOCK]]
            self._players.update(players_of(self.history, ids))
        return self._players.get(row.id, ())

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self.COLUMNS

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.headers[section]
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role != Qt.ItemDataRole.DisplayRole or not index.isValid():
            return None
        row = self.rows[index.row()]
        column = index.column()
        if column == 0:
            return when(row.finished)
        if column == 1:
            return game_name(row.game)
        if column == 2:
            return name_list(player_name(p.name, p.kind, p.level) for p in self.players(index.row()))
        if column == 3:
            return name_list(player_name(p.name, p.kind, p.level) for p in self.players(index.row()) if p.won)
        tr = HistoryWindow.tr_length
        return tr(row)


class HistoryWindow(RetranslatingDialog):
    def __init__(self, parent: QWidget | None = None, *, path: str | Path | None = None) -> None:
        super().__init__(parent)
        self.history: History | None = None
        layout = QVBoxLayout(self)
        self.notice = QLabel(self)
        self.notice.setWordWrap(True)
        self.notice.hide()
        layout.addWidget(self.notice)
        filters = QHBoxLayout()
        self.player_label = QLabel(self)
        self.player = QComboBox(self)
        self.game_label = QLabel(self)
        self.game = QComboBox(self)
        for widget in (self.player_label, self.player, self.game_label, self.game):
            filters.addWidget(widget)
        filters.addStretch()
        self.player_label.setBuddy(self.player)
        self.game_label.setBuddy(self.game)
        layout.addLayout(filters)
        self.model = HistoryModel(self)
        self.view = QTableView(self)
        self.view.setModel(self.model)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setTabKeyNavigation(False)  # arrows choose a game, Tab goes on to the buttons
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.verticalHeader().setVisible(False)
        self.view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.view.horizontalHeader().setStretchLastSection(True)
        self.view.setAlternatingRowColors(True)
        layout.addWidget(self.view, 1)
        self.count = QLabel(self)
        layout.addWidget(self.count)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.people_button = QPushButton(self)
        buttons.addButton(self.people_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.people_button.clicked.connect(self.edit_players)
        self.replay_button = QPushButton(self)
        buttons.addButton(self.replay_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.replay_button.clicked.connect(self.replay_selected)
        self.view.doubleClicked.connect(lambda _index: self.replay_selected())
        self.view.selectionModel().selectionChanged.connect(lambda *_a: self._update_replay_button())
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.game.addItem("")  # both games
        for described in all_game_uis():
            self.game.addItem("", described.id)
        self.player.currentIndexChanged.connect(self.apply_filter)
        self.game.currentIndexChanged.connect(self.apply_filter)
        self.resize(900, 560)
        try:
            self.history = History.open(path)
        except HistoryError as exc:
            self._say(error_sentence(exc))
        else:
            if self.history.set_aside is not None:
                self._say(error_sentence(HistoryError("damaged", path=str(self.history.path),
                                                          moved_to=str(self.history.set_aside))))
        self._fill_players()
        self.retranslate_ui()
        self.apply_filter()
        self.fit_columns()

    def fit_columns(self) -> None:
        """Columns as wide as their texts, but none wider than a third of the
        list: a long list of players must not push Winner and Length out of
        sight (a cut text shows whole in its tooltip). The room left over
        goes back to the cut columns (Players first), not to Length, which
        stretches only over what nobody needs."""
        self.view.resizeColumnsToContents()
        header = self.view.horizontalHeader()
        room = self.view.viewport().width()
        most = max(160, room // 3)
        natural = [header.sectionSize(column) for column in range(header.count())]
        widths = [min(w, most) for w in natural[:-1]] + natural[-1:]
        spare = room - sum(widths)
        for column in (2, 3, 1, 0):  # players, winners, game, date
            if spare <= 0 or column >= len(widths) - 1:
                continue
            more = min(spare, natural[column] - widths[column])
            widths[column] += more
            spare -= more
        for column, width in enumerate(widths[:-1]):  # the last one stretches
            header.resizeSection(column, width)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit_columns()  # the list's width is known now

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.isVisible():
            self.fit_columns()

    @staticmethod
    def tr_length(row: HistoryRow) -> str:
        """"12 rounds, 340 moves" (Skip-Bo: games of a match, moves)."""
        if row.source == "keeper":  # real cards: no moves, only the score was kept
            moves = QCoreApplication.translate("HistoryWindow", "real cards, score kept")
        elif row.moves == 1:
            moves = QCoreApplication.translate("HistoryWindow", "1 move")
        else:
            moves = QCoreApplication.translate("HistoryWindow", "{n} moves").format(n=row.moves)
        described = find_ui(row.game)
        if described is not None and described.rounds:
            if row.rounds == 1:
                return name_list([QCoreApplication.translate("HistoryWindow", "1 round"), moves])
            return name_list([QCoreApplication.translate("HistoryWindow", "{n} rounds").format(n=row.rounds), moves])
        if row.rounds > 1:
            # the games of one Skip-Bo match (zh: 局), not whole games of the history (場)
            games = QCoreApplication.translate("MatchLength", "{n} games").format(n=row.rounds)
            return name_list([games, moves])
        return moves

    def _say(self, text: str) -> None:
        self.notice.setText(text)
        self.notice.show()

    def _fill_players(self) -> None:
        current = self.player.currentData()
        self.player.blockSignals(True)
        self.player.clear()
        self.player.addItem("", None)
        if self.history is not None:
            for profile in profiles(self.history):
                self.player.addItem(player_name(profile.name, profile.kind, profile.level), profile.id)
        found = self.player.findData(current)
        self.player.setCurrentIndex(max(found, 0))
        self.player.blockSignals(False)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("History"))
        self.player_label.setText(self.tr("Player:"))
        self.game_label.setText(self.tr("Game:"))
        self.player.setItemText(0, self.tr("Everybody"))
        self.game.setItemText(0, self.tr("Both games"))
        for index, described in enumerate(all_game_uis(), start=1):
            self.game.setItemText(index, described.name())
        self.people_button.setText(self.tr("Players…"))
        self.replay_button.setText(self.tr("Replay…"))
        self.replay_button.setToolTip(self.tr("Watch the chosen game again, move by move (or double-click it)"))
        self.model.headers = [self.tr("Date"), self.tr("Game"), self.tr("Players"), self.tr("Winner"),
                              self.tr("Length")]
        self.model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, HistoryModel.COLUMNS - 1)
        self.view.setAccessibleName(self.tr("Finished games"))
        self.view.setAccessibleDescription(self.replay_button.toolTip())
        self._update_count()

    def apply_filter(self) -> None:
        """Show the games of the chosen player and game (one SQL query)."""
        if self.history is None:
            self.model.set_rows([])
        else:
            self.model.set_rows(history_rows(self.history, game=self.game.currentData(),
                                             profile_id=self.player.currentData()), self.history)
        self._update_count()

    def _update_count(self) -> None:
        n = len(self.model.rows)
        self.count.setText(self.tr("1 game") if n == 1 else self.tr("{n} games").format(n=n))
        self._update_replay_button()

    def _update_replay_button(self) -> None:
        """Replay… needs a chosen game with moves (a kept score of real cards has none)."""
        row = self.selected_row()
        self.replay_button.setEnabled(row is not None and row.source == "table")

    def selected_row(self) -> HistoryRow | None:
        rows = self.view.selectionModel().selectedRows()
        return self.model.rows[rows[0].row()] if rows else None

    def replay_source(self, row: HistoryRow | None = None) -> ReplaySource | None:
        """Game id, options, seats, seed and action log of a row (the replay viewer's entry point)."""
        row = row or self.selected_row()
        if row is None or self.history is None:
            return None
        return self.history.replay_source(row.id)

    def replay_selected(self) -> ReplayWindow | None:
        """The chosen game in a replay window (a damaged row: a message says why)."""
        # the replay viewer loads when first opened: start-up stays fast
        from cardtable.ui.replay.opening import damaged_game_text, open_history_replay

        row = self.selected_row()
        if row is None or self.history is None:
            return None
        try:
            source = self.history.replay_source(row.id)
        except HistoryError as exc:
            self._say(error_sentence(exc))
            return None
        except Exception:  # a damaged row (log, seats): say so, never crash
            log.warning("history row %s cannot be read", row.id, exc_info=True)
            self._say(damaged_game_text())
            return None
        title = name_list([game_name(row.game), when(row.finished)])
        return open_history_replay(self.parentWidget() or self, source, title)

    def edit_players(self) -> None:
        # the dialog loads when first opened: start-up stays fast
        from cardtable.ui.stats.players_dialog import PlayersDialog

        if self.history is not None:
            PlayersDialog(self.history, self).exec()
            self._fill_players()
            self.apply_filter()

    def done(self, result: int) -> None:
        if self.history is not None:
            self.history.close()
            self.history = None
        super().done(result)
