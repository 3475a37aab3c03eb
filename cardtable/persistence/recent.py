"""The "recent files" list of the Game menu, kept in the data folder.

At most :data:`MAX_RECENT` absolute paths, newest first, stored as
``recent.json`` (``{"version": 1, "files": [...]}``) and written atomically.
Files that no longer exist are left out when the list is read and dropped
from disk at the next change. A damaged list counts as empty: it is only a
convenience and never stops the app.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from cardtable.persistence.atomic import atomic_write_bytes
from cardtable.persistence.errors import SaveError
from cardtable.persistence.jsonio import parse_json_bytes, read_bounded
from cardtable.persistence.paths import recent_file

MAX_RECENT = 10
_MAX_LIST_BYTES = 256 * 1024


def recent_files() -> list[Path]:
    """The recent save files that still exist, newest first."""
    return [path for path in _read() if path.is_file()][:MAX_RECENT]


def add_recent_file(path: str | os.PathLike[str]) -> list[Path]:
    """Put ``path`` first in the list (once) and return the new list."""
    new = _absolute(path)
    files = [new, *(p for p in _read() if p != new and p.is_file())]
    return _write(files)


def remove_recent_file(path: str | os.PathLike[str]) -> list[Path]:
    """Remove ``path`` from the list and return the new list."""
    gone = _absolute(path)
    return _write([p for p in _read() if p != gone and p.is_file()])


def _absolute(path: str | os.PathLike[str]) -> Path:
    return Path(os.path.abspath(os.fspath(path)))


def _read() -> list[Path]:
    try:
        doc = parse_json_bytes(read_bounded(recent_file(), _MAX_LIST_BYTES), limit=_MAX_LIST_BYTES)
    except SaveError:
        return []
    files = doc.get("files") if isinstance(doc, dict) else None
    if not isinstance(files, list):
        return []
    result: list[Path] = []
    for item in files:
        if isinstance(item, str) and item and "\x00" not in item:
            path = Path(item)
            if path.is_absolute() and path not in result:
                result.append(path)
    return result


def _write(files: list[Path]) -> list[Path]:
    files = files[:MAX_RECENT]
    doc = {"version": 1, "files": [str(p) for p in files]}
    data = (json.dumps(doc, ensure_ascii=True, indent=1) + "\n").encode("utf-8")
    atomic_write_bytes(recent_file(), data)
    return files
