"""Saved games as versioned JSON with atomic writes (no Qt).

The public surface, for the controller and the UI:

* :func:`load` / :func:`save` / :func:`loads` / :func:`dumps` and the
  records :class:`SavedGame`, :class:`Seat`, :class:`LoadedGame`
  (``savefile``, ``record``);
* :class:`SaveError` with machine codes listed in ``errors``;
* the autosave (``autosave``), the recent-files list (``recent``) and the
  data folder (``paths``: ``SAVE_SUFFIX``, ``data_dir`` ...).
"""

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
