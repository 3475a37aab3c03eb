"""The German and Traditional Chinese translations are complete, built and consistent.

CI re-runs lupdate (tools/update_translations.py --check) so a new string
without a translation fails here; the other tests read the committed .ts
files: placeholders survive, glossary terms (../shared/GLOSSARY.md) are used,
zh-TW uses Traditional glyphs only, and the real .qm files translate the real
window, a dialog and a rejection message at run time.
"""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
TS_DIR = REPO / "translations"
LANGS = ("de", "zh_TW")
TOOL = REPO / "tools" / "update_translations.py"

sys.path.insert(0, str(REPO / "tools"))
import update_translations as tool  # noqa: E402


def active_messages(lang: str) -> list[tuple[str, str, list[str], ET.Element]]:
    """(context, source, translation forms, element) of every non-obsolete message."""
    out = []
    for (ctx, src), msg in tool.messages(TS_DIR / f"cardtable_{lang}.ts").items():
        if tool.state(msg) != "obsolete":
            out.append((ctx, src, tool.translation_texts(msg), msg))
    return out


# -- completeness -----------------------------------------------------------------
def test_check_mode_reruns_lupdate_and_finds_nothing_untranslated():
    done = subprocess.run([sys.executable, str(TOOL), "--check"], capture_output=True,
                          text=True, timeout=120, cwd=REPO)
    assert done.returncode == 0, done.stdout + done.stderr


def test_lupdate_comes_from_the_venv_scripts_dir():
    assert Path(tool.qt_tool("pyside6-lupdate")).parent == Path(sys.executable).parent


@pytest.mark.parametrize("lang", LANGS)
def test_every_string_has_a_finished_translation(lang):
    messages = active_messages(lang)
    assert len(messages) > 200
    bad = [(c, s) for c, s, _f, m in messages if tool.state(m) != "finished"]
    assert bad == []


def test_check_fails_on_an_untranslated_string(tmp_path):
    ts = tmp_path / "cardtable_de.ts"
    ts.write_text(
        '<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS><TS version="2.1" language="de">'
        "<context><name>X</name><message><source>New text</source>"
        '<translation type="unfinished"></translation></message></context></TS>',
        encoding="utf-8",
    )
    assert tool.problems_after_update(ts, ts) == ["de: untranslated [X] 'New text'"]


@pytest.mark.parametrize("lang", LANGS)
def test_qm_is_built_from_the_current_ts(lang, tmp_path):
    fresh = tmp_path / f"cardtable_{lang}.qm"
    tool.run_lrelease(TS_DIR / f"cardtable_{lang}.ts", fresh)
    assert (TS_DIR / f"cardtable_{lang}.qm").read_bytes() == fresh.read_bytes()


def test_check_fails_on_a_string_gone_from_the_source(tmp_path):
    def ts(name: str, kind: str) -> Path:
        path = tmp_path / name
        path.write_text(
            '<?xml version="1.0" encoding="utf-8"?><TS version="2.1" language="de">'
            f"<context><name>X</name><message><source>Old</source><translation{kind}>Alt"
            "</translation></message></context></TS>", encoding="utf-8")
        return path

    committed, updated = ts("cardtable_de.ts", ""), ts("updated.ts", ' type="vanished"')
    assert tool.problems_after_update(committed, updated) == [
        "de: gone from the source, still active in the .ts [X] 'Old'"]


def test_helper_wrapped_strings_are_listed_in_their_context(tmp_path):
    pkg = tmp_path / "cardtable"
    pkg.mkdir()
    (pkg / "m.py").write_text(
        "from PySide6.QtCore import QCoreApplication\n"
        "def tr(text, n=-1):\n"
        "    return QCoreApplication.translate('Table', text, None, n)\n"
        "A = tr('Plain')\n"
        "B = tr('%n card(s)', 3)\n", encoding="utf-8")
    found = {(c, t, p) for c, t, p, _w in tool.wrapped_strings(pkg)}
    assert found == {("Table", "Plain", False), ("Table", "%n card(s)", True)}
    text = tool.write_wrapped(tmp_path / "w.py", pkg).read_text(encoding="utf-8")
    assert "QCoreApplication.translate('Table', '%n card(s)', None, 1)" in text


# -- form ---------------------------------------------------------------------------
PLACEHOLDER = re.compile(r"\{[a-z_]*\}|%n|%\d")


@pytest.mark.parametrize("lang", LANGS)
def test_placeholders_survive_in_every_translation(lang):
    bad = []
    for ctx, src, forms, _m in active_messages(lang):
        want = sorted(PLACEHOLDER.findall(src))
        for form in forms:
            if sorted(PLACEHOLDER.findall(form)) != want:
                bad.append((ctx, src, form))
    assert bad == []


@pytest.mark.parametrize("lang", LANGS)
def test_accelerators_are_kept(lang):
    def has_accel(text: str) -> bool:
        return re.search(r"&(?!&)\S", text.replace("&&", "")) is not None

    bad = [(s, f[0]) for _c, s, f, _m in active_messages(lang)
           if has_accel(s) and not has_accel(f[0]) and "<" not in s]
    assert bad == []
    if lang == "zh_TW":  # Chinese style: the key in brackets after the word, "遊戲(&G)"
        bad = [f[0] for _c, s, f, _m in active_messages(lang)
               if has_accel(s) and "<" not in s and not re.search(r"\(&[A-Z]\)", f[0])]
        assert bad == []


def test_plural_forms_german_two_chinese_one():
    for lang, count in (("de", 2), ("zh_TW", 1)):
        for ctx, src, forms, msg in active_messages(lang):
            if msg.get("numerus") == "yes":
                assert len(forms) == count, (lang, ctx, src)
                assert all("%n" in f for f in forms), (lang, ctx, src)


# -- glossary -------------------------------------------------------------------------
def _rule_games() -> dict[str, str]:
    """Source sentence of RuleMessages -> "phase10" / "skipbo", from the rule ids."""
    from cardtable.ui.rule_messages import _sentences

    return {text: ("skipbo" if rule.startswith("SB") else "phase10")
            for rule, text in _sentences().items() if not rule.startswith("APP")}


# The table names the draw pile with a different string per game.
TABLE_GAMES = {"Draw pile: {count}": "phase10", "Draw pile ({count})": "skipbo"}


def game_of(ctx: str, src: str, rule_games: dict[str, str]) -> str | None:
    if ctx == "Table" and src in TABLE_GAMES:
        return TABLE_GAMES[src]
    if ctx == "RuleMessages" and src in rule_games:
        return rule_games[src]
    if re.search(r"stock|building pile|Skip-Bo|SKIP-BO", src, re.I):
        return "skipbo"
    if re.search(r"\bSkip\b(?!-)|\bWild|\bphase|Shift\+D", src, re.I):
        return "phase10"
    return None  # shared by both games


# (source pattern, game or None for any, German term, Chinese term); terms are
# regular expressions, compared ignoring case.
GLOSSARY = [
    (r"\bWilds?\b", None, "Joker", "百搭牌"),
    (r"\bSkip\b(?!-)", None, "Aussetzen-Karte", "跳過牌"),
    (r"draw pile", "phase10", "Aufnahmestapel", "摸牌堆"),
    (r"draw pile", "skipbo", "Nachziehstapel", "抽牌堆"),
    (r"discard pile", None, "Ablagestapel", "棄牌堆"),
    (r"stock pile", None, "Vorratsstapel", "個人牌庫"),
    (r"building pile", None, "Aufbaustapel", "公共序列"),
    (r"SKIP-BO card", None, "SKIP-BO-Joker", "萬用牌"),
    (r"penalty points", None, "Minuspunkte", "剩牌分數"),
    (r"score sheet", None, "Wertungsblatt", "計分表"),
    (r"\bround", "phase10", "Durchg", "局"),
    (r"went out|go out", None, None, "出清"),
    (r"\bhit\b", None, "anleg|angelegt", "接牌"),
    (r"dealer", None, "Geber", "發牌者"),
    (r"Classic edition", None, "Klassische Ausgabe", "經典版"),
    (r"Edition 2026", None, "Ausgabe 2026", "2026 版"),
]


@pytest.mark.parametrize("lang", LANGS)
def test_glossary_terms_are_used_consistently(lang):
    rule_games = _rule_games()
    column = 2 if lang == "de" else 3
    bad = []
    for ctx, src, forms, _m in active_messages(lang):
        game = game_of(ctx, src, rule_games)
        for entry in GLOSSARY:
            pattern, wanted_game, term = entry[0], entry[1], entry[column]
            if term is None or not re.search(pattern, src, re.I if pattern.islower() else 0):
                continue
            if wanted_game is not None and game != wanted_game:
                continue
            bad += [(ctx, src, form, term) for form in forms if not re.search(term, form, re.I)]
    assert bad == []


def test_glossary_catches_a_wrong_term():
    assert game_of("RuleMessages", "Cards from the draw pile only refill the hand.",
                   _rule_games()) == "skipbo"
    assert game_of("MainWindow", "Draw pile: {count}", {}) is None


# Characters that exist only in Simplified Chinese (each has a different
# Traditional form, shown in the comment); 后, 么, 个, 万 ... are left out on
# purpose: they are also proper Traditional characters (so are 迎, 机, 种).
SIMPLIFIED_ONLY = (
    "张发门们选设时从认这与为开关过还对没边动纸"  # 張發門們選設時從認這與為開關過還對沒邊動紙
    "戏读载储计数组连号弃阶颜红蓝黄绿页击盘场结赢输请档显语电脑让间长现资损坏错误说规则叠库两"
    # 戲讀載儲計數組連號棄階顏紅藍黃綠頁擊盤場結贏輸請檔顯語電腦讓間長現資損壞錯誤說規則疊庫兩
    "头东车书买卖见观应该问题类样会员实际单双钟帮闭状态网络图标欢"
)


def test_zh_tw_uses_traditional_glyphs_only():
    bad = {}
    for ctx, src, forms, _m in active_messages("zh_TW"):
        for form in forms:
            chars = sorted(set(form) & set(SIMPLIFIED_ONLY))
            if chars:
                bad[(ctx, src)] = "".join(chars)
    assert bad == {}


def ascii_punctuation(text: str) -> bool:
    """Whether Chinese ``text`` punctuates the ASCII way (tags aside): "玩家 1, 電腦 2"."""
    return re.search(r"[:,;!?]", re.sub(r"<[^>]*>", "", text)) is not None


def test_zh_tw_uses_full_width_punctuation():
    """Taiwanese text punctuates with ：，；！？、 (file filters and key hints keep ASCII brackets)."""
    bad = [form for _c, _s, forms, _m in active_messages("zh_TW") for form in forms if ascii_punctuation(form)]
    assert bad == []
    for wrong in ("玩家 1, 電腦 2", "16 局, 895 步", "{name}: {state}", "要刪除嗎?", "第 {n} 局;"):
        assert ascii_punctuation(wrong), wrong
    assert not ascii_punctuation("玩家 1、電腦 2：<a href='x:y'>規則</a>（Page Up）")


def test_zh_tw_characters_are_in_the_bundled_font(qapp):
    """tools/make_font_subset.py must be re-run after translating."""
    from PySide6.QtGui import QRawFont

    font = QRawFont(str(REPO / "assets" / "fonts" / "CardtableSansTC-Regular.otf"), 12)
    assert font.isValid() and font.supportsCharacter(ord("階"))
    missing = {ch for _c, _s, forms, _m in active_messages("zh_TW") for f in forms for ch in f
               if ord(ch) >= 0x2E80 and not font.supportsCharacter(ord(ch))}
    assert missing == set()
    rules = "".join(p.read_text(encoding="utf-8")
                    for p in (REPO / "assets" / "rules" / "zh_TW").glob("*.html"))
    missing_in_rules = {ch for ch in rules if ord(ch) >= 0x2E80 and not font.supportsCharacter(ord(ch))}
    assert missing_in_rules == set()
    assert not font.supportsCharacter(0x3400)  # outside Big5 (CJK Extension A): the font really is a subset
