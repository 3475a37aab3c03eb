"""The replayed rounds and the question of the Phase 10 progression lesson, on the real window.

The zh-TW booklet's example: four players (甲乙丙丁, A B C D), three rounds;
the learner watches the rounds end and says who is on which phase now
(3, 3, 2, 3: P10-24, whoever laid the phase moves up, going out or not).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from test_tutorial_play import answer_by_mouse

from cardtable.tutorial.lessons import load_lessons
from cardtable.ui.tutorial.texts import lesson_text

LESSON = next(item for item in load_lessons() if item.id == "phase10-progression")


@pytest.fixture
def lesson(window, qtbot, monkeypatch):
    from cardtable.ui.tutorial import session

    monkeypatch.setattr(session, "REPLAY_MS", 20)
    ctl = window.tutorial.start(LESSON)
    panel = window.findChild(object, "tutorialPanel")
    assert ctl.replaying() and not panel.next.isEnabled()  # the round's end is shown first
    qtbot.waitUntil(lambda: window.table.model is not None)
    return ctl, panel


def _phases(ctl):
    return [player["phase"] for player in ctl.rules.state_to_json(ctl.state)["players"]]


def _watch_the_three_rounds(qtbot, ctl, panel, press_next) -> None:
    for round_number in (1, 2, 3):
        assert panel.text.text() == lesson_text(f"p10.prog.r{round_number}")
        qtbot.waitUntil(panel.next.isEnabled, timeout=30000)
        assert ctl.round_held()  # the round's last table stays, hands face up
        press_next()
    assert ctl.step().question is not None


def test_the_rounds_are_replayed_on_the_table_as_the_booklet_has_them(window, qtbot, lesson):
    ctl, panel = lesson
    seen = []
    for _ in range(3):
        qtbot.waitUntil(panel.next.isEnabled, timeout=30000)
        held = ctl.rules.state_to_json(ctl.held_position())
        seen.append([p["phase"] for p in held["players"]])  # the phases played in that round
        # the frozen table invites no move, even where A has not laid (round 3)
        assert not [i for i in window.table.scene().items()
                    if getattr(getattr(i, "spec", None), "kind", None) == "lay_here"]
        assert [bool(p.get("laid")) for p in held["players"]] == ctl.rules.state_to_json(ctl.state)[
            "history"][-1]["completed"]
        qtbot.mouseClick(panel.next, Qt.MouseButton.LeftButton)
    assert seen == [[1, 1, 1, 1], [2, 2, 1, 2], [3, 2, 2, 2]]
    assert [seat.name for seat in ctl.seats] == ["A", "B", "C", "D"]
    assert ctl.round_held() and panel.question.isVisible()  # asked while round 3's end is shown
    assert window.turn_label.text() == window.tutorial.tr("Round over: the lesson panel shows how to go on")


def test_a_wrong_answer_is_refused_with_the_lessons_words_and_show_me_answers(window, qtbot, lesson):
    ctl, panel = lesson
    _watch_the_three_rounds(qtbot, ctl, panel,
                            lambda: qtbot.mouseClick(panel.next, Qt.MouseButton.LeftButton))
    index = ctl.step_index
    answer_by_mouse(qtbot, panel, [3, 2, 2, 3])  # B did not go out, but laid phase 2
    assert ctl.step_index == index and ctl.round_held()
    assert panel.feedback.text() == lesson_text("p10.prog.wq")
    assert panel.question.names[1].styleSheet() and not panel.question.names[0].styleSheet()
    qtbot.mouseClick(panel.show_me, Qt.MouseButton.LeftButton)
    assert panel.question.values() == [3, 3, 2, 3]
    assert ctl.step_index == index + 1 and ctl.finished()
    assert not ctl.round_held() and _phases(ctl) == [3, 3, 2, 3]  # round 4 dealt: the answer on the table
    assert ctl.rules.state_to_json(ctl.state)["round"] == 4
    assert not panel.question.isVisible() and panel.feedback.text() == ""
    assert LESSON.id in window.tutorial.done()


def test_an_incomplete_answer_asks_for_every_player(window, qtbot, lesson):
    ctl, panel = lesson
    _watch_the_three_rounds(qtbot, ctl, panel,
                            lambda: qtbot.mouseClick(panel.next, Qt.MouseButton.LeftButton))
    assert ctl.request(ctl.rules.action_from_json({"type": "draw", "source": "deck"})) is not None
    assert panel.feedback.text() == ""  # a move is no answer: the question's words are for answers
    qtbot.mouseClick(panel.question.check, Qt.MouseButton.LeftButton)
    assert ctl.step().question is not None
    assert panel.feedback.text() == panel.tr("Choose an answer for every player, then check.")


def test_keyboard_only(window, qtbot, lesson):
    ctl, panel = lesson
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)  # shortcuts (Alt+N: &Next) go to the active window

    def key(k, modifier=Qt.KeyboardModifier.NoModifier):
        target = QApplication.focusWidget() or window
        QTest.keyClick(target, k, modifier)

    def alt_n():  # &Next: a mnemonic "clicks" the button once its press is shown
        index = ctl.step_index
        key(Qt.Key.Key_N, Qt.KeyboardModifier.AltModifier)
        qtbot.waitUntil(lambda: ctl.step_index == index + 1)

    _watch_the_three_rounds(qtbot, ctl, panel, alt_n)
    form = panel.question
    assert QApplication.focusWidget() is form.groups[0].buttons()[0]  # the form has the focus
    key(Qt.Key.Key_Space)  # chooses 1
    assert form.values()[0] == 1
    key(Qt.Key.Key_Right)  # arrows move the choice within a row
    key(Qt.Key.Key_Right)
    assert form.values()[0] == 3
    key(Qt.Key.Key_Tab)  # the next row
    for digit in (Qt.Key.Key_2, Qt.Key.Key_2, Qt.Key.Key_3):  # digits choose and go on
        key(digit)
    key(Qt.Key.Key_Return)
    assert panel.feedback.text() == lesson_text("p10.prog.wq")  # B: 2 is wrong
    assert form.values() == [3, 2, 2, 3]
    form.focus_first()
    for digit in (Qt.Key.Key_3, Qt.Key.Key_3, Qt.Key.Key_2, Qt.Key.Key_3):
        key(digit)
    assert QApplication.focusWidget() is form.check
    key(Qt.Key.Key_Space)
    assert ctl.finished() and _phases(ctl) == [3, 3, 2, 3]
    assert QApplication.focusWidget() is window.table  # the keyboard is back on the table
