"""What a Phase 10 seat remembers of the public events of the round.

A person at the table sees every discard and every card taken from the
discard pile. :class:`Memory` keeps exactly that, from the filtered events of
the observations the seat receives (never from hidden state): the cards
lying in the discard pile below its top, the cards each opponent took from
the discard pile and still holds, and the values each opponent threw away.
From it, :meth:`Memory.unseen` counts the cards the seat has not seen: the
deck minus its hand, the table, the discard pile and the known cards of
opponents' hands. A policy created in mid-round (a hint) starts with what
the observation shows and still plays legally.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, cast

from cardtable.engine.phase10.cards import COPIES, SKIP, value

if TYPE_CHECKING:
    from cardtable.engine.phase10.observation import Observation


def _physical(card: str) -> str:
    """The hand card of a laid notation: "W=9" -> "W"."""
    return "W" if card.startswith("W") else card


class Memory:
    def __init__(self, players: int) -> None:
        self.players = players
        self.round = -1
        self.pile: list[str] = []  # the discard pile as far as known; last = top
        self.picked: list[Counter[str]] = [Counter() for _ in range(players)]
        self.dumped: list[Counter[int]] = [Counter() for _ in range(players)]  # values discarded
        self.picked_values: list[Counter[int]] = [Counter() for _ in range(players)]
        self.dumped_cards: list[Counter[str]] = [Counter() for _ in range(players)]
        self.declined: list[Counter[str]] = [Counter() for _ in range(players)]  # tops left lying

    def _reset(self, round_no: int, top: str | None) -> None:
        self.round = round_no
        self.pile = [top] if top else []
        for s in range(self.players):
            self.picked[s].clear()
            self.dumped[s].clear()
            self.picked_values[s].clear()
            self.declined[s].clear()
            self.dumped_cards[s].clear()

    def update(self, obs: Observation) -> None:
        """Take in the events of one observation (each observation once).

        The engine fills an event's fields by its kind (``state.EventKind``):
        the casts below name them; an event read from a file or the network
        that lacks one is taken in as it comes, never refused here."""
        for ev in obs.events:
            kind = ev.kind
            if kind == "deal":
                self._reset(cast(int, ev.count), ev.card)
            elif kind == "discard":
                self.pile.append(cast(str, ev.card))
                self._lose(ev.seat, cast(str, ev.card))
                v = value(cast(str, ev.card))
                if v is not None:
                    self.dumped[cast(int, ev.seat)][v] += 1
                    self.dumped_cards[cast(int, ev.seat)][cast(str, ev.card)] += 1
            elif kind == "draw_deck":
                top = self.pile[-1] if self.pile else None
                if top is not None and value(top) is not None and ev.seat is not None:
                    self.declined[ev.seat][top] += 1
            elif kind in ("draw_discard", "knock"):
                if self.pile:
                    self.pile.pop()
                self.picked[cast(int, ev.seat)][cast(str, ev.card)] += 1
                v = value(cast(str, ev.card))
                if v is not None:
                    self.picked_values[cast(int, ev.seat)][v] += 1
            elif kind == "skipped":
                if obs.options.edition == "2026":
                    self.pile.append(SKIP)
                else:
                    self.pile.insert(0, SKIP)
            elif kind == "reshuffle":
                self.pile = self.pile[-1:]
            elif kind == "hit":
                self._lose(ev.seat, _physical(cast(str, ev.card)))
            elif kind == "lay":
                for group in obs.laid[cast(int, ev.seat)]:
                    for laid in group.cards:
                        self._lose(ev.seat, laid.card)
            elif kind == "skip_played":
                self._lose(ev.seat, SKIP)
        if obs.round != self.round:  # joined mid-round: start from what is visible
            self._reset(obs.round, obs.discard_top)
        if len(self.pile) != obs.discard_count or (self.pile and self.pile[-1] != obs.discard_top):
            # out of step (e.g. created mid-round): trust only the visible top
            self.pile = [obs.discard_top] if obs.discard_top else []

    def _lose(self, seat: int | None, card: str) -> None:
        if seat is not None and self.picked[seat][card] > 0:
            self.picked[seat][card] -= 1

    def unseen(self, obs: Observation) -> Counter[str]:
        """Cards the seat has not seen: in the draw pile or unknown in hands."""
        left = Counter(COPIES)
        left.subtract(obs.hand)
        for groups in obs.laid:
            for group in groups:
                left.subtract(laid.card for laid in group.cards)
        left.subtract(self.pile)
        left[SKIP] -= sum(obs.skips)
        for s in range(self.players):
            if s != obs.seat:
                left.subtract(self.picked[s])
        return Counter({card: n for card, n in left.items() if n > 0})
