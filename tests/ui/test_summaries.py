"""The round, match-game and game-over dialogs show only the engine's
standings and records (P10-23, P10-24, P10-25, SB-18, SB-V1)."""

from __future__ import annotations

from types import SimpleNamespace

from scoresheet_play import phase10_state, skipbo_state

from cardtable.controller.seat_view import SeatView
from cardtable.engine.phase10 import RULES as P10
from cardtable.engine.skipbo import RULES as SB
from cardtable.engine.standings import RecordRow
from cardtable.seats import Seat
from cardtable.ui.dialogs.round_summary import RoundSummaryDialog
from cardtable.ui.dialogs.summaries import game_over_dialog, round_end_dialog

SEATS = (Seat("Ann"), Seat("Bo"), Seat("Cy", "computer", "easy"))


def _ctl(rules, state):
    view = SeatView(standings=rules.standings(state), records=rules.records(state))  # no round end held: no cards
    return SimpleNamespace(rules=rules, seats=SEATS, game_id=rules.game_id, options=state.options,
                           seat_view=lambda: view)


def test_P10_24_round_summary_rows_come_from_the_records_and_standings(qtbot):
    state = phase10_state(rounds=2)
    record = P10.records(state)[-1]
    dialog = round_end_dialog(_ctl(P10, state), record)
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == f"Round {record.number} finished"
    for seat, row in enumerate(dialog.rows()):
        assert row[2] == str(record.points[seat]) and row[4] == str(record.totals[seat])
        assert f"Phase {record.phases[seat]}" in row[3]
        if record.completed[seat]:
            assert f"phase {state.phase_of(seat)}" in row[3]


def test_P10_25_a_seat_sitting_out_a_tie_break_round_has_no_points(qtbot):
    record = RecordRow(11, points=(None, 5, 0), totals=(40, 45, 40), phases=(None, 10, 10),
                       completed=(False, False, True), went_out=2, tiebreak=True)
    dialog = RoundSummaryDialog(record, ["Ann", "Bo", "Cy"])
    qtbot.addWidget(dialog)
    assert dialog.rows()[0][1:3] == ["-", "-"]


def test_SB_18_game_over_lists_stock_cards_left_and_the_winner(qtbot):
    state = skipbo_state(players=3, games=1, stock_size=5)
    while not SB.is_terminal(state):
        state = SB.apply(state, SB.legal_actions(state)[0])
    result = SB.result(state)
    dialog = game_over_dialog(_ctl(SB, state), result)
    qtbot.addWidget(dialog)
    winner = SEATS[result.winners[0]].name
    assert winner in dialog.heading.text()
    for seat, player in enumerate(state.players):
        cards = "1 card" if len(player.stock) == 1 else f"{len(player.stock)} cards"  # %n plural
        assert f"{SEATS[seat].name}: {cards} left" in dialog.scores.text()
