"""No player's name is cut in the score sheet's column header.

The header's sections are as narrow as the compact sheet needs (about 45 px
at 1024x700 with six players). Long one-word names ("Spieler 1",
"Alexandra", "陳美玲", a twenty-letter name) are measured with ``QFontMetrics``
exactly as the style draws them: a recording proxy style catches every
section label the header paints (its text, alignment, rectangle and the
painter's font), and the text's bounding box in that rectangle, wrapped the
way Qt wraps it, must lie inside it. The whole name stays in the tooltip.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFont, QFontMetrics, QFontMetricsF
from PySide6.QtWidgets import QApplication, QProxyStyle, QStyle
from table_helpers import installed_language

from cardtable.seats import Seat
from cardtable.ui.scoresheet.header import LEADER_MARK, fit_name
from testsupport.positions import position

LONG = "Maximiliansebastiana"  # twenty letters, one word
NAMES = {2: ("Spieler 1", LONG),
         6: ("Spieler 1", "Alexandra", "陳美玲", LONG, "Anna-Lena Müller", "Bo")}
SIZES = [(1024, 700), (1280, 800)]


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
def test_no_name_is_cut_in_the_score_sheet_header(make_window, qtbot, game, players, size,
                                                  language):
    window = make_window()
    rules, state = position(game, players)
    names = NAMES[players]
    seats = [Seat(names[0])] + [Seat(n, "computer", "easy") for n in names[1:]]
    window.settings.set_ai_speed_ms(0)
    window.set_game(rules, state, seats, seed=5, options=state.options)
    window.resize(*size)
    window.score_dock.show()
    qtbot.waitUntil(lambda: window.table is not None and window.table.isVisible())
    qtbot.wait(10)
    view = window.score_dock.view
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
    for col, (text, rect, flags, font) in enumerate(drawn):
        name = names[col]
        problem = _clipped(text, rect, flags, font)
        if problem:
            problems.append(problem)
        assert text and text[0] == name[0], (text, name)  # the name starts visibly
        shown = model.headerData(col, Qt.Orientation.Horizontal)
        if shown.endswith(LEADER_MARK):
            assert text.endswith("★")  # the leader's mark is never elided
        tooltip = model.headerData(col, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
        assert tooltip.startswith(name)  # the whole name
    assert problems == []


@settings(max_examples=80, deadline=None)
@given(name=st.text(st.sampled_from("Spieler 1陳美玲Ääé W-"), min_size=1, max_size=24),
       width=st.integers(30, 120), lines=st.integers(1, 3), leader=st.booleans())
def test_fit_name_lines_fit_and_keep_the_name_in_order(qapp, name, width, lines, leader):
    """Sections are at least 30 px wide inside their margins (MIN_COLUMN 38)."""
    metrics = QFontMetricsF(QApplication.font())
    suffix = LEADER_MARK if leader else ""
    out = fit_name(name, suffix, metrics, width, lines)
    assert len(out) <= lines
    for line in out:
        assert metrics.horizontalAdvance(line) <= width, (line, width)
    joined = "".join(out)
    letters = joined.replace(" ", "").replace("★", "").replace("…", "")
    whole = name.replace(" ", "")
    if "…" in joined:  # elided: the beginning of the name, in order
        assert whole.startswith(letters) and letters != whole
    else:  # every character shown, in order
        assert letters == whole
    if leader:
        assert out[-1].endswith("★")
