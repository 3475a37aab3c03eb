"""``TableView``: the card table the main window shows as its central widget.

It rebuilds the scene from the viewing seat's observation whenever the
controller says the state changed (``state_changed``), lets the last move of
the other seats travel across the table (``flights``), and owns the input
object (``input.TableInput``) that turns mouse and keyboard into engine
actions for the controller. What is game-specific comes from the game's
adapter (``cardtable.ui.games.table_game``). It never decides a rule.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QPointF, QRect, QRectF, QSizeF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPen, QPixmapCache
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget

import cardtable.ui.table.accessible as accessible
from cardtable.controller.seat_view import SeatView, SeenEvent
from cardtable.controller.source import GameSource
from cardtable.ui.games import table_game
from cardtable.ui.seat_names import playing_name
from cardtable.ui.table.bubble import RefusalBubble
from cardtable.ui.table.flights import Flights
from cardtable.ui.table.input import TableInput
from cardtable.ui.table.items import ButtonItem, CardItem, LabelItem, ZoneItem, paint_seat_box
from cardtable.ui.table.layout import (
    SCENE_H,
    SCENE_W,
    TableModel,
    prompt_spec,
    scene_width,
)
from cardtable.ui.table.recent import RecentMoves
from cardtable.ui.table.scene_diff import SceneItems
from cardtable.ui.table.texts import text_for

if TYPE_CHECKING:
    from cardtable.engine.api import Observation, Rejection
    from cardtable.seats import Seat
    from cardtable.ui.card_art import CardArt
    from cardtable.ui.table.accessible import TableAccessible


def reveal_hands(model: TableModel, hands: Sequence[Sequence[object]], face_of: Callable[[Any], str]) -> None:
    """Turn every hand card of ``model`` face up (the round is over): the
    k-th card drawn for a seat shows the k-th card of its hand."""
    seen: dict[int, int] = {}
    for i, spec in enumerate(model.cards):
        seat = spec.hand_of
        if seat is None or spec.face is not None or not 0 <= seat < len(hands):
            continue
        k = seen.get(seat, 0)
        seen[seat] = k + 1
        if k < len(hands[seat]):
            model.cards[i] = replace(spec, face=face_of(hands[seat][k]), source=None)


FELT = QColor("#1f6b3a")
# the items' device caches (cards, labels, frames) live in QPixmapCache: its
# budget follows the table's size on screen (``_fit_once``), a few screens of
# overlapping items at the device pixel ratio, never below Qt's own 10 MB
PIXMAP_CACHE_MIN_KB = 10 * 1024
PIXMAP_CACHE_SCREENS = 4
FELT_DARK = QColor("#13432a")


class TableView(QGraphicsView):
    """The table of one game. ``status_message(str)`` carries prompts and
    notes for the window's status bar; ``refused(Rejection)`` only refusals
    the controller never saw (its own go out through ``action_rejected``),
    so every refusal reaches the window exactly once."""

    status_message = Signal(str)
    refused = Signal(object)  # a Rejection found without the controller (for "Why?")

    def __init__(self, controller: GameSource, card_art: CardArt, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.art = card_art
        self.game = table_game(controller.game_id)
        self.setScene(QGraphicsScene(0, 0, SCENE_W, SCENE_H, self))
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontAdjustForAntialiasing, True)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        # a closed table's memory goes back to the system (``ui.memory``)
        from cardtable.ui import memory

        memory.tune_allocator()
        self.destroyed.connect(memory.release_soon)
        self.setMinimumSize(480, 320)
        self.zoom = 1.0
        self.table_width = SCENE_W  # follows the window's shape (``fit``)
        self._rebuild_pending = False
        self._fitting = False  # ``fit`` is running (it never recurses)
        self._fit_again = False
        self._scale = 0.0  # the scale of the last fit
        self.sort_mode = "value"
        self.model: TableModel | None = None
        self.obs: Any = None
        self.card_items: list[CardItem] = []
        self.zone_items: dict[tuple, ZoneItem] = {}
        self.button_items: list[ButtonItem] = []
        self._hand_key: tuple = ()
        self._background: tuple = ()
        self._shown = False
        self._scene_items = SceneItems()
        self._label_texts: dict[tuple[str, str], str] = {}  # (kind, args) -> words
        self._prompt_note: Callable[[], str] | None = None  # says the prompt instead (a finished lesson)
        self.flights = Flights(self)
        self.recent = RecentMoves()
        self.input = TableInput(self, self.game)
        self.input.message.connect(self.status_message)
        self.input.refused.connect(self.refused)
        self.bubble = RefusalBubble(self.viewport())
        self.accessible_iface: TableAccessible | None = None  # its TableAccessible, made when a screen reader asks (``accessible``)
        self._moves_seen = len(controller.history)
        controller.state_changed.connect(self.refresh)
        accessible.install(TableView)  # the table's cards, piles and seats for screen readers
        self.refresh()

    # -- building the scene ------------------------------------------------------
    def face_up_seat(self) -> int | None:
        """Whose hand may be drawn face up: only the viewing human's."""
        return self.controller.viewing_seat()

    def _observation(self, view: SeatView) -> tuple[Observation[SeenEvent] | None, int | None]:
        viewing = self.controller.viewing_seat()
        obs = view.observation
        if obs is None:
            # behind the privacy screen: public parts only, every hand as backs
            obs = view.public
            viewing = None
        return obs, (viewing if viewing is not None and obs is not None and viewing == obs.seat else None)

    def _named_seats(self) -> tuple[Seat, ...]:
        """The seats as the table names them: a controller may name them its own
        way (``table_seats``: a lesson's booklet players go by their names alone)."""
        return self.controller.table_seats

    def build_model(self) -> TableModel:
        ctl = self.controller
        view = ctl.seat_view()
        if view.held:  # round or game over: the final table, every hand face up
            seat = ctl.display_seat()
            seat = (ctl.human_seats or (0,))[0] if seat is None else seat
            obs = view.held[seat]
            if ctl.round_held() and view.public is not None:  # the totals already count the round (as the summary)
                obs = self.game.frozen_observation(obs, view.public)
            self.obs = obs
            model = self.game.build_model(obs, self._named_seats(), seat, seat, self.sort_mode,
                                          self.table_width, open_hands=True)
            reveal_hands(model, [o.hand for o in view.held], self.game.card_face)
            return model
        shown, face_up = self._observation(view)
        assert shown is not None  # (a table is drawn once the game is dealt: ``public`` then exists)
        self.obs = shown
        return self.game.build_model(shown, self._named_seats(), shown.seat, face_up,
                                     self.sort_mode, self.table_width)

    def refresh(self, animate: bool = True) -> None:
        """Bring the scene to the controller's state (connected to state_changed);
        ``animate=False`` when only the window changed (no move to replay).

        Only what changed is replaced (``scene_diff``): an item whose spec
        (and text) is unchanged stays, so one move costs a few items, not the
        whole table; the cached background (felt and quiet seat frames) is
        redrawn only when the table's shape changes: the gold frame of the seat
        on turn and the outlines of piles are items."""
        self.flights.stop()
        if len(self.controller.history) != self._moves_seen:  # a move was made
            self._moves_seen = len(self.controller.history)
            self.dismiss_refusal()
        previous = self.model
        model = self.build_model()
        self.model = model
        self._add_prompt(model)
        self.recent.update(self.controller, self.obs.events if self.obs is not None else (),
                           self.game)
        self.recent.add_markers(model)
        scene = self.scene()
        scene.setSceneRect(0, 0, model.width, SCENE_H)
        self.input.cancel_drag()
        # the seat on turn (TurnFrameItem) and the outlines of piles (OutlineItem)
        # are items: a move or a new turn keeps the background
        background = (model.width, repr([(b.seat, b.rect, b.bottom) for b in model.boxes]))
        if background != self._background:
            self._background = background
            self.resetCachedContent()  # seat frames and idle zones live in the background
        self.card_items, self.zone_items, self.button_items = self._scene_items.update(
            scene, model, self.art, self.label)
        hand = tuple(c.spec.source for c in self.card_items
                     if c.spec.source and c.spec.source[0] == "hand")
        self.recent.mark(self)
        self.input.after_refresh(keep_selection=hand == self._hand_key)
        self._hand_key = hand
        if previous is not None and animate and self.obs is not None:
            self.flights.replay(self.obs.events, self.controller.viewing_seat(),
                                self.controller.speed_ms)

    def message_render(self, text: str) -> Callable[[], str] | None:
        """A callable translating status message ``text`` again (None if unknown)."""
        return self.input.message_render(text)

    def label(self, kind: str, args: dict[str, object]) -> str:
        """The translated text of a label or button: the game's own kinds first
        (remembered until the language changes: a move repeats most labels)."""
        key = (kind, repr(args))
        known = self._label_texts.get(key)
        if known is not None:
            return known
        found = self.game.label(kind, args)
        text = found if found is not None else text_for(kind, args)
        if len(self._label_texts) > 4096:
            self._label_texts.clear()
        self._label_texts[key] = text
        return text

    def _add_prompt(self, model: TableModel) -> None:
        model.texts.append(prompt_spec(model.players, model.width, self.prompt(), model.centre))

    def set_prompt_note(self, render: Callable[[], str] | None) -> None:
        """Say ``render()`` (in the current language) where the prompt says
        whose turn it is, e.g. that a lesson is done; None: the prompt again."""
        self._prompt_note = render
        self.refresh(animate=False)

    def prompt(self) -> str:
        """One line saying whose turn it is and what to do."""
        if self._prompt_note is not None:
            return self._prompt_note()
        ctl = self.controller
        if ctl.is_over():
            return self.tr("The game is over.")
        if ctl.round_held():
            return self.tr("The round is over: every hand lies face up.")
        seat = ctl.current_seat()
        if seat is None:
            return ""
        if ctl.viewing_seat() is None or seat != ctl.viewing_seat():
            if ctl.paused:  # Play > Pause: nobody is playing
                return self.tr("Paused: {name} plays next").format(name=ctl.seats[seat].name)

            return self.tr("{name} is playing…").format(name=playing_name(ctl, seat))
        return self.game.prompt(self.obs)

    # -- look ---------------------------------------------------------------------
    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        painter.fillRect(rect, FELT_DARK)
        painter.setPen(QPen(QColor("#0d3420"), 6))
        painter.setBrush(FELT)
        painter.drawRoundedRect(QRectF(2, 2, self.table_width - 4, SCENE_H - 4), 40, 40)
        if self.model is not None:
            for box in self.model.boxes:
                paint_seat_box(painter, box)

    def changeEvent(self, event) -> None:
        """Labels are drawn from translated texts: redraw them in the new language."""
        if event.type() == QEvent.Type.LanguageChange:
            self._label_texts.clear()
            self.refresh(animate=False)
        super().changeEvent(event)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.fit()
        if not self._shown:  # the first deal of a new game flies too
            self._shown = True
            ctl = self.controller
            if not ctl.history and self.obs is not None:
                self.flights.replay(self.obs.events, ctl.viewing_seat(), ctl.speed_ms)

    def fit(self) -> None:
        """Scale the table to the window; first let its width follow the
        window's shape (``layout.scene_width``; a rebuild only when that width
        changes), so it fills the window in both directions.

        The scale comes from the area inside the frame, whatever the scroll
        bars take of it, and the bars' policy depends on the zoom alone (always
        on while zoomed in, always off otherwise): a scale that made bars
        appear would shrink the viewport, call ``resizeEvent`` and so ``fit``
        again, and bars that came and went with each scale recursed until the
        stack overflowed. A ``fit`` called while one runs (the bars' policy
        changing on a zoom) only asks the running one for one more pass."""
        if self._fitting:
            self._fit_again = True
            return
        self._fitting = True
        try:
            for _ in range(3):  # bounded: the second pass sees the bars' final policy
                self._fit_again = False
                self._fit_once()
                if not self._fit_again:
                    break
        finally:
            self._fitting = False

    def _fit_once(self) -> None:
        self.resetTransform()
        area = self.contentsRect()
        margins = self.viewportMargins()
        vw = max(1, area.width() - margins.left() - margins.right())
        vh = max(1, area.height() - margins.top() - margins.bottom())
        players = self.model.players if self.model is not None else 4
        width = scene_width(players, vw / vh)
        if width != self.table_width:
            # rebuild after this event: a resize may come in the middle of a
            # mouse event (a status-bar message changes the window's layout),
            # and the items that event works with must live until it returns
            self.table_width = width
            if not self._rebuild_pending:
                self._rebuild_pending = True
                QTimer.singleShot(0, self, self._rebuild_for_width)  # dropped with the view
        scale = min(vw / width, vh / SCENE_H) * self.zoom
        self.scale(scale, scale)
        ratio = self.devicePixelRatioF()
        QPixmapCache.setCacheLimit(max(PIXMAP_CACHE_MIN_KB, round(
            vw * vh * ratio * ratio * 4 * PIXMAP_CACHE_SCREENS / 1024)))
        if scale != self._scale:  # the cards are drawn at new sizes: the old ones go
            self._scale = scale
            self.art.forget_unused()
        policy = (Qt.ScrollBarPolicy.ScrollBarAlwaysOn if self.zoom > 1.0
                  else Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        if self.horizontalScrollBarPolicy() != policy:
            self.setHorizontalScrollBarPolicy(policy)
        if self.verticalScrollBarPolicy() != policy:
            self.setVerticalScrollBarPolicy(policy)
        self.centerOn(width / 2, SCENE_H / 2 + (SCENE_H * 0.2 if self.zoom > 1 else 0))

    def _rebuild_for_width(self) -> None:
        self._rebuild_pending = False
        if self.model is not None and self.model.width != self.table_width:
            self.refresh(animate=False)
            self.fit()

    def zoom_in(self) -> None:
        self.zoom = min(3.0, self.zoom * 1.2)
        self.fit()

    def zoom_out(self) -> None:
        self.zoom = max(1.0, self.zoom / 1.2)
        self.fit()

    def zoom_reset(self) -> None:
        self.zoom = 1.0
        self.table_width = SCENE_W  # follows the window's shape (``fit``)
        self.fit()

    # -- refusals ---------------------------------------------------------------------
    def show_refusal(self, rejection: Rejection, explain: Callable[[], object] | None = None) -> None:
        """Show a refused move in a bubble next to where the player acted
        (``input.anchor``; else above the hand); ``explain()`` opens its rule."""
        anchor = self.input.anchor
        self.input.anchor = None
        if anchor is None:  # a refusal of a window action: over the hand
            hand = self.zone_items.get(("hand",))
            anchor = (hand.sceneBoundingRect() if hand is not None
                      else QRectF(self.sceneRect().center(), QSizeF(1, 1)))
        elif isinstance(anchor, QPointF):  # the drop point: over the place dropped on
            zone = self.input.zone_at(anchor)
            anchor = (zone.sceneBoundingRect() if zone is not None
                      else QRectF(anchor - QPointF(30, 30), QSizeF(60, 60)))
        rect = self.mapFromScene(anchor).boundingRect()
        rounds = [self.mapFromScene(item.ink_rect()).boundingRect()
                  for item in self.scene().items()
                  if isinstance(item, LabelItem) and item.spec.kind == "round"]
        self.bubble.show_refusal(rejection, rect, explain, self.transform().m11(), rounds)

    def dismiss_refusal(self) -> None:
        self.bubble.dismiss()

    # -- hints ------------------------------------------------------------------------
    def show_hint(self, action: object) -> None:
        """Highlight the suggested move (the window's Play > Hint); Enter makes it."""
        self.input.show_hint(action)

    # -- the items the input and the animations work with ----------------------------
    def hand_cards(self) -> list[object]:
        """The viewer's hand cards in display order."""
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

    # -- input: the view forwards its events to its TableInput --------------------------
    def mousePressEvent(self, event) -> None:
        self.input.mouse_press(event)

    def mouseMoveEvent(self, event) -> None:
        self.input.mouse_move(event)

    def mouseReleaseEvent(self, event) -> None:
        self.input.mouse_release(event)

    def focusNextPrevChild(self, next: bool) -> bool:
        """Tab and Shift+Tab stay on the table: refused here, Qt hands them to
        ``keyPressEvent`` (they move between the table's targets). Not an
        ``event`` override: that would put a Python call (and a wait for the
        interpreter lock while a computer thinks) into every paint event."""
        return False

    def keyPressEvent(self, event) -> None:
        if not self.input.key_press(event):
            super().keyPressEvent(event)

    def focusInEvent(self, event) -> None:
        super().focusInEvent(event)
        self.input.focus_in()

    def focusOutEvent(self, event) -> None:
        super().focusOutEvent(event)
        self.input.update_focus()
