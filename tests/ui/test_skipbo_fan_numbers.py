"""The buried cards of a fanned Skip-Bo discard pile show their numbers.

Only a band along the top of each buried card shows; its corner index was
cut in half and its number could not be read. Each buried number card now
carries its number in that band (``badges.band_label``): inside the band,
never on the next card, painted by the card item; every pile of up to four
cards shows all of them (a longer pile squeezed into a small box may have
bands too thin for a number), and at 1024x700 the numbers of the player's
own piles are 11 px at least, like every table text.
"""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene
from table_helpers import art

from cardtable.ui.games import table_game
from cardtable.ui.table.badges import band_label
from cardtable.ui.table.items import CardItem
from cardtable.ui.table.layout import SCENE_H, scene_width
from testsupport.positions import position, seats

SIZES = {"1024x700": (1022, 644), "1920x1080": (1920 * 0.7, 1024)}
MIN_PX = 11.0
SHORT_PILE = 4  # cards: a pile this high always shows every buried number


def buried(model):
    """The buried cards of every fanned discard pile (not the top ones)."""
    piles: dict[tuple, list] = {}
    for card in model.cards:
        if card.place is not None and card.place[0] == "pile":
            piles.setdefault(card.place, []).append(card)
    return [(place, card) for place, cards in piles.items()
            for card in sorted(cards, key=lambda c: c.z)[:-1]]


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_every_buried_number_shows_in_its_band(qapp, players, size):
    vw, vh = SIZES[size]
    rules, state = position("skipbo", players, seed=3, moves=60 * players)
    width = scene_width(players, vw / vh)
    scale = min(vw / width, vh / SCENE_H)
    model = table_game("skipbo").build_model(rules.observation(state, 0), seats(players), 0, 0,
                                             width=width)
    cards = buried(model)
    assert len(cards) >= 3  # the position has fanned piles
    heights = {place: sum(1 for p, _c in cards if p == place) + 1 for place, _c in cards}
    problems = []
    for place, card in cards:
        _pile, seat, _p = place
        if not (card.face or "").isdigit():
            continue
        _x, _y, w, _h = card.rect
        label = band_label(card.face, w, card.band)
        if label is None:
            # only a long pile squeezed into its box may hide its buried numbers
            if heights[place] <= SHORT_PILE:
                problems.append(f"seat {seat}: {card.face} in a {card.band:.0f} unit band"
                                f" of a {heights[place]}-card pile has no number")
            continue
        text, px, (lx, ly, lw, lh) = label
        if text != card.face or ly < 0 or ly + lh > card.band or lx < 0 or lx + lw > w:
            problems.append(f"seat {seat}: {text} at {(lx, ly, lw, lh)} leaves its band {card.band:.0f}")
        if seat == 0 and size == "1024x700" and px * scale < MIN_PX:
            problems.append(f"your pile: {text} is {px * scale:.1f} px")
    assert problems == []


def test_the_card_item_paints_the_number_in_the_band(qapp):
    rules, state = position("skipbo", 3, seed=3, moves=180)
    model = table_game("skipbo").build_model(rules.observation(state, 0), seats(3), 0, 0)
    card = next(c for _p, c in buried(model) if (c.face or "").isdigit())

    def picture(spec) -> QImage:
        scene = QGraphicsScene()
        item = CardItem(spec, art())
        scene.addItem(item)
        _x, _y, w, h = spec.rect
        image = QImage(int(w) + 8, int(h) + 8, QImage.Format.Format_ARGB32)
        image.fill(QColor("#1f6b3f"))
        painter = QPainter(image)
        scene.render(painter, image.rect().toRectF(), item.sceneBoundingRect().adjusted(-4, -4, 4, 4))
        painter.end()
        return image

    from dataclasses import replace

    with_band = picture(card)
    assert with_band != picture(replace(card, band=0.0))
    assert picture(replace(card, face="SB")) == picture(replace(card, face="SB", band=0.0))
