"""One term per concept, across the .ts files, the rules texts and the printed sheets.

test_translations.py checks that each glossary term is *used* in the .ts
files; this test checks the other direction over all three places a player
reads (translations, assets/rules/*/*.html, the score-sheet texts): the
competing words for the same concept are not used. The chosen terms follow
../shared/GLOSSARY.md: winner Sieger / 勝者, running total Summe / 累積,
one Skip-Bo game Spiel / 局 and the match to 500 Serie, Gesamtwertung /
整場比賽, 多局累計計分; a group on the table Kombination; 對話方塊.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from test_translations import active_messages

from cardtable.ui.printing.sheet_texts import PHASES, TEXTS

REPO = Path(__file__).resolve().parent.parent
RULES = REPO / "assets" / "rules"

# (wrong word as a regular expression, the word to use instead)
AVOID = {
    "de": [
        (r"Gewinner", "Sieger"),
        (r"Gesamt(?!wertung)", "Summe (laufende Summe) or Gesamtwertung (the match)"),
        (r"Partie", "Serie / Gesamtwertung for the match, Spiel for one game"),
        (r"Kartengruppe", "Kombination"),
        (r"Wertung über mehrere Spiele", "Gesamtwertung"),
        (r"Ausgabe klassisch", "Klassische Ausgabe"),
        (r"\.\.\.", "…"),
    ],
    "zh_TW": [
        (r"贏家|勝利者", "勝者"),
        (r"(?<!多局)累計|總分", "累積 (running total; the variant is 多局累計計分)"),
        (r"多局計分|多場", "多局累計計分 / 局"),
        (r"場次|本場|每場(?!遊戲)|一場[:：]|第 ?\{?\w*\}? ?場|系列賽", "局 (one game), 比賽/整場 (the match)"),
        (r"對話框", "對話方塊"),
        (r"\.\.\.", "…"),
    ],
}


def _ts_texts(lang: str) -> list[tuple[str, str]]:
    return [(f"{ctx}: {src}", form) for ctx, src, forms, _m in active_messages(lang) for form in forms]


def _rules_texts(lang: str) -> list[tuple[str, str]]:
    out = []
    for page in sorted((RULES / lang).glob("*.html")):
        for number, line in enumerate(page.read_text(encoding="utf-8").splitlines(), 1):
            out.append((f"{page.name}:{number}", line))
    return out


def _sheet_texts(lang: str) -> list[tuple[str, str]]:
    return [(f"sheet {key}", value) for key, value in TEXTS[lang].items()] + [
        (f"sheet phase {i}", value) for i, value in enumerate(PHASES[lang], 1)]


SOURCES = {"translations": _ts_texts, "rules": _rules_texts, "sheets": _sheet_texts}


def wrong_terms(lang: str, texts: list[tuple[str, str]]) -> list[tuple[str, str, str]]:
    return [(where, match.group(0), instead)
            for where, text in texts
            for pattern, instead in AVOID[lang]
            for match in [re.search(pattern, text)] if match]


@pytest.mark.parametrize("source", sorted(SOURCES))
@pytest.mark.parametrize("lang", sorted(AVOID))
def test_one_term_per_concept(lang, source):
    texts = SOURCES[source](lang)
    assert texts
    assert wrong_terms(lang, texts) == []


def test_the_check_finds_each_competing_word():
    assert wrong_terms("zh_TW", [("x", "贏家：{names}"), ("y", "本局剩牌分數，累計 3 分"),
                                 ("z", "第 {n} 場"), ("w", "「新遊戲」對話框")]) == [
        ("x", "贏家", "勝者"), ("y", "累計", AVOID["zh_TW"][1][1]),
        ("z", "第 {n} 場", AVOID["zh_TW"][3][1]), ("w", "對話框", "對話方塊")]
    assert wrong_terms("zh_TW", [("ok", "多局累計計分：先累積到 500 分，整場比賽")]) == []
    assert [w for _p, w, _i in wrong_terms("de", [("a", "Gewinner der Partie"), ("b", "Gesamt")])] == [
        "Gewinner", "Partie", "Gesamt"]
    assert wrong_terms("de", [("ok", "Gesamtwertung bis 500, Summe")]) == []


# The same concept is named the same way on the sheet and in the interface.
SHEET_TERMS = {
    "de": {"winner": "Sieger", "total_short": "Summe", "stock_short": "Vorrat"},
    "zh_TW": {"winner": "勝者", "total_short": "累積", "penalty_legend": "剩牌分數", "round": "局"},
}


@pytest.mark.parametrize("lang", sorted(SHEET_TERMS))
def test_sheet_uses_the_glossary_terms(lang):
    for key, term in SHEET_TERMS[lang].items():
        assert term in TEXTS[lang][key], (key, TEXTS[lang][key])
    glossary = (REPO.parent.parent / "shared" / "GLOSSARY.md")
    if glossary.exists():  # the contract doc lives outside the repository
        rows = glossary.read_text(encoding="utf-8")
        for term in SHEET_TERMS[lang].values():
            if term not in ("Vorrat", "局"):
                assert term in rows, term
