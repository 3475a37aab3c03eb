"""Where a kept game stands (``Progress``) and what each game's keeper rules
offer (``KeeperKind``), shared by ``game.py`` and the per-game modules.

Why: ``game.py`` holds the game and the contract's read side; the rules of
each game (``phase10.py``, ``skipbo.py``) need the same ``Progress`` without
importing ``game.py`` back.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from cardtable.engine.standings import RecordRow, Standing
from cardtable.games import GameInfo
from cardtable.keeper.entries import Entry, KeeperRefusal

if TYPE_CHECKING:
    from cardtable.keeper.game import KeeperGame


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


class KeeperKind(Protocol):
    """One game's rules as the keeper applies them (``phase10.KEEPER``,
    ``skipbo.KEEPER``)."""

    info: GameInfo
    # the engine's options class of the game
    options_type: type[Any]
    # the rule a finished game refuses more entries with
    over_rule: str

    def check(self, options: Any, names: Sequence[str], progress: Progress, entry: Entry) -> None:
        """KeeperRefusal (or TypeError for the other game's entry) if the rules
        do not allow ``entry`` as the next one."""
        ...

    def progress(self, options: Any, names: tuple[str, ...], entries: tuple[Entry, ...]) -> Progress: ...

    def phase_now(self, game: KeeperGame, seat: int) -> int | None:
        """The phase ``seat`` plays next; None once over or in a game without phases."""
        ...

    def plays_next_round(self, game: KeeperGame, seat: int) -> bool: ...

    def stock_size(self, options: Any) -> int:
        """The stock pile of a game with stock piles (Skip-Bo), else 0."""
        ...

    def standings(self, game: KeeperGame) -> tuple[Standing, ...]: ...

    def result_scores(self, game: KeeperGame) -> tuple[int, ...]:
        """The scores of ``GameResult``."""
        ...


def check_entry(kind: KeeperKind, options: Any, names: Sequence[str], progress: Progress, entry: Entry) -> None:
    """Refuse ``entry`` once the game is over, else as ``kind``'s rules say."""
    if progress.winners:
        raise KeeperRefusal(kind.over_rule, "game-over")
    kind.check(options, names, progress, entry)
