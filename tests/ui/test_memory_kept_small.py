"""What a long evening of play must not pile up (found by
``benchmarks/random_use.py``, which counts the live objects by class): each
language switch leaves no translator behind."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QTranslator

from cardtable.ui.i18n import Translations


def test_language_switches_leave_no_translators_behind(qapp):
    app = QCoreApplication.instance()
    translations = Translations(app)

    def translators() -> int:
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        return len(app.findChildren(QTranslator))

    translations.switch("en")
    before = translators()
    try:
        for _ in range(5):
            for lang in ("de", "zh_TW", "en"):
                assert translations.switch(lang)
        translations.switch("de")
        assert translators() <= before + 2  # the two of German (the app's and Qt's), nothing else
        assert QCoreApplication.translate("MainWindow", "Delete the unfinished game") == "Angefangenes Spiel löschen"
    finally:
        translations.switch("en")
    assert translators() == before
