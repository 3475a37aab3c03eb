"""The Skip-Bo table adapter: everything the table needs to know about Skip-Bo.

It builds the scene model (``skipbo_model``), maps drops, keys and the "End
turn" button to engine actions (``skipbo_moves``), says what to do next and
describes and animates engine events (``skipbo_log``). A Skip-Bo move never
needs a further decision. The engine decides every rule.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, ClassVar

from PySide6.QtCore import QCoreApplication, Qt

from cardtable.engine.skipbo.cards import Card
from cardtable.engine.skipbo.observation import SkipBoObservation
from cardtable.engine.skipbo.state import Action, Event
from cardtable.ui.table.games import (
    skipbo_labels,
    skipbo_log,
    skipbo_model,
    skipbo_moves,
    skipbo_speech,
)
from cardtable.ui.table.games.base import Check, Choice, Flight, GameSpeech, TableGame
from cardtable.ui.table.layout import SCENE_W, TableModel

if TYPE_CHECKING:
    from cardtable.seats import Seat
    from cardtable.ui.table.input import TableInput


def _tr(text: str) -> str:
    return QCoreApplication.translate("TableView", text)


class SkipBoTable:
    """``TableGame`` of Skip-Bo (see ``games.base``)."""

    game_id = "skipbo"
    multi_select = False
    speech: ClassVar[GameSpeech[SkipBoObservation, Card, Event]] = skipbo_speech
    keys: ClassVar[dict[tuple[int, bool], str]] = {(int(Qt.Key.Key_E), shift): "end" for shift in (False, True)}

    # -- the picture ---------------------------------------------------------------
    def build_model(self, obs: SkipBoObservation, names: Sequence[Seat], bottom: int, face_up: int | None,
                    sort_mode: str = "value", width: float = SCENE_W,
                    open_hands: bool = False) -> TableModel:
        # ``open_hands`` unused: the Skip-Bo table keeps its hands' layout at the end
        return skipbo_model.build(obs, names, bottom, face_up, sort_mode, width)

    def label(self, kind: str, args: dict[str, object]) -> str | None:
        return skipbo_labels.label(kind, args)

    def prompt(self, obs: SkipBoObservation) -> str:
        return _tr("Build on the piles in the middle, then discard to end your turn")

    # -- input -----------------------------------------------------------------------
    def drop_actions(self, obs: SkipBoObservation, sources: Sequence[tuple], target: tuple,
                     side: float = 1.0) -> list[Action | Choice]:
        action = skipbo_moves.drop_action(sources, target, obs)
        return [] if action is None else [action]

    def click_action(self, obs: SkipBoObservation, source: tuple) -> Action | None:
        return None  # a click only selects: every move is a drop or a key

    def command_action(self, name: str, obs: SkipBoObservation, selected: list[Card]) -> Action | None:
        return skipbo_moves.command_action(name)

    def turn_begins(self, obs: SkipBoObservation) -> bool:
        return False  # nobody is skipped: a turn always passes to another seat first

    def confirm_command(self, obs: SkipBoObservation) -> str | None:
        return None  # nothing waits to be confirmed: Enter and Space pick a card

    def number_target(self, n: int, targets: list[tuple]) -> tuple | None:
        return skipbo_moves.number_target(n)

    def choice_legal(self, choice: Choice, obs: SkipBoObservation, check: Check) -> bool:
        return False  # Skip-Bo asks no further decision (drop_actions makes no Choice)

    def choose(self, choice: Choice, table: TableInput) -> bool:
        return False

    def hint_sources(self, action: Action, hand: Sequence[Card]) -> tuple[list[tuple], tuple | None]:
        return skipbo_moves.hint_sources(action, hand)

    def hint_move(self, action: Action, selected: list[Card]) -> Action:
        return action

    # -- what happened ------------------------------------------------------------------
    def describe_event(self, event: Event, names: Sequence[str]) -> str:
        return skipbo_log.describe(event, names)

    def deal_number(self, event: Event) -> int | None:
        return event.game or event.count  # (a deal's game is the match game)

    def animate_event(self, event: Event) -> Flight | None:
        return skipbo_log.flight(event)

    def card_face(self, card: Card) -> str:
        return skipbo_model.face(card)

    def frozen_observation(self, final: SkipBoObservation, scored: SkipBoObservation) -> SkipBoObservation:
        return final  # the table shows no match totals (the summary and the sheet do)


_CHECKED: type[TableGame[SkipBoObservation, Action, Event, Card]] = SkipBoTable  # mypy: the adapter has the table's shape
