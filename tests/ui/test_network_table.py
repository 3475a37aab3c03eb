"""Two real windows at one host's table over 127.0.0.1 (Game > Join a table…).

The host (``cardtable.net.host.Host``) runs in a background thread on its own
asyncio loop, as a server would; each MainWindow joins through a
``RemoteController`` (its own network thread). A drag in one window shows in
the other, the game is played to its end with hints in both windows, both get
the record into their history, a connection dropped by the host comes back
with the seat's token, and a version mismatch is explained in German.
"""

from __future__ import annotations

import pytest
from network_host import CODE, HostThread
from PySide6.QtCore import Qt
from table_helpers import drag, grip, installed_language, patiently, zone_centre

from cardtable.net.protocol import PROTOCOL
from cardtable.ui.network import window_join


def _two_windows(qtbot, make_window, host):
    a, b = make_window(), make_window()
    ctl_a = window_join.join(a, host.url, CODE, "Anna")
    qtbot.waitUntil(lambda: ctl_a.seat is not None, timeout=5000)  # Anna takes the first seat
    ctl_b = window_join.join(b, host.url, CODE.lower(), "Ben")  # a code typed in small letters works
    qtbot.waitUntil(lambda: ctl_a.seat is not None and ctl_b.seat is not None, timeout=5000)
    qtbot.waitUntil(lambda: a.waiting_panel is not None and a.waiting_panel.start.isEnabled(), timeout=5000)
    assert a.table is None  # waiting for the start: the seats, and who is there
    panel = a.waiting_panel
    assert a.stack.currentWidget() is panel
    qtbot.waitUntil(lambda: panel.start.isEnabled(), timeout=5000)
    assert len(panel.seat_lines()) == 3 and "Anna" in panel.seat_lines()[0]
    qtbot.mouseClick(panel.start, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: a.table is not None and b.table is not None, timeout=5000)
    assert a.waiting_panel is None and b.waiting_panel is None
    assert not a.act_save.isEnabled() and not a.act_pause.isEnabled()  # the host keeps the game
    return a, b


def _log_events(w) -> list:
    """The engine events behind the lines of ``w``'s move log (the deal's cards too)."""
    return [event for kind, event in w.move_log.model._rows if kind == "event"]


def _true_events(w, host, moves: int) -> list:
    """``w``'s seat's events of the host's real game (its seed and first ``moves`` actions)."""
    from cardtable.engine.replay import steps

    table, seat = host.table, w.controller.seat
    return [e for step in steps(table.rules, table.options, table.seed, table.actions[:moves])
            for e in table.rules.observation(step.state, seat).events]


def _play_to_the_end(qtbot, windows, summaries: list) -> None:
    """Both windows play their hints; round summaries are closed ("Deal next round")."""
    for _ in patiently():
        if all(w.controller.is_over() for w in windows):
            return
        _close_summaries(windows, summaries)
        w = _on_turn(windows)
        if w is not None:
            seq = len(w.controller.history)
            assert w.controller.request(w.controller.hint()) is None
            qtbot.waitUntil(lambda w=w, seq=seq: len(w.controller.history) != seq or w.controller.is_over(),
                            timeout=5000)
        else:
            qtbot.wait(5)
    raise AssertionError("the game did not end within the time allowed")


def _on_turn(windows):
    return next((w for w in windows if w.controller.legal_actions()), None)


def _close_summaries(windows, seen: list) -> None:
    for w in windows:
        dialog = w.round_summary
        try:
            if dialog is not None and dialog.isVisible():
                assert w.controller.round_held() and w.table.prompt() == "The round is over: every hand lies face up."
                seen.append(w)
                dialog.accept()  # "Deal next round": this seat is ready
        except RuntimeError:  # deleted on close
            w.round_summary = None


def test_a_drag_in_one_window_shows_in_the_other_and_the_game_ends_in_both_histories(qtbot, make_window, host, tmp_path):
    a, b = _two_windows(qtbot, make_window, host)
    windows = (a, b)
    ends = []
    for w in windows:
        w.controller.game_finished.connect(lambda result, w=w: ends.append((w, result)))
    qtbot.waitUntil(lambda: _on_turn(windows) is not None, timeout=10000)
    mover = _on_turn(windows)
    other = b if mover is a else a
    seat = mover.controller.seat
    hand_before = other.table.obs.hand_counts[seat]
    deck_before = other.table.obs.draw_count
    view = mover.table
    from cardtable.ui.speech.announce import announcer, said

    announcer().clear()
    drag(view, grip(view.item_for_source(("deck",))), zone_centre(view, ("hand",)))  # draw by mouse
    qtbot.waitUntil(lambda: other.table.obs.hand_counts[seat] == hand_before + 1, timeout=5000)
    log = other.move_log.model  # the remote controller's move log is said aloud too
    qtbot.waitUntil(lambda: log.text(log.rowCount() - 1) in said(), timeout=5000)
    assert log.text(log.rowCount() - 1).endswith("drew a card from the draw pile")
    assert other.table.obs.draw_count == deck_before - 1
    assert len(other.controller.history) == len(mover.controller.history) >= 1
    assert other.move_log is not None  # its lines: this seat's view of the real deal and moves
    assert _log_events(other) == _true_events(other, host, len(other.controller.history))

    summaries: list = []
    _play_to_the_end(qtbot, windows, summaries)
    assert all(w.controller.is_over() for w in windows)
    assert len(host.table.rules.records(host.table.state)) >= 2  # a held round end was dealt on by both
    assert summaries and all(w in summaries for w in windows)
    assert {w for w, _r in ends} == set(windows)
    assert a.controller.history == b.controller.history == tuple(host.table.actions)
    assert a.controller.result() == b.controller.result() == host.table.rules.result(host.table.state)
    from cardtable.ui.dialogs.game_over import GameOverDialog

    for w in windows:
        [over] = [d for d in w.findChildren(GameOverDialog) if d.isVisible()]
        assert over.replay_button.isVisibleTo(over) and not over.rematch_button.isVisibleTo(over)

    from cardtable.ui.replay.opening import open_game_replay

    replay = open_game_replay(b, b.controller)  # "Watch the replay": from the record, every hand shown
    assert replay is not None
    replay.close()

    from cardtable.controller.recording import flush_pending
    from cardtable.persistence.history import History

    assert flush_pending(10)
    history = History.open(tmp_path / "cardtable.sqlite3")  # both windows share this test's data folder
    try:
        assert history.count() >= 1
    finally:
        history.close()


def test_a_dropped_connection_comes_back_with_its_seat(qtbot, make_window, host):
    a, b = _two_windows(qtbot, make_window, host)
    ctl = a.controller
    seat = ctl.seat
    states, seen_by_b = [], []
    ctl.connection_changed.connect(states.append)
    b.controller.state_changed.connect(lambda: seen_by_b.append(b.turn_label.text()))
    host.drop(seat)
    qtbot.waitUntil(lambda: "connected" in states and ctl.connection == "connected", timeout=10000)
    assert states[0] == "reconnecting"
    assert a.controller is ctl and a.table is not None  # the same table, the same seat
    assert ctl.seat == seat
    # Ben saw Anna gone (the table waits for her when it is her turn)
    assert any(text.endswith(("Not connected: Anna", "Waiting for Anna to reconnect…")) for text in seen_by_b)
    qtbot.waitUntil(lambda: "Not connected" not in b.turn_label.text(), timeout=5000)  # and back
    qtbot.waitUntil(lambda: host.table.seats[seat].connected, timeout=5000)
    # and play goes on from this window
    qtbot.waitUntil(lambda: _on_turn((a, b)) is not None, timeout=10000)
    w = _on_turn((a, b))
    seq = len(w.controller.history)
    refused: list = []
    w.controller.action_rejected.connect(refused.append)
    w.controller.request(w.controller.hint())
    qtbot.waitUntil(lambda: refused or (len(a.controller.history) > seq and len(b.controller.history) > seq),
                    timeout=10000)
    assert not refused, [r.to_json() for r in refused]  # a refusal says why, instead of a time-out


def test_a_version_mismatch_is_explained_in_german(qtbot, make_window, host):
    with installed_language("de"):
        w = make_window()
        ctl = window_join.join(w, host.url, CODE, "Anna", protocol=PROTOCOL + 1)
        qtbot.waitUntil(lambda: w.join_message is not None, timeout=5000)
        text = w.join_message.text()
        assert f"{PROTOCOL + 1}" in text or str(PROTOCOL) in text
        assert "Netzwerkversion" in text, text
        assert w.controller is None and w.table is None  # back on the start page
        qtbot.waitUntil(lambda: not ctl.link_alive, timeout=5000)


@pytest.mark.parametrize(("lang", "waiting", "reconnecting"), [
    ("en", "Waiting for players: 2 of 3 seats taken", "Waiting for the host: reconnecting…"),
    ("de", "Warte auf Spieler: 2 von 3 Plätzen besetzt", "Warte auf den Gastgeber: verbinde neu…"),
    ("zh_TW", "等待玩家：3 個座位中已有 2 個有人", "等待主持人：正在重新連線…"),
])
def test_waiting_for_players_and_reconnecting_are_said_in_each_language(qtbot, make_window, host, lang,
                                                                         waiting, reconnecting):
    with installed_language(lang):
        w = make_window()
        ctl = window_join.join(w, host.url, CODE, "Anna")
        qtbot.waitUntil(lambda: ctl.seat is not None, timeout=5000)
        qtbot.waitUntil(lambda: waiting in w.turn_label.text(), timeout=5000)
        assert w.table is None  # the game waits for Ben
        panel = w.waiting_panel
        assert not panel.start.isEnabled() and panel.fill.isEnabled()
        assert len(panel.seat_lines()) == 3
        said = []
        ctl.connection_changed.connect(lambda state: said.append((state, w.turn_label.text())))
        host.drop(ctl.seat)
        qtbot.waitUntil(lambda: ctl.connection == "connected" and bool(said), timeout=10000)
        assert said[0] == ("reconnecting", reconnecting)
        qtbot.waitUntil(lambda: waiting in w.turn_label.text(), timeout=5000)


def test_game_join_a_table_asks_for_address_code_and_name(qtbot, make_window, host):
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QDialogButtonBox

    w = make_window()
    typed = []

    def type_in() -> None:
        dialog = QApplication.activeModalWidget()
        ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
        typed.append(ok.isEnabled())  # nothing typed yet: OK waits
        dialog.address.setText(host.url.removeprefix("ws://"))  # "host:port" is enough
        dialog.code.setText("abc-234")
        dialog.player.setText("Anna")
        typed.append(ok.isEnabled())
        ok.click()

    QTimer.singleShot(0, type_in)
    w.activateWindow()
    w.act_join.trigger()
    assert typed == [False, True]
    ctl = w.controller
    qtbot.waitUntil(lambda: ctl.seat == 0 and w.waiting_panel is not None, timeout=5000)
    assert host.table.seats[0].name == "Anna" and host.table.seats[0].connected


def test_the_hosts_refusal_is_shown_in_the_windows_language(qtbot, make_window, host):
    with installed_language("de"):
        a, b = _two_windows(qtbot, make_window, host)
        qtbot.waitUntil(lambda: _on_turn((a, b)) is not None, timeout=10000)
        mover = _on_turn((a, b))
        other = b if mover is a else a
        refused = []
        other.controller.action_rejected.connect(refused.append)
        # a window that sends a move out of turn anyway (an old app, a stale click): the host refuses it
        other.controller._link.send("act", action=mover.controller.hint())
        qtbot.waitUntil(lambda: bool(refused), timeout=5000)
        assert refused[0].rule == "NET-4"
        assert other.statusBar().currentMessage() == "Regel NET-4: Du bist nicht am Zug."
        assert len(host.table.actions) == len(other.controller.history)  # nothing was applied


def test_skipbo_to_the_end_in_two_windows(qtbot, make_window):
    host = HostThread(seed=8, game="skipbo")
    try:
        a, b = _two_windows(qtbot, make_window, host)
        _play_to_the_end(qtbot, (a, b), [])
        assert a.controller.is_over() and b.controller.is_over()
        assert a.controller.history == b.controller.history == tuple(host.table.actions)
        assert a.table.prompt() == b.table.prompt() == "The game is over."
    finally:
        host.stop()


def test_a_host_that_does_not_come_back_ends_with_a_message(qtbot, make_window, host):
    w = make_window()
    ctl = window_join.join(w, host.url, CODE, "Anna", reconnect_seconds=0.5)
    qtbot.waitUntil(lambda: ctl.seat is not None, timeout=5000)
    host.stop()
    qtbot.waitUntil(lambda: w.join_message is not None, timeout=10000)
    assert w.join_message.text() == ("The host of this table cannot be reached now. The table stays on the start "
                                     "page: open it there again when the host is back.")  # see test_rejoin_table
    assert w.controller is None and w.waiting_panel is None  # back on the start page
    qtbot.waitUntil(lambda: not ctl.link_alive, timeout=5000)
    w.join_message.close()
    w.join_message = None
    never = window_join.join(w, host.url, CODE, "Anna")  # never seated: nothing to come back to
    qtbot.waitUntil(lambda: w.join_message is not None, timeout=10000)
    assert w.join_message.text() == ("The table cannot be reached. Check the address and that the host "
                                     "is running.")
    qtbot.waitUntil(lambda: not never.link_alive, timeout=5000)
