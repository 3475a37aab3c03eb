"""Send a painted sheet to a device: a PDF file, a printer or an image.

One loop over the pages of ``layout.paint_page`` serves all three, so what
the preview shows is what the PDF holds. QPdfWriter embeds the subset of
every font it uses, our bundled font included.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRect
from PySide6.QtGui import QColor, QImage, QPagedPaintDevice, QPainter, QPdfWriter

from cardtable.ui.printing.layout import page_layout, paint_page, plan
from cardtable.ui.scoresheet.sheet_data import Sheet

PDF_DPI = 600


def _paint_all(device: QPagedPaintDevice, sheet: Sheet, page_size: str) -> None:
    pages = plan(sheet, page_size).pages
    painter = QPainter()
    if not painter.begin(device):
        raise OSError("cannot paint on the output device")
    try:
        dpi = device.logicalDpiY()
        for page in range(pages):
            if page:
                device.newPage()
            paint_page(painter, sheet, page, QPointF(0, 0), dpi, page_size)
    finally:
        painter.end()


def write_pdf(path: str, sheet: Sheet, page_size: str = "A4") -> None:
    """Write ``sheet`` as a PDF at ``path`` (A4 or Letter, fonts embedded).

    Raises OSError if the file cannot be written."""
    writer = QPdfWriter(str(path))
    writer.setResolution(PDF_DPI)
    writer.setPageLayout(page_layout(page_size))
    writer.setTitle(f"{sheet.game} score sheet")
    writer.setCreator("cardtable")
    _paint_all(writer, sheet, page_size)
    del writer  # flush and close the file


def print_sheet_to(printer: QPagedPaintDevice, sheet: Sheet, page_size: str | None = None) -> None:
    """Paint ``sheet`` on a QPrinter (print dialog or preview)."""
    if page_size is None:
        size_id = printer.pageLayout().pageSize().id()
        page_size = "Letter" if size_id == page_layout("Letter").pageSize().id() else "A4"
    layout = page_layout(page_size)
    printer.setPageLayout(layout)
    _paint_all(printer, sheet, page_size)


def render_image(sheet: Sheet, page: int = 0, dpi: int = 110, page_size: str = "A4") -> QImage:
    """Page ``page`` of ``sheet`` as a white QImage at ``dpi`` (for checking)."""
    layout = page_layout(page_size)
    full: QRect = layout.fullRectPixels(dpi)
    paint: QRect = layout.paintRectPixels(dpi)
    image = QImage(full.width(), full.height(), QImage.Format.Format_RGB32)
    dots_per_metre = round(dpi / 0.0254)
    image.setDotsPerMeterX(dots_per_metre)
    image.setDotsPerMeterY(dots_per_metre)
    image.fill(QColor("white"))
    painter = QPainter(image)
    try:
        paint_page(painter, sheet, page, QPointF(paint.x(), paint.y()), dpi, page_size)
    finally:
        painter.end()
    return image

