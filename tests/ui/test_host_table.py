"""Hosting a network table from the New game dialog, in real windows over 127.0.0.1.

The hosting window starts its own host (``BackgroundHost``) and sits down at
it like everybody else; a second window joins with the code; both play. The
waiting panel shows the code and the addresses in every language. Closing the
hosting window's game stops the host after saving; the start page lists the
table, and opening it there hosts it again with the same code: the joined
window gets back in by its token and play goes on. Cancel starts nothing;
Delete… removes the table's files only when confirmed.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication
from table_helpers import installed_language, patiently

from cardtable.controller.background_ops import HOSTING
from cardtable.controller.background_ops import background as jobs
from cardtable.net import background
from cardtable.ui.network import window_join

# only 127.0.0.1, on a free port; no network thread is left after a test (conftest)
pytestmark = pytest.mark.usefixtures("hosting_on_loopback")


def _fill_dialog(kinds: list[str], ok: bool = True):
    """Answer the next New game dialog: Skip-Bo, network on, these seats; OK or Cancel."""
    seen = []

    def fill():
        dialog = QApplication.activeModalWidget()
        if dialog is None or not hasattr(dialog, "network"):
            QTimer.singleShot(20, fill)
            return
        seen.append(dialog)
        dialog.set_choices({"game": "skipbo", "players": len(kinds), "skipbo": {"stock_size": 5}})
        dialog.network.click()
        for row, kind in zip(dialog.rows, kinds, strict=False):
            row.kind.setCurrentIndex(("human", "computer", "invited").index(kind))
        dialog.rows[0].name.setText("Hosta")
        dialog.seed.setText("7")
        if ok:
            dialog.accept()
            assert dialog.error.text() == ""
        else:
            dialog.reject()

    QTimer.singleShot(0, fill)
    return seen


def _host(qtbot, w, kinds=("human", "invited", "computer")):
    _fill_dialog(list(kinds))
    w.new_game()
    qtbot.waitUntil(lambda: w.hosting is not None, timeout=10000)  # the host opens on a worker
    ctl = w.controller
    qtbot.waitUntil(lambda: ctl.seat == 0 and w.waiting_panel is not None, timeout=10000)
    return ctl


def _stopped(qtbot) -> None:
    """Wait until the hosted table is saved and stopped (on a worker) and its window told."""
    qtbot.waitUntil(lambda: not jobs().lane_busy(HOSTING), timeout=20000)


def _join(qtbot, b, host_window, name="Gita"):
    host = host_window.hosting
    ctl = window_join.join(b, host.local_url, host.code.lower(), name)
    qtbot.waitUntil(lambda: ctl.seat == 1, timeout=10000)
    return ctl


def _start(qtbot, a, b):
    panel = a.waiting_panel
    qtbot.waitUntil(lambda: panel.start.isEnabled(), timeout=10000)
    guest = b.waiting_panel  # only the host starts: the guest is told who, and has no Start to press
    assert guest.start.isHidden() and guest.fill.isHidden() and not panel.starts.isVisible()
    assert guest.starts.isVisible() and guest.starts.text() == "Waiting for Hosta to start the game."
    qtbot.mouseClick(panel.start, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: a.table is not None and b.table is not None, timeout=10000)


def _on_turn(windows):
    return next((w for w in windows if w.controller.legal_actions()), None)


def _play(qtbot, windows, moves: int) -> set:
    """Play ``moves`` moves by hints in whichever window is on turn; the windows that moved."""
    movers = set()
    refused: list = []
    for w in windows:
        w.controller.action_rejected.connect(refused.append)
    for _ in range(moves):
        qtbot.waitUntil(lambda: _on_turn(windows) is not None, timeout=10000)
        w = _on_turn(windows)
        seq = len(w.controller.history)
        assert w.controller.request(w.controller.hint()) is None
        qtbot.waitUntil(lambda w=w, seq=seq: refused or all(len(x.controller.history) > seq for x in windows),
                        timeout=10000)
        assert not refused, [(r.rule, r.message) for r in refused]
        movers.add(w)
    for w in windows:
        w.controller.action_rejected.disconnect(refused.append)
    return movers


def test_host_from_the_new_game_dialog_and_a_second_window_joins_by_code_and_both_play(qtbot, make_window):
    a, b = make_window(), make_window()
    ctl_a = _host(qtbot, a)
    code = a.hosting.code
    panel = a.waiting_panel
    assert panel.code.text() == code and panel.address_list.isVisible()
    assert f":{a.hosting.port}" in panel.address_list.text()
    # and the link a browser opens, with its QR code
    assert [label.text() for label in panel.link_labels] == [f"http://127.0.0.1:{a.hosting.port}/t/{code}"]
    assert panel.qr.text() == panel.link_labels[0].text()
    assert "Seat 2: waiting for a player…" in panel.seat_lines()[1]
    assert not panel.start.isEnabled() and panel.fill.isEnabled()
    panel.copy.click()
    assert QApplication.clipboard().text() == code
    _join(qtbot, b, a)
    assert b.waiting_panel is not None and not b.waiting_panel.address_list.isVisible()  # a guest hosts nothing
    qtbot.waitUntil(lambda: "Gita" in panel.seat_lines()[1], timeout=10000)
    assert ctl_a.table["seats"][2]["kind"] == "computer"
    _start(qtbot, a, b)
    # the hosting window plays through a connection to its host like the guest: it only has its seat's view
    from cardtable.controller.remote import RemoteController

    assert isinstance(ctl_a, RemoteController) and ctl_a.observation().seat == 0
    assert set(a.hosting.host.sessions[code]) == {0, 1}  # both windows are connections of the host
    movers = _play(qtbot, (a, b), 12)
    assert movers == {a, b}
    assert a.hosting.table.seq == len(b.controller.history) == len(a.controller.history)


def test_a_guest_is_told_who_starts_the_game_instead_of_a_start_button(qtbot, make_window):
    a, b = make_window(), make_window()
    _host(qtbot, a, kinds=("human", "invited", "invited"))
    _join(qtbot, b, a)
    guest = b.waiting_panel
    qtbot.waitUntil(lambda: guest.starts.isVisible(), timeout=10000)
    assert guest.starts.text() == "Hosta starts the game when everybody is here."  # a seat is still empty
    assert guest.start.isHidden() and guest.fill.isHidden()
    assert a.waiting_panel.fill.isVisible() and not a.waiting_panel.starts.isVisible()
    with installed_language("de"):
        qtbot.waitUntil(lambda: "startet das Spiel" in guest.starts.text(), timeout=5000)


def test_the_waiting_panel_shows_code_and_addresses_in_each_language(qtbot, make_window):
    texts = {}
    for lang in ("en", "de", "zh_TW"):
        with installed_language(lang):
            w = make_window()
            _host(qtbot, w)
            panel = w.waiting_panel
            qtbot.waitUntil(lambda panel=panel, w=w: panel.code.text() == w.hosting.code, timeout=10000)
            texts[lang] = (panel.how.text(), panel.copy.text(), panel.title.text())
            assert w.hosting.local_url[len("ws://"):] in panel.address_list.text()
            w.resize(1024, 700)
            qtbot.wait(50)
            assert panel.seats.isVisible() and panel.fill.isVisible()
            assert panel.fill.width() >= panel.fill.sizeHint().width()  # the start buttons are not cut
            w.close_game()
    assert texts["en"][0].startswith("On the other computers: Game > Join a table…")
    assert len({t[0] for t in texts.values()}) == 3 and len({t[1] for t in texts.values()}) == 3


def test_closing_the_hosted_game_and_opening_it_from_the_start_page_brings_everybody_back(qtbot, make_window):
    from cardtable.ui.start.start_lists import HostedTable

    a, b = make_window(), make_window()
    _host(qtbot, a)
    code = a.hosting.code
    ctl_b = _join(qtbot, b, a)
    _start(qtbot, a, b)
    _play(qtbot, (a, b), 3)
    moves = len(ctl_b.history)
    port = a.hosting.port
    a.close_to_start()  # Game > Close game: the host saves and stops (on a worker)
    assert a.hosting is None
    _stopped(qtbot)
    assert not background.hosted_here(code)
    qtbot.waitUntil(lambda: ctl_b.connection == "reconnecting", timeout=10000)
    a.start_page.refresh()
    games = a.start_page.unfinished
    rows = [games.item(i) for i in range(games.count())]
    [row] = [r for r in rows if isinstance(r.data(Qt.ItemDataRole.UserRole), HostedTable)]
    assert row.text().startswith(f"Network table {code} · Skip-Bo: Hosta, Gita, Computer 3")
    qtbot.mouseClick(games.viewport(), Qt.MouseButton.LeftButton, pos=games.visualItemRect(row).center())
    qtbot.waitUntil(lambda: a.hosting is not None, timeout=10000)
    assert a.hosting.code == code  # the same table, the same code
    assert a.hosting.port == port  # and the address the others have
    ctl_a = a.controller
    qtbot.waitUntil(lambda: ctl_a.seat == 0 and a.table is not None, timeout=10000)
    qtbot.waitUntil(lambda: ctl_b.connection == "connected", timeout=10000)  # by its token, by itself
    assert b.controller is ctl_b and ctl_b.seat == 1
    assert len(ctl_a.history) == moves
    _play(qtbot, (a, b), 3)
    assert len(ctl_b.history) >= moves + 3
    a.start_page.refresh()
    assert not [i for i in range(games.count())
                if isinstance(games.item(i).data(Qt.ItemDataRole.UserRole), HostedTable)]  # open: not listed


def test_cancel_in_the_dialog_hosts_nothing(qtbot, make_window, tmp_path):
    w = make_window()
    seen = _fill_dialog(["human", "invited"], ok=False)
    w.new_game()
    assert seen and w.controller is None and w.hosting is None
    folder = tmp_path / "network-tables"
    assert not folder.exists() or list(folder.iterdir()) == []  # no table was opened


def test_the_dialog_wants_a_seat_at_this_computer_and_one_invited(qtbot):
    from cardtable.ui.dialogs.new_game import NewGameDialog

    dialog = NewGameDialog(None)
    qtbot.addWidget(dialog)
    dialog.set_choices({"game": "skipbo", "players": 3,
                        "seats": [{"kind": "human", "name": "Ada"}, {"kind": "human", "name": "Ben"},
                                  {"kind": "computer", "name": "C"}]})
    dialog.network.click()  # Ben becomes an invited seat
    assert [r.kind.currentIndex() for r in dialog.rows[:3]] == [0, 2, 1]
    choice, problem = dialog.build_choice()
    assert choice is not None and choice.network and choice.invited == (1,), problem
    dialog.rows[1].kind.setCurrentIndex(0)
    assert "Invite at least one" in dialog.build_choice()[1]  # two people at this computer, nobody invited
    dialog.rows[1].kind.setCurrentIndex(1)
    assert "Invite at least one" in dialog.build_choice()[1]
    dialog.rows[0].kind.setCurrentIndex(2)
    dialog.rows[1].kind.setCurrentIndex(2)
    assert "at least one player sits at this computer" in dialog.build_choice()[1]
    dialog.rows[1].kind.setCurrentIndex(2)
    dialog.network.click()  # off: the invited seat is a person here again (pass and play)
    assert dialog.rows[1].kind.currentIndex() == 0 and not dialog.build_choice()[0].network


def test_delete_of_a_hosted_table_asks_and_only_delete_deletes(qtbot, make_window, tmp_path):
    from test_resume import _answer_delete_box

    from cardtable.ui.start.start_lists import HostedTable, hosted_tables

    w = make_window()
    _host(qtbot, w)
    code = w.hosting.code
    w.close_to_start()
    _stopped(qtbot)
    [entry] = hosted_tables()
    assert isinstance(entry, HostedTable) and entry.code == code
    folder = tmp_path / "network-tables"
    files = sorted(p.name for p in folder.iterdir())
    assert files == [f"table-{code}.{end}" for end in ("cardtable", "lock", "port", "seats.json")]
    seen = _answer_delete_box(qtbot, "Cancel")
    assert not w.delete_unfinished(entry)
    assert seen and f"Network table {code}" in seen[0]
    assert sorted(p.name for p in folder.iterdir()) == files
    _answer_delete_box(qtbot, "Delete")
    assert w.delete_unfinished(entry)
    assert list(folder.iterdir()) == [] and hosted_tables() == []


def test_quitting_the_hosting_window_stops_the_host_and_keeps_the_table(qtbot, make_window):
    from cardtable.ui.start.start_lists import hosted_tables

    a, b = make_window(), make_window()
    _host(qtbot, a)
    code = a.hosting.code
    ctl_b = _join(qtbot, b, a)
    a.close()  # quitting the app closes its window (once its host has stopped)
    assert a.hosting is None
    qtbot.waitUntil(lambda: not a.isVisible() and not background.hosted_here(code), timeout=20000)
    qtbot.waitUntil(lambda: ctl_b.connection == "reconnecting", timeout=10000)
    [entry] = hosted_tables()
    assert entry.code == code and entry.names[1] == "Gita"  # who joined is kept
    b.close_game()


def test_a_hosted_game_played_to_its_end_is_in_both_histories_and_leaves_no_table(qtbot, make_window, tmp_path,
                                                                                  monkeypatch, recorded_games):
    from cardtable.controller.recording import flush_pending
    from cardtable.persistence.history import History
    from cardtable.ui.start.start_lists import hosted_tables

    submitted = recorded_games
    a, b = make_window(), make_window()
    _fill_dialog(["human", "invited"])
    a.new_game()
    qtbot.waitUntil(lambda: a.controller is not None and a.controller.seat == 0 and a.waiting_panel is not None,
                    timeout=10000)
    _join(qtbot, b, a)
    _start(qtbot, a, b)
    windows = (a, b)
    for _ in patiently():
        if all(w.controller.is_over() for w in windows):
            break
        for w in windows:
            dialog = w.round_summary
            try:
                if dialog is not None and dialog.isVisible():
                    dialog.accept()
            except RuntimeError:
                w.round_summary = None
        if _on_turn(windows) is not None:
            _play(qtbot, windows, 1)
        else:
            qtbot.wait(5)
    assert all(w.controller.is_over() for w in windows)
    assert len(submitted) == 2  # the hosting window records it like the joined one
    assert submitted[0].history == submitted[1].history == tuple(a.controller.history)
    assert flush_pending(10)
    history = History.open(tmp_path / "cardtable.sqlite3")  # both windows share this test's data folder
    try:
        assert history.count() == 1  # the same game from both windows (one shared data folder here)
    finally:
        history.close()
    a.close_to_start()
    _stopped(qtbot)
    assert hosted_tables() == [] and list((tmp_path / "network-tables").iterdir()) == []
