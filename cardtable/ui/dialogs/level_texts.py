"""One line per computer level and game saying how that player plays.

Why: a family choosing opponents should know what "Hard" means before the
game starts. The new-game dialog shows these lines under the seats and as
tooltips of each seat's level box; they describe the real policies in
``cardtable.ai`` (see docs/AI.md), so change them together. Each game's
lines are in its UI descriptor (``cardtable.ui.games``).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from cardtable.ui.games import ui_for


def level_description(game_id: str, level: str) -> str:
    """The translated one-line description of ``level`` in ``game_id``."""
    return ui_for(game_id).level_texts()[level]


def level_name(level: str) -> str:
    """The translated name of a level, as in the seat's level box."""
    return {
        "easy": QCoreApplication.translate("NewGameDialog", "Easy"),
        "medium": QCoreApplication.translate("NewGameDialog", "Medium"),
        "hard": QCoreApplication.translate("NewGameDialog", "Hard"),
    }[level]
