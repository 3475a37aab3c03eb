"""``announce()``: one sentence once in a moment, paced polite lines, each
still said, the accessibility event sent with its politeness; and what the
window says: moves, "your turn" after them, refusals, the privacy hand-over."""

from __future__ import annotations

from types import SimpleNamespace

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication

from cardtable.ui.speech import announce as announce_module
from cardtable.ui.speech.announce import Announcer, announcer, pace_for_speed


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def fresh(qtbot) -> tuple[Announcer, Clock]:
    a = Announcer()
    clock = Clock()
    a.clock = clock
    return a, clock


def texts(a: Announcer) -> list[str]:
    return [t for t, _assertive in a.log]


def test_the_same_sentence_is_said_once_in_a_moment(qtbot):
    a, clock = fresh(qtbot)
    a.announce("Ben discarded red 7")
    a.announce("Ben  discarded red 7 ")  # the same words
    assert texts(a) == ["Ben discarded red 7"]
    clock.now += 2.0  # a moment later: said again
    a.announce("Ben discarded red 7")
    a.announce("Your turn, Ann", assertive=True)
    a.announce("Your turn, Ann", assertive=True)  # reported twice at once: said once
    a.announce("Ben discarded red 7")  # another sentence came between: said
    a.announce("Your hand: 3, 7", repeat=True)
    a.announce("Your hand: 3, 7", repeat=True)  # asked for again (a read key): said again
    a.announce("")  # nothing to say
    assert texts(a) == ["Ben discarded red 7", "Ben discarded red 7", "Your turn, Ann",
                        "Ben discarded red 7", "Your hand: 3, 7", "Your hand: 3, 7"]


def test_polite_lines_wait_for_the_pace_and_each_is_still_said(qtbot):
    a, _clock = fresh(qtbot)
    a.pace_ms = pace_for_speed(800)
    assert a.pace_ms == 400 and pace_for_speed(0) == 0 and pace_for_speed(60000) == 1000
    for n in range(4):
        a.announce(f"move {n}")
    assert texts(a) == ["move 0"] and a.waiting() == ["move 1", "move 2", "move 3"]
    a.announce("Your turn", assertive=True, in_turn=True)  # after the moves before it
    a.announce("That does not go there.", assertive=True)  # a refusal: at once
    assert texts(a) == ["move 0", "That does not go there."]
    while a.waiting():
        a.release()  # what the pacing timer does
    assert texts(a) == ["move 0", "That does not go there.", "move 1", "move 2", "move 3", "Your turn"]
    assert [assertive for _t, assertive in a.log] == [False, True, False, False, False, True]
    a.pace_ms = 0  # instant: nothing waits
    a.announce("x")
    a.announce("y")
    assert texts(a)[-2:] == ["x", "y"] and a.waiting() == []


def test_an_announcement_event_goes_out_with_its_politeness(qtbot, monkeypatch):
    sent = []
    stub = SimpleNamespace(AnnouncementPoliteness=QAccessible.AnnouncementPoliteness, isActive=lambda: False,
                           updateAccessibility=lambda event: sent.append(
                               (event.message(), event.politeness(), event.object())))
    monkeypatch.setattr(announce_module, "_accessible", lambda: stub)
    a, _clock = fresh(qtbot)
    source = Announcer()  # any QObject: the window in the app
    a.set_source(source)
    said = []
    a.said.connect(lambda text, assertive: said.append((text, assertive)))
    a.announce("Ben went out")
    a.announce("It is not your turn.", assertive=True)
    polite = QAccessible.AnnouncementPoliteness
    assert sent == [("Ben went out", polite.Polite, source), ("It is not your turn.", polite.Assertive, source)]
    assert said == [("Ben went out", False), ("It is not your turn.", True)]


def _said() -> list[str]:
    return [t for t, _a in announcer().log]


def test_moves_then_your_turn_refusals_and_the_hand_over_are_said(window, start_game, qtbot):
    announcer().clear()
    ctl = start_game("phase10", ["human", "computer"])
    view = window.table
    window.activateWindow()
    view.setFocus()
    qtbot.waitUntil(lambda: "Your turn, P0" in _said(), timeout=60000)
    # a refusal is said at once, as the bubble shows it (L before drawing)
    qtbot.keyClick(view, Qt.Key.Key_L)
    refusal = window.statusBar().currentMessage()
    assert refusal and announcer().log[-1] == (refusal, True)
    # no place for a card before drawing: the engine's reason is said
    qtbot.keyClick(view, Qt.Key.Key_Space)
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    assert announcer().log[-1] == (
        "Rule P10-10: Draw a card first: from the draw pile or the discard pile.", True)
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    # a hint (H) names its move
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=30000)
    qtbot.keyClick(view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: announcer().log[-1][0].startswith("Hint: "), timeout=60000)
    hint, assertive = announcer().log[-1]
    assert assertive and hint.endswith(". Press Enter to make it.") and "pile" in hint, hint
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    # the computer's moves are said, then "your turn"
    qtbot.keyClick(view, Qt.Key.Key_D)
    before = len(_said())
    ctl.request(next(a for a in ctl.legal_actions() if type(a).__name__ == "Discard"))
    qtbot.waitUntil(lambda: ctl.current_seat() == 0 and "Your turn, P0" in _said()[before:], timeout=60000)
    after = _said()[before:]
    assert after[0].startswith("P0 discarded")
    assert any(s.startswith("P1 discarded") for s in after)
    assert after.index("Your turn, P0") > max(i for i, s in enumerate(after) if s.startswith("P1 "))


def test_the_privacy_hand_over_is_said_assertively(window, start_game, qtbot):
    announcer().clear()
    start_game("phase10", ["human", "human"])
    qtbot.waitUntil(window.privacy.isVisible, timeout=30000)
    assert (window.privacy.message.text(), True) in announcer().log
    assert any(t.startswith("Pass to P0") for t, a in announcer().log if a)
    assert QApplication.instance() is not None
