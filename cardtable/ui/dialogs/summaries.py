"""Which dialog ends a round or a game, fed from the controller's state.

Phase 10 rounds get the round summary; Skip-Bo match games (SB-V1) the match
game summary; the game-over dialog of Phase 10 also gets the last round so it
can say who laid which phase. Kept out of the main window to keep it small.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QDialog, QWidget


def round_end_dialog(ctl: Any, record: Any, parent: QWidget | None = None) -> QDialog:
    """Phase 10: the round summary; Skip-Bo (SB-V1): the match game summary."""
    names = [s.name for s in ctl.seats]
    state = ctl.state
    if ctl.game_id == "skipbo":
        from cardtable.ui.dialogs.match_summary import MatchGameDialog

        history = getattr(state, "history", ()) or ()
        target = getattr(state.options, "match_target", 500)
        return MatchGameDialog(record, names, len(history), getattr(state, "match_points", ()),
                               target, parent)
    from cardtable.ui.dialogs.round_summary import RoundSummaryDialog

    try:
        nxt = [state.options.phases[i] for i in state.phase_index]
    except (AttributeError, IndexError, TypeError):
        nxt = []
    return RoundSummaryDialog(record, names, nxt, parent)


def game_over_dialog(ctl: Any, result: Any, parent: QWidget | None = None) -> Any:
    """The game-over dialog of ``ctl``'s game (Phase 10 with its last round)."""
    from cardtable.ui.dialogs.game_over import GameOverDialog

    history = getattr(ctl.state, "history", ()) or ()
    last = history[-1] if ctl.game_id == "phase10" and history else None
    return GameOverDialog(result, [s.name for s in ctl.seats], ctl.game_id, parent, last)
