"""A game played with real cards whose score the app keeps (no Qt).

A :class:`KeeperGame` holds the players, the engine options chosen as in the
new-game dialog (edition, variants, stock size, SB-V1) and the entered
rounds. Everything else (phases, totals, who moves up, the end of the game,
places with ties) is worked out by replaying the entries through the engines'
own rule functions: ``round_outcome`` and ``rank_seats`` (Phase 10, P10-24,
P10-25, P10-V1, the 2026 tie-break; ``phase10.py``) and ``match_award`` /
``match_leaders`` (Skip-Bo, SB-V1; ``skipbo.py``). :class:`KeeperRules` then answers the engine contract's
``standings``, ``records``, ``result`` and ``options_to_json`` for it, so the
score sheet, printing and the history read a kept game exactly like a game
played at the table.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Any

from cardtable.engine.api import GameResult
from cardtable.engine.registry import get_rules
from cardtable.engine.standings import RecordRow, Standing
from cardtable.keeper import phase10, skipbo
from cardtable.keeper.entries import Entry
from cardtable.keeper.progress import KeeperKind, Progress, check_entry

#: each game's keeper rules, by game id
KINDS: dict[str, KeeperKind] = {kind.info.id: kind for kind in (phase10.KEEPER, skipbo.KEEPER)}


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
        if self.game not in KINDS:
            raise ValueError(f"unknown game {self.game!r}")
        if not isinstance(self.options, self.kind.options_type) or self.options.players != len(self.names):
            raise ValueError("the options do not fit the game and its players")

    @property
    def kind(self) -> KeeperKind:
        """The rules of the game (``keeper/phase10.py``, ``keeper/skipbo.py``)."""
        return KINDS[self.game]

    # the rules ---------------------------------------------------------------
    @cached_property
    def progress(self) -> Progress:
        return self.kind.progress(self.options, self.names, self.entries)

    @property
    def finished(self) -> bool:
        return bool(self.progress.winners)

    def add(self, entry: Entry) -> KeeperGame:
        """The game with ``entry`` as its next round; KeeperRefusal if the
        rules do not allow it."""
        check_entry(self.kind, self.options, self.names, self.progress, entry)
        return KeeperGame(self.game, self.names, self.options, (*self.entries, entry), self.started)

    def undo(self) -> KeeperGame:
        """The game without its last entry (unchanged if there is none)."""
        return KeeperGame(self.game, self.names, self.options, self.entries[:-1], self.started)

    def phase_now(self, seat: int) -> int | None:
        """The phase ``seat`` plays next (Phase 10), None once the game is over."""
        return self.kind.phase_now(self, seat)

    def plays_next_round(self, seat: int) -> bool:
        """False for a seat that sits out a Phase 10 tie-break round."""
        return self.kind.plays_next_round(self, seat)

    @property
    def stock_size(self) -> int:
        return self.kind.stock_size(self.options)


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
        return state.kind.standings(state)

    def result(self, state: KeeperGame) -> GameResult:
        p = state.progress
        return GameResult(bool(p.winners), p.winners, state.kind.result_scores(state), p.reason, {})
