"""Small charts drawn with QPainter: lines over rounds/games and paired bars.

Chosen over QtCharts/QtGraphs (see docs/CHARTS.md for the measurements):
those live in PySide6-Addons, a large extra download, while these two
widgets need only QtGui and cost nothing at start-up. They draw axes with a
few round ticks, a legend, and say so when there is nothing to show.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QLocale, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

PALETTE = ("#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#17becf")


@dataclass(frozen=True)
class Series:
    label: str
    points: tuple[tuple[float, float], ...]


def nice_ticks(low: float, high: float, count: int = 5, whole: bool = False) -> list[float]:
    """About ``count`` round tick values covering low..high; ``whole``: only
    whole numbers (rounds and games are counted: there is no game 1.2)."""
    if high <= low:
        high = low + 1
    raw = (high - low) / max(1, count)
    if whole:
        raw = max(raw, 1.0)
    step = 10 ** math.floor(math.log10(raw))
    for factor in (1, 2, 5, 10):
        if raw <= factor * step:
            step *= factor
            break
    value = math.floor(low / step) * step
    ticks = [round(value, 10)]
    while ticks[-1] < high - step * 1e-9:  # the last tick is at or above the highest value
        value += step
        ticks.append(round(value, 10))
    return ticks


def _label(value: float, percent: bool) -> str:
    """A tick or a spoken value in the interface language's digits ("2,5" in German)."""
    if percent:
        return f"{QLocale().toString(round(100 * value))} %"
    digits = 0 if float(value).is_integer() else 1
    return QLocale().toString(float(value), "f", digits)


def _tr(text: str) -> str:
    return QCoreApplication.translate("Charts", text)


class ChartBase(QWidget):
    """A painted chart. A screen reader cannot see the lines or bars: the chart
    is a Tab stop named by its title, and its description says its numbers."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._title = ""
        self._empty_text = ""
        self.percent = False
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumHeight(180)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    @property
    def title(self) -> str:
        return self._title

    @title.setter
    def title(self, text: str) -> None:
        self._title = text
        self.setAccessibleName(text)

    @property
    def empty_text(self) -> str:
        return self._empty_text

    @empty_text.setter
    def empty_text(self, text: str) -> None:
        self._empty_text = text
        self._describe()

    def spoken_lines(self) -> list[str]:
        """The chart's numbers in words, one line per line or bar group."""
        return []

    def _describe(self) -> None:
        lines = self.spoken_lines()
        self.setAccessibleDescription(_tr("; ").join(lines) if lines else self._empty_text)

    def focusInEvent(self, event: object) -> None:
        super().focusInEvent(event)  # type: ignore[arg-type]
        self.update()

    def focusOutEvent(self, event: object) -> None:
        super().focusOutEvent(event)  # type: ignore[arg-type]
        self.update()

    def _focus_frame(self, painter: QPainter) -> None:
        """A keyboard user sees where the focus is."""
        if self.hasFocus():
            painter.setPen(QPen(self.palette().highlight().color(), 2))
            painter.drawRect(QRectF(self.rect()).adjusted(1, 1, -1, -1))

    def sizeHint(self) -> QSize:
        return QSize(420, 240)

    def _frame(self, painter: QPainter, y_ticks: list[float], legend: int) -> QRectF:
        metrics = QFontMetrics(self.font())
        left = 8 + max((metrics.horizontalAdvance(_label(t, self.percent)) for t in y_ticks), default=20)
        top = metrics.height() + 10
        bottom = metrics.height() * (3 + (1 if legend else 0)) + 8  # ticks, axis title, legend
        if self.title:
            painter.drawText(QRectF(0, 2, self.width(), metrics.height() + 4),
                             Qt.AlignmentFlag.AlignHCenter, self.title)
        return QRectF(left + 6, top, max(10, self.width() - left - 16), max(10, self.height() - top - bottom))

    def _empty(self, painter: QPainter) -> None:
        painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, self.empty_text)

    def _legend(self, painter: QPainter, labels: list[str], y: float) -> None:
        metrics = QFontMetrics(self.font())
        x = 10.0
        for index, label in enumerate(labels):
            painter.fillRect(QRectF(x, y - 9, 10, 10), QColor(PALETTE[index % len(PALETTE)]))
            painter.drawText(QPointF(x + 14, y), label)
            x += 24 + metrics.horizontalAdvance(label)


class LineChart(ChartBase):
    """One line per series over x (rounds or games)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.series: list[Series] = []
        self.x_title = ""  # what the x axis counts ("Round", "Game")
        self.whole_y = False  # the values are counted (phases): no tick between two of them

    def set_series(self, series: list[Series]) -> None:
        self.series = [s for s in series if s.points]
        self._describe()
        self.update()

    def spoken_lines(self) -> list[str]:
        """"Anna: Round 1: 25, Round 2: 60" per series."""
        point = _tr("{x_title} {x}: {y}") if self.x_title else _tr("{x}: {y}")
        return [_tr("{name}: {values}").format(name=s.label, values=_tr(", ").join(
            point.format(x_title=self.x_title, x=_label(x, False), y=_label(y, self.percent)) for x, y in s.points))
            for s in self.series]

    def y_ticks(self) -> list[float]:
        """The values written along the y axis (none without data)."""
        ys = [y for s in self.series for _, y in s.points]
        if not ys:
            return []
        return nice_ticks(0 if self.percent else min(0, min(ys)), 1 if self.percent else max(ys),
                          whole=self.whole_y)

    def paintEvent(self, _event: object) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._focus_frame(painter)
        if not self.series:
            self._empty(painter)
            return
        xs = [x for s in self.series for x, _ in s.points]
        y_ticks = self.y_ticks()
        x_ticks = nice_ticks(min(xs), max(xs), 6, whole=True)
        area = self._frame(painter, y_ticks, len(self.series))
        x0, x1, y0, y1 = x_ticks[0], x_ticks[-1], y_ticks[0], y_ticks[-1]

        def point(x: float, y: float) -> QPointF:
            return QPointF(area.left() + (x - x0) / ((x1 - x0) or 1) * area.width(),
                           area.bottom() - (y - y0) / ((y1 - y0) or 1) * area.height())

        grid = QPen(self.palette().mid().color(), 0.5)
        for tick in y_ticks:
            painter.setPen(grid)
            painter.drawLine(point(x0, tick), point(x1, tick))
            painter.setPen(self.palette().text().color())
            p = point(x0, tick)
            painter.drawText(QRectF(0, p.y() - 8, area.left() - 6, 16),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, _label(tick, self.percent))
        for tick in x_ticks:
            p = point(tick, y0)
            painter.drawText(QRectF(p.x() - 30, area.bottom() + 2, 60, 16), Qt.AlignmentFlag.AlignHCenter,
                             _label(tick, False))
        for index, series in enumerate(self.series):
            pen = QPen(QColor(PALETTE[index % len(PALETTE)]), 2)
            painter.setPen(pen)
            path = QPainterPath(point(*series.points[0]))
            for x, y in series.points[1:]:
                path.lineTo(point(x, y))
            painter.drawPath(path)
            if len(series.points) <= 40:
                for x, y in series.points:
                    painter.drawEllipse(point(x, y), 2.5, 2.5)
        painter.setPen(self.palette().text().color())
        if self.x_title:
            metrics = QFontMetrics(self.font())
            painter.drawText(QRectF(area.left(), area.bottom() + 4 + metrics.height(), area.width(),
                                    metrics.height() + 2), Qt.AlignmentFlag.AlignHCenter, self.x_title)
        self._legend(painter, [s.label for s in self.series], self.height() - 6)


class BarChart(ChartBase):
    """Pairs of bars per category: e.g. the share dealt next to the share chance predicts."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.categories: list[str] = []
        self.values: list[tuple[float, ...]] = []
        self.labels: list[str] = []

    def set_data(self, categories: list[str], values: list[tuple[float, ...]], labels: list[str]) -> None:
        self.categories, self.values, self.labels = categories, values, labels
        self._describe()
        self.update()

    def spoken_lines(self) -> list[str]:
        """"Anna: Dealt and drawn 12 %, Chance predicts 10 %" per category."""
        lines = []
        for name, group in zip(self.categories, self.values, strict=False):
            values = _tr(", ").join(
                _tr("{label} {value}").format(label=self.labels[k] if k < len(self.labels) else "",
                                              value=_label(v, self.percent)).strip()
                for k, v in enumerate(group))
            lines.append(_tr("{name}: {values}").format(name=name, values=values))
        return lines

    def paintEvent(self, _event: object) -> None:
        painter = QPainter(self)
        self._focus_frame(painter)
        if not self.categories:
            self._empty(painter)
            return
        top = max((v for group in self.values for v in group), default=1) or 1
        y_ticks = nice_ticks(0, top)
        area = self._frame(painter, y_ticks, len(self.labels))
        y1 = y_ticks[-1]
        for tick in y_ticks:
            y = area.bottom() - tick / y1 * area.height()
            painter.setPen(QPen(self.palette().mid().color(), 0.5))
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            painter.setPen(self.palette().text().color())
            painter.drawText(QRectF(0, y - 8, area.left() - 6, 16),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, _label(tick, self.percent))
        slot = area.width() / len(self.categories)
        metrics = QFontMetrics(self.font())
        for index, (name, group) in enumerate(zip(self.categories, self.values, strict=True)):
            width = slot * 0.8 / max(1, len(group))
            for k, value in enumerate(group):
                height = value / y1 * area.height()
                rect = QRectF(area.left() + index * slot + slot * 0.1 + k * width, area.bottom() - height,
                              width - 2, height)
                painter.fillRect(rect, QColor(PALETTE[k % len(PALETTE)]))
            text = metrics.elidedText(name, Qt.TextElideMode.ElideRight, int(slot))
            painter.drawText(QRectF(area.left() + index * slot, area.bottom() + 2, slot, 16),
                             Qt.AlignmentFlag.AlignHCenter, text)
        self._legend(painter, self.labels, self.height() - 6)
