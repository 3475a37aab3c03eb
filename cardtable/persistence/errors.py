"""The one error type of saved games, with a machine code the UI translates.

Every problem with a save file, whether reading or writing, is a
:class:`SaveError` carrying a short ``code`` and ``params``; ``message`` is
the English sentence for logs and the command line. The UI never shows
``message`` to a player: it looks ``code`` up in its own translated table and
fills in ``params``. The codes (and their params) are:

Reading a file (``load``):
    ``not-found``        (path) no such file
    ``is-directory``     (path) the path is a folder
    ``not-a-file``       (path) a device, pipe or socket, not a regular file
    ``unreadable``       (path, reason) permission denied or another OS error
    ``too-large``        (path, size, limit) larger than the size limit
    ``empty``            (path) zero bytes, or only white space
    ``not-utf8``         (position) bytes that are not UTF-8 text
    ``truncated``        (position) the JSON stops in the middle
    ``not-json``         (position, reason) not JSON text
    ``too-deep``         (limit) nesting deeper than any save needs
    ``not-an-object``    the JSON is not an object
    ``not-a-save``       a JSON object without the cardtable save marker
Versions:
    ``no-version``       schema_version is missing
    ``bad-version``      (value) schema_version is not a positive integer
    ``future-version``   (version, supported) written by a newer app
    ``old-version``      (version) too old, no migration exists
    ``migration-failed`` (version, reason) a migration step failed
Content:
    ``bad-field``        (field, reason) a field is missing or has a wrong type
    ``unknown-game``     (game) no engine for that game id
    ``bad-options``      (reason) the engine refuses the options
    ``bad-seed``         (reason) the seed is not an integer in range
    ``bad-seats``        (reason) names, kinds, levels or number of seats
    ``impossible-state`` (reason) the engine refuses the state snapshot
    ``log-too-long``     (count, limit) more actions than any game has
    ``bad-action``       (index, reason) an action in the log is malformed
    ``illegal-action``   (index, rule, reason) the log does not replay
    ``bad-round``        (index, rule, reason) a score keeper file's round
                         breaks a rule (the file was changed or damaged)
    ``replay-mismatch``  (actions) the replayed game differs from the snapshot
    ``engine-error``     (reason) the engine failed unexpectedly (a bug)
Writing a file (``save``, autosave, recent files):
    ``write-failed``     (path, reason) the OS refused the write; the old
                         file is untouched
    ``data-dir-unavailable`` (path, reason) the data folder cannot be created
    ``delete-failed``    (path, reason) an autosave could not be deleted; it
                         stays on disk
"""

from __future__ import annotations

from typing import Any

MESSAGES: dict[str, str] = {
    "not-found": "The file {path} does not exist.",
    "is-directory": "{path} is a folder, not a saved game.",
    "not-a-file": "{path} is not a regular file.",
    "unreadable": "The file {path} cannot be read: {reason}",
    "too-large": "The file {path} is too large ({size} bytes; at most {limit}).",
    "empty": "The file {path} is empty.",
    "not-utf8": "The file is not UTF-8 text (byte {position}).",
    "truncated": "The file ends too early (at character {position}); it is incomplete.",
    "not-json": "The file is not valid JSON (at character {position}): {reason}",
    "too-deep": "The file is nested more than {limit} levels deep.",
    "not-an-object": "The file does not hold a JSON object.",
    "not-a-save": "The file is not a cardtable saved game.",
    "no-version": "The file has no schema_version.",
    "bad-version": "The schema_version {value} is not a positive whole number.",
    "future-version": "The file was saved by a newer version (format {version}; this app reads up to {supported}).",
    "old-version": "The file format {version} is too old to be read.",
    "migration-failed": "The file of format {version} could not be converted: {reason}",
    "bad-field": "The field {field} is wrong: {reason}",
    "unknown-game": "The game {game} is unknown.",
    "bad-options": "The game options are wrong: {reason}",
    "bad-seed": "The seed is wrong: {reason}",
    "bad-seats": "The seats are wrong: {reason}",
    "impossible-state": "The saved position cannot exist: {reason}",
    "log-too-long": "The move list is too long ({count} moves; at most {limit}).",
    "bad-action": "Move {index} of the saved game is malformed: {reason}",
    "illegal-action": "Move {index} of the saved game is not allowed (rule {rule}): {reason}",
    "bad-round": "Round {index} of the score sheet is not allowed (rule {rule}): {reason}",
    "replay-mismatch": "Replaying the {actions} saved moves does not give the saved position; the file was changed or damaged.",
    "engine-error": "The game engine failed on this file: {reason}",
    "write-failed": "The file {path} could not be written: {reason}",
    "data-dir-unavailable": "The data folder {path} cannot be used: {reason}",
    "delete-failed": "The file {path} could not be deleted: {reason}",
}

CODES: frozenset[str] = frozenset(MESSAGES)


class SaveError(Exception):
    """A save file problem: ``code`` (one of :data:`CODES`), ``params``, ``message``."""

    def __init__(self, code: str, **params: Any) -> None:
        if code not in MESSAGES:
            raise ValueError(f"unknown SaveError code {code!r}")
        self.code = code
        self.params: dict[str, Any] = params
        try:
            message = MESSAGES[code].format(**params)
        except (KeyError, IndexError):
            message = f"{MESSAGES[code]} {params!r}"
        self.message = message
        super().__init__(message)

    def __repr__(self) -> str:
        return f"SaveError({self.code!r}, {self.params!r})"


def short(value: object, limit: int = 200) -> str:
    """``str(value)`` cut to ``limit`` characters, for messages about hostile input."""
    text = str(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"
