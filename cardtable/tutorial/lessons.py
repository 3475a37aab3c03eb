"""Interactive lessons as data: load them, check them with the engine, match moves.

Why: the "Learn to play" lessons are the booklets' worked examples
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
lesson). A step with ``replay`` (a list of action patterns) shows moves made
by whichever seat is to act, one after another (e.g. the end of a round); a
later ``position`` must then continue that game: its progress (round, dealer,
each player's phase and score, the score sheet) is what the engine made of
the replayed moves, so a lesson cannot show an impossible progression. A step
with ``question`` asks one answer per player about the engine state (e.g.
``{"field": "phase", "choices": [1, 2, 3, 4], "answer": [3, 3, 2, 3]}``:
"who is on which phase now?"); the answers must be what the engine says.
Text ids are translated by ``cardtable.ui.tutorial.texts``.

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
class Question:
    """One answer per player: ``field`` of each player in the engine state's JSON."""

    field: str
    choices: tuple[Any, ...]
    answer: tuple[Any, ...]


@dataclass(frozen=True)
class Step:
    text: str
    expect: Mapping[str, Any] | None = None
    wrong: str = ""
    position: Mapping[str, Any] | None = None
    replay: tuple[Mapping[str, Any], ...] = ()
    question: Question | None = None

    @property
    def waits(self) -> bool:
        """The step waits for the learner: a move or an answer."""
        return self.expect is not None or self.question is not None


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
_STEP_KEYS = {"text", "expect", "wrong", "position", "replay", "question"}


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
        replay = _replay(doc.get("replay"), at)
        question = _question(doc.get("question"), len(seats), at)
        if sum(bool(part) for part in (expect, replay, question)) > 1:
            raise LessonError(f"{at}: one of expect, replay and question per step")
        if (expect is not None or question is not None) and not doc.get("wrong"):
            raise LessonError(f"{at}.wrong: a step that waits for a move or answer explains wrong ones")
        position = doc.get("position")
        if position is not None and not isinstance(position, dict):
            raise LessonError(f"{at}.position: an engine state object")
        steps.append(Step(_text_id(doc.get("text"), f"{at}.text"), expect,
                          str(doc.get("wrong") or ""), position, replay, question))
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


def _replay(doc: Any, at: str) -> tuple[Mapping[str, Any], ...]:
    if doc is None:
        return ()
    if not isinstance(doc, list) or not doc or not all(isinstance(m, dict) and "type" in m for m in doc):
        raise LessonError(f"{at}.replay: a non-empty list of action patterns")
    return tuple(doc)


def _question(doc: Any, players: int, at: str) -> Question | None:
    if doc is None:
        return None
    if not isinstance(doc, dict) or set(doc) != {"field", "choices", "answer"}:
        raise LessonError(f"{at}.question: an object with field, choices and answer")
    field, choices, answer = doc["field"], doc["choices"], doc["answer"]
    if not isinstance(field, str) or not isinstance(choices, list) or len(choices) < 2:
        raise LessonError(f"{at}.question: a field name and at least two choices")
    if not isinstance(answer, list) or len(answer) != players or any(a not in choices for a in answer):
        raise LessonError(f"{at}.question.answer: one of the choices for each of the {players} seats")
    return Question(field, tuple(choices), tuple(answer))


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


def next_lesson(lessons: Sequence[Lesson], current: Lesson) -> Lesson | None:
    """The lesson after ``current`` of the same game in ``lessons`` (as
    ``load_lessons`` orders them), or None: ``current`` was its game's last."""
    same = [lesson for lesson in lessons if lesson.game == current.game]
    ids = [lesson.id for lesson in same]
    if current.id not in ids:
        return None
    index = ids.index(current.id)
    return same[index + 1] if index + 1 < len(same) else None


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


# What a later position must take over from the replayed game, and the rule
# that decides it (checked by comparing with the engine's own next state).
_CARRIED = {"options": "", "round": "P10-3", "dealer": "P10-3", "history": "P10-23",
            "tiebreak": "P10-25", "winners": "P10-25"}
_CARRIED_PER_PLAYER = {"phase": "P10-24", "score": "P10-23", "active": "P10-25"}


def check_continues(rules: Any, replayed: Any, written: Any, where: str) -> None:
    """LessonError unless ``written`` carries on the game ``replayed`` left.

    Whatever the engine decided at the end of the replayed moves (the round,
    the dealer, every player's phase and score, the score sheet) must be the
    same in the next written position: a player who completed the phase is
    on the next one, one who did not stays, whoever went out.
    """
    made, shown = rules.state_to_json(replayed), rules.state_to_json(written)
    for key, rule in _CARRIED.items():
        if key in made and made.get(key) != shown.get(key):
            raise LessonError(f"{where}: {key} is {shown.get(key)!r}, but after the replayed moves "
                              f"the engine has {made[key]!r}" + (f" ({rule})" if rule else ""))
    made_players, shown_players = made.get("players", []), shown.get("players", [])
    if len(made_players) != len(shown_players):
        raise LessonError(f"{where}: {len(shown_players)} players, the replayed game has {len(made_players)}")
    for seat, (engine, lesson) in enumerate(zip(made_players, shown_players, strict=True)):
        for key, rule in _CARRIED_PER_PLAYER.items():
            if key in engine and engine[key] != lesson.get(key):
                raise LessonError(f"{where}: players[{seat}].{key} is {lesson.get(key)!r}, but after "
                                  f"the replayed moves the engine has {engine[key]!r} ({rule})")


def _play_replay(rules: Any, state: Any, step: Step, where: str) -> Any:
    for j, pattern in enumerate(step.replay):
        action = expected_action(rules, state, pattern)
        if action is None:
            raise LessonError(f"{where}.replay[{j}]: no legal move matches {dict(pattern)}")
        state = rules.apply(state, action)
    return state


def question_values(rules: Any, state: Any, question: Question) -> list[Any]:
    """The true answers: each player's ``question.field`` in the engine state."""
    players = rules.state_to_json(state).get("players", [])
    return [player.get(question.field) for player in players]


def validate(lesson: Lesson) -> list[Any]:
    """Play the lesson through the engine; the final state, or LessonError.

    Every position must be a state the engine accepts with seat 0 (the
    learner) to act where a move is asked, every expected or replayed move
    must be legal where it is made, a position after a replay must continue
    the replayed game (:func:`check_continues`) and every question's answer
    must be the engine's. Returns the list of states after each step (for tests).
    """
    rules = get_rules(lesson.game)
    state = load_state(rules, lesson.position, f"{lesson.id}.position")
    states = []
    replayed = None  # the game a replay left, until a position continues it
    for k, step in enumerate(lesson.steps):
        where = f"{lesson.id}.steps[{k}]"
        if step.position is not None:
            state = load_state(rules, step.position, f"{where}.position")
            if replayed is not None:
                check_continues(rules, replayed, state, f"{where}.position")
                replayed = None
        if step.expect is not None:
            if rules.current_player(state) != 0:
                raise LessonError(f"{where}: the learner (seat 0) is not to act")
            action = expected_action(rules, state, step.expect)
            if action is None:
                raise LessonError(f"{where}.expect: no legal move matches {dict(step.expect)}")
            state = rules.apply(state, action)
        if step.replay:
            state = replayed = _play_replay(rules, state, step, where)
        if step.question is not None:
            truth = question_values(rules, state, step.question)
            if list(step.question.answer) != truth:
                raise LessonError(f"{where}.question.answer: {list(step.question.answer)}, but the "
                                  f"engine has {step.question.field} {truth}")
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
