"""Every lesson played to its end by real mouse drags on the window's table."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from table_helpers import click, drag, grip, zone_centre

from cardtable.engine.phase10 import actions as p10
from cardtable.tutorial.lessons import load_lessons
from cardtable.ui.tutorial.texts import lesson_text, lesson_texts

LESSONS = load_lessons()


def _drag_move(qtbot, view, action) -> None:
    """Make ``action`` with the mouse, as a player would."""
    sources, target = view.game.hint_sources(action, view.hand_cards())
    assert sources, action
    if isinstance(action, p10.Lay):  # select the phase's cards, drag them, confirm
        for source in sources:
            item = view.item_for_source(source)
            if not item.selected:
                click(view, grip(item))
        drag(view, grip(view.item_for_source(sources[0])), zone_centre(view, ("phase_area", 0)))
        dialog = view.input.popup
        assert dialog is not None and dialog.isVisible()
        assert dialog.ok.isEnabled(), dialog.message.text()
        qtbot.mouseClick(dialog.ok, Qt.MouseButton.LeftButton)
        return
    item = view.item_for_source(sources[0])
    assert item is not None, (action, sources)
    drag(view, grip(item), zone_centre(view, target))


def _panel(window):
    return window.findChild(object, "tutorialPanel")


def answer_by_mouse(qtbot, panel, values) -> None:
    """Click each player's answer in the question form, then Check."""
    form = panel.question
    assert form.isVisible()
    for row, value in enumerate(values):
        button = form.findChild(object, f"answer_{row}_{form.choices.index(value)}")
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(form.check, Qt.MouseButton.LeftButton)


@pytest.fixture
def quick_replay(monkeypatch):
    from cardtable.ui.tutorial import session

    monkeypatch.setattr(session, "REPLAY_MS", 20)


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_every_lesson_is_played_to_its_end_by_mouse(window, qtbot, quick_replay, lesson):
    ctl = window.tutorial.start(lesson)
    panel = _panel(window)
    assert panel is not None and panel.isVisible()
    qtbot.waitUntil(lambda: window.table.model is not None)
    while not ctl.finished():
        step = ctl.step()
        index = ctl.step_index
        assert panel.text.text() == lesson_text(step.text)
        if step.question is not None:
            answer_by_mouse(qtbot, panel, step.question.answer)
        elif step.expect is None:
            qtbot.waitUntil(panel.next.isEnabled, timeout=30000)  # a replay shows its moves first
            qtbot.mouseClick(panel.next, Qt.MouseButton.LeftButton)
        else:
            _drag_move(qtbot, window.table, ctl.expected())
        assert ctl.step_index == index + 1, (lesson.id, index)
    assert panel.text.text() == lesson_text(lesson.steps[-1].text)
    assert not panel.show_me.isEnabled() and not panel.next.isEnabled()
    assert lesson.id in window.tutorial.done()  # progress remembered


def test_a_wrong_move_is_refused_with_the_lessons_explanation_and_show_me_plays_it(window, qtbot):
    lesson = next(item for item in LESSONS if item.id == "skipbo-six-steps")
    ctl = window.tutorial.start(lesson)
    panel, view = _panel(window), window.table
    qtbot.waitUntil(lambda: view.model is not None)
    seven = view.item_for_source(("hand", 1, 7))
    drag(view, grip(seven), zone_centre(view, ("building", 0)))  # a 7 on the 3: SB-15
    assert ctl.step_index == 0 and len(ctl.history) == 0
    assert panel.feedback.text() == lesson_text("sb.six.w1")
    assert "SB-15" in window.statusBar().currentMessage()
    # a legal move that is not this lesson's point is refused too (APP-LESSON)
    assert ctl.check(ctl.rules.action_from_json({"type": "discard", "card": 9, "pile": 2})).rule == "APP-LESSON"
    qtbot.mouseClick(panel.show_me, Qt.MouseButton.LeftButton)
    assert not ctl.can_take_back() and not window.act_undo.isEnabled()  # a lesson goes forward
    assert ctl.step_index == 1 and ctl.rules.state_to_json(ctl.state)["building_piles"][0] == [1, 2, 3, 4]
    assert panel.feedback.text() == ""


def test_keyboard_only_the_coach_mark_and_enter(window, qtbot):
    lesson = next(item for item in LESSONS if item.id == "phase10-hit-run")
    ctl = window.tutorial.start(lesson)
    view = window.table
    qtbot.waitUntil(lambda: view.input.hint is not None)  # the coach mark points at the 4
    assert view.input.hint[0] == ctl.expected()
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert ctl.step_index == 1
    assert ctl.history[-1] == ctl.rules.action_from_json({"type": "hit", "card": "R4", "player": 0, "group": 1})


def test_entries_help_menu_start_page_and_command_line(window, qtbot, monkeypatch):
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from cardtable.app import parse_args

    assert window.act_learn in window.menu_help.actions()
    assert parse_args(["--tutorial", "skipbo"]).tutorial == "skipbo"
    lesson = window.learn_to_play("phase10")  # what --tutorial phase10 does
    assert lesson.game == "phase10" and window.controller.lesson.id == lesson.id
    window.close_game()
    assert not _panel(window).isVisible()

    def accept():
        dialog = QApplication.activeModalWidget()
        assert dialog.objectName() == "lessonChooser"
        dialog.list.setCurrentRow(1)
        dialog.accept()

    QTimer.singleShot(0, accept)
    button = window.start_page.findChild(object, "learnToPlay")
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert window.controller.lesson.id == LESSONS[1].id


def test_every_text_id_of_the_lessons_has_a_text():
    from cardtable.tutorial.lessons import text_ids

    assert text_ids(LESSONS) <= set(lesson_texts())
