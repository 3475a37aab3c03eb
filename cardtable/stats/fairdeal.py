"""Which cards chance gave each seat: the evidence behind the "Fair deal" page.

A card counts when it comes off a freshly shuffled full deck: dealt at the
start of a round (Phase 10) or a game (Skip-Bo: stock and first hand), or
drawn blind from that deck's draw pile. Cards taken from the discard pile are
a player's choice, and a reshuffled discard pile (P10-16) or set-aside
building piles (SB-17, and the piles SB-19 recycles) are no longer a random deck, so draws after a
reshuffle are left out until the next deal. Every counted card is then a
uniformly random card of the full deck, and chance alone predicts each kind
with its share of the deck (Phase 10: 8 Wilds and 4 Skips of 108; Skip-Bo:
18 SKIP-BO cards of 162).

The counts come from replaying the action log from the seed with the engine's
own ``apply`` (the events say what was dealt and drawn), so a recorded game
can be checked by anyone who has its log.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from cardtable.engine.replay import steps
from cardtable.stats.games import STATS_GAMES, stats_game

#: per game, the kinds of card counted and their chance in a fresh deck
#: (each game's module in ``cardtable/stats/games`` holds its own)
KINDS = {game.info.id: game.kinds for game in STATS_GAMES}
CHANCE = {game.info.id: dict(game.chance) for game in STATS_GAMES}
#: below this many counted cards a verdict would be a guess
MIN_CARDS = 30
#: a count this many standard deviations from the expectation is unusual
#: (about 3 in 1000 by chance alone, so many players rarely raise a false alarm)
Z_LIMIT = 3.0


def kind_of(game: str, card: Any) -> str:
    """The fair-deal kind of a card: a wild/skip kind or ``"number"``."""
    return stats_game(game).kind_of(card)


@dataclass
class Tally:
    """Per seat and kind: cards dealt and cards drawn blind from a fresh deck."""

    dealt: dict[tuple[int, str], int]
    drawn: dict[tuple[int, str], int]

    def add(self, game: str, seat: int, cards: Iterable[Any], *, dealt: bool) -> None:
        target = self.dealt if dealt else self.drawn
        for card in cards:
            key = (seat, kind_of(game, card))
            target[key] = target.get(key, 0) + 1

    def rows(self, game: str, seats: int) -> list[tuple[int, str, int, int]]:
        """``(seat, kind, dealt, drawn)`` for every seat and kind."""
        return [(seat, kind, self.dealt.get((seat, kind), 0), self.drawn.get((seat, kind), 0))
                for seat in range(seats) for kind in KINDS[game]]


def count_cards(rules: Any, options: Any, seed: int, actions: Iterable[Any]) -> Tally:
    """Replay the game and count what every seat was dealt and drew blind."""
    game = rules.game_id
    tally = Tally({}, {})
    fresh = True
    for step in steps(rules, options, seed, actions):
        fresh = _take(game, step.before, step.state, tally, fresh)
    return tally


def _take(game: str, before: Any, after: Any, tally: Tally, fresh: bool) -> bool:
    """Count the cards of one ``apply``; returns whether the deck is still fresh."""
    fresh_at_start = fresh
    dealt_now = False
    for event in after.last_events:
        kind = event.kind
        if kind == "deal":
            fresh, dealt_now = True, True
            for seat, cards in stats_game(game).dealt(after):
                tally.add(game, seat, cards, dealt=True)
        elif kind in ("reshuffle", "recycle"):  # SB-17 / P10-16, and SB-19's recycling
            fresh = False
        elif kind == "draw_deck" and fresh:
            tally.add(game, event.seat, (event.card,), dealt=False)
        elif kind == "refill" and not dealt_now and fresh_at_start and before is not None:
            taken = min(event.count, len(before.draw))
            if taken:
                tally.add(game, event.seat, before.draw[-taken:], dealt=False)
    return fresh


@dataclass(frozen=True)
class Verdict:
    """One kind of card for one player: counted against chance."""

    kind: str
    cards: int  # all counted cards of that player
    count: int  # of them, this kind
    expected: float
    z: float  # standard deviations from the expectation
    verdict: str  # "too-few", "as-chance", "more", "fewer"


def judge(game: str, kind: str, cards: int, count: int) -> Verdict:
    """Compare a count with a binomial model of ``cards`` random cards."""
    p = CHANCE[game][kind]
    expected = cards * p
    spread = math.sqrt(cards * p * (1 - p)) if cards else 0.0
    z = (count - expected) / spread if spread else 0.0
    if cards < MIN_CARDS:
        verdict = "too-few"
    elif z >= Z_LIMIT:
        verdict = "more"
    elif z <= -Z_LIMIT:
        verdict = "fewer"
    else:
        verdict = "as-chance"
    return Verdict(kind, cards, count, expected, z, verdict)
