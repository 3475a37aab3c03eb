"""What the statistics need to know of one game: ``StatsGame``.

Why: the fair-deal count, the deck order of the replay, the history's
outcome rows and the command line's text read different fields of the two
engines' states and records. Each game's module (``phase10``, ``skipbo``)
fills one ``StatsGame`` with those readers, so the statistics never compare
game ids. No Qt and no rules: only fields the engine states and records have.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from cardtable.games import GameInfo

if TYPE_CHECKING:
    from cardtable.stats.outcome import RoundRow

#: one shuffle's piles: (round or game number, draw pile, discard pile,
#: hands, stock piles), every pile listed top card first
Piles = tuple[int, tuple[Any, ...], tuple[Any, ...], tuple[tuple[Any, ...], ...], tuple[tuple[Any, ...], ...]]


@dataclass(frozen=True, slots=True)
class StatsGame:
    info: GameInfo
    # the game's name on the command line (English, as the rest of its text)
    name: str
    # fair deal: the kinds of card counted and the chance of each in a fresh deck
    chance: Mapping[str, float]
    # fair deal: the kind of one card (a wild/skip kind or "number")
    kind_of: Callable[[Any], str]
    # fair deal: per seat, the cards dealt by a "deal" event (state after it)
    dealt: Callable[[Any], Iterable[tuple[int, Iterable[Any]]]]
    # deck order: the piles right after a shuffle ``event`` (state after it)
    piles: Callable[[Any, Any], Piles]
    # the history: (rounds, match scoring, one row per seat and round/deal)
    # from (the game's options, standings, records)
    outcome_rows: Callable[[Any, Any, Any], tuple[int, bool, list[RoundRow]]]
    # the command line: the game's own lines of one player's statistics
    text_lines: Callable[[Any], list[str]]

    @property
    def kinds(self) -> tuple[str, ...]:
        return tuple(self.chance)
