"""Find the engine of a game by its id ("phase10", "skipbo").

The controller, the saves and the CLI only know a game by the ``game`` field
of its JSON; this is the one place that maps it to an engine object.
"""

from __future__ import annotations

import importlib

from cardtable.engine.api import AnyRules, InvalidState
from cardtable.games import GAME_IDS


def get_rules(game_id: object) -> AnyRules:
    """The engine for ``game_id``; InvalidState for an unknown game."""
    if game_id not in GAME_IDS:
        raise InvalidState(
            f"unknown game {game_id!r}; expected one of {', '.join(GAME_IDS)}", "game"
        )
    module = importlib.import_module(f"cardtable.engine.{game_id}")
    return module.RULES
