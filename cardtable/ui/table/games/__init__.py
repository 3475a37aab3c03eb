"""One table adapter per game, picked by game id here and nowhere else.

``table_game(game_id)`` returns the game's ``TableGame`` (``base``): the only
place of ``cardtable/ui/table`` that names the games. Everything else of the
table asks its adapter.
"""

from __future__ import annotations

from typing import Any

from cardtable.ui.table.games.base import Choice, Flight, TableGame


def table_game(game_id: str) -> TableGame[Any]:
    """The table adapter of ``game_id`` ("phase10" or "skipbo")."""
    if game_id == "phase10":
        from cardtable.ui.table.games.phase10 import Phase10Table

        return Phase10Table()
    if game_id == "skipbo":
        from cardtable.ui.table.games.skipbo import SkipBoTable

        return SkipBoTable()
    raise ValueError(f"no table for the game {game_id!r}")


__all__ = ["Choice", "Flight", "TableGame", "table_game"]
