"""Where cardtable keeps its files: one user data folder, made on demand.

The folder is the platformdirs user data directory of the app "cardtable"
(e.g. ``~/.local/share/cardtable`` on Linux); the environment variable
``CARDTABLE_DATA_DIR`` replaces it, which the tests use to stay out of the
real home. Inside it: ``saves/`` (the default place for Save As),
``autosave/`` (one file per autosave slot, with its ``.bak`` and ``.lock``),
``network-tables/`` (the tables this app hosts), ``joined-tables.json``
(the seats this person took at other computers' tables),
``recovered/`` (unreadable autosaves kept aside), ``recent.json`` and the
settings file. Saved games may also live anywhere the user picks.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import TYPE_CHECKING

import platformdirs

from cardtable import APP_NAME
from cardtable.persistence.errors import SaveError, short

if TYPE_CHECKING:  # imported on use: the settings path is read before the first frame
    from datetime import datetime

ENV_VAR = "CARDTABLE_DATA_DIR"
SAVE_SUFFIX = ".cardtable"
BACKUP_SUFFIX = ".bak"


def data_dir(create: bool = True) -> Path:
    """The app's data folder (``$CARDTABLE_DATA_DIR`` if set), made if missing."""
    override = os.environ.get(ENV_VAR)
    base = Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    return _ensure(base) if create else base


def saves_dir(create: bool = True) -> Path:
    """The default folder for saved games."""
    path = data_dir(create) / "saves"
    return _ensure(path) if create else path


def autosave_dir(create: bool = True) -> Path:
    """The folder of the autosave files."""
    path = data_dir(create) / "autosave"
    return _ensure(path) if create else path


def network_tables_dir(create: bool = True) -> Path:
    """The folder of the network tables this app hosts: each table's game and
    its seats file (``cardtable.net.saving``), beside the autosaves."""
    path = data_dir(create) / "network-tables"
    return _ensure(path) if create else path


def joined_tables_file(create_dir: bool = True) -> Path:
    """The seats this person took at network tables of other computers, with
    their secret tokens (``persistence.joined_tables``; readable by the owner only)."""
    return data_dir(create_dir) / "joined-tables.json"


def settings_file(create_dir: bool = True) -> Path:
    """An INI file the UI may hand to QSettings (the UI owns its content)."""
    return data_dir(create_dir) / "settings.ini"


def recent_file(create_dir: bool = True) -> Path:
    """The JSON list of recently used save files."""
    return data_dir(create_dir) / "recent.json"


def backup_path(path: str | os.PathLike[str]) -> Path:
    """The backup kept beside ``path`` while it is being replaced."""
    path = Path(path)
    return path.with_name(path.name + BACKUP_SUFFIX)


def suggest_save_path(game_id: str, when: datetime | None = None) -> Path:
    """A free file name in :func:`saves_dir` such as ``phase10-2024-05-01-2130.cardtable``."""
    from datetime import datetime

    when = when or datetime.now()
    stem = re.sub(r"[^a-z0-9-]", "", game_id.lower()) or "game"
    stem = f"{stem}-{when:%Y-%m-%d-%H%M}"
    folder = saves_dir()
    candidate = folder / f"{stem}{SAVE_SUFFIX}"
    number = 2
    while candidate.exists():
        candidate = folder / f"{stem}-{number}{SAVE_SUFFIX}"
        number += 1
    return candidate


def _ensure(path: Path) -> Path:
    try:
        path.mkdir(parents=True, exist_ok=True)
        is_folder = path.is_dir()
    except (OSError, ValueError) as exc:  # ValueError: a NUL byte in the variable
        reason = (exc.strerror if isinstance(exc, OSError) else None) or exc
        raise SaveError("data-dir-unavailable", path=str(path), reason=short(reason)) from exc
    if not is_folder:
        raise SaveError("data-dir-unavailable", path=str(path), reason="not a folder")
    return path
