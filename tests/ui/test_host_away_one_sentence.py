"""A window whose connection to the host is lost says one thing: it waits for
the host. The turn line says only that (no "Your turn" beside it), the bar
over the table says the same, and a move tried meanwhile is answered with
that same sentence (no "Rule …", no "It is not your turn"), in each language.
Two real windows over 127.0.0.1, as in ``test_network_chat``."""

from __future__ import annotations

import pytest
from network_host import CODE, HostThread
from PySide6.QtCore import Qt
from table_helpers import installed_language

from cardtable.ui.network import window_join
from cardtable.ui.network.network_bar import NetworkBar

SENTENCE = {
    "en": "Waiting for the host: reconnecting…",
    "de": "Warte auf den Gastgeber: verbinde neu…",
    "zh_TW": "等待主持人：正在重新連線…",
}


def _two_windows(qtbot, make_window, host):
    a, b = make_window(), make_window()
    for w in (a, b):
        w.resize(1024, 700)
    ctl_a = window_join.join(a, host.url, CODE, "Anna")
    qtbot.waitUntil(lambda: ctl_a.seat is not None, timeout=5000)
    window_join.join(b, host.url, CODE, "Ben")
    qtbot.waitUntil(lambda: a.waiting_panel is not None and a.waiting_panel.start.isEnabled(), timeout=5000)
    qtbot.mouseClick(a.waiting_panel.start, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: a.table is not None and b.table is not None, timeout=5000)
    return a, b


@pytest.mark.parametrize("lang", ["en", "de", "zh_TW"])
def test_a_window_without_its_host_says_one_thing(qtbot, make_window, lang):
    host = HostThread(grace=30.0)
    try:
        with installed_language(lang):
            a, b = _two_windows(qtbot, make_window, host)
            qtbot.waitUntil(lambda: bool(a.controller.legal_actions() or b.controller.legal_actions()), timeout=10000)
            gone = a if a.controller.legal_actions() else b
            move = gone.controller.legal_actions()[0]
            host.pause(gone.controller.seat)
            qtbot.waitUntil(lambda: gone.controller.connection == "reconnecting", timeout=5000)
            sentence = SENTENCE[lang]
            qtbot.waitUntil(lambda: gone.turn_label.text() == sentence, timeout=5000)
            bar = gone.table.viewport().findChild(NetworkBar)
            assert bar is not None and bar.isVisible() and bar.words.text() == sentence

            refusal = gone.controller.check(move)
            assert refusal is not None and refusal.rule == "APP-HOST"
            gone.controller.request(move)  # as a drop on the table does
            assert gone.statusBar().currentMessage() == sentence
            bubble = gone.table.bubble
            assert bubble.words.text() == sentence and not bubble.rule.isVisible()
            assert gone.turn_label.text() == sentence
    finally:
        host.stop()
