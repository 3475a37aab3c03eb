"""The Phase 10 computer player: one class, three levels.

Every level lays its phase as soon as it can (in the arrangement that leaves
the fewest dead cards), hits everything it can, always takes a Wild and
plays a Skip at once. They differ in how they judge a hand:

- easy: only the deficiency (cards missing for the phase); ties are broken
  at random; it overlooks a useful discard now and then and ignores what
  others collect and whom it skips.
- medium: deficiency plus *outs* (unseen cards that would help, from the
  cards it has seen), avoids feeding the next player what they collect or
  can hit, dumps high cards when someone is close to going out, and skips
  the most dangerous opponent.
- hard: medium's judgement plus the round after laying: a hand also pays
  for every card it would be stuck with once the phase is down (cards that
  neither belong to the phase nor extend its groups, ``leftovers.py``), so it
  keeps a fourth 7 for its set of 7s rather than a lonely 12, and takes such
  a card from the discard pile while it is one to three cards short of its
  phase; among equal cards the more expensive one goes first. Its model of
  what the opponents want is finer (their phase, pick-ups, discards and the
  tops they left lying) and weighted more. At a table of three or more,
  once its own phase is down it skips the most advanced player who has not
  laid yet rather than the one about to go out (whose going out now ends
  the round in its favour). Deeper look-ahead (expectimax over the next
  draws, rollouts of its own coming turns) measured no stronger and is not
  part of any level (docs/AI.md).

A decision is a fixed amount of counting, with no search and no clock, so a
seeded game plays the same on any machine, and quickly.

A policy sees only its seat's observation and remembers public events
(``memory.Memory``); its randomness comes from its own seeded generator.
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import TYPE_CHECKING

from cardtable.ai.phase10 import evaluate as ev
from cardtable.ai.phase10.leftovers import hittable_slots, stuck
from cardtable.ai.phase10.memory import Memory
from cardtable.ai.phase10.planning import best_lay, plan_hits, table_groups
from cardtable.engine.phase10 import melds
from cardtable.engine.phase10.actions import (
    DRAW_DECK,
    DRAW_DISCARD,
    KNOCK,
    PASS,
    Action,
    Discard,
    Lay,
    PlaySkip,
)
from cardtable.engine.phase10.cards import SKIP, WILD, colour, number_value, value
from cardtable.engine.phase10.phases import specs
from cardtable.engine.phase10.rounds import card_points

if TYPE_CHECKING:
    from cardtable.engine.phase10.observation import Observation

LEVELS = ("easy", "medium", "hard")

# What distinguishes the levels (tuned by benchmarks/tournament.py runs,
# docs/AI.md). ``outs``: weight of the chance that the next draw helps;
# ``feed``: how much feeding the next player what they collect costs;
# ``potential``: keeping a card that could extend a laid run later;
# ``model``: 1 guesses what others collect from their pick-ups, 2 also from
# their phase, discards and the tops they left; ``notice``: the chance to see
# a useful discard at all; ``leftover``: what each card the hand would be
# stuck with after laying costs (in missing cards; 0 = not looked at);
# ``extras_below``: take a discard that only lowers that count while missing
# at most this many cards; ``cheap``: how much a penalty point of a card
# counts towards throwing it away before laying; ``skip_plan``: with its own
# phase down, skip the most advanced player who has not laid yet.
PARAMS = {
    "easy": {"outs": 0.0, "feed": 0.0, "potential": 0.0, "model": 1, "notice": 0.7,
             "leftover": 0.0, "extras_below": 0, "cheap": 0.0, "skip_plan": 0},
    "medium": {"outs": 0.9, "feed": 0.6, "potential": 0.5, "model": 1, "notice": 1.0,
               "leftover": 0.0, "extras_below": 0, "cheap": 0.0, "skip_plan": 0},
    "hard": {"outs": 0.9, "feed": 1.0, "potential": 0.5, "model": 2, "notice": 1.0,
             "leftover": 0.3, "extras_below": 3, "cheap": 0.002, "skip_plan": 1},
}


@lru_cache(maxsize=1 << 16)
def value0(phase: int, prof: tuple[int, ...], unseen: tuple[int, ...], rule: str, w: float) -> float:
    """-deficiency plus ``w`` times the chance that the next draw lowers it."""
    d = ev.deficiency(phase, prof, rule)
    if d == 0:
        return 0.0
    if not w:
        return -d
    total = sum(unseen) or 1
    return -d + w * ev.outs(phase, prof, unseen, rule) / total


class Phase10Policy:
    def __init__(self, level: str, seat: int, seed: int, **params: float) -> None:
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r}; expected one of {LEVELS}")
        self.level = level
        self.p = {**PARAMS[level], **params}
        self.seat = seat
        self.rng = random.Random(f"phase10:{level}:{seat}:{seed}")
        self.memory: Memory | None = None
        self._last: Observation | None = None

    # -- the Policy protocol ---------------------------------------------------

    def observe(self, observation: Observation) -> None:
        if observation is self._last or observation == self._last:
            return
        if self.memory is None:
            self.memory = Memory(observation.options.players)
        self.memory.update(observation)
        self._last = observation

    def choose(self, observation: Observation) -> Action | None:
        self.observe(observation)
        obs = observation
        legal = obs.legal_actions
        if not legal:
            return None
        action = self._decide(obs)
        if action not in legal and not isinstance(action, Lay):
            action = legal[0]
        return action

    # -- decisions ----------------------------------------------------------------

    def _decide(self, obs: Observation) -> Action | None:
        if obs.stage == "knock":
            return KNOCK if self._wants(obs, obs.discard_top) else PASS
        if obs.stage == "draw":
            if DRAW_DISCARD in obs.legal_actions and (DRAW_DECK not in obs.legal_actions or self._wants(obs, obs.discard_top)):
                return DRAW_DISCARD
            return DRAW_DECK
        laid = bool(obs.laid[obs.seat])
        if not laid:
            fallback = next((a for a in obs.legal_actions if isinstance(a, Lay)), None)
            if fallback is not None:
                lay, _ = best_lay(obs, fallback)
                return lay
        else:
            hits, _ = plan_hits(obs.hand, table_groups(obs.laid))
            if hits:
                return hits[0]
        return self._discard(obs, laid)

    # -- draw / knock ----------------------------------------------------------------

    def _wants(self, obs: Observation, top: str | None) -> bool:
        """Whether to take ``top`` from the discard pile (or knock for it)."""
        if top is None or top == SKIP:
            return False
        if top == WILD:
            return True
        hand = list(obs.hand)
        if obs.laid[obs.seat]:
            _, left = plan_hits([*hand, top], table_groups(obs.laid))
            return top not in left or len(left) < len(plan_hits(hand, table_groups(obs.laid))[1])
        if self.p["notice"] < 1.0 and self.rng.random() > self.p["notice"]:
            return False  # easy sometimes overlooks a useful discard
        phase, rule = obs.phases[obs.seat], obs.options.natural_rule
        prof = ev.profile(hand, phase)
        d = ev.deficiency(phase, prof, rule)
        slot = ev.slot(top, phase)
        assert slot is not None, "only a Skip has no slot, and top is not a Skip"
        grown = ev.bump(prof, slot)
        d_take = ev.deficiency(phase, grown, rule)
        if d_take == d and 0 < d <= self.p["extras_below"]:
            # a card that goes down with the phase (a fourth 7 for a set of 7s):
            # the turn's discard can then be a card that would be stuck
            hittable = hittable_slots(obs.laid, phase)
            stuck_now = stuck(phase, prof, rule, hittable)
            if stuck_now and stuck(phase, grown, rule, hittable) == stuck_now:
                return self._keeps(obs, hand, top)
        return d_take < d and self._keeps(obs, hand, top)

    def _keeps(self, obs: Observation, hand: list[str], top: str) -> bool:
        """Whether the discard after taking ``top`` would be another card (taking
        a card only to throw it back can loop forever between two players)."""
        taken = [*hand, top]
        cards = sorted({c for c in taken if c != SKIP})
        return self._junk_card(obs, cards, taken) != top

    # -- hand values --------------------------------------------------------------

    def _unseen_prof(self, obs: Observation, phase: int) -> tuple[int, ...]:
        return ev.unseen_profile(self._memory().unseen(obs), phase)

    def _memory(self) -> Memory:
        """What this seat has seen; ``observe`` makes it before any decision."""
        if self.memory is None:
            raise RuntimeError("observe() an observation before deciding anything")
        return self.memory

    @staticmethod
    def _without(hand: list[str], card: str) -> list[str]:
        rest = list(hand)
        rest.remove(card)
        return rest

    def _value(self, obs: Observation, hand: list[str], unseen: tuple[int, ...]) -> float:
        """How good ``hand`` is for the seat's phase: minus the cards missing,
        plus ``outs`` times the chance that the next draw lowers that."""
        phase, rule = obs.phases[obs.seat], obs.options.natural_rule
        return value0(phase, ev.profile(hand, phase), unseen, rule, self.p["outs"])

    # -- discard ------------------------------------------------------------------

    def _discard(self, obs: Observation, laid: bool) -> Discard | PlaySkip:
        hand = list(obs.hand)
        skips = [a for a in obs.legal_actions if isinstance(a, PlaySkip)]
        if skips:
            return self._skip_target(obs, skips)
        choices = [a for a in obs.legal_actions if isinstance(a, Discard)]
        if len(choices) == 1:
            return choices[0]
        cards = [a.card for a in choices]
        if SKIP in cards and len(hand) == 1:
            return Discard(SKIP)
        if laid:
            return Discard(self._dead_card(obs, cards))
        return Discard(self._junk_card(obs, cards, hand))

    def _skip_target(self, obs: Observation, skips: list[PlaySkip]) -> PlaySkip:
        if self.level == "easy":
            return self.rng.choice(skips)
        if self.p["skip_plan"] and obs.laid[obs.seat]:
            # With its own phase down the seat wants the round to end: a player
            # about to go out ends it for everybody, so the Skip goes to the
            # player furthest ahead who has not laid yet (their lost turn is a
            # lost chance to advance). Not when a laid player is on the last
            # phase: then points decide between them, and going out first counts.
            last = obs.options.phases[-1]
            racing = any(obs.laid[s] and obs.phases[s] == last for s in range(obs.options.players) if s != obs.seat)
            behind = [a for a in skips if not obs.laid[a.target]]
            if behind and not racing:
                return max(behind, key=lambda a: (self._progress(obs, a.target), -obs.scores[a.target], -a.target))
        return max(skips, key=lambda a: (self._danger(obs, a.target), -a.target))

    @staticmethod
    def _progress(obs: Observation, s: int) -> float:
        return obs.options.phases.index(obs.phases[s]) / max(1, len(obs.options.phases))

    def _danger(self, obs: Observation, s: int) -> float:
        """How close seat s is to ending the round or the game."""
        progress = self._progress(obs, s)
        if obs.laid[s]:
            return 10.0 - obs.hand_counts[s] + progress
        return progress - 0.01 * obs.scores[s] / 100

    def _points_weight(self, obs: Observation) -> float:
        base = 0.3 if obs.options.exact_ten_rounds else 0.06
        worst = 0.0
        for s in range(obs.options.players):
            if s != obs.seat and obs.active[s] and obs.laid[s]:
                worst = max(worst, 1.0 / max(1, obs.hand_counts[s]))
        return base * worst

    def _junk_card(self, obs: Observation, cards: list[str], hand: list[str]) -> str:
        phase, rule, edition = obs.phases[obs.seat], obs.options.natural_rule, obs.options.edition
        naturals = [c for c in cards if c not in (WILD, SKIP)]
        pool = naturals or cards
        if self.level == "easy":
            scored = {c: -ev.deficiency(phase, ev.profile(self._without(hand, c), phase), rule) for c in pool}
            top = max(scored.values())
            return self.rng.choice(sorted(c for c in pool if scored[c] == top))
        unseen = self._unseen_prof(obs, phase)
        pw = self._points_weight(obs)
        leftover, cheap = self.p["leftover"], self.p["cheap"]
        hittable = hittable_slots(obs.laid, phase) if leftover else frozenset()
        scores = {}
        for c in sorted(pool):
            points = card_points(c, edition)
            score = self._value(obs, self._without(hand, c), unseen) - self.p["feed"] * self._feed_risk(obs, c) + pw * points / 5 + cheap * points
            if leftover:  # fewer cards stuck after laying
                score -= leftover * stuck(phase, ev.profile(self._without(hand, c), phase), rule, hittable)
            scores[c] = score
        best, best_score = None, None
        for c in sorted(pool):
            if best_score is None or scores[c] > best_score:
                best, best_score = c, scores[c]
        assert best is not None, "the pool of discards is never empty"
        return best

    def _dead_card(self, obs: Observation, cards: list[str]) -> str:
        edition = obs.options.edition
        naturals = [c for c in cards if c not in (WILD, SKIP)] or cards
        if self.level == "easy":
            return self.rng.choice(sorted(naturals))
        runs = [g for groups in obs.laid for g in groups if g.kind == "run"]
        pw = 0.2 + self._points_weight(obs)

        def keep(c: str) -> float:
            v = value(c)
            potential = 0.0
            if v is not None:
                for g in runs:
                    assert g.low is not None and g.high is not None, "a run has its lowest and highest value"
                    if v in (g.low - 2, g.high + 2):
                        potential = max(potential, self.p["potential"])
            return potential + self.p["feed"] * self._feed_risk(obs, c) - pw * card_points(c, edition) / 10

        return min(sorted(naturals), key=keep)

    # -- not feeding the next player ----------------------------------------------

    def _takers(self, obs: Observation) -> list[int]:
        n = obs.options.players
        others = [(obs.seat + k) % n for k in range(1, n)]
        others = [s for s in others if obs.active[s]]
        if obs.options.knock:
            return [s for s in others if not obs.skips[s]]
        for s in others:
            if obs.skips[s]:
                if obs.options.edition == "2026":
                    return []  # their Skip covers the discard
                continue
            return [s]
        return []

    def _feed_risk(self, obs: Observation, card: str) -> float:
        """How likely the players who can take ``card`` next want it (0..1)."""
        if card == WILD:
            return 1.0 if self._takers(obs) else 0.0
        risk = 0.0
        table = table_groups(obs.laid)
        for s in self._takers(obs):
            if obs.laid[s]:
                if any(melds.hit_placements(g, card) for _, _, g in table):
                    risk = max(risk, 1.0)
                continue
            risk = max(risk, self._wanted(obs, s, card) if self.p["model"] == 2 else self._wanted1(s, card))
        return risk

    def _wanted1(self, s: int, card: str) -> float:
        mem = self._memory()
        v = number_value(card)  # a Wild never gets here and a Skip is never among several discards
        if mem.picked_values[s][v]:
            return 0.8
        return 0.0 if mem.dumped[s][v] else 0.1

    def _wanted(self, obs: Observation, s: int, card: str) -> float:
        """A guess from seat s's phase, its pick-ups, its discards and the tops it left."""
        mem = self._memory()
        kinds = {g.kind for g in specs(obs.phases[s])}
        v, col = number_value(card), colour(card)  # a number card, as in _wanted1
        picked = [c for c, n in mem.picked[s].items() if n > 0 and value(c) is not None]
        if "colour" in kinds:
            if any(colour(c) == col for c in picked):
                return 0.7
            gone = sum(n for c, n in (mem.dumped_cards[s] + mem.declined[s]).items() if colour(c) == col)
            return 0.02 if gone >= 2 else 0.2
        if any(value(c) == v for c in mem.declined[s]) or mem.dumped[s][v]:
            return 0.0
        risk = 0.12
        if "set" in kinds and any(value(c) == v for c in picked):
            risk = 0.8
        if "run" in kinds:
            near = [abs(number_value(c) - v) for c in picked]
            if near and min(near) == 0 and "set" not in kinds:
                risk = max(risk, 0.1)
            elif near and min(near) <= 2:
                risk = max(risk, 0.5)
            elif 3 <= v <= 10:
                risk = max(risk, 0.2)
        return risk


__all__ = ["LEVELS", "PARAMS", "Phase10Policy"]
