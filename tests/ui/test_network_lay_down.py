"""At a network table the lay-down panel waits for the host's answer.

The window cannot judge a Phase 10 arrangement (it knows only its seat's
view): the host does. After "Lay down" the panel stays open, says it waits
for the table and lets nothing be changed or cancelled meanwhile; a refusal
(rule P10-11: a group that is no set) is shown in it with the player's
arrangement kept, in the same words as the window's status bar, so it can be
put right and laid down; the groups on the table close it. A connection lost
meanwhile closes it, and the window says it waits for the host. Two real
windows at a host on 127.0.0.1, in English, German and Traditional Chinese.
The host's loop is held while the panel waits (nothing is read or answered),
so what the panel shows meanwhile does not depend on the machine's speed.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

import pytest
from network_host import CODE, HostThread
from PySide6.QtCore import QCoreApplication, Qt
from table_helpers import installed_language

from cardtable.engine.api import Rejection
from cardtable.engine.phase10 import actions as p10
from cardtable.ui.network import window_join
from cardtable.ui.rule_messages import rejection_text
from cardtable.ui.table.games.phase10_cards import card_name
from cardtable.ui.table.games.phase10_laydown import LayDialog

SEED = 13  # seat 0 begins; after drawing from the deck it holds R11 B11 Y11 and R10 B10 G10 (phase 1)
WAITING = {"en": "Waiting for the table's answer…", "de": "Warte auf die Antwort des Tisches…",
           "zh_TW": "等待牌桌的回應…"}
HOST_AWAY = {"en": "Waiting for the host: reconnecting…", "de": "Warte auf den Gastgeber: verbinde neu…",
             "zh_TW": "等待主持人：正在重新連線…"}
LANGS = ["en", "de", "zh_TW"]


def _panel_open(qtbot, make_window, host):
    """Anna (seat 0) and Ben at the table; Anna drew and opened the lay-down panel (L)."""
    a, b = make_window(), make_window()
    ctl = window_join.join(a, host.url, CODE, "Anna")
    qtbot.waitUntil(lambda: ctl.seat is not None, timeout=5000)
    window_join.join(b, host.url, CODE, "Ben")
    qtbot.waitUntil(lambda: a.waiting_panel is not None and a.waiting_panel.start.isEnabled(), timeout=5000)
    qtbot.mouseClick(a.waiting_panel.start, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: a.table is not None and b.table is not None, timeout=5000)
    assert ctl.seat == 0
    qtbot.waitUntil(lambda: bool(ctl.legal_actions()), timeout=5000)
    assert ctl.request(p10.DRAW_DECK) is None
    qtbot.waitUntil(lambda: len(ctl.history) == 1, timeout=5000)
    a.table.input.command("lay")  # as the L key and the table's button do
    dialog = a.table.input.popup
    assert isinstance(dialog, LayDialog) and dialog.isVisible()
    assert _arrangement(dialog) == [["R11", "B11", "Y11"], ["R10", "B10", "G10"]]
    return a, b, dialog


def _arrangement(dialog: LayDialog) -> list[list[str]]:
    return [[laid.card for laid in group.cards] for group in dialog.groups()]


def _move(dialog: LayDialog, card: str, group: int) -> None:
    """Choose group ``group`` (0-based) in the combo box of ``card``, as the player does."""
    name = QCoreApplication.translate("LayDialog", "{card}: group").format(card=card_name(card))
    [combo] = [move for move, _stands in dialog.combos if move.accessibleName() == name]
    combo.setCurrentIndex(group)


def _hold(host: HostThread, then: Callable[[], None] | None = None) -> threading.Event:
    """Hold the host's loop (it reads and answers nothing) until the returned
    event is set; ``then`` runs on the loop before it goes on."""
    held, release = threading.Event(), threading.Event()

    def wait() -> None:
        held.set()
        release.wait(10)
        if then is not None:
            then()

    host.loop.call_soon_threadsafe(wait)
    assert held.wait(5)
    return release


def _host_refusal(host: HostThread, seat: int) -> Rejection:
    [*_, frame] = [f for f in host.frames if f["to"] == seat and f["type"] == "rejected"]
    doc = frame["rejection"]
    return Rejection.of(doc["rule"], doc["message"], **doc.get("params", {}))


@pytest.mark.parametrize("lang", LANGS)
def test_a_refused_lay_down_keeps_the_arrangement_and_says_why_in_the_panel(qtbot, make_window, lang):
    host = HostThread(seed=SEED)
    try:
        with installed_language(lang):
            a, b, dialog = _panel_open(qtbot, make_window, host)
            _move(dialog, "R11", 1)
            _move(dialog, "R10", 0)  # two groups of three, neither a set
            wrong = [["B11", "Y11", "R10"], ["R11", "B10", "G10"]]
            assert _arrangement(dialog) == wrong and dialog.ok.isEnabled()  # (the window cannot judge it)

            release = _hold(host)
            try:
                qtbot.mouseClick(dialog.ok, Qt.MouseButton.LeftButton)
                assert dialog.isVisible()  # waiting for the table's answer
                assert dialog.message.text() == WAITING[lang]
                assert not dialog.ok.isEnabled() and not dialog.buttons.isEnabled()
                assert not any(move.isEnabled() for move, _stands in dialog.combos)
                qtbot.keyClick(dialog, Qt.Key.Key_Escape)  # no cancel meanwhile
                assert dialog.isVisible() and dialog.message.text() == WAITING[lang]
            finally:
                release.set()

            qtbot.waitUntil(lambda: dialog.message.text() != WAITING[lang], timeout=5000)
            refusal = _host_refusal(host, 0)
            assert refusal.rule == "P10-11"
            said = rejection_text(refusal)  # "Rule P10-11: …" in the reader's language
            assert "P10-11" in said and dialog.message.text() == said
            assert a.statusBar().currentMessage() == said  # the window says the same
            assert dialog.isVisible() and _arrangement(dialog) == wrong  # nothing lost
            assert dialog.ok.isEnabled() and dialog.buttons.isEnabled()
            assert all(move.isEnabled() for move, _stands in dialog.combos)
            assert len(a.controller.history) == 1 and not host.table.rules.observation(host.table.state, 0).laid[0]

            _move(dialog, "R11", 0)
            _move(dialog, "R10", 1)  # put right
            qtbot.mouseClick(dialog.ok, Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=5000)
            laid = [["R11", "B11", "Y11"], ["R10", "B10", "G10"]]
            for w in (a, b):
                qtbot.waitUntil(lambda w=w: bool(w.table.obs.laid[0]), timeout=5000)
                assert [[c.card for c in g.cards] for g in w.table.obs.laid[0]] == laid
    finally:
        host.stop()


@pytest.mark.parametrize("lang", LANGS)
def test_a_connection_lost_while_the_panel_waits_closes_it(qtbot, make_window, lang):
    host = HostThread(seed=SEED, grace=30.0)

    def cut() -> None:  # on the host's loop: Anna's connection goes, unread, and no new one comes
        host._listening.append(host.host._server)
        host.host._server.close(close_connections=False)
        host.host.sessions[CODE][0].sender.connection.transport.abort()

    try:
        with installed_language(lang):
            a, _b, dialog = _panel_open(qtbot, make_window, host)
            release = _hold(host, then=cut)
            try:
                qtbot.mouseClick(dialog.ok, Qt.MouseButton.LeftButton)
                assert dialog.isVisible() and dialog.message.text() == WAITING[lang]
            finally:
                release.set()
            qtbot.waitUntil(lambda: a.controller.connection == "reconnecting", timeout=5000)
            qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=5000)
            assert a.turn_label.text() == HOST_AWAY[lang]  # what the window says of a lost host
            assert host.table.seq == 1  # the lay-down never reached the host
    finally:
        host.stop()
