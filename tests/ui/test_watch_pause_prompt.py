"""Watching computers play, paused (Play > Pause, F8): the table says so.

The table's prompt line must not say "Computer 3 is playing…" while the
computers wait; it says who plays next once the pause ends, and goes back
to "… is playing…" when the pause is lifted. Through the real window.
"""

from __future__ import annotations

from cardtable.engine.registry import get_rules


def _prompt_label(view) -> str:
    return next(i.text for i in view.scene().items()
                if getattr(getattr(i, "spec", None), "kind", None) == "prompt")


def test_paused_watch_mode_says_paused_on_the_table(window, qtbot, play_state):
    rules = get_rules("phase10")
    options = rules.options_from_json({"players": 4})
    ctl = play_state(rules, rules.new_game(options, 5), ["computer"] * 4)
    window.act_pause.trigger()  # F8
    assert ctl.paused
    view = window.table

    def says_paused() -> bool:  # a computer move under way may still land first
        name = ctl.seats[ctl.current_seat()].name
        return _prompt_label(view) == f"Paused: {name} plays next"

    qtbot.waitUntil(says_paused, timeout=10000)
    assert "is playing" not in view.prompt()
    window.act_pause.trigger()
    assert not ctl.paused
    assert "Paused" not in _prompt_label(view)
    window.act_pause.trigger()
    ctl.shutdown()
