"""Games played on this computer: the New game dialog, the deal, the rematch, the controller.

Why a module of its own: the main window holds its parts and the game's
place among them (the table, the docks, the start page, closing); how a
game played here begins (the New game dialog, a chosen game dealt, the same
seats with a new seed) and its ``GameController``, made and wired to the
window (a refusal, the pass-and-play screen, a round or the game over, a
failed autosave), are this module's. A table at a host is joined through
``ui.network.window_join`` instead. The window makes ``LocalGames`` with
its first game (``window.local_games``), so the engines and the controller
load only then. It sees the window as a ``GameHost``.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication

from cardtable.controller.game_controller import GameController
from cardtable.controller.recording import record_finished
from cardtable.engine.registry import get_rules
from cardtable.ui.window import window_endings
from cardtable.ui.window.host import WindowHost

if TYPE_CHECKING:
    from collections.abc import Sequence

    from cardtable.engine.api import AnyRules
    from cardtable.persistence.autosave import AutosaveSlot
    from cardtable.seats import Seat
    from cardtable.ui.dialogs.new_game import NewGameChoice


def _tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


class GameHost(WindowHost, Protocol):
    """The main window as the games played here see it."""

    def show_privacy(self, seat: int) -> None:
        """The pass-and-play hand-over to ``seat``."""
        ...


class LocalGames:
    """How a game played here begins, and its controller (``window.local_games``)."""

    def __init__(self, host: GameHost) -> None:
        self.host = host

    def new_game(self, network: bool = False) -> None:
        """The New game dialog, then its game (``network``: opened for a network table)."""
        from cardtable.ui.dialogs.new_game import NewGameDialog  # the dialog loads on first use

        dialog = NewGameDialog(self.host.settings, self.host.dialog_parent(), host=network)
        try:
            choice = dialog.choice() if dialog.exec() else None
        finally:
            dialog.deleteLater()  # owned by the window: it would live as long
        if choice is not None:
            self.host.start_game(choice)

    def deal(self, choice: NewGameChoice) -> None:
        """A new game of ``choice`` on this computer (no file yet)."""
        rules = get_rules(choice.game_id)
        state = rules.new_game(choice.options, choice.seed)
        self.host.files.file = None
        self.host.set_game(rules, state, choice.seats, seed=choice.seed, options=choice.options)

    def rematch(self) -> None:
        """The same seats and options with a new seed."""
        ctl = self.host.controller
        if ctl is None:
            return
        seed = time.time_ns() % (2**62)
        self.host.files.file = None
        self.host.set_game(ctl.rules, ctl.rules.new_game(ctl.options, seed), ctl.seats, seed=seed,
                           options=ctl.options)

    def controller(self, rules: AnyRules, state: object, seats: Sequence[Seat], *, seed: int,
                   options: object, actions: Sequence[object] = (),
                   autosave_slot: AutosaveSlot | None = None) -> GameController:
        """The controller of this game, autosaved in ``autosave_slot`` (a new
        game: a slot of its own), recorded in the history when it ends, and
        heard by the window."""
        host = self.host
        speed = host.settings.ai_speed_ms() if host.settings is not None else 0
        hook = host.files.begin_game(autosave_slot)
        slot = host.files.autosave_slot  # deleted by the history writer after its commit
        ctl = GameController(rules, state, seats, seed=seed, actions=actions, parent=host.dialog_parent(),
                             speed_ms=speed, options=options, autosave=hook,
                             finished_hook=lambda c: record_finished(c, slot))
        ctl.hold_round_end = True  # the round summary releases it ("Deal next round")
        ctl.state_changed.connect(host.update_turn)
        ctl.busy_changed.connect(lambda _busy: host.update_actions())
        ctl.action_rejected.connect(host.show_rejection)
        ctl.privacy_required.connect(host.show_privacy)
        ctl.round_finished.connect(lambda record: window_endings.round_finished(host, record))
        ctl.game_finished.connect(lambda result: window_endings.game_finished(host, result))
        ctl.autosave_failed.connect(self._autosave_failed)
        return ctl

    def _autosave_failed(self, detail: str) -> None:
        def text() -> str:
            return _tr("The game could not be saved automatically: {reason}").format(reason=detail)

        self.host.notify(text(), 10000, text)
