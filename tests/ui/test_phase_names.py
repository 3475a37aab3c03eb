"""The table, the lay-down panel and the printed sheet name phases and groups
with the same words, the booklets': one source,
``printing.sheet_texts``."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from table_helpers import installed_language

from cardtable.engine.phase10.melds import find_phase
from cardtable.ui.printing.sheet_texts import group_name, phase_requirement
from cardtable.ui.table.games import phase10_labels


@pytest.fixture(params=["en", "de", "zh_TW"])
def language(request, qapp):
    with installed_language(request.param) as lang:
        yield lang


def test_table_says_what_the_sheet_prints(language):
    for phase in range(1, 11):
        on_paper = phase_requirement(language, phase)
        assert phase10_labels.phase_requirement(phase) == on_paper
        assert on_paper in phase10_labels.label("p10_phase", {"phase": phase, "done": False})


def test_booklet_words():
    assert phase_requirement("de", 1) == "Zwei Drillinge"
    assert phase_requirement("de", 9) == "Ein Fünfling und ein Zwilling"
    assert phase_requirement("zh_TW", 2) == "3 張同數＋4 張連號"
    assert [group_name("de", "set", n) for n in (2, 3, 4, 5)] == [
        "Zwilling", "Drilling", "Vierling", "Fünfling"]
    assert group_name("de", "run", 7) == "Siebenerfolge"
    assert group_name("de", "colour", 7) == "7 Karten einer Farbe"
    assert group_name("zh_TW", "run", 4) == "4 張連號"
    assert group_name("en", "set", 3) == "set of 3"


def test_laid_groups_and_the_lay_down_panel_use_the_same_names(language, qtbot):
    from cardtable.ui.card_art import CardArt
    from cardtable.ui.table.games.phase10_laydown import LayDialog

    text = phase10_labels.label("group_kind", {"kind": "set", "size": 3})
    assert text == group_name(language, "set", 3)
    hand = ["R3", "G3", "B3", "Y4", "R5", "G6", "B7", "W", "Y9", "R10"]
    groups = find_phase(hand, 2, "per_phase")
    dialog = LayDialog(SimpleNamespace(check=lambda action: None), CardArt(), 2, groups)
    qtbot.addWidget(dialog)
    from PySide6.QtWidgets import QGroupBox, QLabel

    titles = [b.title() for b in dialog.findChildren(QGroupBox)]
    assert any(group_name(language, "set", 3) in t for t in titles), titles
    assert any(phase_requirement(language, 2) in label.text()
               for label in dialog.findChildren(QLabel))
