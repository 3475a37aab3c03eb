"""Paint a score sheet onto any QPaintDevice: PDF writer, printer or image.

The layout is measured in millimetres and converted with the device's
resolution, so the printed page, the PDF and the PNG used for checking are
the same drawing. Sheets are made like a paper score pad and filled in with
a pen: per player a phase tracker (Phase 10: boxes to cross off), rows of
8.5-10 mm, light inner lines, strong lines between players, dark headers,
a total/winner line, the text in the bundled font (every language, see
fonts.py). What each place holds is in sheet_cells.py.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QMarginsF, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPageLayout, QPageSize, QPainter, QPen

import cardtable.ui.printing.sheet_cells as cells_of
from cardtable.ui.printing.fonts import sheet_font
from cardtable.ui.printing.paper_names import PaperName, fit_paper_name
from cardtable.ui.printing.sheet_texts import phase_requirement, text
from cardtable.ui.scoresheet.sheet_data import Sheet

MARGIN_MM = 12.0
PAGE_SIZES = {"A4": QPageSize.PageSizeId.A4, "Letter": QPageSize.PageSizeId.Letter}
INK = QColor(20, 20, 20)
LABEL = QColor(45, 45, 45)  # headers and player labels: dark enough on paper
LIGHT = QColor(120, 120, 120)
SHADE = QColor(226, 226, 226)
HEADER_SHADE = QColor(238, 238, 238)

ROUND_COL = 18.0
NAME_ROW = 10.0
TRACK_ROW = 8.0  # Phase 10: two rows of five phase boxes under each name
SUB_ROW = 6.0
MIN_BLANK_ROW = 8.5
FILLED_ROW = 7.0
INFO_TOP = 12.0
INFO_LINE = 5.5
PHASE_LINE = 4.8
PHASE_COLUMNS = 3
LEAST_WIN = 25  # SB-V1: a game's winner scores at least 25 points


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
    if sheet.ui.phases:
        # gap, heading, the phases in columns, legend and two hint lines
        return 5.0 + 7.0 + PHASE_LINE * math.ceil(len(sheet.phases) / PHASE_COLUMNS) + 2.0 + 2 * 5.5 + 5.0
    return 18.0


def _header_height(sheet: Sheet) -> float:
    return NAME_ROW + (TRACK_ROW if sheet.ui.phases else 0.0) + SUB_ROW


def _table_top(sheet: Sheet) -> float:
    return INFO_TOP + INFO_LINE * len(cells_of.info_lines(sheet)) + 3.0


def blank_rows_needed(sheet: Sheet) -> int:
    """Skip-Bo: enough games for a match to the target even if every game
    scores the least a win can (SB-V1); Phase 10: as many as fit."""
    if sheet.ui.phases:
        return 0
    return math.ceil(sheet.target / LEAST_WIN)


def plan(sheet: Sheet, page_size: str = "A4") -> _Plan:
    height = content_size_mm(page_size).height()
    free = height - _table_top(sheet) - _header_height(sheet) - _bottom_block(sheet)
    free -= len(cells_of.footer_lines(sheet)) * FILLED_ROW if not sheet.blank else 0
    if sheet.blank:
        free -= len(cells_of.footer_lines(sheet)) * sheet.ui.sheet.blank_row
        row = sheet.ui.sheet.blank_row
        needed = blank_rows_needed(sheet)
        if needed and free / needed < row:
            row = max(MIN_BLANK_ROW, free / needed)
        count = int(free // row)
        return _Plan(count, row, 1, count)
    data_rows = len(sheet.rounds) if sheet.ui.phases else len(sheet.games)
    if sheet.ui.phases and sheet.exact_ten_rounds:
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
             min_pt: float = 5.5, wrap: bool = False) -> None:
        """Draw ``s`` in the box, shrinking the font until it fits the width
        (``wrap``: break a label of several words over lines instead)."""
        if not s:
            return
        font = sheet_font(pt)
        box = self.rect(x + 0.8, y, max(w - 1.6, 0.1), h)
        metrics = QFontMetricsF(font, self.p.device())
        width = metrics.horizontalAdvance(s)
        flags = align | Qt.AlignmentFlag.AlignVCenter
        if width > box.width() and wrap and " " in s.strip():
            flags |= Qt.TextFlag.TextWordWrap
        elif width > box.width() and pt > min_pt:
            font = sheet_font(max(min_pt, pt * box.width() / width * 0.97))
        self.p.setFont(font)
        self.p.setPen(color)
        self.p.drawText(box, int(flags), s)


    def lines(self, x: float, y: float, w: float, h: float, lines: list[str], pt: float) -> None:
        """Draw ``lines`` as they are (already fitted), centred in the box."""
        self.p.setFont(sheet_font(pt))
        self.p.setPen(INK)
        self.p.drawText(self.rect(x + 0.8, y, max(w - 1.6, 0.1), h), int(Qt.AlignmentFlag.AlignCenter),
                        "\n".join(lines))

    def box(self, x: float, y: float, w: float, h: float, width_mm: float = 0.15,
            color: QColor = INK) -> None:
        for x1, y1, x2, y2 in ((x, y, x + w, y), (x, y + h, x + w, y + h),
                               (x, y, x, y + h), (x + w, y, x + w, y + h)):
            self.line(x1, y1, x2, y2, width_mm, color)


def _paint_tracker(c: _Canvas, sheet: Sheet, seat: int, x0: float, y: float, w: float) -> None:
    """Per player the boxes of the phases to cross off (as on a paper pad):
    two rows of five, crossed with an X once the phase is completed."""
    done = cells_of.completed_phases(sheet, seat) if not sheet.blank else set()
    per_row = 5
    box_w = min(7.0, (w - 2.0) / per_row)
    box_h = (TRACK_ROW - 1.2) / 2
    left = x0 + (w - box_w * per_row) / 2
    for i, phase in enumerate(sheet.phases):
        line, col = divmod(i, per_row)
        bx, by = left + col * box_w, y + 0.4 + line * box_h
        c.box(bx, by, box_w, box_h, 0.15, LABEL)
        c.text(bx - 0.6, by, box_w + 1.2, box_h, cells_of.number(sheet.lang, phase), 6,
               Qt.AlignmentFlag.AlignCenter, LIGHT, min_pt=4.5)
        if phase in done:
            c.line(bx + 0.6, by + 0.5, bx + box_w - 0.6, by + box_h - 0.5, 0.3)
            c.line(bx + 0.6, by + box_h - 0.5, bx + box_w - 0.6, by + 0.5, 0.3)


def paint_page(painter: QPainter, sheet: Sheet, page: int, origin: QPointF, dpi: float,
               page_size: str = "A4") -> None:
    """Paint page ``page`` (0-based) of ``sheet``; ``origin`` is the top-left
    of the paintable area in device pixels, ``dpi`` the device resolution."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    c = _Canvas(painter, origin, dpi)
    size = content_size_mm(page_size)
    width = size.width()
    lang = sheet.lang
    layout = plan(sheet, page_size)
    left = Qt.AlignmentFlag.AlignLeft

    n = sheet.num_players
    player_w = (width - ROUND_COL) / n
    names = _fit_names(sheet, player_w, painter)
    short = {seat: "".join(fit.lines).replace(cells_of.WIN_MARK, "").strip()
             for seat, fit in enumerate(names) if fit is not None and fit.short}

    c.text(0, 0, width, 10, text(lang, "title", game=sheet.ui.sheet.title), 17, left)
    y = INFO_TOP
    for line in cells_of.info_lines(sheet, short):
        c.text(0, y, width, 5, line, 9, left)
        y += INFO_LINE
    if layout.pages > 1:
        page_text = text(lang, "page", n=cells_of.number(lang, page + 1),
                         total=cells_of.number(lang, layout.pages))
        c.text(0, 0, width, 10, page_text, 8, Qt.AlignmentFlag.AlignRight, LABEL)

    cols = cells_of.columns(sheet)
    ratios = (0.3, 0.35, 0.35) if len(cols) == 3 else (1.0,)
    top = _table_top(sheet)
    first = page * layout.rows_per_page
    rows = range(first, min(layout.rows, first + layout.rows_per_page))
    track_h = TRACK_ROW if sheet.ui.phases else 0.0
    sub_top = top + NAME_ROW + track_h
    body_top = sub_top + SUB_ROW
    last_page = page == layout.pages - 1
    footers = cells_of.footer_lines(sheet) if last_page else []
    foot_h = layout.row_height if sheet.blank else FILLED_ROW
    body_bottom = body_top + len(rows) * layout.row_height
    table_bottom = body_bottom + len(footers) * foot_h

    # leader shading first, so lines are drawn over it
    for seat in sheet.leaders if not sheet.blank else ():
        c.fill(ROUND_COL + seat * player_w, top, player_w, table_bottom - top, SHADE)
    c.fill(0, top, ROUND_COL, table_bottom - top, HEADER_SHADE)
    first_label = "round" if sheet.ui.rounds else "game_no"
    c.text(0, top, ROUND_COL, body_top - top, text(lang, first_label), 8.5, color=LABEL,
           wrap=True)

    for seat in range(n):
        x0 = ROUND_COL + seat * player_w
        fit = names[seat]
        if fit is not None:  # whole words, never broken inside one
            c.lines(x0, top, player_w, NAME_ROW, fit.lines, fit.points)
        else:  # blank sheet: a small dark label, the name is written beside it
            label = f"{text(lang, 'player')} {cells_of.number(lang, seat + 1)}"
            c.text(x0, top + 0.3, player_w, 3.8, label, 7.5, left, LABEL)
        if track_h:
            _paint_tracker(c, sheet, seat, x0, top + NAME_ROW, player_w)
        x = x0
        for key, ratio in zip(cols, ratios, strict=True):
            w = player_w * ratio
            c.text(x, sub_top, w, SUB_ROW, text(lang, key), 8, color=LABEL)
            for i, row in enumerate(rows):
                ry = body_top + i * layout.row_height
                c.text(x, ry, w, layout.row_height, cells_of.cells(sheet, row, seat)[cols.index(key)], 9.5)
            if x > x0:
                c.line(x, sub_top, x, body_bottom, 0.12, LIGHT)
            x += w
        for k, key in enumerate(footers):
            value = cells_of.footer_cell(sheet, key, seat)
            c.text(x0, body_bottom + k * foot_h, player_w, foot_h, value, 10)
    for k, key in enumerate(footers):
        fy = body_bottom + k * foot_h
        c.text(0, fy, ROUND_COL, foot_h, text(lang, key), 6.5, color=LABEL, wrap=True)
        c.line(0, fy, width, fy, 0.35 if k == 0 else 0.12, INK if k == 0 else LIGHT)

    for i, row in enumerate(rows):
        ry = body_top + i * layout.row_height
        c.text(0, ry, ROUND_COL, layout.row_height, cells_of.row_label(sheet, row), 9)
        if i:
            c.line(0, ry, width, ry, 0.12, LIGHT)
    # strong lines: frame, header, players
    c.line(ROUND_COL, top + NAME_ROW, width, top + NAME_ROW, 0.12, LIGHT)
    if track_h:
        c.line(ROUND_COL, sub_top, width, sub_top, 0.12, LIGHT)
    c.line(0, body_top, width, body_top, 0.35)
    for seat in range(n + 1):
        x = ROUND_COL + seat * player_w
        c.line(x, top, x, table_bottom, 0.35)
    for yy in (top, table_bottom):
        c.line(0, yy, width, yy, 0.5)
    c.line(0, top, 0, table_bottom, 0.5)
    c.line(width, top, width, table_bottom, 0.5)

    if last_page:
        _paint_bottom(c, sheet, table_bottom + 5, width)


def _fit_names(sheet: Sheet, player_w: float, painter: QPainter) -> list[PaperName | None]:
    """How each player's name is printed (None: a blank sheet's unnamed column)."""
    names = list(sheet.players)
    out: list[PaperName | None] = []
    for seat, name in enumerate(names):
        if not name:
            out.append(None)
            continue
        mark = f" {cells_of.WIN_MARK}" if seat in sheet.leaders else ""
        out.append(fit_paper_name(names, seat, mark, player_w - 1.6, NAME_ROW, painter.device()))
    return out


def _leader_mark(sheet: Sheet) -> str:
    """What the ★ in the header means ("" on a sheet without one)."""
    if sheet.blank or not sheet.leaders:
        return ""
    return text(sheet.lang, "winner_mark" if sheet.winners else "leader_mark")


def _paint_bottom(c: _Canvas, sheet: Sheet, y: float, width: float) -> None:
    lang = sheet.lang
    left = Qt.AlignmentFlag.AlignLeft
    if not sheet.ui.phases:
        if sheet.match_scoring or sheet.blank:
            target = cells_of.number(lang, sheet.target)
            c.text(0, y, width, 5, text(lang, "sb_scoring", target=target), 8.5, left)
            y += 5.5
        if _leader_mark(sheet):
            c.text(0, y, width, 5, _leader_mark(sheet), 8.5, left, LABEL)
            y += 5.5
        if sheet.blank:
            c.text(0, y, width, 5, text(lang, "blank_hint_sb"), 8.5, left, LABEL)
        return
    c.text(0, y, width, 6, text(lang, "the_phases"), 10.5, left)
    y += 7
    half = math.ceil(len(sheet.phases) / PHASE_COLUMNS)
    col_w = width / PHASE_COLUMNS
    for i, phase in enumerate(sheet.phases):
        col, line = divmod(i, half)
        yy = y + line * PHASE_LINE
        c.text(col * col_w, yy, 9, PHASE_LINE, cells_of.number(lang, phase), 9, Qt.AlignmentFlag.AlignRight)
        c.text(col * col_w + 9, yy, col_w - 10, PHASE_LINE, phase_requirement(lang, phase), 9, left)
    y += half * PHASE_LINE + 2
    c.text(0, y, width, 5, cells_of.penalty_legend(sheet), 8.5, left)
    y += 5.5
    if sheet.blank:
        hint = text(lang, "blank_hint_p10")
    else:
        hint = "    ".join([*(text(lang, k) for k in ("completed_mark", "went_out_mark")),
                            *([_leader_mark(sheet)] if _leader_mark(sheet) else []),
                            text(lang, "fewer_is_better")])
    c.text(0, y, width, 5, hint, 8.5, left, LABEL)
    c.text(0, y + 5.5, width, 5, text(lang, "tracker_hint"), 8.5, left, LABEL)
