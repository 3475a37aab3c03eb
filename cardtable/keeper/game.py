"""A game played with real cards whose score the app keeps (no Qt).

A :class:`KeeperGame` holds the players, the engine options chosen as in the
new-game dialog (edition, variants, stock size, SB-V1) and the entered
rounds. Everything else (phases, totals, who moves up, the end of the game,
places with ties) is worked out by replaying the entries through the engines'
own rule functions: ``round_outcome`` and ``rank_seats`` (Phase 10, P10-24,
P10-25, P10-V1, the 2026 tie-break) and ``match_award`` / ``match_leaders``
(Skip-Bo, SB-V1). :class:`KeeperRules` then answers the engine contract's
``standings``, ``records``, ``result`` and ``options_to_json`` for it, so the
score sheet, printing and the history read a kept game exactly like a game
played at the table.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Any

from cardtable.engine.api import GameResult
from cardtable.engine.phase10 import end_reason, rank_seats
from cardtable.engine.phase10.options import Options
from cardtable.engine.phase10.rounds import round_outcome
from cardtable.engine.registry import get_rules
from cardtable.engine.skipbo.options import SkipBoOptions
from cardtable.engine.skipbo.play import match_award, match_leaders
from cardtable.engine.standings import RecordRow, Standing, rank
from cardtable.keeper.entries import (
    Entry,
    KeeperRefusal,
    Phase10Entry,
    SkipBoEntry,
    check_phase10,
    check_skipbo,
)

PHASE10 = "phase10"
SKIPBO = "skipbo"


@dataclass(frozen=True)
class Progress:
    """Where a kept game stands after its entries. Phase 10: ``phase_index``
    (into ``options.phases``), ``active`` (False: sits out a tie-break round),
    ``tiebreak``, ``done`` (phases completed); both games: ``scores``
    (penalty points / match points), ``records``, ``winners`` (non-empty once
    over) and ``reason``."""

    scores: tuple[int, ...]
    records: tuple[RecordRow, ...] = ()
    winners: tuple[int, ...] = ()
    reason: str = ""
    phase_index: tuple[int, ...] = ()
    active: tuple[bool, ...] = ()
    tiebreak: bool = False
    done: tuple[int, ...] = ()
    stock_left: tuple[int, ...] = ()


@dataclass(frozen=True)
class KeeperGame:
    """``options`` are the engine's (``Options`` or ``SkipBoOptions``);
    ``started`` is the UTC time the sheet was opened (ISO 8601), kept for
    the history only."""

    game: str
    names: tuple[str, ...]
    options: Any
    entries: tuple[Entry, ...] = ()
    started: str = ""

    def __post_init__(self) -> None:
        if self.game not in (PHASE10, SKIPBO):
            raise ValueError(f"unknown game {self.game!r}")
        kind = Options if self.game == PHASE10 else SkipBoOptions
        if not isinstance(self.options, kind) or self.options.players != len(self.names):
            raise ValueError("the options do not fit the game and its players")

    # the rules ---------------------------------------------------------------
    @cached_property
    def progress(self) -> Progress:
        if self.game == PHASE10:
            return _phase10_progress(self.options, self.names, self.entries)
        return _skipbo_progress(self.options, self.names, self.entries)

    @property
    def finished(self) -> bool:
        return bool(self.progress.winners)

    def add(self, entry: Entry) -> KeeperGame:
        """The game with ``entry`` as its next round; KeeperRefusal if the
        rules do not allow it."""
        _check(self.game, self.options, self.names, self.progress, entry)
        return KeeperGame(self.game, self.names, self.options, (*self.entries, entry), self.started)

    def undo(self) -> KeeperGame:
        """The game without its last entry (unchanged if there is none)."""
        return KeeperGame(self.game, self.names, self.options, self.entries[:-1], self.started)

    def phase_now(self, seat: int) -> int | None:
        """The phase ``seat`` plays next (Phase 10), None once the game is over."""
        p = self.progress
        if self.game != PHASE10 or p.winners:
            return None
        return int(self.options.phases[p.phase_index[seat]])

    def plays_next_round(self, seat: int) -> bool:
        """False for a seat that sits out a Phase 10 tie-break round."""
        return self.game != PHASE10 or self.progress.active[seat]

    @property
    def stock_size(self) -> int:
        return int(self.options.stock_count()) if self.game == SKIPBO else 0


def _check(game: str, options: Any, names: tuple[str, ...], progress: Progress, entry: Entry) -> None:
    if progress.winners:
        raise KeeperRefusal("P10-25" if game == PHASE10 else "SB-V1", "game-over")
    if game == PHASE10:
        if not isinstance(entry, Phase10Entry):
            raise TypeError("a Phase 10 game takes Phase10Entry")
        check_phase10(entry, names, progress.active, options.edition)
    else:
        if not isinstance(entry, SkipBoEntry):
            raise TypeError("a Skip-Bo game takes SkipBoEntry")
        check_skipbo(entry, names, options.stock_count())


def _phase10_progress(opts: Options, names: tuple[str, ...], entries: tuple[Entry, ...]) -> Progress:
    n = opts.players
    index, scores, active, done = (0,) * n, (0,) * n, (True,) * n, [0] * n
    tiebreak = False
    records: list[RecordRow] = []
    winners: tuple[int, ...] = ()
    for number, entry in enumerate(entries, start=1):
        assert isinstance(entry, Phase10Entry)
        _check(PHASE10, opts, names, Progress(scores, winners=winners, active=active), entry)
        points = tuple(p if active[s] else None for s, p in enumerate(entry.points))
        scores = tuple(t + (p or 0) for t, p in zip(scores, points, strict=True))
        completed = tuple(bool(c) and active[s] for s, c in enumerate(entry.completed))
        phases = tuple(int(opts.phases[i]) if active[s] else None for s, i in enumerate(index))
        records.append(RecordRow(number, points, scores, phases, completed, entry.went_out, tiebreak))
        if not tiebreak:
            for s in range(n):
                done[s] += int(completed[s])
        index, winners, tied = round_outcome(opts, number, index, completed, scores, active, tiebreak,
                                             entry.went_out)
        active = tuple(s in tied for s in range(n)) if tied else (True,) * n
        tiebreak = bool(tied)
    reason = end_reason(opts, winners, bool(records) and records[-1].tiebreak) if winners else ""
    return Progress(scores, tuple(records), winners, reason, index, active, tiebreak, tuple(done))


def _skipbo_progress(opts: SkipBoOptions, names: tuple[str, ...], entries: tuple[Entry, ...]) -> Progress:
    n = opts.players
    totals = (0,) * n
    records: list[RecordRow] = []
    winners: tuple[int, ...] = ()
    stock = (opts.stock_count(),) * n
    for number, entry in enumerate(entries, start=1):
        assert isinstance(entry, SkipBoEntry)
        _check(SKIPBO, opts, names, Progress(totals, winners=winners), entry)
        stock = tuple(left or 0 for left in entry.stock_left)  # checked: no None is left
        if opts.match_scoring:
            points = match_award(stock, (entry.winner,))
            totals = tuple(a + b for a, b in zip(totals, points, strict=True))
            records.append(RecordRow(number, points, totals, stock_left=stock, winners=(entry.winner,),
                                     reason="stock-empty"))
            winners = match_leaders(totals, opts.match_target)
        else:
            winners = (entry.winner,)
    if not winners:  # the next game is dealt with full stock piles, as the engine deals it
        stock = (opts.stock_count(),) * n
    reason = ("match" if opts.match_scoring else "stock-empty") if winners else ""
    return Progress(totals, tuple(records), winners, reason, stock_left=stock)


class KeeperRules:
    """The engine contract's read side for a :class:`KeeperGame` (the
    "state"): what ``sheet_from_state`` and the history's ``outcome`` call."""

    def __init__(self, game_id: str) -> None:
        self.game_id = game_id
        self._engine = get_rules(game_id)

    def options_to_json(self, options: Any) -> dict[str, Any]:
        return dict(self._engine.options_to_json(options))

    def is_terminal(self, state: KeeperGame) -> bool:
        return state.finished

    def records(self, state: KeeperGame) -> tuple[RecordRow, ...]:
        return state.progress.records

    def standings(self, state: KeeperGame) -> tuple[Standing, ...]:
        p = state.progress
        n = len(state.names)
        if state.game == PHASE10:
            over = bool(p.winners)
            return tuple(Standing(seat, place, why, p.scores[seat], None if over else state.phase_now(seat),
                                  p.done[seat])
                         for seat, place, why in rank_seats(state.options, p.scores, p.done, p.winners))
        match = state.options.match_scoring
        points = p.scores if match else (0,) * n
        keys = [(-x,) for x in points] if match else [(c,) for c in p.stock_left]
        ranked = rank(keys, ("points",) if match else ("stock",), p.winners)
        return tuple(Standing(seat, place, why, points[seat], stock_left=p.stock_left[seat])
                     for seat, place, why in ranked)

    def result(self, state: KeeperGame) -> GameResult:
        p = state.progress
        scores = p.scores if state.game == PHASE10 or state.options.match_scoring else p.stock_left
        return GameResult(bool(p.winners), p.winners, scores, p.reason, {})
