"""Every shuffle of a finished game laid open: the "deck order" of the replay.

Why: people suspect the computer gets better cards. The
deal is not hidden anywhere: it comes from the seed, and replaying the action
log with the engine's own ``apply`` gives back every pile. After each deal
(Phase 10: every round; Skip-Bo: every game of a match) and each reshuffle
(P10-16, SB-17, SB-19's recycling) this module reads the engine state right
after that move and lists the cards in their order: the draw pile from the
top, the discard pile from the top, every stock pile from the top and every
hand. Cards taken from the new pile in that same move (a reshuffle happens
in the middle of a draw) are named from the engine's own events.

Only for finished games: the replay viewer never offers it for an unfinished
one (it would show hidden cards). No Qt and no rules here: only the fields
the engine states have (as ``fairdeal`` reads them).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cardtable.stats.games import stats_game

SHUFFLE_KINDS = ("deal", "reshuffle", "recycle")


@dataclass(frozen=True)
class Shuffle:
    """The table right after one shuffle (piles listed top card first)."""

    position: int  # the replay position (moves made) where it lies
    kind: str  # "deal", "reshuffle" or "recycle"
    number: int  # the round (Phase 10) or match game (Skip-Bo) it belongs to
    draw: tuple[Any, ...]
    discard: tuple[Any, ...]  # Phase 10's discard pile; () for Skip-Bo
    hands: tuple[tuple[Any, ...], ...]
    stocks: tuple[tuple[Any, ...], ...]  # Skip-Bo's stock piles; () for Phase 10
    drawn: tuple[tuple[int, Any], ...]  # (seat, card) taken from the new pile in that move

    @property
    def cards(self) -> int:
        """How many cards the listing names."""
        return (len(self.draw) + len(self.discard) + sum(map(len, self.hands))
                + sum(map(len, self.stocks)) + len(self.drawn))


def shuffles(timeline: Any) -> list[Shuffle]:
    """Every deal and reshuffle of ``timeline`` (a finished game), in order."""
    if not timeline.finished:
        return []
    found: list[Shuffle] = []
    for position in range(timeline.length + 1):
        events = timeline.events(position)  # every event: the game is over
        for index, event in enumerate(events):
            if event.kind in SHUFFLE_KINDS:
                found.append(_table(timeline.rules.game_id, position, event, events[index + 1:],
                                    timeline.state(position)))
    return found


def _table(game: str, position: int, event: Any, later: tuple[Any, ...], state: Any) -> Shuffle:
    drawn = tuple((e.seat, e.card) for e in later
                  if e.kind == "draw_deck" and event.kind != "deal" and e.card is not None)
    number, draw, discard, hands, stocks = stats_game(game).piles(event, state)
    return Shuffle(position, event.kind, number, draw, discard, hands, stocks, drawn)
