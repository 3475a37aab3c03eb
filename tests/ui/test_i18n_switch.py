"""Switching the language at run time retranslates menus, dialogs and rejections."""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from cardtable.engine.api import Rejection
from cardtable.ui.dialogs.new_game import NewGameDialog
from cardtable.ui.i18n import Translations, system_language
from cardtable.ui.rule_messages import known_rule_ids, rejection_text


class Shouting(QTranslator):
    """A stand-in translation: every source text in upper case."""

    def translate(self, context, source, disambiguation=None, n=-1):
        if not source:
            return source
        return re.sub(r"[^{}]+(?=\{|$)|(?<=\})[^{}]+", lambda m: m.group(0).upper(), source)

    def isEmpty(self):
        return False


def test_language_change_retranslates_menus_dialog_and_rejection(qtbot, make_window):
    translations = Translations(QCoreApplication.instance())
    translations.switch("en")
    window = make_window(translations)
    dialog = NewGameDialog(None, window)
    assert window.menu_game.title() == "&Game"
    translations.install(Shouting())
    try:
        qtbot.waitUntil(lambda: window.menu_game.title() == "&GAME", timeout=2000)
        assert window.act_new.text() == "&NEW GAME…"
        assert dialog.windowTitle() == "NEW GAME"
        assert "RULE SB-14" in rejection_text(Rejection.of("SB-14", "x"))
    finally:
        translations.switch("en")
    qtbot.waitUntil(lambda: window.menu_game.title() == "&Game", timeout=2000)


def test_system_language_mapping():
    assert system_language(QLocale("de_AT")) == "de"
    assert system_language(QLocale("zh_TW")) == "zh_TW"
    assert system_language(QLocale("zh_HK")) == "zh_TW"
    assert system_language(QLocale("zh_CN")) == "en"
    assert system_language(QLocale("fr_FR")) == "en"


def test_every_rule_id_of_rules_md_has_a_sentence():
    ids = set(known_rule_ids())
    expected = {f"P10-{i}" for i in range(1, 26)} | {"P10-V1", "P10-V2", "P10-V3"}
    expected |= {f"SB-{i}" for i in range(1, 20)} | {"SB-V1"}
    assert expected <= ids


def test_unknown_rule_falls_back_to_the_engine_message():
    assert rejection_text(Rejection.of("X-1", "Engine says no.")).endswith("Engine says no.")
    assert "needs a 7" in rejection_text(Rejection.of("SB-15", "x", needed=7))


def test_switch_to_a_language_without_files_keeps_english(qtbot):
    translations = Translations(QCoreApplication.instance())
    try:
        translations.switch("de")  # .qm files come with the translation pass
        assert translations.language == "de"
    finally:
        translations.switch("en")


# -- at run time ------------------------------------------------------------------------
EXPECTED = {
    "de": {"menu": "&Spiel", "new": "&Neues Spiel…", "dialog": "Neues Spiel",
           "label": "Spiel:", "rejection": ("Regel P10-19:", "Aussetzen-Karte")},
    "zh_TW": {"menu": "遊戲(&G)", "new": "新遊戲(&N)…", "dialog": "新遊戲",
              "label": "遊戲：", "rejection": ("規則 P10-19：", "跳過牌")},
}


def test_real_qm_files_translate_window_dialog_and_rejection_at_run_time(qtbot, make_window):
    from PySide6.QtGui import QGuiApplication

    from cardtable.ui.i18n import TC_SYSTEM_FAMILY

    translations = Translations(QCoreApplication.instance())
    translations.switch("en")
    window = make_window(translations)
    dialog = NewGameDialog(None, window)
    en_families = QGuiApplication.font().families()
    try:
        for lang, want in EXPECTED.items():
            assert translations.switch(lang), f"cardtable_{lang}.qm not found"
            qtbot.waitUntil(lambda w=want: window.menu_game.title() == w["menu"], timeout=3000)
            assert window.act_new.text() == want["new"]
            assert dialog.windowTitle() == want["dialog"]
            assert dialog.game_label.text() == want["label"]
            text = rejection_text(Rejection.of("P10-19", "A Skip cannot be melded."))
            assert text.startswith(want["rejection"][0]) and want["rejection"][1] in text
        assert QGuiApplication.font().families()[0] == TC_SYSTEM_FAMILY  # zh_TW was last
    finally:
        translations.switch("en")
    qtbot.waitUntil(lambda: window.menu_game.title() == "&Game", timeout=3000)
    assert QGuiApplication.font().families() == en_families
