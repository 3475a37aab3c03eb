"""Another game at a network table, as a window sees it: the proposal and what to send.

Why apart from ``remote``: once a network game is over, the host's public
table carries the proposal of another game (``rematch``: who proposed, who
accepted, who is waited for, or how the last one ended) and the number of
the table's game (``game_number``); a window with several people at it
answers once per person. Reading those fields and choosing which of this
window's connections says what is plain logic, kept here without Qt so the
controller stays a thin relay (``RemoteController.answer_rematch``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from cardtable.engine.api import JsonObject


OPEN = "open"


@dataclass(frozen=True)
class Offer:
    """The public table's ``rematch``, read defensively (a host's field may be anything)."""

    state: str  # "open", "declined", "withdrawn" or "lapsed"
    by: int | None = None  # the seat that proposed (open) or declined/withdrew (ended)
    accepted: tuple[int, ...] = ()
    waiting: tuple[int, ...] = ()

    @property
    def open(self) -> bool:
        return self.state == OPEN


def offer_of(table: JsonObject) -> Offer | None:
    """The proposal of another game in ``table`` (None: none made since the game ended)."""
    doc = table.get("rematch")
    if not isinstance(doc, dict) or doc.get("state") not in (OPEN, "declined", "withdrawn", "lapsed"):
        return None

    def seats(name: str) -> tuple[int, ...]:
        found = doc.get(name)
        return tuple(s for s in found if isinstance(s, int)) if isinstance(found, list) else ()

    who = doc.get("by") if doc["state"] == OPEN else doc.get("seat")
    return Offer(str(doc["state"]), who if isinstance(who, int) else None, seats("accepted"), seats("waiting"))


def game_number(table: JsonObject) -> int:
    """Which game of the table this is (1: its first; a game played again counts on)."""
    number = table.get("game_number", 1)
    return number if isinstance(number, int) and not isinstance(number, bool) and number >= 1 else 1


def answers(offer: Offer | None, mine: Sequence[int], answer: str) -> list[tuple[int, str]]:
    """(seat, answer) for each of this window's seats ``mine`` that should say
    something when its person clicks ``answer``: everybody at the window
    proposes or accepts together (a proposal while one is open accepts it);
    one "decline" ends the proposal; "withdraw" takes back the proposal (the
    proposer's seat) or each acceptance of the window."""
    if answer in ("propose", "accept"):
        return [(seat, "propose") for seat in mine]
    if offer is None or not offer.open or not mine:
        return []
    if answer == "decline":
        return [(mine[0], "decline")]
    if offer.by is not None and offer.by in mine:
        return [(offer.by, "withdraw")]
    return [(seat, "withdraw") for seat in mine if seat in offer.accepted]


def waits_for_me(offer: Offer | None, mine: Sequence[int]) -> bool:
    """An open proposal waits for one of this window's people."""
    return offer is not None and offer.open and any(seat in offer.waiting for seat in mine)


__all__ = ["Offer", "answers", "game_number", "offer_of", "waits_for_me"]
