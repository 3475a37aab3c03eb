"""Reading files of older format versions: one migration step per version.

A later release that changes the file format raises :data:`SCHEMA_VERSION`
and registers a function that turns a document of the old version N into
version N+1::

    @migration(1)
    def _v1_to_v2(doc):
        doc["title"] = doc.pop("name", None)
        return doc

The step need not set ``schema_version``; :func:`migrate` does.
On load, the steps run in order (N -> N+1 -> ... -> current) on a copy of the
document before any other check; a missing step is ``old-version``, a failing
one ``migration-failed``. Files are never rewritten by loading.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

from cardtable.persistence.errors import SaveError, short

SCHEMA_VERSION = 2

Migration = Callable[[dict[str, Any]], dict[str, Any]]
MIGRATIONS: dict[int, Migration] = {}


def migration(from_version: int) -> Callable[[Migration], Migration]:
    """Register ``func`` as the step from ``from_version`` to ``from_version + 1``."""

    def register(func: Migration) -> Migration:
        if from_version in MIGRATIONS:
            raise ValueError(f"a migration from version {from_version} exists already")
        MIGRATIONS[from_version] = func
        return func

    return register


def read_version(doc: dict[str, Any], current: int | None = None) -> int:
    """The schema_version of a document, or the matching SaveError
    (``current``: the newest version known, default :data:`SCHEMA_VERSION`)."""
    supported = SCHEMA_VERSION if current is None else current
    if "schema_version" not in doc:
        raise SaveError("no-version")
    version = doc["schema_version"]
    if isinstance(version, bool) or not isinstance(version, int) or version < 0:
        raise SaveError("bad-version", value=short(repr(version), 40))
    if version > supported:
        raise SaveError("future-version", version=version, supported=supported)
    return version


def migrate(doc: dict[str, Any], *, target: int | None = None,
            steps: dict[int, Migration] | None = None) -> dict[str, Any]:
    """``doc`` brought to :data:`SCHEMA_VERSION` (a new dict; ``doc`` is not changed).
    Another kind of file (the score keeper's) passes its own ``target``
    version and ``steps``."""
    target = SCHEMA_VERSION if target is None else target
    steps = MIGRATIONS if steps is None else steps
    version = read_version(doc, target)
    if version == target:
        return doc
    current = copy.deepcopy(doc)
    while version < target:
        step = steps.get(version)
        if step is None:
            raise SaveError("old-version", version=version)
        try:
            current = step(current)
        except SaveError:
            raise
        except Exception as exc:  # a migration must not crash the app
            raise SaveError("migration-failed", version=version, reason=short(exc)) from exc
        if not isinstance(current, dict):
            raise SaveError("migration-failed", version=version, reason="the step did not return an object")
        version += 1
        current["schema_version"] = version
    return current


@migration(1)
def _v1_to_v2(doc: dict[str, Any]) -> dict[str, Any]:
    """Schema 2 spells every event kind with underscores in both games: the
    Skip-Bo event ``game-over`` of schema 1 became ``game_over``."""
    state = doc.get("state")
    if doc.get("game") == "skipbo" and isinstance(state, dict) and isinstance(state.get("last_events"), list):
        for event in state["last_events"]:
            if isinstance(event, dict) and event.get("kind") == "game-over":
                event["kind"] = "game_over"
    return doc
