"""Coming back to a seat at another computer's network table, in real windows over 127.0.0.1.

A guest whose host is away longer than the reconnect time is told the table
is kept; the start page lists it; opening it while the host is still away
says the window keeps trying (Cancel keeps the table); once the host is back
the guest has the same seat and hand. A table reopened by its hosting window
at a new port is found by typing its code in the Join dialog with the new
address. A finished game, a host without the table or without the token
take the table off the start page; Delete… asks first. The hosting window's
own seat is never remembered (a spectator has no token to remember).
"""

from __future__ import annotations

import socket

import pytest
from network_host import CODE
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from cardtable.controller.background_ops import HOSTING
from cardtable.controller.background_ops import background as jobs
from cardtable.persistence import joined_tables as jt
from cardtable.ui.network import window_join
from cardtable.ui.start.start_lists import ENTRY

GAVE_UP = ("The host of this table cannot be reached now. The table stays on the start page: open it there "
           "again when the host is back.")


@pytest.fixture(autouse=True)
def _short_reconnects(monkeypatch):
    """A table opened from the start page tries for 3 s (not a minute) before it gives up."""
    monkeypatch.setitem(window_join.LINK, "reconnect_seconds", 3.0)


def _joined_rows(w) -> list:
    w.start_page.refresh()
    games = w.start_page.unfinished
    return [games.item(i) for i in range(games.count()) if isinstance(games.item(i).data(ENTRY), jt.JoinedTable)]


def _click(qtbot, w, row) -> None:
    games = w.start_page.unfinished
    qtbot.mouseClick(games.viewport(), Qt.MouseButton.LeftButton, pos=games.visualItemRect(row).center())


def _on_turn(windows):
    return next((w for w in windows if w.controller.legal_actions()), None)


def _play_until_moved(qtbot, windows, mover) -> None:
    """Play hints in whichever window is on turn until ``mover`` has made a move."""
    for _ in range(200):
        qtbot.waitUntil(lambda: _on_turn(windows) is not None, timeout=10000)
        w = _on_turn(windows)
        seq = len(w.controller.history)
        assert w.controller.request(w.controller.hint()) is None
        qtbot.waitUntil(lambda w=w, seq=seq: all(len(x.controller.history) > seq for x in windows), timeout=10000)
        if w is mover:
            return
    raise AssertionError("never on turn")


def _hand(w) -> tuple:
    return tuple(w.controller.observation().hand)


def _hosts_hand(table, seat: int) -> tuple:
    return tuple(table.rules.observation(table.state, seat).hand)


def test_a_guest_whose_host_is_away_too_long_gets_its_seat_and_hand_back_from_the_start_page(qtbot, make_window,
                                                                                           host):
    a, b = make_window(), make_window()
    ctl = window_join.join(a, host.url, CODE, "Anna", reconnect_seconds=0.5)
    qtbot.waitUntil(lambda: ctl.seat == 0, timeout=5000)
    window_join.join(b, host.url, CODE, "Ben")
    qtbot.waitUntil(lambda: a.waiting_panel is not None and a.waiting_panel.start.isEnabled(), timeout=5000)
    qtbot.mouseClick(a.waiting_panel.start, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: a.table is not None and b.table is not None, timeout=5000)
    _play_until_moved(qtbot, (a, b), a)  # Anna plays a move
    moves = len(host.table.actions)
    assert sorted(t.seat for t in jt.joined_tables()) == [0, 1]  # both seats (this test's windows share a folder)

    host.pause(0)  # Anna's connection is cut and the host takes no new one: away for longer than she waits
    qtbot.waitUntil(lambda: a.join_message is not None, timeout=10000)
    assert a.join_message.text() == GAVE_UP
    assert a.controller is None and not ctl.link_alive
    [row] = _joined_rows(a)  # Ben's seat is open in his window: not listed
    assert row.text().startswith("Network table ABC234 · Phase 10: Anna, Ben, Robo\nAt 127.0.0.1 · last connected ")
    assert "Delete" in a.start_page.unfinished.delete_buttons()[-1].text()

    _click(qtbot, a, row)  # the host is still away: the window says it keeps trying
    back = a.controller
    panel = a.waiting_panel
    assert back is not None and panel.objectName() == "comingBackPanel" and a.stack.currentWidget() is panel
    assert panel.title.text() == "Back to network table ABC234 · Phase 10"
    qtbot.waitUntil(lambda: "does not answer yet" in panel.status.text(), timeout=5000)
    qtbot.mouseClick(panel.cancel, Qt.MouseButton.LeftButton)  # Cancel: the start page, the table kept
    assert a.controller is None and a.stack.currentWidget() is a.start_page
    qtbot.waitUntil(lambda: not back.link_alive, timeout=5000)
    [row] = _joined_rows(a)

    _click(qtbot, a, row)
    back = a.controller
    qtbot.waitUntil(lambda: back.connection == "reconnecting", timeout=5000)
    host.resume()  # the host is back: the table shows as soon as it answers
    qtbot.waitUntil(lambda: back.seat == 0 and a.table is not None, timeout=10000)
    assert a.waiting_panel is None and a.controller is back
    assert len(back.history) == moves and host.table.seats[0].connected
    assert _hand(a) == _hosts_hand(host.table, 0) and len(_hand(a)) > 0  # her own hand
    _play_until_moved(qtbot, (a, b), a)  # and she plays on
    assert _joined_rows(a) == []  # both seats are open in a window: not listed


def test_a_table_reopened_at_a_new_port_is_found_by_its_code_in_the_join_dialog(qtbot, make_window, monkeypatch):
    from test_host_table import _host, _play, _start

    from cardtable.ui.network import window_hosting
    from cardtable.ui.start.start_lists import HostedTable

    monkeypatch.setattr(window_hosting, "LISTEN", {"address": "127.0.0.1", "port": 0})
    a, b = make_window(), make_window()
    _host(qtbot, a)
    code, port = a.hosting.code, a.hosting.port
    ctl = window_join.join(b, a.hosting.local_url, code.lower(), "Gita", reconnect_seconds=0.5)
    qtbot.waitUntil(lambda: ctl.seat == 1, timeout=10000)
    _start(qtbot, a, b)
    _play(qtbot, (a, b), 3)
    [kept] = jt.joined_tables()  # the guest's seat; the hosting window's own seat is a hosted table
    assert (kept.code, kept.seat, kept.name, kept.url) == (code, 1, "Gita", f"ws://127.0.0.1:{port}")
    assert kept.names == ("Hosta", "Gita", "Computer 3") and kept.game == "skipbo"

    a.close_to_start()  # the host's app closes the table
    qtbot.waitUntil(lambda: not jobs().lane_busy(HOSTING), timeout=20000)  # saved and stopped on a worker
    qtbot.waitUntil(lambda: b.join_message is not None, timeout=10000)
    assert b.join_message.text() == GAVE_UP
    b.join_message.close()
    taken = socket.socket()
    taken.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # its closed connections may linger
    taken.bind(("127.0.0.1", port))  # meanwhile something else took the table's port
    taken.listen()
    try:
        a.start_page.refresh()
        [hosted] = [e for e in (a.start_page.unfinished.item(i).data(ENTRY)
                                for i in range(a.start_page.unfinished.count())) if isinstance(e, HostedTable)]
        a.resume_unfinished(hosted)
        qtbot.waitUntil(lambda: a.hosting is not None, timeout=10000)  # the host opens on a worker
        assert a.hosting.port != port  # the table moved to another port
        new_url = a.hosting.local_url
        qtbot.waitUntil(lambda: a.table is not None, timeout=10000)
        hand = _hosts_hand(a.hosting.table, 1)
        seen = []

        def type_in() -> None:
            dialog = QApplication.activeModalWidget()
            if not hasattr(dialog, "back"):
                QTimer.singleShot(20, type_in)
                return
            dialog.address.setText(new_url)
            dialog.code.setText(code.lower())
            seen.append((dialog.back.isVisibleTo(dialog), dialog.back.text(), dialog.seat.isEnabled()))
            dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()

        QTimer.singleShot(0, type_in)
        b.activateWindow()
        b.act_join.trigger()
        assert seen == [(True, "You sat at this table as Gita: you take your seat 2 again.", False)]
        back = b.controller
        qtbot.waitUntil(lambda: back.seat == 1 and b.table is not None, timeout=10000)  # her seat, not a free one
        assert _hand(b) == hand
        _play(qtbot, (a, b), 2)
        [kept] = jt.joined_tables()
        assert kept.url == new_url and kept.seat == 1  # the start page follows the table to its new port
    finally:
        taken.close()


def test_a_finished_game_leaves_the_start_page(qtbot, make_window):
    from network_host import HostThread
    from test_network_table import _play_to_the_end, _two_windows

    host = HostThread(seed=8, game="skipbo")
    try:
        a, b = _two_windows(qtbot, make_window, host)
        assert len(jt.joined_tables()) == 2
        _play_to_the_end(qtbot, (a, b), [])
        assert a.controller.is_over() and b.controller.is_over()
        assert jt.joined_tables(listed=False) == []  # the record came and is in the history
        a.close_to_start()
        assert _joined_rows(a) == []
    finally:
        host.stop()


def _remembered(host_url: str, code: str, token: str = "x" * 32, seat: int = 0) -> jt.JoinedTable:
    table = jt.JoinedTable(url=host_url, code=code, seat=seat, token=token, name="Anna", game="phase10",
                           table_name="Family", names=("Anna", "Ben", "Robo"), seen=1_700_000_000.0)
    jt.remember(table)
    return table


def test_a_host_without_the_table_or_the_token_takes_it_off_the_start_page_with_a_message(qtbot, make_window,
                                                                                          host):
    w = make_window()
    _remembered(host.url, "ZZZ999")  # this host has no such table (any more)
    [row] = _joined_rows(w)
    _click(qtbot, w, row)
    qtbot.waitUntil(lambda: w.join_message is not None, timeout=10000)
    assert w.join_message.text() == (
        "There is no table with this code at this address.\n\nIt is no longer on the start page. If the host "
        "opens the table again at another address, join it there with the same code: you get your seat back.")
    assert w.controller is None and _joined_rows(w) == []
    assert jt.find("ZZZ999") is not None  # its token is kept a while for the Join dialog
    w.join_message.close()
    w.join_message = None
    window_join.reopen(w, jt.find("ZZZ999"))  # (the Join dialog with its code): not there either
    qtbot.waitUntil(lambda: w.join_message is not None, timeout=10000)
    assert w.join_message.text() == "There is no table with this code at this address."  # nothing to keep
    assert jt.find("ZZZ999") is not None
    w.join_message.close()
    w.join_message = None

    _remembered(host.url, CODE, token="y" * 32)  # the table is there, but it does not know this token
    [row] = _joined_rows(w)
    _click(qtbot, w, row)
    qtbot.waitUntil(lambda: w.join_message is not None, timeout=10000)
    assert w.join_message.text() == "The table no longer knows this seat.\n\nIt is no longer on the start page."
    assert jt.find(CODE) is None and _joined_rows(w) == []


def test_delete_asks_and_only_delete_forgets_the_seat(qtbot, make_window):
    from test_resume import _answer_delete_box

    w = make_window()
    entry = _remembered("ws://192.168.1.20:8765", "K7QM2X")
    assert len(_joined_rows(w)) == 1
    seen = _answer_delete_box(qtbot, "Cancel")
    qtbot.mouseClick(w.start_page.unfinished.delete_buttons()[0], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(seen), timeout=5000)
    assert seen[0].startswith("Delete this unfinished game?\n\nNetwork table K7QM2X at 192.168.1.20: Phase 10 "
                              "with Anna, Ben")
    assert "Robo, last connected " in seen[0]
    assert seen[0].endswith("You cannot take your seat at this table again.")
    assert jt.joined_tables() == [entry]
    _answer_delete_box(qtbot, "Delete")
    assert w.delete_unfinished(entry)
    assert jt.joined_tables(listed=False) == [] and _joined_rows(w) == []


@pytest.mark.parametrize("lang", ["en", "de", "zh_TW"])
def test_the_entry_fits_the_start_page_at_1024_by_700(qtbot, tmp_path, monkeypatch, lang):
    from table_helpers import installed_language

    from cardtable.ui.settings import Settings
    from cardtable.ui.window.main_window import MainWindow

    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(tmp_path))
    with installed_language(lang):
        jt.remember(jt.JoinedTable(url="ws://192.168.1.20:8765", code="K7QM2X", seat=1, token="x" * 32,
                                   name="Gita", game="skipbo", names=("Großmutter Hildegard", "Gita", "Computer 3"),
                                   seen=1_700_000_000.0))
        w = MainWindow(Settings(tmp_path / "settings.ini"))
        qtbot.addWidget(w)
        w.resize(1024, 700)
        w.show()
        qtbot.waitExposed(w)
        try:
            [row] = _joined_rows(w)
            QApplication.processEvents()
            games = w.start_page.unfinished
            first, second = row.text().split("\n")
            assert "K7QM2X" in first and "192.168.1.20" in second
            [button] = games.delete_buttons()
            rect = games.visualItemRect(row)
            assert games.viewport().rect().contains(rect) and button.isVisible()
            assert rect.contains(button.geometry())  # the Delete… button in its row
            room = button.geometry().left() - rect.left() - games.iconSize().width() - 8
            metrics = QFontMetrics(games.font())
            shown = metrics.elidedText(first, Qt.TextElideMode.ElideRight, room)
            assert shown.startswith(first.split("·")[0]) and "Skip-Bo" in shown  # code and game never cut off
            assert metrics.horizontalAdvance(second) <= room  # the address and date line fits whole
            assert rect.height() >= metrics.height() * 2
            w.start_page.grab().save(f"/tmp/rejoin-start-{lang}.png")
        finally:
            w.close_game()
            w.close()
