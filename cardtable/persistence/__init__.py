"""Saved games as versioned JSON with atomic writes (no Qt).

The public surface, for the controller and the UI:

* :func:`load` / :func:`save` / :func:`loads` / :func:`dumps` and the
  records :class:`SavedGame`, :class:`Seat`, :class:`LoadedGame`
  (``savefile``, ``record``);
* :class:`SaveError` with machine codes listed in ``errors``;
* the autosave (``autosave``), the recent-files list (``recent``) and the
  data folder (``paths``: ``SAVE_SUFFIX``, ``data_dir`` ...).

The names are imported on first use (PEP 562): the app reads its settings
file through ``persistence.paths`` before the first frame, and that must not
pull in the save-file code and both engines (a quick start-up).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

_HOMES = {
    "autosave_path": "autosave",
    "discard_autosave": "autosave",
    "find_unfinished_autosave": "autosave",
    "write_autosave": "autosave",
    "CODES": "errors",
    "SaveError": "errors",
    "SCHEMA_VERSION": "migrations",
    "SAVE_SUFFIX": "paths",
    "data_dir": "paths",
    "saves_dir": "paths",
    "suggest_save_path": "paths",
    "add_recent_file": "recent",
    "recent_files": "recent",
    "remove_recent_file": "recent",
    "SavedGame": "record",
    "Seat": "record",
    "LoadedGame": "savefile",
    "dumps": "savefile",
    "load": "savefile",
    "loads": "savefile",
    "replay": "savefile",
    "restore": "savefile",
    "save": "savefile",
}

__all__ = [
    "CODES",
    "SAVE_SUFFIX",
    "SCHEMA_VERSION",
    "LoadedGame",
    "SaveError",
    "SavedGame",
    "Seat",
    "add_recent_file",
    "autosave_path",
    "data_dir",
    "discard_autosave",
    "dumps",
    "find_unfinished_autosave",
    "load",
    "loads",
    "recent_files",
    "remove_recent_file",
    "replay",
    "restore",
    "save",
    "saves_dir",
    "suggest_save_path",
    "write_autosave",
]


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{home}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_HOMES))


if TYPE_CHECKING:  # for type checkers and editors: the same names, eagerly
    from cardtable.persistence.autosave import (
        autosave_path,
        discard_autosave,
        find_unfinished_autosave,
        write_autosave,
    )
    from cardtable.persistence.errors import CODES, SaveError
    from cardtable.persistence.migrations import SCHEMA_VERSION
    from cardtable.persistence.paths import SAVE_SUFFIX, data_dir, saves_dir, suggest_save_path
    from cardtable.persistence.recent import add_recent_file, recent_files, remove_recent_file
    from cardtable.persistence.record import SavedGame, Seat
    from cardtable.persistence.savefile import LoadedGame, dumps, load, loads, replay, restore, save
