"""Edit > Undo through the real window (rule APP-UNDO):
a play from the hand is taken back, a stock play is not, the new-game
dialog's option turns it off, and a save keeps what can be taken back."""

from __future__ import annotations

from table_helpers import drag, grip, zone_centre

from cardtable.engine.skipbo.state import Play
from cardtable.persistence import dumps, loads


def _hand_play(ctl):
    state = ctl.state
    hand = state.players[state.current].hand
    return next((a for a in ctl.legal_actions()
                 if type(a) is Play and a.source == "hand" and len(hand) > 1), None)


def _drag_hand_play(window, action):
    view = window.table
    item = next(i for i in view.card_items
                if i.spec.source and i.spec.source[0] == "hand" and i.spec.source[2] == action.card)
    drag(view, grip(item), zone_centre(view, ("building", action.to)))


def _start(start_game, qtbot, **extra):
    ctl = start_game("skipbo", ["human", "computer"], seed="9",
                     skipbo={"start": "seat", "start_seat": 0}, **extra)
    qtbot.waitUntil(lambda: ctl.is_viewers_turn())
    return ctl


def test_APP_UNDO_edit_undo_takes_back_a_hand_play(window, start_game, qtbot):
    ctl = _start(start_game, qtbot)
    assert ctl.options.take_back  # on by default against the computer
    assert not window.act_undo.isEnabled()  # nothing played yet
    assert window.act_undo.shortcut().toString() == "Ctrl+Z"
    action = _hand_play(ctl)
    assert action is not None, "seed 9 starts with a playable hand card"
    before = ctl.state
    _drag_hand_play(window, action)
    assert ctl.state.players[0].hand != before.players[0].hand  # the drag made the move
    assert window.act_undo.isEnabled()
    saved = loads(dumps(ctl.saved_game()))  # the save keeps what undo restores
    assert saved.state == ctl.state and saved.state.undo is not None
    window.act_undo.trigger()
    assert ctl.state.players == before.players and ctl.state.building == before.building
    assert ctl.state.current == 0
    assert not window.act_undo.isEnabled()
    # the table settled to the restored hand
    shown = sorted(str(c) for c in window.table.hand_cards())
    assert shown == sorted(str(c) for c in before.players[0].hand)
    event = ctl.state.last_events[0]
    assert event.kind == "take_back"
    assert "took back" in window.table.game.describe_event(event, [s.name for s in ctl.seats])


def test_APP_UNDO_off_in_the_new_game_dialog(window, start_game, qtbot):
    ctl = _start(start_game, qtbot, take_back=False)
    assert not ctl.options.take_back
    action = _hand_play(ctl)
    _drag_hand_play(window, action)
    assert not window.act_undo.isEnabled()
    rejection = ctl.take_back()
    assert rejection is not None and rejection.rule == "APP-UNDO"


def test_APP_UNDO_a_stock_play_is_never_taken_back(window, start_game, qtbot):
    ctl = _start(start_game, qtbot)
    stock = next((a for a in ctl.legal_actions() if type(a) is Play and a.source == "stock"), None)
    assert stock is not None, "seed 9 starts with a playable stock card"
    assert ctl.request(stock) is None
    assert not window.act_undo.isEnabled()
