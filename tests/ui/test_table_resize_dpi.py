"""The table on every window size and at device pixel ratio 2.

A resize only rescales the scene (no rebuild, so nothing flickers) unless a
table with 2-3 seats changes its width to follow the window's shape; at
device pixel ratio 2 every card is drawn from a pixmap rendered at twice the
resolution, for the same logical sizes and places as at ratio 1.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QImage, QPainter

from cardtable.controller.game_controller import GameController
from cardtable.ui.card_art import CardArt
from cardtable.ui.table.layout import SCENE_H
from cardtable.ui.table.view import TableView
from testsupport.positions import position, seats


class RecordingArt(CardArt):
    """CardArt that notes every pixmap asked for: (logical width, ratio)."""

    def __init__(self) -> None:
        super().__init__()
        self.asked: list[tuple[int, float]] = []

    def pixmap(self, game, card, width, device_pixel_ratio=1.0):
        self.asked.append((width, float(device_pixel_ratio)))
        return super().pixmap(game, card, width, device_pixel_ratio)


@pytest.fixture
def table(qtbot):
    def make(game: str, players: int) -> TableView:
        rules, state = position(game, players)
        ctl = GameController(rules, state, seats(players), seed=3, speed_ms=0)
        view = TableView(ctl, RecordingArt())
        qtbot.addWidget(view)
        view.resize(900, 620)
        view.show()
        qtbot.waitExposed(view)
        return view

    return make


def _render(view: TableView, ratio: float) -> list[tuple[int, float]]:
    view.art.asked.clear()
    size = view.viewport().size()
    image = QImage(round(size.width() * ratio), round(size.height() * ratio),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)
    painter = QPainter(image)
    view.render(painter, QRectF(QPointF(0, 0), size.toSizeF()), view.viewport().rect())
    painter.end()
    return sorted(view.art.asked)


@pytest.mark.parametrize("game", ["phase10", "skipbo"])
def test_cards_are_rendered_at_the_device_resolution(table, game):
    view = table(game, 4)
    at_one = _render(view, 1.0)
    at_two = _render(view, 2.0)
    assert at_one and {r for _, r in at_one} == {1.0}
    assert {r for _, r in at_two} == {2.0}
    assert [w for w, _ in at_two] == [w for w, _ in at_one]  # the same logical layout


def test_a_resize_rescales_without_rebuilding_the_table(table, qtbot):
    view = table("phase10", 6)
    model = view.model
    # window shapes of one table width (a wide window: 1600); another shape
    # rebuilds the table once for its width (test_table_narrow.py)
    for w, h in ((1280, 753), (1022, 600), (700, 420)):
        view.resize(w, h)
        qtbot.waitUntil(lambda w=w: view.width() == w)
        vp = view.viewport()
        assert view.model is model  # same scene: nothing flickers
        scale = view.transform().m11()
        assert scale == pytest.approx(min(vp.width() / 1600, vp.height() / SCENE_H), rel=1e-3)


def test_a_table_with_two_seats_follows_the_window_shape(table, qtbot):
    view = table("skipbo", 2)
    view.resize(1500, 700)
    qtbot.waitUntil(lambda: view.width() == 1500)
    qtbot.waitUntil(lambda: view.model.width == view.table_width)
    wide = view.table_width
    view.resize(900, 700)
    qtbot.waitUntil(lambda: view.width() == 900)
    assert view.table_width < wide
    qtbot.waitUntil(lambda: view.model.width == view.table_width)  # rebuilt after the event
    assert view.scene().sceneRect().width() == view.table_width
