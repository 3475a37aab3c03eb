"""The names the app remembers, offered as completions in the seats' name fields.

Reads the people's profiles from the history database if it exists (the
new-game dialog never creates it), most recently seen first.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCompleter, QLineEdit

log = logging.getLogger(__name__)


def remembered_names() -> list[str]:
    # the history database (sqlite3) loads on first use
    from cardtable.persistence.history import History, history_path
    from cardtable.persistence.profiles import human_names

    try:
        path = history_path(create_dir=False)
        if not path.is_file():
            return []
        history = History.open(path)
    except Exception:  # no names is better than no dialog
        log.exception("cannot read the remembered names")
        return []
    try:
        return human_names(history)
    finally:
        history.close()


def attach_name_completer(fields: Iterable[QLineEdit], names: list[str] | None = None) -> QCompleter | None:
    """One completer over the remembered names, shared by the name fields."""
    names = remembered_names() if names is None else names
    if not names:
        return None
    fields = list(fields)
    completer = QCompleter(names, fields[0].parent() if fields else None)
    completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    completer.setFilterMode(Qt.MatchFlag.MatchStartsWith)
    for field in fields:
        field.setCompleter(completer)
    return completer
