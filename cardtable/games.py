"""The games cardtable plays, each described once: ``GameInfo``.

Why: the rest of the app (the start page, the dialogs, the score keeper,
printing, statistics, the command line) must know which games there are,
for how many players, what one of their rounds is called and which way
their scores count, without loading the rules or comparing game ids by
hand. This module is that one place; it imports nothing, so listing the
games costs nothing at start-up (it sits beside the layers, not in the
engine package, whose import loads the rules). Each engine's ``Rules.info``
is its entry here (``Phase10Rules.info``, ``SkipBoRules.info``).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class GameInfo:
    """What every part of the app may know of a game without its rules."""

    id: str  # the ``game`` field of saved files, the engine's package name
    min_players: int
    max_players: int
    # what the engine's ``records`` rows are: "round" (Phase 10: deal, play,
    # score) or "game" (Skip-Bo: one game of a match to 500, SB-V1)
    record_kind: str
    # True: the lowest total is best (Phase 10 penalty points);
    # False: the highest (Skip-Bo match points)
    lower_total_wins: bool
    # the keys of ``Rules.options_to_json`` besides "players"
    options: tuple[str, ...]

    def allows(self, players: int) -> bool:
        """Whether the game is played by ``players`` people."""
        return self.min_players <= players <= self.max_players


PHASE10 = GameInfo("phase10", 2, 6, "round", True,
                   ("edition", "natural_rule", "exact_ten_rounds", "phases", "knock", "first_dealer"))
SKIPBO = GameInfo("skipbo", 2, 6, "game", False,
                  ("stock_size", "start", "dealer", "youngest_seat", "start_seat", "match_scoring",
                   "match_target"))

#: every game, in the order the app lists them
GAMES: tuple[GameInfo, ...] = (PHASE10, SKIPBO)
GAME_IDS: tuple[str, ...] = tuple(game.id for game in GAMES)
#: the smallest and largest table of any game (the new-game dialog's seats)
MIN_PLAYERS = min(game.min_players for game in GAMES)
MAX_PLAYERS = max(game.max_players for game in GAMES)


def game_info(game_id: object) -> GameInfo:
    """The description of ``game_id``; KeyError for a game cardtable does not know."""
    for game in GAMES:
        if game.id == game_id:
            return game
    raise KeyError(f"unknown game {game_id!r}; expected one of {', '.join(GAME_IDS)}")


__all__ = ["GAMES", "GAME_IDS", "MAX_PLAYERS", "MIN_PLAYERS", "PHASE10", "SKIPBO", "GameInfo", "game_info"]
