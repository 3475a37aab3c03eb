"""The coach panel of a lesson: what to do now, why a move was refused, Show me.

Why: the lesson's words need a place beside the table that the table itself
does not own (others change the table; this stays a separate dock). The
panel (objectName ``tutorialPanel``) shows the lesson title, "Step k of n",
the step's instruction and, after a refused move, the lesson's friendly
explanation. Each step also puts a coach mark on the table: the table's own
hint highlight on the expected card(s) and target (Enter makes that move,
so a lesson works with the keyboard alone). Buttons: Show me, Next (for a
step that only explains, once its replayed moves are shown), Restart, Other
lessons, and Close. At the lesson's end Show me and Next give way to the
words that it is done and a "Next lesson" button (none after a game's last
lesson: the words say it was the last). A step with a question shows the answer form
(``question.QuestionForm``, one row of choices per player) and takes the
keyboard focus there; a wrong answer marks the rows that are not right yet.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QSize, QTimer, Signal
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from cardtable.ui.tutorial.question import QuestionForm
from cardtable.ui.tutorial.texts import lesson_text

if TYPE_CHECKING:
    from collections.abc import Callable

    from cardtable.engine.api import Rejection
    from cardtable.ui.tutorial.session import LessonController


#: the coach panel's width beside the table (wider only if its buttons need it)
PANEL_WIDTH = 340


class _Body(QWidget):
    """The panel's page: one width for every step (a wrapped step text asks
    for more room the longer it is, and the table beside it would jump)."""

    def sizeHint(self) -> QSize:
        return QSize(max(PANEL_WIDTH, self.minimumSizeHint().width()), super().sizeHint().height())


class TutorialPanel(QDockWidget):
    """See the module docstring. Signals: restart, choose (other lessons), close_lesson."""

    restart = Signal()
    choose = Signal()
    close_lesson = Signal()
    next_lesson = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tutorialPanel")
        self.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable)
        body = _Body(self)
        layout = QVBoxLayout(body)
        self.title = QLabel(body)
        self.title.setObjectName("lessonTitle")
        self.title.setWordWrap(True)
        font = self.title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.title.setFont(font)
        self.counter = QLabel(body)
        self.text = QLabel(body)
        self.text.setObjectName("lessonStep")
        self.text.setWordWrap(True)
        self.feedback = QLabel(body)
        self.feedback.setObjectName("lessonFeedback")
        self.feedback.setWordWrap(True)
        self.feedback.setStyleSheet("color: #9a3412;")
        self.done = QLabel(body)  # a finished lesson: done, and what comes next
        self.done.setObjectName("lessonDone")
        self.done.setWordWrap(True)
        done_font = self.done.font()
        done_font.setBold(True)
        self.done.setFont(done_font)
        self.done.hide()
        self.question = QuestionForm(body)
        self.question.hide()
        self.question.answered.connect(self._answered)
        self.show_me = QPushButton(body)
        self.next = QPushButton(body)
        self.again = QPushButton(body)
        self.others = QPushButton(body)
        self.close_button = QPushButton(body)
        for widget in (self.title, self.counter, self.text, self.question, self.feedback, self.done):
            layout.addWidget(widget)
        row = QHBoxLayout()
        row.addWidget(self.show_me)
        row.addWidget(self.next)
        layout.addLayout(row)
        self.next_button = QPushButton(body)  # "Next lesson", at the end of a lesson that has one
        self.next_button.setObjectName("nextLesson")
        self.next_button.hide()
        layout.addWidget(self.next_button)
        layout.addStretch(1)
        lower = QHBoxLayout()
        for button in (self.again, self.others, self.close_button):
            lower.addWidget(button)
        layout.addLayout(lower)
        self.setWidget(body)
        self.setMinimumWidth(280)
        self.controller: LessonController | None = None
        self.table: Any = None
        self.show_me.clicked.connect(self._show_me)
        self.next.clicked.connect(self._next)
        self.again.clicked.connect(self.restart)
        self.others.clicked.connect(self.choose)
        self.close_button.clicked.connect(self.close_lesson)
        self.next_button.clicked.connect(self.next_lesson)
        self._end_text: Callable[[], str] | None = None  # the host's words for a finished lesson
        self._has_next = False  # a lesson follows the open one
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Learn to play"))
        self.show_me.setText(self.tr("Sho&w me"))
        self.next.setText(self.tr("&Next"))
        self.again.setText(self.tr("&Restart"))
        self.others.setText(self.tr("Other &lessons…"))
        self.close_button.setText(self.tr("&Close lesson"))
        self.next_button.setText(self.tr("Ne&xt lesson"))
        self.update_step()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    # -- following a lesson -----------------------------------------------------------
    def attach(self, controller: LessonController, table: Any, end_text: Callable[[], str] | None = None,
               has_next: bool = False) -> None:
        """Follow ``controller`` on ``table``; ``end_text()`` says a finished
        lesson is done and what comes next; ``has_next``: "Next lesson" is offered then."""
        self.controller, self.table, self._end_text = controller, table, end_text
        self._has_next = has_next
        controller.step_changed.connect(self._step_changed)
        controller.wrong_move.connect(self._wrong)
        controller.wrong_answer.connect(self._wrong_answer)
        controller.replay_done.connect(self.update_step)
        self.feedback.clear()
        self._ask()
        self.update_step()

    def detach(self) -> None:
        self.controller = self.table = None
        self._end_text, self._has_next = None, False
        self._show_end(False)

    def _step_changed(self, _index: int) -> None:
        self.feedback.clear()
        self._ask()
        self.update_step()

    def _ask(self) -> None:
        """The answer form for a question step (hidden otherwise)."""
        ctl = self.controller
        step = ctl.step() if ctl is not None else None
        if ctl is None or step is None or step.question is None:
            focus = QApplication.focusWidget()
            answering = focus is not None and self.question.isAncestorOf(focus)
            self.question.hide()
            if answering and self.table is not None:
                self.table.setFocus()  # the keyboard goes back to the table
            return
        self.question.set_question([seat.name for seat in ctl.seats], step.question.choices)
        self.question.show()
        self.question.focus_first()

    def update_step(self) -> None:
        ctl = self.controller
        if ctl is None:
            return
        lesson, step = ctl.lesson, ctl.step()
        self.title.setText(lesson_text(lesson.title))
        total = len(lesson.steps)
        self.counter.setText(self.tr("Step {k} of {n}").format(k=min(ctl.step_index + 1, total), n=total))
        self.text.setText(lesson_text(step.text) if step is not None else "")
        waits = step is not None and step.waits
        self.show_me.setEnabled(waits)
        self.next.setEnabled(not waits and not ctl.replaying() and not ctl.finished())
        self._show_end(ctl.finished())
        QTimer.singleShot(0, self.coach_mark)  # after the table has redrawn the move

    def _show_end(self, finished: bool) -> None:
        """At a lesson's end: that it is done, and "Next lesson" if there is one
        (Show me and Next have nothing left to do; the focus goes to it)."""
        text = self._end_text() if finished and self._end_text is not None else ""
        self.done.setText(text)
        self.done.setVisible(bool(text))
        has_next = finished and self._has_next
        self.show_me.setVisible(not finished)
        self.next.setVisible(not finished)
        if has_next and self.next_button.isHidden():
            self.next_button.show()
            self.next_button.setDefault(True)
            QTimer.singleShot(0, self.next_button.setFocus)
        elif not has_next:
            self.next_button.hide()

    def coach_mark(self) -> None:
        """Point at the expected move on the table (the table's hint highlight)."""
        ctl, table = self.controller, self.table
        if ctl is None or table is None:
            return
        action = ctl.expected()
        if action is not None:
            table.show_hint(action)

    def _wrong(self, _rejection: Rejection) -> None:
        step = self.controller.step() if self.controller is not None else None
        if step is not None and step.wrong and step.question is None:
            self.feedback.setText(lesson_text(step.wrong))
        QTimer.singleShot(0, self.coach_mark)

    def _wrong_answer(self, given: list) -> None:
        """The lesson's words, and the rows that are not right yet marked."""
        step = self.controller.step() if self.controller is not None else None
        if step is None or step.question is None:
            return
        self.question.mark([row for row, (value, right) in enumerate(zip(given, step.question.answer,
                                                                           strict=False))
                            if value != right])
        if None in given:
            self.feedback.setText(self.tr("Choose an answer for every player, then check."))
        else:
            self.feedback.setText(lesson_text(step.wrong))

    def _answered(self, values: list) -> None:
        if self.controller is not None:
            self.controller.answer(values)

    def _show_me(self) -> None:
        ctl = self.controller
        if ctl is None:
            return
        step = ctl.step()
        if step is not None and step.question is not None:
            self.question.set_values(step.question.answer)  # seen being filled in
        ctl.show_me()

    def _next(self) -> None:
        if self.controller is not None:
            self.controller.next_step()
