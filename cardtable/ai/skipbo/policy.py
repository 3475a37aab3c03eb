"""The Skip-Bo computer player: plan a whole turn, hand it out one action at a time.

``choose`` is called once per action. The policy searches the turn
(``search.search``), keeps the plan, and before every later step checks that
the seat's view is exactly the one the plan expected; anything new (a refill
after an emptied hand, the stock card turned up after a stock play) makes it
plan again from what it now sees. Levels differ in the evaluation and in how
far they look (``LEVELS``), never in what they may see: the policy gets the
seat's observation only. Hard, at a table of two, also looks past its own
turn: among the best few ways to end it, it prefers the building piles on
which the other player, dealt sampled hands, frees the fewest stock cards
(``reply.py``). Once nothing is left to draw, every level judges
with ``keep_alive`` weights: no holding back to block (a dry table
would stall).

What a level may think is a number of search positions (``Level.max_nodes``),
not a time: a seeded game plays out the same however busy the machine is.
The budgets are what this machine searches within the old time limits
(20 / 35 / 450 ms, docs/AI.md). A wall-clock emergency stop
(``cardtable.ai.emergency``, several seconds) only guards against a stalled
machine and logs a warning when it fires.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from cardtable.ai.emergency import EmergencyStop
from cardtable.ai.skipbo.evaluate import EASY, HARD, MEDIUM, Evaluator, Weights
from cardtable.ai.skipbo.reply import Reply
from cardtable.ai.skipbo.search import search
from cardtable.ai.skipbo.view import View, W, to_engine, view_of
from cardtable.engine.skipbo.state import DISCARD, HAND, STOCK, Discard, EndTurn, Play

if TYPE_CHECKING:
    from cardtable.ai.skipbo.search import DiscardStep, EndStep, Node, Plan, Step
    from cardtable.ai.skipbo.view import ViewKey
    from cardtable.engine.skipbo.observation import SkipBoObservation
    from cardtable.engine.skipbo.state import Action


@dataclass(frozen=True)
class Level:
    weights: Weights
    max_nodes: int  # search positions per decision (the turn search)
    reply_weight: float = 0.0  # points per stock card the next player answers with (reply.py)
    reply_samples: int = 24  # sampled deals of the unseen cards
    reply_top: int = 8  # building-pile heights judged


LEVELS = {
    "easy": Level(EASY, 300),
    "medium": Level(MEDIUM, 600),
    "hard": Level(HARD, 8000, reply_weight=60.0),
}


LEVEL_KNOBS = ("max_nodes", "reply_weight", "reply_samples", "reply_top")
FLOAT_KNOBS = ("reply_weight",)
PARAMS = (*LEVEL_KNOBS, *Weights.__dataclass_fields__)


def with_params(level: Level, params: Mapping[str, Any]) -> Level:
    """``level`` with some weights (or its node budget) changed; ValueError
    names a key that is neither. The values are numbers as parsed from a
    command line: the level's knobs are converted here, weights taken as given."""
    unknown = sorted(set(params) - set(PARAMS))
    if unknown:
        raise ValueError(f"not a Skip-Bo level parameter: {', '.join(unknown)} (one of {', '.join(PARAMS)})")
    if not params:
        return level
    knobs: dict[str, Any] = {k: (float(v) if k in FLOAT_KNOBS else int(v))
                             for k, v in params.items() if k in LEVEL_KNOBS}
    weights = replace(level.weights, **{k: v for k, v in params.items() if k not in LEVEL_KNOBS})
    return replace(level, weights=weights, **knobs)


def _after(view_key: ViewKey, step: Step) -> ViewKey | None:
    """The view key the plan expects after ``step`` (None: unknown cards follow)."""
    hand, top, count, discards, building = view_key
    if step[0] == "s":
        return None  # the next stock card turns up
    if step[0] == "d":
        _, i, to = step
        discards = (*discards[:i], discards[i][:-1], *discards[i + 1:])
    elif step[0] == "h":
        _, card, to = step
        j = hand.index(card)
        hand = hand[:j] + hand[j + 1:]
        if not hand:
            return None  # refilled (SB-11)
    else:
        return None  # the turn ends
    height = building[to] + 1
    building = (*building[:to], 0 if height == 12 else height, *building[to + 1:])
    return (hand, top, count, discards, building)


def to_action(step: Step) -> Action:
    if step[0] == "s":
        return Play(STOCK, step[1])
    if step[0] == "d":
        return Play(DISCARD, step[2], None, step[1])
    if step[0] == "h":
        return Play(HAND, step[2], to_engine(step[1]))
    if step[0] == "x":
        return Discard(to_engine(step[1]), step[2])
    return EndTurn()


def keep_alive(weights: Weights) -> Weights:
    """The weights for a dry table (draw pile and set-aside piles empty).

    Withholding a card to block the next player's stock (``threat``) or to
    keep a discard pile as storage (a negative ``discard_card``) pays while
    fresh cards keep coming. Once nothing is left to draw, every card held
    back is a card that cannot complete a building pile, and a table where
    everybody holds back stalls (SB-19). So then no level blocks, and playing
    from a discard pile is worth at least what medium thinks of it.
    """
    return replace(weights, threat=0.0,
                   discard_card=max(weights.discard_card, MEDIUM.discard_card))


class SkipBoPolicy:
    """One seat's computer player for one game."""

    def __init__(self, level: str, seat: int, seed: int, **params: float) -> None:
        """``params`` change the level for experiments (benchmarks/tournament.py
        ``hard+threat=50``): any field of ``Weights``, or ``max_nodes``."""
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r}")
        self.level = level
        self.seat = seat
        self.rng = random.Random(f"skipbo-ai:{level}:{seat}:{seed}")
        self.config = with_params(LEVELS[level], params)
        self.evaluator = Evaluator(self.config.weights)
        self.dry_evaluator = Evaluator(keep_alive(self.config.weights))
        self._plan: list[Step] = []
        self._expect: ViewKey | None = None
        self.last_nodes = 0

    def observe(self, observation: SkipBoObservation) -> None:
        """Nothing to remember: every pile a Skip-Bo player may use is in view."""

    def choose(self, observation: SkipBoObservation) -> Action | None:
        legal = observation.legal_actions
        if not legal:
            return None
        view = view_of(observation)
        if self._plan and self._expect == view.key():
            step = self._plan.pop(0)
        else:
            self._plan = list(self.plan(view))
            step = self._plan.pop(0)
        self._expect = _after(view.key(), step) if self._plan else None
        action = to_action(step)
        if action not in legal:  # never expected; stay legal whatever happens
            self._plan = []
            action = legal[0]
        return action

    def plan(self, view: View) -> Plan:
        cfg = self.config
        stop = EmergencyStop(f"Skip-Bo {self.level} seat {self.seat}")
        # an empty draw pile means nothing is set aside either (SB-17 refills it at once)
        inner = self.evaluator if view.draw_count else self.dry_evaluator
        ev: Evaluator | _Noisy = _Noisy(inner, self.rng, cfg.weights.noise) if cfg.weights.noise else inner
        # the reply only at a table of two: with more players it made hard lose to
        # medium (4 players: 30.5% against medium's 34.8%, docs/AI.md "Round 3")
        reply = Reply(cfg.reply_weight, cfg.reply_samples, cfg.reply_top) if (
            cfg.reply_weight and view.draw_count and view.n == 2) else None
        found = search(view, ev, cfg.max_nodes, stop, collect=reply is not None)
        self.last_nodes = found.nodes
        if not found.plan:
            return (_fallback(view),)
        if reply is not None and found.leaves and found.value < cfg.weights.won / 2:
            better = reply.choose(view, found.leaves)
            if better is not None:
                return better[1]
        return found.plan


class _Noisy:
    """The easy level's evaluator: the same judgement with random jitter on
    everything but stock plays, so it misses the finer choices."""

    def __init__(self, inner: Evaluator, rng: random.Random, amount: float) -> None:
        self.inner = inner
        self.rng = rng
        self.amount = amount

    def _j(self, value: float) -> float:
        return value + self.rng.uniform(0.0, self.amount)

    def won(self, node: Node) -> float:
        return self.inner.won(node)

    def refill(self, view: View, node: Node) -> float:
        return self._j(self.inner.refill(view, node))

    def end(self, view: View, node: Node) -> float:
        return self._j(self.inner.end(view, node))

    def best_discard(self, view: View, node: Node) -> tuple[float, DiscardStep | None]:
        value, step = self.inner.best_discard(view, node)
        return self._j(value), step


def _fallback(view: View) -> DiscardStep | EndStep:
    if view.hand:
        card = max(view.hand, key=lambda c: (c != W, c))
        return ("x", card, 0)
    return ("e",)


__all__ = ["LEVELS", "PARAMS", "SkipBoPolicy", "to_action", "with_params"]
