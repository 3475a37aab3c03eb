"""Port of skipbot's best Skip-Bo bot, "heuristic 13" (benchmarks and tests only).

Source: github.com/meesvandongen/skipbot, commit 4a81901 (2025-11-14),
src/bots/heuristic_13.rs ("combo architect": 95.71% against the naive
heuristic 14 over 100,000 two-player games with stock 20, per
research/heuristic_research.md). The decision logic is re-written here from
that file, step for step, on skipbot's view of the position
(``skipbot_view``: hand in arrival order, skipbot's legal-action order):

1. Stock plan: play the stock top at once if it fits (a SKIP-BO stock card
   onto the pile with the highest next value, then the longest; a number
   onto the longest pile needing it; ties go to the last pile, as Rust's
   ``max_by_key`` does). Otherwise, for every building pile, list the values
   needed until the stock fits and fill them from the discard tops first,
   then the hand, then a SKIP-BO on a discard top, then one in the hand;
   the shortest complete plan wins (first pile on ties) and its first play is
   made.
2. Hand clear: a depth-first search (memo, at most 50,000 nodes) for an
   order that plays every hand card, taking discard-pile cards as helpers,
   even from under a used top; its first play is made (the hand then
   refills).
3. A number play of value >= 6 and above the stock value (SKIP-BO or no
   stock counts as 1) that does not advance a pile whose next value one
   other pile shares; highest value, then longest pile.
4. Discard: score 1000, +600 onto a discard pile whose top is the same card,
   -20 per card in that pile, -10 per hand index; the best, first on ties.
5. Otherwise (empty hand) the first legal action that is not a play
   handing the next player's stock top its value, else the first.

skipbot's rules match ours (SB-1..SB-18) except: its blocked game is a draw
after two rounds without a play and an empty draw pile, ours (SB-19) gives
the win to the fewest stock cards; and it seats players in a random order
per game where our tournament alternates.
"""

from __future__ import annotations

from cardtable.engine.skipbo.cards import WILD
from cardtable.engine.skipbo.state import DISCARD, HAND, STOCK
from testsupport.bots.skipbot_view import END, PILES, SDiscard, SkipbotSeat, SPlay, View

NODE_LIMIT = 50_000
TOP = 12


def _inc(v: int) -> int:
    return 1 if v == TOP else v + 1


def _last_max(indices, key):
    """Like Rust's ``max_by_key``: the last of the maximal elements."""
    best = None
    for i in indices:
        if best is None or key(i) >= key(best):
            best = i
    return best


def required_values(next_value: int, stock) -> list[int]:
    if stock == WILD or next_value == stock:
        return []
    if next_value < stock:
        return list(range(next_value, stock))
    return list(range(next_value, TOP + 1)) + list(range(1, stock))


def can_play_stock(v: View):
    stock = v.stock_top
    if stock is None:
        return None
    if stock == WILD:
        return SPlay(STOCK, 0, _last_max(PILES, lambda b: (v.next_values[b], v.lengths[b])))
    fitting = [b for b in PILES if v.next_values[b] == stock]
    if fitting:
        return SPlay(STOCK, 0, _last_max(fitting, lambda b: v.lengths[b]))
    by_value: dict[int, list[tuple[str, int]]] = {}
    wild_discards, wild_hands = [], []
    for h, card in enumerate(v.hand):
        if card == WILD:
            wild_hands.append(h)
        else:
            by_value.setdefault(card, []).append((HAND, h))
    for d, pile in enumerate(v.discards):
        if pile:
            if pile[-1] == WILD:
                wild_discards.append(d)
            else:
                by_value.setdefault(pile[-1], []).append((DISCARD, d))
    best: tuple[int, list] | None = None
    for b in PILES:
        used: set[tuple[str, int]] = set()
        plan = []
        for need in required_values(v.next_values[b], stock):
            sources = by_value.get(need, [])
            picked = next((s for s in sources if s[0] == DISCARD and s not in used), None)
            if picked is None:
                picked = next((s for s in sources if s[0] == HAND and s not in used), None)
            if picked is None:
                picked = next(((DISCARD, d) for d in wild_discards if (DISCARD, d) not in used), None)
            if picked is None:
                picked = next(((HAND, h) for h in wild_hands if (HAND, h) not in used), None)
            if picked is None:
                plan = None
                break
            used.add(picked)
            plan.append(SPlay(picked[0], picked[1], b))
        if plan is not None and (best is None or len(plan) < len(best[1])):
            best = (b, plan)
    if best is None:
        return None
    return best[1][0] if best[1] else SPlay(STOCK, 0, best[0])


class _HandClear:
    """The depth-first search of ``can_play_all_hand``."""

    def __init__(self, v: View) -> None:
        self.hand = v.hand
        self.discards = v.discards
        self.visited: set = set()
        self.nodes = 0
        self.path: list[SPlay] = []

    def run(self, piles: list[int], used_hand: list[bool], popped: list[int], played: int) -> bool:
        if played == len(self.hand):
            return True
        if self.nodes >= NODE_LIMIT:
            return False
        self.nodes += 1
        key = (*piles, sum(1 << i for i, u in enumerate(used_hand) if u), *popped)
        if key in self.visited:
            return False
        self.visited.add(key)
        for h, card in enumerate(self.hand):
            if used_hand[h]:
                continue
            for b in PILES:
                if card != WILD and piles[b] != card:
                    continue
                old = piles[b]
                piles[b] = _inc(old)
                used_hand[h] = True
                self.path.append(SPlay(HAND, h, b))
                if self.run(piles, used_hand, popped, played + 1):
                    return True
                self.path.pop()
                used_hand[h] = False
                piles[b] = old
                if self.nodes >= NODE_LIMIT:
                    return False
        for d, pile in enumerate(self.discards):
            if popped[d] >= len(pile):
                continue
            card = pile[len(pile) - 1 - popped[d]]
            for b in PILES:
                if card != WILD and piles[b] != card:
                    continue
                old = piles[b]
                piles[b] = _inc(old)
                popped[d] += 1
                self.path.append(SPlay(DISCARD, d, b))
                if self.run(piles, used_hand, popped, played):
                    return True
                self.path.pop()
                popped[d] -= 1
                piles[b] = old
                if self.nodes >= NODE_LIMIT:
                    return False
        return False


def can_play_all_hand(v: View):
    if not v.hand:
        return None
    tops = [p[-1] for p in v.discards if p]
    if not any(c == WILD or c in v.next_values for c in [*v.hand, *tops]):
        return None
    search = _HandClear(v)
    if search.run(list(v.next_values), [False] * len(v.hand), [0, 0, 0, 0], 0) and search.path:
        return search.path[0]
    return None


def _card(v: View, action: SPlay):
    if action.source == HAND:
        return v.hand[action.index]
    if action.source == STOCK:
        return v.stock_top
    return v.discards[action.index][-1]


def breaks_pair(v: View, action: SPlay) -> bool:
    need = v.next_values[action.pile]
    return sum(1 for n in v.next_values if n == need) == 2


def blocks_next(v: View, action: SPlay) -> bool:
    card = _card(v, action)
    played = v.next_values[action.pile] if card == WILD else card
    above = 1 if played == TOP else played + 1
    return v.next_stock_top == above


def discard_score(v: View, action: SDiscard) -> int:
    pile = v.discards[action.pile]
    same = 600 if pile and pile[-1] == v.hand[action.hand_index] else 0
    return 1000 + same - 20 * len(pile) - 10 * action.hand_index


def choose13(v: View):
    action = can_play_stock(v) or can_play_all_hand(v)
    if action is not None:
        return action
    stock_value = v.stock_top if v.stock_top not in (None, WILD) else 1
    best = None
    for a in v.legal:
        if not isinstance(a, SPlay) or breaks_pair(v, a):
            continue
        card = _card(v, a)
        if card != WILD and card >= 6 and card > stock_value:
            rank = (card, v.lengths[a.pile])
            if best is None or rank > best[0]:
                best = (rank, a)
    if best is not None:
        return best[1]
    discards = [a for a in v.legal if isinstance(a, SDiscard)]
    if discards:
        top = None
        for a in discards:
            score = discard_score(v, a)
            if top is None or score > top[0]:
                top = (score, a)
        return top[1]
    for a in v.legal:
        if a == END or not isinstance(a, SPlay) or not blocks_next(v, a):
            return a
    return v.legal[0]


class Skipbot13(SkipbotSeat):
    level = "skipbot13"

    def choose(self, obs):
        view = self.view(obs)
        return self.to_engine(view, choose13(view))


def make_policy(seat: int, seed: int) -> Skipbot13:
    return Skipbot13(seat, seed)
