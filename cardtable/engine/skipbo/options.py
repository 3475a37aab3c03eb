"""The settings of a Skip-Bo game (SB-2, SB-3, SB-V1) and their JSON form.

One frozen object gathers every rule switch, so the table's "new game" dialog,
the saves and the CLI all pass the same thing. ``None`` means "the default for
this number of players", so a JSON written for 4 players stays valid when only
``players`` changes.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from cardtable.engine.api import InvalidState
from cardtable.engine.jsonfields import choice, fields, flag, whole
from cardtable.games import SKIPBO

START_RULES = ("youngest", "left_of_dealer", "seat")
MIN_STOCK = 5
MATCH_TARGET = 500


def default_stock_size(players: int) -> int:
    """SB-2: 30 cards with 2-4 players, 20 with 5-6."""
    return 30 if players <= 4 else 20


@dataclass(frozen=True, slots=True)
class SkipBoOptions:
    """``start`` says who starts the first game (SB-3):

    * ``"youngest"`` (instructions 42050-0925): seat ``youngest_seat``;
    * ``"left_of_dealer"`` (42050-0922): the seat after ``dealer``
      (default dealer: the last seat, so seat 0 starts);
    * ``"seat"``: the chosen ``start_seat``.

    ``stock_size`` may be shorter than the default (SB-2 option), never longer.
    ``match_scoring`` turns on SB-V1 (first to ``match_target`` points).
    """

    players: int = 2
    stock_size: int | None = None
    start: str = "left_of_dealer"
    dealer: int | None = None
    youngest_seat: int | None = None
    start_seat: int | None = None
    match_scoring: bool = False
    match_target: int = MATCH_TARGET
    take_back: bool = False  # APP-UNDO: moves of one's turn may be taken back

    def stock_count(self) -> int:
        return self.stock_size if self.stock_size is not None else default_stock_size(self.players)

    def first_seat(self) -> int:
        if self.start == "youngest":
            return self.youngest_seat or 0
        if self.start == "seat":
            return self.start_seat or 0
        dealer = self.players - 1 if self.dealer is None else self.dealer
        return (dealer + 1) % self.players

    def validate(self) -> SkipBoOptions:
        """Raise InvalidState naming the first bad field; return self."""
        n = whole(self.players, "options.players", SKIPBO.min_players, SKIPBO.max_players)
        if self.stock_size is not None:
            whole(self.stock_size, "options.stock_size", MIN_STOCK, default_stock_size(n))
        choice(self.start, "options.start", START_RULES)
        for name, value in (("dealer", self.dealer), ("youngest_seat", self.youngest_seat),
                            ("start_seat", self.start_seat)):
            if value is not None:
                whole(value, f"options.{name}", 0, n - 1)
        if self.start == "youngest" and self.youngest_seat is None:
            raise InvalidState('start "youngest" needs youngest_seat', "options.youngest_seat")
        if self.start == "seat" and self.start_seat is None:
            raise InvalidState('start "seat" needs start_seat', "options.start_seat")
        flag(self.match_scoring, "options.match_scoring")
        whole(self.match_target, "options.match_target", 1, 100_000)
        flag(self.take_back, "options.take_back")
        return self


_FIELDS = tuple(SkipBoOptions.__dataclass_fields__)


def options_to_json(options: SkipBoOptions) -> dict[str, Any]:
    """Every field; ``take_back`` only when it is on (older readers know no such field)."""
    doc = asdict(options)  # (every field is a plain value)
    if not options.take_back:
        del doc["take_back"]
    return doc


def options_from_json(data: Any) -> SkipBoOptions:
    fields(data, "options", _FIELDS, ("players",))
    return SkipBoOptions(**dict(data)).validate()
