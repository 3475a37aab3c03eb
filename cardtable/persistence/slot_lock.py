"""An OS lock per autosave slot, so two running copies never share one game.

Every open game holds an exclusive, non-blocking lock on ``<slot>.lock``
beside its autosave for as long as it is open (``fcntl.flock`` on POSIX,
``msvcrt.locking`` on Windows). The operating system drops the lock when the
process ends, so a copy that crashed never blocks anyone: the lock file it
leaves behind means nothing by itself. Locks are per open file, so two
windows in one process exclude each other too.

:meth:`SlotLock.probe` tells the three answers apart: the lock is held now,
another window holds it (``BUSY``), or it cannot be taken at all (a
read-only data folder without a lock file: nobody can write that slot, so
its game is listed and opened, never taken for one another window plays).
"""

from __future__ import annotations

import contextlib
import errno
import os
from enum import Enum
from pathlib import Path

from cardtable.persistence.errors import SaveError, short

try:  # POSIX
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]
    import msvcrt

_BUSY = {errno.EAGAIN, errno.EACCES, errno.EWOULDBLOCK, getattr(errno, "EDEADLK", errno.EAGAIN)}


class LockState(Enum):
    """What :meth:`SlotLock.probe` found."""

    HELD = "held"  # this object holds the lock now
    BUSY = "busy"  # another open window holds it
    UNAVAILABLE = "unavailable"  # it cannot be taken: the folder cannot be written


class SlotLock:
    """The lock of one slot file; :meth:`acquire` never waits."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        self._fd: int | None = None

    @property
    def held(self) -> bool:
        return self._fd is not None

    def acquire(self) -> bool:
        """True when this object holds the lock now, False if another game does.

        SaveError("write-failed") when the lock file can be neither made nor
        opened (e.g. the folder is missing or unreadable).
        """
        if self._fd is not None:
            return True
        for _attempt in range(5):
            fd = self._open()
            try:
                locked = _try_lock(fd)
            except SaveError:
                os.close(fd)
                raise
            if not locked:
                os.close(fd)
                return False
            if _same_file(fd, self.path):
                self._fd = fd
                return True
            os.close(fd)  # the file was removed (slot discarded) meanwhile: lock the new one
        return False

    def probe(self) -> tuple[LockState, SaveError | None]:
        """Try to take the lock: HELD, BUSY, or UNAVAILABLE with the reason."""
        try:
            return (LockState.HELD if self.acquire() else LockState.BUSY), None
        except SaveError as exc:
            return LockState.UNAVAILABLE, exc

    def release(self) -> None:
        """Let the slot go (the lock file stays; it is harmless)."""
        fd, self._fd = self._fd, None
        if fd is not None:
            with contextlib.suppress(OSError):
                _unlock(fd)
            with contextlib.suppress(OSError):
                os.close(fd)

    def _open(self) -> int:
        try:
            return os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        except OSError as exc:
            try:  # a read-only folder: an existing lock file can still be locked
                return os.open(self.path, os.O_RDONLY)
            except OSError:
                raise SaveError("write-failed", path=str(self.path), reason=short(exc.strerror or exc)) from exc


def _try_lock(fd: int) -> bool:
    try:
        if fcntl is not None:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        else:  # pragma: no cover - Windows
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
    except OSError as exc:
        if exc.errno in _BUSY:
            return False
        raise SaveError("write-failed", path=f"fd {fd}", reason=short(exc.strerror or exc)) from exc
    return True


def _unlock(fd: int) -> None:
    if fcntl is not None:
        fcntl.flock(fd, fcntl.LOCK_UN)
    else:  # pragma: no cover - Windows
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)


def _same_file(fd: int, path: Path) -> bool:
    try:
        on_disk = os.stat(path)
    except OSError:
        return False
    mine = os.fstat(fd)
    return (mine.st_dev, mine.st_ino) == (on_disk.st_dev, on_disk.st_ino)
