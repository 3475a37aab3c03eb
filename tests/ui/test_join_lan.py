"""Game > Join a table… with tables heard on this network, a chosen seat, and
watching only: a real host on 127.0.0.1 whose beacon goes to the dialog's
listener on loopback (never a broadcast), and real windows joining it."""

from __future__ import annotations

import pytest
from network_host import CODE, HostThread
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QDialogButtonBox

from cardtable.net.beacon import Beacon, Listener, host_tables
from cardtable.net.host import Sender, Session
from cardtable.net.protocol import PROTOCOL, encode
from cardtable.ui.network import window_join


@pytest.fixture
def lan(host, monkeypatch):
    """The host's beacon, sent to a loopback listener the Join dialog uses."""
    listener = Listener(port=0, address="127.0.0.1").open()
    monkeypatch.setattr(window_join, "_open_listener", lambda: listener)
    beacon = Beacon(host_tables(host.host), host.host.port, targets=[("127.0.0.1", listener.port)],
                    interval=0.2).open()
    yield beacon
    beacon.close_socket()
    listener.close()


def _in_dialog(qtbot, w, act):
    """Open Game > Join a table… and run ``act(dialog)`` while it is open."""
    done = []

    def later():
        dialog = w.join_dialog
        if dialog is None or not dialog.isVisible():
            QTimer.singleShot(20, later)
            return
        try:
            act(dialog)
        finally:
            done.append(True)
            if dialog.isVisible():
                dialog.reject()

    QTimer.singleShot(0, later)
    w.act_join.trigger()
    assert done


def test_tables_heard_on_the_network_are_listed_live_and_fill_the_address_and_seats(qtbot, make_window, host, lan):
    w = make_window()
    seen = {}

    def act(dialog):
        assert dialog.hint.isVisible() and not dialog.found.isVisible()  # nothing heard yet
        assert "No tables found on this network yet" in dialog.hint.text()
        lan.send_now()
        qtbot.waitUntil(lambda: dialog.found.count() == 1, timeout=3000)
        assert not dialog.hint.isVisible()
        text = dialog.found.item(0).text()
        assert "Family" in text and "Phase 10" in text and "2 of 3 seats free" in text
        assert CODE not in text
        dialog.found.setCurrentRow(0)
        assert dialog.address.text() == host.url
        assert [dialog.seat.itemText(i) for i in range(dialog.seat.count())] == [
            "The first free seat", "Seat 1", "Seat 2"]
        ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
        assert not ok.isEnabled()  # the code is the invitation: typed, never broadcast
        host.run(_join(host, "Anna"))  # somebody else sits down: the list follows at once
        lan.send_now()
        qtbot.waitUntil(lambda: "1 of 3 seats free" in dialog.found.item(0).text(), timeout=3000)
        assert [dialog.seat.itemText(i) for i in range(dialog.seat.count())] == ["The first free seat", "Seat 2"]
        dialog.seat.setCurrentIndex(1)
        dialog.code.setText(CODE.lower())
        dialog.player.setText("Ben")
        assert ok.isEnabled()
        seen["seat"] = dialog.chosen_seat()
        dialog.accept()

    _in_dialog(qtbot, w, act)
    assert seen["seat"] == 1
    qtbot.waitUntil(lambda: w.controller is not None and w.controller.seat == 1, timeout=5000)
    assert host.table.seats[1].name == "Ben"


class _Quiet(Sender):
    async def send(self, text: str) -> None:
        pass

    async def close(self, code: int, reason: str) -> None:
        pass


async def _join(host, name):
    """A person sits down through the host's own dispatch (no window needed)."""
    session = Session(_Quiet(), "127.0.0.1", rate=10_000, burst=10_000, tokens=10_000)
    await host.host.opened(session)
    await host.host.received(session, encode("hello", protocol=PROTOCOL, app="t", code=CODE, name=name))
    return session


def test_a_table_that_stops_sending_leaves_the_list(qtbot, make_window, host, lan):
    w = make_window()

    def act(dialog):
        now = [100.0]
        dialog.listener.clock = lambda: now[0]
        lan.send_now()
        qtbot.waitUntil(lambda: dialog.found.count() == 1, timeout=3000)
        now[0] = 106.0  # no beacon for six seconds
        dialog.poll()
        assert dialog.found.count() == 0 and dialog.hint.isVisible()

    _in_dialog(qtbot, w, act)


def test_a_spectator_sees_every_hand_face_down_cannot_move_and_is_told_so(qtbot, make_window, host, lan):
    anna, watcher = make_window(), make_window()
    ctl_a = window_join.join(anna, host.url, CODE, "Anna")
    qtbot.waitUntil(lambda: ctl_a.seat == 0, timeout=5000)

    def act(dialog):
        dialog.address.setText(host.url)
        dialog.code.setText(CODE)
        dialog.watch.setChecked(True)
        assert not dialog.seat.isEnabled()
        assert dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()  # no name needed
        dialog.accept()

    _in_dialog(qtbot, watcher, act)
    ctl = watcher.controller
    qtbot.waitUntil(lambda: ctl.connection == "connected" and watcher.waiting_panel is not None, timeout=5000)
    assert ctl.seat is None and ctl.watching
    assert not watcher.waiting_panel.start.isVisible()  # somebody watching starts nothing
    assert watcher.turn_label.text().startswith("Watching")
    assert [s.name for s in host.table.seats][:2] == ["Anna", ""]  # watching took no seat
    qtbot.waitUntil(lambda: anna.waiting_panel is not None and anna.waiting_panel.fill.isEnabled(), timeout=5000)
    anna.waiting_panel.fill.click()
    qtbot.waitUntil(lambda: watcher.table is not None and anna.table is not None, timeout=5000)
    view = watcher.table
    assert view.face_up_seat() is None
    assert not [c for c in view.card_items if c.face_up and c.spec.source and "hand" in str(c.spec.source[0])]
    backs = sum(1 for c in view.card_items if not c.face_up)
    counts = host.run(_counts(host))
    assert list(view.obs.hand_counts) == counts and view.obs.hand == () and backs >= sum(counts)
    assert not watcher.act_hint.isEnabled()
    assert "Watching" in watcher.turn_label.text()
    refused = []
    ctl.action_rejected.connect(refused.append)
    legal = host.run(_legal(host))
    assert ctl.request(legal) is not None and ctl.legal_actions() == []
    assert [r.rule for r in refused] == ["APP-WATCH"]
    ctl._link.send("act", action=legal)  # past the window's own refusal: the host refuses too
    qtbot.waitUntil(lambda: len(refused) == 2, timeout=5000)
    assert refused[1].rule == "NET-8"


async def _counts(host):
    return list(host.table.rules.observation(host.table.state, 0).hand_counts)


async def _legal(host):
    return host.table.rules.legal_actions(host.table.state)[0]


def test_a_spectator_follows_a_game_to_its_end_and_keeps_it_out_of_their_history(qtbot, make_window, monkeypatch):
    from test_network_table import _play_to_the_end

    from cardtable.controller.recording import recorder

    submitted = []
    monkeypatch.setattr(recorder(), "submit", submitted.append)
    host = HostThread(seed=8, game="skipbo")
    try:
        anna, watcher = make_window(), make_window()
        ctl_a = window_join.join(anna, host.url, CODE, "Anna")
        qtbot.waitUntil(lambda: ctl_a.seat == 0, timeout=5000)
        ctl = window_join.join(watcher, host.url, CODE, "", spectator=True)
        qtbot.waitUntil(lambda: ctl.connection == "connected", timeout=5000)
        ctl_a.start_table(fill=True)
        qtbot.waitUntil(lambda: anna.table is not None and watcher.table is not None, timeout=5000)
        _play_to_the_end(qtbot, (anna,), [])
        qtbot.waitUntil(ctl.is_over, timeout=5000)
        assert ctl.history == tuple(host.table.actions)
        assert ctl.result() == host.table.rules.result(host.table.state)
        assert watcher.table.prompt() == "The game is over."
        assert len(submitted) == 1  # Anna's game; the spectator's window records nothing
    finally:
        host.stop()
