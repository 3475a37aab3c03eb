"""The Skip-Bo wild card has one name, the glossary's, wherever it is said:
the move log's lines, the read keys' answers and the deck-order dialog, in
English, German and Traditional Chinese (the log once wrote "SKIP-BO" where
the read keys said "Skip-Bo")."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtCore import QCoreApplication

from cardtable.engine.skipbo.state import Event
from cardtable.ui.games import find_ui
from cardtable.ui.i18n import Translations
from cardtable.ui.table.games import skipbo_log, skipbo_speech

NAMES = {"en": "SKIP-BO card", "de": "SKIP-BO-Joker", "zh_TW": "萬用牌"}  # ../shared/GLOSSARY.md


@pytest.fixture(params=sorted(NAMES))
def lang(request, qapp):
    translations = Translations(QCoreApplication.instance())
    translations.switch(request.param)
    yield request.param
    translations.switch("en")


def test_the_move_log_and_the_read_keys_name_the_wild_card_alike(lang):
    name = NAMES[lang]
    line = skipbo_log.describe(Event("play", seat=0, card="SB", source="stock", to=0), ["Ann"])
    assert name in line and "SKIP-BO " not in line.replace(name, "")
    assert skipbo_speech.hand(SimpleNamespace(hand=("3", "SB"))).endswith(name)
    assert find_ui("skipbo").card_text("SB") == name
