"""Mouse and keyboard on the table: select, drag, drop, click, keys.

A mixin of ``TableView``. A drag starts only past
``QApplication.startDragDistance()``; while it lasts, every drop target the
controller accepts for the dragged cards is highlighted (asked once per drag).
A drop becomes an engine action (``moves``); the controller decides. A
refused drop snaps back and its rule goes to ``status_message``.

Keys: Left/Right focus a card, Space selects, Tab / number keys pick a target,
Enter plays, D draws, Shift+D takes the discard, L lays down, S sorts,
H hints, K/P knock or pass, E ends a Skip-Bo turn, Esc cancels.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtWidgets import QApplication, QMenu

from cardtable.engine.api import Rejection
from cardtable.engine.phase10 import actions as p10
from cardtable.engine.phase10.melds import find_phase, propose
from cardtable.ui.rule_messages import rejection_text
from cardtable.ui.table.items import ButtonItem, CardItem, ZoneItem
from cardtable.ui.table.moves import Choice, action_for, click_action


class TableInput:
    """Input handling of the table view (see the module docstring)."""

    def init_input(self) -> None:
        self.selection: list[tuple] = []
        self.focus_index = -1
        self.target_focus: tuple | None = None
        self.hint = None
        self._press: tuple[QPoint, CardItem | None] | None = None
        self._drag: dict | None = None
        self._legal_cache: dict[tuple, dict[tuple, bool]] = {}
        self.lay_dialog = None
        self.skip_menu = None

    # -- bookkeeping after a rebuild ---------------------------------------------
    def after_refresh(self, keep_selection: bool) -> None:
        self._legal_cache = {}
        self.hint = None
        if not keep_selection:
            self.selection = []
            self.target_focus = None
        ring = self.focus_ring()
        if self.focus_index >= len(ring):
            self.focus_index = len(ring) - 1
        self.set_selection(list(self.selection))
        self.update_focus()
        self.update_target_focus()

    def hand_cards(self) -> list[Any]:
        return [i.spec.source[2] for i in self.card_items
                if i.spec.source and i.spec.source[0] == "hand"]

    def item_for_source(self, source: tuple) -> CardItem | None:
        for item in self.card_items:
            s = item.spec.source
            if s is None:
                continue
            if s == source or (source[0] in ("deck", "discard_top") and s[0] == source[0]):
                return item
        return None

    def focus_ring(self) -> list[CardItem]:
        """Cards the keyboard focus walks over: the hand, then stock and discard tops."""
        items = [i for i in self.card_items if i.spec.source and i.spec.source[0] == "hand"]
        items.sort(key=lambda i: i.spec.rect[0])
        extra = [i for i in self.card_items
                 if i.spec.source and i.spec.source[0] in ("stock", "sdiscard")]
        extra.sort(key=lambda i: i.spec.rect[0])
        return items + extra

    def set_selection(self, sources: list[tuple]) -> None:
        present = {i.spec.source for i in self.card_items if i.spec.source}
        self.selection = [s for s in sources if s in present]
        chosen = set(self.selection)
        for item in self.card_items:
            want = item.spec.source in chosen
            if item.selected != want:
                item.set_flags(selected=want)
        self._legal_cache = {}

    def update_focus(self) -> None:
        ring = self.focus_ring()
        for k, item in enumerate(ring):
            want = k == self.focus_index and self.hasFocus()
            if item.focused != want:
                item.set_flags(focused=want)

    def update_target_focus(self) -> None:
        for target, zone in self.zone_items.items():
            want = target == self.target_focus
            if zone.focused != want:
                zone.set_state(focused=want)

    # -- legality (asked of the controller, cached per selection) -----------------
    def legal_targets(self, sources: list[tuple]) -> dict[tuple, bool]:
        key = tuple(sources)
        cached = self._legal_cache.get(key)
        if cached is not None:
            return cached
        result = {}
        for target in self.zone_items:
            result[target] = self._is_legal(sources, target)
        self._legal_cache[key] = result
        return result

    def _is_legal(self, sources: list[tuple], target: tuple) -> bool:
        action = action_for(self.game, self.obs, sources, target)
        if action is None:
            return False
        check = self.controller.check
        if isinstance(action, Choice):
            if action.kind == "skip":
                return any(check(p10.PlaySkip(s)) is None for s in action.options)
            groups = self._proposal(list(action.options))
            return groups is not None and check(p10.Lay(groups)) is None
        if isinstance(action, p10.Hit):
            # either end of a run may take a Wild: legal if one of them is
            alt = action_for(self.game, self.obs, sources, target, side=0.0)
            return check(action) is None or check(alt) is None
        return check(action) is None

    def _proposal(self, cards: list[Any]) -> Any:
        obs = self.obs
        try:
            return propose(cards, obs.phases[obs.seat], obs.options.natural_rule)
        except ValueError:
            return None

    def show_legal(self, sources: list[tuple] | None) -> None:
        legal = self.legal_targets(sources) if sources else {}
        for target, zone in self.zone_items.items():
            want = bool(legal.get(target))
            if zone.legal != want:
                zone.set_state(legal=want)

    # -- doing a move ----------------------------------------------------------------
    def say(self, rejection: Rejection) -> None:
        refused = getattr(self, "refused", None)
        if refused is not None:
            refused.emit(rejection)
        self.status_message.emit(rejection_text(rejection))

    def perform(self, sources: list[tuple], target: tuple, side: float = 1.0) -> bool:
        """Ask the controller for the move ``sources`` -> ``target``; True if made."""
        action = action_for(self.game, self.obs, sources, target, side)
        if action is None:
            self.status_message.emit(self.tr("That does not go there."))
            return False
        if isinstance(action, Choice):
            if action.kind == "skip":
                return self.choose_skip_target(action.options)
            self.open_lay(list(action.options))
            return False
        if isinstance(action, p10.Hit) and self.controller.check(action) is not None:
            alt = action_for(self.game, self.obs, sources, target, side=1.0 - side)
            if alt is not None and self.controller.check(alt) is None:
                action = alt
        return self.request(action)

    def request(self, action: Any) -> bool:
        self.clear_marks()
        rejection = self.controller.request(action)
        if rejection is not None:
            self.say(rejection)
            return False
        return True

    def clear_marks(self) -> None:
        self.show_legal(None)
        self.target_focus = None
        self.update_target_focus()

    def choose_skip_target(self, seats: tuple) -> bool:
        legal = [s for s in seats if self.controller.check(p10.PlaySkip(s)) is None]
        if len(legal) <= 1:
            return self.request(p10.PlaySkip(legal[0] if legal else seats[0]))
        menu = QMenu(self)
        menu.setTitle(self.tr("Give the Skip to..."))
        # a popup menu never shows its title: say what the names are for
        heading = menu.addAction(menu.title())
        heading.setEnabled(False)
        menu.addSeparator()
        for s in legal:
            act = menu.addAction(self.controller.seats[s].name)
            act.triggered.connect(lambda _c=False, s=s: self.request(p10.PlaySkip(s)))
        self.skip_menu = menu
        menu.popup(self.mapToGlobal(self.viewport().rect().center()))
        return False

    def open_lay(self, cards: list[Any] | None = None) -> None:
        """Open the lay-down panel for ``cards`` (default: the engine finds the phase)."""
        from cardtable.ui.table.laydown import LayDialog

        obs = self.obs
        if self.game != "phase10" or obs is None:
            return
        phase = obs.phases[obs.seat]
        if cards:
            groups = self._proposal(cards)
        else:
            groups = find_phase(obs.hand, phase, obs.options.natural_rule)
        if groups is None:
            self.say(Rejection.of("P10-11", "These cards do not form the phase."))
            return
        dialog = LayDialog(self.controller, self.art, phase, groups, self)
        dialog.laid.connect(self.request)
        self.lay_dialog = dialog
        dialog.open()

    # -- mouse ------------------------------------------------------------------------
    def _card_at(self, view_pos: QPoint) -> CardItem | None:
        for item in self.items(view_pos):
            if isinstance(item, CardItem) and item.spec.source is not None:
                return item
        return None

    def _button_at(self, view_pos: QPoint) -> ButtonItem | None:
        return next((i for i in self.items(view_pos) if isinstance(i, ButtonItem)), None)

    def _zone_at(self, scene_pos: QPointF) -> ZoneItem | None:
        hits = [z for z in self.zone_items.values()
                if z.sceneBoundingRect().adjusted(3, 3, -3, -3).contains(scene_pos)]
        return max(hits, key=lambda z: z.zValue()) if hits else None

    def mousePressEvent(self, event) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            self.cancel_selection()
            return
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        pos = event.position().toPoint()
        self._press = (pos, self._card_at(pos))

    def mouseMoveEvent(self, event) -> None:
        pos = event.position().toPoint()
        if self._drag is not None:
            delta = self.mapToScene(pos) - self._drag["start"]
            for item, home in zip(self._drag["items"], self._drag["homes"], strict=True):
                item.setPos(home + delta)
            return
        if self._press is None or self._press[1] is None:
            return
        if (pos - self._press[0]).manhattanLength() < QApplication.startDragDistance():
            return
        self._begin_drag(self._press[1], self._press[0])

    def _begin_drag(self, card: CardItem, press_pos: QPoint) -> None:
        source = card.spec.source
        sources = list(self.selection) if source in self.selection else [source]
        if source not in sources:
            sources = [source]
        items = [i for s in sources if (i := self.item_for_source(s)) is not None]
        self.stop_animations()
        for k, item in enumerate(items):
            item.setPos(item.home)
            item.setZValue(500 + k)
        self._drag = {"sources": sources, "items": items, "selection": list(self.selection),
                      "homes": [QPointF(i.pos()) for i in items],
                      "start": self.mapToScene(press_pos)}
        self.show_legal(sources)

    def cancel_drag(self) -> None:
        self._drag = None
        self._press = None

    def mouseReleaseEvent(self, event) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        pos = event.position().toPoint()
        drag, press = self._drag, self._press
        self._drag, self._press = None, None
        if drag is not None:
            self._drop(drag, self.mapToScene(pos))
            return
        if press is None:
            return
        self._click(pos, press[1])

    def _drop(self, drag: dict, scene_pos: QPointF) -> None:
        zone = self._zone_at(scene_pos)
        items = drag["items"]
        made = False
        if zone is not None:
            rect = zone.sceneBoundingRect()
            side = (scene_pos.x() - rect.left()) / max(1.0, rect.width())
            sources = drag["sources"]
            if zone.spec.target[0] == "phase_area":
                # selected cards plus the one dragged: all of them are meant for the phase
                sources = [*drag["selection"], *(s for s in sources if s not in drag["selection"])]
            made = self.perform(sources, zone.spec.target, side)
        else:
            self.status_message.emit(self.tr("Drop the card on a pile or a highlighted place."))
        if not made and all(i.scene() is not None for i in items):
            self.show_legal(None)
            self.snap_back(items)

    def _click(self, pos: QPoint, card: CardItem | None) -> None:
        button = self._button_at(pos)
        if button is not None:
            self.command(button.spec.command)
            return
        scene_pos = self.mapToScene(pos)
        zone = self._zone_at(scene_pos)
        if self.selection and zone is not None and (card is None or card.spec.source
                                                    not in self.selection):
            sel = list(self.selection)
            if action_for(self.game, self.obs, sel, zone.spec.target) is not None:
                rect = zone.sceneBoundingRect()
                side = (scene_pos.x() - rect.left()) / max(1.0, rect.width())
                self.perform(sel, zone.spec.target, side)
                return
        if card is None:
            self.cancel_selection()
            return
        source = card.spec.source
        action = click_action(self.game, self.obs, source)
        if action is not None and not self.selection:
            self.request(action)
            return
        self.toggle(source)
        ring = self.focus_ring()
        if card in ring:
            self.focus_index = ring.index(card)
            self.update_focus()

    def toggle(self, source: tuple) -> None:
        """Select or unselect a card (several hand cards in Phase 10, else one)."""
        if source[0] in ("deck", "discard_top"):
            return
        if source in self.selection:
            chosen = [s for s in self.selection if s != source]
        elif self.game == "phase10" and source[0] == "hand":
            chosen = [*self.selection, source]
        else:
            chosen = [source]
        self.set_selection(chosen)
        self.target_focus = None
        self.update_target_focus()
        self.show_legal(None)

    def cancel_selection(self) -> None:
        self.set_selection([])
        self.clear_marks()
        self.clear_hint()

    def command(self, name: str) -> None:
        if name == "sort":
            self.sort_mode = "colour" if self.sort_mode == "value" else "value"
            self.refresh()
        elif name == "knock":
            self.request(p10.KNOCK)
        elif name == "pass":
            self.request(p10.PASS)
        elif name == "end":
            from cardtable.engine.skipbo.state import EndTurn

            self.request(EndTurn())
        elif name == "lay":
            self.open_lay(self.selected_cards())

    def selected_cards(self) -> list[Any]:
        return [s[2] for s in self.selection if s[0] == "hand"]

    # -- keyboard ---------------------------------------------------------------------
    def event(self, event) -> bool:
        if event.type() == QEvent.Type.KeyPress and event.key() in (Qt.Key.Key_Tab,
                                                                     Qt.Key.Key_Backtab):
            self.keyPressEvent(event)
            return True
        return super().event(event)

    def focusInEvent(self, event) -> None:
        super().focusInEvent(event)
        if self.focus_index < 0 and self.focus_ring():
            self.focus_index = 0
        self.update_focus()

    def focusOutEvent(self, event) -> None:
        super().focusOutEvent(event)
        self.update_focus()

    def keyPressEvent(self, event) -> None:
        key, mods = event.key(), event.modifiers()
        shift = bool(mods & Qt.KeyboardModifier.ShiftModifier)
        ring = self.focus_ring()
        K = Qt.Key
        if key in (K.Key_Left, K.Key_Right) and ring:
            step = -1 if key == K.Key_Left else 1
            self.focus_index = (max(self.focus_index, 0 if step > 0 else len(ring)) + step) \
                % len(ring) if self.focus_index >= 0 else 0
            self.update_focus()
        elif key == K.Key_Space and 0 <= self.focus_index < len(ring):
            self.toggle(ring[self.focus_index].spec.source)
        elif key in (K.Key_Tab, K.Key_Backtab):
            self._cycle_target(-1 if key == K.Key_Backtab or shift else 1)
        elif K.Key_1 <= key <= K.Key_9:
            self._number_target(key - K.Key_1)
        elif key in (K.Key_Return, K.Key_Enter):
            self._confirm()
        elif key == K.Key_Escape:
            self.cancel_selection()
        elif key == K.Key_D and self.game == "phase10":
            self.request(p10.DRAW_DISCARD if shift else p10.DRAW_DECK)
        elif key == K.Key_L and self.game == "phase10":
            self.open_lay(self.selected_cards())
        elif key == K.Key_S and self.game == "phase10":
            self.command("sort")
        elif key == K.Key_H:
            self.request_hint()
        elif key == K.Key_K and self.game == "phase10":
            self.request(p10.KNOCK)
        elif key == K.Key_P and self.game == "phase10":
            self.request(p10.PASS)
        elif key == K.Key_E and self.game == "skipbo":
            self.command("end")
        else:
            super().keyPressEvent(event)

    def _ensure_selection(self) -> None:
        ring = self.focus_ring()
        if not self.selection and 0 <= self.focus_index < len(ring):
            self.toggle(ring[self.focus_index].spec.source)

    def _targets(self) -> list[tuple]:
        legal = self.legal_targets(list(self.selection)) if self.selection else {}
        targets = [t for t, ok in legal.items() if ok]
        targets.sort(key=lambda t: (self.zone_items[t].pos().y() > 640, self.zone_items[t].pos().x()))
        return targets

    def _cycle_target(self, step: int) -> None:
        self._ensure_selection()
        targets = self._targets()
        self.show_legal(list(self.selection) if self.selection else None)
        if not targets:
            self.target_focus = None
            self.status_message.emit(self.tr("No place takes the selected card now."))
        elif self.target_focus in targets:
            self.target_focus = targets[(targets.index(self.target_focus) + step) % len(targets)]
        else:
            self.target_focus = targets[0 if step > 0 else -1]
        self.update_target_focus()

    def _number_target(self, n: int) -> None:
        self._ensure_selection()
        if self.game == "skipbo":
            target = ("building", n) if n < 4 else ("own_discard", n - 4)
            if n >= 8:
                return
        else:
            targets = self._targets()
            if n >= len(targets):
                return
            target = targets[n]
        self.target_focus = target
        self.show_legal(list(self.selection) if self.selection else None)
        self.update_target_focus()

    def _confirm(self) -> None:
        if self.hint is not None:
            action, _sources, target = self.hint
            if isinstance(action, p10.Lay):
                self.open_lay(self.selected_cards())
                return
            if self.target_focus == target:
                self.request(action)
                return
        if self.selection and self.target_focus is not None:
            self.perform(list(self.selection), self.target_focus)
            return
        self._ensure_selection()
