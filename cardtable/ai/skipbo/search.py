"""Search every distinct sequence of plays of one Skip-Bo turn.

From the acting seat's view the search tries every play (stock top, discard
pile tops, each distinct hand card, onto each building pile height), merges
sequences that reach the same position (piles of equal height are
interchangeable), and scores each position where the turn could stop, with
the best discard, through an ``Evaluator``. Positions behind an unknown card
stop the plan: a hand emptied by plays is refilled from the draw pile (SB-11)
and a played stock card turns up the next one (SB-10); the policy replans
when it sees the new cards. After a stock play the search goes on with the
stock treated as unplayable, so "stock first, then the rest" scores what it
is worth.

Plan steps are small tuples: ``("s", to)``, ``("h", card, to)``,
``("d", pile, to)``, ``("x", card, pile)`` (discard) and ``("e",)`` (end
the turn with an empty hand).

With ``collect`` the search also keeps, per set of building pile heights,
the best way to end the turn leaving them (``Found.leaves``): the hard
level's look past its turn (``reply.py``) chooses among those.

The search stops after ``max_nodes`` positions, so what it finds depends only
on the view and the budget, never on how busy the machine is. ``stop`` (an
``EmergencyStop``, checked every 64 positions) is the wall-clock emergency
brake only.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal, Protocol, TypeAlias

from cardtable.ai.skipbo.view import UNKNOWN, View, W

if TYPE_CHECKING:
    from cardtable.ai.emergency import EmergencyStop

# The steps of a plan; the cards are the AI's ints (view.py), piles are indexes.
StockStep: TypeAlias = tuple[Literal["s"], int]  # stock top onto building pile ``to``
HandStep: TypeAlias = tuple[Literal["h"], int, int]  # (card, to): a hand card onto a building pile
PileStep: TypeAlias = tuple[Literal["d"], int, int]  # (pile, to): a discard top onto a building pile
DiscardStep: TypeAlias = tuple[Literal["x"], int, int]  # (card, pile): a hand card discarded
EndStep: TypeAlias = tuple[Literal["e"]]  # end the turn with an empty hand
Step: TypeAlias = StockStep | HandStep | PileStep | DiscardStep | EndStep
Plan: TypeAlias = tuple[Step, ...]
Heights: TypeAlias = tuple[int, ...]  # building pile heights, sorted: interchangeable piles alike
Leaves: TypeAlias = dict[Heights, tuple[float, Plan]]  # the best (value, plan) leaving those heights


@dataclass(slots=True)
class Node:
    building: tuple[int, ...]
    hand: tuple[int, ...]
    discards: tuple[tuple[int, ...], ...]
    stock_top: int | None  # UNKNOWN once played in this plan
    stock_count: int
    stock_played: int = 0
    hand_played: int = 0
    discard_played: int = 0
    wilds_played: int = 0


@dataclass(slots=True)
class Found:
    value: float
    plan: Plan
    nodes: int
    complete: bool  # False: the node budget (or the emergency stop) ended it
    leaves: Leaves | None = None  # collect=True: sorted building heights -> best (value, plan) leaving them


class TurnEvaluator(Protocol):
    """What the search asks of an evaluation (``evaluate.Evaluator``, or the
    easy level's jittered one): the value of each way a turn can stop."""

    def won(self, node: Node) -> float: ...
    def refill(self, view: View, node: Node) -> float: ...
    def end(self, view: View, node: Node) -> float: ...
    def best_discard(self, view: View, node: Node) -> tuple[float, DiscardStep | None]: ...


def _place(building: tuple[int, ...], to: int, height: int) -> tuple[int, ...]:
    """Building heights after a card lands on pile ``to`` (a 12 is set aside)."""
    return (*building[:to], 0 if height == 12 else height, *building[to + 1:])


def search(view: View, evaluator: TurnEvaluator, max_nodes: int = 20000,
           stop: EmergencyStop | None = None, collect: bool = False) -> Found:
    root = Node(view.building, view.hand, view.discards, view.stock_top, view.stock_count)
    seen: set[tuple[Heights, tuple[int, ...], tuple[tuple[int, ...], ...], int | None]] = set()
    best_value = float("-inf")
    best_plan: Plan = ()
    count = 0
    complete = True
    can_refill = view.draw_count > 0
    leaves: Leaves | None = {} if collect else None
    stack: list[tuple[Node, Plan]] = [(root, ())]
    while stack:
        node, plan = stack.pop()
        key = (tuple(sorted(node.building)), node.hand, node.discards, node.stock_top)
        if key in seen:
            continue
        seen.add(key)
        count += 1
        if count > max_nodes or (stop is not None and count % 64 == 0 and stop.fired()):
            complete = False
            break
        # the turn could stop here -------------------------------------------------
        if node.stock_count == 0:  # SB-18: the stock is empty, the game is won
            value = evaluator.won(node)
            if value > best_value:
                best_value, best_plan = value, plan
            continue
        if not node.hand:
            if can_refill and plan:
                value = evaluator.refill(view, node)
                if leaves is not None:
                    _leaf(leaves, node, value, plan)
                if value > best_value:
                    best_value, best_plan = value, plan
                continue
            step: Step | None
            value, step = evaluator.end(view, node), ("e",)
        else:
            value, step = evaluator.best_discard(view, node)
        if leaves is not None and step is not None:
            _leaf(leaves, node, value, (*plan, step))
        if value > best_value:
            assert step is not None  # a discard is missing only with the value -inf, never best
            best_value, best_plan = value, (*plan, step)
        # ... or play on -------------------------------------------------------------
        building = node.building
        children: list[tuple[Node, Plan]] = []  # stock first, then discard piles, then hand
        later: list[tuple[Node, Plan]] = []
        last: list[tuple[Node, Plan]] = []
        done_heights = set()
        top = node.stock_top
        for to, height in enumerate(building):
            if height in done_heights:
                continue
            done_heights.add(height)
            need = height + 1
            if top is not None and top != UNKNOWN and (top in (W, need)):
                children.append((Node(_place(building, to, need), node.hand, node.discards, UNKNOWN,
                                      node.stock_count - 1, node.stock_played + 1, node.hand_played,
                                      node.discard_played, node.wilds_played + (top == W)),
                                 (*plan, ("s", to))))
            for i, pile in enumerate(node.discards):
                if pile and (pile[-1] == W or pile[-1] == need):
                    discards = (*node.discards[:i], pile[:-1], *node.discards[i + 1:])
                    later.append((Node(_place(building, to, need), node.hand, discards, top,
                                       node.stock_count, node.stock_played, node.hand_played,
                                       node.discard_played + 1, node.wilds_played + (pile[-1] == W)),
                                  (*plan, ("d", i, to))))
            hand = node.hand
            prev = None
            for j, card in enumerate(hand):
                if card == prev:
                    continue
                prev = card
                if card in (W, need):
                    last.append((Node(_place(building, to, need), hand[:j] + hand[j + 1:], node.discards,
                                      top, node.stock_count, node.stock_played, node.hand_played + 1,
                                      node.discard_played, node.wilds_played + (card == W)),
                                 (*plan, ("h", card, to))))
        children += later
        children += last
        stack.extend(reversed(children))
    return Found(best_value, best_plan, count, complete, leaves)


def _leaf(leaves: Leaves, node: Node, value: float, plan: Plan) -> None:
    """Keep the best plan per set of building heights (piles of equal height
    are interchangeable, so the heights are sorted)."""
    key = tuple(sorted(node.building))
    old = leaves.get(key)
    if old is None or value > old[0]:
        leaves[key] = (value, plan)
