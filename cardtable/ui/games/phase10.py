"""Phase 10 as the UI knows it: its ``GameUi`` (see ``base``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from cardtable.games import PHASE10
from cardtable.ui.games.base import GameUi, SheetSpec

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from cardtable.ui.games.base import OptionsPage
    from cardtable.ui.table.games.base import AnyTableGame


def _name() -> str:
    return QCoreApplication.translate("Games", "Phase 10")


def _table() -> AnyTableGame:
    # the table's code loads with the first game: start-up stays fast
    from cardtable.ui.table.games.phase10 import Phase10Table

    return Phase10Table()


def _card_text(card: Any) -> str:
    # the table's code loads with the first game: start-up stays fast
    from cardtable.ui.table.games.phase10_cards import card_name

    return card_name(card)


def _draw_pile_texts() -> tuple[str, str]:
    return (QCoreApplication.translate("DeckOrderDialog", "Draw pile", "phase10"),
            QCoreApplication.translate("DeckOrderDialog", "Draw pile, from card {n}", "phase10"))


def _options_page(parent: QWidget | None) -> OptionsPage:
    # the dialog loads when first opened: start-up stays fast
    from cardtable.ui.dialogs.phase10_options import Phase10Options

    return Phase10Options(parent)


def _level_texts() -> dict[str, str]:
    return {
        "easy": QCoreApplication.translate(
            "LevelTexts",
            "Collects cards for its phase, but sometimes overlooks a useful discard and "
            "skips players at random.",
        ),
        "medium": QCoreApplication.translate(
            "LevelTexts",
            "Counts the cards it has not seen yet, avoids discarding what the next player "
            "needs and skips the most dangerous player.",
        ),
        "hard": QCoreApplication.translate(
            "LevelTexts",
            "Plays like Medium, also watches what each player picks up, avoids cards it "
            "would be stuck with after laying its phase and, once its phase is down, "
            "skips the leader who has not laid yet.",
        ),
    }


UI = GameUi(
    info=PHASE10,
    name=_name,
    rule_prefix="P10-",
    phases=True,
    sheet=SheetSpec(title="Phase 10", blank_row=8.5, blank_variants=(), editions=("2026", "classic")),
    table=_table,
    card_text=_card_text,
    draw_pile_texts=_draw_pile_texts,
    shared_discard=True,
    options_page=_options_page,
    level_texts=_level_texts,
)
