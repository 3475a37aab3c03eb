"""Standings and score-sheet rows: how the engines tell who is ahead and what
each round or game of a match recorded, in one shape for every game.

Phase 10 counts penalty points (fewer is better) and phases; Skip-Bo counts
stock cards left and, with SB-V1, match points (more is better). Instead of
every caller knowing which number is good in which game, each engine answers
``standings(state)`` (places with ties and the reason for each place) and
``records(state)`` (one :class:`RecordRow` per finished round or game), and
the score sheet, the summaries, printing and the CLI show only those.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal

StandingReason = Literal["won", "phases", "points", "stock", "tied"]
"""Why a seat has its place: ``won`` (a winner of the finished game),
``phases`` (more / fewer phases completed, P10-25), ``points`` (penalty
points, or match points with SB-V1), ``stock`` (fewer stock cards, SB-18 /
SB-19) or ``tied`` (level with everybody on every count)."""


@dataclass(frozen=True, slots=True)
class Standing:
    """One seat's place. ``place`` 1 is best; tied seats share a place and
    the next place is skipped (1, 1, 3). ``points`` is the running score the
    game keeps (Phase 10: penalty points; Skip-Bo: match points with SB-V1,
    else 0); ``phase`` the phase a Phase 10 seat plays now (None once over),
    ``phases_done`` its completed phases; ``stock_left`` a Skip-Bo seat's
    stock cards. Fields a game does not have are None."""

    seat: int
    place: int
    reason: StandingReason
    points: int
    phase: int | None = None
    phases_done: int | None = None
    stock_left: int | None = None

    def to_json(self) -> dict[str, Any]:
        doc: dict[str, Any] = {"seat": self.seat, "place": self.place, "reason": self.reason,
                               "points": self.points}
        for name, value in (("phase", self.phase), ("phases_done", self.phases_done),
                            ("stock_left", self.stock_left)):
            if value is not None:
                doc[name] = value
        return doc


@dataclass(frozen=True, slots=True)
class RecordRow:
    """One line of the score sheet: a finished Phase 10 round or Skip-Bo game.

    ``points`` are what each seat scored in it (Phase 10 penalty points,
    None for a seat that sat out a tie-break round; Skip-Bo match points),
    ``totals`` the running totals after it. Phase 10 fills ``phases`` (the
    phase each seat attempted), ``completed`` (laid it), ``went_out`` and
    ``tiebreak``; Skip-Bo fills ``stock_left``, ``winners`` and ``reason``.
    """

    number: int
    points: tuple[int | None, ...]
    totals: tuple[int, ...]
    phases: tuple[int | None, ...] = ()
    completed: tuple[bool, ...] = ()
    went_out: int | None = None
    tiebreak: bool = False
    stock_left: tuple[int, ...] = ()
    winners: tuple[int, ...] = ()
    reason: str = ""

    def to_json(self) -> dict[str, Any]:
        doc: dict[str, Any] = {"number": self.number, "points": list(self.points), "totals": list(self.totals)}
        if self.phases:
            doc.update(phases=list(self.phases), completed=list(self.completed), went_out=self.went_out,
                       tiebreak=self.tiebreak)
        if self.stock_left:
            doc.update(stock_left=list(self.stock_left), winners=list(self.winners), reason=self.reason)
        return doc


def rank(
    keys: Sequence[tuple[int, ...]],
    criteria: Sequence[StandingReason],
    winners: Sequence[int] = (),
) -> tuple[tuple[int, int, StandingReason], ...]:
    """``(seat, place, reason)`` best first: ``winners`` first (reason
    ``won``), then the others by ``keys`` (smaller is better; ``criteria``
    names each key position). A group's reason is the first criterion on
    which it differs from the group ahead of it (for the leading group: the
    group behind); ``tied`` when there is none."""
    won = set(winners)
    order = sorted(range(len(keys)), key=lambda s: (s not in won, keys[s] if s not in won else (), s))
    groups: list[list[int]] = []
    for seat in order:
        last = groups[-1][0] if groups else None
        same = last is not None and (last in won) == (seat in won) and (seat in won or keys[last] == keys[seat])
        if same:
            groups[-1].append(seat)
        else:
            groups.append([seat])

    def differs(a: int, b: int) -> StandingReason:
        for name, x, y in zip(criteria, keys[a], keys[b], strict=True):
            if x != y:
                return name
        return "tied"

    out: list[tuple[int, int, StandingReason]] = []
    place = 1
    for i, group in enumerate(groups):
        head = group[0]
        if head in won:
            reason: StandingReason = "won"
        elif i > 0:
            reason = differs(groups[i - 1][0], head)
        else:
            reason = differs(groups[1][0], head) if len(groups) > 1 else "tied"
        out.extend((seat, place, reason) for seat in group)
        place += len(group)
    return tuple(out)
