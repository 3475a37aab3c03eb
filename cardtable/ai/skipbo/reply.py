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
view always gives the same answer on any machine.
"""

from __future__ import annotations

import random
import zlib
from dataclasses import dataclass

from cardtable.ai.skipbo.race import card_value, win_table
from cardtable.ai.skipbo.view import UNKNOWN, View, W

HAND = 5  # SB-11
MAX_STOCK = 30  # SB-2: the longest stock
TOP = 12  # SB-6: a pile that reaches 12 is set aside, the place is empty again


def _needs(height: int, stock: int) -> list[int]:
    """The values a building pile at ``height`` needs before ``stock`` fits on it."""
    if stock == W or height + 1 == stock:
        return []
    if height + 1 < stock:
        return list(range(height + 1, stock))
    return [*range(height + 1, TOP + 1), *range(1, stock)]


def _free(building: list[int], stock: int, hand: list[int], piles: list[list[int]]):
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


def stock_run(building, stock_top, stock_count, hand, piles, deck) -> int:
    """Stock cards a greedy player plays in one turn. ``deck`` yields the
    unknown cards in the order they would be turned up or drawn."""
    return run_on(list(building), stock_top, stock_count, hand, piles, deck)


def _empty_hand(building: list[int], hand: list[int]) -> bool:
    """Play the whole hand onto the building piles if it can go (numbers in
    order where they fit, SKIP-BO cards where a number needs them): True and
    ``building`` changed, else False and nothing changed."""
    heights = list(building)
    numbers = sorted(c for c in hand if c != W)
    wilds = len(hand) - len(numbers)
    while numbers:
        for c in numbers:
            b = next((b for b, h in enumerate(heights) if h + 1 == c), None)
            if b is not None:
                numbers.remove(c)
                heights[b] = 0 if c == TOP else c
                break
        else:
            if not wilds:
                return False
            c = numbers[0]  # a SKIP-BO card bridges to the lowest number left
            b = max((b for b, h in enumerate(heights) if h < c), key=lambda b: heights[b], default=None)
            if b is None or c - heights[b] - 1 > wilds:
                return False
            wilds -= c - heights[b] - 1
            numbers.remove(c)
            heights[b] = 0 if c == TOP else c
    for _ in range(wilds):
        heights[0] = 0 if heights[0] + 1 == TOP else heights[0] + 1
    building[:] = heights
    return True


def run_on(building: list[int], stock_top, stock_count, hand, piles, deck, cycle: bool = False) -> int:
    """``stock_run`` that leaves ``building`` as the run left the piles.
    ``cycle``: when the stock top cannot be freed but the whole hand can be
    played, play it, draw five (SB-11) and try again (at most twice)."""
    if stock_top is None or not stock_count:
        return 0
    hand = list(hand)
    piles = [list(p) for p in piles]
    top = stock_top
    played = 0
    cycles = 2 if cycle else 0
    while True:
        found = _free(building, top, hand, piles)
        if found is None and cycles and hand and _empty_hand(building, hand):
            cycles -= 1
            hand = [next(deck, W) for _ in range(HAND)]
            continue
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
    own: float = 0.0  # points per stock card this seat then plays in its next turn
    cycle: bool = False  # the greedy player also empties its hand to draw five more
    race: float = 0.0  # 2 players: judge stock counts by the chance to win the race (race.py)
    stock: float = 100.0  # the evaluation's points per own stock card (replaced by the race)

    def deals(self, view: View) -> list[list[int]]:
        rng = random.Random(zlib.crc32(repr(view.key()).encode()))
        pool = sorted(view.unseen.elements())
        deals = []
        for _ in range(self.samples):
            cards = list(pool)
            rng.shuffle(cards)
            deals.append(cards)
        return deals

    def expected(self, view: View, building, deals) -> float:
        """Mean stock cards the next player plays on ``building``."""
        top, count, _tops = view.opponents[0]
        piles = view.opponent_piles[0]
        total = 0
        for cards in deals:
            total += run_on(list(building), top, count, cards[:HAND], piles, iter(cards[HAND:]), self.cycle)
        return total / len(deals)

    def both(self, view: View, building, end, deals) -> tuple[float, float]:
        """Mean stock cards of the next player's reply on ``building``, and of
        this seat's own next turn after it (``end``: the seat's stock top,
        stock count, hand and discard piles when its turn ends; a stock top
        not turned up yet comes from the deal). Two players only: with more,
        the others play in between."""
        top, count, _tops = view.opponents[0]
        piles = view.opponent_piles[0]
        my_top, my_count, my_hand, my_piles = end
        theirs = mine = 0
        for cards in deals:
            deck = iter(cards[HAND:])
            piles_now = list(building)
            theirs += run_on(piles_now, top, count, cards[:HAND], piles, deck, self.cycle)
            hand = list(my_hand) + [next(deck, W) for _ in range(HAND - len(my_hand))]
            stock = next(deck, None) if my_top == UNKNOWN else my_top
            mine += run_on(piles_now, stock, my_count, hand, my_piles, deck, self.cycle)
        return theirs / len(deals), mine / len(deals)

    def race_value(self, view: View, building, end, deals) -> float:
        """The leaf's stock cards judged by the race (replacing the linear
        stock points): the chance to win once the next player has replied."""
        table = win_table(MAX_STOCK)
        top, count, _tops = view.opponents[0]
        left = end[1]
        total = 0.0
        for cards in deals:
            reply = run_on(list(building), top, count, cards[:HAND], view.opponent_piles[0],
                           iter(cards[HAND:]), self.cycle)
            if reply < count:
                total += table[left][count - reply]
        scale = self.race * self.stock / card_value(20)
        return scale * total / len(deals) - self.stock * (view.stock_count - left)

    def choose(self, view: View, leaves: dict) -> tuple[float, tuple] | None:
        """The best (value, plan) once the reply is counted, from ``leaves``
        (building heights -> best (value, plan, end) leaving them)."""
        if not leaves or not view.opponents:
            return None
        ranked = sorted(leaves.items(), key=lambda item: -item[1][0])[: self.top]
        deals = self.deals(view)
        own = self.own and view.n == 2
        race = self.race and view.n == 2
        best = None
        for building, (value, plan, end) in ranked:
            if race:
                score = value + self.race_value(view, building, end, deals)
            elif own:
                theirs, mine = self.both(view, building, end, deals)
                score = value - self.weight * theirs + self.own * mine
            else:
                score = value - self.weight * self.expected(view, building, deals)
            if best is None or score > best[0]:
                best = (score, plan)
        return best
