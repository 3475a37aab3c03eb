"""A ``persistence.SaveError`` (code + params) as a translated sentence.

The persistence layer explains problems in English for logs; players read
these instead. Unknown codes fall back to the English message.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication


def _table() -> dict[str, str]:
    return {
        "not-found": QCoreApplication.translate("SaveMessages", "The file {path} does not exist."),
        "is-directory": QCoreApplication.translate("SaveMessages", "{path} is a folder, not a saved game."),
        "not-a-file": QCoreApplication.translate("SaveMessages", "{path} is not a regular file."),
        "unreadable": QCoreApplication.translate("SaveMessages", "The file {path} cannot be read: {reason}"),
        "too-large": QCoreApplication.translate("SaveMessages", "The file {path} is too large to be a saved game."),
        "empty": QCoreApplication.translate("SaveMessages", "The file {path} is empty."),
        "not-utf8": QCoreApplication.translate("SaveMessages", "The file is not a text file."),
        "truncated": QCoreApplication.translate("SaveMessages", "The file is incomplete: it ends too early."),
        "not-json": QCoreApplication.translate("SaveMessages", "The file is damaged (not valid JSON)."),
        "too-deep": QCoreApplication.translate("SaveMessages", "The file is damaged (nested too deeply)."),
        "not-an-object": QCoreApplication.translate("SaveMessages", "The file is not a cardtable saved game."),
        "not-a-save": QCoreApplication.translate("SaveMessages", "The file is not a cardtable saved game."),
        "no-version": QCoreApplication.translate("SaveMessages", "The file has no format version."),
        "bad-version": QCoreApplication.translate("SaveMessages", "The file's format version is damaged."),
        "future-version": QCoreApplication.translate("SaveMessages", "The file was saved by a newer version of cardtable; please update the app."),
        "old-version": QCoreApplication.translate("SaveMessages", "The file's format is too old to be read."),
        "migration-failed": QCoreApplication.translate("SaveMessages", "The file's older format could not be converted."),
        "unknown-game": QCoreApplication.translate("SaveMessages", "The file holds a game this version does not know."),
        "replay-mismatch": QCoreApplication.translate("SaveMessages", "The file was changed or damaged: its moves do not lead to its saved position."),
        "illegal-action": QCoreApplication.translate("SaveMessages", "The file was changed or damaged: move {index} is not allowed (rule {rule})."),
        "write-failed": QCoreApplication.translate("SaveMessages", "The file {path} could not be written: {reason}"),
        "data-dir-unavailable": QCoreApplication.translate("SaveMessages", "The data folder {path} cannot be used: {reason}"),
        "delete-failed": QCoreApplication.translate("SaveMessages", "The file {path} could not be deleted: {reason}"),
    }


def save_error_text(error: Any) -> str:
    """Translated text of a SaveError; damaged-content codes share one sentence."""
    code = getattr(error, "code", "")
    params = dict(getattr(error, "params", {}) or {})
    template = _table().get(code)
    if template is None:
        if code in ("bad-field", "bad-options", "bad-seed", "bad-seats", "impossible-state",
                    "log-too-long", "bad-action", "engine-error"):
            template = QCoreApplication.translate("SaveMessages", "The file is damaged and cannot be opened.")
        else:
            return str(getattr(error, "message", error))
    try:
        return template.format(**params)
    except (KeyError, IndexError, ValueError):
        return str(getattr(error, "message", error))
