"""Skip-Bo as the UI knows it: its ``GameUi`` (see ``base``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from cardtable.games import SKIPBO
from cardtable.ui.games.base import GameUi, SheetSpec

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from cardtable.ui.games.base import OptionsPage
    from cardtable.ui.table.games.base import AnyTableGame


def _name() -> str:
    return QCoreApplication.translate("Games", "Skip-Bo")


def _table() -> AnyTableGame:
    # the table's code loads with the first game: start-up stays fast
    from cardtable.ui.table.games.skipbo import SkipBoTable

    return SkipBoTable()


def _card_text(card: Any) -> str:
    # the table's code loads with the first game: start-up stays fast
    from cardtable.ui.table.games.skipbo_log import card_name

    return card_name(card)


def _draw_pile_texts() -> tuple[str, str]:
    return (QCoreApplication.translate("DeckOrderDialog", "Draw pile", "skipbo"),
            QCoreApplication.translate("DeckOrderDialog", "Draw pile, from card {n}", "skipbo"))


def _options_page(parent: QWidget | None) -> OptionsPage:
    # the dialog loads when first opened: start-up stays fast
    from cardtable.ui.dialogs.skipbo_options import SkipBoOptions

    return SkipBoOptions(parent)


def _level_texts() -> dict[str, str]:
    return {
        "easy": QCoreApplication.translate(
            "LevelTexts",
            "Plays its stock card whenever it can, but looks at only a few ways to play its turn.",
        ),
        "medium": QCoreApplication.translate(
            "LevelTexts",
            "Looks at thousands of ways to play its turn to bring its stock card closer, and "
            "often keeps back cards that would help the next player.",
        ),
        "hard": QCoreApplication.translate(
            "LevelTexts",
            "Looks at every way to play its turn, saves its SKIP-BO cards and keeps back "
            "cards that would help the next player; against one opponent it also plays out "
            "their possible answers.",
        ),
    }


UI = GameUi(
    info=SKIPBO,
    name=_name,
    rule_prefix="SB-",
    phases=False,
    # a blank Skip-Bo sheet is for a match to 500 (SB-V1)
    sheet=SheetSpec(title="Skip-Bo", blank_row=10.0, blank_variants=("SB-V1",), editions=()),
    table=_table,
    card_text=_card_text,
    draw_pile_texts=_draw_pile_texts,
    shared_discard=False,
    options_page=_options_page,
    level_texts=_level_texts,
)
