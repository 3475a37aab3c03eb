"""Game > Print blank score sheet… > Save as PDF… says where the PDF went, as
the game's own PDF export does: in the dialog and in the window's status bar."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QLabel

from cardtable.ui.printing.dialogs import BlankSheetDialog


def test_saving_a_blank_sheet_as_pdf_says_where(window, qtbot, tmp_path, monkeypatch):
    target = tmp_path / "sheet"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    seen = {}

    def save_then_close():
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, BlankSheetDialog):
            QTimer.singleShot(20, save_then_close)
            return
        try:
            qtbot.mouseClick(dialog.pdf_button, Qt.MouseButton.LeftButton)
            label = dialog.findChild(QLabel, "pdfSaved")
            seen["label"] = label.text() if label is not None and label.isVisible() else ""
        finally:
            dialog.reject()  # never left open: the test would hang

    QTimer.singleShot(0, save_then_close)
    window.act_blank.trigger()
    path = str(target) + ".pdf"
    assert (tmp_path / "sheet.pdf").stat().st_size > 1000
    assert seen["label"] == f"Blank score sheet saved as {path}"
    assert window.statusBar().currentMessage() == f"Blank score sheet saved as {path}"


def test_the_pdf_is_offered_in_the_home_folder_when_there_is_no_documents_folder(qapp, tmp_path, monkeypatch):
    from PySide6.QtCore import QDir, QStandardPaths

    from cardtable.ui.printing import dialogs

    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.chdir(tmp_path)  # the folder the app was started in
    asked = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (asked.append(a[2]), ("", ""))[1])
    documents = home / "Documents"
    monkeypatch.setattr(QStandardPaths, "writableLocation", lambda _where: str(documents))
    assert QDir.homePath() == str(home)
    assert dialogs.ask_pdf_path(None, "phase10-blank.pdf") == ""
    assert asked[-1] == f"{home}/phase10-blank.pdf"  # no ~/Documents: the home folder
    documents.mkdir()
    dialogs.ask_pdf_path(None, "phase10-blank.pdf")
    assert asked[-1] == f"{documents}/phase10-blank.pdf"
