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
from math import comb

from cardtable.ai.skipbo.view import UNKNOWN, View, W


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
    chains: bool = False  # count whole discard piles (cards under the top follow), not just tops
    spread: float = 0.0  # per distinct building pile height left to the next player (their options)
    reach_odds: float = 0.0  # x the odds of playing the stock top next turn (kept cards + draws)
    odds: bool = False  # threat by the odds that their unseen hand fills the gap (else threat_decay)


# Tuned by tournaments (docs/AI.md): blocking the next player's stock top matters
# far more than a tie-breaker (medium 20, hard 40), hand cards should cycle,
# discard piles are storage rather than something to empty. (``spread``, ``odds``
# and ``reach_odds`` were measured for issue 11 B and did not help: off.)
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


def _missing(low: int, high: int, piles, hand=()) -> int:
    """How many of the values low..high-1 the cards cannot supply, playing
    discard piles from the top down (a SKIP-BO card fills any value)."""
    piles = [list(p) for p in piles if p]
    hand = list(hand)
    missing = 0
    for v in range(low, high):
        if v in hand:
            hand.remove(v)
            continue
        for p in piles:
            if p and p[-1] == v:
                p.pop()
                break
        else:
            if W in hand:
                hand.remove(W)
                continue
            for p in piles:
                if p and p[-1] == W:
                    p.pop()
                    break
            else:
                missing += 1
    return missing


HAND_SIZE = 5  # SB-11: a turn starts with five hand cards


def hand_odds(unseen, size: int):
    """For a hand of ``size`` cards drawn from the ``unseen`` cards: the chance
    it holds each value (list by value 1..12) and the chances it holds at
    least 0, 1, 2, ... SKIP-BO cards (a hypergeometric tail)."""
    total = sum(unseen.values())
    has = [0.0] * 13
    if total <= 0:
        return has, [1.0]
    for v in range(1, 13):
        miss = 1.0
        for k in range(size):
            miss *= max(0.0, (total - unseen.get(v, 0) - k) / (total - k)) if total > k else 0.0
        has[v] = 1.0 - miss
    wilds = unseen.get(W, 0)
    exact = []
    for j in range(size + 1):
        exact.append(comb(wilds, j) * comb(total - wilds, size - j) / comb(total, size) if total >= size else 0.0)
    at_least = [sum(exact[j:]) for j in range(size + 1)]
    return has, at_least


def fill_odds(has, wild_at_least, free_wilds: int) -> float:
    """The chance that every needed value is in the hand or made up by a
    SKIP-BO card (``free_wilds`` showing, the rest from the hand); values are
    treated as independent."""
    short = [1.0]  # short[j]: chance that j needed values are not in the hand
    for p in has:
        nxt = [0.0] * (len(short) + 1)
        for j, q in enumerate(short):
            nxt[j] += q * p
            nxt[j + 1] += q * (1.0 - p)
        short = nxt
    total = 0.0
    for j, q in enumerate(short):
        from_hand = j - free_wilds
        if from_hand <= 0:
            total += q
        elif from_hand < len(wild_at_least):
            total += q * wild_at_least[from_hand]
    return total


class Evaluator:
    def __init__(self, weights: Weights = MEDIUM) -> None:
        self.w = weights
        self._pile_cache: dict = {}
        self._odds_view: View | None = None
        self._odds_cache: dict = {}
        self._odds = ([0.0] * 13, [1.0])
        self._draw_odds = [self._odds] * (HAND_SIZE + 1)

    # pieces -----------------------------------------------------------------
    def piles(self, discards) -> float:
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

    def reach(self, stock_top, building, hand, discards) -> float:
        """Values missing between the best building pile and the own stock top,
        after using hand cards, discard tops and SKIP-BO cards."""
        if stock_top is None or stock_top in (UNKNOWN, W):
            return 0.0
        if self.w.reach_odds:
            return self.reach_by_odds(stock_top, building, hand, discards) + self.linear_reach(
                stock_top, building, hand, discards)
        return self.linear_reach(stock_top, building, hand, discards)

    def reach_by_odds(self, stock_top, building, hand, discards) -> float:
        """``reach_odds`` x the chance to play the stock top next turn from the
        best building pile (as it is now) with the kept hand, the discard tops
        and the cards drawn to fill the hand to five."""
        have = set(hand)
        wilds = hand.count(W)
        for pile in discards:
            if pile:
                have.add(pile[-1])
                wilds += pile[-1] == W
        has, wild_at_least = self._draw_odds[max(0, HAND_SIZE - len(hand))]
        best = 0.0
        for height in building:
            if height >= stock_top:
                continue
            need = [has[v] for v in range(height + 1, stock_top) if v not in have]
            p = fill_odds(need, wild_at_least, wilds)
            if p > best:
                best = p
        return self.w.reach_odds * best

    def linear_reach(self, stock_top, building, hand, discards) -> float:
        if self.w.chains:
            best = self.w.reach_cap
            for height in building:
                if height < stock_top:
                    best = min(best, _missing(height + 1, stock_top, discards, hand))
            return -self.w.reach * best
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

    def threat(self, view: View, building) -> float:
        w = self.w
        if w.threat == 0.0:
            return 0.0
        if w.odds:
            return self.odds_threat(view, building)
        if w.chains:
            return self.chain_threat(view, building)
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

    def chain_threat(self, view: View, building) -> float:
        w = self.w
        total = 0.0
        factor = 1.0
        for k, (top, count, _tops) in enumerate(view.opponents):
            if top is not None and top != W and count:
                piles = view.opponent_piles[k]
                best = 99
                for height in building:
                    if height < top:
                        missing = _missing(height + 1, top, piles)
                        if missing < best:
                            best = missing
                if best < 99:
                    total -= factor * w.threat * (w.threat_decay ** best)
            factor *= w.others
        return total

    def prepare(self, view: View) -> None:
        """The card odds of this view (``odds``, ``reach_odds``), once per view."""
        if view is self._odds_view:
            return
        self._odds_view = view
        self._odds_cache = {}
        if self.w.odds or self.w.reach_odds:
            self._draw_odds = [hand_odds(view.unseen, d) for d in range(HAND_SIZE + 1)]
            self._odds = self._draw_odds[HAND_SIZE]

    def odds_threat(self, view: View, building) -> float:
        """Like ``threat``, but a value the next players still need from their
        hand counts by the odds that a hand of five unseen cards holds it
        (or a SKIP-BO card): cards this seat can see are not in their hands."""
        self.prepare(view)
        key = tuple(sorted(building))
        cached = self._odds_cache.get(key)
        if cached is not None:
            return cached
        w = self.w
        has, wild_at_least = self._odds
        total = 0.0
        factor = 1.0
        for top, count, tops in view.opponents:
            if top is not None and top != W and count:
                best = 0.0
                free = tops.count(W)
                for height in building:
                    if height >= top:
                        continue
                    need = [v for v in range(height + 1, top) if v not in tops]
                    p = fill_odds([has[v] for v in need], wild_at_least, free)
                    if p > best:
                        best = p
                total -= factor * w.threat * best
            factor *= w.others
        self._odds_cache[key] = total
        return total

    def common(self, view: View, node) -> float:
        w = self.w
        value = (w.stock * node.stock_played + w.hand_card * node.hand_played
                 + w.discard_card * node.discard_played + self.threat(view, node.building))
        if w.spread:
            value -= w.spread * len(set(node.building))
        return value

    # the kinds of end -----------------------------------------------------------
    def won(self, node) -> float:
        return self.w.won - node.hand_played

    def refill(self, view: View, node) -> float:
        w = self.w
        self.prepare(view)
        return (self.common(view, node) + w.refill + self.piles(node.discards)
                + self.reach(node.stock_top, node.building, (), node.discards))

    def end(self, view: View, node) -> float:
        self.prepare(view)
        return (self.common(view, node) + self.piles(node.discards)
                + self.reach(node.stock_top, node.building, (), node.discards))

    def best_discard(self, view: View, node):
        w = self.w
        self.prepare(view)
        base = self.common(view, node)
        hand = node.hand
        discards = node.discards
        best = float("-inf")
        step = None
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
