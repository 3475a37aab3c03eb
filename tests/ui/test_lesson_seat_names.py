"""In a lesson the table names every seat by the booklet player's name alone.

Why: the lesson's other seats are the booklet's players, whose moves the
lesson script makes; they are computer seats only so that the controller
never waits for a person there. "B (computer, easy)" on the table would say
the learner plays against a computer level. A game against the computer
still says so (the same label, "P1 (computer, easy)").
"""

from __future__ import annotations

from pathlib import Path

import pytest

from cardtable.tutorial.lessons import load_lessons
from cardtable.ui.tutorial.texts import lesson_text

TREE_QM = Path(__file__).resolve().parents[2] / "translations"


def seat_labels(view) -> list[str]:
    """The seat-name labels on the table, as drawn."""
    return [view.label(text.kind, text.args) for text in view.model.texts if text.kind == "seat_name"]


@pytest.mark.parametrize("game", ["phase10", "skipbo"])
def test_a_game_against_the_computer_names_its_level(window, start_game, game):
    start_game(game, ["human", "computer"])
    assert sorted(seat_labels(window.table)) == ["P0", "P1 (computer, easy)"]  # a typed name: it says so


@pytest.mark.parametrize("lesson", [next(lesson for lesson in load_lessons() if lesson.game == game)
                                    for game in ("phase10", "skipbo")], ids=lambda lesson: lesson.id)
def test_a_lesson_names_its_seats_only(window, lesson):
    ctl = window.tutorial.start(lesson)
    names = [lesson_text(seat) for seat in lesson.seats]
    assert [seat.name for seat in ctl.seats] == names
    assert sorted(seat_labels(window.table)) == sorted(names)
    assert not any(seat.is_human for seat in ctl.seats[1:])  # still nobody to wait for there


@pytest.mark.parametrize(("lang", "said"), [("en", "Your turn"), ("de", "Du bist am Zug"),
                                            ("zh_TW", "輪到你了")])
def test_a_lesson_says_your_turn_without_naming_you(make_window, qtbot, lang, said, monkeypatch):
    """The learner's seat is called "You": "Your turn, You" read wrong."""
    from PySide6.QtCore import QCoreApplication

    from cardtable.ui import i18n
    from cardtable.ui.i18n import Translations
    from cardtable.ui.window.window_turn import turn_text

    monkeypatch.setattr(i18n, "translations_dir", lambda: TREE_QM)
    translations = Translations(QCoreApplication.instance())
    assert translations.switch(lang)
    try:
        window = make_window(translations)
        lesson = next(lesson for lesson in load_lessons() if lesson.game == "phase10")
        ctl = window.tutorial.start(lesson)
        qtbot.waitUntil(lambda: ctl.current_seat() == ctl.viewing_seat(), timeout=5000)
        assert turn_text(ctl, ctl.current_seat()) == said
        qtbot.waitUntil(lambda: window.turn_label.text().startswith(said), timeout=5000)
    finally:
        translations.switch("en")
