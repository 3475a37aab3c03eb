"""The Phase 10 table adapter: everything the table needs to know about Phase 10.

It builds the scene model (``phase10_model``), maps drops, clicks, keys and
buttons to engine actions (``phase10_moves``), asks the two extra decisions a
Phase 10 move may need (which opponent gets a Skip: a menu; how a phase is
arranged: the lay-down panel), says what to do next and describes and
animates engine events (``phase10_log``). The engine decides every rule.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, ClassVar

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMenu

from cardtable.engine.api import Rejection
from cardtable.engine.phase10 import actions as p10
from cardtable.engine.phase10.meld_types import Group
from cardtable.engine.phase10.melds import find_phase, propose
from cardtable.engine.phase10.observation import Observation
from cardtable.engine.phase10.state import Event
from cardtable.ui.table.games import (
    phase10_labels,
    phase10_log,
    phase10_model,
    phase10_moves,
    phase10_speech,
)
from cardtable.ui.table.games.base import Check, Choice, Flight, GameSpeech, TableGame
from cardtable.ui.table.games.phase10_laydown import LayDialog
from cardtable.ui.table.layout import SCENE_W, TableModel

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from cardtable.seats import Seat
    from cardtable.ui.table.input import TableInput

K = Qt.Key


def _tr(text: str) -> str:
    return QCoreApplication.translate("TableView", text)


def proposal(obs: Observation, cards: list[str]) -> tuple[Group, ...] | None:
    """The engine's arrangement of ``cards`` as the seat's phase (None if none)."""
    try:
        return propose(cards, obs.phases[obs.seat], obs.options.natural_rule)
    except ValueError:
        return None


def back_to_table(view: QWidget) -> None:
    """The keyboard focus on the table again (its window active again)."""
    view.window().activateWindow()
    view.setFocus()


class Phase10Table:
    """``TableGame`` of Phase 10 (see ``games.base``)."""

    game_id = "phase10"
    multi_select = True
    speech: ClassVar[GameSpeech[Observation, str, Event]] = phase10_speech
    keys: ClassVar[dict[tuple[int, bool], str]] = {
        (int(K.Key_D), False): "draw",
        (int(K.Key_D), True): "take_discard",
        **{(int(key), shift): name for key, name in ((K.Key_L, "lay"), (K.Key_S, "sort"),
                                                     (K.Key_K, "knock"), (K.Key_P, "pass"))
           for shift in (False, True)},
    }

    # -- the picture ---------------------------------------------------------------
    def build_model(self, obs: Observation, names: Sequence[Seat], bottom: int, face_up: int | None,
                    sort_mode: str = "value", width: float = SCENE_W,
                    open_hands: bool = False) -> TableModel:
        return phase10_model.build(obs, names, bottom, face_up, sort_mode, width, open_hands)

    def label(self, kind: str, args: dict[str, object]) -> str | None:
        return phase10_labels.label(kind, args)

    def prompt(self, obs: Observation) -> str:
        if obs.skip_choice is not None:
            return _tr("Give the Skip with Enter or the button, or take the choice back (Ctrl+Z)")
        if obs.stage == "knock":
            return _tr("Knock (K) to take the discard, or pass (P)")
        if obs.stage == "draw":
            return _tr("Your turn: draw a card (D) or take the discard (Shift+D)")
        if not obs.laid[obs.seat]:
            return _tr("Lay down your phase (L) or discard a card to end your turn")
        return _tr("Hit on laid groups or discard a card to end your turn")

    # -- input -----------------------------------------------------------------------
    def drop_actions(self, obs: Observation, sources: Sequence[tuple], target: tuple,
                     side: float = 1.0) -> list[p10.Action | Choice]:
        return phase10_moves.drop_actions(obs, sources, target, side)

    def click_action(self, obs: Observation, source: tuple) -> p10.Action | None:
        return phase10_moves.click_action(obs, source)

    def command_action(self, name: str, obs: Observation, selected: list[str]) -> p10.Action | Choice | None:
        return phase10_moves.command_action(name, selected, obs)

    def turn_begins(self, obs: Observation) -> bool:
        return obs is not None and obs.current == obs.seat and obs.stage == "draw"

    def confirm_command(self, obs: Observation) -> str | None:
        mine = obs is not None and obs.current == obs.seat
        return "give_skip" if mine and obs.skip_choice is not None else None

    def number_target(self, n: int, targets: list[tuple]) -> tuple | None:
        return targets[n] if n < len(targets) else None

    def choice_legal(self, choice: Choice, obs: Observation, check: Check) -> bool:
        if choice.kind == phase10_moves.SKIP:
            return any(check(p10.PlaySkip(s)) is None for s in choice.options)
        groups = proposal(obs, list(choice.options))
        return groups is not None and check(p10.Lay(groups)) is None

    def choose(self, choice: Choice, table: TableInput) -> bool:
        if choice.kind == phase10_moves.SKIP:
            return self.choose_skip_target(choice.options, table)
        self.open_lay(list(choice.options), table)
        return False

    def choose_skip_target(self, seats: tuple, table: TableInput) -> bool:
        """Which opponent gets the Skip: at once if only one may, else a menu."""
        check = table.controller.check
        legal = [s for s in seats if check(p10.PlaySkip(s)) is None]
        if len(legal) <= 1:
            return table.request(p10.PlaySkip(legal[0] if legal else seats[0]))
        obs = table.view.obs
        view = table.view
        menu = QMenu(view)
        menu.setTitle(_tr("Give the Skip to…"))
        # a popup menu never shows its title: say what the names are for
        heading = menu.addAction(menu.title())
        heading.setEnabled(False)
        menu.addSeparator()
        for s in legal:
            act = menu.addAction(table.controller.seats[s].name)
            act.triggered.connect(
                lambda _c=False, s=s: table.request(phase10_moves.skip_action(obs, s)))
        table.popup = menu
        menu.popup(view.mapToGlobal(view.viewport().rect().center()))
        return False

    def open_lay(self, cards: list[str], table: TableInput) -> None:
        """The lay-down panel for ``cards`` (none chosen: the engine finds the phase)."""
        obs = table.view.obs
        if obs is None:
            return
        phase = obs.phases[obs.seat]
        if cards:
            groups = proposal(obs, cards)
        else:
            groups = find_phase(obs.hand, phase, obs.options.natural_rule)
        if groups is None:
            table.refuse(Rejection.of("P10-11", "These cards do not form the phase."))
            return
        dialog = LayDialog(table.controller, table.view.art, phase, groups, table.view, answers=table.answers)
        dialog.laid.connect(table.request)
        # the keyboard cursor goes back to the table (a screen reader follows it)
        dialog.finished.connect(lambda _r, view=table.view: back_to_table(view))
        table.popup = dialog
        dialog.open()

    def hint_sources(self, action: p10.Action, hand: Sequence[str]) -> tuple[list[tuple], tuple | None]:
        return phase10_moves.hint_sources(action, hand)

    def hint_move(self, action: p10.Action, selected: list[str]) -> p10.Action | Choice:
        if isinstance(action, p10.Lay):  # the lay-down panel shows the arrangement first
            return Choice(phase10_moves.LAY, tuple(selected))
        return action

    # -- what happened ------------------------------------------------------------------
    def describe_event(self, event: Event, names: Sequence[str]) -> str:
        return phase10_log.describe(event, names)

    def deal_number(self, event: Event) -> int | None:
        return event.count  # (a deal's count is the round)

    def animate_event(self, event: Event) -> Flight | None:
        return phase10_log.flight(event)

    def card_face(self, card: str) -> str:
        return str(card)

    def frozen_observation(self, final: Observation, scored: Observation) -> Observation:
        return replace(final, scores=scored.scores)  # each seat's "Score:" counts the round


_CHECKED: type[TableGame[Observation, p10.Action, Event, str]] = Phase10Table  # mypy: the adapter has the table's shape
