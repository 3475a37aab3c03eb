"""The table uses the window well with any number of seats (QA pass).

With 2-3 seats nobody sits at the sides, so the table narrows to the
window's shape and every card stays inside it; Skip-Bo opponents' stock and
discard piles are labelled and their empty piles drawn as outlines.
"""

from __future__ import annotations

import itertools

import pytest

from cardtable.ui.games import table_game
from cardtable.ui.table.layout import (
    LARGE_CARDS,
    MIN_W,
    NARROW_MIN_W,
    SCENE_H,
    SCENE_W,
    bottom_box,
    opponent_boxes,
    scene_width,
    set_card_scale,
)
from testsupport.positions import position, seats


def _overlap(a, b) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def test_table_width_follows_the_window():
    assert scene_width(2, 1.2) == 1200.0 == scene_width(3, 1.0) == MIN_W
    assert scene_width(2, 1.4) == 1400.0
    assert scene_width(3, 2.5) == SCENE_W
    for players in (4, 5, 6):  # narrower with compact boxes (test_table_narrow.py)
        assert scene_width(players, 1.0) == NARROW_MIN_W
        assert scene_width(players, 1.8) == SCENE_W


@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("width", [MIN_W, 1400.0, SCENE_W])
def test_few_seats_share_the_whole_top(players, width):
    boxes = [r for _, r in opponent_boxes(players, 0, width)]
    used = sum(r[2] for r in boxes)
    assert used > width * 0.9  # no empty side columns
    for i, a in enumerate([*boxes, bottom_box(width)]):
        assert a[0] >= 0 and a[0] + a[2] <= width
        assert not any(_overlap(a, b) for b in boxes[i + 1:])


@pytest.fixture(params=[1.0, LARGE_CARDS], ids=["cards", "larger-cards"])
def card_scale(request):
    set_card_scale(request.param)
    yield request.param
    set_card_scale(1.0)


@pytest.mark.parametrize("game", ["phase10", "skipbo"])
@pytest.mark.parametrize("players", [2, 3])
def test_cards_stay_on_a_narrow_table_and_hand_cards_do_not_hide_each_other(game, players, card_scale):
    rules, state = position(game, players)
    obs = rules.observation(state, 0)
    build = table_game(game).build_model
    model = build(obs, seats(players), 0, 0, width=MIN_W)
    assert model.width == MIN_W
    for c in model.cards:
        x, y, w, h = c.rect
        assert x >= 0 and x + w <= MIN_W and y >= 0 and y + h <= SCENE_H, c
    hand = sorted((c.rect for c in model.cards if c.hand_of == 0), key=lambda r: r[0])
    for a, b in itertools.pairwise(hand):
        assert b[0] - a[0] >= a[2] * 0.6  # every card's index stays readable
    for button in model.buttons:
        assert not any(_overlap(button.rect, r) for r in hand), button


def test_skipbo_discard_piles_are_labelled_and_empty_piles_outlined():
    rules, state = position("skipbo", 3)
    obs = rules.observation(state, 0)
    model = table_game("skipbo").build_model(obs, seats(3), 0, 0)
    kinds = [t.kind for t in model.texts]
    assert kinds.count("discard_piles") == 3  # one caption per seat, one's own too
    # under every stock pile its count: the own with the pile's name, the others short
    assert kinds.count("stock_label") == 1 and kinds.count("stock_left") == 2
    empty = sum(1 for s in (1, 2) for pile in obs.seats[s].discards if not pile)
    empty += 4 * 2 - sum(len(obs.seats[s].discards) for s in (1, 2))
    assert len(model.outlines) == empty


@pytest.mark.parametrize("players", [2, 4, 6])
@pytest.mark.parametrize("game", ["phase10", "skipbo"])
def test_larger_cards_make_the_hand_and_the_piles_larger(game, players):
    """The "Larger cards" preference: the viewing seat's hand and the piles in
    the middle grow (by up to ``LARGE_CARDS``), on the table's widest and
    narrowest shapes; nothing leaves the table (the texts: test_table_text_fit)."""
    rules, state = position(game, players)
    obs = rules.observation(state, 0)
    build = table_game(game).build_model
    for width in (SCENE_W, NARROW_MIN_W if players > 3 else MIN_W):
        normal = build(obs, seats(players), 0, 0, width=width)
        set_card_scale(LARGE_CARDS)
        try:
            large = build(obs, seats(players), 0, 0, width=width)
        finally:
            set_card_scale(1.0)

        def hand(model):
            return [c.rect[2] for c in model.cards if c.hand_of == 0]

        def piles(model):
            return [c.rect[2] for c in model.cards if c.seat is None and c.hand_of is None]

        assert min(hand(large)) >= 1.2 * max(hand(normal)), width
        assert min(piles(large)) >= 1.1 * max(piles(normal)), width
        for c in large.cards:
            x, y, w, h = c.rect
            assert x >= 0 and x + w <= width and y >= 0 and y + h <= SCENE_H, c
