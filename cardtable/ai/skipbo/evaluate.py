"""How good a position is at the end of one's own Skip-Bo turn.

A weighted sum of a few ideas known to matter (all tunable in ``Weights``):
stock cards played dominate; cards played from the hand come back as fresh
cards next turn and an emptied hand refills at once; the own stock top should
stay within reach of the building piles with the cards one holds (hand plus
discard tops); SKIP-BO cards are worth keeping; discard piles should run
downwards (or repeat a value) so they can be played off in order, never bury
a lower card under a higher one; and, as a smaller term, the building piles
should not hand the next players their stock top. Only the seat's own view
is used.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from cardtable.ai.skipbo.view import UNKNOWN, View, W

if TYPE_CHECKING:
    from cardtable.ai.skipbo.search import DiscardStep, Node


@dataclass(frozen=True, slots=True)
class Weights:
    stock: float = 100.0  # per stock card played
    won: float = 100000.0
    refill: float = 9.0  # the hand was emptied: five new cards now
    hand_card: float = 1.2  # per hand card played (drawn back next turn)
    discard_card: float = 0.8  # per discard-pile card played
    wild_hand: float = 5.0  # per SKIP-BO card kept in the hand
    wild_top: float = 3.5  # per SKIP-BO card on top of a discard pile
    wild_buried: float = 1.5  # per SKIP-BO card lower in a discard pile
    reach: float = 3.0  # per value missing to reach the own stock top
    reach_cap: int = 5
    threat: float = 6.0  # next player's stock top playable at once
    threat_decay: float = 0.55  # per value they still miss
    others: float = 0.4  # weight of later opponents relative to the next one
    down: float = 1.0  # discard card one below the card under it
    same: float = 0.6  # same value as the card under it
    gap_down: float = 0.1  # lower, but not adjacent
    bury: float = 1.2  # higher than the card under it: base penalty
    bury_step: float = 0.25  # ... plus this per value of difference
    empty_pile: float = 0.7  # an empty discard pile is room to sort cards
    noise: float = 0.0  # easy level: random jitter added by the policy


# Tuned by tournaments (docs/AI.md): blocking the next player's stock top matters
# far more than a tie-breaker (medium 20, hard 40), hand cards should cycle,
# discard piles are storage rather than something to empty. (Terms that measured
# no stronger, such as the odds of the unseen cards, are in docs/AI.md.)
MEDIUM = replace(Weights(), threat=20.0)
HARD = replace(Weights(), threat=40.0, hand_card=3.0, discard_card=-0.5, empty_pile=0.1,
               wild_hand=10.0, wild_top=7.0)
EASY = replace(Weights(), threat=0.0, reach=1.5, noise=2.5)


def _pile_score(pile: tuple[int, ...], w: Weights) -> float:
    score = 0.0
    for k in range(1, len(pile)):
        below, above = pile[k - 1], pile[k]
        if above == W:
            continue
        if below == W:
            score -= w.wild_buried
        elif above == below - 1:
            score += w.down
        elif above == below:
            score += w.same
        elif above < below:
            score += w.gap_down
        else:
            score -= w.bury + w.bury_step * (above - below)
    return score


class Evaluator:
    def __init__(self, weights: Weights = MEDIUM) -> None:
        self.w = weights
        self._pile_cache: dict[tuple[int, ...], float] = {}

    # pieces -----------------------------------------------------------------
    def piles(self, discards: tuple[tuple[int, ...], ...]) -> float:
        cache = self._pile_cache
        total = 0.0
        w = self.w
        for pile in discards:
            if not pile:
                total += w.empty_pile
                continue
            v = cache.get(pile)
            if v is None:
                v = _pile_score(pile, w)
                if pile[-1] == W:
                    v += w.wild_top
                if len(cache) < 50000:
                    cache[pile] = v
            total += v
        return total

    def reach(self, stock_top: int | None, building: tuple[int, ...], hand: tuple[int, ...],
              discards: tuple[tuple[int, ...], ...]) -> float:
        """Values missing between the best building pile and the own stock top,
        after using hand cards, discard tops and SKIP-BO cards."""
        if stock_top is None or stock_top in (UNKNOWN, W):
            return 0.0
        have = set(hand)
        wilds = hand.count(W)
        for pile in discards:
            if pile:
                have.add(pile[-1])
                wilds += pile[-1] == W
        best = self.w.reach_cap
        for height in building:
            if height >= stock_top:
                continue
            missing = 0
            for v in range(height + 1, stock_top):
                if v not in have:
                    missing += 1
            missing = max(0, missing - wilds)
            if missing < best:
                best = missing
        return -self.w.reach * best

    def threat(self, view: View, building: tuple[int, ...]) -> float:
        w = self.w
        if w.threat == 0.0:
            return 0.0
        total = 0.0
        factor = 1.0
        for top, count, tops in view.opponents:
            if top is not None and top != W and count:
                best = 99
                wilds = tops.count(W)
                for height in building:
                    if height >= top:
                        continue
                    missing = sum(1 for v in range(height + 1, top) if v not in tops)
                    best = min(best, max(0, missing - wilds))
                if best < 99:
                    total -= factor * w.threat * (w.threat_decay ** best)
            factor *= w.others
        return total

    def common(self, view: View, node: Node) -> float:
        w = self.w
        value = (w.stock * node.stock_played + w.hand_card * node.hand_played
                 + w.discard_card * node.discard_played + self.threat(view, node.building))
        return value

    # the kinds of end -----------------------------------------------------------
    def won(self, node: Node) -> float:
        return self.w.won - node.hand_played

    def refill(self, view: View, node: Node) -> float:
        w = self.w
        return (self.common(view, node) + w.refill + self.piles(node.discards)
                + self.reach(node.stock_top, node.building, (), node.discards))

    def end(self, view: View, node: Node) -> float:
        return (self.common(view, node) + self.piles(node.discards)
                + self.reach(node.stock_top, node.building, (), node.discards))

    def best_discard(self, view: View, node: Node) -> tuple[float, DiscardStep | None]:
        w = self.w
        base = self.common(view, node)
        hand = node.hand
        discards = node.discards
        best = float("-inf")
        step: DiscardStep | None = None
        prev = None
        first_empty = next((i for i, pile in enumerate(discards) if not pile), None)
        keep_wilds = hand[-1] != W  # hands are sorted, wilds first: a number card exists
        for j, card in enumerate(hand):
            if card == prev or (card == W and keep_wilds):
                continue  # never throw a SKIP-BO card away while a number card could go
            prev = card
            rest = hand[:j] + hand[j + 1:]
            kept = w.wild_hand * rest.count(W)
            for i, pile in enumerate(discards):
                if not pile and i != first_empty:
                    continue  # empty piles are all alike
                new = (*discards[:i], (*pile, card), *discards[i + 1:])
                value = base + kept + self.piles(new) + self.reach(node.stock_top, node.building, rest, new)
                if value > best:
                    best, step = value, ("x", card, i)
        return best, step
