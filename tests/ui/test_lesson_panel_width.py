"""The coach panel keeps its width from step to step, so the table never jumps.

A lesson's steps have texts of different lengths, some a question form; the
panel beside the table must not grow or shrink with them (the table would
be laid out anew and its cards would jump under the player's eye).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from test_tutorial_play import LESSONS, _drag_move, _panel, answer_by_mouse

# a lesson whose second step is a long text (the panel grew with it at
# 1024x700) in every language, one with a question form, a Skip-Bo lesson
CASES = [("phase10-counting", "en"), ("phase10-counting", "de"), ("phase10-counting", "zh_TW"),
         ("phase10-progression", "en"), ("skipbo-six-steps", "de")]
SIZE = (1024, 700)


@pytest.fixture
def quick_replay(monkeypatch):
    from cardtable.ui.tutorial import session

    monkeypatch.setattr(session, "REPLAY_MS", 20)


@pytest.fixture
def language(request, qapp):
    from table_helpers import installed_language

    with installed_language(request.param) as lang:
        yield lang


@pytest.mark.parametrize(("lesson_id", "language"), CASES, indirect=["language"])
def test_the_coach_panel_keeps_its_width_through_a_lesson(make_window, qtbot, quick_replay,
                                                          lesson_id, language):
    lesson = next(item for item in LESSONS if item.id == lesson_id)
    window = make_window()
    window.resize(*SIZE)
    ctl = window.tutorial.start(lesson)
    panel = _panel(window)
    qtbot.waitUntil(lambda: window.table.model is not None)
    qtbot.wait(20)
    widths = [(panel.width(), window.table.width())]
    while not ctl.finished():
        step = ctl.step()
        if step.question is not None:
            answer_by_mouse(qtbot, panel, step.question.answer)
        elif step.expect is None:
            qtbot.waitUntil(panel.next.isEnabled, timeout=30000)
            qtbot.mouseClick(panel.next, Qt.MouseButton.LeftButton)
        else:
            _drag_move(qtbot, window.table, ctl.expected())
        qtbot.wait(20)
        widths.append((panel.width(), window.table.width()))
    assert len(set(widths)) == 1, widths
