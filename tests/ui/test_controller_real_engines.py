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


def test_computer_players_of_a_loaded_game_remember_what_they_saw(qtbot):
    """Resuming a saved game replays its log to the computer seats (their memory
    of public events), on the worker thread, before their first decision."""
    from cardtable.engine.registry import get_rules

    rules = get_rules("phase10")
    options = rules.default_options(2)
    state = rules.new_game(options, 4)
    log = []
    for _ in range(7):
        action = rules.legal_actions(state)[0]
        log.append(action)
        state = rules.apply(state, action)
    seen = []

    class Recorder:
        level = "easy"

        def observe(self, observation):
            seen.append(observation)

        def choose(self, observation):
            return observation.legal_actions[0]

    human_turn = rules.current_player(state)
    seats = [Seat("Ada"), Seat("Bot", "computer", "easy")]
    if human_turn == 1:
        seats = [Seat("Bot", "computer", "easy"), Seat("Ada")]
    ctl = GameController(rules, state, seats, seed=4, actions=log, options=options,
                         speed_ms=0, policy_factory=lambda *a: Recorder())
    ctl.start()
    while ctl.is_viewers_turn():
        ctl.request(ctl.legal_actions()[0])
    qtbot.waitUntil(lambda: len(seen) >= len(log) + 1, timeout=5000)
    bot = 0 if human_turn == 1 else 1
    expected = [rules.observation(rules.new_game(options, 4), bot)]
    replay = rules.new_game(options, 4)
    for action in log:
        replay = rules.apply(replay, action)
        expected.append(rules.observation(replay, bot))
    assert seen[: len(expected)] == expected
    ctl.shutdown()
