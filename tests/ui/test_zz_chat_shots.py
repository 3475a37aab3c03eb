import pytest
from PySide6.QtCore import Qt
from table_helpers import installed_language
from test_network_chat import HostThread, _two_windows, _on_turn, _bar, _seat_labels, _notes


@pytest.mark.parametrize("lang", ["en", "de", "zh_TW"])
def test_shots(qtbot, make_window, lang):
    host = HostThread(grace=30.0)
    try:
        with installed_language(lang):
            a, b = _two_windows(qtbot, make_window, host, name_b="Oma")
            qtbot.wait(200)
            a.move_log.chat_box.line.setText("Hello Oma, shall we?")
            a.move_log.chat_box.send()
            qtbot.waitUntil(lambda: len(_notes(b)) == 1, timeout=5000)
            b.move_log.chat_box.react("nice")
            qtbot.waitUntil(lambda: len(_notes(a)) == 2, timeout=5000)
            qtbot.waitUntil(lambda: _on_turn((a, b)) is not None, timeout=10000)
            gone = _on_turn((a, b))
            other = b if gone is a else a
            host.pause(gone.controller.seat)
            bar = _bar(other)
            qtbot.waitUntil(lambda: bar.isVisible(), timeout=5000)
            qtbot.waitUntil(lambda: _bar(gone).isVisible(), timeout=5000)
            qtbot.wait(300)
            other.grab().save(f"/tmp/chat/waiting-{lang}.png")
            gone.grab().save(f"/tmp/chat/lost-{lang}.png")
            # grace over: force it for the picture
            other.controller._stand_in_at.clear()
            bar.refresh()
            qtbot.wait(100)
            other.grab().save(f"/tmp/chat/standin-button-{lang}.png")
            host.table._grace = 0
            qtbot.mouseClick(bar.stand_in, Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda: any(("(" in t or "（" in t) and ("stands" in t or "vertreten" in t or "代打" in t) for t in _seat_labels(other)), timeout=10000)
            qtbot.wait(300)
            other.grab().save(f"/tmp/chat/standing-in-{lang}.png")
    finally:
        host.stop()
