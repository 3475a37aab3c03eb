"""The score sheet's column header: players' names never broken inside a word.

A section is as narrow as the compact sheet needs (about 45 px at 1024x700
with six players), narrower than many a name ("Großmutter Hildegard", a
twenty-letter name). Qt's header wraps only between words and cuts a word
wider than its section on both sides. ``NameHeader`` lays the name out
itself with ``name_fit``: broken between words (or between Chinese
characters) on as many lines as the header is high; a name that does not
fit that way shows a short form ("GH", "Oma…"), which the dock's legend
explains (``shortened``); the whole name is also in the section's tooltip.
The leader's " ★" always stays visible.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics, QFontMetricsF, QPainter, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QHeaderView, QStyle, QStyleOptionHeaderV2, QWidget

from cardtable.ui.name_fit import header_lines, wanted_width

LEADER_MARK = " ★"


class NameHeader(QHeaderView):
    """A horizontal header that draws each player's name with ``name_fit``
    in the style's label rectangle of its section (native look: the style
    draws the section, only the text is laid out here)."""

    #: a name gets this many lines before it is shortened
    LINES = 2
    #: the set of shortened sections changed (the legend follows)
    shortened_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)  # name_fit decides
        self._shortened: dict[int, str] = {}
        self.sectionResized.connect(lambda *_: self._check_shortened())
        self._fit_height()

    def setModel(self, model) -> None:
        super().setModel(model)
        if model is not None:
            model.modelReset.connect(self._check_shortened)
            model.headerDataChanged.connect(lambda *_: self._check_shortened())

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

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._check_shortened()  # stretched sections change without ``sectionResized``

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._check_shortened()  # laid out while hidden (a tab behind the Moves)

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

    def _name(self, logical: int) -> tuple[str, str]:
        """A section's name and its suffix (the leader's mark or "")."""
        model = self.model()
        text = str(model.headerData(logical, self.orientation()) or "") if model is not None else ""
        return (text[:-len(LEADER_MARK)], LEADER_MARK) if text.endswith(LEADER_MARK) else (text, "")

    def _fit(self, logical: int) -> tuple[list[str], bool]:
        model = self.model()
        if model is None:
            return [], False
        names = [self._name(i)[0] for i in range(model.columnCount())]
        suffix = self._name(logical)[1]
        metrics = QFontMetricsF(self.section_font(logical))
        rect = self.label_rect(logical)
        return header_lines(names, logical, suffix, metrics.horizontalAdvance, rect.width(),
                            int(rect.height() // max(1.0, metrics.lineSpacing())))

    def section_lines(self, logical: int) -> list[str]:
        """The lines the section shows: the name broken between words, or
        its short form (see ``name_fit.header_lines``)."""
        return self._fit(logical)[0]

    def shortened(self) -> dict[int, str]:
        """The sections that show a short form: section -> the short form
        (without the leader's mark), for the legend. What it answers is
        remembered: once the sections change, ``shortened_changed`` tells the
        legend (a legend written while the sections were still narrow said
        "C2 = Computer 2" beside a header that showed "Computer 2")."""
        model = self.model()
        out: dict[int, str] = {}
        for logical in range(model.columnCount() if model is not None else 0):
            lines, short = self._fit(logical)
            if short:
                out[logical] = "".join(lines).replace("★", "").strip()
        self._shortened = out
        return out

    def wanted_section(self, logical: int, leading: bool = False) -> int:
        """The section width that shows the whole name, broken between words;
        ``leading``: also once the player leads (the name bold, with its mark),
        so a sheet sized at the start keeps the leader's name whole later."""
        name, suffix = self._name(logical)
        font = self.section_font(logical)
        if leading:
            font = QFont(font)
            font.setBold(True)
            suffix = LEADER_MARK
        metrics = QFontMetricsF(font)
        margins = self.sectionSize(logical) - self.label_rect(logical).width() \
            if self.sectionSize(logical) > 0 else 8
        return int(wanted_width(name, suffix, metrics.horizontalAdvance, self.LINES) + margins + 2)

    def _check_shortened(self) -> None:
        before = self._shortened
        if self.shortened() != before:
            self.shortened_changed.emit()

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
