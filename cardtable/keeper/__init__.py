"""The score keeper for games played with real cards, no Qt.

Families who play with the physical deck use the app only as the score
sheet: they enter each round's result and the keeper applies the rules
through the engines' own functions (see ``game.py``); ``entries.py`` holds
what one round records and why an entry is refused. Saving is in
``cardtable/persistence/keeperfile.py``; the window in ``cardtable/ui/keeper``.
"""

from cardtable.keeper.entries import (
    KeeperRefusal,
    Phase10Entry,
    SkipBoEntry,
    hand_total,
    tap_points,
)
from cardtable.keeper.game import KeeperGame, KeeperRules

__all__ = ["KeeperGame", "KeeperRefusal", "KeeperRules", "Phase10Entry", "SkipBoEntry", "hand_total", "tap_points"]
