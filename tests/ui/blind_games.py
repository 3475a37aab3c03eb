"""Whole games played by a keys-only player, shared by the blind-player tests.

Why: the two-player and the three-player tests play the same way (a refused
key at the start of each turn, then draw, give Skips, lay down, hit, discard
in Phase 10; build from the stock, hand and discard piles in Skip-Bo), and
count the same things. One copy of that player keeps the tests checking the
same thing at every count of players. The player decides only from what was
said (``Ear.said``), the prompt and the focused object's name.
"""

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
        """Every turn began with a refusal said with its reason and with "Your turn"; the game ended."""
        print(f"turns: {self.turns}, refusals: {self.refusals}, with the reason: {self.reasoned}, "
              f"turns without 'your turn': {self.silent}, Skips given: {self.skips}")
        assert self.refusals == self.turns > 0 and self.reasoned == self.refusals
        assert self.silent == 0
        assert any(s.startswith("Game over: ") and s.endswith(" won.") for s in self.ear.said())


def start(window, qtbot, game: str, options: dict, seed: int, computers: tuple[str, ...]) -> None:
    """Ann against easy ``computers`` at once; the window itself gives the table the focus."""
    window.settings.set_ai_speed_ms(0)
    rules = get_rules(game)
    opts = rules.options_from_json(options)
    seats = [Seat("Ann"), *(Seat(name, "computer", "easy") for name in computers)]
    window.set_game(rules, rules.new_game(opts, seed), seats, seed=seed, options=opts)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=30000)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=30000)


def give_skip(ear: Ear, targets: tuple[str, ...]) -> bool:
    """Space on the Skip, Tab to a seat in ``targets`` (or another place
    named there), Enter; Enter again when the prompt says the chosen Skip
    waits to be given (take-backs on, three or more players). True when the
    Skip was said to be given."""
    if not ear.focus_card("Skip"):
        return False
    ear.key(K.Key_Space)
    if not ear.tab_to(targets):
        ear.key(K.Key_Escape)
        return False
    before = len(ear.said())
    ear.key(K.Key_Return)
    if ear.prompt().startswith("Give the Skip with Enter"):
        ear.key(K.Key_Return)
    ear.qtbot.waitUntil(lambda: len(ear.said()) > before, timeout=30000)
    return any(" put a Skip in front of " in s for s in ear.said()[before:])


def play_phase10(ear: Ear, count: Counts, skip_targets: tuple[str, ...], most: int = 150) -> None:
    """Ann's turns to the end of the game: 1 before drawing (refused: why not),
    D, a Skip given when held, the phase laid with L, hits, then a discard."""
    qtbot = ear.qtbot
    for _ in ear.turns(most):
        if "(D)" in ear.prompt():  # a new turn
            count.turn_begins()
            count.refused([K.Key_Escape, K.Key_1], "P10-10")  # a place before drawing: why not
            ear.key(K.Key_D)
            continue
        if any(n.startswith("Skip, in your hand") for n in ear.hand()) and len(ear.hand()) > 1:
            count.ends_turn()
            if give_skip(ear, skip_targets):
                count.skips += 1
                continue
        if ear.prompt().startswith("Lay down your phase"):
            before = len(ear.said())
            ear.key(K.Key_L)
            panel = QApplication.activeModalWidget()
            if panel is not None:
                qtbot.waitUntil(panel.isActiveWindow, timeout=30000)
                ear.key(K.Key_Return)
                qtbot.waitUntil(lambda b=before: len(ear.said()) > b, timeout=30000)
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


def play_skipbo(ear: Ear, count: Counts, most: int = 400) -> None:
    """Ann's turns to the end of the game: the stock card on a discard pile
    first (refused: why not), then builds (the piles first), then a discard."""
    new_turn = True
    for _ in ear.turns(most):
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
