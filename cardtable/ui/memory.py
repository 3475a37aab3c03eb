"""Memory the app freed goes back to the system (Linux with glibc; elsewhere nothing).

Qt and Python free a closed game's table, its pixmaps and its dialogs, but
glibc's allocator keeps much of the freed memory: its mmap threshold grows
with every large block freed (so later pixmaps come from the heap, which
fragments and is only returned from its top), and every thread that
allocated (the computer players think on one) gets an arena of its own. In a
long session that kept 30-50 MB of freed memory resident. ``tune_allocator``
fixes the threshold and the arena count once the first table is shown;
``release_soon`` hands the freed memory back (``malloc_trim``) a moment after
a table was deleted. Both are best effort and never raise.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import logging
import sys
from typing import Any

from PySide6.QtCore import QTimer

log = logging.getLogger(__name__)

M_TRIM_THRESHOLD = -1
M_MMAP_THRESHOLD = -3
M_ARENA_MAX = -8
MMAP_THRESHOLD = 128 * 1024  # glibc's first value; fixed, it no longer grows
TRIM_THRESHOLD = 1024 * 1024
ARENA_MAX = 2  # the UI thread and the computer players' worker

_state: dict[str, Any] = {"libc": None, "tuned": False, "pending": False}


def _libc() -> Any:
    if not sys.platform.startswith("linux"):
        return None
    if _state["libc"] is None:
        try:
            libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
            _state["libc"] = libc if libc.mallopt and libc.malloc_trim else False  # glibc's (musl has neither)
        except (OSError, AttributeError):  # (AttributeError: a C library without those functions)
            _state["libc"] = False
    return _state["libc"] or None


def tune_allocator() -> bool:
    """Fix glibc's mmap and trim thresholds and its arena count (once); True if done."""
    if _state["tuned"]:
        return True
    libc = _libc()
    if libc is None:
        return False
    try:
        done = all(libc.mallopt(option, value) == 1 for option, value in (
            (M_MMAP_THRESHOLD, MMAP_THRESHOLD), (M_TRIM_THRESHOLD, TRIM_THRESHOLD),
            (M_ARENA_MAX, ARENA_MAX)))
    except Exception:  # an allocator without these options: leave it as it is
        log.debug("mallopt failed", exc_info=True)
        return False
    _state["tuned"] = done
    return done


def release_freed() -> bool:
    """Return the allocator's free memory to the system now; True if it did."""
    _state["pending"] = False
    libc = _libc()
    if libc is None:
        return False
    try:
        return bool(libc.malloc_trim(0))
    except Exception:
        log.debug("malloc_trim failed", exc_info=True)
        return False


def release_soon(*_args: object, delay_ms: int = 500) -> None:
    """``release_freed`` once, after the deletions of this moment are done
    (connected to ``destroyed``: it takes the signal's argument)."""
    if _state["pending"] or _libc() is None:
        return

    _state["pending"] = True
    QTimer.singleShot(delay_ms, release_freed)
