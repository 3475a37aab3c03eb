"""Several people at the hosting computer of a network table, in real windows over 127.0.0.1.

Oma and Opa sit at the hosting window, Gita joins from a second window, a
computer takes the fourth seat. Each of Oma's and Opa's seats has its own
connection (the host never sends one connection two seats' hands: every
frame the host sends is checked against that seat's own observation); the
window hands the table from one to the other behind the pass-and-play
privacy screen; Gita's window sees both connected; a round end waits for
both of them; the finished game is recorded once per window. Closing the
hosted game and opening it from the start page brings both back. When one
person's connection brings a new position a moment after the other's, the
hand-over screen waits for it (a controller over a test host's sockets).
"""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication
from table_helpers import patiently

from cardtable.controller.background_ops import HOSTING
from cardtable.controller.background_ops import background as jobs
from cardtable.net import background
from cardtable.ui.network import window_join
from tests.net.test_no_leaks import _keys  # every key of a JSON document, nested

SECRET_KEYS = {"seed", "draw_pile", "deck", "undo", "shuffles"}


# only 127.0.0.1, on a free port; no network thread is left after a test (conftest)
pytestmark = pytest.mark.usefixtures("hosting_on_loopback")


def _fill_dialog(game: str = "phase10") -> list[Exception]:
    """Answer the next New game dialog: network on, Oma and Opa at this computer, one invited seat, a computer."""
    failed: list[Exception] = []

    def fill():
        dialog = QApplication.activeModalWidget()
        if dialog is None or not hasattr(dialog, "network"):
            QTimer.singleShot(20, fill)
            return
        try:
            dialog.set_choices({"game": game, "players": 4, "phase10": {"phases": [1, 2]},
                                "skipbo": {"stock_size": 3},
                                "seats": [{"kind": "human", "name": "Oma"}, {"kind": "human", "name": "Opa"},
                                          {"kind": "human"}, {"kind": "computer"}]})
            dialog.network.click()
            kinds = [r.kind.currentIndex() for r in dialog.rows[:4]]
            assert kinds == [0, 2, 2, 1], kinds  # the people after the first: invited at first ...
            dialog.rows[1].kind.setCurrentIndex(0)  # ... but Opa sits here too
            assert dialog.rows[1].kind.currentText() == "Player at this computer"
            dialog.seed.setText("11")
            dialog.accept()
            assert dialog.error.text() == "", dialog.error.text()
        except Exception as exc:
            failed.append(exc)
            dialog.reject()

    QTimer.singleShot(0, fill)
    return failed


def _host(qtbot, w, game: str = "phase10"):
    failed = _fill_dialog(game)
    w.new_game()
    assert not failed, failed
    qtbot.waitUntil(lambda: w.hosting is not None, timeout=10000)  # the host opens on a worker
    ctl = w.controller
    qtbot.waitUntil(lambda: ctl.human_seats == (0, 1) and w.waiting_panel is not None
                    and ctl.connection == "connected", timeout=10000)
    return ctl


def _leak_checker(problems: list[str]):
    """The host's ``on_send``: every frame to a seat holds that seat's observation and no other hand."""
    def on_send(table, seat, text):
        doc = json.loads(text)
        if seat is None or doc["type"] != "update":
            return
        rules = table.rules
        if doc["observation"] != rules.observation_to_json(rules.observation(table.state, seat)):
            problems.append(f"seat {seat} got an observation that is not its own")
        if doc["observation"].get("seat") != seat:
            problems.append(f"seat {seat} got seat {doc['observation'].get('seat')}'s view")
        if doc.get("held") is not None and table.held is None:
            problems.append(f"seat {seat} saw every hand while no round end was held")
        if _keys({k: v for k, v in doc.items() if k != "held"}, set()) & SECRET_KEYS:
            problems.append(f"seat {seat} got a secret field")
        on_send.seen.add(seat)

    on_send.seen = set()
    return on_send


def _on_turn(windows):
    return next((w for w in windows if w.controller.legal_actions()), None)


class Play:
    """Plays by hints in whichever window is on turn; at the hosting window
    the privacy screen is checked and clicked, and round summaries closed
    (the guest's first, so a round end is seen waiting for the host's two)."""

    def __init__(self, qtbot, host_window, guest_window) -> None:
        self.qtbot, self.a, self.b = qtbot, host_window, guest_window
        self.handovers: list[tuple[int | None, int]] = []  # (who moved last, who is handed the table)
        self.held_for_locals = 0  # round ends still held after the guest was ready, until the host's two were
        self.guest_ready_at = -1  # the position of the round end whose summary the guest closed
        self.kept: set[int] = set()  # the local hand on show while a remote person or the computer played
        self.refused: list = []
        for w in (self.a, self.b):
            w.controller.action_rejected.connect(self.refused.append)

    def over(self) -> bool:
        return all(w.controller.is_over() for w in (self.a, self.b))

    def step(self) -> None:
        a, b, qtbot = self.a, self.b, self.qtbot
        ctl = a.controller
        if self._summaries():
            return
        pending = ctl.privacy_pending()
        if pending is not None and a.privacy.isVisible():
            assert ctl.observation() is None and ctl.legal_actions() == [] and ctl.viewing_seat() is None
            assert a.table.model.face_up_seat is None  # every hand face down behind the screen
            assert pending == ctl.current_seat()
            self.handovers.append((ctl.last_actor, pending))
            first = self.handovers.count((0, 1)) == 1 and self.handovers[-1] == (0, 1)
            if first:
                a.grab().save("/tmp/local-handover.png")  # (looked at: the screen covers the whole table)
            qtbot.mouseClick(a.privacy.button, Qt.MouseButton.LeftButton)
            assert not a.privacy.isVisible() and ctl.viewing_seat() == pending
            qtbot.waitUntil(lambda: a.table.model.face_up_seat == pending, timeout=5000)
            if first:
                a.grab().save("/tmp/local-after-handover.png")
            return
        if ctl.current_seat() in (2, 3) and pending is None and not ctl.round_held() and ctl.viewing_seat() is not None:
            self.kept.add(ctl.viewing_seat())
            assert a.table.model.face_up_seat == ctl.viewing_seat()
        w = _on_turn((a, b))
        if w is None:
            qtbot.wait(5)
            return
        seq = len(w.controller.history)
        assert w.controller.request(w.controller.hint()) is None
        qtbot.waitUntil(lambda: self.refused or all(len(x.controller.history) > seq for x in (a, b))
                        or self.over(), timeout=10000)
        assert not self.refused, [(r.rule, r.message) for r in self.refused]

    def _summaries(self) -> bool:
        """Close the guest's round summary, then (the round still held) the host's."""
        a, b = self.a, self.b
        open_ = [w for w in (b, a) if _summary(w) is not None]
        if not open_:
            return False
        w = open_[0]
        if w is a:
            if self.guest_ready_at != len(a.controller.history):  # the guest's summary is still to come
                self.qtbot.wait(5)
                return True
            table = a.hosting.table
            self.qtbot.waitUntil(lambda: 2 in table.ready, timeout=5000)
            if table.held is not None:
                self.held_for_locals += 1  # the guest is ready; Oma and Opa are not yet
        else:
            self.guest_ready_at = len(b.controller.history)
        _summary(w).accept()
        w.round_summary = None
        return True


def _summary(w):
    dialog = w.round_summary
    try:
        return dialog if dialog is not None and dialog.isVisible() else None
    except RuntimeError:
        w.round_summary = None
        return None


def test_two_people_at_the_hosting_window_play_a_network_game_to_its_end(qtbot, make_window, recorded_games):
    submitted = recorded_games
    a, b = make_window(), make_window()
    ctl_a = _host(qtbot, a)
    problems: list[str] = []
    checker = _leak_checker(problems)
    a.hosting.host.on_send = checker
    hosted = a.hosting.table
    assert [s.local for s in hosted.seats] == [True, True, False, False]
    assert set(a.hosting.host.sessions[hosted.code]) == {0, 1}  # a connection each
    panel = a.waiting_panel
    qtbot.waitUntil(lambda: panel.seat_lines()[:2] == ["Oma: here (you)", "Opa: here (you)"], timeout=5000)
    ctl_b = window_join.join(b, a.hosting.local_url, a.hosting.code, "Gita")
    qtbot.waitUntil(lambda: ctl_b.seat == 2 and b.waiting_panel is not None, timeout=10000)
    assert ctl_b.connected_seats()[:2] == (True, True)  # the guest sees both people at the host connected
    assert b.waiting_panel.seat_lines()[:2] == ["Oma: here", "Opa: here"]
    qtbot.waitUntil(lambda: panel.start.isEnabled(), timeout=10000)
    qtbot.mouseClick(panel.start, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: a.table is not None and b.table is not None, timeout=10000)
    assert ctl_a.human_seats == (0, 1) and ctl_b.human_seats == (2,)
    notes: list = []
    ctl_a.note_arrived.connect(notes.append)
    assert ctl_b.send_chat("Hallo Oma, hallo Opa")
    qtbot.waitUntil(lambda: any(n.kind == "chat" for n in notes), timeout=5000)
    qtbot.wait(200)  # the second connection's copy has come too
    assert [(n.kind, n.seat, n.text) for n in notes] == [("chat", 2, "Hallo Oma, hallo Opa")]  # said once

    play = Play(qtbot, a, b)
    for _ in patiently():
        if play.over():
            break
        play.step()
    assert play.over()
    assert problems == [] and checker.seen >= {0, 1, 2}
    # Oma's move handed the table to Opa behind the screen; after Gita and the computer, back to Oma
    assert (0, 1) in play.handovers and (3, 0) in play.handovers
    assert play.kept == {1}  # while Gita or the computer played, Opa's hand (the last one here) stayed
    assert play.held_for_locals >= 1  # a round end waited for the two at the host after the guest was ready
    assert len(submitted) == 2  # once per window, not once per connection
    assert submitted[0].history == submitted[1].history
    assert "Not connected" not in ctl_b.status_text()
    a.close_to_start()
    b.close_game()


def test_reopening_the_hosted_table_brings_both_people_back(qtbot, make_window, monkeypatch):
    from cardtable.controller import remote_link
    from cardtable.ui.start.start_lists import HostedTable

    monkeypatch.setattr(remote_link, "LONGEST_PAUSE", 0.3)  # the guest tries again soon once the host is back

    a, b = make_window(), make_window()
    _host(qtbot, a, "skipbo")
    code = a.hosting.code
    ctl_b = window_join.join(b, a.hosting.local_url, code, "Gita")
    qtbot.waitUntil(lambda: ctl_b.seat == 2, timeout=10000)
    panel = a.waiting_panel
    qtbot.waitUntil(lambda: panel.start.isEnabled(), timeout=10000)
    qtbot.mouseClick(panel.start, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: a.table is not None and b.table is not None, timeout=10000)
    play = Play(qtbot, a, b)
    for _ in patiently():
        if len(play.handovers) >= 2 and a.hosting.table.seq >= 4:
            break
        play.step()
    assert len(play.handovers) >= 2
    port = a.hosting.port
    a.close_to_start()
    qtbot.waitUntil(lambda: ctl_b.connection == "reconnecting", timeout=10000)
    qtbot.waitUntil(lambda: not jobs().lane_busy(HOSTING), timeout=20000)  # saved and stopped on a worker
    a.start_page.refresh()
    games = a.start_page.unfinished
    [row] = [games.item(i) for i in range(games.count())
             if isinstance(games.item(i).data(Qt.ItemDataRole.UserRole), HostedTable)]
    qtbot.mouseClick(games.viewport(), Qt.MouseButton.LeftButton, pos=games.visualItemRect(row).center())
    qtbot.waitUntil(lambda: a.hosting is not None, timeout=10000)  # the host opens on a worker
    ctl_a = a.controller
    notes: list = []
    ctl_a.note_arrived.connect(notes.append)
    assert a.hosting.code == code and a.hosting.port == port
    assert a.hosting.local_seats == (0, 1)
    qtbot.waitUntil(lambda: ctl_a.human_seats == (0, 1) and ctl_a.connection == "connected"
                    and a.table is not None, timeout=10000)
    assert set(a.hosting.host.sessions[code]) >= {0, 1}
    qtbot.waitUntil(lambda: ctl_b.connection == "connected", timeout=10000)
    qtbot.waitUntil(lambda: ctl_b.connected_seats()[:3] == (True, True, True), timeout=10000)
    # play goes on, and a local person's turn is handed over again
    before = len(play.handovers)
    play = Play(qtbot, a, b)
    for _ in patiently():
        if play.handovers and a.hosting.table.seq > 8:
            break
        play.step()
    assert play.handovers, before
    b.close_game()  # Gita leaves: the hosting window says so once, not once per connection
    qtbot.waitUntil(lambda: ("away", 2) in [(n.kind, n.seat) for n in notes], timeout=5000)
    qtbot.wait(200)
    assert [(n.kind, n.seat) for n in notes if n.kind != "back"] == [("away", 2)]
    assert len([n for n in notes if n.kind == "back"]) <= 1
    a.close_to_start()


def test_a_table_saved_with_one_seat_at_the_host_opens_with_that_seat_only(tmp_path):
    """A seats file of the format before several people could sit at the host: its admin is the one."""
    from cardtable.engine.registry import get_rules
    from cardtable.net.saving import load_table, save_table
    from cardtable.net.table import COMPUTER, PERSON, SeatSlot, Table

    rules = get_rules("skipbo")
    seats = [SeatSlot("Oma", PERSON), SeatSlot("", PERSON), SeatSlot("Robo", COMPUTER, "easy")]
    table = Table(rules, rules.options_from_json({"players": 3, "stock_size": 5}), 5, seats, code="ABC234")
    save_table(tmp_path, table, 0)
    path = tmp_path / "table-ABC234.seats.json"
    doc = json.loads(path.read_text())
    assert not any("local" in s for s in doc["seats"])  # nobody marked: exactly the old format
    host = background.reopen(tmp_path, "ABC234", address="127.0.0.1", port=0)
    assert host.local_seats == (0,) and host.table.seats[0].joined and not host.table.seats[1].joined
    table.seats[0].local = table.seats[1].local = True
    save_table(tmp_path, table, 0)
    assert [s.get("local", False) for s in json.loads(path.read_text())["seats"]] == [True, True, False]
    loaded, admin = load_table(tmp_path, "ABC234")
    assert admin == 0 and [s.local for s in loaded.seats] == [True, True, False]


def test_the_hand_over_screen_waits_for_the_next_persons_own_view(qtbot, monkeypatch):
    """Oma ends her turn; Opa's connection brings the new position a moment
    later (held back here): until it has come the table stays face down and
    no hand-over screen shows, then it shows, with Opa's own view behind it."""
    from network_host import CODE, HostThread

    from cardtable.controller.remote import RemoteController

    host = HostThread(game="skipbo")  # (no Skip card jumps over Opa)

    held: list = []
    holding = [False]
    original = RemoteController._arrived

    def arrived(self, index, kind, payload):
        if holding[0] and index == 1:
            held.append((kind, payload))  # Opa's connection is slow
            return
        original(self, index, kind, payload)

    monkeypatch.setattr(RemoteController, "_arrived", arrived)
    ctl = RemoteController(host.url, CODE, "", local=[(i, host.table.seats[i].token) for i in (0, 1)])
    asked: list[int] = []
    ctl.privacy_required.connect(asked.append)
    try:
        qtbot.waitUntil(lambda: ctl.connection == "connected" and ctl.human_seats == (0, 1), timeout=10000)
        ctl.start_table(fill=False)
        for _ in patiently():  # on to Oma's turn, her hand on show
            if asked and ctl.privacy_pending() == asked[-1]:
                ctl.acknowledge_privacy()
            if ctl.current_seat() == 0 and ctl.viewing_seat() == 0:
                break
            seq = len(ctl.history)
            if ctl.legal_actions():  # Opa's turn
                assert ctl.request(ctl.hint()) is None
                qtbot.waitUntil(lambda seq=seq: len(ctl.history) > seq, timeout=5000)
            else:
                qtbot.wait(10)
        assert ctl.viewing_seat() == 0
        holding[0] = True
        before = len(asked)
        while ctl.current_seat() == 0:  # Oma's whole turn
            seq = len(ctl.history)
            assert ctl.request(ctl.hint()) is None
            qtbot.waitUntil(lambda seq=seq: len(ctl.history) > seq, timeout=5000)
        assert ctl.current_seat() == 1 and ctl.privacy_pending() == 1
        assert ctl.viewing_seat() is None and ctl.observation() is None and ctl.legal_actions() == []
        assert len(asked) == before  # no screen yet: Opa's own view has not come
        qtbot.waitUntil(lambda: any(kind == "update" for kind, _p in held), timeout=5000)
        holding[0] = False
        for kind, payload in held:
            original(ctl, 1, kind, payload)
        assert asked[before:] == [1] and ctl.seat == 1 and ctl.observation() is None
        ctl.acknowledge_privacy()
        assert ctl.observation().seat == 1 and ctl.legal_actions()
        host.drop(0)  # Oma's connection drops: the window says it reconnects, and it does
        qtbot.waitUntil(lambda: ctl.connection == "reconnecting", timeout=5000)
        assert ctl.status_text() == "Waiting for the host: reconnecting…" and not ctl.legal_actions()
        qtbot.waitUntil(lambda: ctl.connection == "connected", timeout=10000)
        qtbot.waitUntil(lambda: ctl.legal_actions() and ctl.observation().seat == 1, timeout=5000)
    finally:
        ctl.shutdown()
        host.stop()
