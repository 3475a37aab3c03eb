"""One term per concept, across the .ts files, the rules texts and the printed sheets.

test_translations.py checks that each glossary term is *used* in the .ts
files; this test checks the other direction over all three places a player
reads (translations, assets/rules/*/*.html, the score-sheet texts): the
competing words for the same concept are not used. The chosen terms follow
../shared/GLOSSARY.md: winner Sieger / 勝者, running total Summe / 累積,
one Skip-Bo game Spiel / 局 and the match to 500 Serie, Gesamtwertung /
整場比賽, 多局累計計分; a group on the table Kombination; 對話方塊; a player
who went out "hat die letzte Karte abgelegt" / 出清; German says du (also in
the lessons); zh-TW writes phase N as 第 N 階, counts cards "10 張" (a space
after the number, also in the phase names), uses 局 for a round and for one
game of a Skip-Bo match and 場 for a whole game (the history's entries); a
count after a label reads "摸牌堆：87" (a count alone "87 張"); the stock's count
is "Vorrat: 5" / "牌庫：5" on every seat, as on the sheet.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from test_translations import active_messages

from cardtable.ui.printing.sheet_texts import PHASES, TEXTS

REPO = Path(__file__).resolve().parent.parent
RULES = REPO / "assets" / "rules"

# (wrong word as a regular expression, the word to use instead[, only in these sources
# (None: all)[, only where the place ("Context: source", "page.html:12") matches this]]);
# a short column header of the printed sheet and the table's count label may
# abbreviate the stock pile ("Vorrat", 牌庫); sentences use the whole term
NOT_ON_SHEETS = frozenset({"translations", "rules"})
# the stock's count on every seat of the table uses the short form, as the sheet does
STOCK_LABEL = r"^(?!Table: Stock: \{count\})"
AVOID = {
    "de": [
        (r"rausgekommen|rauskommen|kommt raus|rausgehen|geht raus|den Durchgang (nicht )?beende|Beenden eines Durchgangs",
         "die letzte Karte ablegen (went out: 'hat die letzte Karte abgelegt')"),
        (r"\b(euch|euer|eure[mnrs]?)\b|\b[Ii]hr (habt|seid|könnt|dürft|müsst|wollt|wählt|spielt|legt|zieht|werft|nehmt)\b",
         "du (the app says du to the player, the lessons too)"),
        (r"\b\w+en Sie\b|\bIhnen\b", "du (never Sie)"),
        (r"(^|[.:;!?]\s+)(Werft|Legt|Zieht|Spielt|Beendet|Nehmt|Wählt|Baut|Seht|Schaut|Achtet)\b",
         "du imperative (Wirf, Leg, Zieh, Spiel, Beende, Nimm, Wähl …)", None, r"^(Lessons|LessonChooser|Tutorial):"),
        (r"\bVorrat\b", "Vorratsstapel (stock pile; the table's count label and the sheet say Vorrat)",
         NOT_ON_SHEETS, STOCK_LABEL),
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
        (r"第 ?(\d+|\{\w+\}) ?階段|階段 ?(\d+|\{\w+\})", "第 N 階 (phase N; 階段 is the word for a phase in general)"),
        (r"(\d|\}|%n)張", "a space between a number and 張 ('10 張', '3 張同數')"),
        (r"局遊戲|這局是", "一場遊戲 / 這場遊戲 (a whole game is 場; 局 is a round or one game of a match)"),
        (r"[上下]一場|場加賽|一場加賽", "局 (the next game of a match, a tie-break round)"),
        (r"(摸牌堆|抽牌堆|棄牌堆|牌庫|手牌|移開)：\{count\} ?張",
         "one format for a count after a label: '摸牌堆：{count}' (a count standing alone: '{count} 張')"),
        (r"(?<!個人)牌庫", "個人牌庫 (stock pile; the table's count label and the sheet say 牌庫)", NOT_ON_SHEETS,
         STOCK_LABEL),
        (r"您", "你 (the app says 你 to the player)"),
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


def wrong_terms(lang: str, texts: list[tuple[str, str]], source: str = "translations") -> list[tuple[str, str, str]]:
    """(where, the competing word found, the word to use) for every text that has one."""
    return [(where, match.group(0), entry[1])
            for where, text in texts
            for entry in AVOID[lang]
            if (len(entry) < 3 or entry[2] is None or source in entry[2])
            and (len(entry) < 4 or re.search(entry[3], where))
            for match in [re.search(entry[0], text)] if match]


@pytest.mark.parametrize("source", sorted(SOURCES))
@pytest.mark.parametrize("lang", sorted(AVOID))
def test_one_term_per_concept(lang, source):
    texts = SOURCES[source](lang)
    assert texts
    wrong = wrong_terms(lang, texts, source)
    assert wrong == [], "\n".join(f"{where}: '{word}' -> use {instead}" for where, word, instead in wrong)


# (language, source pattern, context pattern, what the translation must match, the rule):
# the chosen word for a concept is used wherever the English text names it
REQUIRED = [
    ("de", r"\b(went|go|goes|going) out\b", r"", r"letzten?\sKarte",
     "went out = die letzte Karte ablegen ('hat die letzte Karte abgelegt')"),
    ("zh_TW", r"\b(went|go|goes|going) out\b", r"", r"出清", "went out = 出清"),
    ("zh_TW", r"^(?!.*\b(match|rounds?)\b).*\bgames?\b",
     r"^(HistoryWindow|StatisticsWindow|PlayersDialog|PlayersPage|Phase10Page|SkipBoPage|ChartsPage|"
     r"FairDealPage|StatsTexts|Replay)$", r"^[^局]*$",
     "a whole game of the history = 場 (一場遊戲); 局 is a round or one game of a match"),
]


def missing_terms(lang: str, messages: list[tuple[str, str, list[str]]]) -> list[str]:
    return [f"[{ctx}] {src!r} -> {form!r}: {rule}"
            for ctx, src, forms in messages
            for rule_lang, source, context, wanted, rule in REQUIRED if rule_lang == lang
            if re.search(source, src, re.I) and re.search(context, ctx)
            for form in forms if not re.search(wanted, form, re.I)]


@pytest.mark.parametrize("lang", sorted(AVOID))
def test_the_chosen_word_is_used(lang):
    messages = [(ctx, src, forms) for ctx, src, forms, _m in active_messages(lang)]
    assert missing_terms(lang, messages) == []


def test_the_check_finds_each_competing_word():
    assert missing_terms("de", [("Dock", "* = went out", ["* = Durchgang beendet"]),
                                ("Log", "{name} went out", ["{name} hat die letzte Karte abgelegt"])]) == [
        "[Dock] '* = went out' -> '* = Durchgang beendet': " + REQUIRED[0][4]]
    assert len(missing_terms("zh_TW", [("HistoryWindow", "{n} games", ["{n} 局"]),
                                       ("HistoryWindow", "{n} rounds", ["{n} 局"]),
                                       ("PlayersDialog", "{name} ({n} games)", ["{name}（{n} 場）"])])) == 1
    assert [w for _p, w, _i in wrong_terms("de", [("Lessons: a", "Legt eure Phase aus."), ("Lessons: b", "Werft die 2 ab."),
                                                   ("c", "Mama ist rausgekommen"), ("d", "Vorrat: 5"),
                                                   ("e", "mit der du den Durchgang beendest"),
                                                   ("f", "Damit können Sie speichern.")])] == [
        "eure", "Legt", "Werft", "rausgekommen", "Vorrat", "den Durchgang beende", "können Sie"]
    assert wrong_terms("de", [("ok", "Leg deine Phase aus; ihr Ziel"), ("LevelTexts: x", "Spielt schnell.")]) == []
    assert wrong_terms("de", [("sheet", "Vorrat")], "sheets") == []
    assert [w for _p, w, _i in wrong_terms("zh_TW", [
        ("a", "完成第 {n} 階段"), ("a2", "階段 {n} 未完成"), ("b", "3張同數"), ("c", "這局遊戲"), ("d", "發下一場的牌"),
        ("e", "摸牌堆：{count} 張"), ("f", "牌庫裡沒有牌")])] == [
        "第 {n} 階段", "階段 {n}", "3張", "局遊戲", "下一場", "摸牌堆：{count} 張", "牌庫"]
    assert wrong_terms("zh_TW", [("ok", "完成第 {n} 階：3 張同數，攤下階段；這場遊戲；個人牌庫：{count}"),
                                 ("Table: Stock: {count}", "牌庫：{count}")]) == []
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
