"""``ReplayWindow``: a recorded game on the real table, with the controls to move.

Why a window of its own: a replay never touches the game on the main table
(which may be paused in the middle), and several replays can be open at once.
It holds the table (``ReplayTableView``), the move log in sync
(``ReplayLogDock``) and one row of controls: to the start, previous round,
one move back, play/pause at a chosen speed, one move forward, next round, to
the end, a slider with "Move 37 of 412", a list of the rounds (Skip-Bo: the
games of a match), "Continue from here" (a game against the computer becomes
a new game at this position, ``continue_requested``; in a game of computers
only the user first picks the seat to take over) and "Deck order…" (a
finished game only, ``deck_dialog``). Left/Right, Page Up/Down, Home/End and
Space do the same from the keyboard.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDockWidget,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QMainWindow,
    QPushButton,
    QSlider,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from cardtable.ui.dialogs.fitting import fit_window
from cardtable.ui.docks.move_log import header_text
from cardtable.ui.games import ui_for
from cardtable.ui.replay.controller import ReplayController
from cardtable.ui.replay.log import ReplayLogDock
from cardtable.ui.replay.table import ReplayTableView
from cardtable.ui.speech.accessible import set_name

if TYPE_CHECKING:
    from collections.abc import Callable

    from cardtable.persistence.timeline import Timeline
    from cardtable.ui.card_art import CardArt
    from cardtable.ui.replay.deck_dialog import DeckOrderDialog

# play speeds: milliseconds between two moves
SPEEDS = (1500, 700, 250, 60)
DEFAULT_SPEED = 1


class ReplayWindow(QMainWindow):
    """One recorded game; ``continue_requested(timeline, position, seat)`` asks
    the main window to make a new game of the position shown (``seat``: the
    computer seat a person takes over, None to keep the seats)."""

    continue_requested = Signal(object, int, object)

    def __init__(self, timeline: Timeline, card_art: CardArt, title: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window)
        self.setObjectName("replayWindow")
        self.timeline = timeline
        self.source_title = title
        self.can_continue = True  # False without a main window to start the new game
        self.seat_dialog: QInputDialog | None = None  # "Which seat do you take over?" (computers only)
        self.controller = ReplayController(timeline, self)
        self.table = ReplayTableView(self.controller, card_art, self)
        self.move_log = ReplayLogDock(self)
        features = QDockWidget.DockWidgetFeature
        self.move_log.setFeatures(features.DockWidgetMovable | features.DockWidgetFloatable)  # no way back if closed
        self.move_log.setMinimumWidth(240)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.move_log)
        self.move_log.set_controller(self.controller)
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._tick)
        central = QWidget(self)
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table, 1)
        layout.addWidget(self._controls(central))
        self.setCentralWidget(central)
        self.controller.position_changed.connect(self.update_controls)
        self.retranslate_ui()
        self.update_controls()
        self.resize(1280, 820)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        fit_window(self)  # a laptop's or a 1024x700 screen's free area

    # -- the controls ------------------------------------------------------------------

    def _button(self, parent: QWidget, slot: Callable[[], object], *keys: Qt.Key) -> QToolButton:
        button = QToolButton(parent)
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        button.clicked.connect(lambda _c=False: slot())
        if keys:
            action = QAction(self)
            action.setShortcuts([QKeySequence(k) for k in keys])
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            action.triggered.connect(lambda _c=False: slot())
            self.addAction(action)
        return button

    def _controls(self, parent: QWidget) -> QWidget:
        bar = QWidget(parent)
        rows = QVBoxLayout(bar)
        top = QHBoxLayout()  # moving: start, rounds, steps, play
        K = Qt.Key
        self.start_button = self._button(bar, self.to_start, K.Key_Home)
        self.prev_round_button = self._button(bar, self.previous_round, K.Key_PageUp)
        self.back_button = self._button(bar, self.step_back, K.Key_Left)
        self.play_button = self._button(bar, self.toggle_play, K.Key_Space)
        self.forward_button = self._button(bar, self.step_forward, K.Key_Right)
        self.next_round_button = self._button(bar, self.next_round, K.Key_PageDown)
        self.end_button = self._button(bar, self.to_end, K.Key_End)
        for button in (self.start_button, self.prev_round_button, self.back_button, self.play_button,
                       self.forward_button, self.next_round_button, self.end_button):
            top.addWidget(button)
        self.speed_label = QLabel(bar)
        self.speed = QComboBox(bar)
        self.speed.addItems([""] * len(SPEEDS))
        self.speed.setCurrentIndex(DEFAULT_SPEED)
        self.speed.currentIndexChanged.connect(self._speed_changed)
        self.round_box = QComboBox(bar)
        self.round_box.addItems([""] * len(self.timeline.round_starts))
        self.round_box.activated.connect(self.jump_to_round)
        top.addStretch(1)
        rows.addLayout(top)
        bottom = QHBoxLayout()  # where: the round, the slider, "Move 37 of 412", the speed; the ways out
        self.slider = QSlider(Qt.Orientation.Horizontal, bar)
        self.slider.setRange(0, self.timeline.length)
        self.slider.setPageStep(max(1, self.timeline.length // 20))
        self.slider.valueChanged.connect(self.controller.go_to)
        self.position_label = QLabel(bar)
        self.continue_button = QPushButton(bar)
        self.continue_button.clicked.connect(self.continue_here)
        self.deck_button = QPushButton(bar)
        self.deck_button.clicked.connect(self.show_deck_order)
        self.deck_button.setEnabled(self.timeline.finished)
        bottom.addWidget(self.round_box)
        bottom.addWidget(self.slider, 1)
        # the speed beside the position, not after the seven buttons: the
        # window stays narrow enough for a 1024x700 screen in German too
        for widget in (self.position_label, self.speed_label, self.speed, self.continue_button,
                       self.deck_button):
            bottom.addWidget(widget)
        rows.addLayout(bottom)
        self.speed_label.setBuddy(self.speed)
        self._speed_changed(self.speed.currentIndex())
        return bar

    def retranslate_ui(self) -> None:
        name = self.source_title
        self.setWindowTitle(self.tr("Replay: {title}").format(title=name) if name else self.tr("Replay"))
        if not ui_for(self.controller.game_id).rounds:  # the games of a match (SB-V1)
            rounds = (self.tr("Previous game"), self.tr("To the start of this or the previous game (Page Up)"),
                      self.tr("Next game"), self.tr("To the start of the next game (Page Down)"),
                      self.tr("Jump to the start of a game"))
        else:
            rounds = (self.tr("Previous round"), self.tr("To the start of this or the previous round (Page Up)"),
                      self.tr("Next round"), self.tr("To the start of the next round (Page Down)"),
                      self.tr("Jump to the start of a round"))
        texts = (
            (self.start_button, self.tr("|◀ Start"), self.tr("To the deal (Home)")),
            (self.prev_round_button, rounds[0], rounds[1]),
            (self.back_button, self.tr("◀ Back"), self.tr("One move back (Left)")),
            (self.forward_button, self.tr("Forward ▶"), self.tr("One move forward (Right)")),
            (self.next_round_button, rounds[2], rounds[3]),
            (self.end_button, self.tr("End ▶|"), self.tr("To the end (End)")),
        )
        for button, text, tip in texts:
            button.setText(text)
            button.setToolTip(tip)
            button.setAccessibleName(tip)  # "One move back (Left)", not "◀ Back"
        self.speed_label.setText(self.tr("Speed:"))
        for index, text in enumerate((self.tr("Slow"), self.tr("Normal"), self.tr("Fast"), self.tr("Very fast"))):
            self.speed.setItemText(index, text)
        for index in range(self.round_box.count()):
            self.round_box.setItemText(index, header_text(self.controller.game_id, index + 1))
        self.round_box.setToolTip(rounds[4])
        set_name(self.round_box, rounds[4])
        self.slider.setAccessibleName(self.tr("Position in the game"))
        self.table.setAccessibleName(self.windowTitle())
        self.continue_button.setText(self.tr("Continue from here"))
        self.deck_button.setText(self.tr("Deck order…"))
        self.deck_button.setToolTip(self.tr("Every deal and reshuffle of the game, card by card")
                                    if self.timeline.finished else
                                    self.tr("Only for a finished game: it would show hidden cards"))
        self.update_controls()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def update_controls(self, *_args: object) -> None:
        ctl = self.controller
        position, length = ctl.position, self.timeline.length
        self.slider.blockSignals(True)
        self.slider.setValue(position)
        self.slider.blockSignals(False)
        self.position_label.setText(self.tr("Move {n} of {total}").format(n=position, total=length))
        self.slider.setAccessibleDescription(self.position_label.text())
        self.round_box.setCurrentIndex(ctl.round_index())
        self.back_button.setEnabled(position > 0)
        self.start_button.setEnabled(position > 0)
        self.prev_round_button.setEnabled(position > 0)
        self.forward_button.setEnabled(position < length or ctl.round_held())
        self.end_button.setEnabled(position < length)
        self.next_round_button.setEnabled(ctl.round_index() + 1 < len(self.timeline.round_starts))
        self.continue_button.setEnabled(self.can_continue and self._continuable()
                                        and not ctl.is_over())
        if self.timeline.against_computer:
            tip = self.tr("A new game from this position, with the same players and options; the recorded game stays as it is")
        elif self._computers_only():
            tip = self.tr("A new game from this position: you choose the computer player whose seat you take over; the recorded game stays as it is")
        else:
            tip = self.tr("Only a game against the computer can be continued from a replay")
        if ctl.is_over():
            tip = self.tr("The game is over: go back to a move before the end to continue from there")
        self.continue_button.setToolTip(tip)
        if position >= length and not ctl.round_held() and self.timer.isActive():
            self.timer.stop()
        self.play_button.setText(self.tr("Pause") if self.timer.isActive() else self.tr("Play ▶"))
        self.play_button.setToolTip(self.tr("Play the moves one after another (Space)"))
        self.play_button.setAccessibleName(self.tr("Pause") if self.timer.isActive() else self.tr("Play"))
        self.play_button.setAccessibleDescription(self.play_button.toolTip())

    # -- moving -------------------------------------------------------------------------
    def step_forward(self) -> None:
        self.controller.step_forward()

    def step_back(self) -> None:
        self.controller.go_to(self.controller.position - 1)

    def to_start(self) -> None:
        self.controller.go_to(0)

    def to_end(self) -> None:
        self.controller.go_to(self.timeline.length)

    def jump_to_round(self, index: int) -> None:
        starts = self.timeline.round_starts
        if 0 <= index < len(starts):
            self.controller.go_to(starts[index])

    def previous_round(self) -> None:
        """To the start of the round shown; from its start, to the previous round's."""
        index = self.controller.round_index()
        if self.controller.position == self.timeline.round_starts[index]:
            index -= 1
        self.jump_to_round(max(0, index))

    def next_round(self) -> None:
        self.jump_to_round(self.controller.round_index() + 1)

    def toggle_play(self) -> None:
        if self.timer.isActive():
            self.timer.stop()
        elif self.controller.position < self.timeline.length:
            self.timer.start(SPEEDS[self.speed.currentIndex()])
        self.update_controls()

    def _speed_changed(self, index: int) -> None:
        interval = SPEEDS[max(0, index)]
        self.controller.speed_ms = min(400, interval * 2 // 3)  # a flight ends before the next move
        if self.timer.isActive():
            self.timer.setInterval(interval)

    def _tick(self) -> None:
        if self.controller.position >= self.timeline.length and not self.controller.round_held():
            self.timer.stop()
            self.update_controls()
            return
        self.step_forward()

    # -- leaving the replay -----------------------------------------------------------
    def _computers_only(self) -> bool:
        return not any(seat.is_human for seat in self.timeline.seats)

    def _continuable(self) -> bool:
        return bool(self.timeline.against_computer or self._computers_only())

    def continue_here(self) -> None:
        """A new game of this position (the main window starts it); with only
        computers at the table, first the seat the user takes over."""
        if not (self.can_continue and self._continuable() and not self.controller.is_over()):
            return
        self.timer.stop()
        self.update_controls()
        if self.timeline.against_computer:
            self.continue_requested.emit(self.timeline, self.controller.position, None)
            return

        dialog = QInputDialog(self)
        dialog.setWindowTitle(self.tr("Continue from here"))
        dialog.setLabelText(self.tr("Which player's seat do you take over? The others stay computer players."))
        dialog.setComboBoxItems([seat.name for seat in self.timeline.seats])
        dialog.setComboBoxEditable(False)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        position = self.controller.position
        names = [seat.name for seat in self.timeline.seats]
        dialog.textValueSelected.connect(
            lambda name: self.continue_requested.emit(self.timeline, position, names.index(name)))
        self.seat_dialog = dialog
        dialog.open()

    def show_deck_order(self) -> DeckOrderDialog | None:
        """Every deal and reshuffle, card by card (a finished game only)."""
        if not self.timeline.finished:
            return None
        # the dialog loads when first opened: start-up stays fast
        from cardtable.ui.replay.deck_dialog import DeckOrderDialog

        dialog = DeckOrderDialog(self.timeline, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.jump.connect(self.controller.go_to)
        dialog.show()
        return dialog

    def closeEvent(self, event: QCloseEvent) -> None:
        self.timer.stop()
        super().closeEvent(event)
