"""Another game at the same network table: the proposal, the answers, the next game's options.

Why apart from ``table``: when a game at a network table is over, the same
people usually want to play again at once ("rematch"). Any seated person
proposes it; every other connected person accepts or declines in their
window; once every connected person (computers never need to) accepted,
the table deals a new game with the same seats, names and tokens. A
proposal nobody finishes lapses after ``REMATCH_SECONDS``. This module
holds that state machine (no I/O, an injected clock) and the rule of who
deals the next game; ``Table`` owns one ``Rematch`` and starts the game.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from cardtable.net.protocol import REMATCH_ANSWERS

REMATCH_SECONDS = 300.0  # a proposal not accepted by everybody within this lapses
ANSWERS = REMATCH_ANSWERS  # (the protocol's: "propose", "accept", "decline", "withdraw")
#: why a rematch answer is refused: reason id (a window says it in its language) -> English
REFUSED_REMATCH = {
    "not_over": "the game is not over yet",
    "no_proposal": "nobody has proposed another game",
}
#: how a proposal ended (the public ``rematch.state`` besides ``open``)
DECLINED, WITHDRAWN, LAPSED = "declined", "withdrawn", "lapsed"


@dataclass
class Proposal:
    """An open proposal: who made it, who accepted (the proposer did), since when (the clock's time)."""

    by: int
    since: float
    accepted: set[int] = field(default_factory=set)


@dataclass
class Rematch:
    """The proposal of one finished game (or how the last one ended)."""

    clock: Callable[[], float]
    seconds: float = REMATCH_SECONDS
    proposal: Proposal | None = None
    ended: tuple[str, int | None] | None = None  # (DECLINED/WITHDRAWN/LAPSED, the seat that did it)

    def answer(self, seat: int, answer: str, over: bool) -> str | None:
        """``seat``'s answer (one of ``ANSWERS``); why not (a ``REFUSED_REMATCH``
        text), or None when taken. ``propose`` while a proposal is open accepts it."""
        self.lapse()
        if not over:
            return REFUSED_REMATCH["not_over"]
        if answer == "propose" and self.proposal is None:
            self.proposal = Proposal(seat, self.clock(), {seat})
            self.ended = None
            return None
        if self.proposal is None:
            return REFUSED_REMATCH["no_proposal"]
        if answer in ("propose", "accept"):
            self.proposal.accepted.add(seat)
        elif answer == "decline":
            self._end(DECLINED, seat)
        elif seat == self.proposal.by:  # withdraw: the proposer takes the whole proposal back
            self._end(WITHDRAWN, seat)
        else:  # another person takes their acceptance back
            self.proposal.accepted.discard(seat)
        return None

    def lapse(self) -> bool:
        """End a proposal whose time ran out; True when this call ended it."""
        if self.proposal is not None and self.left() <= 0:
            self._end(LAPSED, None)
            return True
        return False

    def left(self) -> float:
        """Seconds until the open proposal lapses (0 without one)."""
        if self.proposal is None:
            return 0.0
        return max(0.0, self.proposal.since + self.seconds - self.clock())

    def agreed(self, present: Iterable[int]) -> bool:
        """Every person ``present`` (connected, playing their own seat) accepted,
        and at least one of them is there."""
        if self.proposal is None:
            return False
        here = set(present)
        return bool(here) and here <= self.proposal.accepted

    def public(self, present: Iterable[int]) -> dict[str, Any] | None:
        """What every window shows: the open proposal (who proposed, who
        accepted, who is waited for, seconds left) or how the last one ended."""
        if self.proposal is not None:
            accepted = sorted(self.proposal.accepted)
            return {"state": "open", "by": self.proposal.by, "accepted": accepted,
                    "waiting": sorted(set(present) - self.proposal.accepted), "left": round(self.left(), 1)}
        if self.ended is not None:
            kind, seat = self.ended
            return {"state": kind, **({"seat": seat} if seat is not None else {})}
        return None

    def _end(self, kind: str, seat: int | None) -> None:
        self.proposal = None
        self.ended = (kind, seat)


def next_options(rules: Any, options: Any, final: Any) -> Any:
    """The options of the next game at the table: the same, except who deals
    (each game's rules say how: ``Rules.next_game_options``)."""
    return rules.next_game_options(options, final)


__all__ = ["ANSWERS", "DECLINED", "LAPSED", "REFUSED_REMATCH", "REMATCH_SECONDS", "WITHDRAWN", "Proposal", "Rematch",
           "next_options"]
