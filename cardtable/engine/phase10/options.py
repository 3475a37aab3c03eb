"""The settings of one Phase 10 game, fixed when the game starts.

All rule switches live in one frozen object (edition, the natural-card rule
of P10-17 and the variants P10-V1..V3), so a state carries its own rules and
a saved game replays the same way. ``Options.from_json`` is strict: it
names the field that is wrong and never lets another exception escape.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from cardtable.engine.api import InvalidState

EDITIONS = ("2026", "classic")
NATURAL_RULES = ("per_phase", "per_group", "none")
DEFAULT_NATURAL = {"2026": "per_phase", "classic": "none"}
ALL_PHASES = tuple(range(1, 11))
MIN_PLAYERS, MAX_PLAYERS = 2, 6


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

    @property
    def final_phase(self) -> int:
        return self.phases[-1]

    def to_json(self) -> dict[str, Any]:
        return {
            "players": self.players,
            "edition": self.edition,
            "natural_rule": self.natural_rule,
            "exact_ten_rounds": self.exact_ten_rounds,
            "phases": list(self.phases),
            "knock": self.knock,
            "first_dealer": self.first_dealer,
        }

    @classmethod
    def default(cls, players: int) -> Options:
        if not isinstance(players, int) or isinstance(players, bool):
            raise InvalidState("must be a whole number", "options.players")
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise InvalidState(f"{players} players; Phase 10 is for 2 to 6 (P10-2)", "options.players")
        return cls(players=players, first_dealer=players - 1)

    @classmethod
    def from_json(cls, data: Any, path: str = "options", players: int | None = None) -> Options:
        if not isinstance(data, Mapping):
            raise InvalidState("must be a JSON object", path)
        known = {"players", "edition", "natural_rule", "exact_ten_rounds", "phases", "knock", "first_dealer"}
        unknown = sorted(str(k) for k in data if k not in known)
        if unknown:
            raise InvalidState(f"unknown field(s) {', '.join(unknown)}; known: {', '.join(sorted(known))}", path)
        n = data.get("players", players)
        if n is None:
            raise InvalidState("missing field 'players'", path)
        if not isinstance(n, int) or isinstance(n, bool):
            raise InvalidState("must be a whole number", f"{path}.players")
        if not MIN_PLAYERS <= n <= MAX_PLAYERS:
            raise InvalidState(f"{n} players; Phase 10 is for 2 to 6 (P10-2)", f"{path}.players")
        edition = data.get("edition", "2026")
        if edition not in EDITIONS:
            raise InvalidState(f"{edition!r} is not an edition; expected one of {', '.join(EDITIONS)}", f"{path}.edition")
        natural = data.get("natural_rule", DEFAULT_NATURAL[edition])
        if natural not in NATURAL_RULES:
            raise InvalidState(
                f"{natural!r} is not a natural-card rule; expected one of {', '.join(NATURAL_RULES)}",
                f"{path}.natural_rule",
            )
        flags = {}
        for name in ("exact_ten_rounds", "knock"):
            value = data.get(name, False)
            if not isinstance(value, bool):
                raise InvalidState("must be true or false", f"{path}.{name}")
            flags[name] = value
        phases = data.get("phases", list(ALL_PHASES))
        if not isinstance(phases, list | tuple) or not phases:
            raise InvalidState("must be a non-empty list of phase numbers 1..10", f"{path}.phases")
        for i, p in enumerate(phases):
            if not isinstance(p, int) or isinstance(p, bool) or not 1 <= p <= 10:
                raise InvalidState("must be a phase number 1..10", f"{path}.phases[{i}]")
        if list(phases) != sorted(set(phases)):
            raise InvalidState("phase numbers must be distinct and in increasing order (P10-V2)", f"{path}.phases")
        dealer = data.get("first_dealer", n - 1)
        if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < n:
            raise InvalidState(f"must be a seat 0..{n - 1}", f"{path}.first_dealer")
        return cls(n, edition, natural, flags["exact_ten_rounds"], tuple(phases), flags["knock"], dealer)
