"""A computer standing in for a missing person is seen at once: the update
that says so (the host's public table marks the seat ``stand_in``) changes
the seat's label, the table's prompt, the turn line and the bar over the
table before the computer's first move, in each language. Two real windows
over 127.0.0.1, as in ``test_network_chat``."""

from __future__ import annotations

import pytest
from network_host import CODE, HostThread
from PySide6.QtCore import Qt
from table_helpers import installed_language, patiently

from cardtable.ui.network import window_join
from cardtable.ui.network.network_bar import NetworkBar

NAMES = {"en": "Anna", "de": "Anna", "zh_TW": "小美"}
COMPUTER_FOR = {"en": "Computer for {name}", "de": "Computer für {name}", "zh_TW": "代替{name}的電腦"}
OLD_WORDS = {
    "en": ("(not connected)", "{name} is playing", "Waiting for {name}"),
    "de": ("(nicht verbunden)", "{name} ist am Zug", "Warte, bis {name}"),
    "zh_TW": ("（未連線）", "輪到 {name}", "等待 {name}"),
}


def _two_windows(qtbot, make_window, host, first: str):
    a, b = make_window(), make_window()
    for w in (a, b):
        w.resize(1024, 700)
    ctl_a = window_join.join(a, host.url, CODE, first)
    qtbot.waitUntil(lambda: ctl_a.seat is not None, timeout=5000)
    window_join.join(b, host.url, CODE, "Ben")
    qtbot.waitUntil(lambda: a.waiting_panel is not None and a.waiting_panel.start.isEnabled(), timeout=5000)
    qtbot.mouseClick(a.waiting_panel.start, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: a.table is not None and b.table is not None, timeout=5000)
    return a, b


def _seat_labels(w) -> list[str]:
    view = w.table
    return [view.label(text.kind, text.args) for text in view.model.texts if text.kind == "seat_name"]


def _prompt(w) -> str:
    view = w.table
    return next(view.label(t.kind, t.args) for t in view.model.texts if t.kind == "prompt")


@pytest.mark.parametrize("lang", ["en", "de", "zh_TW"])
def test_a_stand_in_is_seen_at_once(qtbot, make_window, lang):
    host = HostThread(grace=0.0)
    try:
        with installed_language(lang):
            name = NAMES[lang]
            a, b = _two_windows(qtbot, make_window, host, name)
            # on to Anna's turn (Ben plays his own)
            for _ in patiently():
                if a.controller.legal_actions():
                    break
                if b.controller.legal_actions():
                    seq = len(b.controller.history)
                    b.controller.request(b.controller.hint())
                    qtbot.waitUntil(lambda seq=seq: len(b.controller.history) > seq, timeout=5000)
                else:
                    qtbot.wait(10)
            assert a.controller.legal_actions()
            seat = a.controller.seat
            host.pause(seat)
            bar = b.table.viewport().findChild(NetworkBar)
            qtbot.waitUntil(lambda: bar.isVisible() and bar.stand_in.isEnabled(), timeout=5000)
            ctl = b.controller
            seen = []

            def snapshot():
                if not seen and ctl.presence(seat) == "stand_in":
                    seen.append((len(ctl.history), _seat_labels(b), _prompt(b), b.turn_label.text(),
                                 bar.isVisible(), bar.words.text()))

            ctl.state_changed.connect(snapshot)  # after the window's own slots: what it shows then
            moves = len(ctl.history)
            qtbot.mouseClick(bar.stand_in, Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda: bool(seen), timeout=5000)
            history, labels, prompt, turn, bar_shown, bar_words = seen[0]
            assert history == moves  # the computer has not moved yet: this is the moment it began
            computer = COMPUTER_FOR[lang].format(name=name)
            not_connected, playing, waiting = (w.format(name=name) for w in OLD_WORDS[lang])
            assert any(computer in label for label in labels), labels
            assert not any(not_connected in label for label in labels), labels
            assert computer in prompt and not prompt.startswith(playing), prompt
            assert computer in turn and waiting not in turn, turn
            assert not bar_shown or (computer in bar_words and waiting not in bar_words), bar_words
    finally:
        host.stop()
