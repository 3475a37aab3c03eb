"""One table adapter per game, reached through the game's UI descriptor.

``cardtable.ui.games.table_game(game_id)`` returns the game's ``TableGame``
(``base``), made by the game's descriptor (``ui_for(game_id).table``).
Everything else of the table asks its adapter.
"""

from __future__ import annotations

from cardtable.ui.table.games.base import AnyTableGame, Choice, Flight, TableGame

__all__ = ["AnyTableGame", "Choice", "Flight", "TableGame"]
