"""Paint a score sheet onto any QPaintDevice: PDF writer, printer or image.

The layout is measured in millimetres and converted with the device's
resolution, so the printed page, the PDF and the PNG used for checking are
the same drawing. Sheets are made to be filled in with a pen: rows of
8.5-10 mm, light inner lines, strong lines between players, the text in
the bundled font (every language, see fonts.py).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QMarginsF, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPageLayout, QPageSize, QPainter, QPen

from cardtable.ui.printing.fonts import sheet_font
from cardtable.ui.printing.sheet_texts import phase_requirement, text
from cardtable.ui.sheet_data import PHASE10, Sheet

MARGIN_MM = 12.0
PAGE_SIZES = {"A4": QPageSize.PageSizeId.A4, "Letter": QPageSize.PageSizeId.Letter}
INK = QColor(20, 20, 20)
LIGHT = QColor(120, 120, 120)
SHADE = QColor(226, 226, 226)
HEADER_SHADE = QColor(242, 242, 242)

ROUND_COL = 18.0
NAME_ROW = 10.0
SUB_ROW = 6.0
BLANK_ROW = {PHASE10: 8.5, "skipbo": 10.0}
FILLED_ROW = 7.0
INFO_TOP = 12.0
INFO_LINE = 5.5


def page_layout(page_size: str = "A4") -> QPageLayout:
    """A portrait page of ``page_size`` ("A4" or "Letter") with our margins."""
    size = QPageSize(PAGE_SIZES.get(page_size, QPageSize.PageSizeId.A4))
    return QPageLayout(size, QPageLayout.Orientation.Portrait,
                       QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM),
                       QPageLayout.Unit.Millimeter)


def content_size_mm(page_size: str = "A4") -> QSizeF:
    return page_layout(page_size).paintRect(QPageLayout.Unit.Millimeter).size()


@dataclass
class _Plan:
    """How the rows of a sheet spread over pages."""

    rows_per_page: int
    row_height: float
    pages: int
    rows: int


def _bottom_block(sheet: Sheet) -> float:
    if sheet.game == PHASE10:
        return 8.0 + 5.2 * math.ceil(len(sheet.phases) / 2) + 14.0
    return 18.0


def _footer_rows(sheet: Sheet) -> int:
    if sheet.blank:
        return 0
    return 1  # Phase 10: current phase; Skip-Bo: stock cards left now


def _table_top(sheet: Sheet) -> float:
    return INFO_TOP + INFO_LINE * len(_info_lines(sheet)) + 3.0


def plan(sheet: Sheet, page_size: str = "A4") -> _Plan:
    height = content_size_mm(page_size).height()
    free = height - _table_top(sheet) - NAME_ROW - SUB_ROW - _bottom_block(sheet)
    free -= _footer_rows(sheet) * FILLED_ROW
    if sheet.blank:
        row = BLANK_ROW.get(sheet.game, 9.0)
        count = int(free // row)
        return _Plan(count, row, 1, count)
    data_rows = len(sheet.rounds) if sheet.game == PHASE10 else len(sheet.games)
    if sheet.game == PHASE10 and sheet.exact_ten_rounds:
        data_rows = max(data_rows, 10)
    data_rows = max(data_rows, 1)
    per_page = int(free // FILLED_ROW)
    pages = max(1, math.ceil(data_rows / per_page))
    return _Plan(per_page, FILLED_ROW, pages, data_rows)


class _Canvas:
    """Millimetre drawing helpers on top of a QPainter."""

    def __init__(self, painter: QPainter, origin: QPointF, dpi: float) -> None:
        self.p = painter
        self.k = dpi / 25.4
        self.o = origin

    def rect(self, x: float, y: float, w: float, h: float) -> QRectF:
        return QRectF(self.o.x() + x * self.k, self.o.y() + y * self.k, w * self.k, h * self.k)

    def line(self, x1: float, y1: float, x2: float, y2: float, width_mm: float = 0.15,
             color: QColor = INK) -> None:
        pen = QPen(color)
        pen.setWidthF(width_mm * self.k)
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        self.p.setPen(pen)
        self.p.drawLine(QPointF(self.o.x() + x1 * self.k, self.o.y() + y1 * self.k),
                        QPointF(self.o.x() + x2 * self.k, self.o.y() + y2 * self.k))

    def fill(self, x: float, y: float, w: float, h: float, color: QColor) -> None:
        self.p.fillRect(self.rect(x, y, w, h), color)

    def text(self, x: float, y: float, w: float, h: float, s: str, pt: float = 9.0,
             align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter, color: QColor = INK,
             min_pt: float = 5.5) -> None:
        """Draw ``s`` in the box, shrinking the font until it fits the width."""
        if not s:
            return
        font = sheet_font(pt)
        box = self.rect(x + 0.8, y, max(w - 1.6, 0.1), h)
        metrics = QFontMetricsF(font, self.p.device())
        width = metrics.horizontalAdvance(s)
        if width > box.width() and pt > min_pt:
            font = sheet_font(max(min_pt, pt * box.width() / width))
        self.p.setFont(font)
        self.p.setPen(color)
        self.p.drawText(box, int(align | Qt.AlignmentFlag.AlignVCenter), s)


def _info_lines(sheet: Sheet) -> list[str]:
    lang = sheet.lang
    if sheet.blank:
        blank = "_" * 22
        return [f"{text(lang, 'date')}: {blank}"]
    if sheet.game == PHASE10:
        edition = text(lang, f"edition_{sheet.edition}") if sheet.edition else ""
    else:
        edition = text(lang, "edition_skipbo", code=sheet.edition) if sheet.edition else ""
    names = []
    for v in sheet.variants:
        if v == "P10-V2":
            names.append(text(lang, v, phases=", ".join(str(p) for p in sheet.phases)))
        elif v == "SB-V1":
            names.append(text(lang, v, target=sheet.target))
        else:
            names.append(text(lang, v))
    variants = ", ".join(names) or text(lang, "no_variants")
    status = text(lang, "game_over") if sheet.finished else text(lang, "in_progress")
    if sheet.winners:
        status += f" – {text(lang, 'winner')}: " + ", ".join(sheet.players[w] for w in sheet.winners)
    return [
        f"{edition}    {text(lang, 'variants')}: {variants}",
        f"{text(lang, 'players')}: {', '.join(sheet.players)}    {text(lang, 'date')}: {sheet.date}",
        status,
    ]


def _columns(sheet: Sheet) -> tuple[str, ...]:
    if sheet.game == PHASE10:
        return ("phase_short", "points_short", "total_short")
    if sheet.match_scoring:
        return ("stock_short", "points_short", "total_short")
    return ("stock_short",)


def _cells(sheet: Sheet, row: int, seat: int) -> tuple[str, ...]:
    """The texts of one player's sub-columns in data row ``row``."""
    if sheet.game == PHASE10:
        if row >= len(sheet.rounds):
            return ("", "", "")
        r = sheet.rounds[row]
        phase = r.phases[seat]
        if phase is None:
            return ("–", "", "" if r.totals[seat] is None else str(r.totals[seat]))
        mark = " ✓" if r.completed[seat] else ""
        out = "*" if r.went_out == seat else ""
        points = "" if r.points[seat] is None else f"{r.points[seat]}{out}"
        total = "" if r.totals[seat] is None else str(r.totals[seat])
        return (f"{phase}{mark}", points, total)
    if row >= len(sheet.games):
        return ("",) * len(_columns(sheet))
    g = sheet.games[row]
    if sheet.match_scoring:
        return (str(g.stock_left[seat]), str(g.points[seat]), str(g.totals[seat]))
    return (str(g.stock_left[seat]),)


def _row_label(sheet: Sheet, row: int) -> str:
    if sheet.blank:
        return str(row + 1)
    if sheet.game == PHASE10:
        return str(sheet.rounds[row].number) if row < len(sheet.rounds) else str(row + 1)
    return str(sheet.games[row].number) if row < len(sheet.games) else ""


def _footer(sheet: Sheet, seat: int) -> tuple[str, str]:
    """Label and per-seat text of the footer row (current phase / stock now)."""
    lang = sheet.lang
    if sheet.game == PHASE10:
        phase = sheet.current_phase[seat] if seat < len(sheet.current_phase) else None
        return text(lang, "current_phase"), ("" if phase is None else str(phase))
    stock = sheet.stock_now[seat] if seat < len(sheet.stock_now) else ""
    return text(lang, "stock_now"), str(stock)


def paint_page(painter: QPainter, sheet: Sheet, page: int, origin: QPointF, dpi: float,
               page_size: str = "A4") -> None:
    """Paint page ``page`` (0-based) of ``sheet``; ``origin`` is the top-left
    of the paintable area in device pixels, ``dpi`` the device resolution."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    c = _Canvas(painter, origin, dpi)
    size = content_size_mm(page_size)
    width, height = size.width(), size.height()
    lang = sheet.lang
    layout = plan(sheet, page_size)

    title = text(lang, "title", game=text(lang, sheet.game))
    c.text(0, 0, width, 10, title, 17, Qt.AlignmentFlag.AlignLeft)
    y = INFO_TOP
    for line in _info_lines(sheet):
        c.text(0, y, width, 5, line, 9, Qt.AlignmentFlag.AlignLeft)
        y += INFO_LINE
    if layout.pages > 1:
        c.text(0, 0, width, 10, text(lang, "page", n=page + 1, total=layout.pages), 8,
               Qt.AlignmentFlag.AlignRight, LIGHT)

    cols = _columns(sheet)
    ratios = (0.3, 0.35, 0.35) if len(cols) == 3 else (1.0,)
    n = sheet.num_players
    top = _table_top(sheet)
    player_w = (width - ROUND_COL) / n
    first = page * layout.rows_per_page
    rows = range(first, min(layout.rows, first + layout.rows_per_page))
    body_top = top + NAME_ROW + SUB_ROW
    footer_rows = _footer_rows(sheet) if page == layout.pages - 1 else 0
    table_bottom = body_top + len(rows) * layout.row_height + footer_rows * FILLED_ROW

    # leader shading first, so lines are drawn over it
    for seat in sheet.leaders if not sheet.blank else ():
        c.fill(ROUND_COL + seat * player_w, top, player_w, table_bottom - top, SHADE)
    c.fill(0, top, ROUND_COL, table_bottom - top, HEADER_SHADE)
    first_label = "round" if sheet.game == PHASE10 else "game_no"
    c.text(0, top, ROUND_COL, NAME_ROW + SUB_ROW, text(lang, first_label), 8)

    for seat in range(n):
        x0 = ROUND_COL + seat * player_w
        name = sheet.players[seat]
        if name:
            mark = " ★" if seat in sheet.leaders else ""
            c.text(x0, top, player_w, NAME_ROW, name + mark, 10)
        else:  # blank sheet: a faint label, the name is written over it
            label = f"{text(lang, 'player')} {seat + 1}"
            c.text(x0, top + 0.3, player_w, 3.5, label, 6, Qt.AlignmentFlag.AlignLeft, LIGHT)
        x = x0
        for key, ratio in zip(cols, ratios, strict=True):
            w = player_w * ratio
            c.text(x, top + NAME_ROW, w, SUB_ROW, text(lang, key), 7, color=LIGHT)
            for i, row in enumerate(rows):
                ry = body_top + i * layout.row_height
                cell = _cells(sheet, row, seat)[cols.index(key)]
                c.text(x, ry, w, layout.row_height, cell, 9.5)
            if x > x0:
                c.line(x, top + NAME_ROW, x, table_bottom - footer_rows * FILLED_ROW, 0.12, LIGHT)
            x += w
        if footer_rows:
            label, value = _footer(sheet, seat)
            c.text(x0, table_bottom - FILLED_ROW, player_w, FILLED_ROW, value, 10)
    if footer_rows:
        c.text(0, table_bottom - FILLED_ROW, ROUND_COL, FILLED_ROW, label, 7)

    for i, row in enumerate(rows):
        ry = body_top + i * layout.row_height
        c.text(0, ry, ROUND_COL, layout.row_height, _row_label(sheet, row), 9)
        if i:
            c.line(0, ry, width, ry, 0.12, LIGHT)
    # strong lines: frame, header, players
    c.line(0, top + NAME_ROW, width, top + NAME_ROW, 0.12, LIGHT)
    c.line(0, body_top, width, body_top, 0.35)
    if footer_rows:
        c.line(0, table_bottom - FILLED_ROW, width, table_bottom - FILLED_ROW, 0.35)
    for seat in range(n + 1):
        x = ROUND_COL + seat * player_w
        c.line(x, top, x, table_bottom, 0.35)
    for yy in (top, table_bottom):
        c.line(0, yy, width, yy, 0.5)
    c.line(0, top, 0, table_bottom, 0.5)
    c.line(width, top, width, table_bottom, 0.5)

    if page == layout.pages - 1:
        _paint_bottom(c, sheet, table_bottom + 5, width, height)


def _paint_bottom(c: _Canvas, sheet: Sheet, y: float, width: float, height: float) -> None:
    lang = sheet.lang
    left = Qt.AlignmentFlag.AlignLeft
    if sheet.game != PHASE10:
        hint = text(lang, "blank_hint_sb") if sheet.blank else ""
        if sheet.match_scoring or sheet.blank:
            c.text(0, y, width, 5, text(lang, "sb_scoring", target=sheet.target), 8.5, left)
            y += 5.5
        if hint:
            c.text(0, y, width, 5, hint, 8.5, left, LIGHT)
        return
    c.text(0, y, width, 6, text(lang, "the_phases"), 10.5, left)
    y += 7
    half = (len(sheet.phases) + 1) // 2
    col_w = width / 2
    for i, phase in enumerate(sheet.phases):
        col, line = divmod(i, half)
        yy = y + line * 5.2
        c.text(col * col_w, yy, 9, 5, f"{phase}", 9, Qt.AlignmentFlag.AlignRight)
        c.text(col * col_w + 9, yy, col_w - 10, 5, phase_requirement(lang, phase), 9, left)
    y += half * 5.2 + 2
    if sheet.blank or not sheet.edition:
        legend = text(lang, "penalty_legend_blank")
    else:
        legend = text(lang, "penalty_legend", wild=25 if sheet.edition == "2026" else 20)
    c.text(0, y, width, 5, legend, 8.5, left)
    y += 5.5
    marks = f"{text(lang, 'completed_mark')}    {text(lang, 'went_out_mark')}    {text(lang, 'fewer_is_better')}"
    c.text(0, y, width, 5, text(lang, "blank_hint_p10") if sheet.blank else marks, 8.5, left, LIGHT)
