"""A lesson ends on a living table: when its last step is reached nobody
plays on, the table's prompt and the turn line say the lesson is done and
which comes next (or that it was the game's last), the coach panel offers
"Next lesson", which starts it, and "Other lessons…" and "Close lesson" still
work; in each language."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from table_helpers import installed_language

from cardtable.tutorial.lessons import load_lessons, next_lesson
from cardtable.ui.tutorial.texts import lesson_text

LESSONS = load_lessons()
DONE = {
    "en": ("Lesson done! Next lesson: {title}", "Lesson done! That was the last lesson of {game}."),
    "de": ("Lektion geschafft! Nächste Lektion: {title}", "Lektion geschafft! Das war die letzte Lektion zu {game}."),
    "zh_TW": ("這一課完成了！下一課：{title}", "這一課完成了！這是 {game} 的最後一課。"),
}
PLAYING = {"en": "is playing", "de": "ist am Zug", "zh_TW": "輪到"}


@pytest.fixture
def quick_replay(monkeypatch):
    from cardtable.ui.tutorial import session

    monkeypatch.setattr(session, "REPLAY_MS", 20)


def _play_to_the_end(qtbot, ctl) -> None:
    while not ctl.finished():
        step, index = ctl.step(), ctl.step_index
        if step.question is not None:
            ctl.answer(step.question.answer)
        elif step.expect is None:
            qtbot.waitUntil(lambda: not ctl.replaying(), timeout=30000)
            ctl.next_step()
        else:
            assert ctl.show_me() is None
        assert ctl.step_index == index + 1


def _prompt(window) -> str:
    view = window.table
    return next(view.label(t.kind, t.args) for t in view.model.texts if t.kind == "prompt")


def _first_with_a_next(game: str):
    return next(lesson for lesson in LESSONS if lesson.game == game and next_lesson(LESSONS, lesson) is not None)


@pytest.mark.parametrize("lang", ["en", "de", "zh_TW"])
def test_a_finished_lesson_says_so_and_goes_on_to_the_next(window, qtbot, quick_replay, lang):
    with installed_language(lang):
        lesson = _first_with_a_next("skipbo")
        following = next_lesson(LESSONS, lesson)
        ctl = window.tutorial.start(lesson)
        panel = window.findChild(object, "tutorialPanel")
        qtbot.waitUntil(lambda: window.table.model is not None)
        _play_to_the_end(qtbot, ctl)
        moves = len(ctl.history)
        qtbot.wait(200)  # nobody plays on at a finished lesson
        assert len(ctl.history) == moves
        said = DONE[lang][0].format(title=lesson_text(following.title))
        assert _prompt(window) == said
        assert window.turn_label.text() == said and PLAYING[lang] not in window.turn_label.text()
        assert panel.done.isVisible() and panel.done.text() == said
        assert panel.next_button.isVisible() and panel.next_button.isEnabled()
        assert panel.others.isEnabled() and panel.close_button.isEnabled()
        assert not panel.show_me.isVisible() and not panel.next.isVisible()  # nothing greyed out left

        qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
        ctl = window.tutorial.controller
        assert ctl is not None and ctl.lesson.id == following.id and ctl.step_index == 0
        assert not panel.done.isVisible() and not panel.next_button.isVisible()
        assert panel.show_me.isVisible() and panel.next.isVisible()
        assert PLAYING[lang] not in _prompt(window) or ctl.current_seat() != 0
        assert _prompt(window) != said
        window.close_game()


@pytest.mark.parametrize("lang", ["en", "de", "zh_TW"])
def test_the_last_lesson_of_a_game_says_it_was_the_last(window, qtbot, quick_replay, lang):
    from cardtable.ui.games import find_ui

    with installed_language(lang):
        last = [lesson for lesson in LESSONS if lesson.game == "skipbo"][-1]
        ctl = window.tutorial.start(last)
        panel = window.findChild(object, "tutorialPanel")
        qtbot.waitUntil(lambda: window.table.model is not None)
        _play_to_the_end(qtbot, ctl)
        said = DONE[lang][1].format(game=find_ui("skipbo").name())
        assert _prompt(window) == said and window.turn_label.text() == said
        assert panel.done.text() == said and not panel.next_button.isVisible()
        # a language switch: the window says whose turn it is again, the lesson its end after it
        QCoreApplication.sendEvent(window, QEvent(QEvent.Type.LanguageChange))
        qtbot.waitUntil(lambda: window.turn_label.text() == said, timeout=2000)
        qtbot.mouseClick(panel.close_button, Qt.MouseButton.LeftButton)
        assert window.controller is None and window.stack.currentWidget() is window.start_page
