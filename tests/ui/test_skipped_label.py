""""skipped this turn" goes when that player's next real turn comes.

Six players (Mum and five computers), seed 32, Mum plays the hints: a
computer is skipped, and its next real turn comes before Mum acts again;
while it plays, its box must not say it is skipped. Through the real window.
"""

from __future__ import annotations

from cardtable.engine.registry import get_rules
from cardtable.seats import Seat


def _skipped_boxes(view) -> set[int]:
    """The seats whose box shows the "skipped this turn" line."""
    seats = set()
    for text in view.model.texts:
        if text.kind != "skipped_marker":
            continue
        x, y = text.rect[0], text.rect[1]
        for box in view.model.boxes:
            bx, by, bw, bh = box.rect
            if bx <= x <= bx + bw and by <= y <= by + bh:
                seats.add(box.seat)
    return seats


def test_skipped_label_goes_on_that_players_next_turn(window, qtbot):
    rules = get_rules("phase10")
    options = rules.options_from_json({"players": 6})
    seats = [Seat("Mum")] + [Seat(f"Computer {i}", "computer", "easy") for i in range(1, 6)]
    window.settings.set_ai_speed_ms(0)
    ctl = window.set_game(rules, rules.new_game(options, 32), seats, seed=32, options=options)
    view = window.table
    stale: list[tuple] = []
    shown: list[int] = []

    def look() -> None:
        seat = ctl.current_seat()
        marked = _skipped_boxes(view)
        shown.extend(marked)
        if seat is not None and not ctl.round_held() and seat in marked:
            stale.append((len(ctl.history), seat))

    ctl.state_changed.connect(look)
    while len(ctl.history) < 70 and not ctl.is_over():
        qtbot.waitUntil(lambda: ctl.is_viewers_turn() or ctl.round_held() or ctl.is_over(),
                        timeout=20000)
        if ctl.round_held():
            ctl.continue_round()
        elif ctl.is_viewers_turn():
            assert ctl.request(ctl.hint()) is None
    assert shown, "somebody was skipped (the label was shown)"
    assert stale == [], "a seat on its real turn still said 'skipped this turn'"
