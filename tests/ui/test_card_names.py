"""Cards are named the way each language's players say them: never the
files' colour letters (R/B/G/Y, W, S, "W=9") in a sentence a player reads.
In German "G11" would read as *gelb* and means green."""

from __future__ import annotations

import random
import re

import pytest
from table_helpers import installed_language

from cardtable.engine.registry import get_rules
from cardtable.ui.dialogs.round_summary import points_sum
from cardtable.ui.table.games.phase10_cards import card_list, card_name
from cardtable.ui.table.games.phase10_log import describe

NAMES = {
    "en": ("green 11", "Wild", "Skip", "Wild (as 9)", "Wild (as red)", "red 7, yellow 2"),
    "de": ("grüne 11", "Joker", "Aussetzen-Karte", "Joker (als 9)", "Joker (als Rot)", "rote 7, gelbe 2"),
    "zh_TW": ("綠 11", "百搭牌", "跳過牌", "百搭牌（當 9）", "百搭牌（當紅色）", "紅 7、黃 2"),
}
CODE = re.compile(r"\b[RBGY]\d{1,2}\b|\bW=|\bW\(|(?<![\w-])[WS](?![\w-])")


@pytest.mark.parametrize("language", sorted(NAMES))
def test_cards_in_the_players_words(qapp, language):
    with installed_language(language):
        said = (card_name("G11"), card_name("W"), card_name("S"), card_name("W=9"), card_name("W=R"),
                card_list(["R7", "Y2"]))
        assert said == NAMES[language]
        assert not CODE.search(points_sum([("Y2", 5), ("Y2", 5)]))


@pytest.mark.parametrize("language", ["de", "zh_TW"])
def test_no_colour_letter_in_any_move_log_line(qapp, language):
    rules = get_rules("phase10")
    state = rules.new_game(rules.options_from_json({"players": 3, "phases": [1, 8], "knock": True}), 7)
    rng = random.Random(7)
    lines = []
    with installed_language(language):
        while not rules.is_terminal(state):
            actions = list(rules.legal_actions(state))
            lays = [a for a in actions if type(a).__name__ in ("Lay", "Hit")]
            state = rules.apply(state, rng.choice(lays or actions))
            lines += [describe(e, ["Mama", "Ben", "Chen"]) for e in rules.observation(state, 0).events]
    assert len(lines) > 100
    coded = [line for line in lines if CODE.search(line)]
    assert coded == []
