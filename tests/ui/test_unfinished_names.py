"""The start page's unfinished games name their seats as the table does:
"Computer 2" is "電腦 2" in Chinese and stays "Computer 2" in English and
German; a name a person typed is shown as typed."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtCore import QCoreApplication

from cardtable.ui.i18n import Translations

WANT = {"en": "Oma Grete, Computer 2, Player 3", "de": "Oma Grete, Computer 2, Spieler 3",
        "zh_TW": "Oma Grete、電腦 2、玩家 3"}


@pytest.fixture
def translations(qapp):
    translations = Translations(QCoreApplication.instance())
    yield translations
    translations.switch("en")


@pytest.mark.parametrize("lang", sorted(WANT))
def test_an_unfinished_game_names_its_computers_in_the_language(qapp, translations, monkeypatch, lang):
    from PySide6.QtGui import QPixmap

    import cardtable.ui.start.thumbnails as thumbnails
    from cardtable.ui.start.start_lists import unfinished_rows

    monkeypatch.setattr(thumbnails, "load_thumbnail", lambda _path: QPixmap(4, 4))
    translations.switch(lang)
    seats = [SimpleNamespace(name=name) for name in ("Oma Grete", "Computer 2", "Player 3")]
    game = SimpleNamespace(loaded=SimpleNamespace(saved=SimpleNamespace(seats=seats, game="skipbo")),
                           modified="2026-12-07T20:50:00", path="nowhere.cardtable")
    [(text, _game, _icon)] = unfinished_rows([game])
    assert WANT[lang] in text.splitlines()[0]
