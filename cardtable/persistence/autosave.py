"""The autosave: written after every completed turn, offered again on start.

The controller calls :func:`write_autosave` after each turn. It keeps the
previous autosave as ``NAME.bak``, so even if the newest one were damaged the
game is at most one turn behind. The start page calls
:func:`find_unfinished_autosave`: it returns the replayed game if one exists
and is not over, else None. A damaged autosave is never deleted by looking
at it; :func:`discard_autosave` removes it when the player deletes the game
(and confirms), or once a finished game is in the history (the last autosave holds the
finished game until then, so a kill in between loses nothing).

Every open game has its own slot (:class:`AutosaveSlot`, named by a random
game id such as ``game-3f9c0a1b2d4e``) and holds an OS lock on it while it is
open (:mod:`cardtable.persistence.slot_lock`), so two running copies of the
app never replace each other's game. ``"current"`` is the slot of older
versions and of callers that name none; a slot name is lower-case letters,
digits and dashes. :mod:`cardtable.persistence.resume` lists the unfinished
slots at start.
"""

from __future__ import annotations

import contextlib
import logging
import os
import re
import secrets
from pathlib import Path

from cardtable.persistence.errors import SaveError, short
from cardtable.persistence.paths import BACKUP_SUFFIX, SAVE_SUFFIX, autosave_dir, backup_path
from cardtable.persistence.record import SavedGame
from cardtable.persistence.savefile import LoadedGame, Resolver, load, save
from cardtable.persistence.slot_lock import SlotLock

DEFAULT_SLOT = "current"
_SLOT = re.compile(r"[a-z0-9][a-z0-9-]{0,39}")
log = logging.getLogger(__name__)


def autosave_path(slot: str = DEFAULT_SLOT) -> Path:
    """The autosave file of ``slot`` (its folder is made on demand)."""
    if not _SLOT.fullmatch(slot):
        raise ValueError(f"bad autosave slot name {slot!r}")
    return autosave_dir() / f"{slot}{SAVE_SUFFIX}"


def lock_path(slot: str) -> Path:
    """The lock file of ``slot`` (beside its autosave)."""
    return autosave_path(slot).with_suffix(".lock")


def new_slot_name() -> str:
    """A fresh slot name for a new game (a random id: no two games share one)."""
    return f"game-{secrets.token_hex(6)}"


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
    """Delete the autosave of ``slot`` and its backup (missing files are fine).

    SaveError("delete-failed") if the OS refuses (e.g. a read-only folder);
    the files are then left as they were.
    """
    path = autosave_path(slot)
    for candidate in (backup_path(path), path):
        try:
            os.unlink(candidate)
        except FileNotFoundError:
            continue
        except OSError as exc:
            raise SaveError("delete-failed", path=str(candidate), reason=short(exc.strerror or exc)) from exc
    with contextlib.suppress(OSError):  # the slot is gone; a stale lock file would only linger
        os.unlink(lock_path(slot))


class AutosaveSlot:
    """The autosave of one open game: its slot name and the lock it holds.

    The lock is taken at the first write (or handed over by the resume scan)
    and kept until :meth:`close`. Should another game hold the slot, this
    game moves to a fresh slot instead of replacing the other one's file.
    """

    def __init__(self, name: str | None = None, lock: SlotLock | None = None) -> None:
        self.name = name or new_slot_name()
        self._lock = lock  # made at the first write: the folder may be unusable now

    def write(self, saved: SavedGame, *, resolver: Resolver | None = None) -> Path:
        """Write this game's autosave; SaveError if it cannot be written."""
        if self._lock is None:
            self._lock = SlotLock(lock_path(self.name))
        while not self._lock.acquire():
            log.warning("autosave slot %s is held by another game; using a new one", self.name)
            self.name = new_slot_name()
            self._lock = SlotLock(lock_path(self.name))
        return write_autosave(saved, self.name, resolver=resolver)

    def discard(self) -> None:
        """Delete this game's autosave (the game is over); SaveError("delete-failed")."""
        discard_autosave(self.name)

    def close(self) -> None:
        """The game is closed: let other windows resume it later."""
        if self._lock is not None:
            self._lock.release()


def autosave_slots() -> list[str]:
    """The slots that have an autosave file or only its backup (the newest
    file was unreadable and kept aside: the game goes on one turn earlier), sorted."""
    folder = autosave_dir()
    names = set()
    for suffix in (SAVE_SUFFIX, SAVE_SUFFIX + BACKUP_SUFFIX):
        for entry in folder.glob(f"*{suffix}"):
            slot = entry.name[: -len(suffix)]
            if _SLOT.fullmatch(slot):
                names.add(slot)
    return sorted(names)
