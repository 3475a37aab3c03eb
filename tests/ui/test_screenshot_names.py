"""The README's German and Chinese table pictures name the human seat in their
language: ``tools/screenshots.py`` gives it the new-game dialog's default name
("Player 1", translated) in every language, not the positions' "You"."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from cardtable.ui.i18n import Translations

ROOT = Path(__file__).resolve().parents[2]


def _tool():
    spec = importlib.util.spec_from_file_location("screenshots", ROOT / "tools" / "screenshots.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize(("lang", "human"), [("de", "Spieler 1"), ("zh_TW", "玩家 1"), ("en", "Player 1")])
def test_the_human_seat_is_named_in_the_pictures_language(qapp, lang, human):
    translations = Translations(QCoreApplication.instance())
    assert translations.switch(lang)
    try:
        seats = _tool().named_seats(4, lang)
    finally:
        translations.switch("en")
    assert seats[0].name == human and seats[0].is_human
    assert [seat.is_human for seat in seats[1:]] == [False] * 3
