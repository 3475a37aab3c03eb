"""Dialogs and windows that list the games keep working through a language
switch: their lists are filled again in the new language, the chosen game
stays chosen, and nothing reacts to the list being empty for a moment (the
blank score sheet raised KeyError there, found by the random-use test)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from cardtable.ui.i18n import Translations


def test_the_blank_sheet_dialog_survives_a_language_switch(qtbot, window):
    from cardtable.ui.printing.dialogs import BlankSheetDialog

    translations = Translations(QCoreApplication.instance())
    dialog = BlankSheetDialog(window)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.game.setCurrentIndex(1)  # Skip-Bo
    try:
        translations.switch("de")
        qtbot.waitUntil(lambda: dialog.windowTitle() == "Leeres Wertungsblatt", timeout=2000)
        assert dialog.game.currentData() == "skipbo"
        assert dialog.game.itemText(0) == "Phase 10"
        assert not dialog.edition.isEnabled()  # Skip-Bo prints no edition
    finally:
        translations.switch("en")
    qtbot.waitUntil(lambda: dialog.windowTitle() == "Blank score sheet", timeout=2000)
    assert dialog.game.currentData() == "skipbo"
