"""Preferences: the interface language, the computer players' speed, the
look of the cards (high contrast, larger cards on the table) and speaking
through the system's speech service (offered where there is one)."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QComboBox, QDialogButtonBox, QFormLayout, QLabel, QWidget

from cardtable.ui.dialogs.base import RetranslatingDialog
from cardtable.ui.settings import LANGUAGES, SPEEDS_MS
from cardtable.ui.speech import system_speech as speech_service
from cardtable.ui.speech.accessible import label_form

# Language names are written in their own language and never translated.
LANGUAGE_NAMES = {"en": "English", "de": "Deutsch", "zh_TW": "繁體中文"}


class SettingsDialog(RetranslatingDialog):
    def __init__(self, language: str, speed_ms: int, parent: QWidget | None = None, *,
                 contrast: bool = False, large_cards: bool = False, system_speech: bool = False) -> None:
        super().__init__(parent)
        form = QFormLayout(self)
        self.language = QComboBox(self)
        for lang in LANGUAGES:
            self.language.addItem(LANGUAGE_NAMES[lang], lang)
        self.language.setCurrentIndex(max(0, LANGUAGES.index(language) if language in LANGUAGES else 0))
        self.speed = QComboBox(self)
        for ms in SPEEDS_MS:
            self.speed.addItem("", ms)
        nearest = min(range(len(SPEEDS_MS)), key=lambda i: abs(SPEEDS_MS[i] - speed_ms))
        self.speed.setCurrentIndex(nearest)
        self.language_label, self.speed_label = QLabel(self), QLabel(self)
        form.addRow(self.language_label, self.language)
        form.addRow(self.speed_label, self.speed)
        self.contrast = QCheckBox(self)
        self.contrast.setObjectName("highContrastCards")
        self.contrast.setChecked(contrast)
        self.large_cards = QCheckBox(self)
        self.large_cards.setObjectName("largerCards")
        self.large_cards.setChecked(large_cards)

        self.system_speech = QCheckBox(self)
        self.system_speech.setObjectName("systemSpeech")
        self.system_speech.setChecked(system_speech)
        self.system_speech.setVisible(speech_service.command() is not None)  # only where the system has the service
        form.addRow(self.contrast)
        form.addRow(self.large_cards)
        form.addRow(self.system_speech)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        label_form(form)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Preferences"))
        self.language_label.setText(self.tr("Language:"))
        self.speed_label.setText(self.tr("Computer speed:"))
        names = {
            0: self.tr("Instant"),
            200: self.tr("Fast"),
            500: self.tr("Normal"),
            1000: self.tr("Slow"),
            2000: self.tr("Very slow"),
        }
        for i, ms in enumerate(SPEEDS_MS):
            self.speed.setItemText(i, names[ms])
        self.contrast.setText(self.tr("&High-contrast cards"))
        self.contrast.setToolTip(self.tr("Black on white cards in a wide frame of their colour, with "
                                         "their symbols; wide outlines where a card may go"))
        self.large_cards.setText(self.tr("&Larger cards on the table"))
        self.large_cards.setToolTip(self.tr("Your hand and the piles in the middle drawn larger, "
                                            "where the table has room"))

        self.system_speech.setText(self.tr("&Speak through the system's speech service"))
        self.system_speech.setToolTip(self.tr("Everything said for a screen reader is also spoken by the "
                                              "system's voice (speech-dispatcher), without a screen reader"))

    def chosen_language(self) -> str:
        return self.language.currentData()

    def chosen_speed_ms(self) -> int:
        return int(self.speed.currentData())

    def chosen_contrast(self) -> bool:
        return self.contrast.isChecked()

    def chosen_large_cards(self) -> bool:
        return self.large_cards.isChecked()

    def chosen_system_speech(self) -> bool:
        return self.system_speech.isChecked()
