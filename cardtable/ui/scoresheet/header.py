"""The score sheet's column header: players' names that never lose glyphs.

A section is as narrow as the compact sheet needs (about 45 px at 1024x700
with six players), narrower than many a one-word name ("Spieler 1",
"Alexandra", a twenty-letter name). Qt's header wraps only between words and
cuts a word wider than its section on both sides. ``NameHeader`` lays the
name out itself: between words where every word fits, else at character
boundaries, on as many lines as the header is high; what still does not fit
is elided with "…" (the whole name is in the section's tooltip, from the
model), and the leader's " ★" always stays visible.
"""

from __future__ import annotations

import unicodedata

from PySide6.QtCore import QEvent, QRect, Qt
from PySide6.QtGui import QFont, QFontMetrics, QFontMetricsF, QPainter
from PySide6.QtWidgets import QHeaderView, QStyle, QStyleOptionHeaderV2, QWidget

LEADER_MARK = " ★"


def _graphemes(word: str) -> list[str]:
    """``word`` in pieces that may be split apart (a combining mark or a
    variation selector stays with its base character)."""
    pieces: list[str] = []
    for ch in word:
        joins = unicodedata.combining(ch) or "\ufe00" <= ch <= "\ufe0f" or ch == "\u200d"
        if pieces and (joins or pieces[-1].endswith("\u200d")):
            pieces[-1] += ch
        else:
            pieces.append(ch)
    return pieces


def _chunks(word: str, metrics: QFontMetricsF, width: float) -> list[str]:
    """``word`` broken at character boundaries into pieces no wider than
    ``width`` (a single character wider than that stays one piece)."""
    chunks: list[str] = []
    current = ""
    for piece in _graphemes(word):
        if current and metrics.horizontalAdvance(current + piece) > width:
            chunks.append(current)
            current = piece
        else:
            current += piece
    if current:
        chunks.append(current)
    return chunks


def fit_name(name: str, suffix: str, metrics: QFontMetricsF, width: float,
             max_lines: int) -> list[str]:
    """The lines that show ``name`` + ``suffix`` in ``width`` pixels on at
    most ``max_lines`` lines, each line no wider than ``width``: broken
    between words, a word too wide for a line broken between characters,
    the last line elided with "…" if the name needs more lines; ``suffix``
    (the leader's mark) is never elided."""
    max_lines = max(1, max_lines)
    lines: list[str] = []
    for word in name.split():
        for i, chunk in enumerate(_chunks(word, metrics, width)):
            if lines and i == 0 and metrics.horizontalAdvance(f"{lines[-1]} {chunk}") <= width:
                lines[-1] = f"{lines[-1]} {chunk}"
            else:
                lines.append(chunk)
    if suffix:
        if lines and metrics.horizontalAdvance(lines[-1] + suffix) <= width:
            lines[-1] += suffix
        else:
            lines.append(suffix.strip())
    if len(lines) <= max_lines:
        return lines
    # too many lines: the last one shows the rest of the name, elided, and the mark
    keep = lines[:max_lines - 1]
    shown = sum(len(line.replace(" ", "")) for line in keep)
    pos = 0
    while shown:
        shown -= not name[pos].isspace()
        pos += 1
    room = width - metrics.horizontalAdvance(suffix)
    tail = metrics.elidedText(name[pos:].strip(), Qt.TextElideMode.ElideRight, max(0.0, room))
    return [*keep, (tail + suffix).strip()]


class NameHeader(QHeaderView):
    """A horizontal header that draws each player's name with ``fit_name``
    in the style's label rectangle of its section (native look: the style
    draws the section, only the text is laid out here)."""

    #: a name gets this many lines before it is elided
    LINES = 2

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)  # fit_name elides
        self._fit_height()

    def _fit_height(self) -> None:
        """High enough for ``LINES`` lines of the bold (leader's) font inside
        the style's margins, in the font of the current language."""
        bold = QFont(self.font())
        bold.setBold(True)
        margin = self.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, self)
        self.setMinimumHeight(self.LINES * QFontMetrics(bold).lineSpacing() + 2 * margin + 2)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._fit_height()

    def section_font(self, logical: int) -> QFont:
        """The font a section's name is drawn in (the leader's is bold)."""
        model = self.model()
        font = model.headerData(logical, self.orientation(), Qt.ItemDataRole.FontRole) \
            if model is not None else None
        return font if isinstance(font, QFont) else self.font()

    def label_rect(self, logical: int) -> QRect:
        """Where the style draws a section's text (inside its margins)."""
        option = QStyleOptionHeaderV2()
        self.initStyleOption(option)
        self.initStyleOptionForIndex(option, logical)
        option.rect = QRect(0, 0, self.sectionSize(logical), self.height())
        return self.style().subElementRect(QStyle.SubElement.SE_HeaderLabel, option, self)

    def section_lines(self, logical: int) -> list[str]:
        """The lines the section shows for its name (see ``fit_name``)."""
        model = self.model()
        if model is None:
            return []
        text = str(model.headerData(logical, self.orientation()) or "")
        name, suffix = (text[:-len(LEADER_MARK)], LEADER_MARK) \
            if text.endswith(LEADER_MARK) else (text, "")
        metrics = QFontMetricsF(self.section_font(logical))
        rect = self.label_rect(logical)
        return fit_name(name, suffix, metrics, rect.width(),
                        int(rect.height() // max(1.0, metrics.lineSpacing())))

    def paintSection(self, painter: QPainter, rect: QRect, logical: int) -> None:
        if not rect.isValid():
            return
        option = QStyleOptionHeaderV2()
        self.initStyleOption(option)
        self.initStyleOptionForIndex(option, logical)
        option.rect = rect
        font = self.section_font(logical)
        painter.save()
        painter.setFont(font)
        option.fontMetrics = QFontMetrics(font)
        option.text = "\n".join(self.section_lines(logical))
        option.textElideMode = Qt.TextElideMode.ElideNone
        self.style().drawControl(QStyle.ControlElement.CE_Header, option, painter, self)
        painter.restore()
