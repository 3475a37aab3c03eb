"""Learn to play: choose a lesson, run it on the window's table, remember progress.

Why: the window should only need small hooks (Help > Learn to play, the
start page link, ``cardtable --tutorial GAME``); everything else about
lessons lives here. ``Tutorial`` is owned by the main window: it opens the
lesson chooser, replaces the current game by a ``LessonController`` on the
real table, docks the coach panel beside it and stores which lessons were
finished (``Settings.lessons_done``), so the chooser ticks them and
``--tutorial GAME`` starts with the first one not yet done.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import (
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from cardtable.tutorial.lessons import Lesson, LessonError, load_lessons, next_lesson
from cardtable.ui.dialogs.fitting import FittingDialog
from cardtable.ui.games import find_ui
from cardtable.ui.table.view import TableView
from cardtable.ui.tutorial.texts import lesson_text

if TYPE_CHECKING:
    from cardtable.ui.tutorial.panel import TutorialPanel
    from cardtable.ui.tutorial.session import LessonController
    from cardtable.ui.window.host import WindowHost


class LessonChooser(FittingDialog):
    """A list of the lessons (finished ones ticked); Enter or double-click starts one."""

    def __init__(self, lessons: list[Lesson], done: set[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lessonChooser")
        self.setWindowTitle(self.tr("Learn to play"))
        self.lessons = lessons
        layout = QVBoxLayout(self)
        intro = QLabel(self.tr("Each lesson is a worked example from the rule booklets, played on the "
                               "real table. Choose a lesson:"), self)
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.list = QListWidget(self)
        for lesson in lessons:
            mark = "\u2713 " if lesson.id in done else "   "
            item = QListWidgetItem(mark + lesson_text(lesson.title))  # the title names the game
            item.setData(Qt.ItemDataRole.UserRole, lesson.id)
            self.list.addItem(item)
        first = next((k for k, lesson in enumerate(lessons) if lesson.id not in done), 0)
        self.list.setCurrentRow(first)
        self.list.itemActivated.connect(lambda _item: self.accept())
        layout.addWidget(self.list, 1)
        self.list.setAccessibleName(self.tr("Lessons"))
        self.list.setAccessibleDescription(intro.text())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start lesson"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(520, 380)

    def chosen(self) -> Lesson | None:
        row = self.list.currentRow()
        return self.lessons[row] if 0 <= row < len(self.lessons) else None


class Tutorial(QObject):
    """The window's lessons (see the module docstring)."""

    def __init__(self, host: WindowHost) -> None:
        super().__init__(host.dialog_parent())
        self.host = host
        # a language switch makes the window say whose turn it is again: the
        # lesson's own turn line (done, or a held round) is said after it
        host.dialog_parent().installEventFilter(self)
        self.panel: TutorialPanel | None = None
        self.controller: LessonController | None = None
        self.following: Lesson | None = None  # the lesson after the open one (None: it is its game's last)

    # -- progress ----------------------------------------------------------------------
    def done(self) -> set[str]:
        settings = self.host.settings
        if settings is None:
            return set()
        return settings.lessons_done()

    def _mark_done(self, lesson_id: str) -> None:
        settings = self.host.settings
        if settings is None:
            return
        settings.set_lessons_done(self.done() | {lesson_id})

    # -- choosing and starting -----------------------------------------------------------
    def lessons(self, game: str | None = None) -> list[Lesson]:
        try:
            return load_lessons(game=game)
        except LessonError as exc:  # a broken lesson file: say so, never crash
            self.host.notify(self.tr("The lessons could not be read: {detail}").format(detail=str(exc)))
            return []

    def choose(self) -> Lesson | None:
        """Help > Learn to play: the chooser, then the chosen lesson."""
        dialog = LessonChooser(self.lessons(), self.done(), self.host.dialog_parent())
        try:
            lesson = dialog.chosen() if dialog.exec() else None
        finally:
            dialog.deleteLater()
        if lesson is not None:
            self.start(lesson)
        return lesson

    def start_game(self, game: str) -> Lesson | None:
        """``--tutorial GAME``: the first lesson of GAME not yet done (else the first)."""
        lessons = self.lessons(game)
        if not lessons:
            return None
        done = self.done()
        lesson = next((item for item in lessons if item.id not in done), lessons[0])
        self.start(lesson)
        return lesson

    def start(self, lesson: Lesson) -> LessonController:
        # the lessons load when first opened: start-up stays fast
        from cardtable.ui.tutorial.panel import TutorialPanel
        from cardtable.ui.tutorial.session import LessonController

        host, window = self.host, self.host.dialog_parent()
        host.close_game()
        names = [lesson_text(seat) for seat in lesson.seats]
        ctl = LessonController(lesson, names, window)
        self.controller = ctl
        self.following = next_lesson(self.lessons(lesson.game), lesson)
        host.controller = ctl
        ctl.state_changed.connect(host.update_turn)
        ctl.state_changed.connect(self._round_note)  # after the window's turn line
        ctl.action_rejected.connect(host.show_rejection)
        ctl.step_changed.connect(self._step_changed)
        host.show_table(ctl)
        if self.panel is None:
            self.panel = TutorialPanel(window)
            self.panel.restart.connect(lambda: self.start(self.controller.lesson))
            self.panel.choose.connect(self.choose)
            self.panel.close_lesson.connect(host.close_to_start)
            self.panel.next_lesson.connect(self.start_next)
            window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.panel)
        self.panel.attach(ctl, host.table, self.end_text, self.following is not None)
        self.panel.show()
        host.update_actions()
        host.update_title()
        if host.table is not None:
            host.table.setFocus()
        return ctl

    def start_next(self) -> LessonController | None:
        """The panel's "Next lesson" at the end of a lesson."""
        return self.start(self.following) if self.following is not None else None

    def end_text(self) -> str:
        """What a finished lesson says (the panel, the table's prompt and the
        turn line): it is done, and which lesson is next, or that it was the last."""
        if self.following is not None:
            return self.tr("Lesson done! Next lesson: {title}").format(title=lesson_text(self.following.title))

        game = self.controller.lesson.game if self.controller is not None else ""
        described = find_ui(game)
        return self.tr("Lesson done! That was the last lesson of {game}.").format(
            game=described.name() if described is not None else game)

    def _round_note(self) -> None:
        """A round a lesson replayed stays on the table until the lesson goes on:
        the turn line says so (a game's says to deal the next round); a finished
        lesson says that it is done (nobody plays on)."""
        ctl = self.controller
        if ctl is not None and ctl.finished():
            self.host.turn_label.setText(self.end_text())
        elif ctl is not None and ctl.round_held():
            self.host.turn_label.setText(self.tr("Round over: the lesson panel shows how to go on"))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LanguageChange and self.controller is not None:
            QTimer.singleShot(0, self._round_note)  # after the window's own turn line
        return super().eventFilter(watched, event)

    def _step_changed(self, _index: int) -> None:
        ctl = self.controller
        if ctl is not None and ctl.finished():
            self._mark_done(ctl.lesson.id)

            table = self.host.table
            if isinstance(table, TableView):
                table.set_prompt_note(self.end_text)
            self._round_note()

    def game_closing(self) -> None:
        """The window closes the game (or a lesson): hide the panel."""
        self.controller = None
        if self.panel is not None:
            self.panel.detach()
            self.panel.hide()
