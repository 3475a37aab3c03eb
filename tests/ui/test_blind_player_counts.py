"""A player who cannot see the table plays whole two-player games of Phase 10
(one phase, Skips given) and Skip-Bo (stock of 5) by keys alone, deciding
only from what was said and the focused object's name, and counts what a
blind player would miss: refusals said without the rule's reason (goal:
none; each turn begins with a refused key: 1 before drawing in Phase 10,
the stock card on a discard pile in Skip-Bo) and turns that began without
"Your turn" (goal: none). The counts are printed (pytest -s)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from test_blind_player import Ear

from cardtable.engine.registry import get_rules
from cardtable.seats import Seat

K = Qt.Key


class Counts:
    """What the blind player counted, and what was said before the turn began."""

    def __init__(self, ear: Ear) -> None:
        self.ear = ear
        self.turns = self.silent = self.refusals = self.reasoned = self.skips = 0
        self.heard_until = 0

    def turn_begins(self) -> None:
        self.turns += 1
        said = self.ear.said()[self.heard_until:]
        self.silent += not any(s.startswith("Your turn, Ann") for s in said)

    def refused(self, keys: list, rule: str) -> None:
        """Press ``keys`` that the rules refuse; the reason must be said."""
        before = len(self.ear.said())
        for key in keys:
            self.ear.key(key)
        self.refusals += 1
        self.reasoned += any(s.startswith(f"Rule {rule}: ") for s in self.ear.said()[before:])
        self.ear.key(K.Key_Escape)

    def ends_turn(self) -> None:
        """The next move ends the turn: "Your turn" must be said after it."""
        self.heard_until = len(self.ear.said())

    def check(self) -> None:
        print(f"turns: {self.turns}, refusals: {self.refusals}, with the reason: {self.reasoned}, "
              f"turns without 'your turn': {self.silent}, Skips given: {self.skips}")
        assert self.refusals == self.turns > 0 and self.reasoned == self.refusals
        assert self.silent == 0
        assert any(s.startswith("Game over: ") and s.endswith(" won.") for s in self.ear.said())


def _start(window, qtbot, game: str, options: dict, seed: int) -> None:
    window.settings.set_ai_speed_ms(0)
    rules = get_rules(game)
    opts = rules.options_from_json(options)
    seats = [Seat("Ann"), Seat("Ben", "computer", "easy")]
    window.set_game(rules, rules.new_game(opts, seed), seats, seed=seed, options=opts)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table)  # given by the window itself


def _give_skip(ear: Ear) -> bool:
    """Space on the Skip, Tab to the opponent (or the discard pile), Enter; Enter again if it waits."""
    if not ear.focus_card("Skip"):
        return False
    ear.key(K.Key_Space)
    if not ear.tab_to(("Ben: ", "Discard pile")):
        ear.key(K.Key_Escape)
        return False
    before = len(ear.said())
    ear.key(K.Key_Return)
    if ear.prompt().startswith("Give the Skip with Enter"):
        ear.key(K.Key_Return)
    ear.qtbot.waitUntil(lambda: len(ear.said()) > before, timeout=5000)
    return any("put a Skip in front of Ben" in s for s in ear.said()[before:])


def test_a_blind_player_plays_two_handed_phase_10_and_counts(window, qtbot):
    ear = Ear(window, qtbot)
    _start(window, qtbot, "phase10", {"players": 2, "phases": [1], "take_back": True}, 2)
    count = Counts(ear)
    for _ in ear.turns(150):
        if "(D)" in ear.prompt():  # a new turn
            count.turn_begins()
            count.refused([K.Key_Escape, K.Key_1], "P10-10")  # a place before drawing: why not
            ear.key(K.Key_D)
            continue
        if any(n.startswith("Skip, in your hand") for n in ear.hand()) and len(ear.hand()) > 1:
            count.ends_turn()
            if _give_skip(ear):
                count.skips += 1
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
        count.ends_turn()
        assert ear.play(first, ("Discard pile",)), (first, ear.names())
    count.check()
    assert count.skips > 0


def test_a_blind_player_plays_skip_bo_and_counts(window, qtbot):
    ear = Ear(window, qtbot)
    _start(window, qtbot, "skipbo", {"players": 2, "stock_size": 5}, 5)
    count = Counts(ear)
    new_turn = True
    for _ in ear.turns(400):
        if new_turn:
            new_turn = False
            count.turn_begins()
            if ear.focus_card("Your stock pile top"):  # the stock card on a discard pile: why not
                count.refused([K.Key_Space, K.Key_5, K.Key_Return], "SB-13")
        cards = [n for n in ear.names() if ", in your hand, " in n or n.startswith("Your stock pile top")
                 or (n.startswith("Your discard pile") and "empty" not in n)]
        if any(ear.play(card.split(",")[0] if ", in your hand, " in card else card, ("Building pile",))
               for card in reversed(cards)):  # the piles first: the stock is what wins
            continue
        if ear.over() or not ear.my_turn():
            continue
        hand = ear.hand()
        count.ends_turn()
        new_turn = True
        if hand:
            assert ear.play(hand[0].split(",")[0], ("Your discard pile",)), ear.names()
        else:  # an empty hand is filled again on the next build
            ear.key(K.Key_E)
            new_turn = False
    count.check()
