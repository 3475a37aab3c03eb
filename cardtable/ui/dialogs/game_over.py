"""The end of a game (both games): winners, scores, then what to play next.

New game (the dialog), Rematch (same players and options, a new deal) or
Play this deal again (same players, options and seed: the very same deal,
the explicit way to replay a deal now that the seed is never remembered), or
Watch the replay (this game move by move in the replay viewer),
or Back to the start page (the table closes). Close leaves the final table
on show; Game > Close game goes back from there.

Everything shown comes from the engine's ``standings`` (winners, points,
stock cards left) and, for Phase 10, its last ``records`` row. Phase 10 also says which phase each player reached in the last round: the
winner may have more penalty points than a player who is still on an
earlier phase, and the dialog must make that plain.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QDialogButtonBox, QLabel, QPushButton, QVBoxLayout, QWidget

from cardtable.engine.standings import RecordRow, Standing
from cardtable.ui.dialogs.base import RetranslatingDialog
from cardtable.ui.dialogs.fitting import grow_with_window
from cardtable.ui.games import find_ui
from cardtable.ui.i18n import cjk_spacing, english_plural
from cardtable.ui.seat_names import name_list, shown_name

NEW_GAME, REMATCH, SAME_DEAL, REPLAY, START_PAGE = "new", "rematch", "same-deal", "replay", "start-page"


class GameOverDialog(RetranslatingDialog):
    def __init__(self, standings: Sequence[Standing], names: Sequence[str], game_id: str = "",
                 parent: QWidget | None = None, last_round: RecordRow | None = None, reason: str = "") -> None:
        super().__init__(parent)
        self._standings = sorted(standings, key=lambda s: s.seat)
        self._reason = reason
        self._last = last_round
        self._given = list(names)  # as saved; shown in the current language
        self._names = [shown_name(n) for n in self._given]
        self._game_id = game_id
        self.choice: str | None = None
        layout = QVBoxLayout(self)
        self.heading = QLabel(self)
        self.scores = QLabel(self)
        self.scores.setWordWrap(True)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        layout.addWidget(self.heading)
        layout.addWidget(self.scores)
        layout.addWidget(self.note)
        self.buttons = QDialogButtonBox(self)
        self.new_button = QPushButton(self)
        self.rematch_button = QPushButton(self)
        self.same_deal_button = QPushButton(self)
        self.replay_button = QPushButton(self)
        self.start_page_button = QPushButton(self)
        self.start_page_button.setObjectName("backToStartPage")
        self.close_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.buttons.addButton(self.new_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.addButton(self.rematch_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.addButton(self.same_deal_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.addButton(self.replay_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(self.start_page_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.new_button.clicked.connect(lambda: self._finish(NEW_GAME))
        self.rematch_button.clicked.connect(lambda: self._finish(REMATCH))
        self.same_deal_button.clicked.connect(lambda: self._finish(SAME_DEAL))
        self.replay_button.clicked.connect(lambda: self._finish(REPLAY))
        self.start_page_button.clicked.connect(lambda: self._finish(START_PAGE))
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.retranslate_ui()

    def _finish(self, choice: str) -> None:
        self.choice = choice
        self.accept()

    def winner_text(self) -> str:
        winners = [self._names[s.seat] for s in self._standings if s.reason == "won" and s.seat < len(self._names)]
        if not winners:
            return self.tr("The game is over.")
        if len(winners) == 1:
            return self.tr("{name} wins!").format(name=winners[0])
        return self.tr("Shared win: {names}").format(names=name_list(winners))

    def phase10_lines(self) -> list[str]:
        """Per player: the phase of the last round, laid or not, and the points."""
        last = self._last
        phases = last.phases if last is not None else ()
        done = last.completed if last is not None else ()
        scores = [s.points for s in self._standings]
        lines = []
        for i, name in enumerate(self._names):
            if i >= len(scores) or i >= len(phases):
                continue
            if phases[i] is None:  # sat out a tie-break round
                text = self.tr("{name}: {score} penalty points")
            elif i < len(done) and done[i]:
                text = self.tr("{name}: phase {phase} laid, {score} penalty points")
            else:
                text = self.tr("{name}: phase {phase} not laid, {score} penalty points")
            lines.append(text.format(name=name, phase=phases[i], score=scores[i]))
        return lines

    def _score_line(self, label: str, name: str, score: int) -> str:
        if label == "%n":
            text = self.tr("{name}: %n card(s) left in the stock pile", "", score)
            return english_plural(text, score).format(name=name)
        return label.format(name=name, score=score)

    def retranslate_ui(self) -> None:
        self._names = [shown_name(n) for n in self._given]  # "Computer 2" -> "電腦 2" after a switch
        self.setWindowTitle(self.tr("Game over"))
        self.heading.setText("<h2>" + cjk_spacing(self.winner_text()) + "</h2>")
        self.note.hide()
        game = find_ui(self._game_id)
        if game is not None and game.phases and self._last is not None:
            self.scores.setText("<br>".join(self.phase10_lines()))
            label = ""
            if self._reason in ("phase-complete", "tie-break", "shared"):
                self.note.setText(self.tr(
                    "Whoever completes the last phase wins, whatever the points; "
                    "if several players complete it in the same round, the lowest total wins."))
                self.note.show()
        elif game is not None and game.info.lower_total_wins:
            label = self.tr("{name}: {score} penalty points")
        elif game is not None and self._reason == "match":
            label = self.tr("{name}: {score} match points")
        elif game is not None:  # a race to empty the stock pile
            label = "%n"  # "1 card" / "2 cards": a plural form per seat, below
        else:
            label = self.tr("{name}: {score}")
        scores = [s.stock_left if s.stock_left is not None and self._reason != "match" else s.points
                  for s in self._standings]
        if label:
            self.scores.setText("<br>".join(
                self._score_line(label, name, scores[i]) for i, name in enumerate(self._names)
                if i < len(scores)))
        self.new_button.setText(self.tr("New game"))
        self.rematch_button.setText(self.tr("Rematch"))
        self.rematch_button.setToolTip(self.tr("The same players and options, a new deal"))
        self.same_deal_button.setText(self.tr("Play this deal again"))
        self.same_deal_button.setToolTip(self.tr("The same players, options and cards as this game"))
        self.replay_button.setText(self.tr("&Watch the replay"))
        self.replay_button.setToolTip(self.tr("This game move by move, every hand face up"))
        self.start_page_button.setText(self.tr("Back to the start page"))
        self.start_page_button.setToolTip(self.tr("Close the table and choose what to play next"))

    def showEvent(self, event: QShowEvent) -> None:
        """Its words grow with a big window, as the round summary's do."""
        grow_with_window(self)
        self.adjustSize()
        super().showEvent(event)
