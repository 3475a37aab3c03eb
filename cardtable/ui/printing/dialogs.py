"""The dialogs around printing: print, preview, PDF file name, blank sheet.

Kept apart from the entry points so each stays small. Every visible string
goes through ``tr``; the *sheet's* words come from sheet_texts.py instead,
because a blank sheet may be printed in another language than the UI's.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QDir, QEvent, QStandardPaths, Qt
from PySide6.QtPrintSupport import QPrintDialog, QPrinter, QPrintPreviewDialog, QPrintPreviewWidget
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from cardtable.games import MAX_PLAYERS, MIN_PLAYERS
from cardtable.ui.dialogs.fitting import FittingDialog
from cardtable.ui.games import all_game_uis, ui_for
from cardtable.ui.printing.layout import page_layout
from cardtable.ui.printing.render import print_sheet_to, write_pdf
from cardtable.ui.scoresheet.sheet_data import Sheet, blank_sheet
from cardtable.ui.speech.accessible import label_form

#: ``notify(text, ms, again)``: a window's status line says ``text`` (``again()`` after a language switch)
Notify = Callable[[str, int, Callable[[], str]], None]

LANGUAGE_NAMES = (("en", "English"), ("de", "Deutsch"), ("zh_TW", "繁體中文"))


def _new_printer(page_size: str | None = None) -> QPrinter:
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    if page_size is not None:
        printer.setPageLayout(page_layout(page_size))
    return printer


def print_with_dialog(parent: QWidget | None, sheet: Sheet, page_size: str | None = None) -> None:
    printer = _new_printer(page_size)
    dialog = QPrintDialog(printer, parent)
    try:
        accepted = dialog.exec() == QDialog.DialogCode.Accepted
    finally:
        dialog.deleteLater()  # owned by the window: it would live as long
    if accepted:
        print_sheet_to(printer, sheet)


def show_preview(parent: QWidget | None, sheet: Sheet, page_size: str | None = None) -> None:
    printer = _new_printer(page_size)
    preview = QPrintPreviewDialog(printer, parent)
    preview.paintRequested.connect(lambda p: print_sheet_to(p, sheet))
    prepare_preview(preview)
    try:
        preview.exec()
    finally:
        preview.deleteLater()  # owned by the window: it would live as long


def prepare_preview(preview: QPrintPreviewDialog) -> None:
    """Open the preview readable: as large as the screen allows (at most a
    1366×768 laptop's free area) and the page fitted to the width, not a
    whole page shrunk to a third of its size."""
    screen = preview.screen()
    if screen is not None:
        area = screen.availableGeometry()
        preview.resize(min(area.width(), 1366) * 9 // 10, (min(area.height(), 728) - 40))
    widget = preview.findChild(QPrintPreviewWidget)
    if widget is not None:
        widget.fitToWidth()


def pdf_folder() -> str:
    """Where a PDF is offered first: the documents folder, or the home folder
    when there is none (never the folder the app happened to start in)."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    if folder and QDir(folder).exists():
        return folder
    return QDir.homePath()


def ask_pdf_path(parent: QWidget | None, suggested: str) -> str:
    folder = pdf_folder()
    path, _ = QFileDialog.getSaveFileName(parent, _tr("Export as PDF"), f"{folder}/{suggested}",
                                          _tr("PDF files (*.pdf)"))
    if path and not path.lower().endswith(".pdf"):
        path += ".pdf"
    return path


def _tr(text: str) -> str:
    return QCoreApplication.translate("ScoreSheetPrinting", text)


class BlankSheetDialog(FittingDialog):
    """Choose game, number of players (as the game allows), language and paper; then print,
    preview or save a PDF of an empty score sheet."""

    def __init__(self, parent: QWidget | None = None, language: str = "en", notify: Notify | None = None) -> None:
        super().__init__(parent)
        self._notify = notify  # where the window says where the PDF went
        self.game = QComboBox()
        self.players = QSpinBox()
        self.players.setRange(MIN_PLAYERS, MAX_PLAYERS)
        self.players.setValue(4)
        self.language = QComboBox()
        for code, name in LANGUAGE_NAMES:  # each language in its own name
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(0, [c for c, _ in LANGUAGE_NAMES].index(language)
                                          if language in dict(LANGUAGE_NAMES) else 0))
        self.edition = QComboBox()  # Phase 10: the sheet prints this edition's Wild value
        self.paper = QComboBox()
        self.paper.addItem("A4", "A4")
        self.paper.addItem("Letter", "Letter")
        self.form = QFormLayout()
        for field in (self.game, self.edition, self.players, self.language, self.paper):
            self.form.addRow(QLabel(), field)  # an empty "" row label would not exist
        label_form(self.form)  # each label names its field for a screen reader
        self.buttons = QDialogButtonBox()
        self.print_button = QPushButton()
        self.preview_button = QPushButton()
        self.pdf_button = QPushButton()
        for button in (self.print_button, self.preview_button, self.pdf_button):
            self.buttons.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        self.game.currentIndexChanged.connect(self._game_changed)
        self.print_button.clicked.connect(self._print)
        self.preview_button.clicked.connect(self._preview)
        self.pdf_button.clicked.connect(self._pdf)
        self.saved_label = QLabel()  # where the last PDF went
        self.saved_label.setObjectName("pdfSaved")
        self.saved_label.setWordWrap(True)
        self.saved_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.saved_label.hide()
        self._saved_path = ""
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(self.saved_label)
        layout.addWidget(self.buttons)
        self.retranslate_ui()
        self._game_changed()

    def _game_changed(self) -> None:
        if self.game.currentIndex() < 0:  # the list is being filled again (a language switch)
            return
        game = ui_for(self.game.currentData())
        self.edition.setEnabled(bool(game.sheet.editions))  # Phase 10 prints its Wild value
        self.players.setRange(game.info.min_players, game.info.max_players)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Blank score sheet"))
        current = self.game.currentIndex()
        self.game.blockSignals(True)  # the same game stays chosen: nothing to change
        self.game.clear()
        for game in all_game_uis():
            self.game.addItem(game.name(), game.id)
        self.game.setCurrentIndex(max(current, 0))
        self.game.blockSignals(False)
        edition = self.edition.currentIndex()
        self.edition.clear()
        self.edition.addItem(self.tr("Edition 2026"), "2026")
        self.edition.addItem(self.tr("Classic edition"), "classic")
        self.edition.setCurrentIndex(max(edition, 0))
        labels = (self.tr("Game:"), self.tr("Edition:"), self.tr("Players:"),
                  self.tr("Language of the sheet:"), self.tr("Paper:"))
        for row, label in enumerate(labels):
            item = self.form.itemAt(row, QFormLayout.ItemRole.LabelRole)
            widget = item.widget() if item is not None else None
            if isinstance(widget, QLabel):
                widget.setText(label)
        self.print_button.setText(self.tr("Print…"))
        self.preview_button.setText(self.tr("Preview…"))
        self.pdf_button.setText(self.tr("Save as PDF…"))
        if self._saved_path:
            self.saved_label.setText(self.saved_text())

    def saved_text(self) -> str:
        return _tr("Blank score sheet saved as {file}").format(file=self._saved_path)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def sheet(self) -> Sheet:
        return blank_sheet(self.game.currentData(), self.players.value(),
                           self.language.currentData(), self.edition.currentData())

    def page_size(self) -> str:
        return self.paper.currentData()

    def _print(self) -> None:
        print_with_dialog(self, self.sheet(), self.page_size())

    def _preview(self) -> None:
        show_preview(self, self.sheet(), self.page_size())

    def _pdf(self) -> None:
        sheet = self.sheet()
        path = ask_pdf_path(self, f"{sheet.game}-blank.pdf")
        if not path:
            return
        try:
            write_pdf(path, sheet, self.page_size())
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Save as PDF"),
                                self.tr("The PDF could not be written:\n{error}").format(error=exc))
            return
        # where it went: in the dialog, and in the window's status bar once it closes
        self._saved_path = path
        self.saved_label.setText(self.saved_text())
        self.saved_label.show()
        if self._notify is not None:
            self._notify(self.saved_text(), 8000, lambda: _tr("Blank score sheet saved as {file}").format(file=path))
