"""Checks of the in-app rules texts (assets/rules/<lang>/<game>.html).

Help > Rules shows these files in a QTextBrowser and a rejection message opens
e.g. ``phase10.html#P10-13``, so every rule id of docs/RULES.md must be an anchor in
every language. The texts must use the GLOSSARY terms of their language, be
simple HTML that parses cleanly, and must not copy sentences from the seed
documents (checked only where ``../shared/seeds`` exists next to the repo).
"""

from __future__ import annotations

import re
import unicodedata
from html.parser import HTMLParser
from pathlib import Path

import pytest

from tests.test_rule_catalogue import catalogue

ROOT = Path(__file__).resolve().parents[2]
RULES_DIR = ROOT / "assets" / "rules"
SHARED = ROOT.parent / "shared"
LANGS = ("en", "de", "zh_TW")
GAMES = ("phase10", "skipbo")
FILES = [(lang, game) for lang in LANGS for game in GAMES]

RULE_IDS = {  # the ids of docs/RULES.md, per game
    "phase10": [rule for rule in catalogue() if rule.startswith("P10-")],
    "skipbo": [rule for rule in catalogue() if rule.startswith("SB-")],
}

# GLOSSARY.md terms each text must use (case-insensitive), per language and game.
TERMS = {
    ("en", "phase10"): [
        "Wild", "Skip", "draw pile", "discard pile", "lay down", "hit", "going out",
        "penalty points", "round", "turn", "dealer", "score sheet", "set", "run",
        "cards of one colour", "Edition 2026", "Classic edition", "Exactly 10 rounds",
        "Fewer phases", "Knock",
    ],
    ("en", "skipbo"): [
        "stock pile", "draw pile", "building pile", "discard pile", "SKIP-BO card", "turn",
        "hand", "youngest player", "42050-0925", "42050-0922", "score sheet",
    ],
    ("de", "phase10"): [
        "Joker", "Aussetzen-Karte", "Aufnahmestapel", "Ablagestapel", "anlegen", "Minuspunkte",
        "Durchgang", "Zug", "Geber", "Handkarten", "abwerfen", "Wertungsblatt", "Phase auslegen",
        "Zwilling", "Drilling", "Vierling", "Fünfling", "Viererfolge", "Siebenerfolge",
        "Achterfolge", "Neunerfolge", "Karten einer Farbe", "Ausgabe 2026", "klassisch",
        "Genau 10 Durchgänge", "Weniger Phasen", "Klopfen",
    ],
    ("de", "skipbo"): [
        "Vorratsstapel", "Nachziehstapel", "Aufbaustapel", "Ablagestapel", "SKIP-BO-Joker",
        "Zug", "Handkarten", "der jüngste Spieler beginnt", "Wertungsblatt",
    ],
    ("zh_TW", "phase10"): [
        "百搭牌", "跳過牌", "摸牌堆", "棄牌堆", "接牌", "出清", "剩牌分數", "一局", "回合",
        "發牌者", "手牌", "摸牌", "棄牌", "階段", "同數組", "連號組", "同色", "攤下",
        "完成階段", "2026 版", "經典版", "固定十局", "較少階段", "敲桌搶牌", "計分表",
    ],
    ("zh_TW", "skipbo"): [
        "個人牌庫", "公共序列", "抽牌堆", "萬用牌", "個人棄牌堆", "抽牌", "回合", "手牌",
        "年紀最小的玩家先開始", "計分表",
    ],
}

# Characters that exist only in Simplified Chinese; Traditional texts must not use them.
SIMPLIFIED_ONLY = set("这个们说时发为对张组连号数过还没应该让认写东车门问间关开轮将与点头实现样种会么规则胜负")

VOID_TAGS = {"meta", "br", "hr", "img", "link", "input", "col"}
ALLOWED_TAGS = {
    "html", "head", "meta", "title", "style", "body", "h1", "h2", "h3", "p", "ul", "ol",
    "li", "table", "tr", "th", "td", "a", "b", "i", "span", "br", "div",
}


class _Checker(HTMLParser):
    """Collects errors (unbalanced or unknown tags), anchors, links and text."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[str] = []
        self.errors: list[str] = []
        self.anchors: list[str] = []
        self.links: list[str] = []
        self.text: list[str] = []
        self.tags: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)
        if tag not in ALLOWED_TAGS:
            self.errors.append(f"tag <{tag}> is not allowed")
        for name, value in attrs:
            if name in ("name", "id") and value:
                self.anchors.append(value)
            if name == "href" and value is not None:
                self.links.append(value)
            if name in ("src", "onclick", "onload"):
                self.errors.append(f"attribute {name} is not allowed")
        if tag not in VOID_TAGS:
            self.stack.append(tag)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.handle_starttag(tag, attrs)
        if tag not in VOID_TAGS:
            self.stack.pop()

    def handle_endtag(self, tag: str) -> None:
        if tag in VOID_TAGS:
            return
        if not self.stack or self.stack[-1] != tag:
            self.errors.append(f"</{tag}> at line {self.getpos()[0]} closes {self.stack[-1:]}")
            if tag in self.stack:
                while self.stack.pop() != tag:
                    pass
            return
        self.stack.pop()

    def handle_data(self, data: str) -> None:
        if self.stack[-1:] != ["style"]:
            self.text.append(data)


def _check(lang: str, game: str) -> _Checker:
    path = RULES_DIR / lang / f"{game}.html"
    checker = _Checker()
    checker.feed(path.read_text(encoding="utf-8"))
    checker.close()
    return checker


def _plain(text: str) -> str:
    """Text for comparisons: full-width forms folded, case and spacing ignored."""
    return re.sub(r"\s+", " ", unicodedata.normalize("NFKC", text)).casefold().strip()


@pytest.mark.parametrize(("lang", "game"), FILES)
def test_rules_file_is_clean_simple_html(lang: str, game: str) -> None:
    path = RULES_DIR / lang / f"{game}.html"
    assert path.is_file(), f"missing {path}"
    raw = path.read_text(encoding="utf-8")
    checker = _check(lang, game)
    assert checker.errors == []
    assert checker.stack == [], f"unclosed tags {checker.stack}"
    assert checker.tags.count("h1") == 1
    for tag in ("html", "head", "body", "title", "h2", "p"):
        assert tag in checker.tags
    assert 'charset="utf-8"' in raw
    assert "<script" not in raw.lower() and "@import" not in raw and "url(" not in raw
    assert [link for link in checker.links if not link.startswith("#")] == []
    anchors = set(checker.anchors)
    assert len(anchors) == len(checker.anchors), "an anchor name is used twice"
    for link in checker.links:
        assert link[1:] in anchors, f"link {link} has no target"


@pytest.mark.parametrize(("lang", "game"), FILES)
def test_every_rule_id_is_an_anchor_and_shown(lang: str, game: str) -> None:
    checker = _check(lang, game)
    text = "".join(checker.text)
    for rule in RULE_IDS[game]:
        assert rule in checker.anchors, f"{lang}/{game}.html has no anchor {rule}"
        assert re.search(rf"(?<![\w-]){re.escape(rule)}(?![\w-])", text), f"{rule} not shown"
    other = "skipbo" if game == "phase10" else "phase10"
    assert not set(checker.anchors) & set(RULE_IDS[other])


def test_rule_ids_match_rules_md() -> None:
    rules_md = SHARED / "RULES.md"
    if not rules_md.is_file():
        pytest.skip("../shared/RULES.md is not next to this checkout")
    found = set(re.findall(r"^- ((?:P10|SB)-V?\d+) ", rules_md.read_text(encoding="utf-8"), re.M))
    assert found == {rule for ids in RULE_IDS.values() for rule in ids}


@pytest.mark.parametrize(("lang", "game"), FILES)
def test_glossary_terms_are_used(lang: str, game: str) -> None:
    text = _plain("".join(_check(lang, game).text))
    missing = [term for term in TERMS[lang, game] if _plain(term) not in text]
    assert missing == []


@pytest.mark.parametrize("game", GAMES)
def test_zh_TW_uses_traditional_characters_only(game: str) -> None:
    text = "".join(_check("zh_TW", game).text)
    assert sorted(set(text) & SIMPLIFIED_ONLY) == []


@pytest.mark.parametrize("game", GAMES)
def test_de_uses_real_umlauts(game: str) -> None:
    text = "".join(_check("de", game).text)
    assert set("äöüß") <= set(text)
    assert not re.search(r"\b(fuer|ueber|koennen|muessen|groesse|naechste)", text, re.I)


def test_no_seed_sentence_is_copied() -> None:
    seeds = SHARED / "seeds"
    if not seeds.is_dir():
        pytest.skip("../shared/seeds is not next to this checkout")
    # 20 characters of Chinese are a whole clause; 20 letters of German are
    # only three words (the glossary term "Genau 10 Durchgänge" alone has 19),
    # so alphabetic lines are compared in windows of 24.
    widths = (20, 24)
    texts = [_plain("".join(_check(lang, game).text)) for lang, game in FILES]
    ours = {w: {t[i : i + w] for t in texts for i in range(len(t) - w + 1)} for w in widths}
    copied = []
    for seed in sorted(seeds.glob("*.txt")):
        for line in seed.read_text(encoding="utf-8").splitlines():
            line = _plain(line)
            width = widths[0] if re.search(r"[\u2e80-\u9fff]", line) else widths[1]
            windows = {line[i : i + width] for i in range(len(line) - width + 1)}
            copied += sorted(windows & ours[width])
    assert copied == []


def test_qt_finds_every_rule_anchor(qapp) -> None:
    """The anchors survive Qt's HTML import, so QTextBrowser can jump to them."""
    from PySide6.QtGui import QTextDocument

    for lang, game in FILES:
        doc = QTextDocument()
        doc.setHtml((RULES_DIR / lang / f"{game}.html").read_text(encoding="utf-8"))
        names: set[str] = set()
        block = doc.begin()
        while block.isValid():
            it = block.begin()
            while not it.atEnd():
                names.update(it.fragment().charFormat().anchorNames())
                it += 1
            block = block.next()
        assert set(RULE_IDS[game]) <= names, (lang, game)
