"""Another game at the same network table: the proposal's state machine (propose,
accept, decline, withdraw, lapse on an injected clock) and the new game it deals
(same seats and tokens, a fresh seed, the next dealer by the rules)."""

from __future__ import annotations

import random

import pytest

from cardtable.engine.registry import get_rules
from cardtable.net.rematch import REFUSED_REMATCH
from cardtable.net.table import COMPUTER, SeatSlot, Table


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def finish(table: Table, rng: random.Random) -> None:
    """Random legal moves until the game is over (held round ends let go)."""
    while not table.over():
        if table.held is not None:
            table.held = None
            continue
        seat = table.rules.current_player(table.state)
        action = rng.choice(table.rules.legal_actions(table.state))
        assert table.act(seat, table.seq, table.rules.action_to_json(action)) is None


def finished_table(game="skipbo", kinds=("person", "person", "person"), clock=None, seeds=(555, 666)):
    rules = get_rules(game)
    small = {"stock_size": 5} if game == "skipbo" else {"phases": [1]}
    options = rules.options_from_json({"players": len(kinds), **small})
    seats = [SeatSlot(f"P{i}", kind, "easy" if kind == COMPUTER else None, joined=kind != COMPUTER,
                      connected=kind != COMPUTER) for i, kind in enumerate(kinds)]
    fresh = iter(seeds)
    table = Table(rules, options, 7, seats, code="REMTCH", started=True, clock=clock or Clock(),
                  new_seed=lambda: next(fresh))
    finish(table, random.Random(4))
    return table


def test_every_connected_person_accepts_then_a_new_game_with_the_same_seats_and_tokens_starts():
    table = finished_table()
    tokens, names = [s.token for s in table.seats], [s.name for s in table.seats]
    old_seed = table.seed
    assert table.answer_rematch(1, "propose") is None
    assert table.public()["rematch"] == {"state": "open", "by": 1, "accepted": [1], "waiting": [0, 2], "left": 300.0}
    assert table.answer_rematch(0, "accept") is None
    assert table.over() and table.public()["rematch"]["waiting"] == [2]
    assert table.answer_rematch(2, "accept") is None
    assert not table.over() and table.seq == 0 and table.started
    assert table.seed == 555 != old_seed
    assert table.game_number == 2 and table.public()["game_number"] == 2
    assert "rematch" not in table.public() and table.record() is None
    assert [s.token for s in table.seats] == tokens and [s.name for s in table.seats] == names
    assert table.state == table.rules.new_game(table.options, 555)
    assert table.rows == () and table.held is None


def test_a_computer_never_needs_to_accept_and_an_absent_person_is_not_waited_for():
    table = finished_table(kinds=("person", "computer", "person"))
    table.leave(2)
    assert table.answer_rematch(0, "propose") is None
    assert table.game_number == 2 and not table.over()
    assert table.seats[1].kind == COMPUTER


def test_the_last_person_waited_for_leaving_starts_the_game_for_those_who_accepted():
    table = finished_table()
    table.answer_rematch(0, "propose")
    table.answer_rematch(1, "accept")
    table.leave(2)
    assert table.game_number == 2


def test_a_decline_ends_the_proposal_and_says_who():
    table = finished_table()
    table.answer_rematch(0, "propose")
    assert table.answer_rematch(2, "decline") is None
    assert table.public()["rematch"] == {"state": "declined", "seat": 2}
    assert table.answer_rematch(1, "accept") == REFUSED_REMATCH["no_proposal"]
    assert table.answer_rematch(1, "propose") is None  # a new proposal may follow
    assert table.public()["rematch"]["by"] == 1 and table.over()


def test_the_proposer_withdraws_the_proposal_another_takes_back_their_acceptance():
    table = finished_table()
    table.answer_rematch(0, "propose")
    table.answer_rematch(1, "accept")
    table.answer_rematch(1, "withdraw")
    assert table.public()["rematch"]["accepted"] == [0]
    table.answer_rematch(0, "withdraw")
    assert table.public()["rematch"] == {"state": "withdrawn", "seat": 0}
    assert table.game_number == 1 and table.over()


def test_a_proposal_lapses_when_its_time_runs_out():
    clock = Clock()
    table = finished_table(clock=clock)
    table.answer_rematch(0, "propose")
    clock.now += 299.0
    assert not table.lapse_rematch() and table.public()["rematch"]["left"] == 1.0 and table.rematch_open()
    clock.now += 1.0
    assert not table.rematch_open()
    assert table.lapse_rematch()
    assert table.public()["rematch"] == {"state": "lapsed"}
    assert table.answer_rematch(1, "accept") == REFUSED_REMATCH["no_proposal"]  # too late
    assert table.game_number == 1


def test_an_acceptance_after_the_time_is_refused_even_before_the_host_noticed():
    clock = Clock()
    table = finished_table(clock=clock)
    table.answer_rematch(0, "propose")
    table.answer_rematch(1, "accept")
    clock.now += 301.0
    assert table.answer_rematch(2, "accept") == REFUSED_REMATCH["no_proposal"]
    assert table.game_number == 1


def test_nobody_proposes_another_game_while_one_is_played():
    rules = get_rules("skipbo")
    table = Table(rules, rules.options_from_json({"players": 2}), 7,
                  [SeatSlot("A", joined=True, connected=True), SeatSlot("B", joined=True, connected=True)],
                  code="PLAYIN", started=True)
    assert table.answer_rematch(0, "propose") == REFUSED_REMATCH["not_over"]
    assert "rematch" not in table.public()


@pytest.mark.parametrize("game", ["phase10", "skipbo"])
def test_the_next_game_is_dealt_by_the_next_dealer_and_played_to_its_own_end(game):
    table = finished_table(game, kinds=("person", "person"))
    before = table.rules.options_to_json(table.options)
    last = table.rules.state_to_json(table.state)
    table.answer_rematch(0, "propose")
    table.answer_rematch(1, "accept")
    after = table.rules.options_to_json(table.options)
    if game == "phase10":  # P10-3: the deal passes to the left, into the next game too
        assert after["first_dealer"] == (last["dealer"] + 1) % 2
    else:  # SB-3: left of the dealer, and the deal passes on
        assert before["dealer"] is None and after["dealer"] == 0
        assert table.rules.current_player(table.state) == 1
    finish(table, random.Random(9))
    record = table.record()
    assert record is not None and record["seed"] == 555 and record["options"] == after
