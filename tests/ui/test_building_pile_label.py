"""Under each Skip-Bo building pile: its name over the card it takes next
("Building pile 1" / "next: 8"), never a bare "at 7", in en/de/zh_TW."""

from __future__ import annotations

import pytest
from table_helpers import installed_language

from cardtable.ui.table.games.skipbo_labels import label

WANT = {"en": ("Building pile 1", "next: 8", "next: 12", "empty"),
        "de": ("Aufbaustapel 1", "als Nächstes: 8", "als Nächstes: 12", "leer"),
        "zh_TW": ("公共序列 1", "下一張：8", "下一張：12", "空")}


@pytest.mark.parametrize("lang", sorted(WANT))
def test_a_building_pile_says_the_card_it_takes_next(qapp, lang):
    with installed_language(lang):
        said = (label("building_name", {"index": 1}), label("building_value", {"value": 7, "index": 1}),
                label("building_value", {"value": 11, "index": 1}), label("building_value", {"value": 0, "index": 1}))
    assert said == WANT[lang]
