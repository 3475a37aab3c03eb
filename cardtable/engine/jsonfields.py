"""Readers for hand-written JSON shared by both engines (options, actions, states).

Each checks one value and raises :class:`InvalidState` (or, for action
documents, :class:`InvalidAction`: pass ``error=InvalidAction``) naming the
place (``path``) and what is wrong, so a person editing a position by hand
learns exactly which field to fix. Both engines parse options, actions,
events and states with these functions only, so the same mistake gets the
same message in either game.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, TypeVar

from cardtable.engine.api import EngineError, InvalidAction, InvalidState

ErrorType = type[InvalidState] | type[InvalidAction]
T = TypeVar("T")


def fail(error: ErrorType, message: str, path: str) -> EngineError:
    """The error of type ``error`` for ``message`` at ``path`` (to be raised)."""
    if error is InvalidState:
        return InvalidState(message, path)
    return error(f"{path}: {message}" if path else message)


def fields(
    data: Any,
    path: str,
    known: Iterable[str],
    required: Iterable[str] = (),
    error: ErrorType = InvalidState,
) -> Mapping[str, Any]:
    """``data`` as an object holding only ``known`` fields and every ``required`` one."""
    if not isinstance(data, Mapping):
        raise fail(error, "must be a JSON object", path)
    known = set(known)
    unknown = sorted(str(k) for k in data if k not in known)
    if unknown:
        raise fail(
            error, f"unknown field(s) {', '.join(unknown)}; known fields: {', '.join(sorted(known))}", path
        )
    for name in required:
        if name not in data:
            raise fail(error, f"missing field {name!r}", path)
    return data


def whole(
    value: Any,
    path: str,
    low: int | None = None,
    high: int | None = None,
    error: ErrorType = InvalidState,
) -> int:
    """A whole number (not a boolean) within ``low``..``high``."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise fail(error, f"must be a whole number, got {value!r}"[:200], path)
    if low is not None and high is not None and not low <= value <= high:
        raise fail(error, f"must be between {low} and {high}, not {value}", path)
    if low is not None and value < low:
        raise fail(error, f"must be at least {low}, not {value}", path)
    if high is not None and value > high:
        raise fail(error, f"must be at most {high}, not {value}", path)
    return value


def flag(value: Any, path: str, error: ErrorType = InvalidState) -> bool:
    """``true`` or ``false`` (not 0 or 1)."""
    if not isinstance(value, bool):
        raise fail(error, f"must be true or false, got {value!r}"[:200], path)
    return value


def choice(value: Any, path: str, allowed: Sequence[str], error: ErrorType = InvalidState) -> str:
    """One of the words ``allowed``."""
    if not isinstance(value, str) or value not in allowed:
        raise fail(error, f"must be one of {', '.join(allowed)}, not {value!r}"[:200], path)
    return value


def json_list(value: Any, path: str, most: int | None = None, what: str = "entries") -> list[Any]:
    """A list (of at most ``most`` entries)."""
    if not isinstance(value, list | tuple):
        raise InvalidState(f"must be a list, got {type(value).__name__}", path)
    if most is not None and len(value) > most:
        raise InvalidState(f"at most {most} {what}, found {len(value)}", path)
    return list(value)


def strictly(read: Callable[[Any], T], data: Any, what: str) -> T:
    """``read(data)`` for a document from outside (a file, the network): any
    problem is an :class:`EngineError`; a document nested too deeply or too
    large, or a reader's own bug, becomes an InvalidState naming ``what``
    rather than another exception."""
    try:
        return read(data)
    except EngineError:
        raise
    except (RecursionError, MemoryError):
        raise InvalidState(f"the {what} is nested too deeply or too large", what) from None
    except Exception as exc:  # a reader bug must not crash a window on a hostile document
        raise InvalidState(f"unreadable {what}: {type(exc).__name__}", what) from None

