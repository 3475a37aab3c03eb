"""What a score sheet shows, as plain data: the dock and the printer share it.

Turning an engine state into rows is kept here, without Qt, so it is easy to
test and both views (the dock's table model and the printed page) show the
same numbers. Everything comes from the engine contract: ``standings``
(places, points, phases, stock left), ``records`` (one row per round or
game) and ``options_to_json``; nothing here decides a rule (not even who
leads, P10-25), it only copies the engine's results.
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

from cardtable.controller.source import SheetFacts, SheetRules, WithOptions, facts_of
from cardtable.engine.registry import get_rules
from cardtable.games import PHASE10 as _PHASE10
from cardtable.games import SKIPBO as _SKIPBO
from cardtable.seats import Seat
from cardtable.ui.games import GameUi, find_ui, ui_for

if TYPE_CHECKING:
    from cardtable.engine.phase10.state import State as Phase10State
    from cardtable.engine.skipbo.state import SkipBoState

_State = TypeVar("_State", bound=WithOptions)

PHASE10 = _PHASE10.id
SKIPBO = _SKIPBO.id
ALL_PHASES = tuple(range(1, 11))
SKIPBO_EDITIONS = {"youngest": "42050-0925", "left_of_dealer": "42050-0922"}


@dataclass(frozen=True)
class Phase10Round:
    """One finished Phase 10 round: per seat the phase attempted, whether it
    was completed, the round's penalty points and the running total."""

    number: int
    phases: tuple[int | None, ...]
    completed: tuple[bool, ...]
    points: tuple[int | None, ...]
    totals: tuple[int | None, ...]
    went_out: int | None = None
    tiebreak: bool = False


@dataclass(frozen=True)
class SkipBoGame:
    """One finished Skip-Bo game: stock cards left, points won (SB-V1), the
    match total after it, and who won."""

    number: int
    stock_left: tuple[int, ...]
    points: tuple[int, ...]
    totals: tuple[int, ...]
    winners: tuple[int, ...] = ()


@dataclass(frozen=True)
class Sheet:
    """Everything a score sheet shows. ``blank`` sheets have only the frame:
    players are ``("", ...)`` and the rows are empty lines to write in.

    ``variants`` holds rule ids of docs/RULES.md ("P10-V1", "P10-V2", "P10-V3",
    "SB-V1"); ``edition`` is "2026"/"classic" (Phase 10) or an instructions
    code such as "42050-0925" (Skip-Bo), "" if unknown.
    """

    game: str
    players: tuple[str, ...]
    lang: str = "en"
    edition: str = ""
    variants: tuple[str, ...] = ()
    phases: tuple[int, ...] = ALL_PHASES
    target: int = 500
    date: str = ""
    blank: bool = False
    rounds: tuple[Phase10Round, ...] = ()
    current_phase: tuple[int | None, ...] = ()
    totals: tuple[int, ...] = ()
    games: tuple[SkipBoGame, ...] = ()
    stock_now: tuple[int, ...] = ()
    leaders: tuple[int, ...] = ()
    winners: tuple[int, ...] = ()
    finished: bool = False

    @property
    def ui(self) -> GameUi:
        """The descriptor of the sheet's game: how its sheet is laid out."""
        return ui_for(self.game)

    @property
    def num_players(self) -> int:
        return len(self.players)

    @property
    def match_scoring(self) -> bool:
        return "SB-V1" in self.variants

    @property
    def exact_ten_rounds(self) -> bool:
        return "P10-V1" in self.variants


def blank_sheet(game: str, players: int, lang: str = "en", edition: str = "2026") -> Sheet:
    """An empty sheet for play with real cards (as many players as the game
    allows). A game with editions (Phase 10) prints the Wild value of its
    ``edition`` ("2026" or "classic"); the others ignore ``edition``."""
    described = find_ui(game)
    if described is None:
        raise ValueError(f"unknown game {game!r}")
    info, spec = described.info, described.sheet
    if not info.allows(players):
        raise ValueError(f"a score sheet is for {info.min_players} to {info.max_players} players")
    if spec.editions and edition not in spec.editions:
        raise ValueError(f"unknown {game} edition {edition!r}")
    return Sheet(game, ("",) * players, lang=lang, edition=edition if spec.editions else "",
                 variants=spec.blank_variants, blank=True)


def _names(seats: Sequence[Seat | str] | None, count: int) -> tuple[str, ...]:
    names = []
    for i in range(count):
        seat = seats[i] if seats is not None and i < len(seats) else None
        name = seat.name if isinstance(seat, Seat) else seat  # (the keeper's seats are names)
        names.append(str(name) if name else f"{i + 1}")
    return tuple(names)


def _unless_all(leaders: tuple[int, ...], players: int) -> tuple[int, ...]:
    """``leaders``, or none when every player is tied for the lead."""
    return () if len(leaders) >= players else leaders


def sheet_from_state(rules: SheetRules[_State], state: _State, seats: Sequence[Seat | str] | None = None,
                     lang: str = "en", date: str | None = None) -> Sheet:
    """The sheet of an engine state (or of a ``KeeperGame`` with the keeper's rules)."""
    return sheet_from_facts(facts_of(rules, state), seats, lang, date)


def sheet_from_facts(facts: SheetFacts, seats: Sequence[Seat | str] | None = None,
                     lang: str = "en", date: str | None = None) -> Sheet:
    """The sheet of a game, from the engine's ``standings`` and ``records``
    (and its options JSON): the engine decides who leads."""
    described = find_ui(facts.game_id)
    if described is None:
        raise ValueError(f"unknown game {facts.game_id!r}")
    options = facts.options
    standings = sorted(facts.standings, key=lambda s: s.seat)
    records = facts.records
    n = len(standings)
    winners = tuple(s.seat for s in standings if s.reason == "won")
    leaders = winners or _unless_all(tuple(s.seat for s in standings if s.place == 1), n)
    common: dict[str, Any] = dict(
        lang=lang,
        date=date if date is not None else _dt.date.today().isoformat(),
        totals=tuple(s.points for s in standings),
        leaders=leaders,
        winners=winners,
        finished=facts.finished,
    )
    if not described.phases:  # a race to empty the stock piles (Skip-Bo)
        return Sheet(
            described.id,
            _names(seats, n),
            edition=SKIPBO_EDITIONS.get(options["start"], ""),
            variants=("SB-V1",) if options["match_scoring"] else (),
            target=options["match_target"],
            games=tuple(SkipBoGame(r.number, r.stock_left, tuple(p or 0 for p in r.points), r.totals, r.winners)
                        for r in records if options["match_scoring"]),  # a single game: its stock row
            stock_now=tuple(s.stock_left or 0 for s in standings),
            **common,
        )
    variants = []
    if options["exact_ten_rounds"]:
        variants.append("P10-V1")
    if tuple(options["phases"]) != ALL_PHASES:
        variants.append("P10-V2")
    if options["knock"]:
        variants.append("P10-V3")
    return Sheet(
        described.id,
        _names(seats, n),
        edition=options["edition"],
        variants=tuple(variants),
        phases=tuple(options["phases"]),
        rounds=tuple(Phase10Round(r.number, r.phases, r.completed, r.points, r.totals, r.went_out, r.tiebreak)
                     for r in records),
        current_phase=tuple(s.phase for s in standings),
        **common,
    )


def phase10_sheet(state: Phase10State, seats: Sequence[Seat | str] | None = None, lang: str = "en",
                  date: str | None = None) -> Sheet:
    """The sheet of a Phase 10 engine state (cardtable.engine.phase10)."""
    return sheet_from_state(get_rules(PHASE10), state, seats, lang, date)


def skipbo_sheet(state: SkipBoState, seats: Sequence[Seat | str] | None = None, lang: str = "en",
                 date: str | None = None) -> Sheet:
    """The sheet of a Skip-Bo engine state (cardtable.engine.skipbo)."""
    return sheet_from_state(get_rules(SKIPBO), state, seats, lang, date)
