"""At start: the unfinished autosaved games, and unreadable autosaves kept aside.

:func:`scan_autosaves` looks at every autosave slot that no running copy of
the app holds (see :mod:`cardtable.persistence.slot_lock`). A slot whose game
is unfinished is returned with its lock held, newest first (the start page
lists them; nothing is asked at start). A finished game is never listed: the app keeps
its autosave until the game is in the history, so one found here was left
by an app stopped in between; ``record`` puts it in the history (a game
already there is not written twice) and only then is the slot deleted. If
it cannot be recorded (or no ``record`` is given) the file stays. An autosave
that cannot be read is never deleted or overwritten: it is moved to
``<data>/recovered/`` with a time stamp in its name, so it can be sent in a
bug report, and the scan says so; the one-turn-older backup is tried next.
If a damaged file cannot be moved, its slot is left alone (never resumed,
so never overwritten).
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from cardtable.persistence.autosave import (
    autosave_path,
    autosave_slots,
    discard_autosave,
    lock_path,
)
from cardtable.persistence.errors import SaveError
from cardtable.persistence.paths import backup_path, data_dir
from cardtable.persistence.savefile import LoadedGame, Resolver, load
from cardtable.persistence.slot_lock import SlotLock

RECOVERED = "recovered"
log = logging.getLogger(__name__)

#: puts a finished game in the history; True once it is there (now or before)
Recorder = Callable[[LoadedGame], bool]


@dataclass
class Unfinished:
    """An unfinished autosaved game; ``lock`` holds its slot until released."""

    slot: str
    loaded: LoadedGame
    lock: SlotLock


@dataclass(frozen=True)
class Unreadable:
    """An autosave that could not be read: where it was, why, where it is kept."""

    original: Path
    error: SaveError
    kept: Path | None  # None: it could not be moved and stays where it was


@dataclass
class AutosaveScan:
    unfinished: list[Unfinished] = field(default_factory=list)  # newest first
    unreadable: list[Unreadable] = field(default_factory=list)

    def release(self) -> None:
        """Let go of every slot still held (the games stay on disk)."""
        for item in self.unfinished:
            item.lock.release()


def recovered_dir() -> Path:
    """Where unreadable autosaves are kept (made on demand)."""
    path = data_dir() / RECOVERED
    path.mkdir(exist_ok=True)
    return path


def keep_aside(path: Path, when: datetime | None = None) -> Path:
    """Move ``path`` into :func:`recovered_dir` under a time-stamped name; OSError/SaveError."""
    stamp = f"{when or datetime.now():%Y%m%d-%H%M%S}"
    folder = recovered_dir()
    target = folder / f"{path.name}.{stamp}"
    number = 2
    while target.exists():
        target = folder / f"{path.name}.{stamp}-{number}"
        number += 1
    os.replace(path, target)
    return target


def scan_autosaves(*, resolver: Resolver | None = None, record: Recorder | None = None) -> AutosaveScan:
    """Every unfinished autosave no other running copy holds; SaveError if the folder is unusable.

    Finished ones are recorded with ``record`` and then deleted (see the module docstring).
    """
    scan = AutosaveScan()
    for slot in autosave_slots():
        lock = SlotLock(lock_path(slot))
        try:
            if not lock.acquire():
                continue  # another open window plays this game
        except SaveError as exc:  # e.g. a read-only folder: nobody can write it anyway
            log.warning("autosave slot %s cannot be locked: %s", slot, exc.message)
        loaded = _check_slot(slot, scan, resolver, record)
        if loaded is None:
            lock.release()
        else:
            scan.unfinished.append(Unfinished(slot, loaded, lock))
    scan.unfinished.sort(key=lambda item: (item.loaded.saved.modified, item.slot), reverse=True)
    return scan


def _check_slot(slot: str, scan: AutosaveScan, resolver: Resolver | None,
                record: Recorder | None) -> LoadedGame | None:
    path = autosave_path(slot)
    for candidate in (path, backup_path(path)):
        try:
            loaded = load(candidate, resolver=resolver)
        except SaveError as exc:
            if exc.code == "not-found":
                continue
            log.warning("autosave %s cannot be resumed: %s", candidate, exc.message)
            try:
                kept: Path | None = keep_aside(candidate)
            except (OSError, SaveError) as move_error:
                log.warning("could not keep %s aside: %s", candidate, move_error)
                kept = None
            scan.unreadable.append(Unreadable(candidate, exc, kept))
            if kept is None:
                return None  # resuming would overwrite a file nobody could read
            continue
        if loaded.finished:
            _settle_finished(slot, loaded, record)
            return None
        return loaded
    return None


def _settle_finished(slot: str, loaded: LoadedGame, record: Recorder | None) -> None:
    """A finished game's autosave: into the history first, then deleted."""
    try:
        recorded = record is not None and record(loaded)
    except Exception:  # the history must never stop the start
        log.exception("finished autosave %s could not be recorded", slot)
        recorded = False
    if not recorded:
        log.warning("finished autosave %s stays until it is in the history", slot)
        return
    try:
        discard_autosave(slot)
    except SaveError as exc:
        log.warning("finished autosave %s stays: %s", slot, exc.message)
