"""The words printed on score sheets, in English, German and Traditional Chinese.

Why a table of our own instead of ``tr()``: a blank score sheet may be printed
in a language other than the interface's (a German family printing a sheet
for their Taiwanese guests), and a print must never depend on which ``.qm``
file happens to be installed or whether the translation pass has reached a
string. So the sheet's few dozen texts live here, Qt-free, in all three
languages, written with the terms of ``GLOSSARY.md`` (Wertungsblatt,
Durchgang, Minuspunkte; 計分表, 一局, 剩牌分數, 個人牌庫, ...). The score-sheet
*dock* is part of the interface and uses ``self.tr`` like every widget.

The font builder ``tools/make_font_subset.py`` reads this file as text, so
every Chinese character written here is guaranteed to be in the bundled font.
"""

from __future__ import annotations

LANGUAGES = ("en", "de", "zh_TW")

# Phase requirements (the table of engine/phase10/phases.py), seed wording:
# the one source of these names for the table, the lay-down panel and paper
# (the table asks ``phase_requirement`` / ``group_name`` in the UI language).
PHASES: dict[str, tuple[str, ...]] = {
    "en": (
        "2 sets of 3",
        "1 set of 3 + 1 run of 4",
        "1 set of 4 + 1 run of 4",
        "1 run of 7",
        "1 run of 8",
        "1 run of 9",
        "2 sets of 4",
        "7 cards of one colour",
        "1 set of 5 + 1 set of 2",
        "1 set of 5 + 1 set of 3",
    ),
    "de": (
        "Zwei Drillinge",
        "Ein Drilling und eine Viererfolge",
        "Ein Vierling und eine Viererfolge",
        "Eine Siebenerfolge",
        "Eine Achterfolge",
        "Eine Neunerfolge",
        "Zwei Vierlinge",
        "Sieben Karten einer Farbe",
        "Ein Fünfling und ein Zwilling",
        "Ein Fünfling und ein Drilling",
    ),
    "zh_TW": (
        "兩組各 3 張同數",
        "3 張同數＋4 張連號",
        "4 張同數＋4 張連號",
        "7 張連號",
        "8 張連號",
        "9 張連號",
        "兩組各 4 張同數",
        "7 張同色",
        "5 張同數＋2 張同數",
        "5 張同數＋3 張同數",
    ),
}

TEXTS: dict[str, dict[str, str]] = {
    "en": {
        "title": "{game} – Score sheet",
        "colon": ": ",
        "list_sep": ", ",
        "date_format": "d MMMM yyyy",
        "leader_mark": "★ = in the lead",
        "winner_mark": "★ = winner",
        "edition_2026": "Edition 2026",
        "edition_classic": "Classic edition",
        "variants": "Variants",
        "no_variants": "none",
        "P10-V1": "Exactly 10 rounds",
        "P10-V2": "Fewer phases: {phases}",
        "P10-V3": "Knock",
        "SB-V1": "Match scoring to {target}",
        "players": "Players",
        "player": "Player",
        "date": "Date",
        "round": "Round",
        "game_no": "Game",
        "phase_short": "Phase",
        "points_short": "Points",
        "total_short": "Total",
        "stock_short": "Stock",
        "stock_now": "Stock now",
        "current_phase": "Current phase",
        "final_line": "Total / winner",
        "winner": "Winner",
        "completed_mark": "✓ = phase completed",
        "went_out_mark": "* = went out",
        "tracker_hint": "Boxes under the names: cross off each phase with an X once it is completed.",
        "the_phases": "The ten phases",
        "penalty_legend": "Penalty points: 1–9 = 5 · 10–12 = 10 · Skip = 15 · Wild = {wild}",
        "fewer_is_better": "Fewer points are better.",
        "blank_hint_p10": "Per round: write the phase, tick ✓ when it is laid down, then the penalty points and the new total.",
        "sb_scoring": "Winner of a game: 25 points + 5 per card left in the opponents' stock piles. First to {target} points wins the match.",
        "blank_hint_sb": "Per game: the stock cards each player has left; the winner adds the points to the total.",
        "page": "Page {n} of {total}",
        "game_over": "Game over",
        "in_progress": "Game in progress",
    },
    "de": {
        "title": "{game} – Wertungsblatt",
        "colon": ": ",
        "list_sep": ", ",
        "date_format": "d. MMMM yyyy",
        "leader_mark": "★ = in Führung",
        "winner_mark": "★ = Sieger",
        "edition_2026": "Ausgabe 2026",
        "edition_classic": "Klassische Ausgabe",
        "variants": "Varianten",
        "no_variants": "keine",
        "P10-V1": "Genau 10 Durchgänge",
        "P10-V2": "Weniger Phasen: {phases}",
        "P10-V3": "Klopfen",
        "SB-V1": "Gesamtwertung bis {target}",
        "players": "Spieler",
        "player": "Spieler",
        "date": "Datum",
        "round": "Durchgang",
        "game_no": "Spiel",
        "phase_short": "Phase",
        "points_short": "Punkte",
        "total_short": "Summe",
        "stock_short": "Vorrat",
        "stock_now": "Vorrat jetzt",
        "current_phase": "Aktuelle Phase",
        "final_line": "Summe / Sieger",
        "winner": "Sieger",
        "completed_mark": "✓ = Phase geschafft",
        "went_out_mark": "* = letzte Karte abgelegt",
        "tracker_hint": "Kästchen unter den Namen: jede geschaffte Phase mit einem X ankreuzen.",
        "the_phases": "Die zehn Phasen",
        "penalty_legend": "Minuspunkte: 1–9 = 5 · 10–12 = 10 · Aussetzen-Karte = 15 · Joker = {wild}",
        "fewer_is_better": "Weniger Punkte sind besser.",
        "blank_hint_p10": "Je Durchgang: Phase eintragen, ✓ wenn sie ausgelegt wurde, dann Minuspunkte und neue Summe.",
        "sb_scoring": "Sieger eines Spiels: 25 Punkte + 5 je Karte in den Vorratsstapeln der Mitspieler. Wer zuerst {target} Punkte hat, gewinnt die Serie.",
        "blank_hint_sb": "Je Spiel: Karten, die jedem Spieler im Vorratsstapel bleiben; der Sieger trägt seine Punkte und die neue Summe ein.",
        "page": "Seite {n} von {total}",
        "game_over": "Spiel beendet",
        "in_progress": "Spiel läuft",
    },
    "zh_TW": {
        "title": "{game} 計分表",
        "colon": "：",
        "list_sep": "、",
        "date_format": "yyyy年M月d日",
        "leader_mark": "★ = 領先",
        "winner_mark": "★ = 勝者",
        "edition_2026": "2026 版",
        "edition_classic": "經典版",
        "variants": "變化玩法",
        "no_variants": "無",
        "P10-V1": "固定十局",
        "P10-V2": "較少階段：{phases}",
        "P10-V3": "敲桌搶牌",
        "SB-V1": "多局累計計分，先累積到 {target} 分",
        "players": "玩家",
        "player": "玩家",
        "date": "日期",
        "round": "局次",
        "game_no": "局次",
        "phase_short": "階段",
        "points_short": "分數",
        "total_short": "累積",
        "stock_short": "牌庫",
        "stock_now": "牌庫目前",
        "current_phase": "目前階段",
        "final_line": "累積／勝者",
        "winner": "勝者",
        "completed_mark": "✓ = 完成階段",
        "went_out_mark": "* = 出清",
        "tracker_hint": "名字下方的方格：每完成一個階段，就在該階段打一個 X。",
        "the_phases": "十個階段",
        "penalty_legend": "剩牌分數：1～9 = 5 · 10～12 = 10 · 跳過牌 = 15 · 百搭牌 = {wild}",
        "fewer_is_better": "分數越少越好。",
        "blank_hint_p10": "每局：寫下要挑戰的階段，攤下階段後打 ✓，再記下剩牌分數與累積分數。",
        "sb_scoring": "每局勝者得 25 分，對手個人牌庫每剩 1 張再加 5 分。先累積到 {target} 分者贏得整場比賽。",
        "blank_hint_sb": "每局：記下每位玩家個人牌庫剩下的張數；勝者記下得分與累積分數。",
        "page": "第 {n} 頁，共 {total} 頁",
        "game_over": "遊戲結束",
        "in_progress": "遊戲進行中",
    },
}


def normalize_language(lang: str | None) -> str:
    """'de_DE' -> 'de', 'zh-TW'/'zh_Hant_TW' -> 'zh_TW'; anything else -> 'en'."""
    text = (lang or "").replace("-", "_")
    if text.startswith("de"):
        return "de"
    if text.startswith("zh"):
        return "zh_TW"
    return "en"


def text(lang: str, key: str, **params: object) -> str:
    """The sheet text ``key`` in ``lang`` (English if the key is missing there)."""
    table = TEXTS.get(normalize_language(lang), TEXTS["en"])
    template = table.get(key, TEXTS["en"][key])
    return template.format(**params) if params else template


def phase_requirement(lang: str, phase: int) -> str:
    """What phase ``phase`` (1-10) asks for, in ``lang`` ("" for no such phase)."""
    names = PHASES[normalize_language(lang)]
    return names[phase - 1] if 1 <= phase <= len(names) else ""


# One laid group by kind and size, in the booklets' words (Drilling, Viererfolge,
# 3 張同數, 4 張連號 ...). German sets have names up to five cards, runs up to twelve.
_DE_SETS = {2: "Zwilling", 3: "Drilling", 4: "Vierling", 5: "Fünfling"}
_DE_RUNS = {4: "Viererfolge", 5: "Fünferfolge", 6: "Sechserfolge", 7: "Siebenerfolge",
            8: "Achterfolge", 9: "Neunerfolge", 10: "Zehnerfolge", 11: "Elferfolge",
            12: "Zwölferfolge"}
_GROUPS: dict[str, dict[str, str]] = {
    "en": {"set": "set of {size}", "run": "run of {size}", "colour": "{size} of one colour"},
    "de": {"set": "{size} gleiche Karten", "run": "Folge aus {size} Karten",
           "colour": "{size} Karten einer Farbe"},
    "zh_TW": {"set": "{size} 張同數", "run": "{size} 張連號", "colour": "{size} 張同色"},
}


def group_name(lang: str, kind: str, size: int) -> str:
    """A laid group of ``kind`` ("set", "run", "colour") with ``size`` cards, in ``lang``."""
    lang = normalize_language(lang)
    if lang == "de":
        named = (_DE_SETS if kind == "set" else _DE_RUNS if kind == "run" else {}).get(size)
        if named:
            return named
    template = _GROUPS[lang].get(kind)
    return template.format(size=size) if template else kind
