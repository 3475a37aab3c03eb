"""Each game calls its draw pile by its own word, as the glossary lists them
(from each game's own rules): Phase 10 摸牌堆 / Aufnahmestapel, Skip-Bo 抽牌堆 /
Nachziehstapel, so a player never meets the other game's word in one game's
table, log, speech, replay, lessons or rules page."""

from __future__ import annotations

import ast
import html
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
OTHER = {  # (language, game) -> the other game's word for its draw pile
    ("zh_TW", "phase10"): "抽牌堆", ("zh_TW", "skipbo"): "摸牌堆",
    ("de", "phase10"): "Nachziehstapel", ("de", "skipbo"): "Aufnahmestapel",
}


def _game_of(location: str, comment: str) -> str | None:
    for game in ("phase10", "skipbo"):
        if game in location or comment == game:
            return game
    return None


def _wrapped_origins() -> dict[tuple[str, str], str]:
    """(context, source) -> the file that says it, for the strings the code
    translates through a helper (listed in wrapped_strings.py with their file)."""
    path = ROOT / "translations" / "wrapped_strings.py"
    lines = path.read_text(encoding="utf-8").splitlines()
    origins = {}
    for node in ast.walk(ast.parse("\n".join(lines))):
        if isinstance(node, ast.Call) and len(node.args) >= 2 and all(
                isinstance(a, ast.Constant) for a in node.args[:2]):
            origins[node.args[0].value, node.args[1].value] = lines[node.lineno - 1].rpartition("#")[2]
    return origins


def _by_game(lang: str) -> list[tuple[str, str, str]]:
    """(game, source, translation) of every message said by one game's files."""
    origins = _wrapped_origins()
    text = (ROOT / "translations" / f"cardtable_{lang}.ts").read_text(encoding="utf-8")
    found = []
    for context in re.findall(r"<context>(.*?)</context>", text, re.S):
        name = html.unescape(re.search(r"<name>(.*?)</name>", context).group(1))
        location = ""
        for message in re.findall(r"<message.*?</message>", context, re.S):
            files = re.findall(r'filename="([^"]*)"', message)
            location = files[-1] if files else location  # a location without a file keeps the last one
            source = html.unescape(re.search(r"<source>(.*?)</source>", message, re.S).group(1))
            comment = re.search(r"<comment>(.*?)</comment>", message)
            origin = origins.get((name, source), "") if location.endswith("wrapped_strings.py") else location
            game = _game_of(origin, comment.group(1) if comment else "")
            translation = re.search(r"<translation[^>]*>(.*?)</translation>", message, re.S)
            if game and translation:
                found.append((game, source, html.unescape(translation.group(1))))
    return found


@pytest.mark.parametrize("lang", ["de", "zh_TW"])
def test_each_game_says_its_own_draw_pile(lang):
    messages = _by_game(lang)
    assert {game for game, _s, _t in messages} == {"phase10", "skipbo"}
    wrong = [(game, source) for game, source, text in messages if OTHER[lang, game] in text]
    assert wrong == []
    for game in ("phase10", "skipbo"):
        page = (ROOT / "assets" / "rules" / lang / f"{game}.html").read_text(encoding="utf-8")
        assert OTHER[lang, game] not in page, game
