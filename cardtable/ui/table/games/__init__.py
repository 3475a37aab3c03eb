"""One table adapter per game, reached through the game's UI descriptor.

``table_game(game_id)`` returns the game's ``TableGame`` (``base``), made by
``cardtable.ui.games.ui_for(game_id).table``. Everything else of the table
asks its adapter.
"""

from __future__ import annotations

from cardtable.ui.table.games.base import AnyTableGame, Choice, Flight, TableGame


def table_game(game_id: str) -> AnyTableGame:
    """The table adapter of ``game_id`` (its ``GameUi`` makes it)."""
    from cardtable.ui.games import ui_for

    try:
        return ui_for(game_id).table()
    except KeyError:
        raise ValueError(f"no table for the game {game_id!r}") from None


__all__ = ["AnyTableGame", "Choice", "Flight", "TableGame", "table_game"]
