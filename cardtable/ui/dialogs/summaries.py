"""Which dialog ends a round or a game, fed from the engine's standings and records.

Phase 10 rounds get the round summary; Skip-Bo match games (SB-V1) the match
game summary; the game-over dialog of Phase 10 also gets the last round so it
can say who laid which phase. Kept out of the main window to keep it small.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QDialog, QWidget

from cardtable.ui.games import ui_for

if TYPE_CHECKING:
    from cardtable.controller.source import GameSource
    from cardtable.engine.api import GameResult
    from cardtable.engine.standings import RecordRow



def round_end_dialog(ctl: GameSource, record: RecordRow, parent: QWidget | None = None) -> QDialog:
    """Phase 10: the round summary; Skip-Bo (SB-V1): the match game summary.

    ``record`` is the engine's RecordRow of the finished round or game; the
    rest comes from the engine's ``standings`` and ``records``."""
    names = [s.name for s in ctl.seats]
    view = ctl.seat_view()
    standings = sorted(view.standings, key=lambda s: s.seat)
    if not ui_for(ctl.game_id).rounds:
        # the dialog loads when first opened: start-up stays fast
        from cardtable.ui.dialogs.match_summary import MatchGameDialog

        target = ctl.rules.options_to_json(ctl.options).get("match_target", 500)
        return MatchGameDialog(record, names, len(view.records), [s.points for s in standings],
                               target, parent)
    # the dialog loads when first opened: start-up stays fast
    from cardtable.ui.dialogs.round_summary import RoundSummaryDialog

    return RoundSummaryDialog(record, names, [s.phase for s in standings], parent, view.cards_left)


def game_over_dialog(ctl: GameSource, result: GameResult, parent: QWidget | None = None) -> Any:
    """The game-over dialog of ``ctl``'s game (Phase 10 with its last round)."""
    # the dialog loads when first opened: start-up stays fast
    from cardtable.ui.dialogs.game_over import GameOverDialog

    view = ctl.seat_view()
    records = view.records
    last = records[-1] if ui_for(ctl.game_id).phases and records else None
    standings = view.standings
    return GameOverDialog(standings, [s.name for s in ctl.seats], ctl.game_id, parent, last, result.reason)
