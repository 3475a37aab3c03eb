"""The settings of one Phase 10 game, fixed when the game starts.

All rule switches live in one frozen object (edition, the natural-card rule
of P10-17 and the variants P10-V1..V3), so a state carries its own rules and
a saved game replays the same way. ``Options.from_json`` is strict (it reads
with ``engine/jsonfields.py``, like Skip-Bo's options): it names the field
that is wrong and never lets another exception escape.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cardtable.engine.api import InvalidState
from cardtable.engine.jsonfields import choice, fields, flag, whole
from cardtable.games import PHASE10

EDITIONS = ("2026", "classic")
NATURAL_RULES = ("per_phase", "per_group", "none")
DEFAULT_NATURAL = {"2026": "per_phase", "classic": "none"}
ALL_PHASES = tuple(range(1, 11))
MIN_PLAYERS, MAX_PLAYERS = PHASE10.min_players, PHASE10.max_players


@dataclass(frozen=True, slots=True)
class Options:
    """``phases`` is the sorted tuple of phase numbers played (P10-V2); its
    last entry plays the role of phase 10. ``first_dealer`` deals round 1
    (default: the last seat, so seat 0 starts)."""

    players: int = 2
    edition: str = "2026"
    natural_rule: str = "per_phase"
    exact_ten_rounds: bool = False
    phases: tuple[int, ...] = ALL_PHASES
    knock: bool = False
    first_dealer: int = 1
    take_back: bool = False  # APP-UNDO: moves of one's turn may be taken back

    def to_json(self) -> dict[str, Any]:
        return {
            "players": self.players,
            "edition": self.edition,
            "natural_rule": self.natural_rule,
            "exact_ten_rounds": self.exact_ten_rounds,
            "phases": list(self.phases),
            "knock": self.knock,
            "first_dealer": self.first_dealer,
        } | ({"take_back": True} if self.take_back else {})

    @classmethod
    def default(cls, players: int) -> Options:
        whole(players, "options.players")
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise InvalidState(f"{players} players; Phase 10 is for 2 to 6 (P10-2)", "options.players")
        return cls(players=players, first_dealer=players - 1)

    @classmethod
    def from_json(cls, data: Any, path: str = "options", players: int | None = None) -> Options:
        fields(data, path, KNOWN_FIELDS, () if players is not None else ("players",))
        n = whole(data.get("players", players), f"{path}.players")
        if not MIN_PLAYERS <= n <= MAX_PLAYERS:
            raise InvalidState(f"{n} players; Phase 10 is for 2 to 6 (P10-2)", f"{path}.players")
        edition = choice(data.get("edition", "2026"), f"{path}.edition", EDITIONS)
        natural = choice(data.get("natural_rule", DEFAULT_NATURAL[edition]), f"{path}.natural_rule", NATURAL_RULES)
        exact = flag(data.get("exact_ten_rounds", False), f"{path}.exact_ten_rounds")
        knock = flag(data.get("knock", False), f"{path}.knock")
        phases = data.get("phases", list(ALL_PHASES))
        if not isinstance(phases, list | tuple) or not phases:
            raise InvalidState("must be a non-empty list of phase numbers 1..10", f"{path}.phases")
        for i, p in enumerate(phases):
            whole(p, f"{path}.phases[{i}]", 1, 10)
        if list(phases) != sorted(set(phases)):
            raise InvalidState("phase numbers must be distinct and in increasing order (P10-V2)", f"{path}.phases")
        dealer = whole(data.get("first_dealer", n - 1), f"{path}.first_dealer", 0, n - 1)
        take_back = flag(data.get("take_back", False), f"{path}.take_back")
        return cls(n, edition, natural, exact, tuple(phases), knock, dealer, take_back)


KNOWN_FIELDS = tuple(Options.__dataclass_fields__)
