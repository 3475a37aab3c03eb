"""What a score sheet shows, as plain data: the dock and the printer share it.

Turning an engine state into rows is kept here, without Qt, so it is easy to
test and both views (the dock's table model and the printed page) show the
same numbers. The engine states are read by attribute (``history``,
``scores``, ``options``, ...; see cardtable/engine/phase10/state.py and
skipbo/state.py); nothing here decides a rule, it only copies the engine's
results.
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

PHASE10 = "phase10"
SKIPBO = "skipbo"
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
    def num_players(self) -> int:
        return len(self.players)

    @property
    def match_scoring(self) -> bool:
        return "SB-V1" in self.variants

    @property
    def exact_ten_rounds(self) -> bool:
        return "P10-V1" in self.variants


def blank_sheet(game: str, players: int, lang: str = "en") -> Sheet:
    """An empty sheet for play with real cards (2-6 players)."""
    if game not in (PHASE10, SKIPBO):
        raise ValueError(f"unknown game {game!r}")
    if not 2 <= players <= 6:
        raise ValueError("a score sheet is for 2 to 6 players")
    variants = ("SB-V1",) if game == SKIPBO else ()
    return Sheet(game, ("",) * players, lang=lang, variants=variants, blank=True)


def _names(seats: Sequence[Any] | None, count: int) -> tuple[str, ...]:
    names = []
    for i in range(count):
        seat = seats[i] if seats is not None and i < len(seats) else None
        name = getattr(seat, "name", seat) if seat is not None else None
        names.append(str(name) if name else f"{i + 1}")
    return tuple(names)


def phase10_leaders(
    completed_count: Sequence[int], totals: Sequence[int], exact_ten_rounds: bool
) -> tuple[int, ...]:
    """Seats in the lead: most phases completed, then fewest points (P10-25);
    with P10-V1 only the points count. Nobody leads while all are tied (e.g.
    before the first round), so the sheet does not star every player."""
    if not totals:
        return ()
    if exact_ten_rounds:
        keys = [(0, t) for t in totals]
    else:
        keys = [(-c, t) for c, t in zip(completed_count, totals, strict=True)]
    best = min(keys)
    return _unless_all(tuple(i for i, k in enumerate(keys) if k == best), len(keys))


def _unless_all(leaders: tuple[int, ...], players: int) -> tuple[int, ...]:
    """``leaders``, or none when every player is tied for the lead."""
    return () if len(leaders) >= players else leaders


def phase10_sheet(state: Any, seats: Sequence[Any] | None = None, lang: str = "en",
                  date: str | None = None) -> Sheet:
    """The sheet of a Phase 10 engine state (cardtable.engine.phase10)."""
    options = state.options
    n = options.players
    rounds = tuple(
        Phase10Round(
            number=rec.round,
            phases=tuple(rec.phases),
            completed=tuple(rec.completed),
            points=tuple(
                None if rec.phases[s] is None else rec.penalties[s] for s in range(n)
            ),
            totals=tuple(rec.totals),
            went_out=rec.went_out,
            tiebreak=rec.tiebreak,
        )
        for rec in state.history
    )
    done = [sum(1 for r in rounds if r.completed[s] and not r.tiebreak) for s in range(n)]
    over = bool(state.winners) or getattr(state, "stage", "") == "over"
    if over:
        current: tuple[int | None, ...] = tuple(None for _ in range(n))
    else:
        current = tuple(state.phase_of(s) for s in range(n))
    variants = []
    if options.exact_ten_rounds:
        variants.append("P10-V1")
    if tuple(options.phases) != ALL_PHASES:
        variants.append("P10-V2")
    if options.knock:
        variants.append("P10-V3")
    totals = tuple(state.scores)
    winners = tuple(state.winners)
    return Sheet(
        PHASE10,
        _names(seats, n),
        lang=lang,
        edition=options.edition,
        variants=tuple(variants),
        phases=tuple(options.phases),
        date=date if date is not None else _dt.date.today().isoformat(),
        rounds=rounds,
        current_phase=current,
        totals=totals,
        leaders=winners or phase10_leaders(done, totals, options.exact_ten_rounds),
        winners=winners,
        finished=over,
    )


def skipbo_sheet(state: Any, seats: Sequence[Any] | None = None, lang: str = "en",
                 date: str | None = None) -> Sheet:
    """The sheet of a Skip-Bo engine state (cardtable.engine.skipbo)."""
    options = state.options
    n = options.players
    running = [0] * n
    games = []
    for i, rec in enumerate(state.history, start=1):
        running = [a + b for a, b in zip(running, rec.points, strict=True)]
        games.append(SkipBoGame(i, tuple(rec.stock_left), tuple(rec.points), tuple(running),
                                tuple(rec.winners)))
    stock_now = tuple(len(p.stock) for p in state.players)
    totals = tuple(state.match_points) if state.match_points else tuple(running)
    if options.match_scoring:
        best = max(totals) if totals else 0
        leaders = tuple(i for i, t in enumerate(totals) if t == best and best > 0)
    else:
        fewest = min(stock_now)
        leaders = _unless_all(tuple(i for i, c in enumerate(stock_now) if c == fewest), n)
    winners = tuple(state.winners)
    return Sheet(
        SKIPBO,
        _names(seats, n),
        lang=lang,
        edition=SKIPBO_EDITIONS.get(options.start, ""),
        variants=("SB-V1",) if options.match_scoring else (),
        target=options.match_target,
        date=date if date is not None else _dt.date.today().isoformat(),
        games=tuple(games),
        totals=totals,
        stock_now=stock_now,
        leaders=winners or leaders,
        winners=winners,
        finished=bool(state.reason),
    )


def sheet_from_state(game_id: str, state: Any, seats: Sequence[Any] | None = None,
                     lang: str = "en", date: str | None = None) -> Sheet:
    """Dispatch on the engine's ``game_id``."""
    if game_id == PHASE10:
        return phase10_sheet(state, seats, lang, date)
    if game_id == SKIPBO:
        return skipbo_sheet(state, seats, lang, date)
    raise ValueError(f"unknown game {game_id!r}")
