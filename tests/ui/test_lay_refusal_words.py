"""A lay-down whose group does not hold together is refused with words that
say which group and why (a set of mixed values, a colour group of mixed
colours, a run with a value twice), not only the general sentence of
P10-11, in English, German and Traditional Chinese: what a player who
chose the cards of each group needs to put it right (the browser page says
the same, tests/web/test_sentence_parity.py)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from cardtable.engine.phase10.meld_types import make_group
from cardtable.engine.phase10.melds import phase_rejection
from cardtable.ui.i18n import Translations
from cardtable.ui.rule_messages import rule_sentence

CASES = {  # phase, groups -> the words each language must say
    "set": (1, [("set", ["R3", "B4", "G5"]), ("set", ["R7", "B7", "G7"])],
            {"en": "Group 1 is a set: its cards must have one value, these have 3 / 4 / 5.",
             "de": "Kombination 1 ist eine Gruppe gleicher Karten: Alle brauchen denselben Wert, hier sind es 3 / 4 / 5.",
             "zh_TW": "第 1 組是同數組：每張牌的數字要相同，這裡有 3 / 4 / 5。"}),
    "colour": (8, [("colour", ["R1", "R2", "R3", "R4", "B5", "R6", "R7"])],
               {"en": "Group 1 is a colour group: its cards must have one colour, these are red / blue.",
                "de": "Kombination 1 ist eine Farbgruppe: Alle Karten brauchen dieselbe Farbe, hier sind es rot / blau.",
                "zh_TW": "第 1 組是同色組：每張牌的顏色要相同，這裡有紅色 / 藍色。"}),
    "run": (2, [("set", ["R7", "B7", "G7"]), ("run", ["R3", "B4", "G4", "Y5"])],
            {"en": "Group 2 is a run: each value only once, 4 is there more than once.",
             "de": "Kombination 2 ist eine Folge: Jeder Wert kommt nur einmal vor, 4 kommt mehrmals vor.",
             "zh_TW": "第 2 組是連號組：每個數字只能出現一次，4 重複了。"}),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_the_refusal_names_the_group_and_what_is_wrong_with_it(qapp, case):
    phase, groups, words = CASES[case]
    rejection = phase_rejection([make_group(kind, cards) for kind, cards in groups], phase, "per_phase")
    assert rejection is not None and rejection.rule == "P10-11"
    translations = Translations(QCoreApplication.instance())
    try:
        for lang, want in words.items():
            assert translations.switch(lang) or lang == "en"
            assert rule_sentence(rejection) == want
    finally:
        translations.switch("en")
