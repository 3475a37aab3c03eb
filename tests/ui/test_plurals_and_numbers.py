"""Counts use Qt's %n plural forms; numbers and dates follow the language:
"1 card" / "2 cards", "1 Karte" / "2 Karten", and an unfinished game's
description lists names and numbers the way the interface language does."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtCore import QCoreApplication, QLocale

from cardtable.seats import Seat
from cardtable.ui.i18n import Translations, english_plural
from cardtable.ui.start import resume
from cardtable.ui.table.games import phase10_log, skipbo_log

WANT = {
    "en": ("A new draw pile was shuffled (1 card)", "A new draw pile was shuffled (2 cards)",
           "(1 card)", "(30 cards)"),
    "de": ("Ein neuer Nachziehstapel wurde gemischt (1 Karte)",
           "Ein neuer Nachziehstapel wurde gemischt (2 Karten)", "(1 Karte)", "(30 Karten)"),
    "zh_TW": ("已洗好新的抽牌堆（1 張）", "已洗好新的抽牌堆（2 張）", "（1 張）", "（30 張）"),
}


def _reshuffle(count):
    return SimpleNamespace(kind="reshuffle", seat=None, count=count, card=None)


def test_english_plural():
    assert english_plural("%n card(s)".replace("%n", "1"), 1) == "1 card"
    assert english_plural("0 card(s)", 0) == "0 cards"


@pytest.mark.parametrize("lang", sorted(WANT))
def test_move_log_counts_use_plural_forms(qapp, lang):
    translations = Translations(QCoreApplication.instance())
    try:
        assert translations.switch(lang)
        one, two, p10_one, p10_many = WANT[lang]
        assert skipbo_log.describe(_reshuffle(1), ["A"]) == one
        assert skipbo_log.describe(_reshuffle(2), ["A"]) == two
        assert phase10_log.describe(_reshuffle(1), ["A"]).endswith(p10_one)
        assert phase10_log.describe(_reshuffle(30), ["A"]).endswith(p10_many)
    finally:
        translations.switch("en")


def test_game_over_stock_cards_use_plural_forms(qtbot):
    from cardtable.engine.standings import Standing
    from cardtable.ui.dialogs.game_over import GameOverDialog

    standings = [Standing(0, 1, "won", 0, stock_left=0), Standing(1, 2, "lost", 0, stock_left=1),
                 Standing(2, 3, "lost", 0, stock_left=3)]
    dialog = GameOverDialog(standings, ["Ann", "Bo", "Cy"], "skipbo", None, None, "stock-empty")
    qtbot.addWidget(dialog)
    lines = dialog.scores.text().split("<br>")
    assert lines == ["Ann: 0 cards left in the stock pile", "Bo: 1 card left in the stock pile",
                     "Cy: 3 cards left in the stock pile"]


@pytest.mark.parametrize(("locale", "names"), [
    ("en_US", "Ann, Bo, and Cy"),
    ("de_DE", "Ann, Bo und Cy"),
    ("zh_TW", "Ann、Bo和Cy"),
])
def test_an_unfinished_game_is_described_the_locales_way(qapp, locale, names):
    # the words of the start page's Delete… confirmation
    saved = SimpleNamespace(game="skipbo", modified="2026-05-09T10:00:00+00:00",
                            seats=[Seat("Ann"), Seat("Bo"), Seat("Cy")])
    previous = QLocale()
    QLocale.setDefault(QLocale(locale))
    try:
        text = resume.describe(saved)
    finally:
        QLocale.setDefault(previous)
    assert names in text
