"""Input on the table: the selection, the keyboard focus, legality, the move.

``TableInput`` is an object the ``TableView`` owns (the view forwards its
mouse, key and focus events). It keeps the selection, the keyboard focus and
the shown hint, asks the game's adapter (``games``) what a drop, click, key
or button means, and hands the action to the controller, which asks the
engine. The mouse (press, drag, drop, click) is ``pointer.PointerInput``,
the keys ``keyboard.KeyInput``; both ask this object. A refused move reaches
the window once, through the controller's ``action_rejected`` (the table
does not repeat it). H (hint) is the window's action.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QAbstractAnimation,
    QCoreApplication,
    QObject,
    QPointF,
    QRectF,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QWidget

import cardtable.ui.table.accessible as accessible
from cardtable.engine.api import Rejection
from cardtable.ui.speech.announce import announce
from cardtable.ui.table.games import Choice
from cardtable.ui.table.items import CardItem, ZoneItem
from cardtable.ui.table.keyboard import KeyInput
from cardtable.ui.table.pending import TableAnswers
from cardtable.ui.table.pointer import PointerInput
from cardtable.ui.table.read_keys import hint_words

if TYPE_CHECKING:
    from cardtable.ui.table.games.base import AnyTableGame
    from cardtable.ui.table.view import TableView


def _tr(text: str) -> str:
    return QCoreApplication.translate("TableView", text)


def hint_text() -> str:
    """The status-bar line of a shown hint (the window clears it after a move)."""
    return _tr("Hint: the highlighted move. Press Enter to make it.")


class TableInput(QObject):
    """Input handling of one table view (see the module docstring).

    ``message(str)``: a prompt or a note for the status bar; ``refused``:
    a rejection found without asking the controller (a phase that does not
    form), so it has no other way to the window."""

    message = Signal(str)
    refused = Signal(object)

    def __init__(self, view: TableView, game: AnyTableGame) -> None:
        super().__init__(view)
        self.view = view
        self.game = game
        self.controller = view.controller
        self.selection: list[tuple] = []
        self.focus_index = -1
        self.target_focus: tuple | None = None
        self.hint: tuple | None = None  # (action, sources, target) of a shown hint
        self._hint_moves = -1  # the number of moves made when the hint was shown
        self.popup: QWidget | None = None  # the menu or dialog of a move's extra decision
        self.answers: TableAnswers | None = None  # a network seat's host answers a move later (``pending``)
        self._legal_cache: dict[tuple, dict[tuple, bool]] = {}
        #: The scene point the player last acted on (a drop point, a target, a
        #: button): where a refusal of that action is shown (``bubble``).
        self.anchor: QPointF | QRectF | None = None
        self.last_message: tuple[str, Callable[[], str] | None] = ("", None)  # (text, render)
        self.pointer = PointerInput(self)  # the mouse: press, drag, drop, click
        self.keys = KeyInput(self)  # the keyboard

    # -- the view's events ----------------------------------------------------------
    def mouse_press(self, event: QMouseEvent) -> None:
        self.pointer.press(event)

    def mouse_move(self, event: QMouseEvent) -> None:
        self.pointer.move(event)

    def mouse_release(self, event: QMouseEvent) -> None:
        self.pointer.release(event)

    def cancel_drag(self) -> None:
        self.pointer.cancel()

    def zone_at(self, scene_pos: QPointF) -> ZoneItem | None:
        """The place under ``scene_pos`` (the topmost), if any."""
        return self.pointer.zone_at(scene_pos)

    def key_press(self, event: QKeyEvent) -> bool:
        """Handle a key; False if the table has no use for it."""
        return self.keys.press(event)

    def focus_in(self) -> None:
        self.keys.focus_in()

    def say(self, render: Callable[[], str], spoken: str = "") -> None:
        """Emit ``render()`` (a translated text) on ``message``, remembering
        ``render`` so the window can say it again in another language; it is
        also announced (``spoken`` instead, when given): it answers what the
        player just did."""
        text = render()
        self.last_message = (text, render)
        self.message.emit(text)
        announce(spoken or text, assertive=True)

    def message_render(self, text: str) -> Callable[[], str] | None:
        """How to translate ``text`` again, if it was this input's last message."""
        said, render = self.last_message
        return render if text and text == said else None

    # -- bookkeeping after a rebuild ---------------------------------------------
    def after_refresh(self, keep_selection: bool) -> None:
        self._legal_cache = {}
        hint = self.hint
        self.clear_hint()
        if not keep_selection:
            self.selection = []
            self.target_focus = None
        ring = self.focus_ring()
        if self.focus_index >= len(ring):
            self.focus_index = len(ring) - 1
        self.set_selection(list(self.selection))
        self.update_focus()
        self.update_target_focus()
        # a rebuild without a move (a new table width, a language) keeps the
        # hint; after a move it belongs to an old position and goes
        if hint is not None and self._hint_moves == len(self.controller.history):
            self.show_hint(hint[0], quiet=True)

    def focus_ring(self) -> list[CardItem]:
        """Cards the keyboard focus walks over: the hand, then stock and discard tops."""
        cards = self.view.card_items
        items = [i for i in cards if i.spec.source and i.spec.source[0] == "hand"]
        items.sort(key=lambda i: i.spec.rect[0])
        extra = [i for i in cards if i.spec.source and i.spec.source[0] in ("stock", "sdiscard")]
        extra.sort(key=lambda i: i.spec.rect[0])
        return items + extra

    def set_selection(self, sources: list[tuple]) -> None:
        present = {i.spec.source for i in self.view.card_items if i.spec.source}
        self.selection = [s for s in sources if s in present]
        chosen = set(self.selection)
        for item in self.view.card_items:
            want = item.spec.source in chosen
            if item.selected != want:
                item.set_flags(selected=want)
        self._legal_cache = {}
        accessible.changed(self.view)

    def update_focus(self) -> None:
        ring = self.focus_ring()
        has_focus = self.view.hasFocus()
        for k, item in enumerate(ring):
            want = k == self.focus_index and has_focus
            if item.focused != want:
                item.set_flags(focused=want)
        accessible.changed(self.view)  # the screen reader's focus follows

    def update_target_focus(self) -> None:
        for target, zone in self.view.zone_items.items():
            want = target == self.target_focus
            if zone.focused != want:
                zone.set_state(focused=want)
        accessible.changed(self.view)

    def selected_cards(self) -> list[object]:
        return [s[2] for s in self.selection if s[0] == "hand"]

    # -- legality (asked of the controller, cached per selection) -----------------
    def legal_targets(self, sources: list[tuple]) -> dict[tuple, bool]:
        key = tuple(sources)
        cached = self._legal_cache.get(key)
        if cached is not None:
            return cached
        result = {target: self._is_legal(sources, target) for target in self.view.zone_items}
        self._legal_cache[key] = result
        return result

    def _is_legal(self, sources: list[tuple], target: tuple) -> bool:
        check, obs = self.controller.check, self.view.obs
        for action in self.game.drop_actions(obs, sources, target):
            if isinstance(action, Choice):
                if self.game.choice_legal(action, obs, check):
                    return True
            elif check(action) is None:
                return True
        return False

    def show_legal(self, sources: list[tuple] | None) -> None:
        legal = self.legal_targets(sources) if sources else {}
        for target, zone in self.view.zone_items.items():
            want = bool(legal.get(target))
            if zone.legal != want:
                zone.set_state(legal=want)
        accessible.changed(self.view)

    def why_not(self, sources: list[tuple], targets: list[tuple] | None = None) -> Rejection | None:
        """The engine's reason why ``sources`` go to none of ``targets`` (every
        place when None), nearest place first: what the mouse gets for the
        same drop. None when some place takes them or no reading is refused."""
        check, obs = self.controller.check, self.view.obs
        places = targets if targets is not None else self._places()
        for target in places:
            for action in self.game.drop_actions(obs, sources, target):
                if isinstance(action, Choice):  # a further decision: no single move to ask about
                    continue
                rejection = check(action)
                if rejection is not None:
                    return rejection
        return None

    def _places(self) -> list[tuple]:
        """Every place on the table, in the order Tab walks them."""
        zones = self.view.zone_items
        return sorted(zones, key=lambda t: (zones[t].pos().y() > 640, zones[t].pos().x()))

    def refuse_selection(self, fallback: Callable[[], str]) -> None:
        """No place takes the selection: the engine's reason (as a refusal, with
        its rule), else ``fallback``."""
        rejection = self.why_not(list(self.selection))
        if rejection is not None:
            self.refuse(rejection)
        else:
            self.say(fallback)

    # -- doing a move ----------------------------------------------------------------
    def refuse(self, rejection: Rejection) -> None:
        """A rejection the controller never saw (see the class docstring)."""
        self.refused.emit(rejection)

    def perform(self, sources: list[tuple], target: tuple, side: float = 1.0) -> bool:
        """Ask the controller for the move ``sources`` -> ``target``; True if made."""
        if self.anchor is None and target in self.view.zone_items:
            self.anchor = self.view.zone_items[target].sceneBoundingRect()
        readings = self.game.drop_actions(self.view.obs, sources, target, side)
        if not readings:
            self.say(lambda: _tr("That does not go there."))
            return False
        if isinstance(readings[0], Choice):
            return self.game.choose(readings[0], self)
        check = self.controller.check
        action = next((a for a in readings if check(a) is None), readings[0])
        return self.request(action)

    def request(self, action: object) -> bool:
        """Hand ``action`` to the controller; a refusal comes back through its
        ``action_rejected`` signal (to the window), not through the table."""
        self.clear_marks()
        return self.controller.request(action) is None

    def clear_marks(self) -> None:
        self.show_legal(None)
        self.target_focus = None
        self.update_target_focus()

    def command(self, name: str) -> None:
        """A button of the scene or a game key: sort the hand, or an action."""
        if name == "sort":
            view = self.view
            view.sort_mode = "colour" if view.sort_mode == "value" else "value"
            view.refresh()
            return
        action = self.game.command_action(name, self.view.obs, self.selected_cards())
        if isinstance(action, Choice):
            self.game.choose(action, self)
        elif action is not None:
            self.request(action)

    # -- hints ------------------------------------------------------------------------
    def show_hint(self, action: object, quiet: bool = False) -> None:
        """Highlight the suggested card(s) and target; Enter then plays it
        (``quiet``: shown again after a rebuild, without a pulse or message)."""
        self.clear_hint()
        view = self.view
        if action is None or view.model is None:
            return
        sources, target = self.game.hint_sources(action, view.hand_cards())
        marked: list[Any] = []  # hinted cards (each has a source)
        for source in sources:
            item = view.item_for_source(source)
            if item is not None:
                item.set_flags(hinted=True)
                marked.append(item)
        lit: list[CardItem | ZoneItem] = list(marked)
        if target is not None and target in view.zone_items:
            view.zone_items[target].set_state(hinted=True)
            lit.append(view.zone_items[target])
        if not quiet:
            self._pulse(lit)
        self.hint = (action, [m.spec.source for m in marked], target)
        self._hint_moves = len(self.controller.history)
        hand_sources = [m.spec.source for m in marked if m.spec.source[0] == "hand"]
        self.set_selection(hand_sources or [m.spec.source for m in marked
                                            if m.spec.source[0] in ("stock", "sdiscard")])
        self.target_focus = target
        self.update_target_focus()
        if not quiet:
            self.say(hint_text, hint_words(view, [m.spec.source for m in marked], target))

    def _pulse(self, items: list[CardItem | ZoneItem]) -> None:
        """The hinted cards and target glow up once (then stay lit)."""
        anim = QVariantAnimation(self)
        anim.setDuration(900)
        anim.setStartValue(0.0)
        anim.setKeyValueAt(0.5, 1.0)
        anim.setEndValue(0.0)

        def glow(value: float) -> None:
            for item in items:
                try:
                    if item.scene() is not None:
                        item.set_glow(float(value))
                except RuntimeError:  # a rebuild deleted it meanwhile
                    continue

        anim.valueChanged.connect(glow)
        anim.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)

    def clear_hint(self) -> None:
        self.hint = None
        for item in self.view.card_items:
            if item.hinted:
                item.set_flags(hinted=False)
        for zone in self.view.zone_items.values():
            if zone.hinted:
                zone.set_state(hinted=False)

    def toggle(self, source: tuple) -> None:
        """Select or unselect a card (several hand cards if the game allows, else one)."""
        if source[0] in ("deck", "discard_top"):
            return
        if source in self.selection:
            chosen = [s for s in self.selection if s != source]
        elif self.game.multi_select and source[0] == "hand":
            chosen = [*self.selection, source]
        else:
            chosen = [source]
        self.set_selection(chosen)
        self.target_focus = None
        self.update_target_focus()
        self.show_legal(None)

    def toggle_item(self, item: CardItem) -> None:
        """``toggle`` the card of ``item`` (the focus ring holds only cards with a source)."""
        if item.spec.source is not None:
            self.toggle(item.spec.source)

    def cancel_selection(self) -> None:
        self.set_selection([])
        self.clear_marks()
        self.clear_hint()

