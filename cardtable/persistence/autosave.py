"""The autosave: written after every completed turn, offered again on start.

The controller calls :func:`write_autosave` after each turn. It keeps the
previous autosave as ``NAME.bak``, so even if the newest one were damaged the
game is at most one turn behind. On start the app calls
:func:`find_unfinished_autosave`: it returns the replayed game if one exists
and is not over, else None. A damaged autosave is never deleted by looking
at it; :func:`discard_autosave` removes it when the player declines or the
game is over.

Slots (``"current"`` by default) let several open games autosave side by
side; a slot name is lower-case letters, digits and dashes.
"""

from __future__ import annotations

import contextlib
import logging
import os
import re
from pathlib import Path

from cardtable.persistence.errors import SaveError
from cardtable.persistence.paths import SAVE_SUFFIX, autosave_dir, backup_path
from cardtable.persistence.record import SavedGame
from cardtable.persistence.savefile import LoadedGame, Resolver, load, save

DEFAULT_SLOT = "current"
_SLOT = re.compile(r"[a-z0-9][a-z0-9-]{0,39}")
log = logging.getLogger(__name__)


def autosave_path(slot: str = DEFAULT_SLOT) -> Path:
    """The autosave file of ``slot`` (its folder is made on demand)."""
    if not _SLOT.fullmatch(slot):
        raise ValueError(f"bad autosave slot name {slot!r}")
    return autosave_dir() / f"{slot}{SAVE_SUFFIX}"


def write_autosave(
    saved: SavedGame, slot: str = DEFAULT_SLOT, *, verify: bool = False, resolver: Resolver | None = None
) -> Path:
    """Write the autosave atomically, keeping the previous one as the backup.

    ``verify`` replays the game before writing (costly late in a long game;
    loading checks anyway and falls back to the backup).
    """
    return save(autosave_path(slot), saved, verify=verify, keep_backup=True, resolver=resolver)


def find_unfinished_autosave(slot: str = DEFAULT_SLOT, *, resolver: Resolver | None = None) -> LoadedGame | None:
    """The autosaved game of ``slot`` if there is one that is not over, else None.

    If the newest autosave cannot be loaded the backup (one turn older) is
    tried; nothing on disk is changed.
    """
    path = autosave_path(slot)
    for candidate in (path, backup_path(path)):
        try:
            loaded = load(candidate, resolver=resolver)
        except SaveError as exc:
            if exc.code != "not-found":
                log.warning("autosave %s cannot be resumed: %s", candidate, exc.message)
            continue
        return None if loaded.finished else loaded
    return None


def discard_autosave(slot: str = DEFAULT_SLOT) -> None:
    """Delete the autosave of ``slot`` and its backup (missing files are fine)."""
    path = autosave_path(slot)
    for candidate in (backup_path(path), path):
        with contextlib.suppress(FileNotFoundError):
            os.unlink(candidate)


def autosave_slots() -> list[str]:
    """The slots that have an autosave file, sorted."""
    folder = autosave_dir()
    names = []
    for entry in folder.glob(f"*{SAVE_SUFFIX}"):
        slot = entry.name[: -len(SAVE_SUFFIX)]
        if _SLOT.fullmatch(slot):
            names.append(slot)
    return sorted(names)
