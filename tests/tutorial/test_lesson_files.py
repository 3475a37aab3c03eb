"""Every shipped lesson is well-formed and teaches only legal moves (engine-checked)."""

from __future__ import annotations

import json

import pytest

from cardtable.engine.registry import get_rules
from cardtable.tutorial.lessons import (
    LessonError,
    lesson_from_json,
    load_lessons,
    matches,
    validate,
)

LESSONS = load_lessons()


def test_the_required_lessons_exist():
    ids = {lesson.id for lesson in LESSONS}
    assert {"skipbo-six-steps", "phase10-lay-phase2", "phase10-hit-run", "phase10-classic-hit"} <= ids
    assert {lesson.game for lesson in LESSONS} == {"phase10", "skipbo"}


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_every_lesson_plays_through_the_engine(lesson):
    states = validate(lesson)
    assert len(states) == len(lesson.steps)
    last = lesson.steps[-1]
    assert not last.waits and not last.replay  # ends with a note, the lesson's point
    assert any(step.waits for step in lesson.steps)  # the learner acts or answers


def test_the_six_step_turn_keeps_the_booklet_numbers():
    lesson = next(item for item in LESSONS if item.id == "skipbo-six-steps")
    rules = get_rules("skipbo")
    start = rules.state_to_json(rules.state_from_json(lesson.position))
    me = start["players"][0]
    assert me["hand"] == [4, 7, 9, 10, 11]
    assert me["stock"]["top"] == 6 and me["stock"]["face_down"][-1] == 8
    assert me["discard_piles"][:2] == [[5], ["SB"]]
    assert start["building_piles"][0] == [1, 2, 3]
    end = rules.state_to_json(validate(lesson)[-2])
    assert end["building_piles"][0] == [1, 2, 3, 4, 5, 6, 7, 8]
    assert end["players"][0]["discard_piles"][1] == ["SB"]  # the SKIP-BO card stayed
    assert end["players"][0]["discard_piles"][2] == [11]


def _doc(**change):
    doc = json.loads(json.dumps({
        "id": "x", "game": "skipbo", "title": "t", "seats": ["you", "partner"],
        "position": {"game": "skipbo", "options": {"players": 2}, "current": 0,
                     "players": [{"stock": {"face_down": [], "top": 6}, "hand": [4]},
                                 {"stock": {"face_down": [], "top": 12}}],
                     "building_piles": [[1, 2, 3]]},
        "steps": [{"text": "s", "expect": {"type": "play", "from": "hand", "card": 4, "to": 0},
                   "wrong": "w"}, {"text": "done"}]}))
    doc.update(change)
    return doc


def test_a_lesson_cannot_teach_an_illegal_move():
    good = lesson_from_json(_doc())
    validate(good)
    bad = _doc(steps=[{"text": "s", "expect": {"type": "play", "from": "stock", "to": 0},
                       "wrong": "w"}, {"text": "done"}])  # 6 on a 3: SB-15
    with pytest.raises(LessonError, match="no legal move"):
        validate(lesson_from_json(bad))


def test_broken_lesson_files_are_named():
    with pytest.raises(LessonError, match="steps"):
        lesson_from_json(_doc(steps=[]))
    with pytest.raises(LessonError, match="wrong"):
        lesson_from_json(_doc(steps=[{"text": "s", "expect": {"type": "discard"}}]))
    with pytest.raises(LessonError, match="game"):
        lesson_from_json(_doc(game="chess"))
    bad_position = _doc(position={"game": "skipbo", "players": "none"})
    with pytest.raises(LessonError, match="position"):
        validate(lesson_from_json(bad_position))


def test_matching_a_move_against_a_pattern():
    assert matches({"type": "discard"}, {"type": "discard", "card": 3, "pile": 1})
    assert not matches({"type": "discard", "card": 4}, {"type": "discard", "card": 3, "pile": 1})
    lay = {"type": "lay", "groups": [{"kind": "set", "cards": ["R2", "B2", "W"]}]}
    assert matches(lay, {"type": "lay", "groups": [{"kind": "set", "cards": ["W=2", "R2", "B2"]}]})
    assert not matches(lay, {"type": "lay", "groups": [{"kind": "set", "cards": ["R2", "B2", "G2"]}]})


def test_extra_cards_lesson_refuses_a_third_set():
    lesson = next(item for item in LESSONS if item.id == "phase10-extra-cards")
    rules = get_rules("phase10")
    state = rules.state_from_json(lesson.position)
    three_sets = rules.action_from_json({"type": "lay", "groups": [
        {"kind": "set", "cards": ["R4", "B4", "G4", "Y4"]},
        {"kind": "set", "cards": ["R9", "B9", "G9"]},
        {"kind": "set", "cards": ["R11", "B11", "G11"]}]})
    assert rules.check(state, three_sets).rule == "P10-12"  # extra cards, not an extra group


def test_lay_phase2_lesson_cannot_lay_with_the_gap():
    lesson = next(item for item in LESSONS if item.id == "phase10-lay-phase2")
    rules = get_rules("phase10")
    state = rules.apply(rules.state_from_json(lesson.position),
                        rules.action_from_json({"type": "draw", "source": "deck"}))
    gap = rules.action_from_json({"type": "lay", "groups": [
        {"kind": "set", "cards": ["R2", "B2", "G2"]},
        {"kind": "run", "cards": ["Y6", "R7", "B9"]}]})
    assert rules.check(state, gap) is not None
