"""Printing and PDF export of score sheets: the entry points of the window.

``print_sheet``/``preview_sheet``/``export_pdf`` print the current game's
sheet in the interface language (``QLocale()``, which the language switch
sets); ``blank_sheet_dialog`` prints an empty sheet for real cards in any of
the three languages. ``write_pdf`` is the one path to a PDF file.
How the page looks is in layout.py, its words in sheet_texts.py.

The dialogs (``dialogs.py``, with Qt's print support) load only when one is
used; the window imports this module when a print command is first chosen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QMessageBox, QWidget

from cardtable.ui.printing.render import write_pdf
from cardtable.ui.printing.sheet_texts import normalize_language
from cardtable.ui.scoresheet.sheet_data import Sheet, sheet_from_facts

if TYPE_CHECKING:
    from cardtable.controller.source import SheetSource
    from cardtable.ui.printing.dialogs import Notify

__all__ = [
    "blank_sheet_dialog",
    "current_sheet",
    "export_pdf",
    "preview_sheet",
    "print_sheet",
    "write_pdf",
]


def _tr(text: str) -> str:
    return QCoreApplication.translate("ScoreSheetPrinting", text)


def ui_language() -> str:
    """The interface language as a sheet language ("en", "de", "zh_TW")."""
    return normalize_language(QLocale().name())


def current_sheet(controller: SheetSource | None, lang: str | None = None) -> Sheet | None:
    """The sheet of the controller's game, or None without a game."""
    facts = controller.sheet_facts() if controller is not None else None
    if controller is None or facts is None:
        return None
    return sheet_from_facts(facts, controller.seats,
                            lang or ui_language())


def _sheet_or_warn(parent: QWidget | None, controller: SheetSource | None) -> Sheet | None:
    sheet = current_sheet(controller)
    if sheet is None:
        QMessageBox.information(parent, _tr("Score sheet"), _tr("There is no game to print."))
    return sheet


def print_sheet(parent: QWidget | None, controller: SheetSource | None) -> None:
    """Game > Print score sheet: the system print dialog, then print."""
    sheet = _sheet_or_warn(parent, controller)
    if sheet is not None:
        # Qt's print support loads only when printing
        from cardtable.ui.printing.dialogs import print_with_dialog

        print_with_dialog(parent, sheet)


def preview_sheet(parent: QWidget | None, controller: SheetSource | None) -> None:
    """Game > Print preview of the current game's sheet."""
    sheet = _sheet_or_warn(parent, controller)
    if sheet is not None:
        # Qt's print support loads only when printing
        from cardtable.ui.printing.dialogs import show_preview

        show_preview(parent, sheet)


def export_pdf(parent: QWidget | None, controller: SheetSource | None, notify: Notify | None = None) -> None:
    """Game > Export as PDF: ask for a file name, write the sheet there;
    ``notify`` (the window's status line) says where it went."""
    sheet = _sheet_or_warn(parent, controller)
    if sheet is None:
        return
    path = ask_pdf_path(parent, f"{sheet.game}-{sheet.date}.pdf")
    if not path:
        return
    try:
        write_pdf(path, sheet, default_page_size())
    except OSError as exc:
        QMessageBox.warning(parent, _tr("Export as PDF"),
                            _tr("The PDF could not be written:\n{error}").format(error=exc))
        return
    if notify is not None:  # tell the player where the file went (again after a language switch)
        def said() -> str:
            return _tr("Score sheet exported to {file}").format(file=str(path))

        notify(said(), 8000, said)


def ask_pdf_path(parent: QWidget | None, suggested: str) -> str:
    """Where the PDF goes (the file dialog of ``dialogs.ask_pdf_path``); "" if cancelled."""
    # Qt's print support loads only when printing
    from cardtable.ui.printing import dialogs

    return dialogs.ask_pdf_path(parent, suggested)


def default_page_size() -> str:
    """Letter where the system uses US measures, else A4."""
    imperial = QLocale.system().measurementSystem() == QLocale.MeasurementSystem.ImperialUSSystem
    return "Letter" if imperial else "A4"


def blank_sheet_dialog(parent: QWidget | None, notify: Notify | None = None) -> None:
    """Game > Blank score sheet: choose game, players, language and paper."""
    # Qt's print support loads only when printing
    from cardtable.ui.printing.dialogs import BlankSheetDialog

    dialog = BlankSheetDialog(parent, ui_language(), notify)
    try:
        dialog.exec()
    finally:
        dialog.deleteLater()  # owned by the window: it would live as long
