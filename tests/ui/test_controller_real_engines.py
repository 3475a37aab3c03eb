"""Computer-only games of both real engines run to the end through the controller."""

from __future__ import annotations

import pytest

from cardtable.controller.game_controller import GameController
from cardtable.seats import Seat


def _rules(game):
    from cardtable.engine.registry import get_rules

    try:
        return get_rules(game)
    except ImportError:
        pytest.skip(f"{game} engine not installed")


@pytest.mark.parametrize("game", ["phase10", "skipbo"])
def test_computer_game_plays_to_the_end(qtbot, game):
    rules = _rules(game)
    if game == "phase10":
        options = rules.options_from_json({"players": 2, "phases": [1]})
    else:
        options = rules.options_from_json({"players": 2, "stock_size": 5})
    state = rules.new_game(options, 11)
    seats = [Seat("A", "computer", "easy"), Seat("B", "computer", "hard")]
    ctl = GameController(rules, state, seats, seed=11, speed_ms=0, options=options)
    try:
        with qtbot.waitSignal(ctl.game_finished, timeout=20000) as blocker:
            pass
        assert blocker.args[0].finished and blocker.args[0].winners
        assert rules.is_terminal(ctl.state)
        # the log replays to the same state
        replayed = rules.new_game(options, 11)
        for action in ctl.history:
            replayed = rules.apply(replayed, action)
        assert rules.state_to_json(replayed) == rules.state_to_json(ctl.state)
    finally:
        ctl.shutdown()
