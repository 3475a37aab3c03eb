"""The UI's descriptor of each game (``GameUi``), found by game id here.

``ui_for(game_id)`` is the one place of the UI that maps a game id to what
differs per game; ``all_game_uis()`` lists them in the order of
``cardtable.games.GAMES``. Each game's module holds its descriptor, and
``table_game(game_id)`` the table's adapter that the descriptor makes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.games import GAMES
from cardtable.ui.games import phase10, skipbo
from cardtable.ui.games.base import GameUi, SheetSpec

if TYPE_CHECKING:
    from cardtable.ui.table.games.base import AnyTableGame

_BY_ID: dict[str, GameUi] = {ui.id: ui for ui in (phase10.UI, skipbo.UI)}


def ui_for(game_id: object) -> GameUi:
    """The descriptor of ``game_id``; KeyError for a game the UI does not know."""
    game = find_ui(game_id)
    if game is None:
        raise KeyError(f"no UI for the game {game_id!r}")
    return game


def find_ui(game_id: object) -> GameUi | None:
    """The descriptor of ``game_id``, None for a game the UI does not know."""
    return _BY_ID.get(game_id) if isinstance(game_id, str) else None


def table_game(game_id: str) -> AnyTableGame:
    """The table adapter of ``game_id`` (its ``GameUi`` makes it)."""
    try:
        return ui_for(game_id).table()
    except KeyError:
        raise ValueError(f"no table for the game {game_id!r}") from None


def all_game_uis() -> tuple[GameUi, ...]:
    """Every game's descriptor, in the order the app lists the games."""
    return tuple(_BY_ID[game.id] for game in GAMES)


__all__ = ["GameUi", "SheetSpec", "all_game_uis", "find_ui", "table_game", "ui_for"]
