"""Port of PlayPalace11's Phase 10 computer player (benchmarks and tests only).

Source: github.com/XGDevGroup/PlayPalace11, server/games/phase10/bot.py
(commit e3fde4fe) with the helpers it calls in server/games/phase10/
evaluator.py (commit 205ca082); game.py (commit 3997fe72) and state.py
(commit 11fb1530) were read for the rules. The decisions are re-written here
on the seat's observation; the card finder lives in ``playpalace_phase``.
What the bot does, as in the source:

1. Draw: never a Skip; a Wild only if the phase cannot be laid without it;
   any other discard top only if the greedy finder lays the phase with it;
   otherwise the draw pile.
2. Lay the phase as soon as the greedy finder assembles it (extras of a
   set, the longest run, every card of the colour included).
3. With the phase down, hit one card at a time while any fits: cards by
   penalty, highest first (Wild 25, 10-12 = 10, 1-9 = 5), each onto the
   first group in the order the groups were laid; a Wild on a run goes
   below it unless the run starts at 1.
4. Discard: cards the finder would use (or, if the phase is not complete,
   the most common value / longest chain / most common colour per group)
   and Wilds are kept; of the rest the highest penalty goes, preferring a
   card no laid group takes; a Skip goes in front of the opponent on the
   highest phase (laid phase breaks ties). With nothing dead, the cheapest
   non-Wild goes.

Ties follow the source's hand order (arrival order, ``hand_order``).
Rule differences (PlayPalace -> ours): each laid group needs a natural card
(ours, 2026: one in the phase; the finder never lays a group without one);
a Wild in a run floats (re-placed low-first after every hit), ours keeps
the value it was laid as (P10-18); a Skip target may not be chosen twice in
one pass around the table, ours forbids a second Skip in front of a player
(P10-21; the same for two players); when no card can be drawn the round
ends without a winner, ours skips the draw (P10-16).
"""

from __future__ import annotations

import random

from cardtable.engine.phase10 import melds
from cardtable.engine.phase10.actions import (
    DRAW_DECK,
    DRAW_DISCARD,
    PASS,
    Discard,
    Hit,
    Lay,
    PlaySkip,
)
from cardtable.engine.phase10.cards import SKIP, WILD
from cardtable.engine.phase10.phases import specs
from testsupport.bots.hand_order import HandOrder
from testsupport.bots.playpalace_phase import find_assignment, groups_for, penalty, useful_partial


class PlayPalacePhase10:
    level = "playpalace"

    def __init__(self, seat: int, seed: int) -> None:
        self.seat = seat
        self.order = HandOrder(random.Random(seed))
        self.round: int | None = None
        self.lay_order: list[int] = []

    def observe(self, obs) -> None:
        if obs.round != self.round:
            self.round = obs.round
            self.order.reset()
            self.lay_order = []
        for s, groups in enumerate(obs.laid):
            if groups and s not in self.lay_order:
                self.lay_order.append(s)
        self.order.sync(obs.hand)

    def _table(self, obs) -> list[tuple[int, int]]:
        return [(s, g) for s in self.lay_order for g in range(len(obs.laid[s]))]

    def choose(self, obs):
        self.observe(obs)
        legal = obs.legal_actions
        if obs.stage == "knock":
            return PASS
        hand = self.order.cards
        reqs = specs(obs.phases[self.seat])
        if obs.stage == "draw":
            return self._draw(obs, hand, reqs)
        if not obs.laid[self.seat]:
            lay = self._lay(obs, hand, reqs)
            if lay is not None:
                return lay
        else:
            hit = self._hit(obs, hand)
            if hit is not None:
                return hit
        return self._discard(obs, hand, reqs, legal)

    def _draw(self, obs, hand, reqs):
        top = obs.discard_top
        want = DRAW_DECK
        if top is not None and top != SKIP:
            if top == WILD:
                helps = find_assignment(hand, reqs) is None
            else:
                helps = find_assignment([*hand, top], reqs) is not None
            if helps:
                want = DRAW_DISCARD
        if want in obs.legal_actions or not obs.legal_actions:
            return want
        return obs.legal_actions[0]

    def _lay(self, obs, hand, reqs):
        assignment = find_assignment(hand, reqs)
        if assignment is None:
            return None
        groups = groups_for(hand, assignment, reqs)
        phase = obs.phases[self.seat]
        if melds.phase_rejection(groups, phase, obs.options.natural_rule) is not None:
            return None
        self.order.drop(i for picked in assignment for i, _ in picked)
        return Lay(tuple(groups))

    def _hit(self, obs, hand):
        candidates = sorted((i for i, c in enumerate(hand) if c != SKIP), key=lambda i: -penalty(hand[i]))
        for i in candidates:
            for s, g in self._table(obs):
                placements = melds.hit_placements(obs.laid[s][g], hand[i])
                if placements:
                    self.order.drop([i])
                    return Hit(placements[0], s, g)
        return None

    def _discard(self, obs, hand, reqs, legal):
        table = [obs.laid[s][g] for s, g in self._table(obs)]
        skips = [a for a in legal if isinstance(a, PlaySkip)]
        order = list(range(len(hand)))
        while order:
            i = self._pick_discard(hand, order, reqs, table)
            card = hand[i]
            if card == SKIP and skips:
                target = max(skips, key=lambda a: (obs.phases[a.target], bool(obs.laid[a.target])))
                self.order.drop([i])
                return target
            if Discard(card) in legal:
                self.order.drop([i])
                return Discard(card)
            order.remove(i)  # a Skip nobody may take (P10-21): the next choice
        return legal[0]

    def _pick_discard(self, hand, order, reqs, table) -> int:
        cards = [hand[i] for i in order]
        assignment = find_assignment(cards, reqs)
        if assignment is not None:
            useful = {order[j] for picked in assignment for j, _ in picked}
        else:
            useful = {order[j] for j in useful_partial(cards, reqs)}
        useful |= {i for i in order if hand[i] == WILD}
        dead = sorted((i for i in order if i not in useful), key=lambda i: -penalty(hand[i]))
        if dead:
            if table:
                safe = [i for i in dead if not any(melds.hit_placements(g, hand[i]) for g in table)]
                if safe:
                    return safe[0]
            return dead[0]
        plain = [i for i in order if hand[i] != WILD] or order
        return min(plain, key=lambda i: penalty(hand[i]))


def make_policy(seat: int, seed: int) -> PlayPalacePhase10:
    return PlayPalacePhase10(seat, seed)
