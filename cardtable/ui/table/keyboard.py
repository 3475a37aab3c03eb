"""The keyboard on the table: walk the cards, select, pick a place, play.

Why a module of its own: the keys are a second way to every move the mouse
makes (and more: the number keys, Enter on a shown hint), with their own
walk over the cards and places; what a key means is asked of the
``TableInput`` that owns this. Left/Right focus a card, Space selects, Tab /
number keys pick a target, Enter plays, Esc cancels; the game adds its own
(``TableGame.keys``: D, L, S, K, P in Phase 10, E in Skip-Bo); R, T, G, M, O,
W read the table aloud (``read_keys``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeyEvent

import cardtable.ui.table.accessible as accessible
from cardtable.ui.table.games import Choice
from cardtable.ui.table.read_keys import read_key

if TYPE_CHECKING:
    from cardtable.ui.table.input import TableInput


def _tr(text: str) -> str:
    return QCoreApplication.translate("TableView", text)


class KeyInput:
    """The keyboard of one table (``TableInput.keys``); the view's key events come here."""

    def __init__(self, owner: TableInput) -> None:
        self.input = owner
        self.view = owner.view

    def focus_in(self) -> None:
        if self.input.focus_index < 0 and self.input.focus_ring():
            self.input.focus_index = 0
        self.input.update_focus()
        accessible.focus_gained(self.view)

    def press(self, event: QKeyEvent) -> bool:
        """Handle a key; False if the table has no use for it."""
        self.input.anchor = None
        accessible.key_pressed(self.view)  # a screen reader's focus left behind catches up first
        self.view.dismiss_refusal()
        key, mods = event.key(), event.modifiers()
        shift = bool(mods & Qt.KeyboardModifier.ShiftModifier)
        ring = self.input.focus_ring()
        K = Qt.Key
        command = self.input.game.keys.get((int(key), shift))
        if read_key(self.view, key, mods):
            pass  # said aloud (``read_keys``)
        elif command is not None:
            self.input.command(command)
        elif key in (K.Key_Left, K.Key_Right) and ring:
            step = -1 if key == K.Key_Left else 1
            index = self.input.focus_index
            self.input.focus_index = (max(index, 0 if step > 0 else len(ring)) + step) % len(ring) \
                if index >= 0 else 0
            self.input.update_focus()
        elif key == K.Key_Space and self._waiting_command() is not None:
            self.input.command(self._waiting_command() or "")
        elif key == K.Key_Space and 0 <= self.input.focus_index < len(ring):
            self.input.toggle_item(ring[self.input.focus_index])
        elif key in (K.Key_Tab, K.Key_Backtab):
            self._cycle_target(-1 if key == K.Key_Backtab or shift else 1)
        elif K.Key_1 <= key <= K.Key_9:
            self._number_target(key - K.Key_1)
        elif key in (K.Key_Return, K.Key_Enter):
            self._confirm()
        elif key == K.Key_Escape:
            self.input.cancel_selection()
        else:
            return False
        return True

    def _waiting_command(self) -> str | None:
        """What Enter or Space confirm with nothing selected (a chosen Skip to give)."""
        if self.input.selection or self.view.obs is None:
            return None
        return self.input.game.confirm_command(self.view.obs)

    def _ensure_selection(self) -> None:
        ring = self.input.focus_ring()
        if not self.input.selection and 0 <= self.input.focus_index < len(ring):
            self.input.toggle_item(ring[self.input.focus_index])

    def _targets(self) -> list[tuple]:
        legal = self.input.legal_targets(list(self.input.selection)) if self.input.selection else {}
        zones = self.view.zone_items
        targets = [t for t, ok in legal.items() if ok]
        targets.sort(key=lambda t: (zones[t].pos().y() > 640, zones[t].pos().x()))
        return targets

    def _cycle_target(self, step: int) -> None:
        self._ensure_selection()
        targets = self._targets()
        self.input.show_legal(list(self.input.selection) if self.input.selection else None)
        if not targets:
            self.input.target_focus = None
            self.input.refuse_selection(lambda: _tr("No place takes the selected card now."))
        elif self.input.target_focus in targets:
            at = targets.index(self.input.target_focus)
            self.input.target_focus = targets[(at + step) % len(targets)]
        else:
            self.input.target_focus = targets[0 if step > 0 else -1]
        self.input.update_target_focus()

    def _number_target(self, n: int) -> None:
        self._ensure_selection()
        targets = self._targets()
        target = self.input.game.number_target(n, targets)
        if target is None:
            if not targets:
                self.input.refuse_selection(lambda: _tr("No place takes the selected card now."))
            else:
                self.input.say(lambda: _tr("There is no place {n} for the selected card: press 1 to {count}.")
                               .format(n=n + 1, count=len(targets)))
            return
        self.input.target_focus = target
        self.input.show_legal(list(self.input.selection) if self.input.selection else None)
        self.input.update_target_focus()

    def _confirm(self) -> None:
        if self.input.hint is not None:
            action, _sources, target = self.input.hint
            move = self.input.game.hint_move(action, self.input.selected_cards())
            if isinstance(move, Choice):  # e.g. laying a phase: the panel asks first
                self.input.game.choose(move, self.input)
                return
            if self.input.target_focus == target:
                self.input.request(action)
                return
        if self.input.selection and self.input.target_focus is not None:
            self.input.perform(list(self.input.selection), self.input.target_focus)
            return
        waiting = self._waiting_command()
        if waiting is not None:
            self.input.command(waiting)
            return
        if self.input.selection:  # a card chosen, no place yet: where it may go, or why nowhere
            if self._targets():
                self.input.say(lambda: _tr("Choose a place for the selected card with Tab or a number key, "
                                           "then press Enter."))
            else:
                self.input.refuse_selection(lambda: _tr("No place takes the selected card now."))
            return
        self._ensure_selection()
