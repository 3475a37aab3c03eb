"""The replay viewer on a finished game from the history.

Real clicks on the controls; every position is checked against the engine
replaying the log, not against what the viewer computed.
"""

from __future__ import annotations

import pytest

from cardtable.persistence.history import History
from cardtable.persistence.savefile import replay
from cardtable.ui.stats.history_window import HistoryWindow
from tests.history.selfplay import record
from tests.ui.replay_helpers import (
    click,
    click_log_row,
    finished_phase10,
    hand_faces,
    replay_windows,
)


@pytest.fixture(scope="module")
def played():
    return finished_phase10()


@pytest.fixture
def from_history(window, qtbot, tmp_path, played):
    """The finished game recorded in a history, opened with the History window's button."""
    db = tmp_path / "history.sqlite3"
    history = History.open(db)
    record(history, played)
    history.close()
    listing = HistoryWindow(window, path=db)
    listing.show()
    listing.view.selectRow(0)
    click(qtbot, listing.replay_button)
    (viewer,) = replay_windows(window)
    qtbot.waitExposed(viewer)
    yield viewer
    viewer.close()
    listing.close()


def _expected(played, position):
    return replay(played.rules, played.options, played.seed, played.actions[:position])


def test_stepping_forward_and_back_shows_the_engine_positions(from_history, qtbot, played):
    viewer = from_history
    assert viewer.controller.position == 0
    assert viewer.position_label.text() == f"Move 0 of {len(played.actions)}"
    for _ in range(3):
        click(qtbot, viewer.forward_button)
    assert viewer.controller.state == _expected(played, 3)
    assert viewer.slider.value() == 3 and viewer.position_label.text() == f"Move 3 of {len(played.actions)}"
    click(qtbot, viewer.back_button)
    assert viewer.controller.state == _expected(played, 2)
    assert viewer.table.model is not None and viewer.table.obs.seat == 0


def test_jumping_between_rounds(from_history, qtbot, played):
    viewer = from_history
    starts = viewer.timeline.round_starts
    assert len(starts) == 3 and viewer.round_box.count() == 3
    click(qtbot, viewer.next_round_button)
    assert viewer.controller.position == starts[1]
    assert viewer.controller.state.round == 2 and viewer.round_box.currentText() == "Round 2"
    click(qtbot, viewer.forward_button)
    click(qtbot, viewer.prev_round_button)  # to the start of this round
    assert viewer.controller.position == starts[1]
    click(qtbot, viewer.prev_round_button)  # from its start: the previous round
    assert viewer.controller.position == 0
    viewer.round_box.activated.emit(2)  # what choosing "Round 3" in the list does
    assert viewer.controller.position == starts[2] and viewer.controller.state.round == 3


def test_the_end_shows_every_hand_and_the_final_position(from_history, qtbot, played):
    viewer = from_history
    click(qtbot, viewer.end_button)
    assert viewer.controller.state == played.state and viewer.controller.is_over()
    final = played.state.hands
    faces = hand_faces(viewer)
    for seat, hand in enumerate(final):
        assert len(faces.get(seat, [])) == len(hand)
        assert None not in faces.get(seat, [])  # every hand face up
    assert not viewer.forward_button.isEnabled() and not viewer.continue_button.isEnabled()
    click(qtbot, viewer.start_button)
    assert viewer.controller.position == 0
    assert all(None not in cards for cards in hand_faces(viewer).values())  # open all along


def test_the_move_log_follows_the_position_and_a_click_jumps(from_history, qtbot, played):
    viewer = from_history
    model = viewer.move_log.model
    assert model.positions[-1] == len(played.actions)  # the whole game is listed
    click(qtbot, viewer.next_round_button)
    row = model.current_row()
    assert model.positions[row] == viewer.controller.position
    assert model.row_kind(row) == "event" and model.row_kind(row - 1) == "header"  # the new round's deal
    assert viewer.move_log.view.currentIndex().row() == row
    target = next(r for r in range(len(model.positions)) if model.positions[r] == 25)
    click_log_row(qtbot, viewer, target)
    assert viewer.controller.position == 25 and viewer.controller.state == _expected(played, 25)
    assert model.current_row() >= target
    # a finished game's log names the cards drawn blind
    draws = [model.text(r) for r in range(len(model.positions))
             if model.row_kind(r) == "event" and model._rows[r][1].kind == "draw_deck"]
    assert draws and all(" drew " in text and "a card" not in text for text in draws)


def test_play_and_pause(from_history, qtbot):
    viewer = from_history
    viewer.speed.setCurrentIndex(3)  # very fast
    click(qtbot, viewer.play_button)
    assert viewer.play_button.text() == "Pause"
    qtbot.waitUntil(lambda: viewer.controller.position >= 4, timeout=30000)
    click(qtbot, viewer.play_button)
    stopped = viewer.controller.position
    qtbot.wait(300)
    assert viewer.controller.position == stopped and viewer.play_button.text() == "Play ▶"


def test_one_step_changes_only_some_table_items(from_history, qtbot):
    """Stepping keeps the scene: only the items whose card changed are replaced."""
    viewer = from_history
    viewer.controller.go_to(30)
    before = {id(item) for item in viewer.table.card_items}
    click(qtbot, viewer.forward_button)
    after = {id(item) for item in viewer.table.card_items}
    assert len(before & after) > len(after) // 2


def test_the_deck_order_lists_each_deal_and_jumps_there(from_history, qtbot):
    viewer = from_history
    click(qtbot, viewer.deck_button)
    from cardtable.ui.replay.deck_dialog import DeckOrderDialog

    (dialog,) = [d for d in viewer.findChildren(DeckOrderDialog) if d.isVisible()]
    tree = dialog.tree
    titles = [tree.topLevelItem(i).text(0) for i in range(tree.topLevelItemCount())]
    assert titles[:1] == ["Round 1: dealt (move 0)"]
    assert sum("dealt" in t for t in titles) == 3
    first = tree.topLevelItem(0)
    rows = {first.child(i).text(0): first.child(i).text(1) for i in range(first.childCount())}
    state = viewer.timeline.state(0)
    from cardtable.ui.table.games.phase10_cards import card_list, card_name

    assert rows["Hand of Anna"] == card_list(state.hands[0])  # "red 1, blue 7, …"
    assert rows["Hand of Bot"] == card_list(state.hands[1])  # a computer's hand, laid open
    assert rows["Discard pile"] == card_name(state.discard_pile[-1])
    assert rows["Draw pile"].startswith(card_name(state.draw_pile[-1]) + ",")
    third = tree.topLevelItem(titles.index(next(t for t in titles if t.startswith("Round 3"))))
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    tree.setCurrentItem(third.child(0))  # Enter on a shuffle's row jumps there (no mouse needed)
    QTest.keyClick(tree, Qt.Key.Key_Return)
    assert viewer.controller.position == viewer.timeline.round_starts[2]
    viewer.controller.go_to(0)
    tree.scrollToItem(third)  # and so does a double-click
    where = tree.visualItemRect(third).center()
    QTest.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=where)
    QTest.mouseDClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=where)
    assert viewer.controller.position == viewer.timeline.round_starts[2]
    dialog.close()


def test_jumping_to_the_end_renders_the_table_once(from_history, qtbot, monkeypatch):
    viewer = from_history
    table = viewer.table
    built: list[int] = []
    flown: list[int] = []
    build, fly = table.build_model, table.flights.replay
    monkeypatch.setattr(table, "build_model", lambda: (built.append(viewer.controller.position), build())[1])
    monkeypatch.setattr(table.flights, "replay", lambda *a: (flown.append(viewer.controller.position), fly(*a)))
    click(qtbot, viewer.end_button)
    end = viewer.timeline.length
    assert built == [end] and flown == []  # one render, no flights
    click(qtbot, viewer.start_button)
    click(qtbot, viewer.forward_button)
    assert built == [end, 0, 1] and flown == [1]  # only one step forward flies


@pytest.mark.parametrize("lang, forward, label, prompt", [
    ("de", "Weiter ▶", "Zug 0 von", "Wiederholung:"),
    ("zh_TW", "下一步 ▶", "第 0 步，共", "重播："),
])
def test_the_viewer_speaks_the_language_switched_to(from_history, qtbot, lang, forward, label, prompt):
    from tests.ui.table_helpers import installed_language

    viewer = from_history
    with installed_language(lang):
        qtbot.waitUntil(lambda: viewer.forward_button.text() == forward, timeout=30000)
        assert viewer.position_label.text().startswith(label)
        assert viewer.table.prompt().startswith(prompt)
        assert viewer.move_log.windowTitle() != "Moves"
        assert viewer.minimumSizeHint().width() <= 1280  # the controls fit a 1280-pixel window
    qtbot.waitUntil(lambda: viewer.forward_button.text() == "Forward ▶", timeout=30000)


def test_the_keyboard_steps_through_the_game(from_history, qtbot):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    viewer = from_history
    viewer.activateWindow()
    viewer.table.setFocus()
    qtbot.waitUntil(viewer.table.hasFocus, timeout=30000)
    for key, expected in ((Qt.Key.Key_Right, 1), (Qt.Key.Key_Right, 2), (Qt.Key.Key_Left, 1),
                          (Qt.Key.Key_PageDown, viewer.timeline.round_starts[1]),
                          (Qt.Key.Key_End, viewer.timeline.length), (Qt.Key.Key_Home, 0)):
        QTest.keyClick(viewer.table, key)
        assert viewer.controller.position == expected, key


def test_nobody_moves_on_a_replayed_table(from_history, qtbot, played):
    from tests.ui.table_helpers import drag, grip, zone_centre

    viewer = from_history
    table = viewer.table
    viewer.controller.go_to(0)
    mine = [item for item in table.card_items if item.spec.source and item.spec.source[0] == "hand"]
    deck = [item for item in table.card_items if item.spec.source and item.spec.source[0] == "deck"]
    assert mine and deck
    said: list = []
    table.status_message.connect(said.append)
    table.refused.connect(said.append)
    drag(table, grip(deck[0]), grip(mine[0]))  # drawing, as a player would
    drag(table, grip(mine[0]), zone_centre(table, ("discard_pile",)))
    assert viewer.controller.position == 0 and viewer.controller.state == _expected(played, 0)
    assert said == []  # the table's input never saw the mouse: no prompt, no refusal
    assert table.button_items == []  # no sort, knock or pass buttons in a replay


def test_a_round_ends_on_its_last_table_before_the_next_deal(from_history, qtbot, played, monkeypatch):
    """As at the live table: the move that ends a round first shows every hand
    as the round ended, and the next step the new deal."""
    viewer = from_history
    start = viewer.timeline.round_starts[1]
    viewer.controller.go_to(start - 1)
    click(qtbot, viewer.forward_button)
    ctl = viewer.controller
    assert ctl.position == start and ctl.round_held()
    ended = played.rules.round_end_position(_expected(played, start - 1), played.actions[start - 1])
    assert ended is not None and ctl.held_position() == ended
    assert viewer.table.prompt() == "The round is over: every hand lies face up. The next step deals."
    faces = hand_faces(viewer)
    for seat, hand in enumerate(ended.hands):  # the cards left, face up
        assert len(faces.get(seat, [])) == len(hand) and None not in faces.get(seat, [])
    click(qtbot, viewer.forward_button)
    assert ctl.position == start and not ctl.round_held() and ctl.state.round == 2
    assert [len(cards) for cards in hand_faces(viewer).values()] == [10, 10, 10]  # the new deal
    click(qtbot, viewer.forward_button)
    assert ctl.position == start + 1
    click(qtbot, viewer.back_button)
    click(qtbot, viewer.back_button)
    assert ctl.position == start - 1 and not ctl.round_held()
    click(qtbot, viewer.forward_button)
    assert ctl.round_held()
    flown: list[int] = []
    monkeypatch.setattr(viewer.table.flights, "replay", lambda *a: flown.append(ctl.position))
    click(qtbot, viewer.start_button)  # a jump away from a round's end does not fly
    assert ctl.position == 0 and not ctl.round_held() and flown == []
