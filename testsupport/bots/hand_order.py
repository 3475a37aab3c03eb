"""A hand kept in the order its cards arrived, for ports of outside bots.

Our engines keep hands as sorted multisets, but the outside bots ported in
this folder (skipbot, PlayPalace11) hold their hand as a list in the order
the cards were drawn and break ties by position in that list (skipbot's naive
bot discards its *first* card, heuristic 13 prefers low hand indices,
PlayPalace's discard choice keeps the first of equal cards). ``HandOrder``
rebuilds such a list from what the seat sees: cards leave where the bot
itself took them (``taking``), new cards are appended, and several cards that
arrive together (a refill, a new deal) are put in a random order drawn from
the bot's own seeded generator, as a face-down draw would give them.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable


class HandOrder:
    def __init__(self, rng: random.Random) -> None:
        self.cards: list = []
        self._rng = rng
        self._taken: int | None = None

    def taking(self, index: int) -> None:
        """The bot is about to play or discard the card at ``index``."""
        self._taken = index

    def reset(self) -> None:
        """A new deal: the next ``sync`` starts from an empty hand."""
        self.cards = []
        self._taken = None

    def drop(self, indices) -> None:
        """The bot is laying or playing the cards at these ``indices``."""
        gone = set(indices)
        self.cards = [c for i, c in enumerate(self.cards) if i not in gone]
        self._taken = None

    def remove(self, card) -> None:
        """``card`` left the hand: at the index the bot named, else its first copy."""
        taken, self._taken = self._taken, None
        if taken is not None and taken < len(self.cards) and self.cards[taken] == card:
            del self.cards[taken]
        elif card in self.cards:
            self.cards.remove(card)

    def sync(self, hand: Iterable, removed: Iterable = ()) -> list:
        """Bring the list in line with the seat's ``hand`` (a multiset) and
        return it. ``removed`` names cards known to have left since the last
        sync (a card played and a refill in one step would otherwise cancel)."""
        for card in removed:
            self.remove(card)
        want = Counter(hand)
        extra = Counter(self.cards) - want
        for card, n in extra.items():
            for _ in range(n):
                self.remove(card)
        new = sorted((want - Counter(self.cards)).elements(), key=str)
        self._rng.shuffle(new)
        self.cards.extend(new)
        return self.cards
