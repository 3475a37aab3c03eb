"""Look past the own turn: how many stock cards the next player could answer with.

The evaluation's blocking term (``Evaluator.threat``) asks only whether the
next player's stock top is within reach of the building piles with the
discard tops everybody can see. What a position hands the next player is
more than that: with five cards in hand they may play the stock top, turn
up the next one and go on, sometimes half their stock in one turn. Here the
policy plays that reply out: for each of the best few building-pile
heights its own turn can leave, and for a number of sampled deals of the
cards it cannot see (the next player's five hand cards, the stock cards they
would turn up, a refill when they empty their hand), a greedy player frees
their stock top whenever the hand, the discard piles and SKIP-BO cards let
it (fewest cards first, discard tops before hand cards), and the number of
stock cards played is averaged. Every height is judged on the same sampled
deals, and the deals come from a generator seeded by the position, so a
view always gives the same answer on any machine. The hard level uses it at
a table of two (``policy.LEVELS``); with more players the others play in
between and it measured weaker (docs/AI.md).
"""

from __future__ import annotations

import random
import zlib
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

from cardtable.ai.skipbo.view import View, W

if TYPE_CHECKING:
    from cardtable.ai.skipbo.search import Leaves, Plan

HAND = 5  # SB-11
TOP = 12  # SB-6: a pile that reaches 12 is set aside, the place is empty again


def _needs(height: int, stock: int) -> list[int]:
    """The values a building pile at ``height`` needs before ``stock`` fits on it."""
    if stock == W or height + 1 == stock:
        return []
    if height + 1 < stock:
        return list(range(height + 1, stock))
    return [*range(height + 1, TOP + 1), *range(1, stock)]


def _free(building: list[int], stock: int, hand: list[int],
          piles: list[list[int]]) -> tuple[int, int, list[int], list[int]] | None:
    """The cheapest way to play ``stock``: (pile, cards from the hand, how many
    cards taken from each discard pile) or None."""
    best = None
    for b, height in enumerate(building):
        need = _needs(height, stock)
        if best is not None and len(need) >= best[0]:
            continue
        left = list(hand)
        taken = [0] * len(piles)
        ok = True
        for v in need:
            for p, pile in enumerate(piles):  # a discard top first
                if len(pile) > taken[p] and pile[-1 - taken[p]] == v:
                    taken[p] += 1
                    break
            else:
                if v in left:
                    left.remove(v)
                    continue
                for p, pile in enumerate(piles):
                    if len(pile) > taken[p] and pile[-1 - taken[p]] == W:
                        taken[p] += 1
                        break
                else:
                    if W in left:
                        left.remove(W)
                    else:
                        ok = False
                        break
        if ok:
            best = (len(need), b, left, taken)
    return best


def stock_run(building: Sequence[int], stock_top: int | None, stock_count: int, hand: Sequence[int],
              piles: Sequence[Sequence[int]], deck: Iterator[int]) -> int:
    """Stock cards a greedy player plays in one turn. ``deck`` yields the
    unknown cards in the order they would be turned up or drawn."""
    return run_on(list(building), stock_top, stock_count, hand, piles, deck)


def run_on(building: list[int], stock_top: int | None, stock_count: int, hand: Sequence[int],
           piles: Sequence[Sequence[int]], deck: Iterator[int]) -> int:
    """``stock_run`` that leaves ``building`` as the run left the piles."""
    if stock_top is None or not stock_count:
        return 0
    hand = list(hand)
    piles = cast(list[list[int]], [list(p) for p in piles])  # own copies, cards come off them
    top: int | None  # the stock top to free; None once the deck runs dry
    top = stock_top
    played = 0
    while True:
        found = _free(building, top, hand, piles)
        if found is None:
            return played
        _cost, b, hand, taken = found
        for p, k in enumerate(taken):
            if k:
                del piles[p][-k:]
        height = building[b] + 1 if top == W else top
        building[b] = 0 if height == TOP else height
        played += 1
        if played == stock_count:
            return played
        if not hand:  # SB-11: an emptied hand draws five new cards
            hand = [next(deck, W) for _ in range(HAND)]
        top = next(deck, None)
        if top is None:
            return played


@dataclass(frozen=True)
class Reply:
    weight: float  # points per stock card the next player is expected to play
    samples: int  # sampled deals of the unseen cards
    top: int  # building-pile heights (best first) judged

    def deals(self, view: View) -> list[list[int]]:
        rng = random.Random(zlib.crc32(repr(view.key()).encode()))
        pool = sorted(view.unseen.elements())
        deals = []
        for _ in range(self.samples):
            cards = list(pool)
            rng.shuffle(cards)
            deals.append(cards)
        return deals

    def expected(self, view: View, building: tuple[int, ...], deals: list[list[int]]) -> float:
        """Mean stock cards the next player plays on ``building``."""
        top, count, _tops = view.opponents[0]
        piles = view.opponent_piles[0]
        total = 0
        for cards in deals:
            total += run_on(list(building), top, count, cards[:HAND], piles, iter(cards[HAND:]))
        return total / len(deals)

    def choose(self, view: View, leaves: Leaves) -> tuple[float, Plan] | None:
        """The best (value, plan) once the reply is counted, from ``leaves``
        (sorted building heights -> best (value, plan) leaving them)."""
        if not leaves or not view.opponents:
            return None
        ranked = sorted(leaves.items(), key=lambda item: -item[1][0])[: self.top]
        deals = self.deals(view)
        best = None
        for building, (value, plan) in ranked:
            score = value - self.weight * self.expected(view, building, deals)
            if best is None or score > best[0]:
                best = (score, plan)
        return best
