"""The table's accessible tree: its cards, piles, groups and seats are named
children with states; the keyboard cursor moves the accessibility focus
(a Focus event for the focused child); another seat's cards are never named."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible

from cardtable.ui.table import accessible
from cardtable.ui.table.games.phase10_cards import card_name

NAME, DESCRIPTION = QAccessible.Text.Name, QAccessible.Text.Description


def tree(view) -> list:
    iface = QAccessible.queryAccessibleInterface(view)
    assert iface is not None and iface.text(NAME).startswith("Card table")  # ": Phase 10" in a window
    kids = [iface.child(i) for i in range(iface.childCount())]
    for i, kid in enumerate(kids):
        assert kid.isValid() and kid.parent() is iface and iface.indexOfChild(kid) == i
    return kids


def named(kids, pattern: str) -> list:
    return [k for k in kids if re.fullmatch(pattern, k.text(NAME))]


def _phase10(window, qtbot):
    from cardtable.engine.registry import get_rules
    from cardtable.seats import Seat

    window.settings.set_ai_speed_ms(0)
    rules = get_rules("phase10")
    options = rules.options_from_json({"players": 2})
    ctl = window.set_game(rules, rules.new_game(options, 5), [Seat("Ann"), Seat("Mama", "computer", "easy")],
                          seed=5, options=options)
    qtbot.waitUntil(lambda: ctl.current_seat() == 0)
    window.activateWindow()
    window.table.setFocus()
    qtbot.waitUntil(window.table.hasFocus)
    return ctl, window.table


def test_cards_piles_and_seats_are_named_children(window, qtbot):
    ctl, view = _phase10(window, qtbot)
    kids = tree(view)
    hand = ctl.rules.observation(ctl.state, 0).hand
    cards = named(kids, r".+, in your hand, \d+ of 10")
    assert len(cards) == 10
    assert sorted(k.text(NAME).split(",")[0] for k in cards) == sorted(card_name(c) for c in hand)
    assert all(k.role() == QAccessible.Role.ListItem for k in cards)
    assert [k.text(NAME).split(", in your hand, ")[1] for k in cards] == [f"{n} of 10" for n in range(1, 11)]
    assert len(named(kids, r"Discard pile, top \w+ \d+, 1 card|Discard pile, top (Wild|Skip), 1 card")) == 1
    assert len(named(kids, r"Draw pile, \d+ cards")) == 1
    assert named(kids, r"Mama: 10 cards, phase 1, score 0") and named(kids, r"Ann: 10 cards, phase 1, score 0")
    assert any(k.role() == QAccessible.Role.Button for k in kids)
    # no hidden information: Mama's cards appear by count only
    names = " | ".join(k.text(NAME) for k in kids if ", in your hand, " not in k.text(NAME))
    mama = ctl.rules.observation(ctl.state, 1).hand
    discard = ctl.rules.observation(ctl.state, 0).discard_top
    assert not [c for c in mama if card_name(c) in names and c != discard]


def test_the_keyboard_cursor_moves_the_accessible_focus_and_states(window, qtbot, monkeypatch):
    _ctl, view = _phase10(window, qtbot)
    events: list[tuple[str, str]] = []

    class Spy(QAccessible):  # a screen reader listening: events are sent and recorded
        @staticmethod
        def isActive() -> bool:
            return True

        @staticmethod
        def updateAccessibility(event) -> None:
            iface = event.accessibleInterface()
            events.append((event.type().name, iface.text(NAME) if iface is not None else ""))

    monkeypatch.setattr(accessible, "QAccessible", Spy)
    kids = tree(view)
    first = kids[1]
    assert first.state().focused and first.state().focusable
    assert QAccessible.queryAccessibleInterface(view).focusChild() is first
    qtbot.keyClick(view, Qt.Key.Key_D)  # draw: the hand grows to 11
    kids = tree(view)
    assert len(named(kids, r".+, in your hand, \d+ of 11")) == 11
    events.clear()
    qtbot.keyClick(view, Qt.Key.Key_Right)
    second = tree(view)[2]
    assert second.state().focused and not tree(view)[1].state().focused
    assert ("Focus", second.text(NAME)) in events
    qtbot.keyClick(view, Qt.Key.Key_Space)  # select it
    assert second.state().selected and second.state().selectable
    qtbot.keyClick(view, Qt.Key.Key_Tab)  # the first place it may go
    kids = tree(view)
    focused = [k for k in kids if k.state().focused]
    assert len(focused) == 1 and focused[0].text(NAME).startswith("Discard pile, top ")
    assert focused[0].text(DESCRIPTION) == "A place for the selected cards"
    assert ("Focus", focused[0].text(NAME)) in events
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert not any(k.text(DESCRIPTION) for k in tree(view))


def test_a_move_renames_the_children(window, qtbot):
    _ctl, view = _phase10(window, qtbot)
    before = [k.text(NAME) for k in tree(view)]
    qtbot.keyClick(view, Qt.Key.Key_D)
    after = [k.text(NAME) for k in tree(view)]
    assert any(n.startswith("Draw pile, ") for n in before)
    drawn = [n for n in after if n.startswith("Draw pile, ")]
    assert drawn and drawn[0] not in before  # one card fewer on the pile
    assert before[0] != after[0]  # the prompt: now lay down or discard
