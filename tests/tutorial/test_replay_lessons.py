"""Replay and question steps: a lesson cannot show an impossible progression (P10-24).

The Phase 10 progression lesson is the zh-TW booklet's four players in three
rounds (甲乙丙丁 = A B C D). Copies of its file with one number changed must be
refused by ``lessons.validate``, naming the place and the rule.
"""

from __future__ import annotations

import copy
import json

import pytest

from cardtable.engine.registry import get_rules
from cardtable.tutorial.lessons import LessonError, lesson_from_json, lessons_dir, validate

FILE = lessons_dir() / "phase10-9-progression.json"


def _doc():
    return json.loads(FILE.read_text(encoding="utf-8"))


def _players(position):
    return position["players"]


def test_the_booklet_progression_is_kept_exactly():
    lesson = lesson_from_json(_doc())
    rules = get_rules("phase10")
    states = validate(lesson)
    rounds = [lesson.position] + [step.position for step in lesson.steps[1:3]]
    assert [[p["phase"] for p in _players(r)] for r in rounds] == [[1, 1, 1, 1], [2, 2, 1, 2], [3, 2, 2, 2]]
    assert [[bool(p.get("laid")) for p in _players(r)] for r in rounds] == [
        [True, True, False, True],  # 甲乙丁 laid
        [True, False, True, False],  # 甲丙
        [False, True, False, True]]  # 乙丁
    end = rules.state_to_json(states[2])
    assert [record["went_out"] for record in end["history"]] == [0, 2, 3]  # 甲, 丙, 丁 went out
    assert [p["phase"] for p in end["players"]] == [3, 3, 2, 3]  # 甲3 乙3 丙2 丁3
    assert lesson.steps[3].question.answer == (3, 3, 2, 3)
    # the booklet's count: 乙 kept 3, 11 and a Wild (40), 丁 a Skip (15)
    assert end["history"][0]["penalties"][1] == 40 and end["history"][0]["penalties"][3] == 15


@pytest.mark.parametrize(("change", "message"), [
    # C (丙) went up without laying phase 1 in round 1 (and has not laid in round 2)
    (lambda d: (_players(d["steps"][1]["position"])[2].update(phase=2),
                _players(d["steps"][1]["position"])[2].pop("laid")), r"players\[2\]\.phase.*P10-24"),
    # B (乙) stays although it laid phase 1 in round 1
    (lambda d: _players(d["steps"][1]["position"])[1].update(phase=1), r"players\[1\]\.phase.*P10-24"),
    # C went out in round 2 with phase 1 and jumps to A's phase 3
    (lambda d: _players(d["steps"][2]["position"])[2].update(phase=3), r"players\[2\]\.phase.*P10-24"),
    # A did not lay phase 3 in round 3 but the question says 4 (the file's answer is checked too)
    (lambda d: d["steps"][3]["question"].update(choices=[1, 2, 3, 4], answer=[4, 3, 2, 3]),
     r"question\.answer"),
    # round 1 without B's laid phase: B cannot be on phase 2 in round 2
    (lambda d: (_players(d["position"])[1].pop("laid"), _players(d["position"])[1].update(hand=["R3"])),
     r"steps\[1\]\.position: .*(history|phase|score)"),
    # the deal does not pass to the left after the replayed round
    (lambda d: d["steps"][2]["position"].update(dealer=2), r"dealer.*P10-3"),
])
def test_a_wrong_progression_in_a_copy_of_the_file_is_refused(change, message):
    doc = copy.deepcopy(_doc())
    change(doc)
    with pytest.raises(LessonError, match=message):
        validate(lesson_from_json(doc))


def test_a_wrong_answer_in_the_file_is_refused():
    doc = _doc()
    doc["steps"][3]["question"]["answer"] = [3, 2, 2, 3]
    with pytest.raises(LessonError, match=r"steps\[3\]\.question\.answer.*\[3, 3, 2, 3\]"):
        validate(lesson_from_json(doc))


def test_a_replayed_move_must_be_legal():
    doc = _doc()
    doc["steps"][0]["replay"] = [{"type": "discard", "card": "R12"}]  # A holds no R12
    with pytest.raises(LessonError, match=r"steps\[0\]\.replay\[0\]: no legal move"):
        validate(lesson_from_json(doc))


def test_malformed_replay_and_question_steps_are_named():
    for bad, message in [
        ({"text": "t", "replay": []}, "replay"),
        ({"text": "t", "replay": [{"card": "G2"}]}, "replay"),
        ({"text": "t", "question": {"field": "phase", "choices": [1, 2], "answer": [1, 2, 1, 5]},
          "wrong": "w"}, "answer"),
        ({"text": "t", "question": {"field": "phase", "choices": [1, 2], "answer": [1, 1, 1, 1]}}, "wrong"),
        ({"text": "t", "replay": [{"type": "discard"}], "expect": {"type": "discard"}, "wrong": "w"},
         "one of expect, replay and question"),
    ]:
        doc = _doc()
        doc["steps"][0] = bad
        with pytest.raises(LessonError, match=message):
            lesson_from_json(doc)
