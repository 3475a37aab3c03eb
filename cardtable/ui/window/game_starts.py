"""How games start from the start page and the game-over screen.

The window's helper for: the one-click starts (with the remembered
choices of their kind, see ``quick_start``) and their "Change..." dialog,
resuming an unfinished game from the start page's list, "Play this deal
again" (the same game, options, seats and seed: the same deal), and the
table thumbnails the resume list shows (``thumbnails``). Kept out of
``main_window`` so that file stays about menus and the game's life cycle.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

from cardtable.controller.background_ops import autosaves_written
from cardtable.persistence.autosave import AutosaveSlot, autosave_path, lock_path
from cardtable.persistence.slot_lock import LockState, SlotLock
from cardtable.ui.start.quick_start import choices_for
from cardtable.ui.start.thumbnails import remove_thumbnail, write_thumbnail

if TYPE_CHECKING:
    from cardtable.controller.game_controller import GameController
    from cardtable.controller.source import GameSource
    from cardtable.engine.api import JsonObject
    from cardtable.ui.start.start_lists import Unfinished
    from cardtable.ui.window.host import WindowHost

log = logging.getLogger(__name__)
THUMBNAIL_DELAY_MS = 1500  # a table that keeps changing is pictured once it pauses


class GameStarts(QObject):
    """One-click starts, resume, replay of a deal, thumbnails (``window.starts``)."""

    def __init__(self, host: WindowHost) -> None:
        super().__init__(host.dialog_parent())
        self.host = host
        self._thumb_timer = QTimer(self)
        self._thumb_timer.setSingleShot(True)
        self._thumb_timer.setInterval(THUMBNAIL_DELAY_MS)
        self._thumb_timer.timeout.connect(self.write_thumbnail)

    # -- starting games -------------------------------------------------------
    def _choices(self, kind: str) -> JsonObject:
        """The remembered choices of this one-click kind (its default without settings)."""
        settings = self.host.settings
        return settings.quick_start_choices(kind) if settings is not None else choices_for(kind, None)

    def quick_start(self, kind: str) -> bool:
        """Deal a game of this kind with its remembered choices (a new seed).

        If the remembered choices are no longer possible, the new-game dialog
        opens with them and says why.
        """
        # the dialog loads when first opened: start-up stays fast
        from cardtable.ui.dialogs.new_game import NewGameDialog

        choices = self._choices(kind)
        dialog = NewGameDialog(None, self.host.dialog_parent(), choices)
        try:
            choice, _problem = dialog.build_choice()
        finally:
            dialog.deleteLater()
        if choice is None:
            return self.change(kind)
        self.host.start_game(choice)
        return True

    def change(self, kind: str) -> bool:
        """The new-game dialog filled with this kind's choices; OK starts the game."""
        # the dialog loads when first opened: start-up stays fast
        from cardtable.ui.dialogs.new_game import NewGameDialog

        dialog = NewGameDialog(self.host.settings, self.host.dialog_parent(),
                               self._choices(kind))
        try:
            choice = dialog.choice() if dialog.exec() else None
        finally:
            dialog.deleteLater()
        self.host.start_page.update_summaries()
        if choice is None:
            return False
        self.host.start_game(choice)
        return True

    def resume(self, entry: Unfinished) -> bool:
        """Continue an unfinished game of the start page's list in its own
        autosave slot, unless another window has taken it meanwhile."""
        autosaves_written()  # the game was closed in this window a moment ago: its slot is let go first
        lock = SlotLock(lock_path(entry.slot))
        state, why = lock.probe()
        if state is LockState.BUSY:
            self.host.notify(self.tr("This game is open in another window."), 8000,
                               lambda: self.tr("This game is open in another window."))
            self.host.start_page.mark_stale()
            return False
        loaded, saved = entry.loaded, entry.loaded.saved
        self.host.set_game(loaded.rules, loaded.state, list(saved.seats), seed=saved.seed,
                             options=loaded.options, actions=loaded.actions,
                             autosave_slot=AutosaveSlot(entry.slot, lock))
        if state is LockState.UNAVAILABLE:  # e.g. a read-only data folder: play on, unsaved
            log.warning("autosave slot %s cannot be locked: %s", entry.slot, why)

            def said() -> str:
                return self.tr("This game's folder cannot be written, so games cannot be saved "
                               "automatically. Save as… keeps it in another folder.")

            self.host.notify(said(), 30000, said)
        return True

    def replay_deal(self) -> GameController | None:
        """"Play this deal again": the same game, options, seats and seed."""
        ctl = self.host.controller
        if ctl is None or ctl.options is None:
            return None
        rules, options, seats, seed = ctl.rules, ctl.options, ctl.seats, ctl.seed
        self.host.files.file = None
        return self.host.set_game(rules, rules.new_game(options, seed), seats, seed=seed,
                                    options=options)

    # -- thumbnails -------------------------------------------------------------
    def watch(self, controller: GameSource) -> None:
        """Picture this game's table a little after each change."""
        controller.state_changed.connect(self._thumb_timer.start)

    def autosave_file(self) -> Path | None:
        """The autosave file of the open game (None if it has no slot)."""
        slot = self.host.files.autosave_slot
        try:
            return autosave_path(slot.name) if slot is not None else None
        except Exception:  # no usable data folder
            return None

    def write_thumbnail(self) -> None:
        """Save the table's picture beside the autosave (not while a pass-and-play
        hand is on show: the start page must not show it to the next player)."""
        self._thumb_timer.stop()
        ctl, table = self.host.controller, self.host.table
        path = self.autosave_file()
        if ctl is None or table is None or path is None:
            return
        if ctl.is_over():
            remove_thumbnail(path)
        elif len(ctl.human_seats) < 2 or ctl.viewing_seat() is None:
            write_thumbnail(table, path)

    def game_closing(self) -> None:
        """The open game is about to close: picture it now, the start page will list it.
        (The side docks leave with the game: ``window_docks.SideDocks.stow``.)"""
        if self.host.controller is not None:
            self.write_thumbnail()
        self.host.start_page.mark_stale()
