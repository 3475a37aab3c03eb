"""A monkey at the table: thousands of random clicks, drags and keys.

Nothing may raise (pytest-qt fails the test on an exception inside a Qt
virtual method; a sys.excepthook catches the rest), and the engine state must
stay whole after every burst: every card of the deck is somewhere.
"""

from __future__ import annotations

import random
import sys

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu
from table_helpers import make_table

from cardtable.engine.registry import get_rules
from cardtable.seats import Seat

KEYS = [Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Space, Qt.Key.Key_Tab,
        Qt.Key.Key_Backtab, Qt.Key.Key_Return, Qt.Key.Key_Escape, Qt.Key.Key_D, Qt.Key.Key_L,
        Qt.Key.Key_S, Qt.Key.Key_H, Qt.Key.Key_K, Qt.Key.Key_P, Qt.Key.Key_E,
        *[getattr(Qt.Key, f"Key_{n}") for n in range(1, 10)]]
DECK = {"phase10": 108, "skipbo": 162}
EVENTS = 3000


def _new(qtbot, game, seed):
    rules = get_rules(game)
    options = ({"players": 3, "phases": [1, 2]} if game == "phase10"
               else {"players": 3, "stock_size": 5})
    state = rules.new_game(rules.options_from_json(options), seed)
    seats = [Seat("You"), Seat("A", "computer", "easy"), Seat("B", "computer", "easy")]
    return rules, *make_table(qtbot, rules, state, seats=seats, seed=seed)


def _random_point(rng, view) -> QPoint:
    port = view.viewport()
    if view.card_items and rng.random() < 0.6:
        item = rng.choice(view.card_items)
        x, y, w, h = item.spec.rect
        return view.mapFromScene(x + rng.uniform(0, w), y + rng.uniform(0, h))
    return QPoint(rng.randrange(port.width()), rng.randrange(port.height()))


def _poke(rng, view) -> None:
    port = view.viewport()
    roll = rng.random()
    popup = view.input.popup  # the Skip menu or the lay-down panel
    if isinstance(popup, QMenu) and popup.isVisible():
        acts = popup.actions()
        if acts and roll < 0.5:
            rng.choice(acts).trigger()
        popup.close()
        return
    if popup is not None and popup.isVisible():
        if roll < 0.5 and popup.ok.isEnabled():
            popup.ok.click()
        else:
            popup.reject()
        return
    if roll < 0.35:
        QTest.mouseClick(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         _random_point(rng, view))
    elif roll < 0.75:
        a, b = _random_point(rng, view), _random_point(rng, view)
        QTest.mousePress(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
        QTest.mouseMove(port, a + QPoint(rng.randrange(-20, 20), rng.randrange(-20, 20)))
        QTest.mouseMove(port, b)
        QTest.mouseRelease(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)
    elif roll < 0.78:
        QTest.mouseClick(port, Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier,
                         _random_point(rng, view))
    else:
        mods = Qt.KeyboardModifier.ShiftModifier if rng.random() < 0.15 else \
            Qt.KeyboardModifier.NoModifier
        QTest.keyClick(view, rng.choice(KEYS), mods)


@pytest.mark.parametrize("game", ["phase10", "skipbo"])
def test_monkey_never_breaks_the_table(qtbot, game):
    rng = random.Random(1234)
    errors: list = []
    old_hook = sys.excepthook
    sys.excepthook = lambda *exc: errors.append(exc)
    seed = 1
    rules, ctl, view, _ = _new(qtbot, game, seed)
    moves = 0
    try:
        view.setFocus()
        for n in range(EVENTS):
            _poke(rng, view)
            if n % 10 == 0:
                QApplication.processEvents()
            if n % 50 == 0:
                counts = rules.card_counts(ctl.state)
                assert sum(counts.values()) == DECK[game]
                assert all(v >= 0 for v in counts.values())
            if ctl.is_over():
                moves += len(ctl.history)
                ctl.shutdown()
                view.close()
                seed += 1
                rules, ctl, view, _ = _new(qtbot, game, seed)
                view.setFocus()
        moves += len(ctl.history)
        assert not errors, errors[:3]
        assert moves > 20, "the monkey should have made (and watched) real moves"
    finally:
        sys.excepthook = old_hook
        ctl.shutdown()
