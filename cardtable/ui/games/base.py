"""What the UI needs to know of one game, in one object: ``GameUi``.

Why: the score sheet, printing, the dialogs at the end of a round or game,
the replay, the score keeper and the statistics all differ a little per
game. Each game's module (``phase10``, ``skipbo``) fills one ``GameUi`` with
those differences, so the rest of the UI asks the descriptor instead of
comparing game ids. Everything heavy (the table adapter, the dialogs, the
card texts, even Qt's translations) is reached through functions that
import it on first use: the descriptors cost nothing at start-up and the
Qt-free modules (``sheet_data``) may ask them too.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from cardtable.games import GameInfo

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from cardtable.engine.api import JsonObject
    from cardtable.ui.table.games.base import AnyTableGame


class OptionsPage(Protocol):
    """A game's page of the new-game dialog (a QWidget, see ``widget``)."""

    def widget(self) -> QWidget: ...

    def retranslate_ui(self) -> None: ...

    def seats_changed(self, names: list[str]) -> None:
        """The names of the seats that play, whenever they change."""
        ...

    def remembered(self) -> JsonObject:
        """The page's choices as the settings keep them (under the game's id)."""
        ...

    def set_remembered(self, raw: Any, first_human: int) -> None:
        """Fill the page from remembered choices (anything odd is skipped)."""
        ...

    def options_json(self, players: int) -> tuple[JsonObject | None, str]:
        """The engine's options JSON (without take-back), or None and why not."""
        ...


@dataclass(frozen=True, slots=True)
class SheetSpec:
    """How a game's score sheet (on screen and on paper) is laid out."""

    # the game's name in the sheet's title (the same in every language)
    title: str
    # the height of a row of a blank sheet, in mm
    blank_row: float
    # the variants a blank sheet is printed for
    blank_variants: tuple[str, ...]
    # the editions a sheet names (empty: the sheet names none)
    editions: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class GameUi:
    """The UI's descriptor of one game; ``info`` is the engine's ``GameInfo``."""

    info: GameInfo
    # the game's name as the UI shows it (its translation)
    name: Callable[[], str]
    # the prefix of the game's rule ids (docs/RULES.md): "P10-", "SB-"
    rule_prefix: str
    # True: every player plays a phase each round (Phase 10): the sheet's
    # phase track and phase column, the phase lists, the keeper's phase
    # boxes; False: the players race to empty their stock piles (Skip-Bo)
    phases: bool
    sheet: SheetSpec
    # the table adapter (cardtable.ui.table.games), made on demand
    table: Callable[[], AnyTableGame]
    # a card as the move log writes it ("R7", "W", "SKIP-BO", "12")
    card_text: Callable[[Any], str]
    # the replay's deck order: the draw pile's name and its name from card n
    # (each game names its draw pile its own way, see the glossary)
    draw_pile_texts: Callable[[], tuple[str, str]]
    # True: one discard pile for all (Phase 10), listed in the deck order
    shared_discard: bool
    # the game's page of the new-game dialog
    options_page: Callable[[QWidget | None], OptionsPage]
    # per computer level, the translated line saying how it plays
    level_texts: Callable[[], dict[str, str]]

    @property
    def id(self) -> str:
        return self.info.id

    @property
    def rounds(self) -> bool:
        """True if the game is played in rounds (Phase 10), False if in games
        of a match (Skip-Bo): what the UI calls the engine's records."""
        return self.info.record_kind == "round"
