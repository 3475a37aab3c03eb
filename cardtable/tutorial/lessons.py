"""Interactive lessons as data: load them, check them with the engine, match moves.

Why: the "Learn to play" lessons (issue 16) are the booklets' worked examples
played on the real table. Each lesson is one JSON file in
``assets/lessons/`` so that a new lesson needs no code:

    {"id": "skipbo-six-steps", "game": "skipbo", "order": 1,
     "title": "<text id>", "source": "<booklet it comes from>",
     "seats": ["<text id>", ...],
     "position": {<engine state, docs/FORMAT.md>},
     "steps": [{"text": "<text id>", "expect": {<action pattern>},
                "wrong": "<text id>", "position": {<optional new state>}}, ...]}

A step with ``expect`` waits for the player's move: the move is accepted when
its action JSON holds every field of the pattern (``{"type": "discard"}``
accepts any discard; a ``lay`` compares its groups whatever their order). A
step without ``expect`` is a note the player reads and continues. A step with
``position`` first sets up that new position (a second example of the same
lesson). Text ids are translated by ``cardtable.ui.tutorial.texts``.

No Qt here: :func:`validate` plays every lesson through the engine so that a
lesson can never teach an illegal move (a test runs it on every file).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cardtable.engine.api import EngineError
from cardtable.engine.registry import GAME_IDS, get_rules


class LessonError(Exception):
    """A lesson file that cannot be used; ``str()`` names the file and place."""


@dataclass(frozen=True)
class Step:
    text: str
    expect: Mapping[str, Any] | None = None
    wrong: str = ""
    position: Mapping[str, Any] | None = None


@dataclass(frozen=True)
class Lesson:
    id: str
    game: str
    order: int
    title: str
    source: str
    seats: tuple[str, ...]
    position: Mapping[str, Any]
    steps: tuple[Step, ...]


_LESSON_KEYS = {"id", "game", "order", "title", "source", "seats", "position", "steps"}
_STEP_KEYS = {"text", "expect", "wrong", "position"}


def _text_id(value: Any, where: str) -> str:
    if not isinstance(value, str) or not value:
        raise LessonError(f"{where}: a text id (non-empty string) is required")
    return value


def lesson_from_json(data: Any, where: str = "lesson") -> Lesson:
    """A :class:`Lesson` from its JSON document; LessonError if malformed."""
    if not isinstance(data, dict):
        raise LessonError(f"{where}: a lesson is a JSON object")
    unknown = set(data) - _LESSON_KEYS
    if unknown:
        raise LessonError(f"{where}: unknown field(s) {', '.join(sorted(unknown))}")
    if data.get("game") not in GAME_IDS:
        raise LessonError(f"{where}.game: one of {', '.join(GAME_IDS)}")
    seats = data.get("seats")
    if not isinstance(seats, list) or len(seats) < 2:
        raise LessonError(f"{where}.seats: a list of at least two text ids")
    steps_doc = data.get("steps")
    if not isinstance(steps_doc, list) or not steps_doc:
        raise LessonError(f"{where}.steps: a non-empty list")
    steps = []
    for k, doc in enumerate(steps_doc):
        at = f"{where}.steps[{k}]"
        if not isinstance(doc, dict) or set(doc) - _STEP_KEYS:
            raise LessonError(f"{at}: an object with fields {', '.join(sorted(_STEP_KEYS))}")
        expect = doc.get("expect")
        if expect is not None and not (isinstance(expect, dict) and "type" in expect):
            raise LessonError(f"{at}.expect: an action pattern with a type")
        if expect is not None and not doc.get("wrong"):
            raise LessonError(f"{at}.wrong: a step that waits for a move explains wrong moves")
        position = doc.get("position")
        if position is not None and not isinstance(position, dict):
            raise LessonError(f"{at}.position: an engine state object")
        steps.append(Step(_text_id(doc.get("text"), f"{at}.text"), expect,
                          str(doc.get("wrong") or ""), position))
    if not isinstance(data.get("position"), dict):
        raise LessonError(f"{where}.position: an engine state object")
    order = data.get("order", 0)
    return Lesson(
        id=_text_id(data.get("id"), f"{where}.id"),
        game=data["game"],
        order=order if isinstance(order, int) else 0,
        title=_text_id(data.get("title"), f"{where}.title"),
        source=str(data.get("source", "")),
        seats=tuple(_text_id(s, f"{where}.seats") for s in seats),
        position=data["position"],
        steps=tuple(steps),
    )


def lessons_dir() -> Path:
    from cardtable.resources import asset

    return asset("lessons")


def load_lessons(folder: Path | None = None, game: str | None = None) -> list[Lesson]:
    """Every lesson of ``folder`` (default the shipped ones), by game and order."""
    folder = folder or lessons_dir()
    found = []
    for path in sorted(folder.glob("*.json")):
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise LessonError(f"{path.name}: {exc}") from exc
        lesson = lesson_from_json(data, path.name)
        if game is None or lesson.game == game:
            found.append(lesson)
    found.sort(key=lambda lesson: (GAME_IDS.index(lesson.game), lesson.order, lesson.id))
    return found


# -- matching a move against a step's pattern ---------------------------------------
def _plain_card(card: Any) -> Any:
    return "W" if isinstance(card, str) and card.startswith("W=") else card


def _groups_key(groups: Any) -> list:
    if not isinstance(groups, list):
        return []
    key = []
    for group in groups:
        cards = group.get("cards", []) if isinstance(group, dict) else []
        kind = group.get("kind") if isinstance(group, dict) else None
        key.append((str(kind), sorted(str(_plain_card(c)) for c in cards)))
    return sorted(key)


def matches(pattern: Mapping[str, Any], action_json: Mapping[str, Any]) -> bool:
    """True if the action (as JSON) has every field of ``pattern``."""
    for name, want in pattern.items():
        if name not in action_json:
            return False
        got = action_json[name]
        if name == "groups":
            if _groups_key(want) != _groups_key(got):
                return False
        elif _plain_card(want) != _plain_card(got):
            return False
    return True


def expected_action(rules: Any, state: Any, pattern: Mapping[str, Any]) -> Any:
    """The legal action the pattern asks for ("Show me"), or None.

    A pattern that names a whole action (a particular lay) is read by the
    engine itself, since ``legal_actions`` lists only representative lays.
    """
    try:
        action = rules.action_from_json(dict(pattern))
    except EngineError:
        action = None
    if action is not None and rules.check(state, action) is None:
        return action
    for action in rules.legal_actions(state):
        if matches(pattern, rules.action_to_json(action)):
            return action
    return None


def load_state(rules: Any, position: Mapping[str, Any], where: str) -> Any:
    try:
        return rules.state_from_json(dict(position))
    except EngineError as exc:
        raise LessonError(f"{where}: {exc}") from exc


def validate(lesson: Lesson) -> list[Any]:
    """Play the lesson through the engine; the final state, or LessonError.

    Every position must be a state the engine accepts with seat 0 (the
    learner) to act, and every expected move must be legal where it is asked
    for. Returns the list of states after each step (for tests).
    """
    rules = get_rules(lesson.game)
    state = load_state(rules, lesson.position, f"{lesson.id}.position")
    states = []
    for k, step in enumerate(lesson.steps):
        where = f"{lesson.id}.steps[{k}]"
        if step.position is not None:
            state = load_state(rules, step.position, f"{where}.position")
        if step.expect is not None:
            if rules.current_player(state) != 0:
                raise LessonError(f"{where}: the learner (seat 0) is not to act")
            action = expected_action(rules, state, step.expect)
            if action is None:
                raise LessonError(f"{where}.expect: no legal move matches {dict(step.expect)}")
            state = rules.apply(state, action)
        states.append(state)
    return states


def text_ids(lessons: Sequence[Lesson]) -> set[str]:
    """Every text id the lessons use (each needs a translated text)."""
    ids: set[str] = set()
    for lesson in lessons:
        ids.add(lesson.title)
        ids.update(lesson.seats)
        for step in lesson.steps:
            ids.add(step.text)
            if step.wrong:
                ids.add(step.wrong)
    return ids
