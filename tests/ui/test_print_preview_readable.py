"""The print preview opens readable: fitted to the page's width and as large
as a laptop's screen allows (it used to open at 38.8 %, a shrunken page)."""

from __future__ import annotations

from PySide6.QtPrintSupport import QPrintPreviewDialog, QPrintPreviewWidget

from cardtable.ui.printing import dialogs


def test_the_preview_fits_the_page_width(qtbot, monkeypatch):
    from cardtable.ui.scoresheet.sheet_data import blank_sheet

    seen = {}

    def fake_exec(self):
        widget = self.findChild(QPrintPreviewWidget)
        seen["mode"] = widget.zoomMode()
        seen["size"] = self.size()
        return 0

    monkeypatch.setattr(QPrintPreviewDialog, "exec", fake_exec)
    dialogs.show_preview(None, blank_sheet("phase10", 4, "en", "2026"))
    assert seen["mode"] == QPrintPreviewWidget.ZoomMode.FitToWidth
    assert seen["size"].height() <= 728 - 40 and seen["size"].width() <= 1366
