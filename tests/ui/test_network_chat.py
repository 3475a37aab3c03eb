"""Playing at a network table in two real windows over 127.0.0.1: the table's
talk in the move log, who is connected, and a computer standing in.

A chat line typed in one window shows in the other's move log among the
moves; a preset reaction travels as its id and reads in the reader's
language; a hostile line or name stays plain text and is cut; a window whose
connection is lost shows it on its table, the other window marks the seat
offline, waits for it and (after the host's grace time, 0 here) lets a
computer play that seat's turn; the person coming back takes the seat back.
The host runs on its own loop in a thread as in ``test_network_table``.
"""

from __future__ import annotations

import json
import re

import pytest
from network_host import CODE, HostThread
from PySide6.QtCore import Qt
from table_helpers import installed_language

from cardtable.net.protocol import MAX_CHAT
from cardtable.ui.network import window_join
from cardtable.ui.network.network_bar import NetworkBar


@pytest.fixture
def host():
    """The conftest's host, with no grace time: a computer may stand in at once."""
    made = HostThread(grace=0.0)
    yield made
    made.stop()


def _two_windows(qtbot, make_window, host, name_b: str = "Ben"):
    a, b = make_window(), make_window()
    for w in (a, b):
        w.resize(1024, 700)
    ctl_a = window_join.join(a, host.url, CODE, "Anna")
    qtbot.waitUntil(lambda: ctl_a.seat is not None, timeout=5000)
    ctl_b = window_join.join(b, host.url, CODE, name_b)
    qtbot.waitUntil(lambda: a.waiting_panel is not None and a.waiting_panel.start.isEnabled(), timeout=5000)
    qtbot.mouseClick(a.waiting_panel.start, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: a.table is not None and b.table is not None, timeout=5000)
    assert ctl_b.seat == 1
    for w in (a, b):
        w.act_moves.trigger()  # View > Moves: the log and the chat box under it
        assert w.move_log.chat_box.isVisible()
    return a, b


def _notes(w) -> list[str]:
    model = w.move_log.model
    return [model.text(row) for row in range(model.rowCount()) if model.row_kind(row) == "note"]


def _seat_labels(w) -> list[str]:
    view = w.table
    return [view.label(text.kind, text.args) for text in view.model.texts if text.kind == "seat_name"]


def _bar(w) -> NetworkBar:
    bar = w.table.viewport().findChild(NetworkBar)
    assert bar is not None
    return bar


def _on_turn(windows):
    return next((w for w in windows if w.controller.legal_actions()), None)


def test_a_chat_line_typed_in_one_window_shows_among_the_moves_of_the_other(qtbot, make_window, host):
    a, b = _two_windows(qtbot, make_window, host)
    moves_before = b.move_log.model.rowCount()
    assert moves_before > 0  # the deal
    box = a.move_log.chat_box
    a.activateWindow()
    box.line.setFocus()
    qtbot.keyClicks(box.line, "hello, Ben")  # typed: "h" is no Hint here, nor a letter a move
    assert box.line.text() == "hello, Ben"
    qtbot.keyClick(box.line, Qt.Key.Key_Return)  # Enter sends
    qtbot.waitUntil(lambda: _notes(b) == ["» Anna: hello, Ben"], timeout=5000)
    assert box.line.text() == ""
    qtbot.waitUntil(lambda: _notes(a) == ["» Anna: hello, Ben"], timeout=5000)  # the sender's own line
    model = b.move_log.model
    row = model.rowCount() - 1
    assert model.row_kind(row) == "note" and row == moves_before  # after the moves so far
    assert model.data(model.index(row), Qt.ItemDataRole.FontRole).italic()
    # a move after it comes below it; the line stays in its place when the log is made anew
    qtbot.waitUntil(lambda: _on_turn((a, b)) is not None, timeout=10000)
    mover = _on_turn((a, b))
    seq = len(mover.controller.history)
    mover.controller.request(mover.controller.hint())
    qtbot.waitUntil(lambda: len(b.controller.history) > seq, timeout=5000)
    assert model.row_kind(model.rowCount() - 1) == "event"
    model.set_controller(b.controller)  # the whole log again (as after a reconnection)
    assert model.row_kind(moves_before) == "note" and _notes(b) == ["» Anna: hello, Ben"]
    # a window keeps the last 100 lines of talk
    from cardtable.controller.remote import TableNote

    for i in range(120):
        model.add_note(TableNote("chat", 0, "Anna", f"line {i}"))
    assert len(_notes(b)) == 100 and _notes(b)[0] == "» Anna: line 20" and _notes(b)[-1] == "» Anna: line 119"
    # the talk is no part of the game the host keeps (and saves): its actions only
    assert all("hello" not in json.dumps(host.table.rules.action_to_json(x)) for x in host.table.actions)


def test_a_reaction_travels_as_its_id_and_reads_in_the_readers_language(qtbot, make_window, host):
    a, b = _two_windows(qtbot, make_window, host)
    with installed_language("de"):
        button = a.move_log.chat_box.reactions["nice"]
        qtbot.waitUntil(lambda: button.text() == "Super!", timeout=5000)  # the window speaks German
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: len(_notes(b)) == 1, timeout=5000)
        assert _notes(b) == ["» Anna: Super!"]
    # on the wire: the id, no words of any language
    sent = [f for f in host.frames if f["type"] == "chat" and f["to"] == 1]
    assert sent == [{"to": 1, "type": "chat", "seat": 0, "name": "Anna", "reaction": "nice"}]
    assert _notes(b) == ["» Anna: Nice!"]  # the English reader
    with installed_language("zh_TW"):
        assert _notes(b) == ["» Anna：漂亮！"]


def test_a_hostile_line_or_name_stays_plain_text_and_is_cut(qtbot, make_window, host):
    a, b = _two_windows(qtbot, make_window, host, name_b="<b>Ben</b>")
    box = b.move_log.chat_box
    box.line.setText("<i>x</i>\x07 <a href='http://evil'>click</a>")
    qtbot.mouseClick(box.send_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(_notes(a)) == 1, timeout=5000)
    assert _notes(a) == ["» <b>Ben</b>: <i>x</i> <a href='http://evil'>click</a>"]  # as typed, no bell
    # a broken host sends a long line full of control characters and a name with a newline
    host.send_to(0, json.dumps({"type": "chat", "seat": 1, "name": "<b>Ben</b>\n\x1b[31m",
                                "text": "\x00\x1b<script>" + "y" * 5000}))
    qtbot.waitUntil(lambda: len(_notes(a)) == 2, timeout=5000)
    line = _notes(a)[1]
    assert line.startswith("» <b>Ben</b>[31m: <script>yyy")
    assert len(line) < MAX_CHAT + 40 and all(ch.isprintable() for ch in line)
    model = a.move_log.model  # and the narrow dock wraps it rather than scroll sideways
    shown = model.data(model.index(model.rowCount() - 1), Qt.ItemDataRole.DisplayRole)
    assert shown.replace("\u200b", "") == line
    assert max(len(word) for word in re.split("[\\s\u200b]", shown)) <= 16
    # the labels that show names never read them as markup
    assert a.turn_label.textFormat() == Qt.TextFormat.PlainText
    assert _bar(a).words.textFormat() == Qt.TextFormat.PlainText
    assert "<b>Ben</b>" in _seat_labels(a)


@pytest.mark.parametrize(("lang", "waiting", "button", "refused", "lost"), [
    ("en", "Waiting for {name} to reconnect…", "Let a computer play for {name} (in {s} s)",
     "Rule NET-7: Wait a moment: the player may come back. A computer can take over after a short wait.",
     "Waiting for the host: reconnecting…"),
    ("de", "Warte, bis {name} wieder verbunden ist…", "Einen Computer für {name} spielen lassen (in {s} s)",
     "Regel NET-7: Warte noch einen Moment, vielleicht kommt die Person zurück. Nach einer kurzen "
     "Wartezeit kann ein Computer übernehmen.",
     "Warte auf den Gastgeber: verbinde neu…"),
    ("zh_TW", "等待 {name} 重新連線…", "讓電腦代替 {name} 出牌（{s} 秒後）",
     "規則 NET-7：請稍等，對方可能會回來。稍等片刻後電腦就可以接手。",
     "等待主持人：正在重新連線…"),
])
def test_a_missing_persons_turn_waits_for_the_grace_time(qtbot, make_window, lang, waiting, button, refused,
                                                         lost):
    host = HostThread(grace=30.0)
    try:
        with installed_language(lang):
            a, b = _two_windows(qtbot, make_window, host)
            qtbot.waitUntil(lambda: _on_turn((a, b)) is not None, timeout=10000)
            gone = _on_turn((a, b))
            other = b if gone is a else a
            name = host.table.seats[gone.controller.seat].name
            host.pause(gone.controller.seat)
            bar = _bar(other)
            qtbot.waitUntil(lambda: bar.isVisible() and bar.stand_in.isVisible(), timeout=5000)
            assert bar.words.text() == waiting.format(name=name)
            assert bar.stand_in.text() in (button.format(name=name, s=30), button.format(name=name, s=29))
            assert not bar.stand_in.isEnabled()
            # a window that asks anyway (an old app): the host refuses, said in words
            other.controller.ask_stand_in(gone.controller.seat)
            qtbot.waitUntil(lambda: "NET-7" in other.statusBar().currentMessage(), timeout=5000)
            assert other.statusBar().currentMessage() == refused
            own = _bar(gone)  # the window that lost its connection says so on its table
            qtbot.waitUntil(lambda: own.isVisible(), timeout=5000)
            assert own.words.text() == lost
            assert not own.stand_in.isVisible()
    finally:
        host.stop()


def test_a_computer_stands_in_for_a_missing_person_who_then_takes_the_seat_back(qtbot, make_window, host,
                                                                                 monkeypatch):
    from cardtable.controller import remote_link

    monkeypatch.setattr(remote_link, "LONGEST_PAUSE", 0.2)  # come back soon once the host listens again
    a, b = _two_windows(qtbot, make_window, host)
    qtbot.waitUntil(lambda: _on_turn((a, b)) is not None, timeout=10000)
    gone = _on_turn((a, b))
    other = b if gone is a else a
    seat = gone.controller.seat
    name = host.table.seats[seat].name
    host.pause(seat)
    qtbot.waitUntil(lambda: f"{name} (not connected)" in _seat_labels(other), timeout=5000)
    bar = _bar(other)
    qtbot.waitUntil(lambda: bar.isVisible() and bar.stand_in.isEnabled(), timeout=5000)  # grace 0
    assert bar.words.text() == f"Waiting for {name} to reconnect…"
    assert bar.stand_in.text() == f"Let a computer play for {name}"
    assert other.turn_label.text().endswith(f"Waiting for {name} to reconnect…")
    with installed_language("zh_TW"):  # a language switch says it again
        qtbot.waitUntil(lambda: bar.words.text() == f"等待 {name} 重新連線…", timeout=5000)
        assert bar.stand_in.text() == f"讓電腦代替 {name} 出牌"
        assert f"{name}（未連線）" in _seat_labels(other)
    qtbot.waitUntil(lambda: bar.words.text() == f"Waiting for {name} to reconnect…", timeout=5000)
    seq = len(host.table.actions)
    qtbot.mouseClick(bar.stand_in, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(other.controller.history) > seq and host.table.rules.current_player(
        host.table.state) != seat and other.controller.current_seat() != seat,
        timeout=10000)  # the computer played the whole turn, and the other window has seen it end
    qtbot.waitUntil(lambda: f"Computer for {name}" in _seat_labels(other), timeout=5000)
    assert not bar.isVisible()
    assert f"{name} lost the connection." in _notes(other)
    assert f"A computer plays for {name} until they are back." in _notes(other)
    host.resume()
    qtbot.waitUntil(lambda: host.table.seats[seat].connected and gone.controller.connection == "connected",
                    timeout=10000)
    assert not host.table.seats[seat].stand_in  # the seat is hers again at once
    qtbot.waitUntil(lambda: name in _seat_labels(other) and f"{name} is back at the table." in _notes(other),
                    timeout=5000)
    assert not _bar(gone).isVisible()


def test_a_line_said_while_the_move_log_is_closed_shows_in_the_status_bar(qtbot, make_window, host):
    a, b = _two_windows(qtbot, make_window, host)
    b.act_moves.trigger()  # View > Moves again: the log closes
    assert b.move_log.isHidden()
    a.move_log.chat_box.line.setText("coffee?")
    a.move_log.chat_box.send()
    qtbot.waitUntil(lambda: b.statusBar().currentMessage() == "» Anna: coffee?", timeout=5000)
    assert _notes(b) == ["» Anna: coffee?"]  # in the log too, for when it opens
    qtbot.waitUntil(lambda: _notes(a) == ["» Anna: coffee?"], timeout=5000)
    assert a.statusBar().currentMessage() != "» Anna: coffee?"  # the open log says it already
