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
    if language == "zh_TW":  # "綠 11、紅 3", never "綠 11, 紅 3" between Chinese words
        ascii_between = re.compile(r"[\u3400-\u9fff][,:;!?]|[,:;!?] ?[\u3400-\u9fff]")
        assert [line for line in lines if ascii_between.search(line)] == []


# a card written the files' way in a sentence: "G11", "Y2", "W=9", "W(" (a lone
# "S" is a keyboard hint in a translation, e.g. "依顏色排序 (S)")
CARD_CODE = re.compile(r"\b[RBGY]\d{1,2}\b|\bW=\d|\bW\(")


@pytest.mark.parametrize("language", ["de", "zh_TW"])
def test_no_translation_writes_a_card_the_files_way(language):
    from test_translations import active_messages

    coded = [(ctx, src, form) for ctx, src, forms, _m in active_messages(language) for form in forms
             if CARD_CODE.search(form)]
    assert coded == []
    assert CARD_CODE.search("Mama hat G11 an Kombination 2 angelegt")  # what the check looks for
    assert not CARD_CODE.search("依顏色排序 (S)")


@pytest.mark.parametrize("language", ["de", "zh_TW"])
def test_the_deck_order_names_every_card_in_words(qtbot, language):
    from cardtable.persistence.timeline import Timeline
    from cardtable.ui.replay.deck_dialog import DeckOrderDialog
    from tests.ui.replay_helpers import finished_phase10

    played = finished_phase10()
    timeline = Timeline.build(played.rules, played.options, played.seed, played.seats, played.actions)
    with installed_language(language):
        dialog = DeckOrderDialog(timeline)
        qtbot.addWidget(dialog)
        tree = dialog.tree
        texts = []
        for i in range(tree.topLevelItemCount()):
            top = tree.topLevelItem(i)
            texts += [top.text(0), top.text(1)]
            texts += [top.child(k).text(c) for k in range(top.childCount()) for c in (0, 1)]
    assert len(texts) > 20
    coded = [t for t in texts if CODE.search(t)]
    assert coded == []
