"""The app's dialogs; each builds its widgets once and sets its texts in
``retranslate_ui()``, which runs again on ``LanguageChange``."""
