"""Skip-Bo in the score keeper: its ``KeeperKind`` (``KEEPER``).

The games entered are replayed through the engine's own ``match_award``
and ``match_leaders`` (SB-V1).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from cardtable.engine.skipbo.options import SkipBoOptions
from cardtable.engine.skipbo.play import match_award, match_leaders
from cardtable.engine.standings import RecordRow, Standing, rank
from cardtable.games import SKIPBO
from cardtable.keeper.entries import Entry, SkipBoEntry, check_skipbo
from cardtable.keeper.progress import Progress, check_entry

if TYPE_CHECKING:
    from cardtable.keeper.game import KeeperGame


class SkipBoKeeper:
    info = SKIPBO
    options_type: type[Any] = SkipBoOptions
    over_rule = "SB-V1"

    def check(self, options: Any, names: Sequence[str], progress: Progress, entry: Entry) -> None:
        if not isinstance(entry, SkipBoEntry):
            raise TypeError("a Skip-Bo game takes SkipBoEntry")
        check_skipbo(entry, names, options.stock_count())

    def progress(self, opts: SkipBoOptions, names: tuple[str, ...], entries: tuple[Entry, ...]) -> Progress:
        n = opts.players
        totals = (0,) * n
        records: list[RecordRow] = []
        winners: tuple[int, ...] = ()
        stock = (opts.stock_count(),) * n
        for number, entry in enumerate(entries, start=1):
            assert isinstance(entry, SkipBoEntry)
            check_entry(self, opts, names, Progress(totals, winners=winners), entry)
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

    def phase_now(self, game: KeeperGame, seat: int) -> int | None:
        return None

    def plays_next_round(self, game: KeeperGame, seat: int) -> bool:
        return True

    def stock_size(self, options: Any) -> int:
        return int(options.stock_count())

    def standings(self, game: KeeperGame) -> tuple[Standing, ...]:
        p = game.progress
        n = len(game.names)
        match = game.options.match_scoring
        points = p.scores if match else (0,) * n
        keys = [(-x,) for x in points] if match else [(c,) for c in p.stock_left]
        ranked = rank(keys, ("points",) if match else ("stock",), p.winners)
        return tuple(Standing(seat, place, why, points[seat], stock_left=p.stock_left[seat])
                     for seat, place, why in ranked)

    def result_scores(self, game: KeeperGame) -> tuple[int, ...]:
        p = game.progress
        return p.scores if game.options.match_scoring else p.stock_left


KEEPER = SkipBoKeeper()
