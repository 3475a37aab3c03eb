"""The saved-game record and its JSON form (structure only, no replay).

A save holds everything needed to rebuild the game exactly: the engine's
options and the seed (``new_game(options, seed)`` deals the same cards on
every machine), the action log, and a snapshot of the current state that
loading checks against the replayed log. Seats say who plays: a name, a
human or a computer, and the computer's level.

File layout (``schema_version`` 2; see ``migrations`` for older files)::

    {"format": "cardtable-save", "schema_version": 2, "app_version": "0.1.0",
     "game": "phase10", "title": null,
     "created": "2024-05-01T19:30:00Z", "modified": "2024-05-01T21:02:11Z",
     "seed": 123456789, "options": {...engine options JSON...},
     "seats": [{"name": "Anna", "kind": "human", "level": null},
               {"name": "Computer 1", "kind": "computer", "level": "medium"}],
     "actions": [{...engine action JSON...}, ...],
     "state": {...engine state JSON...}}
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from cardtable import __version__
from cardtable.persistence.errors import SaveError, short
from cardtable.persistence.migrations import SCHEMA_VERSION
from cardtable.seats import Seat, clean_text, seat_problem

FORMAT_MARK = "cardtable-save"
MAX_TITLE_LENGTH = 200
MAX_SEATS = 16
SEED_LIMIT = 2**64  # seeds are integers with abs(seed) < SEED_LIMIT


def now_utc() -> str:
    """The current time as the files write it: ISO 8601 in UTC, to the second."""
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def seat_from_json(data: Any, index: int = 0) -> Seat:
    """A seat of the file, or SaveError("bad-seats") naming what is wrong."""
    if not isinstance(data, dict):
        raise SaveError("bad-seats", reason=f"seat {index} is not an object")
    unknown = set(data) - {"name", "kind", "level"}
    if unknown:
        raise SaveError("bad-seats", reason=f"seat {index} has unknown fields {short(sorted(unknown), 80)}")
    name, kind, level = data.get("name"), data.get("kind"), data.get("level")
    problem = seat_problem(name, kind, level)
    if problem:
        raise SaveError("bad-seats", reason=f"seat {index}: {problem}")
    assert isinstance(name, str) and isinstance(kind, str), "seat_problem checked both are text"
    return Seat(name, kind, level)


@dataclass(frozen=True)
class SavedGame:
    """Everything a save file holds, as plain JSON values (engine-independent)."""

    game: str
    options: dict[str, Any]
    seed: int
    seats: tuple[Seat, ...]
    actions: tuple[dict[str, Any], ...]
    state: dict[str, Any]
    created: str = field(default_factory=now_utc)
    modified: str = field(default_factory=now_utc)
    title: str | None = None
    app_version: str = __version__
    schema_version: int = SCHEMA_VERSION

    @classmethod
    def from_game(
        cls,
        rules: Any,
        options: Any,
        seed: int,
        seats: Iterable[Seat],
        actions: Iterable[Any],
        state: Any,
        *,
        title: str | None = None,
        created: str | None = None,
    ) -> SavedGame:
        """A record of a live game from engine objects (``modified`` is now)."""
        stamp = now_utc()
        return cls(
            game=rules.game_id,
            options=_plain(rules.options_to_json(options)),
            seed=seed,
            seats=tuple(seats),
            actions=tuple(_plain(rules.action_to_json(a)) for a in actions),
            state=_plain(rules.state_to_json(state)),
            created=created or stamp,
            modified=stamp,
            title=title,
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT_MARK,
            "schema_version": self.schema_version,
            "app_version": self.app_version,
            "game": self.game,
            "title": self.title,
            "created": self.created,
            "modified": self.modified,
            "seed": self.seed,
            "options": self.options,
            "seats": [seat.to_json() for seat in self.seats],
            "actions": list(self.actions),
            "state": self.state,
        }

    @classmethod
    def from_json(cls, doc: Mapping[str, Any]) -> SavedGame:
        """Check the structure of a current-version document (no engine involved)."""
        if doc.get("format") != FORMAT_MARK:
            raise SaveError("not-a-save")
        game = doc.get("game")
        if not isinstance(game, str) or not game:
            raise SaveError("bad-field", field="game", reason="must be a non-empty text")
        app_version = _text(doc, "app_version", 40)
        title = doc.get("title")
        if title is not None and (
            not isinstance(title, str) or len(title) > MAX_TITLE_LENGTH or not clean_text(title)
        ):
            raise SaveError("bad-field", field="title", reason=f"must be a text of at most {MAX_TITLE_LENGTH} characters")
        created, modified = _stamp(doc, "created"), _stamp(doc, "modified")
        seed = doc.get("seed")
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise SaveError("bad-seed", reason="the seed must be a whole number")
        if not -SEED_LIMIT < seed < SEED_LIMIT:
            raise SaveError("bad-seed", reason="the seed is out of range")
        options = _object(doc, "options")
        state = _object(doc, "state")
        seats_doc = doc.get("seats")
        if not isinstance(seats_doc, list) or not 1 <= len(seats_doc) <= MAX_SEATS:
            raise SaveError("bad-seats", reason=f"seats must be a list of 1 to {MAX_SEATS} seats")
        seats = tuple(seat_from_json(item, i) for i, item in enumerate(seats_doc))
        actions = doc.get("actions")
        if not isinstance(actions, list):
            raise SaveError("bad-field", field="actions", reason="must be a list")
        for index, action in enumerate(actions):
            if not isinstance(action, dict):
                raise SaveError("bad-action", index=index, reason="not an object")
        return cls(game, options, seed, seats, tuple(actions), state, created, modified, title, app_version)

    def replace(self, **changes: Any) -> SavedGame:
        """A copy with some fields changed (e.g. ``title``)."""
        return dataclasses.replace(self, **changes)


def _plain(value: Any) -> Any:
    """Engine JSON as the file will hold it (tuples become lists, keys strings)."""
    return json.loads(json.dumps(value, allow_nan=False))


def _text(doc: Mapping[str, Any], name: str, limit: int) -> str:
    value = doc.get(name)
    if not isinstance(value, str) or len(value) > limit:
        raise SaveError("bad-field", field=name, reason=f"must be a text of at most {limit} characters")
    return value


def _stamp(doc: Mapping[str, Any], name: str) -> str:
    value = _text(doc, name, 40)
    try:
        datetime.fromisoformat(value)
    except ValueError as exc:
        raise SaveError("bad-field", field=name, reason="must be a date and time (ISO 8601)") from exc
    return value


def _object(doc: Mapping[str, Any], name: str) -> dict[str, Any]:
    value = doc.get(name)
    if not isinstance(value, dict):
        raise SaveError("bad-field", field=name, reason="must be an object")
    return value
