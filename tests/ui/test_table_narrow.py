"""The table takes the window's shape with 4-6 seats too.

A narrow table (the score sheet open at 1024x700, or a tall window) puts the
other seats in compact boxes in rows above the centre instead of side
columns, so the table fills the view in both directions and its text keeps
its size (tests/ui/test_table_text_fit.py measures every text at 1024x700
with the sheet open); only the cards in those boxes get smaller. Here: the
boxes' geometry, every card in its place, and a real view filling >= 85% of
its width and height at the window sizes of the issue.
"""

from __future__ import annotations

import itertools

import pytest
from table_helpers import make_table
from test_table_text_fit import SHEET_1024

from cardtable.ui.games import table_game
from cardtable.ui.table.games import phase10_model, skipbo_model
from cardtable.ui.table.layout import (
    NARROW_MIN_W,
    SCENE_H,
    SCENE_W,
    bottom_box,
    centre_rect,
    narrow,
    opponent_boxes,
    scene_width,
)
from testsupport.positions import position, seats

WIDTHS = [NARROW_MIN_W + 50 * k for k in range(12)]  # 1000 .. 1550
GRID_BOTTOM = {"phase10": phase10_model.GRID_BOTTOM, "skipbo": skipbo_model.GRID_BOTTOM}


def _overlap(a, b) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def _inside(inner, outer, slack=0.5) -> bool:
    return (inner[0] >= outer[0] - slack and inner[1] >= outer[1] - slack
            and inner[0] + inner[2] <= outer[0] + outer[2] + slack
            and inner[1] + inner[3] <= outer[1] + outer[3] + slack)


def test_the_table_follows_the_window_shape_with_four_to_six_seats():
    for players in (4, 5, 6):
        assert scene_width(players, 1.0) == NARROW_MIN_W  # score sheet open at 1024x700
        assert scene_width(players, 0.5) == NARROW_MIN_W  # narrower: the view scales down
        assert scene_width(players, 1.24) == 1250.0  # 1280x800 with the sheet open
        assert scene_width(players, 1.72) == SCENE_W  # the widest table has side columns
        assert narrow(players, 1250.0) and not narrow(players, SCENE_W)
    assert not narrow(3, 1200.0)


@pytest.mark.parametrize("game", ["phase10", "skipbo"])
@pytest.mark.parametrize("players", [4, 5, 6])
def test_compact_boxes_share_the_top_of_a_narrow_table(game, players):
    grid = GRID_BOTTOM[game]
    for width in WIDTHS:
        boxes = [r for _, r in opponent_boxes(players, 0, width, grid)]
        assert len(boxes) == players - 1
        table = (0, 0, width, SCENE_H)
        centre = centre_rect(players, width, grid)
        for i, a in enumerate(boxes):
            assert _inside(a, table) and a[1] + a[3] <= grid
            assert a[2] >= 310 and a[3] >= 170  # room for a name, a phase and a hand count
            assert not any(_overlap(a, b) for b in [*boxes[i + 1:], centre, bottom_box(width)])
        # no empty side columns: the boxes span the table's width
        assert min(b[0] for b in boxes) <= 10 and max(b[0] + b[2] for b in boxes) >= width - 10.5


@pytest.mark.parametrize("game", ["phase10", "skipbo"])
@pytest.mark.parametrize("players", [4, 5, 6])
@pytest.mark.parametrize("seed", [3, 8])
def test_every_card_of_a_narrow_table_lies_in_its_place(game, players, seed):
    rules, state = position(game, players, seed)
    obs = rules.observation(state, 0)
    build = table_game(game).build_model
    for width in (NARROW_MIN_W, 1250.0, 1550.0, SCENE_W):  # SCENE_W: side columns
        model = build(obs, seats(players), 0, 0, width=width)
        boxes = dict(opponent_boxes(players, 0, width, GRID_BOTTOM[game]))
        for card in model.cards:
            assert _inside(card.rect, (0, 0, width, SCENE_H)), card
            if card.seat in boxes:  # an opponent's card stays in its box
                assert _inside(card.rect, boxes[card.seat]), card
        for seat, box in boxes.items():
            if not narrow(players, width):
                break
            # every laid card shows its corner: a long run gets smaller cards
            laid = [c.rect for c in model.cards if c.seat == seat and c.face and c.face != "S"]
            for group in _rows_of(laid):
                for a, b in itertools.pairwise(group):
                    assert b[0] - a[0] >= 0.3 * a[2], (seat, box)
        hand = sorted((c.rect for c in model.cards if c.hand_of == 0), key=lambda r: r[0])
        for a, b in itertools.pairwise(hand):
            assert b[0] - a[0] >= a[2] * 0.6  # every hand card's index stays readable
        for button in model.buttons:
            assert not any(_overlap(button.rect, c.rect) for c in model.cards), button


def _rows_of(rects):
    """Cards lying side by side (same top), left to right."""
    rows: dict[float, list] = {}
    for r in rects:
        rows.setdefault(round(r[1], 1), []).append(r)
    return [sorted(v, key=lambda r: r[0]) for v in rows.values()]


# viewports of the table: 1024x700 and 1280x800 with the score sheet open and
# closed, 1920x1080 with the sheet open and closed (menu and status bar off;
# at 1024x700 the sheet takes SHEET_1024 by the number of players)
VIEWS = [(1022, 644), (900, 744), (1278, 744), (1344, 1024), (1918, 1024)]


@pytest.mark.parametrize("players", [2, 4, 5, 6])
@pytest.mark.parametrize("game", ["phase10", "skipbo"])
def test_the_table_fills_the_view_in_both_directions(qtbot, game, players):
    rules, state = position(game, players)
    ctl, view, _messages = make_table(qtbot, rules, state, seats(players))
    try:
        _fills(qtbot, view, players)
    finally:
        ctl.shutdown()  # its computer players must not outlive the view


def _fills(qtbot, view, players):
    port = view.viewport()
    for w, h in [(1022 - SHEET_1024[players], 644), *VIEWS]:
        view.resize(w + 2, h + 2)  # + the frame
        qtbot.waitUntil(lambda w=w, h=h: port.width() == w and port.height() == h)
        qtbot.waitUntil(lambda: view.model.width == view.table_width)
        used = view.mapFromScene(view.sceneRect()).boundingRect()
        cover_w = min(used.width(), w) / w
        cover_h = min(used.height(), h) / h
        assert min(cover_w, cover_h) >= 0.85, (w, h, cover_w, cover_h)
        assert used.left() >= -1 and used.top() >= -1  # nothing cut off at the edges
        assert used.right() <= w + 1 and used.bottom() <= h + 1
