"""List rows whose text wraps: each row sized and painted from one text layout.

Why: Qt's own item painting sizes a wrapped row with one layout and paints it
with another that must fit the row's text rectangle. When a line holds a
character from a fallback font (a Chinese name in an English window), the
two disagree about line heights, and the Moves dock showed "小美 drew a card
from …" cut after its first line with an empty line below it. Here one
``QTextLayout`` (wrapping between words, or anywhere in a word longer than
the row, as Chinese text needs) gives both the row's height and its picture,
so a row always holds its whole text.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QPointF, QSize
from PySide6.QtGui import QFont, QPainter, QPalette, QTextLayout, QTextOption
from PySide6.QtWidgets import QAbstractItemView, QStyle, QStyledItemDelegate, QStyleOptionViewItem

Index = QModelIndex | QPersistentModelIndex
PAD_X = 4  # px between a row's text and its left and right edges
PAD_Y = 1  # px above and below a row's text


def wrapped_layout(text: str, font: QFont, width: float) -> tuple[QTextLayout, float]:
    """``text`` laid out in lines of at most ``width`` px; the layout and its height."""
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
    layout.setTextOption(option)
    layout.beginLayout()
    height = 0.0
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(max(1.0, width))
        line.setPosition(QPointF(0.0, height))
        height += line.height()
    layout.endLayout()
    return layout, height


class WrappedRowDelegate(QStyledItemDelegate):
    """Rows of ``view`` as tall as their text wrapped at the view's width."""

    def __init__(self, view: QAbstractItemView) -> None:
        super().__init__(view)
        self._view = view

    def text_width(self) -> float:
        """The width a row's text wraps at."""
        return float(self._view.viewport().width() - 2 * PAD_X)

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        _layout, height = wrapped_layout(opt.text, opt.font, self.text_width())
        return QSize(int(self.text_width()) + 2 * PAD_X, math.ceil(height) + 2 * PAD_Y)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        text = opt.text
        opt.text = ""  # the style paints the row's background and focus only
        style = self._view.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, self._view)
        layout, _height = wrapped_layout(text, opt.font, self.text_width())
        selected = bool(opt.state & QStyle.StateFlag.State_Selected)
        role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        painter.save()
        painter.setPen(opt.palette.color(role))
        layout.draw(painter, QPointF(opt.rect.left() + PAD_X, opt.rect.top() + PAD_Y))
        painter.restore()
