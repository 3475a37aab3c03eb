"""What one round (Phase 10) or one game (Skip-Bo) played with real cards
records, and why an entry can be refused.

The score keeper never sees the cards being played; the players tell it the
result of each round. These records hold exactly that, and
:class:`KeeperRefusal` says which rule an impossible entry breaks (rule id of
docs/RULES.md plus a machine ``code`` the UI translates, as the engines'
``Rejection`` does). Counting the cards left in a hand uses the engine's own
card values (``card_points``, P10-23), so the edition's Wild value is the
engine's.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from cardtable.engine.phase10.rounds import card_points

#: The card faces a player can tap when counting a hand (P10-23).
TAPS = (*(str(v) for v in range(1, 13)), "S", "W")
MAX_HAND = 10  # P10-3: ten cards are dealt; a hand at the round's end never holds more

MESSAGES = {
    "game-over": "The game is over; no more rounds can be entered.",
    "seats": "The entry has {count} players, the game {players}.",
    "went-out": "Exactly one player goes out and ends the round.",
    "sits-out": "{name} does not play this tie-break round.",
    "plays": "{name} plays this tie-break round; enter their points.",
    "out-not-completed": "{name} went out without completing the phase; a hand can only be emptied after laying it.",
    "out-has-points": "{name} went out and has no cards left, so scores 0 points.",
    "two-out": "{name} has no points, but only one player can go out in a round.",
    "not-multiple": "{name}: {points} points cannot be; every card scores 5, 10, 15, 20 or 25.",
    "too-many": "{name}: {points} points is more than {limit}, what {cards} cards left can score.",
    "winner": "Choose the player who emptied their stock pile.",
    "winner-stock": "{name} emptied the stock pile, so has no stock cards left.",
    "stock-empty": "{name} has no stock cards left, but the game ends when the first player empties the stock.",
    "stock-size": "{name}: {count} stock cards is more than the stock pile of {size} cards.",
    "bad-number": "{name}: {value} is not a whole number from 0 up.",
    "stock-missing": "{name}: the stock cards left are not entered.",
}


class KeeperRefusal(Exception):
    """An entry the rules do not allow: ``rule`` (e.g. "P10-15"), ``code`` (a
    key of :data:`MESSAGES`, translated by the UI) and ``params``."""

    def __init__(self, rule: str, code: str, **params: Any) -> None:
        self.rule = rule
        self.code = code
        self.params = params
        self.message = f"{rule}: " + MESSAGES[code].format(**params)
        super().__init__(self.message)


def tap_points(tap: str, edition: str) -> int:
    """Penalty points of one tapped card face ("1".."12", "S", "W") in
    ``edition`` ("2026": Wild 25, "classic": Wild 20), P10-23."""
    if tap not in TAPS:
        raise ValueError(f"unknown card face {tap!r}")
    return card_points(tap if tap in ("S", "W") else f"R{tap}", edition)


def hand_total(taps: Sequence[str], edition: str) -> int:
    return sum(tap_points(t, edition) for t in taps)


@dataclass(frozen=True)
class Phase10Entry:
    """One Phase 10 round: who completed their phase, each seat's penalty
    points (None for a seat that sits out a tie-break round) and who went
    out."""

    completed: tuple[bool, ...]
    points: tuple[int | None, ...]
    went_out: int

    def to_json(self) -> dict[str, Any]:
        return {"completed": list(self.completed), "points": list(self.points), "went_out": self.went_out}


@dataclass(frozen=True)
class SkipBoEntry:
    """One Skip-Bo game: who emptied the stock pile first (SB-18) and the
    stock cards everyone had left."""

    winner: int
    stock_left: tuple[int | None, ...]  # None: not entered yet (refused)

    def to_json(self) -> dict[str, Any]:
        return {"winner": self.winner, "stock_left": list(self.stock_left)}


Entry = Phase10Entry | SkipBoEntry


def _whole(value: Any, name: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise KeeperRefusal("P10-23", "bad-number", name=name, value=value)
    return value


def check_phase10(entry: Phase10Entry, names: Sequence[str], active: Sequence[bool], edition: str) -> None:
    """Raise :class:`KeeperRefusal` if ``entry`` cannot be the result of a
    round in which the seats ``active`` played (P10-13, P10-15, P10-23,
    P10-25's tie-break)."""
    n = len(names)
    if len(entry.completed) != n or len(entry.points) != n:
        raise KeeperRefusal("P10-2", "seats", count=len(entry.points), players=n)
    out = entry.went_out
    if isinstance(out, bool) or not isinstance(out, int) or not 0 <= out < n or not active[out]:
        raise KeeperRefusal("P10-15", "went-out")
    wild = tap_points("W", edition)
    for seat, (name, points) in enumerate(zip(names, entry.points, strict=True)):
        if not active[seat]:
            if points is not None or entry.completed[seat]:
                raise KeeperRefusal("P10-25", "sits-out", name=name)
            continue
        if points is None:
            raise KeeperRefusal("P10-25", "plays", name=name)
        _whole(points, name)
        if seat == out:
            if not entry.completed[seat]:
                raise KeeperRefusal("P10-13", "out-not-completed", name=name)
            if points:
                raise KeeperRefusal("P10-23", "out-has-points", name=name)
        elif points == 0:
            raise KeeperRefusal("P10-15", "two-out", name=name)
        elif points % 5:
            raise KeeperRefusal("P10-23", "not-multiple", name=name, points=points)
        elif points > MAX_HAND * wild:
            raise KeeperRefusal("P10-23", "too-many", name=name, points=points, limit=MAX_HAND * wild,
                                cards=MAX_HAND)


def check_skipbo(entry: SkipBoEntry, names: Sequence[str], stock_size: int) -> None:
    """Raise :class:`KeeperRefusal` unless exactly ``entry.winner`` emptied the
    stock (SB-18) and nobody has more stock cards than were dealt (SB-2)."""
    n = len(names)
    if len(entry.stock_left) != n:
        raise KeeperRefusal("SB-2", "seats", count=len(entry.stock_left), players=n)
    win = entry.winner
    if isinstance(win, bool) or not isinstance(win, int) or not 0 <= win < n:
        raise KeeperRefusal("SB-18", "winner")
    for seat, (name, left) in enumerate(zip(names, entry.stock_left, strict=True)):
        if left is None:  # a blank field: never guess a count for the family
            raise KeeperRefusal("SB-18", "stock-missing", name=name)
        if isinstance(left, bool) or not isinstance(left, int) or left < 0:
            raise KeeperRefusal("SB-2", "bad-number", name=name, value=left)
        if seat == win and left:
            raise KeeperRefusal("SB-18", "winner-stock", name=name)
        if seat != win and left == 0:
            raise KeeperRefusal("SB-18", "stock-empty", name=name)
        if left > stock_size:
            raise KeeperRefusal("SB-2", "stock-size", name=name, count=left, size=stock_size)
