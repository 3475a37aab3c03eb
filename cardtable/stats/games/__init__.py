"""Each game's readers for the statistics (``StatsGame``), by game id.

``stats_game(game_id)`` is the one place of ``cardtable.stats`` that maps a
game id to what differs per game; ``STATS_GAMES`` lists them in the order of
``cardtable.games.GAMES``.
"""

from __future__ import annotations

from cardtable.games import GAMES
from cardtable.stats.games import phase10, skipbo
from cardtable.stats.games.base import StatsGame

_BY_ID = {game.info.id: game for game in (phase10.STATS, skipbo.STATS)}
STATS_GAMES: tuple[StatsGame, ...] = tuple(_BY_ID[game.id] for game in GAMES)


def stats_game(game_id: str) -> StatsGame:
    """The readers of ``game_id``; KeyError for a game the statistics do not know."""
    return _BY_ID[game_id]


__all__ = ["STATS_GAMES", "StatsGame", "stats_game"]
