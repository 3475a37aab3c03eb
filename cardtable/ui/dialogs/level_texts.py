"""One line per computer level and game saying how that player plays.

Why: a family choosing opponents should know what "Hard" means before the
game starts. The new-game dialog shows these lines under the seats and as
tooltips of each seat's level box; they describe the real policies in
``cardtable.ai`` (see docs/AI.md), so change them together.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def level_description(game_id: str, level: str) -> str:
    """The translated one-line description of ``level`` in ``game_id``."""
    if game_id == "skipbo":
        texts = {
            "easy": QCoreApplication.translate(
                "LevelTexts",
                "Plays its stock card whenever it can, but looks at only a few ways to play its turn.",
            ),
            "medium": QCoreApplication.translate(
                "LevelTexts",
                "Looks at thousands of ways to play its turn to bring its stock card closer, and "
                "often keeps back cards that would help the next player.",
            ),
            "hard": QCoreApplication.translate(
                "LevelTexts",
                "Looks at every way to play its turn, saves its SKIP-BO cards and keeps back "
                "cards that would help the next player; against one opponent it also plays out "
                "their possible answers.",
            ),
        }
    else:
        texts = {
            "easy": QCoreApplication.translate(
                "LevelTexts",
                "Collects cards for its phase, but sometimes overlooks a useful discard and "
                "skips players at random.",
            ),
            "medium": QCoreApplication.translate(
                "LevelTexts",
                "Counts the cards it has not seen yet, avoids discarding what the next player "
                "needs and skips the most dangerous player.",
            ),
            "hard": QCoreApplication.translate(
                "LevelTexts",
                "Plays like Medium, also watches what each player picks up, avoids cards it "
                "would be stuck with after laying its phase and, once its phase is down, "
                "skips the leader who has not laid yet.",
            ),
        }
    return texts[level]


def level_name(level: str) -> str:
    """The translated name of a level, as in the seat's level box."""
    return {
        "easy": QCoreApplication.translate("NewGameDialog", "Easy"),
        "medium": QCoreApplication.translate("NewGameDialog", "Medium"),
        "hard": QCoreApplication.translate("NewGameDialog", "Hard"),
    }[level]
