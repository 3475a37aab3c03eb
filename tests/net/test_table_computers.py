"""A table's computers: a broken or missing computer player never stops a table.

Why: the same table runs a game at one screen, at a hosting computer and at
a server; a computer player that cannot be made, that fails, or that finds
no move must neither crash the table nor make it ask again for ever.
"""

from __future__ import annotations

from cardtable.engine.registry import get_rules
from cardtable.net.table import COMPUTER, SeatSlot, Table


class NoMoves:
    """The real Skip-Bo rules, except that no move is ever legal."""

    def __init__(self, rules) -> None:
        self._rules = rules

    def __getattr__(self, name):  # a test double: everything else is the real engine's
        return getattr(self._rules, name)

    def legal_actions(self, state):
        return []


def _table(rules, make_policy=None) -> Table:
    real = get_rules("skipbo")
    options = real.options_from_json({"players": 2, "stock_size": 5})
    return Table(rules, options, 3, [SeatSlot("Cpu", COMPUTER, "easy"), SeatSlot("Cpu2", COMPUTER, "easy")],
                 code="", started=True, state=real.new_game(options, 3), make_policy=make_policy)


def test_a_computer_with_no_legal_move_changes_nothing_and_says_so():
    table = _table(NoMoves(get_rules("skipbo")), make_policy=lambda *_a: None)
    seat = table.computer_to_move()
    assert seat is not None
    seq, action = table.think(seat)
    assert action is None
    assert table.computer_move(seat, seq, action) is False  # not an IndexError
    assert table.seq == 0 and table.computer_to_move() == seat


def test_a_computer_player_that_cannot_be_made_plays_seeded_substitutes():
    def broken(*_args):
        raise ImportError("no such computer player")

    moves = []
    for _ in range(2):
        table = _table(get_rules("skipbo"), make_policy=broken)
        for _ in range(20):
            seat = table.computer_to_move()
            assert seat is not None and table.computer_move(seat, *table.think(seat))
        moves.append(list(table.actions))
    assert moves[0] == moves[1]  # the same game again plays the same
