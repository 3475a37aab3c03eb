"""A game played here runs the network table's own turn flow.

Why: a local game and a network game must not be two implementations of
whose turn it is, what a computer plays (or plays in place of a broken
computer player) and when a round waits. ``GameController`` is only the
link of the people at one screen to a ``net.table.Table``. These tests play
the same seed and the same choices of the person once through the window's
controller and once through the bare ``Table`` as the host drives it
(``think`` then ``computer_move``; a person's move through ``play``), and
the two logs must be the same move for move: from the deal, and from a game
resumed half-way (the computers first see every position so far).
"""

from __future__ import annotations

import pytest

from cardtable.controller.game_controller import GameController
from cardtable.engine.registry import get_rules
from cardtable.net.table import COMPUTER, SeatSlot, Table
from cardtable.seats import Seat

MOVES = 120
CASES = [("phase10", {"players": 3}, 11), ("skipbo", {"players": 3, "stock_size": 5}, 4)]


def _person_move(rules, state):
    """The person's choice in both runs: the last legal action (deterministic)."""
    return list(rules.legal_actions(state))[-1]


def _by_table(rules, options, seed, prefix=(), moves=MOVES):
    """The log of the bare table, driven as the host drives it."""
    slots = [SeatSlot("Ann", joined=True, connected=True, local=True),
             SeatSlot("Cpu", COMPUTER, "medium"), SeatSlot("Cpu2", COMPUTER, "hard")]
    table = Table(rules, options, seed, slots, code="", actions=prefix, started=True)
    table.holds_round_end = False
    while table.seq < moves and not table.over():
        seat = table.computer_to_move()
        if seat is None:
            assert table.play(0, _person_move(rules, table.state)) is None
        else:
            seq, action = table.think(seat)
            assert table.computer_move(seat, seq, action)
    return list(table.actions)


def _by_window(qtbot, rules, options, seed, prefix=(), moves=MOVES):
    """The log of the window's controller, the person answering when asked."""
    from cardtable.engine.replay import final_state

    seats = [Seat("Ann"), Seat("Cpu", "computer", "medium"), Seat("Cpu2", "computer", "hard")]
    ctl = GameController(rules, final_state(rules, options, seed, prefix), seats, seed=seed,
                         actions=prefix, speed_ms=0, options=options)
    try:
        while len(ctl.history) < moves and not ctl.is_over():
            qtbot.waitUntil(lambda: ctl.is_viewers_turn() or ctl.is_over() or len(ctl.history) >= moves,
                            timeout=60000)
            if ctl.is_viewers_turn() and len(ctl.history) < moves:
                assert ctl.request(_person_move(rules, ctl.state)) is None
        return list(ctl.history)[:moves]
    finally:
        ctl.shutdown()


@pytest.mark.parametrize(("game", "options", "seed"), CASES)
def test_the_window_plays_the_tables_game(qtbot, game, options, seed):
    rules = get_rules(game)
    opts = rules.options_from_json(options)
    by_table = _by_table(rules, opts, seed)
    assert len(by_table) > MOVES // 2  # Phase 10 passes a round's end; Skip-Bo plays to its end
    assert _by_window(qtbot, rules, opts, seed) == by_table


@pytest.mark.parametrize(("game", "options", "seed"), CASES)
def test_a_resumed_game_plays_on_as_the_table_does(qtbot, game, options, seed):
    rules = get_rules(game)
    opts = rules.options_from_json(options)
    prefix = _by_table(rules, opts, seed, moves=MOVES // 2)
    assert _by_window(qtbot, rules, opts, seed, tuple(prefix)) == _by_table(rules, opts, seed, tuple(prefix))


def test_a_broken_computer_player_gets_the_same_substitute_in_both(qtbot):
    """A computer player that fails is replaced by the table's seeded legal move."""
    class Broken:
        def observe(self, observation: object) -> None:
            pass

        def choose(self, observation: object) -> object:
            raise RuntimeError("a bug in a computer player")

    rules = get_rules("skipbo")
    options = rules.options_from_json({"players": 2, "stock_size": 5})
    table = Table(rules, options, 3, [SeatSlot("Cpu", COMPUTER, "easy"), SeatSlot("Cpu2", COMPUTER, "easy")],
                  code="", started=True, make_policy=lambda *_a: Broken())
    for _ in range(40):
        seat = table.computer_to_move()
        assert seat is not None
        assert table.computer_move(seat, *table.think(seat))
    ctl = GameController(rules, rules.new_game(options, 3), [Seat("Cpu", "computer", "easy"),
                         Seat("Cpu2", "computer", "easy")], seed=3, speed_ms=0, options=options,
                         policy_factory=lambda *_a: Broken())
    try:
        qtbot.waitUntil(lambda: len(ctl.history) >= 40, timeout=60000)
        assert list(ctl.history)[:40] == table.actions
    finally:
        ctl.shutdown()
