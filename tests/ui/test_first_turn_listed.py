"""A game closed during its first turn is still an unfinished game: it is
written when it is dealt, so the start page lists it and it resumes."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from cardtable.ui.start import quick_start


@pytest.mark.parametrize("kind", quick_start.KINDS)
def test_a_game_closed_in_its_first_turn_is_listed_and_resumes(window, qtbot, kind):
    assert window.quick_start(kind)
    ctl = window.controller
    dealt = ctl.rules.state_to_json(ctl.state)
    seats = [s.name for s in ctl.seats]
    window.close_game()  # at once: no turn has ended

    page = window.start_page
    page.refresh()
    games = page.unfinished
    entries = [games.item(i).data(Qt.ItemDataRole.UserRole) for i in range(games.count())]
    entries = [entry for entry in entries if entry is not None]
    assert len(entries) == 1
    window.resume_unfinished(entries[0])
    again = window.controller
    assert again is not None and [s.name for s in again.seats] == seats
    assert again.rules.state_to_json(again.state) == dealt
    window.close_game()
