"""Look through a refill: what an emptied hand is worth, by sampled new hands.

The turn search (``search.search``) stops where unknown cards come in: a hand
emptied by plays is refilled with five cards from the draw pile (SB-11). A
fixed bonus for the refill cannot tell an empty hand that leaves the building
piles where the new cards will likely play from one that does not. Here the
search goes on past the refill: for a few sampled hands of five cards drawn
from the cards this seat cannot see (``View.unseen``; a stock top not yet
turned up is sampled from them too) it searches the rest of the turn with a
small node budget and averages the best values found (a determinized
expectimax of one chance step). The samples come from a generator seeded by
the position, so the same view always gives the same answer on any machine.
"""

from __future__ import annotations

import random
import zlib
from dataclasses import dataclass, replace

from cardtable.ai.skipbo.view import UNKNOWN, View

REFILL = 5  # SB-11: an emptied hand draws five cards


@dataclass(frozen=True)
class Chance:
    samples: int  # sampled hands per refill position
    nodes: int  # search positions per sample
    top: int  # refill positions (best by the fixed bonus first) looked through

    def value(self, view: View, node, evaluator, search) -> tuple[float, int]:
        """The expected end-of-turn value of ``node`` (a position whose hand
        is empty and will be refilled) and the search positions it took."""
        w = evaluator.w
        key = (view.key(), node.building, node.discards, node.stock_top, node.stock_count)
        rng = random.Random(zlib.crc32(repr(key).encode()))
        pool = sorted(view.unseen.elements())
        draw = min(REFILL, len(pool))
        path = w.stock * node.stock_played + w.hand_card * node.hand_played + w.discard_card * node.discard_played
        total = 0.0
        used = 0
        for _ in range(self.samples):
            cards = rng.sample(pool, draw + 1)
            hand = tuple(sorted(cards[:draw]))
            top = node.stock_top
            if top == UNKNOWN:
                top = cards[draw] if node.stock_count else None
            sub = replace(view, hand=hand, stock_top=top, stock_count=node.stock_count,
                          discards=node.discards, building=node.building,
                          draw_count=max(0, view.draw_count - draw))
            found = search(sub, evaluator, self.nodes)
            used += found.nodes
            total += found.value
        return path + total / self.samples, used
