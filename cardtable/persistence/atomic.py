"""Atomic file replacement, so a crash or power cut never leaves half a save.

:func:`atomic_write_bytes` writes the new content to a temporary file in the
same folder, flushes and fsyncs it, keeps the previous good file as
``NAME.bak`` (a hard link, or a synced copy where links are not possible),
renames the temporary file over the target with ``os.replace`` (atomic on
POSIX and Windows) and fsyncs the folder. At every instant the target is
either the old complete file or the new complete file. The backup is removed
once the new file is durable unless ``keep_backup`` is set; a crash in the
middle leaves it behind, still complete.

Every OS call on the way (even looking at the folder) ends in
``SaveError("write-failed")`` with the OS's reason; nothing raw escapes. Once
the rename has happened the save has succeeded: a later failure to sync or
close the folder is logged, not reported as a failed save.

A crash can leave a write's temporary file behind. A folder is listed once
per process, at its first write, for such leftovers; each later write to a
file removes that file's own stale ones among them, without listing the
folder again (a server writes thousands of times into one folder of
thousands of files). Temporary files a crash leaves after that listing are
found by the next process.
"""

from __future__ import annotations

import contextlib
import logging
import os
import shutil
import stat
import tempfile
import threading
import time
from collections import OrderedDict
from pathlib import Path

from cardtable.persistence.errors import SaveError, short
from cardtable.persistence.paths import backup_path

TEMP_SUFFIX = ".tmp"
STALE_TEMP_SECONDS = 600
#: Folders remembered as listed; past this the one written to least recently
#: is forgotten (listed again at its next write), so a server's memory stays flat.
SWEPT_FOLDERS_KEPT = 4096
log = logging.getLogger(__name__)


def atomic_write_bytes(path: str | os.PathLike[str], data: bytes, *, keep_backup: bool = False,
                       mode: int | None = None) -> Path:
    """Replace ``path`` by ``data`` atomically; SaveError("write-failed") on failure.

    ``mode``: the new file's permissions (e.g. 0o600 for secrets: it never
    exists with wider ones); else those of the old file, or 0o644.
    On failure the target and its backup are as they were before the call and
    the temporary file is removed.
    """
    target = Path(path)
    folder = target.parent if str(target.parent) else Path(".")
    tmp_name = None
    try:
        if target.is_dir():
            raise SaveError("is-directory", path=str(target))
        _remove_stale_temps(target)
        mode = _mode_for(target) if mode is None else mode
        fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=TEMP_SUFFIX, dir=folder)
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
            with contextlib.suppress(OSError, NotImplementedError):
                os.fchmod(handle.fileno(), mode)
        had_old = _backup_old(target)
        os.replace(tmp_name, target)
        tmp_name = None
    except (OSError, ValueError) as exc:  # ValueError: e.g. a NUL byte in the path
        reason = (exc.strerror if isinstance(exc, OSError) else None) or exc
        raise SaveError("write-failed", path=str(target), reason=short(reason)) from exc
    finally:
        if tmp_name is not None:
            with contextlib.suppress(OSError):
                os.unlink(tmp_name)
    # the new file is in place: from here on nothing can make the save fail
    fsync_dir(folder)
    if had_old and not keep_backup:
        try:
            os.unlink(backup_path(target))
        except OSError as exc:
            log.warning("could not remove the backup of %s: %s", target, exc)
        else:
            fsync_dir(folder)
    return target


def fsync_dir(folder: str | os.PathLike[str]) -> None:
    """Make a rename in ``folder`` durable (a no-op where folders cannot be opened)."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        try:
            os.close(fd)
        except OSError as exc:  # the rename is done; a failed close loses nothing
            log.warning("closing the folder %s failed: %s", folder, exc)


def _backup_old(target: Path) -> bool:
    """Keep the current target as NAME.bak; False when there is no old file."""
    try:
        info = target.stat()
    except FileNotFoundError:
        return False
    if not stat.S_ISREG(info.st_mode):
        raise OSError(f"{target} is not a regular file")
    backup = backup_path(target)
    link_tmp = backup.with_name(f".{backup.name}.{os.getpid()}.{time.monotonic_ns()}{TEMP_SUFFIX}")
    try:
        os.link(target, link_tmp)
    except OSError:
        # No hard links here (FAT, some network drives): a synced copy instead.
        shutil.copyfile(target, link_tmp)
        with open(link_tmp, "rb+") as handle:
            os.fsync(handle.fileno())
    try:
        os.replace(link_tmp, backup)
    except OSError:
        with contextlib.suppress(OSError):
            os.unlink(link_tmp)
        raise
    fsync_dir(target.parent if str(target.parent) else ".")
    return True


def _mode_for(target: Path) -> int:
    try:
        return stat.S_IMODE(target.stat().st_mode)
    except OSError:
        return 0o644


# folder (absolute) -> the temporary-looking names its first listing found and
# no write has removed yet; the most recently written folder last
_leftovers: OrderedDict[str, set[str]] = OrderedDict()
_leftovers_lock = threading.Lock()  # writes run on several threads (saves, a host's pool)


def _remove_stale_temps(target: Path) -> None:
    """Delete temporary files of earlier writes to ``target`` that a crash left behind."""
    folder = target.parent if str(target.parent) else Path(".")
    names = _leftovers_in(folder)
    if names is None:
        return
    prefixes = (f".{target.name}.", f".{backup_path(target).name}.")
    with _leftovers_lock:
        mine = [name for name in names if name.startswith(prefixes)]
    now = time.time()
    for name in mine:
        path = os.path.join(folder, name)
        try:
            if now - os.stat(path, follow_symlinks=False).st_mtime <= STALE_TEMP_SECONDS:
                continue  # may belong to a writer that is still running: asked again next time
            os.unlink(path)
        except FileNotFoundError:
            pass
        except OSError:
            continue  # kept in the list: tried again at the next write
        with _leftovers_lock:
            names.discard(name)


def _leftovers_in(folder: Path) -> set[str] | None:
    """The leftover temporary names of ``folder`` (listed at its first write in
    this process); None when it cannot be listed (a write may still succeed)."""
    key = os.path.abspath(folder)
    with _leftovers_lock:
        names = _leftovers.get(key)
        if names is not None:
            _leftovers.move_to_end(key)
            return names
    try:
        with os.scandir(folder) as entries:
            found = {e.name for e in entries if e.name.startswith(".") and e.name.endswith(TEMP_SUFFIX)}
    except OSError:
        return None
    with _leftovers_lock:
        names = _leftovers.setdefault(key, found)
        _leftovers.move_to_end(key)
        while len(_leftovers) > SWEPT_FOLDERS_KEPT:
            _leftovers.popitem(last=False)
    return names
