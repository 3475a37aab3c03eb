"""The graphics items of the table: cards, drop zones, seat boxes, labels, buttons.

Every item is a ``QGraphicsRectItem`` with fixed bounds, so Qt answers
``boundingRect`` in C++, and cards, labels, frames and outlines paint from a
device-resolution cache: a repaint makes (almost) no call into Python, each
of which would wait for the interpreter lock while a computer thinks. A card paints a pixmap from ``CardArt`` rendered at exactly
the size it has on screen (scene size x view scale x device pixel ratio), so
it is crisp at any window size and DPI while a repaint only blits. With
high contrast (the "High-contrast cards" preference, ``set_high_contrast``)
legal targets, the chosen and the focused card get wide outlines with a
black edge, visible on the felt and on any card.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QPainter,
    QPainterPath,
    QPen,
    QStaticText,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem

from cardtable.ui.table.badges import BADGE_PX, badge_rect, badge_text, band_label
from cardtable.ui.table.layout import ButtonSpec, CardSpec, SeatBox, TextSpec, ZoneSpec
from cardtable.ui.table.text_fit import fit_text, table_font

__all__ = ["ButtonItem", "CardItem", "LabelItem", "OutlineItem", "TurnFrameItem", "ZoneItem", "table_font"]

GOLD = QColor("#ffd54a")
FOCUS = QColor("#4fc3ff")
LEGAL = QColor("#7CFC9a")
HINT = QColor("#ff9f1c")
MOVED = QColor("#f48fff")  # the computers' last moves
HINT_DARK = QColor("#3a1d00")  # the dark line inside a hint's bright one
EDGE = QColor("#000000")  # the dark edge of a high-contrast outline
_contrast = [False]


def set_high_contrast(on: bool) -> None:
    """Wide outlines with a black edge from the next paint on (the window
    refreshes the table after changing it)."""
    _contrast[0] = bool(on)


def high_contrast() -> bool:
    return _contrast[0]


def _outline(painter: QPainter, rect: QRectF, radius: float, pen: QPen) -> None:
    """``pen`` around ``rect``; with high contrast twice as wide over a black
    edge, so it shows on green felt, a white card and a yellow one alike."""
    painter.setBrush(Qt.BrushStyle.NoBrush)
    if _contrast[0]:
        edge = QPen(EDGE, pen.widthF() * 2 + 4)
        painter.setPen(edge)
        painter.drawRoundedRect(rect, radius, radius)
        pen = QPen(pen)
        pen.setWidthF(pen.widthF() * 2)
    painter.setPen(pen)
    painter.drawRoundedRect(rect, radius, radius)


#: How far a hinted card is lifted, and the room its glow needs (scene units).
HINT_LIFT = 22.0
HINT_MARGIN = 18.0


def paint_hint(painter: QPainter, rect: QRectF, radius: float, glow: float) -> None:
    """The hint's look, not by colour alone: a wide soft halo (wider while
    it pulses, ``glow`` 0..1), a thick bright outline and a dark line
    inside it, so it stands out on the felt and on any card."""
    painter.setBrush(Qt.BrushStyle.NoBrush)
    spread = 8.0 + 8.0 * glow
    for k, alpha in ((1.0, 60), (0.66, 90), (0.33, 130)):
        halo = QColor(HINT)
        halo.setAlpha(alpha)
        painter.setPen(QPen(halo, 2 * spread * k))
        painter.drawRoundedRect(rect, radius, radius)
    painter.setPen(QPen(QColor("#ffe9a8") if glow > 0.5 else HINT, 7))
    painter.drawRoundedRect(rect, radius, radius)
    painter.setPen(QPen(HINT_DARK, 2))
    inner = rect.adjusted(4.5, 4.5, -4.5, -4.5)
    painter.drawRoundedRect(inner, max(1.0, radius - 4), max(1.0, radius - 4))

class _FixedItem(QGraphicsRectItem):
    """An item whose bounds never change: Qt's own ``QGraphicsRectItem``
    answers ``boundingRect`` in C++, so a repaint needs no Python call for it
    (each such call waits for the interpreter lock while a computer thinks)."""

    def _fix(self, rect: QRectF, margin: float) -> None:
        self.setPen(QPen(Qt.PenStyle.NoPen))
        self.setRect(rect.adjusted(-margin, -margin, margin, margin))


class CardItem(_FixedItem):
    """One card; ``spec`` says which, where, and what dragging it means."""

    def __init__(self, spec: CardSpec, art, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.spec = spec
        self._art = art
        x, y, w, h = spec.rect
        self._w, self._h = w, h
        self._margin = 10.0 if _contrast[0] else 4.0  # room for the outlines around the card
        self._fix(QRectF(0, 0, w, h), self._margin)
        self.home = QPointF(x, y)
        self.setPos(self.home)
        self.setZValue(spec.z)
        self.selected = False
        self.focused = False
        self.hinted = False
        self.glow = 0.0  # the hint's pulse (0..1)
        self.moved = False  # moved in the computers' last turn (``recent.py``)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        # painted once into a cache at device resolution; a repaint (another card
        # flying over it) is then a blit without a call into Python
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    @property
    def face_up(self) -> bool:
        return self.spec.face is not None

    def card_rect(self) -> QRectF:
        return QRectF(0, 0, self._w, self._h)

    def set_flags(self, *, selected: bool | None = None, focused: bool | None = None,
                  hinted: bool | None = None, moved: bool | None = None) -> None:
        if moved is not None:
            self.moved = moved
        if selected is not None:
            self.selected = selected
        if focused is not None:
            self.focused = focused
        if hinted is not None and hinted != self.hinted:
            self.hinted = hinted
            # lifted out of the row with room for the glow (only while hinted:
            # a larger cache for every card would cost memory)
            self._fix(QRectF(0, 0, self._w, self._h), HINT_MARGIN if hinted else self._margin)
            # a hand card only: a lifted pile card covered the words above the pile
            lifted = self.home - QPointF(0, HINT_LIFT if self.spec.hand_of is not None else 0.0)
            if hinted and self.pos() == self.home:
                self.setPos(lifted)
            elif not hinted and self.pos() == lifted:
                self.setPos(self.home)
        self.update()

    def set_glow(self, glow: float) -> None:
        self.glow = glow
        if self.hinted:
            self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if self.hinted:  # under the card: the halo shows around it
            paint_hint(painter, QRectF(-3, -3, self._w + 6, self._h + 6), 9, self.glow)
        t = painter.worldTransform()
        dev = painter.device()
        dpr = dev.devicePixelRatioF() if dev is not None else 1.0
        name = self.spec.face if self.spec.face is not None else "back"
        if t.m12() == 0 and t.m21() == 0 and t.m11() > 0:
            # scale + translate only: blit a pixmap of the on-screen size 1:1
            width = max(4, min(2048, round(self._w * t.m11())))
            pixmap = self._art.pixmap(self.spec.game, name, width, dpr)
            at = t.map(QPointF(0, 0))
            painter.save()
            painter.resetTransform()
            painter.drawPixmap(QPointF(round(at.x()), round(at.y())), pixmap)
            painter.restore()
        else:
            painter.save()
            self._art.paint(painter, self.card_rect(), self.spec.game, name)
            painter.restore()
        if self.spec.badge:
            self._paint_badge(painter)
        if self.spec.band:
            self._paint_band_label(painter)
        if self.moved and not (self.selected or self.focused or self.hinted):
            painter.setPen(QPen(MOVED, 3, Qt.PenStyle.DotLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(-2, -2, self._w + 4, self._h + 4), 8, 8)
        if self.hinted:  # the outline again over the card's own edge
            painter.setPen(QPen(HINT, 5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(-2, -2, self._w + 4, self._h + 4), 8, 8)
        if self.selected or self.focused:
            colour = GOLD if self.selected else FOCUS
            pen = QPen(colour, 4 if self.selected else 3)
            if self.focused and not self.selected:
                pen.setStyle(Qt.PenStyle.DashLine)
            _outline(painter, QRectF(-2, -2, self._w + 4, self._h + 4), 8, pen)

    def _paint_badge(self, painter: QPainter) -> None:
        # on the left strip, below the corner index: the layout keeps it
        # uncovered in an overlapped row (badges.badge_room)
        badge = self.spec.badge or ""
        rect = QRectF(*badge_rect(badge, self._w, self._h))
        painter.setPen(QPen(QColor("#222"), 1.5))
        painter.setBrush(QColor("#fffbe6"))
        painter.drawRoundedRect(rect, 4, 4)
        painter.setFont(table_font(BADGE_PX, True))
        painter.setPen(QColor("#111"))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, badge_text(badge, self._w))


    def _paint_band_label(self, painter: QPainter) -> None:
        # the number of a buried card of a fanned pile, in its visible band
        label = band_label(self.spec.face, self._w, self.spec.band)
        if label is None:
            return
        text, size, (x, y, w, h) = label
        rect = QRectF(x, y, w, h)
        painter.setPen(QPen(QColor("#222"), 1.0))
        painter.setBrush(QColor("#fffbe6"))
        painter.drawRoundedRect(rect, 4, 4)
        painter.setFont(table_font(size, True))
        painter.setPen(QColor("#111"))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


class ZoneItem(_FixedItem):
    """A drop target: an outlined place that lights up when a drop there is legal."""

    def __init__(self, spec: ZoneSpec) -> None:
        super().__init__()
        self.spec = spec
        x, y, w, h = spec.rect
        self.setPos(x, y)
        self._rect = QRectF(0, 0, w, h)
        self._margin = 8.0 if _contrast[0] else 3.0
        self._fix(self._rect, self._margin)
        self.setZValue(spec.z)
        self.legal = False
        self.focused = False
        self.hinted = False
        self.glow = 0.0  # the hint's pulse (0..1)
        self._lit(False)

    def _lit(self, lit: bool) -> None:
        # an idle zone draws nothing: Qt then skips it without a call into Python
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, not lit)

    def set_state(self, *, legal: bool | None = None, focused: bool | None = None,
                  hinted: bool | None = None) -> None:
        was_lit = self.legal or self.focused or self.hinted
        lit_area = self.sceneBoundingRect()
        if legal is not None:
            self.legal = legal
        if focused is not None:
            self.focused = focused
        if hinted is not None and hinted != self.hinted:
            self.hinted = hinted
            self._fix(self._rect, HINT_MARGIN if hinted else self._margin)
        lit = self.legal or self.focused or self.hinted
        self._lit(lit)
        scene = self.scene()
        if was_lit and not lit and scene is not None:
            # Qt never repaints an item without contents, so the light of a
            # zone gone dark stayed on the screen after a drag: the scene
            # repaints the area it lit
            scene.update(lit_area)
        else:
            self.update()

    def set_glow(self, glow: float) -> None:
        self.glow = glow
        if self.hinted:
            self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        # the idle outline is an OutlineItem under it
        if not (self.legal or self.focused or self.hinted):
            return
        kind = self.spec.kind
        if self.hinted:
            fill = QColor(HINT)
            fill.setAlpha(40)
            painter.setBrush(fill)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawRoundedRect(self._rect, 10, 10)
            paint_hint(painter, self._rect, 10, self.glow)
            return
        pen = QPen(FOCUS, 5, Qt.PenStyle.DashLine) if self.focused else QPen(LEGAL, 5)
        painter.setPen(pen)
        fill = QColor(LEGAL if self.legal else QColor(0, 0, 0))
        fill.setAlpha((90 if _contrast[0] else 50) if self.legal else 25)
        painter.setBrush(fill if kind != "seat" else Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(self._rect, 10, 10)
        if _contrast[0]:
            _outline(painter, self._rect, 10, pen)


def paint_seat_box(painter: QPainter, box: SeatBox) -> None:
    """The quiet frame of one seat (drawn into the cached background; the
    gold frame of the seat on turn is a ``TurnFrameItem`` on top, so a new
    turn repaints two frames, not the whole background)."""
    x, y, w, h = box.rect
    painter.setPen(QPen(QColor(255, 255, 255, 45), 2))
    painter.setBrush(QColor(0, 0, 0, 30))
    painter.drawRoundedRect(QRectF(x, y, w, h), 14, 14)


class TurnFrameItem(_FixedItem):
    """The gold frame of the seat on turn, over its quiet frame in the background."""

    def __init__(self, box: SeatBox) -> None:
        super().__init__()
        x, y, w, h = box.rect
        self.setPos(x, y)
        self._rect = QRectF(0, 0, w, h)
        self._fix(self._rect, 4)
        self.setZValue(-5)  # under every card, zone light and label
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # a blit per paint

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setPen(QPen(GOLD, 5))
        painter.setBrush(QColor(255, 255, 255, 30))  # lighter than the quiet frame's shade
        painter.drawRoundedRect(self._rect, 14, 14)


#: Drop zones without an idle outline: they light up only while a drop is legal.
QUIET_ZONES = frozenset({"seat", "group"})


class OutlineItem(_FixedItem):
    """The quiet dashed outline of a drop place (radius 10) or of somebody
    else's empty pile (radius 6). An item, not part of the background: piles
    grow and empty all the time, and the background is redrawn whole."""

    def __init__(self, rect: tuple, radius: float) -> None:
        super().__init__()
        x, y, w, h = rect
        self.setPos(x, y)
        self._rect = QRectF(0, 0, w, h)
        self._fix(self._rect, 2)
        self._radius = radius
        self.setZValue(-4)  # over the gold turn frame, under every card
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # a blit per paint

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setPen(QPen(QColor(255, 255, 255, 70), 2, Qt.PenStyle.DashLine))
        painter.setBrush(QColor(0, 0, 0, 25))
        painter.drawRoundedRect(self._rect, self._radius, self._radius)


def outlines(zones: list[ZoneSpec], empty_piles: list[tuple]) -> list[tuple[tuple, float]]:
    """``(rect, radius)`` of every quiet outline of a model: the idle drop
    places, then the other seats' empty piles."""
    return ([(tuple(z.rect), 10.0) for z in zones if z.kind not in QUIET_ZONES]
            + [(tuple(r), 6.0) for r in empty_piles])


class LabelItem(_FixedItem):
    """A line of text in a fixed box, a little smaller if it is long (``fit_text``;
    cached as static text)."""

    def __init__(self, spec: TextSpec, text: str) -> None:
        super().__init__()
        self.spec = spec
        x, y, w, h = spec.rect
        self.setPos(x, y)
        self._rect = QRectF(0, 0, w, h)
        self._fix(self._rect, 0)
        fitted = fit_text(text, spec.size, spec.bold, w, h, spec.least)
        self._font = fitted.font
        self.text = fitted.text
        self._static = QStaticText(self.text)
        self._static.setTextFormat(Qt.TextFormat.PlainText)
        self._static.prepare(font=self._font)
        tw = fitted.width
        dx = {"left": 0.0, "centre": (w - tw) / 2, "right": w - tw}[spec.align]
        self._at = QPointF(dx, (h - fitted.height) / 2)
        self._ink = QRectF(self._at.x(), self._at.y(), tw, fitted.height)
        self._colour = QColor(spec.colour)
        self.setZValue(50)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def ink_rect(self) -> QRectF:
        """Where the text is drawn, in scene coordinates."""
        return self.mapRectToScene(self._ink)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setFont(self._font)
        painter.setPen(QColor(0, 0, 0, 150))
        painter.drawStaticText(self._at + QPointF(1.2, 1.2), self._static)
        painter.setPen(self._colour)
        painter.drawStaticText(self._at, self._static)


BUTTON_TEXT = 19.0  # scene units
BUTTON_PAD = 8.0  # between a button's text and its edge


class ButtonItem(_FixedItem):
    """A small rounded button in the scene (knock, pass, end turn, sort)."""

    def __init__(self, spec: ButtonSpec, text: str) -> None:
        super().__init__()
        self.spec = spec
        x, y, w, h = spec.rect
        self.setPos(x, y)
        self._rect = QRectF(0, 0, w, h)
        self._fix(self._rect, 3)
        fitted = fit_text(text, BUTTON_TEXT, True, w - 2 * BUTTON_PAD, h)
        self.text = fitted.text
        self._font = fitted.font
        self.focused = False
        self.setZValue(60)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # a blit per paint

    def paint(self, painter: QPainter, option, widget=None) -> None:
        path = QPainterPath()
        path.addRoundedRect(self._rect, 10, 10)
        painter.setPen(QPen(FOCUS if self.focused else QColor("#0c2d18"), 3))
        painter.setBrush(QBrush(QColor("#f1e3b3")))
        painter.drawPath(path)
        painter.setFont(self._font)
        painter.setPen(QColor("#1b1b1b"))
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, self.text)
