"""Phase 10 in the score keeper: its ``KeeperKind`` (``KEEPER``).

The rounds entered are replayed through the engine's own ``round_outcome``
and ``rank_seats`` (P10-24, P10-25, P10-V1, the 2026 tie-break).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from cardtable.engine.phase10 import end_reason, rank_seats
from cardtable.engine.phase10.options import Options
from cardtable.engine.phase10.rounds import round_outcome
from cardtable.engine.standings import RecordRow, Standing
from cardtable.games import PHASE10
from cardtable.keeper.entries import Entry, Phase10Entry, check_phase10
from cardtable.keeper.progress import Progress, check_entry

if TYPE_CHECKING:
    from cardtable.keeper.game import KeeperGame


class Phase10Keeper:
    info = PHASE10
    options_type: type[Any] = Options
    over_rule = "P10-25"

    def check(self, options: Any, names: Sequence[str], progress: Progress, entry: Entry) -> None:
        if not isinstance(entry, Phase10Entry):
            raise TypeError("a Phase 10 game takes Phase10Entry")
        check_phase10(entry, names, progress.active, options.edition)

    def progress(self, opts: Options, names: tuple[str, ...], entries: tuple[Entry, ...]) -> Progress:
        n = opts.players
        index, scores, active, done = (0,) * n, (0,) * n, (True,) * n, [0] * n
        tiebreak = False
        records: list[RecordRow] = []
        winners: tuple[int, ...] = ()
        for number, entry in enumerate(entries, start=1):
            assert isinstance(entry, Phase10Entry)
            check_entry(self, opts, names, Progress(scores, winners=winners, active=active), entry)
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

    def phase_now(self, game: KeeperGame, seat: int) -> int | None:
        p = game.progress
        if p.winners:
            return None
        return int(game.options.phases[p.phase_index[seat]])

    def plays_next_round(self, game: KeeperGame, seat: int) -> bool:
        return game.progress.active[seat]

    def stock_size(self, options: Any) -> int:
        return 0

    def standings(self, game: KeeperGame) -> tuple[Standing, ...]:
        p = game.progress
        over = bool(p.winners)
        return tuple(Standing(seat, place, why, p.scores[seat], None if over else game.phase_now(seat),
                              p.done[seat])
                     for seat, place, why in rank_seats(game.options, p.scores, p.done, p.winners))

    def result_scores(self, game: KeeperGame) -> tuple[int, ...]:
        return game.progress.scores


KEEPER = Phase10Keeper()
