"""Port of skipbot's naive "baseline" bot (heuristic 14), benchmarks and tests only.

Source: github.com/meesvandongen/skipbot, commit 4a81901 (2025-11-14),
src/bots/heuristic_14.rs; its research/heuristic_research.md measures every
other heuristic against this one (heuristic 13 wins 95.71% of 100,000 games,
stock 20, 2 players). Rules of the port, in skipbot's action order
(``skipbot_view.legal_actions``):

1. the first legal stock play (lowest building pile), else the first
   discard-pile play, else the first hand play (lowest hand index: the card
   held longest, then lowest building pile);
2. with an empty hand, end the turn;
3. otherwise the first discard action: hand card 0 onto discard pile 0.

It differs from ``skipbo_naive`` (the issue's naive bot) only in the hand
order: skipbot's hand is in arrival order, ours sorted, so this bot
discards the card it has held longest rather than its lowest card.
"""

from __future__ import annotations

from cardtable.engine.skipbo.state import DISCARD, HAND, STOCK
from testsupport.bots.skipbot_view import END, SDiscard, SkipbotSeat, SPlay


def choose_naive(legal: list):
    for source in (STOCK, DISCARD, HAND):
        for action in legal:
            if isinstance(action, SPlay) and action.source == source:
                return action
    if END in legal:
        return END
    for action in legal:
        if isinstance(action, SDiscard):
            return action
    return legal[0]


class SkipbotNaive(SkipbotSeat):
    level = "skipbotnaive"

    def choose(self, obs):
        view = self.view(obs)
        return self.to_engine(view, choose_naive(view.legal))


def make_policy(seat: int, seed: int) -> SkipbotNaive:
    return SkipbotNaive(seat, seed)
