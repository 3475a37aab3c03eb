"""A player who cannot see the table plays a Phase 10 round against two
computers by keys alone, deciding only from what was said and the table's
accessible tree, and gives every Skip it draws (take-backs allowed: the Skip
is chosen for a seat, then given with Enter). Counted: turns that began
without "Your turn" (none), refusals said without the rule's reason (none:
before each draw the player presses 1 and must hear why not), Skips given."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from test_blind_player import Ear

from cardtable.engine.registry import get_rules
from cardtable.seats import Seat

K = Qt.Key
SEATS = ("Ben: ", "Cy: ")


def _start(window, qtbot) -> None:
    window.settings.set_ai_speed_ms(0)
    rules = get_rules("phase10")
    options = rules.options_from_json({"players": 3, "phases": [1], "take_back": True})
    seats = [Seat("Ann"), Seat("Ben", "computer", "easy"), Seat("Cy", "computer", "easy")]
    window.set_game(rules, rules.new_game(options, 2), seats, seed=2, options=options)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    window.table.setFocus()
    qtbot.waitUntil(window.table.hasFocus)


def _give_skip(ear: Ear) -> bool:
    """Space on the Skip, Tab to an opponent's seat, Enter chooses, Enter gives."""
    if not ear.focus_card("Skip"):
        return False
    ear.key(K.Key_Space)
    if not ear.tab_to(SEATS):
        ear.key(K.Key_Escape)
        return False
    ear.key(K.Key_Return)  # chosen: it waits in front of that seat
    if not ear.prompt().startswith("Give the Skip with Enter"):
        return False
    before = len(ear.said())
    ear.key(K.Key_Return)  # given
    ear.qtbot.waitUntil(lambda: len(ear.said()) > before, timeout=5000)
    return True


def test_a_blind_player_plays_three_handed_phase_10_and_gives_skips(window, qtbot):
    ear = Ear(window, qtbot)
    _start(window, qtbot)
    silent_turns, refusals, reasoned, skips = 0, 0, 0, 0
    heard_until = 0  # what was said before the current turn began
    for _ in ear.turns(150):
        if "(D)" in ear.prompt():  # a new turn: it was said
            said = ear.said()[heard_until:]
            if not any(s.startswith("Your turn, Ann") for s in said):
                silent_turns += 1
            before = len(ear.said())
            ear.key(K.Key_1)  # a place for a card before drawing: refused, with the reason
            refusals += 1
            reasoned += any(s.startswith("Rule P10-10: ") for s in ear.said()[before:])
            ear.key(K.Key_Escape)
            ear.key(K.Key_D)
            continue
        holds_skip = any(n.startswith("Skip, in your hand") for n in ear.hand()) and len(ear.hand()) > 1
        if holds_skip and _give_skip(ear):
            skips += 1
            heard_until = len(ear.said())
            continue
        if ear.prompt().startswith("Lay down your phase"):
            before = len(ear.said())
            ear.key(K.Key_L)
            panel = QApplication.activeModalWidget()
            if panel is not None:
                qtbot.waitUntil(panel.isActiveWindow, timeout=5000)
                ear.key(K.Key_Return)
                qtbot.waitUntil(lambda b=before: len(ear.said()) > b, timeout=5000)
            if not ear.my_turn() or ear.prompt().startswith("Hit"):
                continue
        if ear.prompt().startswith("Hit") and any(
                ear.play(card.split(",")[0], ("Group",)) for card in ear.hand()):
            continue
        hand = ear.hand()
        if not hand:
            continue
        first = next((h for h in hand if not h.startswith(("Wild", "Skip"))), hand[0]).split(",")[0]
        assert ear.play(first, ("Discard pile",)), (first, ear.names())
        heard_until = len(ear.said())
    assert refusals > 0 and reasoned == refusals, (reasoned, refusals)
    assert silent_turns == 0
    assert skips > 0  # the deal of seed 2 gives Ann a Skip
    assert any(s.startswith("Game over: ") and s.endswith(" won.") for s in ear.said())
    print(f"turns refused before drawing: {refusals}, with the reason: {reasoned}, "
          f"turns without 'your turn': {silent_turns}, Skips given by keys: {skips}")
