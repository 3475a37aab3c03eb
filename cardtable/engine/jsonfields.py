"""Readers for hand-written JSON shared by both engines' ``state_from_json``.

Each checks one value and raises :class:`InvalidState` naming the place
(``path``) and what is wrong, so a person editing a position by hand learns
exactly which field to fix.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from cardtable.engine.api import InvalidState


def fields(data: Any, path: str, known: Iterable[str], required: Iterable[str] = ()) -> Mapping:
    """``data`` as an object holding only ``known`` fields and every ``required`` one."""
    if not isinstance(data, Mapping):
        raise InvalidState("must be a JSON object", path)
    known = set(known)
    unknown = sorted(str(k) for k in data if k not in known)
    if unknown:
        raise InvalidState(
            f"unknown field(s) {', '.join(unknown)}; known fields: {', '.join(sorted(known))}", path
        )
    for name in required:
        if name not in data:
            raise InvalidState(f"missing field {name!r}", path)
    return data


def whole(value: Any, path: str, low: int | None = None, high: int | None = None) -> int:
    """A whole number (not a boolean) within ``low``..``high``."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise InvalidState(f"must be a whole number, got {value!r}"[:200], path)
    if low is not None and high is not None and not low <= value <= high:
        raise InvalidState(f"must be between {low} and {high}, not {value}", path)
    if low is not None and value < low:
        raise InvalidState(f"must be at least {low}, not {value}", path)
    if high is not None and value > high:
        raise InvalidState(f"must be at most {high}, not {value}", path)
    return value


def json_list(value: Any, path: str, most: int | None = None, what: str = "entries") -> list:
    """A list (of at most ``most`` entries)."""
    if not isinstance(value, list | tuple):
        raise InvalidState(f"must be a list, got {type(value).__name__}", path)
    if most is not None and len(value) > most:
        raise InvalidState(f"at most {most} {what}, found {len(value)}", path)
    return list(value)
