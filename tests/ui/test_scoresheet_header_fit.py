"""No player's name is broken inside a word in the score sheet's header.

The header's sections are as narrow as the compact sheet needs (about 45 px
at 1024x700 with six players). A name is broken only between words (or
between Chinese characters); a name that cannot fit that way shows a short
form ("GH") that the dock's legend names in full. Measured with
``QFontMetrics`` exactly as the style draws it: a recording proxy style
catches every section label the header paints (its text, rectangle and the
painter's font), and the text's bounding box must lie inside the rectangle,
which must lie inside the header (the first column is never cut at the left).
The printed sheet is checked the same way with a recording painter.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetrics, QFontMetricsF, QImage, QPainter
from PySide6.QtWidgets import QApplication, QProxyStyle, QStyle
from table_helpers import installed_language

from cardtable.seats import Seat
from cardtable.ui.name_fit import header_lines, units
from cardtable.ui.printing.layout import paint_page
from cardtable.ui.printing.sheet_cells import info_lines
from cardtable.ui.scoresheet.header import LEADER_MARK
from cardtable.ui.scoresheet.sheet_data import sheet_from_state
from cardtable.ui.seat_names import shown_name
from testsupport.positions import position

LONG = "Maximiliansebastiana"  # twenty letters, one word
NAMES = {2: ("Großmutter Hildegard", "Computer 2"),
         6: ("Großmutter Hildegard", "Computer 2", "陳美玲", LONG, "Anna-Lena Müller", "Bo")}
SIZES = [(1024, 700), (1280, 800), (1920, 1080)]


class RecordingStyle(QProxyStyle):
    """The application's style, noting every header section label it draws."""

    def __init__(self) -> None:
        super().__init__()
        self.labels: list[tuple[str, QRect, int, QFont]] = []

    def drawControl(self, element, option, painter, widget=None) -> None:
        if element == QStyle.ControlElement.CE_HeaderLabel:
            self.labels.append((option.text, QRect(option.rect),
                                int(option.textAlignment.value), QFont(painter.font())))
        super().drawControl(element, option, painter, widget)


@pytest.fixture
def language(request, qapp):
    with installed_language(request.param) as lang:
        yield lang


def whole_words(lines: list[str], name: str) -> bool:
    """``lines`` (without the leader's mark) show ``name`` broken only
    between its pieces (words, CJK characters), nothing left out."""
    pieces = [p for line in lines for p, _ in units(line.replace("★", ""))]
    return pieces == [p for p, _ in units(name)]


def _clipped(text: str, rect: QRect, flags: int, font: QFont) -> str | None:
    """What is wrong with drawing ``text`` in ``rect`` (None: it fits)."""
    needed = QFontMetrics(font).boundingRect(rect, flags, text)
    if needed.width() > rect.width() or needed.height() > rect.height():
        return f"{text!r} needs {needed.width()}x{needed.height()} in {rect.width()}x{rect.height()}"
    return None


@pytest.mark.parametrize("language", ["en", "de", "zh_TW"], indirect=True)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("players", [2, 6])
@pytest.mark.parametrize("game", ["phase10", "skipbo"])
def test_no_name_is_broken_inside_a_word_in_the_score_sheet_header(make_window, qtbot, game,
                                                                   players, size, language):
    window = make_window()
    window.resize(*size)
    rules, state = position(game, players)
    names = NAMES[players]
    seats = [Seat(names[0])] + [Seat(n, "computer", "easy") for n in names[1:]]
    window.settings.set_ai_speed_ms(0)
    window.set_game(rules, state, seats, seed=5, options=state.options)
    window.score_dock.show()
    qtbot.waitUntil(lambda: window.table is not None and window.table.isVisible())
    qtbot.wait(10)
    dock = window.score_dock
    view = dock.view
    header, model = view.horizontalHeader(), view.model()
    assert model.columnCount() == players
    style = RecordingStyle()
    header.setStyle(style)
    try:
        header.grab()  # paints every section through the recording style
    finally:
        header.setStyle(None)
    drawn = style.labels[-players:]
    assert len(drawn) == players
    problems = []
    legend = dock.summary.text()
    for col, (text, rect, flags, font) in enumerate(drawn):
        name = shown_name(names[col])  # the app's own names ("Computer 2") in the window's language
        problem = _clipped(text, rect, flags, font)
        if problem:
            problems.append(problem)
        lines = text.split("\n")
        if not whole_words(lines, name):  # a short form, named in the legend
            short = "".join(lines).replace("★", "").strip()
            assert f"{short} = {name}" in legend, (lines, name, legend)
            assert short != name and len(short) < len(name)
        shown = model.headerData(col, Qt.Orientation.Horizontal)
        if shown.endswith(LEADER_MARK):
            assert text.endswith("★")  # the leader's mark is never lost...
            assert "★ = " in legend  # ...and explained
        tooltip = model.headerData(col, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
        assert tooltip.startswith(name)  # the whole name
    # the first column starts inside the header (never cut at the left)
    assert header.sectionViewportPosition(0) >= 0
    assert header.offset() == 0
    assert problems == []
    if players == 2 and size != (1024, 700):  # room enough: every name whole
        assert header.shortened() == {}


@settings(max_examples=80, deadline=None)
@given(names=st.lists(st.text(st.sampled_from("Spieler 1陳美玲Ääé W-"), min_size=1, max_size=24),
                      min_size=2, max_size=6),
       width=st.integers(30, 120), lines=st.integers(1, 3), leader=st.booleans())
def test_header_lines_keep_words_whole(qapp, names, width, lines, leader):
    """Sections are at least 30 px wide inside their margins (MIN_COLUMN 38)."""
    metrics = QFontMetricsF(QApplication.font())
    suffix = LEADER_MARK if leader else ""
    for index, name in enumerate(names):
        if not name.strip():
            continue
        out, short = header_lines(names, index, suffix, metrics.horizontalAdvance, width, lines)
        assert 1 <= len(out) <= lines
        for line in out:
            assert metrics.horizontalAdvance(line) <= width or len(line.replace(" ★", "")) <= 1, \
                (line, width)
        if not short:
            assert whole_words(out, name)
        if leader:
            assert out[-1].endswith("★")


class RecordingPainter(QPainter):
    """A painter that notes every text it draws (its box, text and font)."""

    def __init__(self, device) -> None:
        super().__init__(device)
        self.texts: list[tuple[QRectF, str, QFont]] = []

    def drawText(self, *args) -> None:
        if len(args) == 3 and isinstance(args[0], QRectF):
            self.texts.append((QRectF(args[0]), args[2], QFont(self.font())))
        super().drawText(*args)


@pytest.mark.parametrize("lang", ["en", "de", "zh_TW"])
@pytest.mark.parametrize("players", [2, 6])
@pytest.mark.parametrize("game", ["phase10", "skipbo"])
def test_printed_header_keeps_words_whole(qapp, game, players, lang):
    names = list(NAMES[players])
    if players == 6:
        names[5] = "Bartholomäusmaximilianfriedrichwilhelmsohn"  # too long even at 5.5 pt
    rules, state = position(game, players)
    sheet = sheet_from_state(rules, state, [Seat(n) for n in names], lang, "2026-05-09")
    dpi = 300
    image = QImage(2480, 3508, QImage.Format.Format_RGB32)
    image.setDotsPerMeterX(round(dpi / 0.0254))
    image.setDotsPerMeterY(round(dpi / 0.0254))
    painter = RecordingPainter(image)
    try:
        paint_page(painter, sheet, 0, QPointF(0, 0), dpi)
    finally:
        painter.end()
    info = "\n".join(t for _, t, _ in painter.texts[:6])
    for seat, name in enumerate(names):
        mark = " ★" if seat in sheet.leaders else ""
        found = [(box, t, f) for box, t, f in painter.texts
                 if whole_words(t.split("\n"), name) and (not mark or t.endswith("★"))]
        if not found:  # a short form, named on the "Players:" line
            shorts = [(box, t, f) for box, t, f in painter.texts if f"{name} (" in info
                      and f"({t.replace('★', '').strip()})" in info]
            assert shorts, (name, [t for _, t, _ in painter.texts[:12]])
            found = shorts
        box, text, font = found[0]
        metrics = QFontMetricsF(font, image)
        for line in text.split("\n"):
            assert metrics.horizontalAdvance(line) <= box.width() + 0.5, (line, box.width())
        assert metrics.lineSpacing() * len(text.split("\n")) <= box.height() + 0.5
        assert metrics.height() >= 5.4 / 72 * dpi  # never smaller than 5.5 pt
    if sheet.leaders:
        assert any(t.startswith("★ = ") or "    ★ = " in t for _, t, _ in painter.texts)
    assert len(info_lines(sheet)) == len(info_lines(sheet, {0: "GH"}))
