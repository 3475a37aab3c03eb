"""A player who cannot see the table plays a whole game by ear.

The test presses keys (where the keyboard focus is) and decides only from what ``announce()``
said and what the table's accessible tree reports (its children's names,
descriptions and states): never from scene items or engine state. A Phase 10
game of one phase (one round) and a whole Skip-Bo game (stock of 5) against
a computer are played to their end with a simple strategy taken from the
words: Phase 10 draws, lays the phase when it can (L, then Enter in the
panel), hits a laid group when Tab finds one, else discards the first card;
Skip-Bo builds whatever Tab finds a building pile for, else discards.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cardtable.engine.registry import get_rules
from cardtable.ui.speech.announce import announcer

NAME = QAccessible.Text.Name
K = Qt.Key


class Ear:
    """The blind player's senses: the tree and the announcements; hands: keys."""

    def __init__(self, window, qtbot) -> None:
        self.window, self.qtbot = window, qtbot
        announcer().clear()

    @property
    def view(self):
        return self.window.table

    def children(self) -> list:
        iface = QAccessible.queryAccessibleInterface(self.view)
        return [iface.child(i) for i in range(iface.childCount())]

    def names(self) -> list[str]:
        return [c.text(NAME) for c in self.children()]

    def prompt(self) -> str:
        return self.names()[0]

    def focused(self) -> str:
        return next((c.text(NAME) for c in self.children() if c.state().focused), "")

    def hand(self) -> list[str]:
        return [n for n in self.names() if ", in your hand, " in n]

    def said(self) -> list[str]:
        return [text for text, _a in announcer().log]

    def over(self) -> bool:
        return self.prompt() in ("The game is over.", "The round is over: every hand lies face up.")

    def my_turn(self) -> bool:
        prompt = self.prompt()
        return not self.over() and not prompt.endswith("is playing…") and not prompt.startswith("Paused")

    def key(self, key) -> None:
        """A key press, where the keyboard focus is (as a real keyboard's)."""
        QTest.keyClick(QApplication.focusWidget() or self.window, key)

    def wait_for_turn(self) -> None:
        self.qtbot.waitUntil(lambda: self.my_turn() or self.over(), timeout=20000)
        QApplication.processEvents()

    def turns(self, most: int):
        """Each moment it is this player's turn, until the game is over (at most ``most``)."""
        for _ in range(most):
            self.wait_for_turn()
            if self.over():
                return
            yield
        raise AssertionError(self.said()[-10:])

    def focus_card(self, wanted: str) -> bool:
        """Walk the keyboard cursor (Right) to the card whose name starts so."""
        self.key(K.Key_Escape)
        for _ in range(len(self.children()) + 1):
            if self.focused().startswith(wanted):
                return True
            self.key(K.Key_Right)
        return False

    def tab_to(self, prefixes: tuple[str, ...]) -> bool:
        """Tab through the places the selected card may go until one starts so."""
        seen: set[str] = set()
        for _ in range(12):
            self.key(K.Key_Tab)
            here = self.focused()
            if here.startswith(prefixes):
                return True
            if here in seen:
                return False
            seen.add(here)
        return False

    def play(self, card: str, prefixes: tuple[str, ...]) -> bool:
        """Select ``card`` (Space) and play it on a place named so (Tab, Enter)."""
        if not self.focus_card(card):
            return False
        self.key(K.Key_Space)
        if not self.tab_to(prefixes):
            self.key(K.Key_Escape)
            return False
        before = len(self.said())
        self.key(K.Key_Return)
        self.qtbot.waitUntil(lambda: len(self.said()) > before, timeout=5000)
        return True


def _start(window, qtbot, game: str, options: dict):
    window.settings.set_ai_speed_ms(0)
    rules = get_rules(game)
    from cardtable.seats import Seat

    seats = [Seat("Ann"), Seat("Ben", "computer", "easy")]
    window.set_game(rules, rules.new_game(rules.options_from_json(options), 5), seats, seed=5,
                    options=rules.options_from_json(options))
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    window.table.setFocus()
    qtbot.waitUntil(window.table.hasFocus)


def test_a_blind_player_plays_a_round_of_phase_10_by_ear(window, qtbot):
    ear = Ear(window, qtbot)
    _start(window, qtbot, "phase10", {"players": 2, "phases": [1]})
    for _ in ear.turns(120):
        if "(D)" in ear.prompt():
            ear.key(K.Key_D)  # draw from the draw pile
            continue
        if ear.prompt().startswith("Lay down your phase"):
            before = len(ear.said())
            ear.key(K.Key_L)  # the engine finds the phase, the panel shows it
            panel = QApplication.activeModalWidget()
            if panel is not None:  # the lay-down panel: Enter once it has the keyboard
                qtbot.waitUntil(panel.isActiveWindow, timeout=5000)
                ear.key(K.Key_Return)
                qtbot.waitUntil(lambda b=before: len(ear.said()) > b, timeout=5000)
            if ear.prompt().startswith("Hit") or not ear.my_turn():
                continue
        if ear.prompt().startswith("Hit"):
            hit = False
            for card in ear.hand():
                if ear.play(card.split(",")[0], ("Group",)):
                    hit = True
                    break
            if hit:
                continue
        hand = ear.hand()
        if not hand:
            continue
        # discard the first card that is no Wild
        first = next((h for h in hand if not h.startswith("Wild")), hand[0]).split(",")[0]
        assert ear.play(first, ("Discard pile",)), (first, ear.names())
    said = ear.said()
    assert any(s.startswith("Your turn, Ann") for s in said)
    assert any("drew a card from the draw pile" in s for s in said)
    assert "Round 1 is over" in said
    assert any(s.startswith("Points this round: Ann") for s in said)
    assert any(s.startswith("Game over: ") and s.endswith(" won.") for s in said)


def test_a_blind_player_plays_a_whole_game_of_skip_bo_by_ear(window, qtbot):
    ear = Ear(window, qtbot)
    _start(window, qtbot, "skipbo", {"players": 2, "stock_size": 5})
    for _ in ear.turns(400):
        cards = [n for n in ear.names() if ", in your hand, " in n or n.startswith("Your stock pile top")
                 or (n.startswith("Your discard pile") and "empty" not in n)]
        played = False
        for card in reversed(cards):  # the piles first: the stock is what wins
            if ear.play(card.split(",")[0] if ", in your hand, " in card else card, ("Building pile",)):
                played = True
                break
        if played or ear.over() or not ear.my_turn():
            continue
        hand = ear.hand()
        if hand:
            assert ear.play(hand[0].split(",")[0], ("Your discard pile",)), ear.names()
        else:  # an empty hand is filled again on the next build
            ear.key(K.Key_E)
    said = ear.said()
    assert any(s.startswith("Your turn, Ann") for s in said)
    assert any(s.startswith("Game over: ") and s.endswith(" won.") for s in said)
